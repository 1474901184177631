import AVKit
import SwiftUI

struct Clip: Identifiable {
    let id: Int
    let url: URL
}

struct Note: Identifiable {
    let id: Int
}

struct ArchiveView: View {
    @State private var isImporting = false
    @State private var renaming: Note?
    @State private var previewing: Clip?
    @State private var playing: Clip?
    @State private var isShowingSyncError = false
    @State private var isShowingDeleted = false
    @State private var isShowingMacHelp = false
    /// Left over from an old import: nothing sets it, so its sheet is never shown.
    @State private var isShowingLegacyImport = false

    var body: some View {
        List {
            Button("Import") { isImporting = true }
            Button("Rename") { renaming = Note(id: 1) }
            Button("Preview") { previewing = Clip(id: 1, url: URL(fileURLWithPath: "/clip.mov")) }
            Button("Play") { playing = Clip(id: 1, url: URL(fileURLWithPath: "/clip.mov")) }
            Button("Empty Trash") { isShowingDeleted = true }
        }
        .refreshable { isShowingSyncError = true }
        .navigationTitle("Archive")
        .sheet(isPresented: $isImporting) { ImportView() }
        .sheet(item: $renaming) { note in RenameView(note: note) }
        // Fires modal-style-fit: video in a sheet.
        .sheet(item: $previewing) { clip in ClipPreviewView(clip: clip) }
        // Near miss: video full screen.
        .fullScreenCover(item: $playing) { clip in PlayerView(clip: clip) }
        // Fires modal-title: an alert without a title.
        .alert("", isPresented: $isShowingSyncError) {
            Button("Retry") {}
            Button("Cancel", role: .cancel) {}
        }
        // Near miss for alert-actions: SwiftUI gives this alert its OK button.
        .alert("Note deleted", isPresented: $isShowingDeleted) {}
        // Near miss for modal-dismiss-button: no code sets the flag, so this sheet never
        // shows and LegacyImportView, with no way out, is not judged.
        .sheet(isPresented: $isShowingLegacyImport) { LegacyImportView() }
        #if os(macOS)
        // Not on iOS: never read.
        .sheet(isPresented: $isShowingMacHelp) { MacHelpView() }
        #endif
    }
}

/// Can be abandoned (Cancel) but never completed, and nothing in it is entered: its Cancel
/// is a Close by another name (modal-completion-path).
struct ImportView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Choose Folder") { FolderPickerView() }
            }
            .navigationTitle("Import")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct FolderPickerView: View {
    var body: some View {
        Text("Folders").navigationTitle("Folders")
    }
}

/// Saves but offers no way out without saving: safe-exit. Swiping down is disabled, so
/// confirm-before-discard does not fire on the sheet itself (near miss).
struct RenameView: View {
    @Environment(\.dismiss) private var dismiss
    let note: Note
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("Rename")
            .interactiveDismissDisabled()
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
        }
    }
}

struct ClipPreviewView: View {
    @Environment(\.dismiss) private var dismiss
    let clip: Clip

    var body: some View {
        NavigationStack {
            VideoPlayer(player: AVPlayer(url: clip.url))
                .navigationTitle("Preview")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct PlayerView: View {
    @Environment(\.dismiss) private var dismiss
    let clip: Clip

    var body: some View {
        NavigationStack {
            VideoPlayer(player: AVPlayer(url: clip.url))
                .navigationTitle("Clip")
                .toolbar { Button("Close") { dismiss() } }
        }
    }
}

#if os(macOS)
struct MacHelpView: View {
    var body: some View { Text("Help") }
}
#endif

/// Shown only by a sheet whose flag nothing sets: never judged.
struct LegacyImportView: View {
    var body: some View {
        Text("Importing notes from version 1…")
    }
}
