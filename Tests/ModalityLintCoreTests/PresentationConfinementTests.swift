import XCTest
@testable import ModalityLintCore

/// A sheet driven by the presenter's own `@State`, which the presenter hands to nothing and
/// clears nowhere but in its `onDismiss`, shown by a view handed nothing to act with: only
/// SwiftUI's `dismiss` could close it from inside, so a button that calls a view model or a
/// store closes nothing, and a sheet whose views hold no `dismiss` has no way out
/// (certainty.md, part 1: the presenter's side read to the end). Each near miss hands the
/// sheet a way to reach the presenter, and the rule stays silent.
final class PresentationConfinementTests: XCTestCase {
    private func app(site: String, presenterExtra: String = "", detailExtra: String = "") -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Discover() } } }
        final class Store: ObservableObject { func dispatch(_ action: Int) {} }
        struct Movie: Identifiable { let id: Int }
        struct Discover: View {
            @State private var presentedMovie: Movie?
            @EnvironmentObject var store: Store
            var body: some View {
                NavigationStack {
                    Button("Show") { presentedMovie = Movie(id: 1) }
                        .navigationTitle("Discover")
                        .sheet(item: $presentedMovie, onDismiss: { presentedMovie = nil }) { movie in \(site) }
                    \(presenterExtra)
                }
            }
        }
        struct MovieDetail: View {
            let movieID: Int
            var onClose: (() -> Void)? = nil
            @EnvironmentObject var store: Store
            \(detailExtra)
            var body: some View {
                NavigationStack {
                    AddButton { store.dispatch(movieID) }
                        .navigationTitle("Movie")
                }
            }
        }
        struct AddButton: View {
            let action: () -> Void
            var body: some View { Button("Add to list") { action() } }
        }
        """
    }

    private func dismissButtonLines(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules().filter { $0.hasSuffix("modal-dismiss-button") }
    }

    func testASheetKeptToItsPresenterWithNoDismissHasNoWayOut() {
        XCTAssertEqual(dismissButtonLines(app(site: "MovieDetail(movieID: movie.id)")), ["17 modal-dismiss-button"])
    }

    func testAClosureHandedToTheSheetMayCloseIt() {
        XCTAssertEqual(dismissButtonLines(app(site: "MovieDetail(movieID: movie.id, onClose: { presentedMovie = nil })")), [])
    }

    func testTheFlagHandedToAnotherViewMayBeClearedFromTheSheet() {
        XCTAssertEqual(dismissButtonLines(app(site: "MovieDetail(movieID: movie.id)",
                                              presenterExtra: "Toggle(\"Shown\", isOn: Binding($presentedMovie.isNil))")), [])
    }

    func testADismissTheSheetsViewsHoldMayBeCalledByItsModel() {
        XCTAssertEqual(dismissButtonLines(app(site: "MovieDetail(movieID: movie.id)",
                                              detailExtra: "@Environment(\\.dismiss) private var dismiss")), [])
    }

    /// A view also pushed elsewhere, where Back closes it: the Done belongs where it is
    /// presented, which the message names.
    func testAViewAlsoPushedIsToldToGetItsWayOutWhereItIsPresented() {
        let source = app(site: "MovieDetail(movieID: movie.id)",
                         presenterExtra: "NavigationLink(\"Pushed\") { MovieDetail(movieID: 2) }")
        let messages = TestApp.diagnostics(source).filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("it is also pushed, where Back closes it, so add a Done where it is presented (App.swift:12)") ?? false,
                      messages.first ?? "")
    }
}
