import ComposableArchitecture
import SwiftUI

/// Its Cancel and Save send actions whose reducer calls the `dismiss` dependency: whether a
/// button closes the sheet is the reducer's business, which the reading leaves open (a
/// near miss for modal-dismiss-button: never reported). People's notes are in a
/// `TextEditor`, and the sheet can be swiped away with them: confirm-before-discard.
@Reducer
struct Editor {
    @ObservableState
    struct State {
        var name = ""
        var notes = ""
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case cancelTapped
        case saveTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .cancelTapped, .saveTapped:
                return .run { _ in await self.dismiss() }
            }
        }
    }
}

struct EditorView: View {
    @Bindable var store: StoreOf<Editor>

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $store.name)
                TextEditor(text: $store.notes)
            }
            .navigationTitle("New Account")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { store.send(.cancelTapped) }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { store.send(.saveTapped) }
                }
            }
        }
    }
}
