import SwiftUI

/// The window shows the root view inside a generic wrapper that only owns the router and
/// hands it down: the wrapper holds no title, button or presentation of its own, so none
/// of the rules can fire on it; what the root view shows is read as the window's.
@main
struct QuillApp: App {
    var body: some Scene {
        WindowGroup {
            RouterHost { RootView() }
        }
    }
}

/// Hosts a router for whatever it is handed, and nothing else: no title, no buttons, no
/// presentation of its own.
struct RouterHost<Content: View>: View {
    @State private var router = Router()
    @ViewBuilder var content: () -> Content

    var body: some View {
        content().environment(router)
    }
}
