import SwiftUI

/// Closing the feedback form is the app's own environment action, set somewhere the
/// reading does not follow.
private struct CloseFeedbackKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

extension EnvironmentValues {
    var closeFeedback: () -> Void {
        get { self[CloseFeedbackKey.self] }
        set { self[CloseFeedbackKey.self] = newValue }
    }
}

/// A near miss for modal-dismiss-button: its Close calls a closure whose body is not known,
/// so whether it closes the sheet is open: listed by `--show-uncertain`, never reported.
struct FeedbackView: View {
    @Environment(\.closeFeedback) private var closeFeedback
    @State private var rating = 3

    var body: some View {
        NavigationStack {
            Stepper("Rating: \(rating)", value: $rating, in: 1...5)
                .navigationTitle("Feedback")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close") { closeFeedback() }
                    }
                }
        }
    }
}
