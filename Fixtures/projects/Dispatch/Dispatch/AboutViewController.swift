import UIKit

/// Shown in a navigation controller with no button at all: nothing but a swipe closes it
/// (the near miss of ComposeViewController, reported).
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About Dispatch"
        let label = UILabel()
        label.text = "Dispatch 1.0"
        view.addSubview(label)
    }
}
