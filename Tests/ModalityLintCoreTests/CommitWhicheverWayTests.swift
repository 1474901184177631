import XCTest
@testable import ModalityLintCore

/// A sheet whose only button commits (Add, Save) through code the reading does not follow
/// lacks a safe way out whether that button closes it or not: if it closes, it is a way out
/// that commits; if not, there is none. Either way nothing on the screen leaves without
/// committing, and `safe-exit` says so (one cause, one diagnostic: `modal-dismiss-button`
/// stays silent while whether the button closes is open).
final class CommitWhicheverWayTests: XCTestCase {
    private func app(buttons: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var adding = false
            var body: some View {
                NavigationStack {
                    Button("New Prompt") { adding = true }
                        .navigationTitle("Prompts")
                        .sheet(isPresented: $adding) { AddPromptView() }.task { Handoff.keep($adding) }
                }
            }
        }
        protocol PromptStore { func save(_ prompt: String) }
        enum Handoff { static func keep(_ flag: Binding<Bool>) {} }
        struct AddPromptView: View {
            var store: PromptStore?
            @Environment(\\.dismiss) private var dismiss
            let prompt = "Turn on the lights"
            var body: some View {
                NavigationStack {
                    Text(prompt)
                        .navigationTitle("New Prompt")
                        .toolbar {
                            \(buttons)
                        }
                }
            }
        }
        """
    }

    private func rules(_ buttons: String) -> [String] {
        TestApp.diagnostics(app(buttons: buttons)).linesAndRules().filter { $0.hasSuffix("safe-exit") || $0.hasSuffix("modal-dismiss-button") }
    }

    func testAnAddWhoseClosingIsOpenLeavesNoSafeWayOut() {
        let add = #"ToolbarItem(placement: .confirmationAction) { Button("Add") { store?.save(prompt) } }"#
        XCTAssertEqual(rules(add), ["15 safe-exit"])
    }

    /// Near miss: a Cancel that closes beside it is the safe way out.
    func testACancelBesideItIsTheSafeWayOut() {
        let buttons = #"""
            ToolbarItem(placement: .confirmationAction) { Button("Add") { store?.save(prompt) } }
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { adding = false } }
            """#
        XCTAssertEqual(rules(buttons.replacingOccurrences(of: "adding = false", with: "dismiss()")), [])
    }

    /// Near miss: a button whose words code sets, in no stated placement, may be a Close.
    func testAButtonOfWordsSetInCodeMayBeAWayOut() {
        let words = #"ToolbarItem { Button(store.title) { store?.save(prompt) } }"#
        XCTAssertEqual(rules(words.replacingOccurrences(of: "store.title", with: "String(prompt.prefix(3))")), [])
    }
}
