import SwiftUI

/// Reported: a list of toggles and nothing that closes it. Only the presenter's reset
/// after a post would, which has nothing to do with filtering.
struct FilterView: View {
    @State private var showReplies = true
    @State private var showReposts = false

    var body: some View {
        VStack {
            Text("Show these in your timeline")
            List {
                Toggle("Replies", isOn: $showReplies)
                Toggle("Reposts", isOn: $showReposts)
            }
        }
    }
}

/// Its Cancel calls the closure its presenter hands in, which clears the sheet; its Post
/// raises `.didPost`.
struct ComposeView: View {
    let onCancel: () -> Void

    var body: some View {
        NavigationStack {
            Text("Say something nice")
                .navigationTitle("New Post")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { onCancel() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") {
                            NotificationCenter.default.post(name: .didPost, object: nil)
                        }
                    }
                }
        }
    }
}

/// A Close button of its own.
struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Settings")
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close") { dismiss() }
                    }
                }
        }
    }
}

/// Closed by the presenter when the upload ends: its reset names `.upload`.
struct UploadProgressView: View {
    var body: some View {
        ProgressView("Uploading")
    }
}

/// Nothing builds `.archived`: the branch may never run, so the reset keeps it open.
struct ArchiveView: View {
    let count: Int

    var body: some View {
        Text("\(count) archived")
    }
}
