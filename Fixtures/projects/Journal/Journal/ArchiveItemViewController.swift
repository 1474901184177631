import UIKit

final class ArchiveItemViewController: UIViewController {
    @IBOutlet private var textLabel: UILabel!

    var entry: Entry?

    override func viewDidLoad() {
        super.viewDidLoad()
        textLabel.text = entry?.text
    }
}
