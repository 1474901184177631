import XCTest
@testable import ModalityLintCore

/// A button known only by the key of its words (`NSLocalizedString("action.done", ...)`
/// whose table the run does not hold) is named by its role or place, never by the key,
/// which people never read. Words that only contain dots (`e.g.`, `v1.2`) are words.
final class LocalisationKeyNamesTests: XCTestCase {
    func testKeysAreToldFromWords() {
        for key in ["action.cancel", "screen_start_chat_action", "L10n.actionCancel", "Common.Buttons.OK", "button.done"] {
            XCTAssertTrue(LocalisationKeys.isKey(key), key)
        }
        for words in ["Cancel", "Sign In", "OK", "e.g.", "v1.2", "Save…", "Don't Save", "1.5x", "Share_", "完了"] {
            XCTAssertFalse(LocalisationKeys.isKey(words), words)
        }
    }

    func testAButtonKnownByItsKeyIsNamedByItsRole() {
        let source = """
        import SwiftUI
        struct LibraryView: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    List { Text("Notes") }
                        .navigationTitle("Notes")
                        .toolbar { Button("New") { editing = true } }
                        .sheet(isPresented: $editing) { EditorView() }
                }
            }
        }
        struct EditorView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Text("\\(count)")
                        .navigationTitle("Counter")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("action.done") { count += 1 } }
                        }
                }
            }
        }
        """
        let messages = Linter().lint(app: [SourceFile(path: "Editor.swift", text: source)]).diagnostics
            .filter { $0.ruleID == "done-button-misuse" }.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertFalse(messages.joined().contains("action.done"), "\(messages)")
        XCTAssertTrue(messages.joined().contains("its confirming button"), "\(messages)")
    }

    /// A constant that looks its words up with a `value:` gives those words when no string
    /// table of the run holds its key (an app whose English table is empty): an untitled
    /// alert whose message is that constant's few words is told to make them its title. Near
    /// miss: a constant with no `value:` is only a key, never shown as words.
    func testAConstantsValueIsItsWordsWhenNoTableHoldsItsKey() {
        let source = """
        enum Localizations {
            static var genericError: String {
                NSLocalizedString("generic.error", value: "An Error Occurred", comment: "When displaying a generic error.")
            }
            static var retryLater: String { NSLocalizedString("retry.later", comment: "") }
        }
        class RequestsViewController: UIViewController {
            func failed() {
                let alert = UIAlertController(title: nil, message: Localizations.genericError, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
            func later() {
                let alert = UIAlertController(title: nil, message: Localizations.retryLater, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }
        """
        let messages = Linter().lint(app: [SourceFile(path: "Requests.swift", text: source)]).diagnostics
            .filter { $0.ruleID == "modal-title" }.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("\"An Error Occurred\"") && $0.contains("a title's few words") }, "\(messages)")
        XCTAssertFalse(messages.joined().contains("retry.later"), "\(messages)")
    }

    /// A `--show-uncertain` note names buttons the same way: a bar button item whose words
    /// the code does not say is not called 'Bar button item'.
    func testUncertainNotesNameButtonsAsMessagesDo() {
        let source = """
        class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Edit"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: makeTitle(), style: .done, target: self, action: #selector(save))
            }
            @objc func save() { model.save() }
        }
        class HomeViewController: UIViewController {
            @IBAction func edit(_ sender: Any) {
                present(UINavigationController(rootViewController: EditorViewController()), animated: true)
            }
        }
        """
        let notes = Linter().lint(app: [SourceFile(path: "Editor.swift", text: source)]).uncertain.map(\.message)
        XCTAssertFalse(notes.isEmpty)
        for note in notes { XCTAssertFalse(note.contains("'Bar button item'"), note) }
    }
}
