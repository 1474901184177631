import UIKit

/// About plays a short video and closes itself when it ends: no title and no button, on
/// purpose. The comment on the class silences both problems at the storyboard's scene.
// modality-lint: disable-next-line modal-title, modal-dismiss-button -- closes itself when the video ends
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}
