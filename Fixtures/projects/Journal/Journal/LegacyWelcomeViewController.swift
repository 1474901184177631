import UIKit

/// The welcome screen of Journal 1.x. Nothing shows it since onboarding moved to the list.
final class LegacyWelcomeViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }
}
