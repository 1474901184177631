import UIKit

/// A helper that is no view controller: its `present` is no screen's own.
enum AlertHelper {
    static func showError(_ message: String, on controller: UIViewController) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        controller.present(alert, animated: true)
    }
}
