import SwiftUI

/// Owns the navigation: `show(_:)` switches on the route's style, and each case says which
/// presentation it means: a push appends to the stack's path, a sheet sets the property the
/// host's `.sheet(item:)` presents, a cover the one its `.fullScreenCover(item:)` presents.
final class Coordinator: ObservableObject {
    @Published var path: [Route] = []
    @Published var presentedSheet: Route?
    @Published var presentedCover: Route?

    func show(_ route: Route) {
        switch route.style {
        case .push:
            path.append(route)
        case .sheet:
            presentedSheet = route
        case .cover:
            presentedCover = route
        }
    }
}

/// What a screen holds to navigate: `@Router private var router`. Its wrapped value stores
/// the environment's `DismissAction`, so `router.dismiss()` is SwiftUI's dismiss.
@propertyWrapper
struct Router: DynamicProperty {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var coordinator: Coordinator

    struct Handle {
        let coordinator: Coordinator
        let dismiss: DismissAction

        /// Shows a route, in the style it was built with unless the caller hands another.
        func route(to route: Route, style: Route.Style? = nil) {
            var route = route
            route.style = style ?? route.style
            coordinator.show(route)
        }
    }

    var wrappedValue: Handle {
        Handle(coordinator: coordinator, dismiss: dismiss)
    }
}

/// A wrapper, not a screen: a navigation stack around the view it is handed, with the
/// coordinator's sheet and cover, each of which shows its route's view in a host of its own.
struct NavigationHost: View {
    @StateObject private var coordinator: Coordinator
    private let content: AnyView

    init(coordinator: @autoclosure @escaping () -> Coordinator, @ViewBuilder content: () -> some View) {
        _coordinator = StateObject(wrappedValue: coordinator())
        self.content = AnyView(content())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            content
                .navigationDestination(for: Route.self) { route in
                    route.destination
                }
        }
        .environmentObject(coordinator)
        .sheet(item: $coordinator.presentedSheet) { route in
            NavigationHost(coordinator: Coordinator()) {
                route.destination
            }
        }
        .fullScreenCover(item: $coordinator.presentedCover) { route in
            NavigationHost(coordinator: Coordinator()) {
                route.destination
            }
        }
    }
}
