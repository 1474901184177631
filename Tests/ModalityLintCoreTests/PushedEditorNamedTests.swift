import XCTest
@testable import ModalityLintCore

/// A sheet whose swipe loses what is typed on a screen pushed inside it names that screen:
/// people look for the edits where they made them, and the condition that keeps the swipe
/// off is written where the edits are known.
final class PushedEditorNamedTests: XCTestCase {
    private func swipe(sheetBody: String) -> [String] {
        TestApp.lint("""
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    NavigationStack {
                        Button("Settings") { showing = true }
                            .navigationTitle("Library")
                            .sheet(isPresented: $showing) { Settings() }
                    }
                }
            }
            struct Settings: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var note = ""
                var body: some View {
                    NavigationStack {
                        \(sheetBody)
                            .navigationTitle("Settings")
                            .toolbar { Button("Done") { dismiss() } }
                    }
                }
            }
            struct NoteEditor: View {
                @State private var text = ""
                var body: some View { TextEditor(text: $text).navigationTitle("Note") }
            }
            struct BoundEditor: View {
                @Binding var text: String
                var body: some View { TextEditor(text: $text) }
            }
            """).diagnostics.filter { $0.ruleID == "confirm-before-discard" && $0.message.contains("swiping") }.map(\.message)
    }

    func testTheSwipeNamesThePushedScreenThatHoldsTheEdits() {
        let messages = swipe(sheetBody: "List { NavigationLink(\"Note\") { NoteEditor() } }")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("'Settings' is a sheet whose pushed 'NoteEditor' holds people's unsaved content") == true,
                      messages.first ?? "")
        // The guard stays the sheet's: a pushed page's edits may outlive Back in the sheet's model.
        XCTAssertFalse(messages.first?.contains("in 'NoteEditor'") == true, messages.first ?? "")
    }

    /// Near miss: the sheet's own screen holds the edits; it is the one named.
    func testTheSheetsOwnEditsNameTheSheet() {
        let messages = swipe(sheetBody: "Form { TextEditor(text: $note) }")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("'Settings' is a sheet that holds people's unsaved content") == true, messages.first ?? "")
    }

    /// A view of the app drawn inside the sheet holds the field (the sheet's body builds
    /// `NoteEditor()` itself): that view is named, and the guard goes there, where its state
    /// says whether anything changed.
    func testAViewDrawnInTheSheetThatHoldsTheEditsIsNamed() {
        let messages = swipe(sheetBody: "VStack { Text(\"Your note\"); NoteEditor() }")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("'Settings' is a sheet whose 'NoteEditor' holds people's unsaved content") == true,
                      messages.first ?? "")
        XCTAssertTrue(messages.first?.contains("apply `.interactiveDismissDisabled(_:)` in 'NoteEditor'") == true, messages.first ?? "")
    }

    /// Near miss: an editor component bound to the sheet's own state holds nothing of its
    /// own; the sheet, whose state it is, is the one named.
    func testAnEditorBoundToTheSheetsStateNamesTheSheet() {
        let messages = swipe(sheetBody: "VStack { Text(\"Your note\"); BoundEditor(text: $note) }")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("'Settings' is a sheet that holds people's unsaved content") == true, messages.first ?? "")
    }
}
