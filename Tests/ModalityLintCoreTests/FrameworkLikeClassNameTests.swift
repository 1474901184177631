import XCTest
@testable import ModalityLintCore

/// A class the app declares is the app's, whatever its name: `ASPUOptionsViewController`
/// starts like AuthenticationServices' `AS…` classes, and its code (a title view set in
/// `viewDidLoad`'s helper) is read as any other controller's. Near miss: the same class
/// setting no title is reported, so its code was read rather than taken as UIKit's.
final class FrameworkLikeClassNameTests: XCTestCase {
    private func titleFindings(setsTitleView: Bool) -> Int {
        let source = """
        import UIKit
        class HostViewController: UIViewController {
            @objc func open() {
                let nav = UINavigationController(rootViewController: ASPUOptionsViewController())
                nav.modalPresentationStyle = .fullScreen
                present(nav, animated: true)
            }
        }
        class BadgeTitleView: UIView {}
        class ASPUOptionsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setUpNavigation()
            }
            private func setUpNavigation() {
                \(setsTitleView ? "navigationItem.titleView = BadgeTitleView()" : "")
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            }
            @objc private func close() { dismiss(animated: true) }
        }
        """
        return TestApp.lint(source).diagnostics.filter { $0.ruleID == "modal-title" }.count
    }

    func testAnAppClassNamedLikeAFrameworksIsReadAsTheApps() {
        XCTAssertEqual(titleFindings(setsTitleView: true), 0)
        XCTAssertEqual(titleFindings(setsTitleView: false), 1)
    }
}
