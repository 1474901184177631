import SwiftUI

/// The iOS app target `Tides` builds this folder's Swift files and `Main.storyboard`.
@main
struct TidesApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastView()
        }
    }
}
