import SwiftUI

/// A forum app whose every sheet is a page of `Page`, opened through the app's own
/// navigator: a button hands a case to `Navigator.openSheet(_:)`, the navigator stores the
/// page in a `Layer`, and the root view presents the layers through `LayerView`, which
/// shows the layer's page.
@main
struct ForumApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// The feed is the root layer, built here and never presented. Layers the navigator
/// stores are presented over it: as a sheet, or as a full-screen cover when the layer
/// says so (the two bindings read its `isFullScreen`, the sheet's negated).
struct ContentView: View {
    @State private var navigator = Navigator.shared

    var body: some View {
        LayerView(layer: Layer(page: .feed, isFullScreen: false))
            .sheet(item: Binding(get: { navigator.layers.last { !$0.isFullScreen } },
                                 set: { if $0 == nil { navigator.closeTop() } })) { layer in
                LayerView(layer: layer)
            }
            .fullScreenCover(item: Binding(get: { navigator.layers.last { $0.isFullScreen } },
                                           set: { if $0 == nil { navigator.closeTop() } })) { layer in
                LayerView(layer: layer)
            }
    }
}

/// Shows a layer's page: the host of every layer, no screen of its own.
struct LayerView: View {
    let layer: Layer

    var body: some View {
        layer.page.view()
    }
}
