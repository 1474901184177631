import XCTest
@testable import ModalityLintCore

/// A toast (an alert with no actions) the code dismisses a moment later is closed on every
/// path whether the closing closure trails the call or is its labelled argument
/// (`asyncAfter(deadline: .now() + 1.5, execute: { self.dismiss(animated: true) })`): GCD
/// certainly runs what it is handed. Near miss: the same closure handed to a call of the
/// app's that may never run it (a loader's `completion:`) closes no path, and the alert is
/// reported.
final class ToastClosedInAnArgumentTests: XCTestCase {
    private func app(closing: String) -> String {
        """
        import UIKit

        final class PinViewController: UIViewController {
            let loader = Loader()

            @objc func confirm() {
                let toast = UIAlertController(title: nil, message: "PIN saved", preferredStyle: .alert)
                present(toast, animated: true)
                \(closing)
            }
        }

        final class Loader {
            func load(completion: @escaping () -> Void) {}
        }

        """
    }

    private func findings(_ closing: String) -> [String] {
        TestApp.diagnostics([("App/Pin.swift", app(closing: closing))]).linesAndRules()
    }

    func testAToastDismissedInALabelledArgumentOfAsyncAfterIsLeftAlone() {
        XCTAssertEqual(findings("DispatchQueue.main.asyncAfter(deadline: .now() + 1.5, execute: { self.dismiss(animated: true) })"), [])
    }

    func testTheSameClosureHandedToTheAppsLoaderIsReported() {
        XCTAssertEqual(findings("loader.load(completion: { self.dismiss(animated: true) })"),
                       ["7 alert-actions", "7 modal-title"])
    }
}
