import XCTest
@testable import ModalityLintCore

/// `navigationDestination(for:)` choosing among views is read as a push of unknown target
/// (which page shows is decided by values at run time). A screen such a route of a shallower
/// sheet may push may sit fewer modals deep than the known edges say (blind round 39, a
/// hiking app: an article pushed from the More sheet's route, and also from a tooltip sheet
/// over the weather sheet), so `modal-stack-depth` claims nothing of what it presents. Near
/// miss: a route that cannot show the screen leaves the count as the edges say.
final class RouteDepthTests: XCTestCase {
    private func app(routeShows: String) -> [(String, String)] {
        [("App/App.swift", """
            import SwiftUI
            enum Destination: Hashable { case category(String), article(String) }
            @main
            struct TrailApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                @State private var showMore = false
                @State private var showWeather = false
                var body: some View {
                    VStack {
                        Button("More") { showMore = true }
                        Button("Weather") { showWeather = true }
                    }
                    .sheet(isPresented: $showMore) { MoreSheet() }
                    .sheet(isPresented: $showWeather) { WeatherSheet() }
                }
            }
            struct MoreSheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        NavigationLink(value: Destination.category("Trails")) { Text("Trails") }
                            .navigationTitle("More")
                            .toolbar { Button("Done") { dismiss() } }
                            .navigationDestination(for: Destination.self) { destination in
                                switch destination {
                                case .category(let name): CategoryView(name: name)
                                case .article(let name): \(routeShows)(name: name)
                                }
                            }
                    }
                }
            }
            struct CategoryView: View {
                let name: String
                var body: some View { NavigationLink(value: Destination.article(name)) { Text(name) }.navigationTitle(name) }
            }
            struct LegendView: View {
                let name: String
                var body: some View { Text(name).navigationTitle(name) }
            }
            struct WeatherSheet: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showTip = false
                var body: some View {
                    NavigationStack {
                        Button("Wind") { showTip = true }
                            .navigationTitle("Weather")
                            .toolbar { Button("Done") { dismiss() } }
                            .sheet(isPresented: $showTip) { TipSheet() }
                    }
                }
            }
            struct TipSheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        NavigationLink(value: "Wind") { Text("Read more") }
                            .navigationTitle("Wind")
                            .toolbar { Button("Done") { dismiss() } }
                            .navigationDestination(for: String.self) { name in ArticleView(name: name) }
                    }
                }
            }
            struct ArticleView: View {
                let name: String
                @State private var showImage = false
                var body: some View {
                    Button("Photo") { showImage = true }
                        .navigationTitle(name)
                        .fullScreenCover(isPresented: $showImage) { ImageViewer() }
                }
            }
            struct ImageViewer: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        Text("Photo").navigationTitle("Photo").toolbar { Button("Close") { dismiss() } }
                    }
                }
            }

            """)]
    }

    func testAScreenAShallowerRouteMayPushIsNotClaimedTooDeep() {
        let result = TestApp.lint(app(routeShows: "ArticleView"))
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-stack-depth" }, "\(result.diagnostics.map(\.message))")
    }

    func testNearMissARouteThatCannotShowItLeavesTheDepth() {
        let result = TestApp.lint(app(routeShows: "LegendView"))
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-stack-depth" }.count, 1, "\(result.diagnostics.map(\.message))")
    }
}
