import XCTest
@testable import ModalityLintCore

/// A Composable Architecture sheet shown from the parent's route state through an action
/// (`.sheet(item: $store.route.sending(\.setNavigation).filters)`): it goes away from code
/// only when a reducer dismisses, or the parent's reducer clears or replaces the route, on
/// the actions the sheet's feature sends it or anywhere with `nil` (certainty.md, part 1).
final class ComposableRouteTests: XCTestCase {
    private func lint(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules(of: "modal-dismiss-button")
    }

    private func app(parentCase: String = "case .filters:\n                return .none", content: String = "FiltersView(store: store.scope(state: \\.filtersState, action: \\.filters))") -> String {
        """
        import ComposableArchitecture
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { SearchView(store: Store(initialState: Search.State()) { Search() }) } } }
        @Reducer struct Search {
            enum Route: Equatable { case filters }
            @ObservableState struct State { var route: Route?; var filtersState = Filters.State() }
            enum Action { case setNavigation(Route?); case filters(Filters.Action) }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .setNavigation(let route):
                        state.route = route
                        return .none
                    \(parentCase)
                    }
                }
                Scope(state: \\.filtersState, action: \\.filters, child: Filters.init)
            }
        }
        struct SearchView: View {
            @Bindable var store: StoreOf<Search>
            var body: some View {
                NavigationStack {
                    Button("Filters") { store.send(.setNavigation(.filters)) }
                        .navigationTitle("Search")
                        .sheet(item: $store.route.sending(\\.setNavigation).filters) { _ in
                            \(content)
                        }
                }
            }
        }
        @Reducer struct Filters {
            struct State {}
            enum Action { case resetTapped; case closeTapped }
            var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        struct FiltersView: View {
            let store: StoreOf<Filters>
            var body: some View {
                NavigationStack {
                    Button("Reset") { store.send(.resetTapped) }
                        .navigationTitle("Filters")
                }
            }
        }
        """
    }

    func testTheParentsCaseForTheSheetsActionsSaysWhetherItCloses() {
        // `case .filters: return .none`: nothing the sheet sends closes it.
        XCTAssertEqual(lint(app()), ["38 modal-dismiss-button"])
        // Near miss: the parent closes the route on one of the sheet's actions.
        XCTAssertEqual(lint(app(parentCase: "case .filters(.closeTapped):\n                return .send(.setNavigation(nil))\n            case .filters:\n                return .none")), [])
        // Near miss: a `default` that may send on.
        XCTAssertEqual(lint(app(parentCase: "default:\n                return .send(.setNavigation(nil))")), [])
        // Near miss: the parent sets the route to nil anywhere.
        XCTAssertEqual(lint(app(parentCase: "case .filters:\n                state.route = nil\n                return .none")), [])
        // Near miss: the content scopes a store whose action the reading cannot name.
        XCTAssertEqual(lint(app(content: "FiltersView(store: store.scope(state: \\.filtersState, action: { .filters($0) }))")), [])
    }
}
