import XCTest
@testable import ModalityLintCore

/// A field bound to a binding a type keeps in a static property (`AddList.newListBinding`
/// over `static var newList`, blind round 39, a shopping list): its storage outlives every
/// view, so a swipe that closes the sheet leaves the draft there for the next time, and the
/// swipe clause of `confirm-before-discard` does not claim it lost. Near miss: the same
/// field bound through the view's own `@State` loses it.
final class StaticDraftTests: XCTestCase {
    private func app(editor: String, state: String) -> String {
        """
        import SwiftUI
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            @State private var showing = false
            var body: some View {
                Button("Add") { showing = true }
                    .sheet(isPresented: $showing) { AddNote(showing: $showing) }
            }
        }
        struct AddNote: View {
            @Binding var showing: Bool
            \(state)
            static var draft: String = ""
            static var draftBinding = Binding<String>(get: { draft }, set: { draft = $0 })
            var body: some View {
                VStack {
                    Text("New Note").font(.largeTitle)
                    \(editor)
                    Button("Save") { save(AddNote.draft); AddNote.draft = ""; showing = false }
                }
            }
            func save(_ text: String) {}
        }
        struct NoteEditor: View {
            @Binding var text: String
            var body: some View { TextEditor(text: $text) }
        }

        """
    }

    private func swipeWarnings(_ source: String) -> Int {
        TestApp.lint(source).diagnostics.filter { $0.ruleID == "confirm-before-discard" && $0.message.contains("swiping") }.count
    }

    func testADraftKeptInAStaticPropertyIsNotLostToASwipe() {
        XCTAssertEqual(swipeWarnings(app(editor: "NoteEditor(text: AddNote.draftBinding)", state: "")), 0)
        XCTAssertEqual(swipeWarnings(app(editor: "NoteEditor(text: Self.draftBinding)", state: "")), 0)
    }

    func testNearMissADraftInTheViewsOwnStateIsLost() {
        XCTAssertEqual(swipeWarnings(app(editor: "NoteEditor(text: $text)", state: "@State private var text = \"\"")), 1)
    }
}
