import UIKit

/// Photos saved by Journal 1.x, before entries could hold images.
final class PhotosViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
