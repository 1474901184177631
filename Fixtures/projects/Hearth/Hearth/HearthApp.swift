import SwiftUI

@main
struct HearthApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

extension Notification.Name {
    static let didPost = Notification.Name("didPost")
    static let didSwitchTab = Notification.Name("didSwitchTab")
    static let tourFinished = Notification.Name("tourFinished")
}
