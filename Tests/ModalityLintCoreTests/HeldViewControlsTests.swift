import XCTest
@testable import ModalityLintCore

/// A screen whose buttons are made by a view of the app's that it keeps (a custom toolbar
/// with a Done button wired by `addTarget`, which tells the screen through a delegate, and
/// the screen tells its presenter, which closes it): the
/// screen's own code wires no control, but people see that view's buttons, and one may close
/// it. Whether it offers a way out is open, not "none" (owncloud's PDF thumbnails screen).
final class HeldViewControlsTests: XCTestCase {
    /// A reader that presents a thumbnails screen keeping a `toolbarBody`-made bar view;
    /// `answer` is how the screen answers the bar's Done.
    private func app(toolbarBody: String, answer: String = "delegate?.pagesViewControllerDidFinish(self)") -> String {
        """
        import UIKit

        final class ReaderViewController: UIViewController, PagesViewControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Document"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pages", style: .plain, target: self, action: #selector(showPages))
            }

            @objc func showPages() {
                let pages = PagesViewController()
                pages.delegate = self
                pages.modalPresentationStyle = .fullScreen
                present(pages, animated: true)
            }

            func pagesViewControllerDidFinish(_ pages: PagesViewController) {
                dismiss(animated: true)
            }
        }

        protocol PagesViewControllerDelegate: AnyObject {
            func pagesViewControllerDidFinish(_ pages: PagesViewController)
        }

        protocol PagesBarDelegate: AnyObject {
            func pagesBarTappedDone(_ bar: PagesBar)
        }

        final class PagesBar: UIView {
            weak var delegate: PagesBarDelegate?

            override init(frame: CGRect) {
                super.init(frame: frame)
                \(toolbarBody)
            }

            required init?(coder: NSCoder) { nil }

            @objc func doneTapped() {
                delegate?.pagesBarTappedDone(self)
            }
        }

        final class PageValue: NSObject {
            lazy var checkButton: UIButton = {
                let button = UIButton(type: .custom)
                button.addTarget(self, action: #selector(check), for: .touchUpInside)
                return button
            }()

            @objc func check() {}
        }

        final class PagesViewController: UIViewController, PagesBarDelegate {
            private let value = PageValue()
            weak var delegate: PagesViewControllerDelegate?
            private var bar: PagesBar!

            override func viewDidLoad() {
                super.viewDidLoad()
                bar = PagesBar(frame: .zero)
                bar.delegate = self
                view.addSubview(bar)
            }

            func pagesBarTappedDone(_ bar: PagesBar) {
                \(answer)
            }
        }

        """
    }

    private func noWayOut(_ source: String) -> (reported: [String], feared: [String]) {
        let result = TestApp.lint(source)
        func names(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.subject)
        }
        return (names(result.diagnostics), names(result.uncertain))
    }

    func testButtonsAKeptViewWiresMayCloseTheScreen() {
        let found = noWayOut(app(toolbarBody: """
            let done = UIButton(type: .system)
                    done.setTitle("Done", for: .normal)
                    done.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
                    addSubview(done)
            """))
        XCTAssertEqual(found.reported, [])
        XCTAssertEqual(found.feared, ["PagesViewController"])
    }

    /// Near miss: the kept view only draws (a label), and nothing on the screen closes it:
    /// it still has no way out. The model object it also keeps makes a button for other
    /// screens (a list's cells): no view of this one.
    func testAKeptViewWithoutControlsLeavesNoWayOut() {
        let found = noWayOut(app(toolbarBody: """
            let label = UILabel()
                    label.text = "Pages"
                    addSubview(label)
            """, answer: "bar.isHidden = true"))
        XCTAssertEqual(found.reported, ["PagesViewController"])
    }
}
