import UIKit

/// Feedback people write. Near miss: each edit is kept in the store as it is typed
/// (`textViewDidChange`), so whether its Cancel loses anything is not said: not reported.
final class FeedbackViewController: UIViewController, UITextViewDelegate {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feedback"
        textView.text = MemoStore.shared.feedbackDraft
        textView.delegate = self
        textView.frame = view.bounds
        view.addSubview(textView)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
    }

    func textViewDidChange(_ textView: UITextView) {
        MemoStore.shared.feedbackDraft = textView.text
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func send() {
        MemoStore.shared.feedbackDraft = ""
        dismiss(animated: true)
    }
}
