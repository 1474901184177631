import UIKit

/// One postcard, pushed from the list; it shares it from here.
final class PostcardDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Postcard"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
    }

    @objc func share() {
        present(UIActivityViewController(activityItems: ["A postcard"], applicationActivities: nil), animated: true)
    }
}
