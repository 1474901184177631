import XCTest
@testable import ModalityLintCore

/// A way out a controller keeps in a stored closure (round 37, a wallet app whose cards are
/// table components): `lazy var cancelAction: () -> Void = { self.dismiss(animated: true) }`,
/// handed to the component that draws the X. Whoever holds the closure may run it from a
/// control, so "no action dismisses it" is not a closed reading; nor where the closure calls
/// one the presenter hands in (`self.cancelCallback?()`).
final class PropertyClosureWayOutTests: XCTestCase {
    private func app(cancelBody: String) -> String {
        """
        import UIKit
        enum Row {
            case titleWithCancel(title: String, action: () -> Void)
        }
        final class RowAdapter {
            func reload(_ rows: [Row]) {}
        }
        final class WalletPickerViewController: UIViewController {
            private let adapter = RowAdapter()
            private var cancelCallback: (() -> Void)?
            init(cancel: @escaping () -> Void) {
                self.cancelCallback = cancel
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                adapter.reload([.titleWithCancel(title: "Other wallets", action: cancelAction)])
            }
            private lazy var cancelAction: () -> Void = { [unowned self] in
                \(cancelBody)
            }
        }
        final class HomeViewController: UIViewController {
            @objc func pickWallet() {
                present(WalletPickerViewController(cancel: {}), animated: true)
            }
        }

        """
    }

    private func dismissReports(_ source: String) -> Int {
        TestApp.diagnostics(source).filter { $0.ruleID == "modal-dismiss-button" }.count
    }

    func testAStoredClosureThatDismissesMayBeAControlsAction() {
        XCTAssertEqual(dismissReports(app(cancelBody: "self.dismiss(animated: true)")), 0)
        XCTAssertEqual(dismissReports(app(cancelBody: "self.cancelCallback?()")), 0, "the presenter's closure may dismiss it")
    }

    /// The near miss: a stored closure that only reloads closes nothing, and no other code
    /// does: the controller has no way out.
    func testAStoredClosureThatClosesNothingLeavesNoWayOut() {
        XCTAssertEqual(dismissReports(app(cancelBody: "self.adapter.reload([])")), 1)
    }
}
