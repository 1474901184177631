import SwiftUI
import UIKit

/// The list of postcards: the app's entry, and where most modals start.
final class PostcardListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Postcards"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Options", style: .plain, target: self, action: #selector(showOptions))
    }

    /// A sheet with Save and no Cancel (safe-exit).
    @objc func compose() {
        let composer = ComposerViewController()
        let navigation = UINavigationController(rootViewController: composer)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    /// The near miss: Save beside Cancel.
    func pickStamp() {
        present(UINavigationController(rootViewController: StampPickerViewController()), animated: true)
    }

    /// Full screen, and nothing closes it (modal-dismiss-button).
    func showPreview() {
        let preview = PreviewViewController()
        preview.modalPresentationStyle = .fullScreen
        present(preview, animated: true)
    }

    /// The near miss: full screen with a Close button that dismisses.
    func showGallery() {
        let gallery = UINavigationController(rootViewController: GalleryViewController())
        gallery.modalPresentationStyle = .fullScreen
        present(gallery, animated: true)
    }

    /// A screen whose close button is a `UIButton` the reading does not follow: not judged.
    func showTips() {
        present(TipsViewController(), animated: true)
    }

    /// An action sheet with no Cancel (action-sheet-cancel).
    @objc func showOptions() {
        let sheet = UIAlertController(title: "Options", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sort by Date", style: .default) { _ in self.tableView.reloadData() })
        sheet.addAction(UIAlertAction(title: "Sort by Place", style: .default) { _ in self.tableView.reloadData() })
        present(sheet, animated: true)
    }

    /// The near miss: an action sheet with its Cancel.
    func confirmDelete() {
        let cancelTitle = NSLocalizedString("Cancel", comment: "Cancel button")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Postcard", style: .destructive))
        sheet.addAction(UIAlertAction(title: cancelTitle, style: .cancel))
        present(sheet, animated: true)
    }

    /// Actions added in a loop: how many, and which, the reading cannot say.
    func chooseAlbum(_ albums: [String]) {
        let sheet = UIAlertController(title: "Album", message: nil, preferredStyle: .actionSheet)
        for album in albums {
            sheet.addAction(UIAlertAction(title: album, style: .default))
        }
        present(sheet, animated: true)
    }

    /// An alert with one OK.
    func showSentAlert() {
        let alert = UIAlertController(title: "Sent", message: "Your postcard is on its way.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func share() {
        let activity = UIActivityViewController(activityItems: ["A postcard"], applicationActivities: nil)
        present(activity, animated: true)
    }

    /// A SwiftUI view in a hosting controller.
    func showAbout() {
        present(UIHostingController(rootView: AboutView()), animated: true)
    }

    /// What `makeController()` returns is not said here: the target is unknown, and
    /// nothing is reported about it.
    func showSomething() {
        present(makeController(), animated: true)
    }

    func makeController() -> UIViewController { PreviewViewController() }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(PostcardDetailViewController(), animated: true)
    }

    func showCredits() {
        present(UINavigationController(rootViewController: CreditsViewController()), animated: true)
    }

    #if os(macOS)
    func showMacPreview() {
        present(PreviewViewController(), animated: true)
    }
    #endif
}
