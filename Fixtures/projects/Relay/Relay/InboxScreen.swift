import SwiftUI

final class InboxScreenCoordinator: CoordinatorProtocol {
    enum Action { case report, feedback, preferences, abuse, draft }

    var onAction: ((Action) -> Void)?

    func toPresentable() -> AnyView {
        AnyView(InboxScreen { [weak self] action in self?.onAction?(action) })
    }
}

/// The stack's root: each button asks the flow coordinator for a task.
struct InboxScreen: View {
    let send: (InboxScreenCoordinator.Action) -> Void

    var body: some View {
        List {
            Button("Report a Problem") { send(.report) }
            Button("Send Feedback") { send(.feedback) }
            Button("Preferences") { send(.preferences) }
            Button("Report Abuse") { send(.abuse) }
            Button("New Draft") { send(.draft) }
        }
        .navigationTitle("Inbox")
    }
}
