import UIKit

/// Near miss: the comment names `modal-title` (Terms has a title), not the missing way
/// out, so the scene's `modal-dismiss-button` stays and the comment silences nothing.
// modality-lint: disable-next-line modal-title
final class TermsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
