import XCTest
@testable import ModalityLintCore

/// Screens shown through route values (RouteValues): a route built with a literal style is
/// presented the way the app's own dispatch says that style is, and only when every link of
/// the chain is closed. Each test breaks one link; the first is the near miss where the rule
/// fires (`Fixtures/projects/Reels` is the whole app).
final class RouteValuesTests: XCTestCase {
    private func lint(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules()
    }

    /// An app whose About route (no button at all) is built with `style`, dispatched by
    /// `dispatch`'s sheet case, and asked for by `call`.
    private func app(style: String = ".sheet", sheetCase: String = "presentedSheet = route",
                     factory: String = "about", call: String = "coordinator.show(.about())", extra: String = "",
                     about: String = "struct About: View {\n    var body: some View { Text(\"1.0\").navigationTitle(\"About\") }\n}") -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Host(coordinator: Coordinator()) { Home() } } } }
        struct Route: Identifiable, Hashable {
            enum Style: Hashable { case push, sheet }
            let id: String
            var style: Style
            private let content: AnyView
            init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) {
                self.id = id
                self.style = style
                self.content = AnyView(content())
            }
            var destination: some View { content }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
            static func == (lhs: Route, rhs: Route) -> Bool { lhs.id == rhs.id }
        }
        extension Route {
            static func \(factory)() -> Route { Route(id: "about", style: \(style)) { About() } }
        }
        final class Coordinator: ObservableObject {
            @Published var path: [Route] = []
            @Published var presentedSheet: Route?
            func show(_ route: Route) {
                switch route.style {
                case .push: path.append(route)
                case .sheet: \(sheetCase)
                }
            }
            \(extra)
        }
        struct Host: View {
            @StateObject private var coordinator: Coordinator
            private let content: AnyView
            init(coordinator: @autoclosure @escaping () -> Coordinator, @ViewBuilder content: () -> some View) {
                _coordinator = StateObject(wrappedValue: coordinator())
                self.content = AnyView(content())
            }
            var body: some View {
                NavigationStack(path: $coordinator.path) { content }
                    .environmentObject(coordinator)
                    .sheet(item: $coordinator.presentedSheet) { route in
                        Host(coordinator: Coordinator()) { route.destination }
                    }
            }
        }
        struct Home: View {
            @EnvironmentObject private var coordinator: Coordinator
            var body: some View {
                List { Button("About") { \(call) } }.navigationTitle("Home")
            }
        }
        \(about)
        """
    }

    /// The near miss: every link closed, so About is a sheet with no way out.
    func testARouteBuiltAsASheetIsPresentedAsTheDispatchSays() {
        XCTAssertEqual(lint(app()).filter { $0.hasSuffix("modal-dismiss-button") }, ["52 modal-dismiss-button"])
    }

    func testARouteBuiltWithTheDefaultPushIsNoModal() {
        XCTAssertEqual(lint(app(style: ".push")).filter { $0.hasSuffix("modal-dismiss-button") }, [])
    }

    /// The sheet case does two things: which presentation it means is not said.
    func testACaseThatDoesTwoThingsMeansNothingKnown() {
        let diagnostics = lint(app(sheetCase: "presentedSheet = route; path.append(route)"))
        XCTAssertEqual(diagnostics.filter { $0.hasSuffix("modal-dismiss-button") }, [])
    }

    /// A style that is a value, not a literal case: unknown.
    func testAStyleThatIsAValueIsUnknown() {
        XCTAssertEqual(lint(app(style: "Route.Style.sheet")).filter { $0.hasSuffix("modal-dismiss-button") }, [])
    }

    /// Code that gives a built route another style, from no parameter: every style is unknown.
    func testAStyleAssignedElsewhereLeavesEveryRouteUnknown() {
        let diagnostics = lint(app(extra: "func showPlain(_ route: Route) { var route = route; route.style = .push; show(route) }"))
        XCTAssertEqual(diagnostics.filter { $0.hasSuffix("modal-dismiss-button") }, [])
    }

    /// A style forwarded from a parameter that every call leaves `nil` changes nothing; one
    /// call that hands a style of its own leaves the factory it names unknown.
    func testAStyleHandedAtACallLeavesTheFactoryItNamesUnknown() {
        let forward = "func show(_ route: Route, style: Route.Style?) { var route = route; route.style = style ?? route.style; show(route) }"
        XCTAssertEqual(lint(app(call: "coordinator.show(.about(), style: nil)", extra: forward)).filter { $0.hasSuffix("modal-dismiss-button") },
                       ["52 modal-dismiss-button"])
        XCTAssertEqual(lint(app(call: "coordinator.show(.about(), style: .push)", extra: forward)).filter { $0.hasSuffix("modal-dismiss-button") },
                       [])
    }

    /// A factory nothing calls builds a route that is never shown.
    func testARouteOfAFactoryNothingCallsIsNotShown() {
        let diagnostics = lint(app(factory: "unusedAbout", call: "coordinator.path = []"))
        XCTAssertEqual(diagnostics.filter { $0.hasSuffix("modal-dismiss-button") }, [])
    }

    /// `router.dismiss()` through the app's property wrapper whose wrapped value stores a
    /// `DismissAction`: Cancel closes the editor, so it discards without asking (reported).
    /// The near miss: the member is a closure of the app's, whose body is not followed:
    /// whether Cancel closes is open, and only the swipe is reported.
    func testARouterWrapperThatStoresDismissActionDismisses() {
        func editor(member: String) -> String {
            """
            @propertyWrapper
            struct Router: DynamicProperty {
                @Environment(\\.dismiss) private var dismiss
                struct Handle { let dismiss: \(member) }
                var wrappedValue: Handle { Handle(dismiss: dismiss) }
            }
            struct About: View {
                @Router private var router
                @State private var text = ""
                var body: some View {
                    TextEditor(text: $text)
                        .navigationTitle("About")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { router.dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") { router.dismiss() } }
                        }
                }
            }
            """
        }
        XCTAssertEqual(lint(app(about: editor(member: "DismissAction"))).filter { $0.hasSuffix("confirm-before-discard") }.count, 2)
        XCTAssertEqual(lint(app(about: editor(member: "() -> Void"))).filter { $0.hasSuffix("confirm-before-discard") }.count, 1)
    }

    /// The wrapper shares its name with a type nested in the coordinator's extension,
    /// declared first: the wrapper is still found among the types of that name, so Cancel
    /// closes. Near miss: no type of that name is a property wrapper, and whether Cancel
    /// closes stays open.
    func testARouterWrapperThatSharesItsNameWithANestedTypeStillDismisses() {
        func editor(wrapperAttribute: String) -> String {
            """
            extension Coordinator {
                struct Router { let coordinator: Coordinator? }
            }
            \(wrapperAttribute)
            struct Router: DynamicProperty {
                @Environment(\\.dismiss) private var dismiss
                struct Handle { let dismiss: DismissAction }
                var wrappedValue: Handle { Handle(dismiss: dismiss) }
            }
            struct About: View {
                @Router private var router
                @State private var text = ""
                var body: some View {
                    TextEditor(text: $text)
                        .navigationTitle("About")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { router.dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") { router.dismiss() } }
                        }
                }
            }
            """
        }
        XCTAssertEqual(lint(app(about: editor(wrapperAttribute: "@propertyWrapper"))).filter { $0.hasSuffix("confirm-before-discard") }.count, 2)
        XCTAssertEqual(lint(app(about: editor(wrapperAttribute: "@MainActor"))).filter { $0.hasSuffix("confirm-before-discard") }.count, 1)
    }
}
