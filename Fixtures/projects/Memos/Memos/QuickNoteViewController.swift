import UIKit

/// A quick note whose text view is laid out in QuickNoteViewController.xib. Near miss: it
/// holds people's writing, but its Cancel asks first with an action sheet that offers to
/// discard or keep editing, and swiping the sheet down is turned off.
final class QuickNoteViewController: UIViewController {
    @IBOutlet private var textView: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Quick Note"
        isModalInPresentation = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc func cancel() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
            self.dismiss(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(sheet, animated: true)
    }

    @objc func save() {
        MemoStore.shared.add(textView.text)
        dismiss(animated: true)
    }
}
