import SwiftUI

/// Dismissed by setting the binding its presenter handed in (near miss for
/// modal-dismiss-button); its steps are text people write (a `TextEditor`), so the Cancel
/// and the swipe lose them (confirm-before-discard). The Cancel is in a child view the
/// binding is passed to. The one-line name alone would not say so: it could be a lookup.
struct AddRecipeView: View {
    @Binding var isPresented: Bool
    @State private var name = ""
    @State private var steps = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                TextEditor(text: $steps)
            }
            .navigationBarTitle("New Recipe")
            .navigationBarItems(
                leading: CancelButton(isShown: $isPresented),
                trailing: Button("Add") { self.isPresented = false })
        }
    }
}

struct CancelButton: View {
    @Binding var isShown: Bool

    var body: some View {
        Button("Cancel") { self.isShown = false }
    }
}
