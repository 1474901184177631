import XCTest
@testable import ModalityLintCore

/// Issue 35: the advice for an untitled alert fits what the alert asks. A confirmation is
/// titled by its question, a choice of several by the choice, a notice by what happened;
/// "says what happened" on "Are you sure you want to log out?" was the critique.
final class AlertTitleAdviceTests: XCTestCase {
    private func advice(_ actions: String) -> String {
        let source = """
        class AccountViewController: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: "Your account needs attention before you go on using the app.", preferredStyle: .alert)
        \(actions)
                present(alert, animated: true)
            }
        }
        """
        let diagnostics = Linter().lint(app: [SourceFile(path: "App/Account.swift", text: source)]).diagnostics
        return diagnostics.first { $0.ruleID == "modal-title" }?.message ?? "no modal-title"
    }

    func testAConfirmationIsTitledByItsQuestion() {
        let destructive = advice("""
                alert.addAction(UIAlertAction(title: "No", style: .default))
                alert.addAction(UIAlertAction(title: "Log Out", style: .destructive) { _ in self.logOut() })
        """)
        XCTAssertTrue(destructive.hasSuffix("a title that asks its question in a few words"), destructive)
        let besideCancel = advice("""
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Log Out", style: .default) { _ in self.logOut() })
        """)
        XCTAssertTrue(besideCancel.hasSuffix("a title that asks its question in a few words"), besideCancel)
        // A No of the default style declines all the same.
        let besideNo = advice("""
                alert.addAction(UIAlertAction(title: "Delete", style: .default) { _ in self.delete() })
                alert.addAction(UIAlertAction(title: "No", style: .default))
        """)
        XCTAssertTrue(besideNo.hasSuffix("a title that asks its question in a few words"), besideNo)
    }

    func testSeveralChoicesAreTitledByTheChoice() {
        let message = advice("""
                alert.addAction(UIAlertAction(title: "30 seconds", style: .default) { _ in self.set(30) })
                alert.addAction(UIAlertAction(title: "60 seconds", style: .default) { _ in self.set(60) })
                alert.addAction(UIAlertAction(title: "90 seconds", style: .default) { _ in self.set(90) })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        """)
        XCTAssertTrue(message.hasSuffix("a title that names the choice people make, in a few words"), message)
        let twoBesideCancel = advice("""
                alert.addAction(UIAlertAction(title: "Cancel", style: .default))
                alert.addAction(UIAlertAction(title: "Update Existing", style: .default) { _ in self.update() })
                alert.addAction(UIAlertAction(title: "Add New", style: .default) { _ in self.add() })
        """)
        XCTAssertTrue(twoBesideCancel.hasSuffix("a title that names the choice people make, in a few words"), twoBesideCancel)
    }

    /// Buttons whose words are set from values the reading does not resolve (an app's own
    /// localisation function): a Cancel and a Delete look like two plain choices, so the
    /// advice fits a question and a notice alike. Near miss: one such button is a notice.
    func testButtonsOfUnreadWordsGetAdviceThatFitsEither() {
        let unread = advice("""
                alert.addAction(UIAlertAction(title: AppStrings.text("shared_string_cancel"), style: .default))
                alert.addAction(UIAlertAction(title: AppStrings.text("shared_string_ok"), style: .default) { _ in self.delete() })
        """)
        XCTAssertTrue(unread.hasSuffix("a title that says in a few words what it asks or tells"), unread)
        let lone = advice("""
                alert.addAction(UIAlertAction(title: AppStrings.text("shared_string_ok"), style: .default))
        """)
        XCTAssertTrue(lone.hasSuffix("a title that says what happened in a few words"), lone)
    }

    /// Near miss: a notice with one OK (or two plain choices) says what happened.
    func testANoticeSaysWhatHappened() {
        let notice = advice("""
                alert.addAction(UIAlertAction(title: "OK", style: .default))
        """)
        XCTAssertTrue(notice.hasSuffix("a title that says what happened in a few words"), notice)
        // A lone OK the app styles destructive still only acknowledges.
        let redOK = advice("""
                alert.addAction(UIAlertAction(title: "OK", style: .destructive) { _ in self.done() })
        """)
        XCTAssertTrue(redOK.hasSuffix("a title that says what happened in a few words"), redOK)
        let twoChoices = advice("""
                alert.addAction(UIAlertAction(title: "Retry", style: .default) { _ in self.retry() })
                alert.addAction(UIAlertAction(title: "Later", style: .default))
        """)
        XCTAssertTrue(twoChoices.hasSuffix("a title that says what happened in a few words"), twoChoices)
        // An alert that shows something, with a Copy beside its Dismiss, asks nothing.
        let shows = advice("""
                alert.addAction(UIAlertAction(title: "Copy", style: .default) { _ in UIPasteboard.general.string = "text" })
                alert.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
        """)
        XCTAssertTrue(shows.hasSuffix("a title that says what happened in a few words"), shows)
    }
}
