import XCTest
@testable import ModalityLintCore

/// A presenter adds the way out of what it presents through a view type of its own that
/// draws a button with the closure the site hands it (`.toolbar { CloseItem { shown =
/// false } }`): the button runs that closure, read in the presenter's code, where the
/// flag it clears is the one that presents the sheet.
final class PresenterHelperButtonTests: XCTestCase {
    /// A helper that picks its button by an argument, each running the closure handed in.
    private static let helper = """
        import SwiftUI

        struct BarCloser: ToolbarContent {
            enum Kind {
                case finish, abandon
                var placement: ToolbarItemPlacement { self == .finish ? .confirmationAction : .cancellationAction }
            }
            let kind: Kind
            let action: () -> Void

            var body: some ToolbarContent {
                ToolbarItem(placement: kind.placement) {
                    switch kind {
                    case .finish: Button("Finish", action: action)
                    case .abandon: Button("Abandon", role: .cancel, action: action)
                    }
                }
            }
        }

        struct TotalsView: View {
            var body: some View {
                List { Text("Totals") }
                    .navigationTitle("Totals")
            }
        }

        """

    private static func library(handing closure: String) -> String {
        helper + """
            struct LibraryView: View {
                @State private var showingTotals = false
                @State private var refreshes = 0

                var body: some View {
                    NavigationStack {
                        List {
                            Button("Totals") { showingTotals = true }
                        }
                        .navigationTitle("Library")
                        .sheet(isPresented: $showingTotals) {
                            NavigationStack {
                                TotalsView()
                                    .toolbar {
                                        BarCloser(kind: .finish) {
                                            \(closure)
                                        }
                                    }
                            }
                        }
                    }
                }
            }
            """
    }

    func testHelperButtonThatClearsThePresentingFlagIsTheWayOut() {
        let lines = TestApp.diagnostics(Self.library(handing: "showingTotals = false")).linesAndRules(of: "modal-dismiss-button")
        XCTAssertEqual(lines, [])
    }

    func testHelperButtonWhoseClosureClosesNothingIsNoWayOut() {
        let lines = TestApp.diagnostics(Self.library(handing: "refreshes += 1")).linesAndRules(of: "modal-dismiss-button")
        XCTAssertEqual(lines, ["21 modal-dismiss-button"])
    }
}
