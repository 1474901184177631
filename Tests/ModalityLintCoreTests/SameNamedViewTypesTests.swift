import XCTest
@testable import ModalityLintCore

/// Views of one name nested in different types (`Notes.RootView`, `Options.RootView`: a
/// module per feature, each with its `RootView`) are read as one screen by that name: what
/// one of them edits is not known to be what the pushed or presented one shows (blind audit
/// round 18, a sheet that pushes one of forty-two `RootView`s). So the screen's content is
/// open, and a sheet that pushes it is not said to hold people's work. Near miss: the same
/// sheet pushing an editor of a name of its own still is.
final class SameNamedViewTypesTests: XCTestCase {
    private func source(pushing destination: String) -> String {
        """
        import SwiftUI
        enum Notes {}
        enum Options {}
        extension Notes {
            struct RootView: View {
                @State private var text = ""
                var body: some View {
                    NavigationStack { TextEditor(text: $text).navigationTitle("Notes") }
                }
            }
        }
        extension Options {
            struct RootView: View {
                var body: some View { Form { Text("Options") }.navigationTitle("Options") }
            }
        }
        struct NoteEditor: View {
            @State private var text = ""
            var body: some View { TextEditor(text: $text).navigationTitle("Note") }
        }
        struct OptionsSheet: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                NavigationStack {
                    List { NavigationLink("More", destination: \(destination)) }
                        .navigationTitle("Sheet")
                        .toolbar { Button("Close") { dismiss() } }
                }
            }
        }
        struct Home: View {
            @State private var showing = false
            var body: some View {
                Button("Options") { showing = true }
                    .sheet(isPresented: $showing) { OptionsSheet() }
            }
        }
        """
    }

    private func discards(_ source: String) -> [String] {
        TestApp.lint(source).diagnostics.filter { $0.ruleID == "confirm-before-discard" }.map(\.message)
    }

    func testAPushedViewWhoseNameOthersShareIsNotKnownToHoldWork() {
        XCTAssertEqual(discards(source(pushing: "Options.RootView()")), [])
    }

    func testAPushedEditorOfItsOwnNameStillHoldsWork() {
        let found = discards(source(pushing: "NoteEditor()"))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("'OptionsSheet'") == true, "\(found)")
    }
}
