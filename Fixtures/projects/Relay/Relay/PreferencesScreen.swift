import SwiftUI

final class PreferencesScreenCoordinator: CoordinatorProtocol {
    func toPresentable() -> AnyView {
        AnyView(PreferencesScreen())
    }
}

/// A near miss for confirm-before-discard: Cancel closes without asking, but nothing here
/// is people's content (a toggle saved as it is set).
struct PreferencesScreen: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("notifications") private var notifications = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Notifications", isOn: $notifications)
            }
            .navigationTitle("Preferences")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}
