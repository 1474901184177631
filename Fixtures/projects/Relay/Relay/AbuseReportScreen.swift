import Combine
import SwiftUI

/// The view model hears the screen's actions and publishes what the coordinator must do.
final class AbuseReportViewModel: ObservableObject {
    enum Action { case cancel, submit }

    @Published var reason = ""
    let actions = PassthroughSubject<Action, Never>()

    func send(_ action: Action) {
        actions.send(action)
    }
}

final class AbuseReportScreenCoordinator: CoordinatorProtocol {
    private let viewModel = AbuseReportViewModel()
    private var cancellables = Set<AnyCancellable>()
    var onCancel: (() -> Void)?

    init() {
        viewModel.actions.sink { [weak self] action in
            if action == .cancel { self?.onCancel?() }
        }
        .store(in: &cancellables)
    }

    func toPresentable() -> AnyView {
        AnyView(AbuseReportScreen(viewModel: viewModel))
    }
}

/// A near miss: the reason is people's content and a swipe cannot close the sheet, but
/// whether Cancel closes it (and whether it asks first) is decided past the view model's
/// publisher, which the reading does not follow: open, never reported (`--show-uncertain`
/// lists its one note, on whether any button closes it).
struct AbuseReportScreen: View {
    @ObservedObject var viewModel: AbuseReportViewModel

    var body: some View {
        Form {
            TextField("Reason", text: $viewModel.reason, axis: .vertical)
        }
        .navigationTitle("Report Abuse")
        .interactiveDismissDisabled()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { viewModel.send(.cancel) }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send") { viewModel.send(.submit) }
            }
        }
    }
}
