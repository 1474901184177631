import XCTest
@testable import ModalityLintCore

/// A Done in the content that only clears a `@FocusState` (the view's own, or one handed in
/// as `@FocusState.Binding`) hides the keyboard: it ends typing, as a keyboard bar's Done
/// does, and is not the screen's Done (round 16, moblin). In the navigation bar it stays the
/// screen's Done (ControlsThatAreNotWaysOutTests). The near miss: a Done that clears a flag
/// nothing turns on, and does not close the sheet, is still `done-button-misuse`.
final class FocusDoneTests: XCTestCase {
    private func misusedDones(_ doneAction: String, wrapper: String) -> [String] {
        let source = """
            import SwiftUI
            struct HomeView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { NoteEditor() }
                }
            }
            struct NoteEditor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var text = ""
                \(wrapper) private var typing: Bool
                var body: some View {
                    NavigationStack {
                        VStack {
                            TextEditor(text: $text).focused($typing)
                            DoneBar(typing: $typing)
                        }
                        .navigationTitle("Note")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
                    }
                }
            }
            struct DoneBar: View {
                @FocusState.Binding var typing: Bool
                var body: some View { Button("Done") { \(doneAction) } }
            }
            """
        return TestApp.lint(source).diagnostics.filter { $0.ruleID == "done-button-misuse" }.map(\.message)
    }

    func testADoneThatClearsFocusEndsTyping() {
        XCTAssertEqual(misusedDones("typing = false", wrapper: "@FocusState"), [])
    }

    func testADoneThatClearsAFlagNothingTurnsOnIsStillJudged() {
        let source = """
            import SwiftUI
            struct HomeView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { NoteEditor() }
                }
            }
            struct NoteEditor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var text = ""
                @State private var typing = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            TextEditor(text: $text)
                            Button("Done") { typing = false }
                        }
                        .navigationTitle("Note")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
                    }
                }
            }
            """
        let messages = TestApp.lint(source).diagnostics.filter { $0.ruleID == "done-button-misuse" }.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
    }
}
