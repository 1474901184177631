import XCTest
@testable import ModalityLintCore

/// Two more places closure must see (certainty.md, part 1): an alert action whose words
/// are a value may be the Cancel, and a presenter that sets its own kind of title on the
/// presented controller's navigation item titles it.
final class PresenterAndLabelClosureTests: XCTestCase {
    private func rules(_ source: String) -> [String] {
        TestApp.lint(source).diagnostics.map(\.ruleID)
    }

    private func actionSheet(cancelTitle: String) -> String {
        """
        import UIKit
        final class AccountViewController: UIViewController {
            @objc func logOut() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Log Out", style: .destructive) { _ in })
                sheet.addAction(UIAlertAction(title: \(cancelTitle), style: .default))
                present(sheet, animated: true)
            }
        }
        """
    }

    func testAnActionWhoseWordsAreAValueMayBeTheCancel() {
        XCTAssertFalse(rules(actionSheet(cancelTitle: "cancelTitle")).contains("action-sheet-cancel"))
        // A string table's key named after its words stands for them: a Cancel that only
        // lacks its role, which is what the rule then says.
        let table = Linter(configuration: .everyRuleOn)
            .lint(app: [SourceFile(path: "App.swift", text: actionSheet(cancelTitle: "L10n.Common.Actions.cancel"))]).diagnostics
        XCTAssertEqual(table.filter { $0.ruleID == "action-sheet-cancel" }.count, 1)
        XCTAssertTrue(table.first { $0.ruleID == "action-sheet-cancel" }?.message.contains("the `.cancel` style") == true,
                      table.map(\.message).joined(separator: "\n"))
        // The near miss: words the code states, and none is a Cancel.
        XCTAssertTrue(rules(actionSheet(cancelTitle: "\"Keep Me Logged In\"")).contains("action-sheet-cancel"))
    }

    private func presenting(_ setup: String) -> String {
        """
        import UIKit
        final class LibraryViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Library" }
            @objc func addAccount() {
                let setup = SetupViewController()
                \(setup)
                let navigation = UINavigationController(rootViewController: setup)
                present(navigation, animated: true)
            }
        }
        final class SetupViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            }
            @objc func cancel() { dismiss(animated: true) }
        }
        """
    }

    func testAPresenterThatSetsItsOwnTitleMemberTitlesTheScreen() {
        XCTAssertFalse(rules(presenting("setup.navigationItem.titleLabelText = \"Add account\"")).contains("modal-title"))
        // The near miss: the presenter only gives it buttons; nothing titles it.
        XCTAssertTrue(rules(presenting("setup.navigationItem.hidesBackButton = true")).contains("modal-title"))
    }
}
