import UIKit

/// The library of posts: writes a new one full screen, and asks before deleting one.
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
    }

    @objc func compose() {
        let composer = ComposerViewController()
        composer.modalPresentationStyle = .fullScreen
        present(UINavigationController(rootViewController: composer), animated: true)
    }

    func confirmDelete() {
        let sheet = UIAlertController(title: "Delete this post?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.deletePost() })
        present(sheet, animated: true)
    }

    private func deletePost() {}
}
