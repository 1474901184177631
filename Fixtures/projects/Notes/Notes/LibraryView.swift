import SwiftUI

/// The entry screen: its Done completes nothing.
struct LibraryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isComposing = false
    @State private var isShowingSettings = false
    @State private var isShowingHelp = false
    @State private var isShowingFilters = false
    @State private var isShowingTips = false
    @State private var isConfirmingReset = false
    @State private var isSelecting = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Archive") { ArchiveView() }
                NavigationLink("Sharing") { SharingView() }
                Button("Reset Library", role: .destructive) { isConfirmingReset = true }
                // Fires done-button-misuse: a Done that dismisses nothing. (Setting a flag that
                // drives one of this view's presentations would leave its dismissal unknown.)
                Button("Done") { isSelecting = false }
                // Not dismiss-outside-modal: code may present any view, so only a flow file can tell.
                Button("Close") { dismiss() }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Note", systemImage: "square.and.pencil") { isComposing = true }
                }
                ToolbarItem { Button("Settings") { isShowingSettings = true } }
                ToolbarItem { Button("Help") { isShowingHelp = true } }
                ToolbarItem { Button("Filters") { isShowingFilters = true } }
                ToolbarItem { Button("Tips") { isShowingTips.toggle() } }
                ToolbarItem { ShareLink(item: URL(string: "https://example.com/notes")!) }
            }
            .sheet(isPresented: $isComposing) { ComposerView() }
            .sheet(isPresented: $isShowingSettings) { SettingsView() }
            .sheet(isPresented: $isShowingHelp) { HelpView() }
            // Fires compact-adaptation: a popover that refuses to become a sheet on iPhone.
            .popover(isPresented: $isShowingFilters) {
                FiltersView().presentationCompactAdaptation(.none)
            }
            // Near miss: SwiftUI makes this popover a sheet in compact width.
            .popover(isPresented: $isShowingTips) { TipsView() }
            // Near miss for action-sheet-cancel: SwiftUI adds the Cancel button itself.
            .confirmationDialog("Reset the library?", isPresented: $isConfirmingReset) {
                Button("Reset", role: .destructive) {}
            }
        }
    }
}
