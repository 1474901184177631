import XCTest
@testable import ModalityLintCore

/// `modal-completion-path` on a context of several screens left only with Cancel: where
/// nothing in it is entered (an About page with a pushed list of translators, closed with
/// `Button(role: .cancel)`), nothing is cancelled, and the fix is to call the Cancel a Close
/// or a Done (the rule page, 4th edition; Grocy's About sheet, blind round 29); where a
/// pushed screen takes what people type, the task has work to complete, and the fix is a
/// Done or Save.
final class ModalCompletionAdviceTests: XCTestCase {
    private func app(pushed: String) -> String {
        """
        import SwiftUI

        struct SettingsView: View {
            @State private var showsAbout = false
            var body: some View {
                NavigationStack {
                    Button("About") { showsAbout = true }
                        .navigationTitle("Settings")
                        .sheet(isPresented: $showsAbout) {
                            NavigationStack {
                                AboutView()
                                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button(role: .cancel) { showsAbout = false } } }
                            }
                        }
                }
            }
        }

        struct AboutView: View {
            var body: some View {
                List { NavigationLink("Translators") { TranslatorsView() } }
                    .navigationTitle("About")
            }
        }

        struct TranslatorsView: View {
        \(pushed)
        }
        """
    }

    func testAContextWhereNothingIsEnteredAsksForACloseNotADone() throws {
        let found = TestApp.diagnostics(app(pushed: """
                var body: some View { List { Text("Anna") }.navigationTitle("Translators") }
            """)).filter { $0.ruleID == "modal-completion-path" }
        let message = try XCTUnwrap(found.first?.message, "no modal-completion-path")
        XCTAssertTrue(message.contains("nothing in it is entered or committed, so nothing is cancelled"), message)
        XCTAssertTrue(message.contains("make its Cancel a Close (`Button(role: .close)`) or a Done"), message)
    }

    func testTheNearMissAPushedFieldIsWorkToComplete() throws {
        let found = TestApp.diagnostics(app(pushed: """
                @State private var note = ""
                var body: some View { Form { TextField("Note for the translators", text: $note, axis: .vertical) }.navigationTitle("Translators") }
            """)).filter { $0.ruleID == "modal-completion-path" }
        let message = try XCTUnwrap(found.first?.message, "no modal-completion-path")
        XCTAssertTrue(message.contains("add a Done or Save button that completes the task"), message)
    }
}
