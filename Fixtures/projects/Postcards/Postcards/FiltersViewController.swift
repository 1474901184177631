import UIKit

/// The gallery's filters, in a popover.
final class FiltersViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
    }
}
