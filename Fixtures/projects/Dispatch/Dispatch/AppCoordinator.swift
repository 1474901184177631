import UIKit

/// Shows every screen of the app. Screens tell it what people did through their delegates
/// and closures; it decides what comes next.
final class AppCoordinator: InboxViewControllerDelegate, ComposeViewControllerDelegate {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let inbox = InboxViewController()
        inbox.delegate = self
        navigationController.setViewControllers([inbox], animated: false)
    }

    /// Every modal screen goes through here: the style is the caller's.
    private func show(_ viewController: UIViewController, style: UIModalPresentationStyle) {
        let container = UINavigationController(rootViewController: viewController)
        container.modalPresentationStyle = style
        navigationController.present(container, animated: true)
    }

    // MARK: InboxViewControllerDelegate

    func inboxDidAskToCompose(_ inbox: InboxViewController) {
        let compose = ComposeViewController()
        compose.delegate = self
        show(compose, style: .pageSheet)
    }

    func inboxDidAskForAbout(_ inbox: InboxViewController) {
        show(AboutViewController(), style: .formSheet)
    }

    func inboxDidAskForSettings(_ inbox: InboxViewController) {
        let settings = SettingsViewController()
        settings.onClose = { [weak self] in self?.navigationController.dismiss(animated: true) }
        show(settings, style: .pageSheet)
    }

    // MARK: ComposeViewControllerDelegate

    func composeDidCancel(_ compose: ComposeViewController) {
        navigationController.dismiss(animated: true)
    }

    func composeDidSend(_ compose: ComposeViewController) {
        navigationController.dismiss(animated: true)
    }
}
