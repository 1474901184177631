import SwiftUI

/// Two true problems for confirm-before-discard: the compose route is a sheet, people write
/// a caption in a `TextEditor`, and both a swipe down and Cancel throw it away without
/// asking. Cancel calls `router.dismiss()`, the environment's dismiss its router stores.
struct ComposeView: View {
    @Router private var router
    @State private var caption = ""

    var body: some View {
        TextEditor(text: $caption)
            .navigationTitle("New Reel")
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
