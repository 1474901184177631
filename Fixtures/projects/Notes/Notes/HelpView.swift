import SwiftUI

/// A sheet with no title in its navigation bar (modal-title) and a Cancel whose empty
/// closure closes nothing (modal-dismiss-button).
struct HelpView: View {
    var body: some View {
        NavigationStack {
            List { Text("Swipe left to delete a note.") }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {}
                    }
                }
        }
    }
}
