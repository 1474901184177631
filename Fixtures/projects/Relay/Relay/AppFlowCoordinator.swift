import SwiftUI

/// Starts the app on the inbox and shows each task the inbox asks for.
final class AppFlowCoordinator: CoordinatorProtocol {
    private let navigationStackCoordinator = NavigationStackCoordinator()

    init() {
        let inbox = InboxScreenCoordinator()
        inbox.onAction = { [weak self] action in
            self?.handle(action)
        }
        navigationStackCoordinator.setRootCoordinator(inbox)
    }

    func toPresentable() -> AnyView {
        navigationStackCoordinator.toPresentable()
    }

    private func handle(_ action: InboxScreenCoordinator.Action) {
        switch action {
        case .report: presentReport()
        case .feedback: presentFeedback()
        case .preferences: presentPreferences()
        case .abuse: presentAbuseReport()
        case .draft: present(DraftScreenCoordinator())
        }
    }

    /// The report form, in a navigation stack of its own, as a sheet.
    private func presentReport() {
        let stack = NavigationStackCoordinator()
        stack.setRootCoordinator(ReportScreenCoordinator())
        navigationStackCoordinator.setSheetCoordinator(stack)
    }

    private func presentFeedback() {
        let stack = NavigationStackCoordinator()
        let coordinator = FeedbackScreenCoordinator()
        stack.setRootCoordinator(coordinator)
        navigationStackCoordinator.setSheetCoordinator(stack)
    }

    /// Preferences draw their own navigation stack: shown as the sheet directly.
    private func presentPreferences() {
        let coordinator = PreferencesScreenCoordinator()
        navigationStackCoordinator.setSheetCoordinator(coordinator)
    }

    /// The abuse report closes through its view model, whose cancel this coordinator hears
    /// on the model's publisher: a hop the reading does not follow.
    private func presentAbuseReport() {
        let stack = NavigationStackCoordinator()
        let coordinator = AbuseReportScreenCoordinator()
        coordinator.onCancel = { [weak self] in
            self?.navigationStackCoordinator.setSheetCoordinator(nil)
        }
        stack.setRootCoordinator(coordinator)
        navigationStackCoordinator.setSheetCoordinator(stack)
    }

    /// Shows whatever coordinator it is handed: which screen that is, the calling method
    /// says, not this one; the reading names no screen here.
    private func present(_ coordinator: any CoordinatorProtocol) {
        navigationStackCoordinator.setSheetCoordinator(coordinator)
    }
}
