import SwiftUI

struct RecipeDetailView: View {
    @State private var editing = false
    @State private var shopping = false
    @State private var cooking = false
    @State private var confirmDelete = false
    @State private var showingNutrition = false

    var body: some View {
        VStack {
            Button("Edit") { self.editing = true }
            Button("Shopping List") { self.shopping = true }
            Button("Start Cooking") { self.cooking = true }
            Button("Delete") { self.confirmDelete = true }
            Button("Nutrition") { self.showingNutrition = true }
        }
        .navigationBarTitle("Pancakes")
        .sheet(isPresented: $editing) { EditRecipeView() }
        .sheet(isPresented: $shopping) { ShoppingListView() }
        .fullScreenCover(isPresented: $cooking) { CookingModeView() }
        // Near miss for modal-title: the title is given where the sheet is presented.
        .sheet(isPresented: $showingNutrition) {
            NavigationView {
                NutritionView().navigationBarTitle("Nutrition")
            }
        }
        .alert(isPresented: $confirmDelete) {
            Alert(
                title: Text("Delete this recipe?"),
                primaryButton: .destructive(Text("Delete")),
                secondaryButton: .cancel())
        }
    }
}

/// Closed with presentationMode (near miss for modal-dismiss-button), but its navigation
/// bar has no title (modal-title).
struct EditRecipeView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var vegetarian = false

    var body: some View {
        NavigationView {
            Form {
                Toggle("Vegetarian", isOn: $vegetarian)
            }
            .navigationBarItems(trailing: Button("Done") {
                self.presentationMode.wrappedValue.dismiss()
            })
        }
    }
}

/// Titled by the site that presents it.
struct NutritionView: View {
    @Environment(\.presentationMode) private var mode

    var body: some View {
        List { Text("Calories: 230") }
            .navigationBarItems(trailing: Button("Done") { mode.wrappedValue.dismiss() })
    }
}

/// A Cancel and a Done that close nothing: modal-dismiss-button and done-button-misuse.
struct ShoppingListView: View {
    var body: some View {
        NavigationView {
            List { Text("Flour") }
                .navigationBarTitle("Shopping List")
                .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
        }
    }
}

/// Full screen with its own way out: a near miss for modal-dismiss-button.
struct CookingModeView: View {
    @Environment(\.presentationMode) private var mode

    var body: some View {
        NavigationView {
            Text("Step 1")
                .navigationBarTitle("Cooking")
                .navigationBarItems(trailing: Button(action: close) { Text("Close") })
        }
    }

    private func close() {
        mode.wrappedValue.dismiss()
    }
}
