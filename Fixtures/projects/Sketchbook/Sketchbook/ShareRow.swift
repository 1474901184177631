import SwiftUI

/// A row that two popovers embed: its sheet over a popover is one no-modal-over-popover
/// diagnostic, at the row, naming both popovers.
struct ShareRow: View {
    @State private var isExporting = false

    var body: some View {
        Button("Export") { isExporting = true }
            .sheet(isPresented: $isExporting) { ExportView() }
    }
}

struct ExportView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("PNG")
                .navigationTitle("Export")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct PaletteView: View {
    var body: some View {
        ShareRow()
    }
}

/// Near miss: a popover's own sheet is reported at that popover.
struct SwatchesView: View {
    @State private var isShowingInfo = false

    var body: some View {
        VStack {
            ShareRow()
            Button("Info") { isShowingInfo = true }
                .sheet(isPresented: $isShowingInfo) { ExportView() }
        }
    }
}
