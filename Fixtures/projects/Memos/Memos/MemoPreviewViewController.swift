import UIKit

/// Shows a memo. Near miss: its text view is only shown (`isEditable = false`), so closing it
/// loses nothing, and its Close asks nothing.
final class MemoPreviewViewController: UIViewController {
    var memo = ""

    private let textView: UITextView = {
        let view = UITextView()
        view.isEditable = false
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preview"
        textView.text = memo
        textView.frame = view.bounds
        view.addSubview(textView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
