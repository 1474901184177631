import XCTest
@testable import ModalityLintCore

/// Whose screens are whose when a link pushes through a helper (round 36, a reader app): a
/// player bar's `NavigationLink { destinationView(for: item) }` pushes what the helper
/// builds; the reader it pushes, with its own sheets, is not the bar's content, nor the
/// content of every list that shows the bar. And a view's `@State` that only its
/// initialiser sets keeps the value its building site gives it: a branch on it that the
/// site rules out is not drawn there.
final class PushedDestinationOwnershipTests: XCTestCase {
    private func app(link: String, barSite: String = "PlayerBar()") -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
        struct Home: View {
            @State private var showingFavorites = false
            var body: some View {
                List { Button("Favorites") { showingFavorites = true } }
                    .navigationTitle("Home")
                    .sheet(isPresented: $showingFavorites) { NavigationStack { Favorites() } }
            }
        }
        struct Favorites: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                List { Text("Saved") }
                    .navigationTitle("Favorites")
                    .toolbar { Button("Done") { dismiss() } }
                    .safeAreaInset(edge: .bottom) { \(barSite) }
            }
        }
        struct PlayerBar: View {
            @State private var linksToReader: Bool
            init(linksToReader: Bool = true) {
                self.linksToReader = linksToReader
            }
            var body: some View {
                if linksToReader {
                    \(link)
                } else {
                    Text("Now playing")
                }
            }
            @ViewBuilder
            private func destinationView(for chapter: Int) -> some View {
                if chapter > 0 { Reader() } else { Reader() }
            }
        }
        struct Reader: View {
            @State private var showingSettings = false
            var body: some View {
                Text("Chapter")
                    .navigationTitle("Reader")
                    .toolbar { Button("Settings") { showingSettings = true } }
                    .sheet(isPresented: $showingSettings) { NavigationStack { ReaderSettings() } }
            }
        }
        struct ReaderSettings: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                List { Toggle("Large type", isOn: .constant(true)) }
                    .navigationTitle("Settings")
                    .toolbar { Button("Done") { dismiss() } }
            }
        }
        """
    }

    /// What `screen` pushes and presents, each once.
    private func edges(_ source: String, from screen: String) -> Set<String> {
        let document = AppReader.read([SourceFile(path: "App.swift", text: source)]).document!
        let actions = document.screens.first { $0.id == screen }?.actions ?? []
        return Set(actions.compactMap { action in
            action.push.map { "push \($0.value)" } ?? action.present.map { "present \($0.value)" }
        })
    }

    /// The helper's views are the pushed screen: the list that shows the bar pushes the
    /// reader and presents none of its sheets. The near miss: the reader placed in the bar's
    /// own body is the bar's content, and its sheet is the bar's.
    func testALinkWhoseDestinationAHelperBuildsPushesItAndOwnsNoneOfItsSheets() {
        let helper = app(link: "NavigationLink { destinationView(for: 1) } label: { Text(\"Now playing\") }")
        XCTAssertEqual(edges(helper, from: "Favorites"), ["push Reader"])
        let inline = app(link: "VStack { Text(\"Now playing\"); destinationView(for: 1) }")
        XCTAssertTrue(edges(inline, from: "Favorites").contains("present ReaderSettings"),
                      "a reader drawn in the bar's own body is the bar's")
    }

    /// `PlayerBar(linksToReader: false)`: the `@State` only the initialiser sets holds the
    /// site's `false`, so the list that shows that bar pushes nothing. The near miss: the bar
    /// left at its `true` default links to the reader.
    func testAStateOnlyTheInitialiserSetsTakesItsSitesValue() {
        let link = "NavigationLink { destinationView(for: 1) } label: { Text(\"Now playing\") }"
        XCTAssertEqual(edges(app(link: link, barSite: "PlayerBar(linksToReader: false)"), from: "Favorites"), [])
        XCTAssertEqual(edges(app(link: link), from: "Favorites"), ["push Reader"])
    }
}
