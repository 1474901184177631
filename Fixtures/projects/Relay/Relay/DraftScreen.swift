import SwiftUI

final class DraftScreenCoordinator: CoordinatorProtocol {
    func toPresentable() -> AnyView {
        AnyView(DraftScreen())
    }
}

/// A near miss: a draft that a swipe would throw away, but it is handed to the flow
/// coordinator's `present(_:)`, which passes on a coordinator its caller chose: the
/// reading does not say how (or whether) it is presented, so no rule judges it.
struct DraftScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Draft")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                }
        }
    }
}
