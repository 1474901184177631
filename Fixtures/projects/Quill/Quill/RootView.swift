import SwiftUI

/// Holds the navigation stack bound to the router's path and the one sheet bound to its
/// presented case; each case of `Sheet` and of `Route` names its screen in a view builder.
struct RootView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            FeedView()
                .navigationDestination(for: Route.self) { route in
                    destination(for: route)
                }
        }
        .sheet(item: $router.presentedSheet) { sheet in
            switch sheet {
            case .compose: ComposeView()
            case .settings: SettingsView()
            // About runs its own navigation, in a router of its own: the sheet shows
            // AboutView, through the wrapper.
            case .about: RouterHost { AboutView() }
            case .feedback: FeedbackView()
            }
        }
    }

    @ViewBuilder
    private func destination(for route: Route) -> some View {
        switch route {
        case .post(let id): PostView(id: id)
        case .author(let name): AuthorView(name: name)
        }
    }
}

/// The list people start from: each button asks the router for a screen.
struct FeedView: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            NavigationLink("First post", value: Route.post(1))
            Button("Write") { router.present(.compose) }
            Button("Settings") { router.present(.settings) }
            Button("About Quill") { router.present(.about) }
            Button("Send Feedback") { router.present(.feedback) }
        }
        .navigationTitle("Quill")
    }
}

/// Pushed: the navigation bar's back button is its way out.
struct PostView: View {
    @Environment(Router.self) private var router
    let id: Int

    var body: some View {
        VStack {
            Text("Post \(id)")
            Button("Author") { router.push(.author("Ada")) }
        }
        .navigationTitle("Post")
    }
}

/// Pushed from a post.
struct AuthorView: View {
    let name: String

    var body: some View {
        Text(name).navigationTitle(name)
    }
}
