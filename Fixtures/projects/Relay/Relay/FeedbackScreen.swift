import SwiftUI

final class FeedbackScreenCoordinator: CoordinatorProtocol {
    func toPresentable() -> AnyView {
        AnyView(FeedbackScreen())
    }
}

/// A near miss for confirm-before-discard: the same shape as the report form, but Cancel
/// asks before discarding and a swipe cannot close it.
struct FeedbackScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var message = ""
    @State private var confirmingDiscard = false

    var body: some View {
        TextEditor(text: $message)
            .navigationTitle("Feedback")
            .interactiveDismissDisabled()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { confirmingDiscard = true }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                }
            }
            .confirmationDialog("Discard your feedback?", isPresented: $confirmingDiscard) {
                Button("Discard", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            }
    }
}
