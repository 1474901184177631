import XCTest
@testable import ModalityLintCore

/// A view whose body is one `if` or `switch` routes to a screen per branch only when each
/// branch shows one view of the app (under modifiers, maybe in a `NavigationStack`, after
/// `let`s it hands over). A branch that lays out several views is the view's own screen
/// (blind round 39, a conference app: `if loaded { VStack { InlineSearchBar(...); ScrollView
/// { ... } } } else { Placeholder(...) }` made the search bar the sheet's screen, "presented
/// modally but has no title"). Near miss: a body whose branches each show one view routes.
final class RouterBranchTests: XCTestCase {
    private func app(loadedBranch: String) -> String {
        """
        import SwiftUI
        @main
        struct ConfApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            @State private var showing = false
            var body: some View {
                Button("Conferences") { showing = true }
                    .sheet(isPresented: $showing) {
                        NavigationStack {
                            ConferencesView()
                                .toolbar { Button("Done") { showing = false } }
                        }
                    }
            }
        }
        struct ConferencesView: View {
            @State private var text = ""
            let names: [String] = []
            var body: some View {
                if names.count > 0 {
                    \(loadedBranch)
                } else {
                    Placeholder(message: "Loading").navigationTitle("Loading")
                }
            }
        }
        struct SearchBar: View {
            @Binding var text: String
            var body: some View { TextField("Search", text: $text) }
        }
        struct ConferenceList: View {
            let names: [String]
            var body: some View { List(names, id: \\.self) { Text($0) } }
        }
        struct Placeholder: View {
            let message: String
            var body: some View { Text(message) }
        }

        """
    }

    func testABranchThatLaysOutSeveralViewsIsTheViewsOwnScreen() {
        let result = TestApp.lint(app(loadedBranch: """
            VStack {
                        SearchBar(text: $text)
                        ScrollView { ForEach(names, id: \\.self) { Text($0) } }
                    }
                    .navigationTitle("Select Conference")
            """))
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-title" }, "\(result.diagnostics.map(\.message))")
    }

    func testNearMissBranchesThatEachShowOneViewRoute() {
        let result = TestApp.lint(app(loadedBranch: "ConferenceList(names: names)"))
        // The list is a screen of its own, and it has no title.
        XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "modal-title" && $0.message.contains("'ConferenceList'") },
                      "\(result.diagnostics.map(\.message))")
    }
}
