import UIKit

final class ExportViewController: UIViewController {
    @IBOutlet private var formatControl: UISegmentedControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelExport))
    }

    @objc private func cancelExport() {
        dismiss(animated: true)
    }

    @IBAction func export(_ sender: Any) {
        let asPDF = formatControl.selectedSegmentIndex == 0
        writeExport(asPDF: asPDF)
        dismiss(animated: true)
    }

    private func writeExport(asPDF: Bool) {
        let name = asPDF ? "Journal.pdf" : "Journal.txt"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        let text = EntryStore.shared.entries.map(\.text).joined(separator: "\n\n")
        try? Data(text.utf8).write(to: url, options: .atomic)
    }
}
