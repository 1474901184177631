import SwiftUI

/// Adjusted and closed with Done: a plain way out, no edits, so no Cancel is needed (near
/// miss for safe-exit). It branches into General and Account, and Account leads on three
/// pushes deep, but it is browsing, not a task: the near miss for modal-single-path and
/// modal-hierarchy-depth (ShareSetupView is where they fire).
struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var syncs = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Sync", isOn: $syncs)
                NavigationLink("General") { GeneralSettingsView() }
                NavigationLink("Account") { AccountView() }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct GeneralSettingsView: View {
    var body: some View {
        Form { Text("General") }.navigationTitle("General")
    }
}

struct AccountView: View {
    var body: some View {
        List {
            NavigationLink("Security", destination: SecurityView())
        }
        .navigationTitle("Account")
    }
}

struct SecurityView: View {
    var body: some View {
        List {
            NavigationLink(destination: DevicesView()) { Text("Devices") }
        }
        .navigationTitle("Security")
    }
}

struct DevicesView: View {
    var body: some View {
        Text("Devices").navigationTitle("Devices")
    }
}
