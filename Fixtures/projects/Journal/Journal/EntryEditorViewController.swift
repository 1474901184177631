import UIKit

final class EntryEditorViewController: UIViewController {
    @IBOutlet private var textView: UITextView!
    /// Kept in the scene outside the view: the keyboard's accessory bar with its own Done.
    @IBOutlet private var keyboardToolbar: UIToolbar!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Entry"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
        textView.inputAccessoryView = keyboardToolbar
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func save() {
        store()
        dismiss(animated: true)
    }

    @IBAction func dismissKeyboard(_ sender: Any) {
        view.endEditing(true)
    }

    private func store() {
        let text = textView.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        EntryStore.shared.add(Entry(text: text, date: Date()))
    }
}
