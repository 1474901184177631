import SwiftUI

/// A near miss for confirm-before-discard: a sheet editor whose Cancel asks first, and which
/// a swipe cannot close.
struct EditProfileView: View {
    @Router private var router
    @State private var bio = ""
    @State private var askDiscard = false

    var body: some View {
        TextEditor(text: $bio)
            .navigationTitle("Edit Profile")
            .interactiveDismissDisabled(true)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { askDiscard = true }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { router.dismiss() }
                }
            }
            .confirmationDialog("Discard your changes?", isPresented: $askDiscard) {
                Button("Discard Changes", role: .destructive) { router.dismiss() }
                Button("Keep Editing", role: .cancel) {}
            }
    }
}
