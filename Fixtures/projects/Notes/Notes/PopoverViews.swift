import SwiftUI

/// Near miss for no-modal-over-popover: only an alert appears over this popover.
struct FiltersView: View {
    @State private var isShowingInfo = false

    var body: some View {
        Button("About Filters") { isShowingInfo = true }
            .alert("Filters narrow the list", isPresented: $isShowingInfo) {}
    }
}

/// Fires no-modal-over-popover: a sheet over a popover.
struct TipsView: View {
    @State private var isShowingMore = false

    var body: some View {
        Button("More Tips") { isShowingMore = true }
            .sheet(isPresented: $isShowingMore) { MoreTipsView() }
    }
}

/// Two modals deep: fine (near miss). What it presents is three deep (modal-stack-depth).
struct MoreTipsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isShowingDetail = false

    var body: some View {
        NavigationStack {
            Button("Show Detail") { isShowingDetail = true }
                .navigationTitle("More Tips")
                .toolbar { Button("Done") { dismiss() } }
                .sheet(isPresented: $isShowingDetail) { TipDetailView() }
        }
    }
}

struct TipDetailView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Long-press a note to pin it.")
                .navigationTitle("Pinning")
                .toolbar { Button("Close") { dismiss() } }
        }
    }
}
