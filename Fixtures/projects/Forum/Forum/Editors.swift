import SwiftUI

/// A true problem for confirm-before-discard: people write a post, and the close button,
/// built as `CloseButton()`, closes without asking (its question is only for sites that
/// pass `asksFirst`). Swiping down is blocked while there is text.
struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("New Post")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        CloseButton()
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") { dismiss() }
                    }
                }
        }
        .interactiveDismissDisabled(!text.isEmpty)
    }
}

/// The near miss: the same editor whose close button asks first while there is text
/// (`CloseButton(asksFirst: !text.isEmpty)`): not reported.
struct ReplyView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    let post: Int

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Reply")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        CloseButton(asksFirst: !text.isEmpty)
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") { dismiss() }
                    }
                }
        }
        .interactiveDismissDisabled(!text.isEmpty)
    }
}

/// A true problem for modal-title: the report sheet shows a navigation bar with Close and
/// Send, and never says what it is for. Its close button asks first. Its navigation stack
/// is handed to the app's own wrapper, which draws a grabber over it: the bar still shows.
struct ReportView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var reason = ""
    let post: Int

    var body: some View {
        GrabberSheet {
            NavigationStack {
                Form {
                    TextField("Reason", text: $reason, axis: .vertical)
                }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        CloseButton(asksFirst: !reason.isEmpty)
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") { dismiss() }
                    }
                }
            }
        }
        .interactiveDismissDisabled(!reason.isEmpty)
    }
}

/// Shows the view it is handed, with a grabber drawn over its top edge.
struct GrabberSheet<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content
            .overlay(alignment: .top) {
                Capsule().frame(width: 36, height: 5).padding(.top, 6)
            }
    }
}

/// Shown as a full-screen cover, with a title and a way out: nothing to report.
struct PhotoView: View {
    let name: String

    var body: some View {
        NavigationStack {
            Text(name)
                .navigationTitle("Photo")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        CloseButton()
                    }
                }
        }
    }
}

/// The near miss of the style: shown only through `replaceTop(with:)`, in place of another
/// page or in a new sheet. Whether it is presented is not closed, so its lack of a way out
/// is not reported.
struct ProfileView: View {
    let name: String

    var body: some View {
        NavigationStack {
            Text(name)
                .navigationTitle(name)
        }
    }
}
