import SwiftUI

/// Two true problems for confirm-before-discard: people write a post in a `TextEditor`, and
/// both a swipe down and Cancel throw it away without asking. Cancel closes the sheet
/// through the router's `dismiss()`, whose code (`presentedSheet = nil`) clears the very
/// property the root view's `.sheet(item: $router.presentedSheet)` is driven by.
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
