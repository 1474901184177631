import XCTest
@testable import ModalityLintCore

/// A button titled by the app's constant that is a string literal (`static let done =
/// "Done"`) shows those words: a read-only sheet whose only button is that Done is closed by
/// a plain way out, not completed, so `safe-exit` asks for no Cancel beside it (Hour Blocks'
/// acknowledgements, blind round 26). Near misses: the same constant saying Save is a task
/// with no safe way out; a `var` may change, and two constants of one name are ambiguous,
/// so neither gives words.
final class LiteralConstantLabelTests: XCTestCase {
    private func app(strings: String) -> String {
        """
        import SwiftUI

        @main
        struct Planner: App {
            var body: some Scene { WindowGroup { SettingsView() } }
        }

        struct AppStrings {
            struct Global {
                \(strings)
            }
        }

        struct SettingsView: View {
            @State private var showsAcknowledgements = false
            var body: some View {
                NavigationStack {
                    Button("Acknowledgements") { showsAcknowledgements = true }
                        .navigationTitle("Settings")
                        .sheet(isPresented: $showsAcknowledgements) { AcknowledgementsView(isPresented: $showsAcknowledgements) }
                }
            }
        }

        struct AcknowledgementsView: View {
            @Binding var isPresented: Bool
            var body: some View {
                NavigationView {
                    Text("Icons by the community.")
                        .navigationBarTitle("Acknowledgements")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button(AppStrings.Global.done, action: dismiss)
                            }
                        }
                }
            }
            private func dismiss() { isPresented = false }
        }

        """
    }

    private func safeExit(_ source: String) -> [String] {
        TestApp.lint(source).diagnostics.filter { $0.ruleID == "safe-exit" }.map(\.message)
    }

    func testALiteralConstantDoneIsAPlainWayOut() {
        XCTAssertEqual(safeExit(app(strings: "static let done = \"Done\"")), [])
        XCTAssertEqual(safeExit(app(strings: "static let done: String = \"Done\"")), [])
    }

    func testNearMisses() {
        // Save completes a task: with no Cancel beside it, there is no safe way out.
        XCTAssertEqual(safeExit(app(strings: "static let done = \"Save\"")).count, 1)
        let reader = { (source: String) -> String? in
            var builder = CodeIndexBuilder()
            builder.add(SourceFile(path: "App.swift", text: source))
            let index = builder.link()
            return LocalisedText(index: index, tables: StringTables()).constant(owner: "Global", name: "done")
        }
        XCTAssertEqual(reader(app(strings: "static let done = \"Done\"")), "Done")
        XCTAssertNil(reader(app(strings: "static var done = \"Done\"")))
        XCTAssertNil(reader(app(strings: "static let done = \"Do\" + \"ne\"")))
        XCTAssertNil(reader(app(strings: "static let done = \"Done \\(1)\"")))
    }
}
