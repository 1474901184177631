import XCTest
@testable import ModalityLintCore

/// A UIKit form whose text field delegate keeps what people type in the screen's own
/// properties, and whose code hands those properties to a call that writes them out, holds
/// that typing until the call runs (CommittedFieldEntries): a Cancel that closes it at once
/// throws a filled-in form away. One or two entries are no work to lose (ShortEntry), and a
/// form of credentials is not people's writing: there the fields' purpose stays open.
final class CommittedFieldEntriesTests: XCTestCase {
    private func poll(properties: String = "var question = \"\"\n    var options = [\"\", \"\"]",
                      keep: String = "if textField.tag == 99 { question = value } else { options[textField.tag] = value }",
                      commit: String = "api.createPoll(question: question, options: options)",
                      extra: String = "") -> String {
        """
        import UIKit
        final class API { func createPoll(question: String, options: [String]) {} }
        final class ChatViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Chat"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Poll", style: .plain, target: self, action: #selector(newPoll))
            }
            @objc func newPoll() {
                present(UINavigationController(rootViewController: PollViewController()), animated: true)
            }
        }
        final class TextFieldCell: UITableViewCell {
            let textField = UITextField()
        }
        final class PollViewController: UITableViewController, UITextFieldDelegate {
            let api = API()
            \(properties)
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "New poll"
                isModalInPresentation = true
                tableView.register(TextFieldCell.self, forCellReuseIdentifier: "field")
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Create", style: .done, target: self, action: #selector(create))
                \(extra)
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! TextFieldCell
                cell.textField.delegate = self
                cell.textField.tag = indexPath.row
                return cell
            }
            func textFieldDidEndEditing(_ textField: UITextField) {
                let value = textField.text ?? ""
                setValue(from: textField, value: value)
            }
            func setValue(from textField: UITextField, value: String) {
                \(keep)
            }
            @objc func cancel() { dismiss(animated: true) }
            @objc func create() {
                \(commit)
                dismiss(animated: true)
            }
        }
        """
    }

    private func discards(_ source: String) -> [String] {
        TestApp.lint(source).diagnostics.filter { $0.ruleID == "confirm-before-discard" }.map(\.subject)
    }

    func testAFormWhoseKeptEntriesACallWritesOutHoldsWork() {
        XCTAssertEqual(discards(poll()), ["PollViewController/Cancel"])
    }

    func testTwoEntriesAreNoWorkToLose() {
        let short = poll(properties: "var question = \"\"\n    var answer = \"\"",
                         keep: "if textField.tag == 99 { question = value } else { answer = value }",
                         commit: "api.createPoll(question: question, options: [answer])")
        XCTAssertEqual(discards(short), [])
    }

    func testEntriesNoCallWritesOutStayOpen() {
        XCTAssertEqual(discards(poll(commit: "print(question, options)")), [])
    }

    func testACredentialFormIsNotPeoplesWriting() {
        XCTAssertEqual(discards(poll(extra: "tableView.allowsSelection = false; let secret = UITextField(); secret.isSecureTextEntry = true")), [],
                       "a form that makes a field secure holds an account's details")
    }
}
