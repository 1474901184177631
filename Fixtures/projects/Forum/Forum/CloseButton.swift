import SwiftUI

/// The app's close button: it asks before closing only when the screen that builds it
/// says so (`CloseButton(asksFirst: hasChanges)`); `CloseButton()` closes at once.
struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss
    @State private var confirming = false

    var asksFirst: Bool

    init(asksFirst: Bool = false) {
        self.asksFirst = asksFirst
    }

    var body: some View {
        Button("Close", systemImage: "xmark", action: close)
            .confirmationDialog("Discard your changes?", isPresented: $confirming) {
                Button("Discard", role: .destructive) { dismiss() }
            }
    }

    private func close() {
        if asksFirst {
            confirming = true
        } else {
            dismiss()
        }
    }
}
