import SwiftUI

struct ForecastView: View {
    @State private var isSettingUpAlerts = false
    @State private var isShowingSettings = false
    @State private var isShowingDebugMenu = false
    private let units = TideUnits.metres

    var body: some View {
        NavigationView {
            List { Text("High tide 14:02 (\(units.symbol))") }
                .navigationBarTitle("Tides")
                .navigationBarItems(leading: Button("Settings") { isShowingSettings = true },
                                    trailing: Button("Alerts") { isSettingUpAlerts = true })
                .sheet(isPresented: $isSettingUpAlerts) { AlertsSetupView() }
                .sheet(isPresented: $isShowingSettings) { SettingsView() }
#if DEBUG
                .onLongPressGesture { isShowingDebugMenu = true }
                .sheet(isPresented: $isShowingDebugMenu) { DebugMenuView() }
#endif
        }
    }
}

/// Shipped, and wrong: a Cancel and a Done that close nothing.
struct AlertsSetupView: View {
    var body: some View {
        NavigationView {
            List { Text("Spring tides") }
                .navigationBarTitle("Alerts")
                .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
        }
    }
}

/// The iOS app's settings: right. The watch app has a `SettingsView` of its own, a
/// different screen that must not lend this one its problems.
struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            List { Text("Units") }
                .navigationBarTitle("Settings")
                .navigationBarItems(trailing: Button("Done") { dismiss() })
        }
    }
}

#if DEBUG
/// Reached only from `#if DEBUG` code: left out by default (`debug: true` lints it), and
/// wrong, so the difference shows.
struct DebugMenuView: View {
    var body: some View {
        NavigationView {
            List { Text("Reset onboarding") }
                .navigationBarTitle("Debug")
                .navigationBarItems(trailing: Button("Done") {})
        }
    }
}
#endif
