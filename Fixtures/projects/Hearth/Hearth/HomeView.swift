import SwiftUI

enum ActiveSheet: Identifiable {
    case filter
    case compose
    case settings
    case upload
    case landing
    case tour
    case help
    case archived(Int)

    var id: String { "\(self)" }
}

/// One `.sheet(item:)` shows eight screens. The reset in the `.didPost` handler closes
/// whichever sheet is up when a post goes out: it is a way out of none of them. The reset
/// that names `.upload` is about the upload sheet, and the closure handed to the composer
/// is the composer's own way out.
struct HomeView: View {
    @State private var activeSheet: ActiveSheet?
    @State private var uploads = UploadQueue()

    var body: some View {
        NavigationStack {
            List {
                Button("Filter") { activeSheet = .filter }
                Button("New Post") { activeSheet = .compose }
                Button("Settings") { activeSheet = .settings }
                Button("Upload") { activeSheet = .upload }
                Button("Go Premium") { activeSheet = .landing }
                Button("Take the Tour") { activeSheet = .tour }
                Button("Help") { activeSheet = .help }
                Button("Switch Tab") { switchTab() }
            }
            .navigationTitle("Home")
        }
        .sheet(item: $activeSheet) { sheet in
            switch sheet {
            case .filter:
                FilterView()
                    .presentationDetents([.medium])
            case .compose:
                ComposeView(onCancel: { activeSheet = nil })
            case .settings:
                SettingsView()
            case .upload:
                UploadProgressView()
            case .landing:
                LandingView(store: PremiumStore())
            case .tour:
                TourView()
            case .help:
                HelpView()
            case .archived(let count):
                ArchiveView(count: count)
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .didPost)) { _ in
            activeSheet = nil
        }
        .onChange(of: uploads.isFinished) {
            if case .upload = activeSheet {
                activeSheet = nil
            }
        }
    }

    func switchTab() {
        NotificationCenter.default.post(name: .didSwitchTab, object: nil)
    }
}

@Observable
final class UploadQueue {
    var isFinished = false
}
