import XCTest
@testable import ModalityLintCore

/// Whose content is whose in SwiftUI (round 15, readeck): a sheet's content built by a
/// computed property of the presenting view (`.sheet(isPresented:) { settingsSheet }`) is the
/// sheet's, not the presenter's; and a field bound to a model's member whose `.onChange`
/// hands each edit to the app's code keeps nothing that closing would lose.
final class SheetContentOwnershipTests: XCTestCase {
    /// The screens `confirm-before-discard` reports, by the name its messages quote.
    private func discards(_ source: String) -> (findings: Set<String>, notes: Set<String>) {
        let result = TestApp.lint(source)
        func named(_ list: [Diagnostic]) -> Set<String> {
            Set(list.filter { $0.ruleID == "confirm-before-discard" }.flatMap { diagnostic in
                ["ReaderView", "StyleEditorView"].filter { diagnostic.message.contains("'\($0)'") }
            })
        }
        return (named(result.diagnostics), named(result.uncertain))
    }

    private let host = """
        import SwiftUI
        struct LibraryView: View {
            @State private var reading = false
            var body: some View {
                Button("Read") { reading = true }
                    .sheet(isPresented: $reading) { ReaderView() }
            }
        }
        final class NotesModel: ObservableObject {
            @Published var css = ""
            func save() {}
        }

        """

    /// The reader presents its settings through a computed property: the settings' editor
    /// is not the reader's. The near miss: the same editor placed in the reader's own body.
    func testASheetBuiltByAComputedPropertyIsNotThePresentersContent() {
        let source = host + """
            struct ReaderView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showingSettings = false
                var body: some View {
                    NavigationStack {
                        Text("Article")
                            .navigationTitle("Article")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
                            .sheet(isPresented: $showingSettings) { settingsSheet }
                    }
                }
                private var settingsSheet: some View {
                    NavigationStack { StyleEditorView() }
                }
            }
            struct StyleEditorView: View {
                @State private var css = ""
                var body: some View { TextEditor(text: $css).navigationTitle("Style") }
            }
            """
        XCTAssertFalse(discards(source).findings.contains("ReaderView"))
        let inline = source.replacingOccurrences(of: "Text(\"Article\")", with: "VStack { Text(\"Article\"); StyleEditorView() }")
        XCTAssertTrue(discards(inline).findings.contains("ReaderView"), "an editor in the reader's own body is the reader's")
    }

    /// `TextEditor(text: $model.css)` with `.onChange(of: model.css) { model.save() }`: each
    /// edit goes to the app's code as it is typed, so closing loses nothing the code says.
    /// The near miss: the same field without the handler holds what people typed.
    func testAFieldWhoseEditsAreHandedToTheAppAsTypedHoldsNoWork() {
        let source = host + """
            struct ReaderView: View {
                @Environment(\\.dismiss) private var dismiss
                @StateObject private var model = NotesModel()
                var body: some View {
                    NavigationStack {
                        TextEditor(text: $model.css)
                            .onChange(of: model.css) { model.save() }
                            .navigationTitle("Custom Style")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                    }
                }
            }
            """
        XCTAssertFalse(discards(source).findings.contains("ReaderView"))
        let unsaved = source.replacingOccurrences(of: ".onChange(of: model.css) { model.save() }", with: "")
        XCTAssertTrue(discards(unsaved).findings.contains("ReaderView"))
    }
}
