import SwiftUI

struct ForecastView: View {
    @State private var isSettingUpAlerts = false
    private let units = TideUnits.metres

    var body: some View {
        NavigationView {
            List { Text("High tide 14:02 (\(units.symbol))") }
                .navigationBarTitle("Tides")
                .navigationBarItems(trailing: Button("Alerts") { isSettingUpAlerts = true })
                .sheet(isPresented: $isSettingUpAlerts) { AlertsSetupView() }
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
