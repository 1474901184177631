import SwiftUI

/// The window shows the root view inside a generic wrapper that only owns a router and hands
/// it down: the wrapper draws nothing of its own, so it is no screen; the root view is the
/// entry (and the about sheet, wrapped the same way, is AboutView).
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
