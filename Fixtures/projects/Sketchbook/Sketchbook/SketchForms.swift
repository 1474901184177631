import SwiftUI

/// A sheet whose body is another sheet's view: its unsaved fields are SketchForm's, so the
/// swipe is one cause, reported once at SketchForm, where the condition can read them.
struct NewSketchSheet: View {
    var body: some View {
        SketchForm()
    }
}

struct SketchForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            Form {
                TextEditor(text: $notes)
            }
            .navigationTitle("New Sketch")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
            }
        }
    }
}

/// Near miss: a sheet with fields of its own is reported on its own.
struct CaptionSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var caption = ""
    @State private var isShowingForm = false

    var body: some View {
        NavigationStack {
            Form {
                TextEditor(text: $caption)
                Button("Details") { isShowingForm = true }
            }
            .navigationTitle("Caption")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
            }
            .sheet(isPresented: $isShowingForm) { SketchForm() }
        }
    }
}
