import XCTest
@testable import ModalityLintCore

/// A sheet whose only way out is a Done that does nothing (`Button("Done") { }`):
/// `modal-dismiss-button` names that Done and says to make it call `dismiss()`, as
/// `done-button-misuse` says at the button, rather than asking for a Done that is there
/// (Pixiv's reading settings, blind audit round 27). And the body's first view
/// under `#if os(macOS)` is the Mac's: iOS shows the `#else` branch, here a
/// `NavigationStack` with a bar, so the advice never asks for a bar that is there.
final class DoneThatDoesNotCloseTests: XCTestCase {
    /// A library that presents reading settings whose body is `body`.
    private func app(settingsBody body: String) -> String {
        """
        import SwiftUI

        struct LibraryView: View {
            @State private var showsSettings = false
            var body: some View {
                NavigationStack {
                    Text("Books")
                        .navigationTitle("Library")
                        .toolbar { Button("Settings") { showsSettings = true } }
                        .sheet(isPresented: $showsSettings) { ReaderSettingsView() }
                }
            }
        }

        struct ReaderSettingsView: View {
            @Environment(\\.dismiss) private var dismiss
            @AppStorage("fontSize") private var fontSize = 14.0
            var body: some View {
        \(body)
            }
        }
        """
    }

    private func stack(_ buttons: String) -> String {
        """
                NavigationStack {
                    Form { Slider(value: $fontSize, in: 10...30) }
                        .navigationTitle("Reading Settings")
                        .toolbar {
                            \(buttons)
                        }
                }
        """
    }

    func testAnInertDoneIsNamedAsTheWayOutToMend() throws {
        let done = "ToolbarItem(placement: .confirmationAction) { Button(\"Done\") { } }"
        let diagnostics = TestApp.diagnostics(app(settingsBody: """
                #if os(macOS)
                Form { Slider(value: $fontSize, in: 10...30) }.frame(width: 300)
                #else
            \(stack(done))
                #endif
            """))
        XCTAssertEqual(diagnostics.map(\.ruleID), ["modal-dismiss-button", "done-button-misuse"])
        let message = try XCTUnwrap(diagnostics.first?.message)
        XCTAssertTrue(message.contains("its 'Done' button does not dismiss: make its action call `dismiss()`"), message)
        XCTAssertFalse(message.contains("navigation bar"), message)
        XCTAssertFalse(message.contains("NavigationStack"), message)
    }

    func testTheiOSBranchOfTheBodyIsTheScreensContainer() throws {
        func container(_ body: String) throws -> ContainerKind? {
            let flow = CodeReading.read([SourceFile(path: "App.swift", text: app(settingsBody: body))], firstFileIndex: 0, readsSwiftUI: true).flow
            let settings = try XCTUnwrap(flow.index(ofScreenNamed: "ReaderSettingsView"))
            return flow.screens[settings].container?.kind
        }
        let done = "ToolbarItem(placement: .confirmationAction) { Button(\"Done\") { dismiss() } }"
        let form = "Form { Slider(value: $fontSize, in: 10...30) }"
        XCTAssertEqual(try container("#if os(macOS)\n\(form)\n#else\n\(stack(done))\n#endif"), .navigation)
        // The near miss: iOS's branch is the bare form.
        XCTAssertNotEqual(try container("#if os(iOS)\n\(form)\n#else\n\(stack(done))\n#endif"), .navigation)
    }

    func testADoneThatDoesNotCloseBesideACancelIsStillDoneButtonMisuse() {
        // The near miss: the sheet has a way out (Cancel), so the inert Done is its own cause.
        let buttons = """
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { } }
            """
        let diagnostics = TestApp.diagnostics(app(settingsBody: stack(buttons)))
        XCTAssertEqual(diagnostics.map(\.ruleID), ["done-button-misuse"])
    }
}
