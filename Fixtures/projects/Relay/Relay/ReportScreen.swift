import SwiftUI

final class ReportScreenCoordinator: CoordinatorProtocol {
    func toPresentable() -> AnyView {
        AnyView(ReportScreen())
    }
}

/// Two true problems for confirm-before-discard: people describe a problem in a
/// `TextEditor`, and both a swipe down and Cancel throw it away without asking. The flow
/// coordinator presents it as a sheet through `setSheetCoordinator`, inside a stack
/// coordinator whose root it is.
struct ReportScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var details = ""

    var body: some View {
        TextEditor(text: $details)
            .navigationTitle("Report a Problem")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                }
            }
    }
}
