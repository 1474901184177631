import SwiftUI

/// A near miss for modal-dismiss-button and done-button-misuse: Done calls the router's
/// `dismiss()`, app code that sets the presented sheet to nil, so it closes the sheet.
struct SettingsView: View {
    @Environment(Router.self) private var router
    @AppStorage("notifications") private var notifications = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Notifications", isOn: $notifications)
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { router.dismiss() }
                }
            }
        }
    }
}
