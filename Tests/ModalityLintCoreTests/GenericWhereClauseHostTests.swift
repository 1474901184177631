import XCTest
@testable import ModalityLintCore

/// `struct PartialSheet<T>: View where T: View` hosts the view it is handed, as
/// `PartialSheet<Content: View>` does: the buttons of a sheet shown through it are the
/// handed content's, which each presenter gives (code-payments' PartialSheet was reported
/// as having no way out, blind audit round 6). Near miss: a parameter constrained to
/// something else is no view the wrapper shows.
final class GenericWhereClauseHostTests: XCTestCase {
    private func source(constraint: String) -> String {
        """
        import SwiftUI
        struct WalletScreen: View {
            @State private var adding = false
            var body: some View {
                NavigationStack {
                    Button("Add money") { adding = true }.navigationTitle("Wallet")
                }
                .sheet(isPresented: $adding) { PartialSheet(value: 1) }
            }
        }
        struct PartialSheet<T>: View where T: \(constraint) {
            let value: T
            var body: some View {
                VStack { Text("Sheet") }.presentationDetents([.medium])
            }
        }
        @main struct WalletApp: App { var body: some Scene { WindowGroup { WalletScreen() } } }
        """
    }

    private func reportedWithoutAWayOut(_ constraint: String) -> [String] {
        TestApp.lint(source(constraint: constraint)).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
    }

    func testAParameterConstrainedToViewInTheWhereClauseMakesAHost() {
        XCTAssertEqual(reportedWithoutAWayOut("View"), [])
    }

    func testAParameterConstrainedToAnythingElseDoesNot() {
        XCTAssertEqual(reportedWithoutAWayOut("Hashable").count, 1)
    }
}
