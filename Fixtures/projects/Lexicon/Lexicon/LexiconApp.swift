import SwiftUI

/// A reading app whose buttons and alerts are localised: the words people read are in its
/// string tables (en.lproj/Localizable.strings, Editor.xcstrings), the code names only keys.
@main
struct LexiconApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

struct LibraryView: View {
    @State private var editing = false
    @State private var readingChapters = false

    var body: some View {
        NavigationStack {
            List { Text("library.empty") }
                .navigationTitle("library.title")
                .toolbar {
                    Button("library.new") { editing = true }
                    Button("library.chapters") { readingChapters = true }
                }
                .sheet(isPresented: $editing) { EditorView() }
                .sheet(isPresented: $readingChapters) { ChaptersView() }
        }
    }
}

/// Its confirming button's words come from the Editor catalog ("Done"): the message names
/// them. The button counts instead of closing the sheet: a done-button-misuse.
struct EditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var count = 0

    var body: some View {
        NavigationStack {
            Text("\(count)")
                .navigationTitle(String(localized: "editor.title", table: "Editor"))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("action.cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button(String(localized: "editor.done", table: "Editor")) { count += 1 } }
                }
        }
    }
}

/// Its one button's key is `done_title`, whose English words are "Done": a plain way out
/// of a sheet people only read, not a committing action that would need a Cancel beside it.
struct ChaptersView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("chapters.first") }
                .navigationTitle("chapters.title")
                .toolbar { ToolbarItem(placement: .confirmationAction) { Button("done_title") { dismiss() } } }
        }
    }
}
