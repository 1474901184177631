import XCTest
@testable import ModalityLintCore

/// Views that nest a type of the same name (`struct Cell` in a filter sheet, in a profile,
/// in a tracker list: Suwatte, blind audit round 28) are read as one type: the links and
/// fields of every `Cell` were counted in each screen that builds one, so a filter sheet
/// "branched" into the profile's screens and "held" a form's text. What a same-named view
/// builds is not known to be this screen's: it adds no pushes or content. Near miss: a view
/// whose name is its own brings its field.
final class SameNameNestedViewsTests: XCTestCase {
    private func app(filterCell: String) -> String {
        """
        import SwiftUI
        struct LibraryView: View {
            @State private var filtering = false
            var body: some View {
                NavigationStack {
                    ProfileView()
                        .navigationTitle("Library")
                        .toolbar { Button("Filters") { filtering = true } }
                        .fullScreenCover(isPresented: $filtering) { FilterView() }
                }
            }
        }
        struct FilterView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var onlyUnread = false
            var body: some View {
                NavigationStack {
                    List { \(filterCell)(isOn: $onlyUnread) }
                        .navigationTitle("Filters")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
                }
            }
            struct Cell: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("Only unread", isOn: $isOn) }
            }
        }
        struct FilterCell: View {
            @Binding var isOn: Bool
            @State private var note = ""
            var body: some View { TextEditor(text: $note) }
        }
        struct ProfileView: View {
            var body: some View { List { Cell(title: "Reading") } }
            struct Cell: View {
                let title: String
                @State private var note = ""
                var body: some View {
                    NavigationLink(title) { DetailView() }
                    TextEditor(text: $note)
                }
            }
        }
        struct DetailView: View {
            var body: some View { Text("Detail").navigationTitle("Detail") }
        }
        """
    }

    private func filter(_ source: String) throws -> CodeScreen {
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
        return flow.screens[try XCTUnwrap(flow.index(ofScreenNamed: "FilterView"))]
    }

    func testASameNamedViewBringsNoLinksOrFields() throws {
        let filter = try filter(app(filterCell: "Cell"))
        XCTAssertFalse(filter.actions.contains { $0.edge == .push }, "\(filter.actions.map(\.label))")
        XCTAssertNotEqual(filter.editsContent?.value, true)
        XCTAssertEqual(TestApp.diagnostics(app(filterCell: "Cell")).map(\.ruleID), [])
    }

    func testNearMissAViewWithItsOwnNameBringsItsField() throws {
        let filter = try filter(app(filterCell: "FilterCell"))
        XCTAssertEqual(filter.editsContent?.value, true)
    }
}
