import XCTest
@testable import ModalityLintCore

/// A sheet driven by a `@State` of its presenter's own, whose content holds no `dismiss`, no
/// binding and no closure of the presenter's, cannot be closed by anything its buttons
/// reach, however far their calls go (ContentCapability; certainty.md, "Dismissal"): a
/// button that calls a protocol's method no type of the run implements, which the reading
/// cannot follow, is still known not to close it.
final class ContentCapabilityTests: XCTestCase {
    private struct Variant {
        /// What the detail view reads from its environment besides the store.
        var environment = ""
        /// How the presenter's code changes the flag outside the tap that shows it.
        var presenterChange = ""
        /// The UIKit code the run holds besides.
        var uikit = ""
        /// Whether the list also pushes the detail.
        var alsoPushed = false
    }

    private func app(_ variant: Variant) -> String {
        """
        import SwiftUI
        import UIKit

        @main
        struct Movies: App {
            var body: some Scene { WindowGroup { DiscoverView().environmentObject(Store()) } }
        }

        protocol Backend {
            func add(_ movie: Int)
        }

        final class Store: ObservableObject {
            @Published var wishlist: Set<Int> = []
            var backend: Backend?
        }

        struct DiscoverView: View {
            @State private var presentedMovie: Movie?
            @EnvironmentObject var store: Store
            var body: some View {
                NavigationStack {
                    List(Movie.all) { movie in
                        Text(movie.title).onTapGesture { presentedMovie = movie }
                        \(variant.alsoPushed ? "NavigationLink(\"Open\") { MovieDetail(movieId: movie.id) }" : "")
                    }
                    .navigationTitle("Discover")
                    .sheet(item: $presentedMovie, onDismiss: { presentedMovie = nil }) { movie in
                        NavigationStack { MovieDetail(movieId: movie.id) }
                    }
                    \(variant.presenterChange)
                }
            }
        }

        struct MovieDetail: View {
            let movieId: Int
            @EnvironmentObject var store: Store
            \(variant.environment)
            var body: some View {
                List {
                    WishlistButton(movieId: movieId, action: { store.backend?.add(movieId) })
                }
                .navigationTitle("Movie")
            }
        }

        struct WishlistButton: View {
            let movieId: Int
            let action: () -> Void
            var body: some View {
                Button("Wishlist") { action() }
            }
        }

        \(variant.uikit)
        """
    }

    private func dismissReports(_ variant: Variant) -> [Diagnostic] {
        TestApp.lint(app(variant)).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }
    }

    func testASheetNothingInItCanCloseHasNoWayOut() throws {
        let whyOpen = TestApp.lint(app(Variant())).uncertain.filter { $0.ruleID == "modal-dismiss-button" }
        XCTAssertTrue(whyOpen.isEmpty)
        let reports = dismissReports(Variant())
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(try XCTUnwrap(reports.first).message,
                       "'MovieDetail' is presented modally but offers no action that dismisses it: "
                           + "add a `ToolbarItem(placement: .confirmationAction)` with a Done button that calls `dismiss()`")
    }

    func testAlsoPushedItsWayOutBelongsWhereItIsPresented() throws {
        let reports = dismissReports(Variant(alsoPushed: true))
        XCTAssertEqual(reports.count, 1)
        let message = try XCTUnwrap(reports.first).message
        XCTAssertTrue(message.contains("it is also pushed, where a Done of its own would only go back: give the sheet its way out "
                                       + "where it is presented (App.swift:"), message)
    }

    /// Near misses: each gives something in the run a way to close it that the buttons'
    /// calls may reach, so whether they close it stays open and nothing is reported.
    func testADismissInTheContentKeepsItOpen() {
        XCTAssertTrue(dismissReports(Variant(environment: "@Environment(\\.dismiss) private var dismiss")).isEmpty)
    }

    func testAPresenterThatClosesItOnAnEventKeepsItOpen() {
        let change = ".onReceive(NotificationCenter.default.publisher(for: .init(\"signedOut\"))) { _ in presentedMovie = Movie.none }"
        XCTAssertTrue(dismissReports(Variant(presenterChange: change)).isEmpty)
    }

    func testUIKitDismissalAnywhereInTheRunKeepsItOpen() {
        let uikit = """
            enum TopController {
                static func close() { UIApplication.shared.windows.first?.rootViewController?.dismiss(animated: true) }
            }
            """
        XCTAssertTrue(dismissReports(Variant(uikit: uikit)).isEmpty)
    }
}
