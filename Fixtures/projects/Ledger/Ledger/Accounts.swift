import ComposableArchitecture
import SwiftUI

/// The root feature. It presents the editor and the about screen through one optional
/// `destination`, and an alert through its own `@Presents var alert`, whose title and
/// buttons the reducer builds as an `AlertState` (not read: open, so never judged). It
/// never sets `destination` to nil: a presented feature goes away only if its own reducer
/// calls the `dismiss` dependency (or people swipe it down).
@Reducer
struct Accounts {
    @Reducer
    enum Destination {
        case editor(Editor)
        case about(About)
    }

    @ObservableState
    struct State {
        var accounts: [String] = ["Checking", "Savings"]
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case addTapped
        case aboutTapped
        case deleteTapped
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)

        enum Alert {
            case confirmDelete
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.destination = .editor(Editor.State())
                return .none
            case .aboutTapped:
                state.destination = .about(About.State())
                return .none
            case .deleteTapped:
                state.alert = AlertState {
                    TextState("Delete all accounts?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
                return .none
            case .alert(.presented(.confirmDelete)):
                state.accounts = []
                return .none
            case .alert, .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.$alert, action: \.alert)
    }
}

struct AccountsView: View {
    @Bindable var store: StoreOf<Accounts>

    var body: some View {
        NavigationStack {
            List(store.accounts, id: \.self) { Text($0) }
                .navigationTitle("Accounts")
                .toolbar {
                    Button("Add") { store.send(.addTapped) }
                    Button("About") { store.send(.aboutTapped) }
                    Button("Delete All") { store.send(.deleteTapped) }
                }
                .sheet(item: $store.scope(state: \.destination?.editor, action: \.destination.editor)) { store in
                    EditorView(store: store)
                }
                .sheet(item: $store.scope(state: \.destination?.about, action: \.destination.about)) { store in
                    AboutView(store: store)
                }
                .alert($store.scope(state: \.alert, action: \.alert))
        }
    }
}
