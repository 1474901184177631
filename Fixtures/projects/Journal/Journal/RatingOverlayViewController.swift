import UIKit

/// A custom alert over the list, asking for a review.
final class RatingOverlayViewController: UIViewController {
    @IBAction func close(_ sender: Any) {
        UserDefaults.standard.set(Date(), forKey: "lastRatingPrompt")
        dismiss(animated: true)
    }
}
