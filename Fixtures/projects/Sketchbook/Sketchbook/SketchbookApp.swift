import SwiftUI

@main
struct SketchbookApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}

struct GalleryView: View {
    @State private var isShowingCanvas = false
    @State private var isShowingNewSketch = false
    @State private var isShowingCaption = false
    @State private var isShowingPalette = false
    @State private var isShowingSwatches = false

    var body: some View {
        NavigationStack {
            List {
                // The same row on two screens: its popover is one place to fix.
                BrushRow()
                Button("Open Canvas") { isShowingCanvas = true }
                Button("New Sketch") { isShowingNewSketch = true }
                Button("Caption") { isShowingCaption = true }
                Button("Palette") { isShowingPalette = true }
                    .popover(isPresented: $isShowingPalette) { PaletteView() }
                Button("Swatches") { isShowingSwatches = true }
                    .popover(isPresented: $isShowingSwatches) { SwatchesView() }
            }
            .navigationTitle("Gallery")
            .sheet(isPresented: $isShowingCanvas) { CanvasView() }
            .sheet(isPresented: $isShowingNewSketch) { NewSketchSheet() }
            .sheet(isPresented: $isShowingCaption) { CaptionSheet() }
        }
    }
}
