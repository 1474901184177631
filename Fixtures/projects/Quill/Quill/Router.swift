import SwiftUI
import Observation

/// Where the navigation stack can go.
enum Route: Hashable {
    case post(Int)
    case author(String)
}

/// What the root view can present as a sheet: one case per screen.
enum Sheet: Identifiable {
    case compose, settings, about, feedback

    var id: Self { self }
}

/// Owns the app's navigation: the pushed path and the one presented sheet. Screens call
/// `present(_:)` and `dismiss()`; `dismiss()` clears the sheet the root view presents, so a
/// button that calls it closes the sheet it is on.
@Observable
final class Router {
    var path: [Route] = []
    var presentedSheet: Sheet?

    func present(_ sheet: Sheet) {
        presentedSheet = sheet
    }

    func dismiss() {
        presentedSheet = nil
    }

    func push(_ route: Route) {
        path.append(route)
    }
}
