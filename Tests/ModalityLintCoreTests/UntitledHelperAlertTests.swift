import XCTest
@testable import ModalityLintCore

/// Issue 34: an alert a helper builds with the title it is handed
/// (`UIAlertController(title: title, ...)`) is titled by each call. `modal-title` reports at
/// the calls that hand it none (`""`, `nil`, `.none`, or a title left out to such a default),
/// in the caller's file, followed through helpers that hand on their own parameter; it stays
/// silent where the calls pass a title, or where code the reading does not follow may set it.
final class UntitledHelperAlertTests: XCTestCase {
    private func titleFindings(_ files: [(String, String)]) -> [String] {
        Linter().lint(app: files.map { SourceFile(path: $0.0, text: $0.1) }).diagnostics
            .filter { $0.ruleID == "modal-title" }.map { "\($0.file):\($0.start.line)" }.sorted()
    }

    private let alerts = """
    extension UIViewController {
        func showAlert(title: String, message: String, handler: ((UIAlertAction) -> Void)? = nil) {
            self.showErrorAlert(title: title, message: message, handler: handler)
        }
        func showErrorAlert(title: String, message: String, handler: ((UIAlertAction) -> Void)? = nil) {
            let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default, handler: handler))
            present(alert, animated: true, completion: nil)
        }
    }
    """

    func testAnEmptyTitleHandedThroughTwoHelpersIsReportedAtTheCall() {
        let settings = """
        class DNSViewController: UIViewController {
            func toggle(_ enabled: Bool) {
                if !enabled {
                    showAlert(title: "IKEv2 not supported", message: "Custom DNS needs OpenVPN.") { _ in }
                    return
                }
                showAlert(title: "", message: "Please enter DNS server info") { _ in }
            }
            func save(_ error: String) {
                showErrorAlert(title: "Error", message: error)
            }
        }
        """
        let findings = titleFindings([("Alerts.swift", alerts), ("DNS.swift", settings)])
        XCTAssertEqual(findings, ["DNS.swift:7"])
        let message = Linter().lint(app: [SourceFile(path: "Alerts.swift", text: alerts), SourceFile(path: "DNS.swift", text: settings)])
            .diagnostics.first { $0.ruleID == "modal-title" }?.message ?? ""
        XCTAssertTrue(message.contains("`showAlert(title:message:handler:)`"), message)
        // Named by the words people read; five words or fewer are a title already.
        XCTAssertTrue(message.contains("the alert \"Please enter DNS server info\""), message)
        XCTAssertTrue(message.contains("pass these words as its title instead of its message"), message)
    }

    /// Issue 35: a message longer than a title (two sentences, or more than five words) is
    /// named by its first words, and the advice is a title of its own. Near miss: a message
    /// the call computes names the helper.
    func testALongMessageAsksForATitleOfItsOwn() {
        let settings = """
        class DNSViewController: UIViewController {
            func toggle(_ error: Error) {
                showAlert(title: "", message: "The server did not answer. Check your connection and try again.")
                showAlert(title: "", message: error.localizedDescription)
            }
        }
        """
        let messages = Linter().lint(app: [SourceFile(path: "Alerts.swift", text: alerts), SourceFile(path: "DNS.swift", text: settings)])
            .diagnostics.filter { $0.ruleID == "modal-title" }.sorted { $0.start.line < $1.start.line }.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].contains("the alert \"The server did not answer. Check your connection and try...\""), messages[0])
        XCTAssertTrue(messages[0].contains("pass a title here that says what happened"), messages[0])
        XCTAssertTrue(messages[1].contains("the alert of `showAlert(title:message:handler:)`"), messages[1])
    }

    /// Round 20 (issue 35): a message that asks a question ("Are you sure you want to delete
    /// this event?") is a question the title should ask, whatever the helper's actions.
    /// Near miss: a message that states something asks for a title that says what happened.
    func testAMessageThatAsksAQuestionAsksForATitleThatAsksIt() {
        let events = """
        class EventsViewController: UIViewController {
            func delete() {
                showAlert(title: "", message: "Are you sure you want to delete this event from every calendar?")
                showAlert(title: "", message: "The event was deleted from every calendar you keep.")
            }
        }
        """
        let messages = Linter().lint(app: [SourceFile(path: "Alerts.swift", text: alerts), SourceFile(path: "Events.swift", text: events)])
            .diagnostics.filter { $0.ruleID == "modal-title" }.sorted { $0.start.line < $1.start.line }.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasSuffix("pass a title here that asks its question in a few words"), messages[0])
        XCTAssertTrue(messages[1].hasSuffix("pass a title here that says what happened in a few words"), messages[1])
    }

    /// A helper that builds an alert only `if alert { ... }` and shows a toast otherwise
    /// (xabber's `ErrorMessagePresenter.present(in:alert:title:message:...)`, blind round 14)
    /// shows an untitled alert only at the calls that hand `alert` true. Near miss: a call
    /// that leaves `alert` to its `false` default, or hands it a value, shows no alert the
    /// reading can claim.
    func testAnAlertMadeOnlyWhenAFlagIsTrueIsShownOnlyByTheCallsThatSetIt() {
        let presenter = """
        struct ErrorMessagePresenter {
            func present(in view: UIViewController, alert: Bool = false, title: String? = nil, message: String) {
                if alert {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Close", style: .cancel))
                    view.present(alert, animated: true)
                } else {
                    view.view.makeToast(message)
                }
            }
        }
        """
        let contacts = """
        class ContactsViewController: UIViewController {
            func failed(_ shown: Bool) {
                ErrorMessagePresenter().present(in: self, message: "Could not send")
                ErrorMessagePresenter().present(in: self, alert: shown, message: "Could not send")
                ErrorMessagePresenter().present(in: self, alert: true, message: "Error: the invitation could not be sent.")
            }
        }
        """
        XCTAssertEqual(titleFindings([("Presenter.swift", presenter), ("Contacts.swift", contacts)]), ["Contacts.swift:5"])
    }

    /// A helper whose last parameter, a closure without a default, takes a trailing closure
    /// (3dollars' `AlertUtils.showWithCancel(viewController:message:) { ... }`, missed in
    /// blind audit round 7): the call binds, and leaves the title to its `nil` default. Near
    /// miss: the same call that passes a title.
    func testACallWithATrailingClosureLeavesTheTitleOut() {
        let utils = """
        enum AlertUtils {
            static func showWithCancel(viewController: UIViewController, title: String? = nil, message: String? = nil,
                                       okButtonTitle: String = "OK", onTapOk: @escaping () -> Void) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: okButtonTitle, style: .default) { _ in onTapOk() })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                viewController.present(alert, animated: true)
            }
        }
        """
        let screen = """
        class UploadViewController: UIViewController {
            func askForPhotos() {
                AlertUtils.showWithCancel(viewController: self, message: "Allow access to your photos?") {
                    self.openSettings()
                }
            }
            func askToLeave() {
                AlertUtils.showWithCancel(viewController: self, title: "Leave?", message: "Your upload stops.") {
                    self.dismiss(animated: true)
                }
            }
            func openSettings() {}
        }
        """
        XCTAssertEqual(titleFindings([("AlertUtils.swift", utils), ("Upload.swift", screen)]), ["Upload.swift:3"])
    }

    func testNearMissEveryCallPassesATitle() {
        let settings = """
        class DNSViewController: UIViewController {
            func toggle(_ reason: String) {
                showAlert(title: "IKEv2 not supported", message: "Custom DNS needs OpenVPN.")
                showErrorAlert(title: reason, message: "Try again")
                showAlert(title: NSLocalizedString("Error", comment: ""), message: "Try again")
            }
        }
        """
        XCTAssertEqual(titleFindings([("Alerts.swift", alerts), ("DNS.swift", settings)]), [])
    }

    func testATitleLeftOutToANilDefaultEvenWhenTheHelperHandsTheAlertBack() {
        let helpers = """
        extension UIViewController {
            @discardableResult func displaySuccess(title: String? = .none, message: String? = .none) -> UIViewController {
                let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alertController.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
                present(alertController, animated: true)
                return alertController
            }
            func confirm(title: String? = nil, message: String? = nil, okTitle: String = "OK") {
                let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alertController.addAction(UIAlertAction(title: okTitle, style: .default))
                alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alertController, animated: true)
            }
        }
        """
        let screens = """
        class SeedPhraseViewController: UIViewController {
            var notice: UIViewController?
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(didTakeScreenShot), name: UIApplication.userDidTakeScreenshotNotification, object: nil)
            }
            @objc private func didTakeScreenShot() {
                displaySuccess(message: "Do not take screenshots of your seed phrase")
            }
            func saved() {
                displaySuccess(title: "Saved", message: "Your wallet is backed up")
            }
            func keep() {
                notice = displaySuccess(message: "Kept: its caller may title it")
            }
            func remind(presenter: UIViewController) {
                presenter.confirm(message: "Remind me later?")
                presenter.confirm(title: "Back up your wallet?", message: "You have not backed it up yet")
            }
        }
        """
        XCTAssertEqual(titleFindings([("Helpers.swift", helpers), ("Seed.swift", screens)]), ["Seed.swift:17", "Seed.swift:8"])
    }

    func testNearMissCodeThatMaySetTheTitleKeepsItOpen() {
        let helpers = """
        extension UIViewController {
            func titledLater(title: String?, message: String) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.title = "Heads up"
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
            func styled(title: String?, message: String) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                AlertStyler.apply(to: alert)
                present(alert, animated: true)
            }
            func plain(title: String?, message: String) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
            func fallback(title: String?, message: String) {
                var title = title
                if title == nil { title = "Notice" }
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }
        """
        let screens = """
        class NoticeViewController: UIViewController {
            func show() {
                titledLater(title: nil, message: "Done")
                styled(title: nil, message: "Done")
                fallback(title: nil, message: "Done")
                notify(title: nil, names: ["a"])
            }
            func notify(title: String?, names: [String]) {
                // The closure's `title` is each name, not the parameter.
                names.forEach { title in plain(title: title, message: "Hi") }
                titledLater(title: title, message: "Hi")
            }
        }
        """
        XCTAssertEqual(titleFindings([("Helpers.swift", helpers), ("Notice.swift", screens)]), [])
    }

    /// An Objective-C helper that builds the alert with the title it is handed
    /// (`alertControllerWithTitle:title`) is titled by each message that sends its selector:
    /// `[self showAlertWithTitle:nil message:...]` shows it untitled (dashwallet's recovery
    /// phrase errors, blind audit round 6). Near misses: a send that hands a title, and a
    /// helper that gives the title a value of its own.
    func testAnObjectiveCHelperIsTitledByEachMessage() {
        let header = """
        @interface RecoverViewController : UIViewController
        @end
        """
        func implementation(helperBody: String) -> String {
            """
            #import "RecoverViewController.h"
            @implementation RecoverViewController
            - (void)badWord:(NSString *)word {
                [self showAlertWithTitle:nil message:@"Not a recovery phrase word"];
            }
            - (void)wrongCount {
                [self showAlertWithTitle:NSLocalizedString(@"Wrong count", nil) message:@"Use 12 or 24 words"];
            }
            - (void)showAlertWithTitle:(nullable NSString *)title message:(nullable NSString *)message {
                \(helperBody)
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:title
                                                                               message:message
                                                                        preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:nil]];
                [self presentViewController:alert animated:YES completion:nil];
            }
            @end
            """
        }
        XCTAssertEqual(titleFindings([("RecoverViewController.h", header), ("RecoverViewController.m", implementation(helperBody: ""))]),
                       ["RecoverViewController.m:4"])
        let assigned = implementation(helperBody: #"if (title == nil) { title = @"Error"; }"#)
        XCTAssertEqual(titleFindings([("RecoverViewController.h", header), ("RecoverViewController.m", assigned)]), [])
    }
}
