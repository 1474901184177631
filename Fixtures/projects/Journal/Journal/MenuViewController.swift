import UIKit

/// The side menu, shown by SWRevealViewController's front-view segue.
final class MenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityLabel = "Menu"
    }
}
