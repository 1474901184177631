import UIKit

/// The memo editor (Main.storyboard): people write a memo in its text view. Its Cancel
/// closes the sheet at once, and the memo is lost without asking: reported.
final class MemoEditorViewController: UIViewController {
    @IBOutlet private var textView: UITextView!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }

    @IBAction func save(_ sender: Any) {
        MemoStore.shared.add(textView.text)
        dismiss(animated: true)
    }
}
