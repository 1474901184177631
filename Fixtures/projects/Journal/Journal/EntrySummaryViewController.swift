import UIKit

final class EntrySummaryViewController: UIViewController {
    @IBOutlet private var summaryLabel: UILabel!

    var entry: Entry?

    override func viewDidLoad() {
        super.viewDidLoad()
        let words = entry?.text.split(whereSeparator: \.isWhitespace).count ?? 0
        summaryLabel.text = "\(words) words"
    }
}
