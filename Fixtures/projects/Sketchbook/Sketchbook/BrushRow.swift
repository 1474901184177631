import SwiftUI

/// A row that several screens embed. Fires compact-adaptation once, at its popover, quoting
/// `.popover` as written, with the screens that show it as related places.
struct BrushRow: View {
    @State private var isPickingBrush = false

    var body: some View {
        Button("Brush") { isPickingBrush = true }
            .popover(isPresented: $isPickingBrush) {
                BrushPicker()
                    .presentationCompactAdaptation(.popover)
            }
    }
}

/// Brushes people pick from: modal content, not a tip that only shows words.
struct BrushPicker: View {
    @State private var brush = "Round"
    var body: some View { HStack { Button("Round") { brush = "Round" }; Button("Flat") { brush = "Flat" } } }
}

/// Near miss: a screen's own popover kept as a popover, reported at its own screen, quoting
/// `.none`; and one that adapts to a sheet, not reported.
struct CanvasView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isShowingLayers = false
    @State private var isShowingGrid = false

    var body: some View {
        NavigationStack {
            VStack {
                BrushRow()
                Button("Layers") { isShowingLayers = true }
                    .popover(isPresented: $isShowingLayers) {
                        BrushPicker().presentationCompactAdaptation(.none)
                    }
                Button("Grid") { isShowingGrid = true }
                    .popover(isPresented: $isShowingGrid) {
                        BrushPicker().presentationCompactAdaptation(.sheet)
                    }
            }
            .navigationTitle("Canvas")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}
