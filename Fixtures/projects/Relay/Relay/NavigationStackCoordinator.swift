import SwiftUI
import Observation

/// Anything that builds a screen.
protocol CoordinatorProtocol: AnyObject {
    func toPresentable() -> AnyView
}

/// A coordinator as a navigation stack's root or a sheet holds it.
final class PresentationModule: Identifiable {
    let id = UUID()
    var coordinator: (any CoordinatorProtocol)?

    init(_ coordinator: any CoordinatorProtocol) {
        self.coordinator = coordinator
    }
}

/// The app's own navigation: a stack whose root and sheet are coordinators. Flow
/// coordinators call `setRootCoordinator(_:)` and `setSheetCoordinator(_:)`; the view below
/// shows the root in a `NavigationStack` and the sheet with `.sheet(item:)`.
@Observable
final class NavigationStackCoordinator: CoordinatorProtocol {
    var rootModule: PresentationModule?
    var sheetModule: PresentationModule?

    func setRootCoordinator(_ coordinator: (any CoordinatorProtocol)?) {
        guard let coordinator else {
            rootModule = nil
            return
        }
        rootModule = PresentationModule(coordinator)
    }

    func setSheetCoordinator(_ coordinator: (any CoordinatorProtocol)?, animated: Bool = true) {
        guard let coordinator else {
            sheetModule = nil
            return
        }
        sheetModule = PresentationModule(coordinator)
    }

    func toPresentable() -> AnyView {
        AnyView(NavigationStackCoordinatorView(coordinator: self))
    }
}

/// Shows a stack coordinator: its root in a navigation stack, its sheet as a sheet.
private struct NavigationStackCoordinatorView: View {
    @Bindable var coordinator: NavigationStackCoordinator

    var body: some View {
        NavigationStack {
            coordinator.rootModule?.coordinator?.toPresentable()
        }
        .sheet(item: $coordinator.sheetModule) { module in
            module.coordinator?.toPresentable()
        }
    }
}
