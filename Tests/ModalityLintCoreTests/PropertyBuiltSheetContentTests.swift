import XCTest
@testable import ModalityLintCore

/// A sheet whose content closure only names a computed property of the presenting view
/// (`.sheet(isPresented:) { editorSheet }`) shows what that property's getter builds, with
/// its branches, as a closure that calls a builder method (`{ makeEditor() }`) does.
final class PropertyBuiltSheetContentTests: XCTestCase {
    private func lint(content: String, property: String) -> AppLintResult {
        TestApp.lint("""
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Host() } } }
            struct Host: View {
                @State private var showing = false
                @State private var editing: String?
                var body: some View {
                    NavigationStack {
                        List { Text("Rows") }
                            .navigationTitle("Hosts")
                            .toolbar { Button("Add") { showing = true } }
                            .sheet(isPresented: $showing) { \(content) }
                    }
                }
                \(property)
            }
            struct Editor: View {
                let name: String?
                var body: some View {
                    NavigationStack {
                        Text(name ?? "New")
                            .navigationTitle("Editor")
                    }
                }
            }
            """)
    }

    func testThePropertysViewIsThePresentedScreen() {
        let property = """
            @ViewBuilder private var editorSheet: some View {
                if let editing { Editor(name: editing) } else { Editor(name: nil) }
            }
            """
        for content in ["editorSheet", "self.editorSheet"] {
            let result = lint(content: content, property: property)
            // Its screen has no way out: the property's view was read as the sheet.
            XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map { String($0.message.prefix(8)) }, ["'Editor'"],
                           content)
        }
    }

    /// Near miss: a stored property is no builder; what it holds is not read as the sheet.
    func testAStoredPropertyIsNotFollowed() {
        let result = lint(content: "editorSheet", property: "private let editorSheet = Text(\"Stored\")")
        XCTAssertTrue(result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.isEmpty)
    }
}
