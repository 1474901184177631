import UIKit

final class HelpTopicViewController: UIViewController {
    @IBOutlet private var bodyLabel: UILabel!

    var topic: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.text = topic.map { NSLocalizedString($0, comment: "Help topic") }
    }
}
