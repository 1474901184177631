import SwiftUI

/// The watchOS target `Tides Watch App` (SDKROOT = watchos): not the iOS app.
@main
struct TidesWatchApp: App {
    @State private var isShowingSettings = false

    var body: some Scene {
        WindowGroup {
            Text("High tide 14:02")
                .sheet(isPresented: $isShowingSettings) { SettingsView() }
        }
    }
}

/// Same name as the iOS app's `SettingsView`, another target: another screen. Its Cancel
/// and Done close nothing, which is never reported (watchOS is not the iOS app).
struct SettingsView: View {
    var body: some View {
        NavigationView {
            Text("Units")
                .navigationBarTitle("Settings")
                .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
        }
    }
}
