import XCTest
@testable import ModalityLintCore

/// A transition the code sets on the presented controller just before presenting
/// (`pages.modalTransitionStyle = .flipHorizontal`) is changed on that line: the diagnostic
/// points there, not at the `present`, and where the app's transition is UIKit's default the
/// fix is to remove the line. Near miss: a transition the presented class sets on itself is
/// not set at the site, so the diagnostic stays at the present and says what to set.
final class TransitionSetOnItsLineTests: XCTestCase {
    private func app(pagesSetsItsOwn: Bool) -> String {
        """
        import UIKit

        final class LibraryViewController: UIViewController {
            @objc func showSettings() {
                present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
            }

            @objc func showAccount() {
                present(UINavigationController(rootViewController: AccountViewController()), animated: true)
            }

            @objc func showPages() {
                let pages = PagesViewController()
        \(pagesSetsItsOwn ? "" : "        pages.modalTransitionStyle = .flipHorizontal\n")\
                present(pages, animated: true)
            }
        }

        final class SettingsViewController: UIViewController {}
        final class AccountViewController: UIViewController {}
        final class PagesViewController: UIViewController {
        \(pagesSetsItsOwn ? "    override func viewDidLoad() { super.viewDidLoad(); modalTransitionStyle = .flipHorizontal }\n" : "")\
        }

        """
    }

    private func transitions(_ source: String) -> [Diagnostic] {
        TestApp.diagnostics([("App/Library.swift", source)]).filter { $0.ruleID == "consistent-transitions" }
    }

    func testATransitionSetAtTheSiteIsReportedWhereItIsSetAndRemoved() throws {
        let found = transitions(app(pagesSetsItsOwn: false))
        XCTAssertEqual(found.map(\.start.line), [14])
        let message = try XCTUnwrap(found.first?.message)
        XCTAssertTrue(message.contains("remove the line that sets `modalTransitionStyle`"), message)
    }

    func testATransitionTheClassSetsOnItselfStaysAtThePresent() throws {
        let found = transitions(app(pagesSetsItsOwn: true))
        XCTAssertEqual(found.map(\.start.line), [14])
        let message = try XCTUnwrap(found.first?.message)
        XCTAssertTrue(message.contains("set `modalTransitionStyle = .coverVertical`"), message)
    }
}
