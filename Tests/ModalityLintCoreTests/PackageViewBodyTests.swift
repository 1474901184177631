import XCTest
@testable import ModalityLintCore

/// A sheet whose body is a view of a package the app imports (`ContactCardView(...)` of a
/// framework outside the run, kMail, blind audit round 6) shows buttons and a title the
/// reading cannot see: whether it has a way out is open, not "none". Near miss: a body of
/// the system's own views, which bring no close button, is read to the end.
final class PackageViewBodyTests: XCTestCase {
    private func source(body: String) -> String {
        """
        import SwiftUI
        import ContactCard
        struct AccountsScreen: View {
            @State private var showingCard = false
            var body: some View {
                NavigationStack {
                    Button("Show card") { showingCard = true }.navigationTitle("Accounts")
                }
                .sheet(isPresented: $showingCard) { CardScreen() }
            }
        }
        struct CardScreen: View {
            var body: some View {
                \(body)
            }
        }
        @main struct MailApp: App { var body: some Scene { WindowGroup { AccountsScreen() } } }
        """
    }

    private func dismissButtonFindings(_ result: AppLintResult) -> (reported: [Diagnostic], uncertain: [Diagnostic]) {
        (result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }, result.uncertain.filter { $0.ruleID == "modal-dismiss-button" })
    }

    func testAPackagesViewAsTheBodyLeavesTheWayOutOpen() {
        let found = dismissButtonFindings(TestApp.lint(source(body: #"ContactCardView(userProfile: user, rootPath: "/")"#)))
        XCTAssertEqual(found.reported.map(\.message), [])
        XCTAssertEqual(found.uncertain.count, 1)
        XCTAssertTrue(found.uncertain.first?.message.contains("ContactCardView") ?? false, found.uncertain.first?.message ?? "")
    }

    func testTheSystemsOwnViewsAreReadToTheEnd() {
        let found = dismissButtonFindings(TestApp.lint(source(body: #"VStack(spacing: 8) { Text("Card") }"#)))
        XCTAssertEqual(found.reported.count, 1)
    }
}
