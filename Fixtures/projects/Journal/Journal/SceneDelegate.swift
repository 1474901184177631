import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Main.storyboard is the app's main interface (UISceneStoryboardFile in Info.plist).
        guard scene is UIWindowScene else { return }
    }
}
