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
