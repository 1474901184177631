import UIKit

/// Its Close calls a closure the coordinator hands in, which dismisses.
final class SettingsViewController: UITableViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: self, action: #selector(close))
    }

    @objc private func close() { onClose?() }
}
