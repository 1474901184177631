import XCTest
@testable import ModalityLintCore

/// A Done that saves, shows an alert when saving fails and closes when it succeeds: the
/// alert it drives is named after it, and that presentation is the same button, so whether
/// it closes the screen is the button's (here: it does). Near miss: a Done that only shows
/// the alert never closes: `done-button-misuse`.
final class DoneThatAlertsOnFailureTests: XCTestCase {
    private func source(closesOnSuccess: Bool) -> String {
        """
        import SwiftUI
        struct RootView: View {
            @State private var editing = false
            var body: some View {
                NavigationStack { Button("Edit") { editing = true }.navigationTitle("Files") }
                    .sheet(isPresented: $editing) { NavigationStack { FileEditorView() } }
            }
        }
        struct FileEditorView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var name = ""
            @State private var failed = false
            var body: some View {
                Form { TextField("Name", text: $name) }
                    .navigationTitle("Edit File")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                        ToolbarItem(placement: .confirmationAction) { Button("Done", action: save) }
                    }
                    .alert("Could not save", isPresented: $failed) { Button("OK") {} }
            }
            func save() {
                if name.isEmpty {
                    failed = true
                } else {
                    \(closesOnSuccess ? "dismiss()" : "print(name)")
                }
            }
        }
        """
    }

    private func doneMisuse(_ result: AppLintResult) -> [Diagnostic] {
        (result.diagnostics + result.uncertain).filter { $0.ruleID == "done-button-misuse" }
    }

    func testADoneThatAlertsOnFailureAndClosesOnSuccessIsADone() {
        XCTAssertEqual(doneMisuse(TestApp.lint(source(closesOnSuccess: true))).map(\.message), [])
    }

    func testADoneThatOnlyAlertsIsReported() {
        let result = TestApp.lint(source(closesOnSuccess: false))
        // Once, at the button (line 18), not again at the alert it drives.
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "done-button-misuse" }.map(\.start.line), [18],
                      doneMisuse(result).map { "\($0.start.line): \($0.message)" }.joined(separator: "\n"))
    }
}
