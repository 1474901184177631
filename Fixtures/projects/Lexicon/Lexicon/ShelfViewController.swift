import UIKit

/// Alerts whose message is a key of the app's table: named by the table's words. The
/// archive notice's key is in no table: the message does not name the alert by it.
final class ShelfViewController: UIViewController {
    func confirmRemove() {
        let alert = UIAlertController(title: nil, message: "remove.notice".localized, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("action.remove", comment: ""), style: .destructive))
        alert.addAction(UIAlertAction(title: L10n.actionCancel, style: .cancel))
        present(alert, animated: true)
    }

    func confirmArchive() {
        let alert = UIAlertController(title: nil, message: "archive.notice".localized, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("action.archive", comment: ""), style: .default))
        alert.addAction(UIAlertAction(title: L10n.actionCancel, style: .cancel))
        present(alert, animated: true)
    }
}

extension String {
    /// The app's own helper: its words in the Localizable table.
    var localized: String {
        NSLocalizedString(self, comment: "")
    }
}
