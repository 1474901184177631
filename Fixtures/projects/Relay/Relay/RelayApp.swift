import SwiftUI

/// The window shows whatever the app's flow coordinator builds: every screen of Relay is
/// made by a coordinator and shown through `NavigationStackCoordinator`.
@main
struct RelayApp: App {
    @State private var flow = AppFlowCoordinator()

    var body: some Scene {
        WindowGroup {
            flow.toPresentable()
        }
    }
}
