import UIKit

/// The label editor (Main.storyboard, a scene no segue shows): it presents itself in a
/// navigation controller over the list. Its Cancel unwinds to the list, which closes the
/// modal, and the label typed in its text view is lost without asking: reported.
final class LabelEditorViewController: UIViewController {
    @IBOutlet private var textView: UITextView!

    func show(over presenter: UIViewController) {
        let navigation = UINavigationController(rootViewController: self)
        navigation.modalPresentationStyle = .overFullScreen
        presenter.present(navigation, animated: true)
    }

    @IBAction func saveLabel(_ sender: Any) {
        MemoStore.shared.add(textView.text)
        dismiss(animated: true)
    }
}
