import SwiftUI
import Observation

/// A presented layer: the page it shows, and whether it covers the whole screen.
@Observable
final class Layer: Identifiable {
    var page: Page
    let isFullScreen: Bool

    init(page: Page, isFullScreen: Bool) {
        self.page = page
        self.isFullScreen = isFullScreen
    }
}

/// The app's navigation model: screens ask it for pages; it keeps the stack of layers the
/// root view presents.
@Observable
final class Navigator {
    static let shared = Navigator()

    var layers: [Layer] = []

    /// A sheet: the layer is stored with `isFullScreen: false`.
    func openSheet(_ page: Page) {
        open(page, isFullScreen: false)
    }

    /// A full-screen cover.
    func showFullScreen(_ page: Page) {
        open(page, isFullScreen: true)
    }

    /// Shows the page in place of the top layer's, or in a new sheet when none is open:
    /// which of the two a call gets is decided at run time, so a page shown only through it
    /// is presented in a way the reading does not close.
    func replaceTop(with page: Page) {
        if let top = layers.last {
            top.page = page
        } else {
            openSheet(page)
        }
    }

    func closeTop() {
        layers.removeLast()
    }

    private func open(_ page: Page, isFullScreen: Bool) {
        layers.append(Layer(page: page, isFullScreen: isFullScreen))
    }
}
