import UIKit

final class EntryDetailViewController: UIViewController {
    @IBOutlet private var bodyLabel: UILabel!

    var entry: Entry?

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.text = entry?.text
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let summary = segue.destination as? EntrySummaryViewController {
            summary.entry = entry
        }
    }
}
