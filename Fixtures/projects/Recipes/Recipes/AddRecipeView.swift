import SwiftUI

/// Dismissed by setting the binding its presenter handed in (near miss for
/// modal-dismiss-button); edits text, so the Cancel and the swipe lose it
/// (confirm-before-discard). The Cancel is in a child view the binding is passed to.
struct AddRecipeView: View {
    @Binding var isPresented: Bool
    @State private var name = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
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
