import XCTest
@testable import ModalityLintCore

/// A screen titled through a modifier of the app's (`.themedNavTitle("Report an Issue",
/// theme)`, a method of `extension View` that puts `Text(title)` in the bar's middle) shows
/// the words its call hands: messages name the screen by them, as they do a title set with
/// `.navigationTitle("...")` (blind audit round 39, a conference app). Near miss: a call that
/// hands a variable shows words the reading does not know, and the screen is named by its
/// type alone.
final class TitleHandedToAppModifierTests: XCTestCase {
    private func app(title: String) -> String {
        """
        import SwiftUI

        extension View {
            func themedNavTitle(_ title: String, accent: Bool = false) -> some View {
                self.toolbar {
                    ToolbarItem(placement: .principal) {
                        Text(title).font(.headline)
                    }
                }
            }
        }

        struct ReportSheet: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var details = ""
            let heading = "Report"
            var body: some View {
                NavigationStack {
                    Form { TextEditor(text: $details) }
                        .themedNavTitle(\(title))
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Send") { send(); dismiss() } }
                        }
                }
            }
            func send() { print(details) }
        }

        struct EventView: View {
            @State private var reporting = false
            var body: some View {
                Button("Report") { reporting = true }
                    .sheet(isPresented: $reporting) { ReportSheet() }
            }
        }

        """
    }

    private func discardMessages(_ title: String) -> [String] {
        TestApp.diagnostics(app(title: title)).filter { $0.ruleID == "confirm-before-discard" }.map(\.message)
    }

    func testTheWordsALiteralHandsTheAppsTitleModifierNameTheScreen() {
        let messages = discardMessages("\"Report an Issue\"")
        XCTAssertFalse(messages.isEmpty)
        for message in messages { XCTAssertTrue(message.contains("'ReportSheet' (\"Report an Issue\")"), message) }
        XCTAssertEqual(TestApp.diagnostics(app(title: "\"Report an Issue\"")).linesAndRules(of: "modal-title"), [])
    }

    func testAVariableHandedToItLeavesTheTypesName() {
        let messages = discardMessages("heading")
        XCTAssertFalse(messages.isEmpty)
        for message in messages {
            XCTAssertTrue(message.contains("'ReportSheet'"), message)
            XCTAssertFalse(message.contains("'ReportSheet' (\""), message)
        }
        XCTAssertEqual(TestApp.diagnostics(app(title: "heading")).linesAndRules(of: "modal-title"), [])
    }
}
