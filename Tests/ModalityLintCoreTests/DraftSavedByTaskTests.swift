import XCTest
@testable import ModalityLintCore

/// A `.task(id:)` reruns whenever its id changes, as `.onChange(of:)` does: one that hands
/// the text to a method of the view's own which writes it to storage (`saveDraft()` calling
/// `UserDefaults.standard.set`) keeps the draft as it is typed, so whether Cancel or a swipe
/// loses anything is unknown, and nothing is reported. Near miss: a task whose method only
/// searches with the text keeps nothing, and the Cancel and the swipe are reported.
final class DraftSavedByTaskTests: XCTestCase {
    private func app(taskCalls: String) -> String {
        """
        import SwiftUI

        struct DocumentCreateView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var content = ""
            @State private var suggestions: [String] = []
            var body: some View {
                NavigationStack {
                    TextEditor(text: $content)
                        .navigationTitle("New Document")
                        .task(id: content) {
                            try? await Task.sleep(nanoseconds: 500_000_000)
                            \(taskCalls)()
                        }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") { dismiss() }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Publish") { Publisher.publish(content); dismiss() }
                            }
                        }
                }
            }

            private func saveDraft() {
                UserDefaults.standard.set(content, forKey: "document-draft")
            }

            private func suggestTags() {
                suggestions = content.split(separator: " ").map(String.init)
            }
        }

        enum Publisher { static func publish(_ text: String) {} }

        struct DocsView: View {
            @State private var creating = false
            var body: some View {
                Button("New Document") { creating = true }
                    .sheet(isPresented: $creating) { DocumentCreateView() }
            }
        }

        """
    }

    private func discards(_ taskCalls: String) -> [String] {
        TestApp.diagnostics(app(taskCalls: taskCalls)).linesAndRules(of: "confirm-before-discard")
    }

    func testADraftTheTaskSavesAsTypedIsNotReported() {
        XCTAssertEqual(discards("saveDraft"), [])
    }

    func testATaskThatKeepsNothingLeavesTheCancelAndTheSwipeReported() {
        XCTAssertEqual(discards("suggestTags"), ["3 confirm-before-discard", "17 confirm-before-discard"])
    }
}
