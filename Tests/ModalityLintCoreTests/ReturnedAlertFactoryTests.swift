import XCTest
@testable import ModalityLintCore

/// Issue 34: a method of the app that builds an alert with UIKit's initialiser and returns
/// it (`alertViewController(title: String? = nil, ...) -> UIAlertController`) makes, at each
/// call, the alert that call fills: a call that passes `nil` or leaves the title to its `nil`
/// default shows an untitled alert, reported at the call with the method's name in the fix.
/// Near misses: a call that passes a title, and a method that hands the alert to other code
/// before returning it (which may set the title).
final class ReturnedAlertFactoryTests: XCTestCase {
    private func titleFindings(factoryExtra: String = "") -> [(line: Int, message: String)] {
        let source = """
        import UIKit
        extension UIViewController {
            func alertViewController(title: String? = nil, message: String? = nil,
                                     okHandler: ((UIAlertAction) -> Void)? = nil) -> UIAlertController {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.view.tintColor = UIColor.red
                \(factoryExtra)
                alert.addAction(UIAlertAction(title: "OK", style: .default, handler: okHandler))
                return alert
            }
        }
        class LogViewController: UIViewController {
            @IBAction func info() {
                let viewController = self.alertViewController(title: nil, message: "People bleed for different reasons, and that is fine.")
                self.present(viewController, animated: true)
            }
            @IBAction func terms() {
                present(alertViewController(message: "To use the app you must accept the terms of use first."), animated: true)
            }
            @IBAction func titled() {
                present(alertViewController(title: "Bleeding", message: "People bleed for different reasons."), animated: true)
            }
        }
        """
        return TestApp.lint(source).diagnostics.filter { $0.ruleID == "modal-title" }.map { ($0.start.line, $0.message) }
    }

    func testACallThatHandsTheFactoryNoTitleShowsAnUntitledAlert() {
        let found = titleFindings()
        XCTAssertEqual(found.map(\.line), [14, 18])
        XCTAssertTrue(found.allSatisfy { $0.message.contains("give `alertViewController(title:)` a title") }, "\(found)")
    }

    func testAFactoryThatHandsTheAlertOnLeavesItsTitleOpen() {
        XCTAssertEqual(titleFindings(factoryExtra: "Theme.style(alert)").map(\.line), [])
    }
}
