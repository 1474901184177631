import UIKit

/// Closes the source instead of showing the destination: "Apply" in the filters popover.
final class DismissSegue: UIStoryboardSegue {
    override func perform() {
        source.dismiss(animated: true)
    }
}
