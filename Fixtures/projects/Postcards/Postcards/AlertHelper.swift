import UIKit

/// A helper that is no view controller: it presents on the controller it is handed, which
/// the reading does not name (a stand-in, `AlertHelper.showError`, presents for its
/// callers). Its alert has no action, so it cannot be closed: alert-actions.
enum AlertHelper {
    static func showError(_ message: String, on controller: UIViewController) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        controller.present(alert, animated: true)
    }
}
