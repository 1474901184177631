import UIKit

/// A full-screen preview of the postcard, with nothing to close it.
final class PreviewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
