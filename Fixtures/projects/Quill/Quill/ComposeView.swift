import SwiftUI

/// A true problem for confirm-before-discard: people write a post in a `TextEditor`, and a
/// swipe down throws it away without asking (reported). Its Cancel does the same through
/// the router's `dismiss()`, which clears the sheet; the reading does not follow a call
/// into the router's code yet, so whether Cancel and Post close the sheet is open: listed
/// by `--show-uncertain`, never reported.
struct ComposeView: View {
    @Environment(Router.self) private var router
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("New Post")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { router.dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") { router.dismiss() }
                    }
                }
        }
    }
}
