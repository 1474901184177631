import SwiftUI

/// A screen the app can show, and how: each route stores the view it builds and a style of
/// the app's own enum. Nothing here says what `.sheet` means; the coordinator's `show(_:)`
/// does.
struct Route: Identifiable, Hashable {
    enum Style: Hashable {
        case push
        case sheet
        case cover
    }

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

/// The app's routes, built in static factories as the screens ask for them.
extension Route {
    static func compose() -> Route {
        Route(id: "compose", style: .sheet) { ComposeView() }
    }

    static func editProfile() -> Route {
        Route(id: "editProfile", style: .sheet) { EditProfileView() }
    }

    static func about() -> Route {
        Route(id: "about", style: .sheet) { AboutView() }
    }

    static func player() -> Route {
        Route(id: "player", style: .cover) { PlayerView() }
    }

    /// Built without a style: the initialiser's default, a push.
    static func draft() -> Route {
        Route(id: "draft") { DraftView() }
    }

    /// Built as a sheet, but the only call that routes it hands a style of its own.
    static func tips() -> Route {
        Route(id: "tips", style: .sheet) { TipsView() }
    }
}
