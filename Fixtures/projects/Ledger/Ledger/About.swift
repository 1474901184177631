import ComposableArchitecture
import SwiftUI

/// A true problem for modal-dismiss-button: its only button opens the App Store, its
/// reducer never names `dismiss`, and the parent never clears the state that presents it,
/// so nothing but a swipe closes the sheet (a closed reading).
@Reducer
struct About {
    @ObservableState
    struct State {}

    enum Action {
        case rateTapped
    }

    @Dependency(\.openURL) var openURL

    var body: some ReducerOf<Self> {
        Reduce { _, action in
            switch action {
            case .rateTapped:
                return .run { _ in await openURL(URL(string: "https://apps.apple.com")!) }
            }
        }
    }
}

struct AboutView: View {
    let store: StoreOf<About>

    var body: some View {
        NavigationStack {
            Button("Rate Ledger") { store.send(.rateTapped) }
                .navigationTitle("About Ledger")
        }
    }
}
