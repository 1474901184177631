import SwiftUI

/// Where a note is shared from: it presents the share setup.
struct SharingView: View {
    @State private var isSettingUp = false

    var body: some View {
        Button("Share Notebook") { isSettingUp = true }
            .sheet(isPresented: $isSettingUp) { ShareSetupView() }
    }
}

/// A task (Send or Cancel) that branches into Recipients and Options, and Recipients leads
/// on (modal-single-path), three pushes deep to Members (modal-hierarchy-depth). Settings,
/// closed with Done alone, is the near miss for both: browsing, not a task.
struct ShareSetupView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Recipients") { RecipientsView() }
                NavigationLink("Options") { ShareOptionsView() }
            }
            .navigationTitle("Share Notebook")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                }
            }
        }
    }
}

struct RecipientsView: View {
    var body: some View {
        List { NavigationLink("Groups") { GroupsView() } }.navigationTitle("Recipients")
    }
}

struct GroupsView: View {
    var body: some View {
        List { NavigationLink("Members") { MembersView() } }.navigationTitle("Groups")
    }
}

struct MembersView: View {
    var body: some View {
        Text("Members").navigationTitle("Members")
    }
}

struct ShareOptionsView: View {
    var body: some View {
        Text("Options").navigationTitle("Options")
    }
}
