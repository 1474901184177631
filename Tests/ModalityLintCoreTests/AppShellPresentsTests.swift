import XCTest
@testable import ModalityLintCore

/// A tab bar or split view controller of the app, presented from code once people have
/// signed in, is the app's shell taking over, not a modal task asked for a way out (mage's
/// tab bar and split view, blind audit round 6), as a storyboard's present of one is.
/// Near misses: a plain view controller presented the same way is a modal with no way out;
/// and a shell that closes itself goes back to what showed it, a modal.
final class AppShellPresentsTests: XCTestCase {
    private func source(presentedClass: String, superclass: String, shellBody: String = "") -> String {
        """
        import UIKit
        final class LoginViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Sign In"
            }
            func signedIn() {
                let main = \(presentedClass)()
                main.modalPresentationStyle = .fullScreen
                present(main, animated: true)
            }
        }
        final class \(presentedClass): \(superclass) {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Events"
            }
            \(shellBody)
        }
        """
    }

    private func wayOutFindings(_ source: String) -> [String] {
        TestApp.lint(source).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
    }

    func testATabBarControllerPresentedFromCodeIsTheAppsShell() {
        XCTAssertEqual(wayOutFindings(source(presentedClass: "MainTabBarController", superclass: "UITabBarController")), [])
        XCTAssertEqual(wayOutFindings(source(presentedClass: "MainSplitViewController", superclass: "UISplitViewController")), [])
    }

    func testAPlainControllerPresentedSoIsAModal() {
        XCTAssertEqual(wayOutFindings(source(presentedClass: "EventsViewController", superclass: "UIViewController")).count, 1)
    }

    func testAShellThatClosesItselfIsAModal() {
        let closing = """
            @objc func close() { dismiss(animated: true) }
            func addClose() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(close))
            }
            """
        let result = TestApp.lint(source(presentedClass: "MainTabBarController", superclass: "UITabBarController", shellBody: closing))
        let presents = result.document?.screens.flatMap(\.actions).filter { $0.present?.value == "MainTabBarController" } ?? []
        XCTAssertEqual(presents.count, 1, "a shell with a Cancel of its own is presented as a modal")
    }
}
