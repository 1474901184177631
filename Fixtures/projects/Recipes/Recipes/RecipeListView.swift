import SwiftUI

struct RecipeListView: View {
    @State private var showAdd = false
    @State private var showSort = false
    @State private var showFilter = false
    @State private var showSyncError = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: RecipeDetailView()) {
                    Text("Pancakes")
                }
                Button("Sort") { self.showSort = true }
                Button("Filter") { self.showFilter = true }
            }
            .navigationBarTitle("Recipes")
            .navigationBarItems(trailing: Button(action: { self.showAdd = true }) {
                Image(systemName: "plus")
            })
            .sheet(isPresented: $showAdd) {
                AddRecipeView(isPresented: self.$showAdd)
            }
            // Fires action-sheet-cancel: the older ActionSheet gets no Cancel of its own.
            .actionSheet(isPresented: $showSort) {
                ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Name")), .default(Text("Date"))])
            }
            // Near miss: this one has its Cancel.
            .actionSheet(isPresented: $showFilter) {
                ActionSheet(title: Text("Show"), buttons: [.default(Text("Breakfast")), .cancel()])
            }
            // Near miss for alert-actions: SwiftUI adds OK to an Alert without buttons.
            .alert(isPresented: $showSyncError) {
                Alert(title: Text("Couldn't sync"))
            }
        }
    }
}
