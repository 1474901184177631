import SwiftUI

/// Reported: its bar is hidden, so the back button in it never shows; it closes when the
/// presenter switches tabs, which no one can do while it covers the presenter; its task
/// loads products.
struct LandingView: View {
    let store: PremiumStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            ScrollView {
                Text("Hearth Premium")
                    .font(.largeTitle)
            }
            .navigationBarHidden(true)
            .navigationBarItems(leading: BackChevron())
        }
        .onReceive(NotificationCenter.default.publisher(for: .didSwitchTab)) { _ in
            dismiss()
        }
        .task {
            await store.loadProducts()
        }
    }
}

/// Not reported: the same back chevron in a bar that shows.
struct HelpView: View {
    var body: some View {
        NavigationView {
            Text("Ask us anything")
                .navigationTitle("Help")
                .navigationBarItems(leading: BackChevron())
        }
    }
}

struct BackChevron: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Image(systemName: "chevron.left")
            .onTapGesture { dismiss() }
    }
}

final class PremiumStore {
    func loadProducts() async {}
}

/// Not reported: the event it closes on is raised by its own page's button.
struct TourView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TourPage()
            .onReceive(NotificationCenter.default.publisher(for: .tourFinished)) { _ in
                dismiss()
            }
    }
}

struct TourPage: View {
    var body: some View {
        VStack {
            Text("Welcome to Hearth")
                .font(.largeTitle)
            Button("Got It") {
                NotificationCenter.default.post(name: .tourFinished, object: nil)
            }
        }
    }
}
