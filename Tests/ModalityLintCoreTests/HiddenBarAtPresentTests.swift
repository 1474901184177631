import XCTest
@testable import ModalityLintCore

/// A navigation controller whose bar the presenting code hides before presenting it
/// (`nav.isNavigationBarHidden = true`) shows its root without a bar: a `title` would show
/// nowhere, so its missing title is not asked for (3dollars' deep-link router, blind audit
/// round 7: "set its `title` (shown in the navigation bar)" for screens that draw their
/// heading). Near miss: the same router that leaves the bar shown.
final class HiddenBarAtPresentTests: XCTestCase {
    private func source(hiding: String) -> String {
        """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = HomeViewController()
            }
        }
        final class Router {
            func route(_ viewController: UIViewController, over top: UIViewController) {
                let navigationController = UINavigationController(rootViewController: viewController)
                \(hiding)
                navigationController.modalPresentationStyle = .overCurrentContext
                top.present(navigationController, animated: true)
            }
        }
        class HomeViewController: UIViewController {
            let router = Router()
            @objc func visit() { router.route(VisitViewController(), over: self) }
        }
        class VisitViewController: UIViewController {
            @objc func close() { dismiss(animated: true) }
        }
        """
    }

    private func titleFindings(_ hiding: String) -> [String] {
        TestApp.lint(source(hiding: hiding)).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.message)
    }

    func testABarHiddenAtThePresentAsksForNoTitle() {
        XCTAssertEqual(titleFindings("navigationController.isNavigationBarHidden = true"), [])
        XCTAssertEqual(titleFindings("navigationController.setNavigationBarHidden(true, animated: false)"), [])
    }

    func testNearMissABarLeftShownAsksForATitle() {
        XCTAssertEqual(titleFindings("navigationController.isNavigationBarHidden = false").count, 1)
    }
}

/// A screen that hides its navigation controller's bar through the app's own extension
/// method (`navigationController?.hideTransparentNavigationBar()`, whose body calls
/// `setNavigationBarHidden(true, animated: true)`) may show no bar: its title is not asked
/// for there (entourage's profile settings, blind audit round 7). Near miss: an extension
/// method that only styles the bar leaves it shown.
final class BarHidingExtensionMethodTests: XCTestCase {
    private func source(extensionBody: String) -> String {
        """
        import UIKit
        extension UINavigationController {
            func hideTransparentNavigationBar() {
                \(extensionBody)
            }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = HomeViewController()
            }
        }
        class HomeViewController: UIViewController {
            @objc func settings() { present(UINavigationController(rootViewController: SettingsViewController()), animated: true) }
        }
        class SettingsViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.hideTransparentNavigationBar()
            }
            @objc func close() { dismiss(animated: true) }
        }
        """
    }

    private func titleFindings(_ body: String) -> Int {
        TestApp.lint(source(extensionBody: body)).diagnostics.filter { $0.ruleID == "modal-title" }.count
    }

    func testABarHiddenThroughTheAppsExtensionAsksForNoTitle() {
        XCTAssertEqual(titleFindings("self.setNavigationBarHidden(true, animated: true)"), 0)
    }

    func testNearMissAnExtensionThatOnlyStylesTheBar() {
        XCTAssertEqual(titleFindings("navigationBar.tintColor = .red"), 1)
    }
}
