import SwiftUI

/// A true problem for modal-dismiss-button: the about route is a sheet with no button at
/// all; only a swipe closes it.
struct AboutView: View {
    var body: some View {
        Text("Reels 1.0")
            .navigationTitle("About Reels")
    }
}

/// A near miss: the draft route is built without a style, so it is pushed, and the back
/// button is its way out; what people write here is not a modal's to discard.
struct DraftView: View {
    @State private var notes = ""

    var body: some View {
        TextEditor(text: $notes)
            .navigationTitle("Drafts")
    }
}

/// A near miss: the tips route is built as a sheet, but the home screen routes it with a
/// style of its own, so how it is shown is not the route's style: not judged as a sheet.
struct TipsView: View {
    var body: some View {
        Text("Swipe to skip")
            .navigationTitle("Tips")
    }
}

/// A near miss for modal-dismiss-button: the player route is a full-screen cover whose Close
/// calls `router.dismiss()`, the environment's dismiss: it closes the cover.
struct PlayerView: View {
    @Router private var router

    var body: some View {
        Text("Now Playing")
            .navigationTitle("Player")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { router.dismiss() }
                }
            }
    }
}
