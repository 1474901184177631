import UIKit

/// Writing a postcard: Save, and no way to cancel.
final class ComposerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Postcard"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc func save() {
        dismiss(animated: true)
    }
}
