import SwiftUI

/// The window shows the home screen inside the navigation host, which draws a navigation
/// stack around whatever it is handed and presents the coordinator's routes.
@main
struct ReelsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationHost(coordinator: Coordinator()) {
                HomeView()
            }
        }
    }
}
