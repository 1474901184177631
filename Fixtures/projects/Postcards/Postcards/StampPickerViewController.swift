import UIKit

/// Choosing a stamp: Save beside Cancel, both close the sheet.
final class StampPickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stamps"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func save() {
        dismiss(animated: true)
    }
}
