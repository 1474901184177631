import XCTest
@testable import ModalityLintCore

/// A bar button item kept in a stored property of the screen
/// (`private lazy var shareButton = UIBarButtonItem(...)`) and set on its navigation item
/// is read with the words and action its initialiser gives, as one made in place is; the
/// property no longer counts as a control the reading leaves unread.
final class StoredBarButtonItemTests: XCTestCase {
    private func app(extra: String = "", viewDidLoad: String = "navigationItem.rightBarButtonItem = self.shareButton") -> String {
        """
        import UIKit
        final class HelpViewController: UIViewController {
            private lazy var shareButton = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(self.shareTapped(_:)))

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Help"
                \(viewDidLoad)
            }

            @objc private func shareTapped(_ sender: UIBarButtonItem) {
                print("shared")
            }
            \(extra)
        }
        final class HomeViewController: UIViewController {
            @objc func showHelp() {
                present(UINavigationController(rootViewController: HelpViewController()), animated: true)
            }
        }

        """
    }

    /// The stored Share is read to its action, which closes nothing: the sheet has no way out
    /// (before, the held item left its ways out open).
    func testAStoredItemOnTheNavigationItemIsReadToItsAction() {
        XCTAssertEqual(TestApp.diagnostics(app()).linesAndRules(of: "modal-dismiss-button"), ["2 modal-dismiss-button"])
    }

    /// Near miss: a method gives the property another item; which one shows depends on what
    /// ran, so nothing is claimed.
    func testAStoredItemAnotherMethodReplacesStaysOpen() {
        let extra = """
            func useDone() {
                    shareButton = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(self.finish))
                }
                @objc private func finish() { dismiss(animated: true) }
            """
        XCTAssertEqual(TestApp.diagnostics(app(extra: extra)).linesAndRules(of: "modal-dismiss-button"), [])
    }

    /// Near miss: an item held but put in a toolbar the reading does not place: still a
    /// control whose action is unread, so nothing is claimed.
    func testAStoredItemTheReadingDoesNotPlaceIsStillAControl() {
        let diagnostics = TestApp.diagnostics(app(viewDidLoad: "toolbarItems = [shareButton]"))
        XCTAssertEqual(diagnostics.linesAndRules(of: "modal-dismiss-button"), [])
    }

    /// Near miss: a screen whose code-made buttons are all read (a Share wired to itself
    /// that closes nothing) and that also holds an item the reading does not place (in a
    /// toolbar view of its own) whose action tells a delegate: that item may be its way out,
    /// so nothing is claimed.
    func testAnUnplacedItemBesideReadCodeMadeButtonsStaysOpen() {
        let extra = """
            private lazy var doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(self.finish))
                private let bottomBar = UIToolbar()
                private let shareInView = UIButton(type: .system)
                weak var delegate: HelpDelegate?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    bottomBar.items = [doneItem]
                    shareInView.setTitle("Share", for: .normal)
                    shareInView.addTarget(self, action: #selector(self.shareTapped(_:)), for: .touchUpInside)
                }
                @objc private func finish() { delegate?.helpDidFinish() }
            """
        let source = app(extra: extra) + "protocol HelpDelegate: AnyObject { func helpDidFinish() }\n"
        XCTAssertEqual(TestApp.diagnostics(source).linesAndRules(of: "modal-dismiss-button"), [])
    }
}
