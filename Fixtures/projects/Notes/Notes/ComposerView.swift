import SwiftUI

/// Edits text in a sheet that swiping down closes, and whose Cancel discards without asking:
/// confirm-before-discard fires twice. Its Cancel lives in a child toolbar view.
struct ComposerView: View {
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("New Note")
                .toolbar { ComposerToolbar(save: save) }
        }
    }

    private func save() {}
}

struct ComposerToolbar: ToolbarContent {
    @Environment(\.dismiss) private var close
    let save: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { close() }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Save") {
                save()
                close()
            }
        }
    }
}
