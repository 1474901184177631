import UIKit

/// Postcards: a UIKit app with no storyboard; every screen is made and presented in code.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: PostcardListViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
