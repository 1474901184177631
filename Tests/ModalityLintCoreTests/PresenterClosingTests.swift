import XCTest
@testable import ModalityLintCore

/// A screen its presenter keeps in a property and dismisses from its own code (a cover put
/// up when the app goes to the background and taken away when it is back) has a way out
/// no button of its own shows: whether it has none is open, never reported.
final class PresenterClosingTests: XCTestCase {
    private func source(whenActive: String) -> String {
        """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let cover = CoverCoordinator()
            func applicationDidBecomeActive(_ application: UIApplication) { cover.appDidBecomeActive() }
            func applicationDidEnterBackground(_ application: UIApplication) { cover.appDidEnterBackground() }
        }
        final class CoverCoordinator {
            private weak var screen: UIViewController?
            private var window: UIWindow?
            func appDidBecomeActive() {
                \(whenActive)
            }
            func appDidEnterBackground() {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = UIViewController()
                let screen = CoverViewController()
                window.makeKeyAndVisible()
                window.rootViewController?.present(screen, animated: false)
                self.window = window
                self.screen = screen
            }
        }
        final class CoverViewController: UIViewController {}
        """
    }

    func testAScreenItsPresenterDismissesIsNotReportedAsTrapping() {
        let closed = TestApp.lint(source(whenActive: "screen?.dismiss(animated: true)"))
        XCTAssertFalse(closed.diagnostics.contains { $0.ruleID == "modal-dismiss-button" }, closed.diagnostics.map(\.message).joined())
        XCTAssertTrue(closed.uncertain.contains { $0.ruleID == "modal-dismiss-button" })

        // The near miss: the presenter keeps it but never dismisses it.
        let kept = TestApp.diagnostics(source(whenActive: "print(\"active\")"))
        XCTAssertTrue(kept.contains { $0.ruleID == "modal-dismiss-button" && $0.message.contains("CoverViewController") },
                      kept.map(\.message).joined(separator: "\n"))
    }

    func testAnAlertItsPresenterTakesAwayKeepsItsOwnButtons() {
        let source = """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = ListViewController()
                    return true
                }
            }
            final class ListViewController: UIViewController {
                private var currentAlert: UIAlertController?
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    currentAlert?.dismiss(animated: false)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let alert = UIAlertController(title: nil, message: "Do you want to remove this item from the list and from every device?", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Remove", style: .destructive))
                    currentAlert = alert
                    present(alert, animated: true)
                }
            }
            """
        // Kept in a property, its title is open; its buttons are still its own.
        let title = TestApp.lint(source).uncertain.filter { $0.ruleID == "modal-title" }
        XCTAssertEqual(title.count, 1)
        XCTAssertTrue(title.first?.message.contains("asks its question") == true, title.first?.message ?? "")
        XCTAssertFalse(title.first?.message.contains("presenter's code may close it") == true, title.first?.message ?? "")
    }
}
