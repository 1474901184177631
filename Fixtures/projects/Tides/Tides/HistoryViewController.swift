import UIKit

/// Shown only by the storyboard's manual segue `showTideHistory`, which no control triggers
/// and no code performs: dead UI, counted in the summary and not judged. It would be wrong
/// if it shipped (nothing closes it).
final class HistoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
