import XCTest
@testable import ModalityLintCore

/// A view of the app built at several places of one screen is read once for all of them:
/// a value one site fixes for its properties (`action` left at its `nil` default) holds for
/// the view only where every site fixes it alike (`SiteFixedProperties`). A round button
/// that is a Close where it is handed `{ dismiss() }` and a bare menu label where it is
/// handed nothing must not lose its Close to the label.
final class SiteFixedValuesTests: XCTestCase {
    private func app(closeSite: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    Button("History") { showing = true }
                        .navigationTitle("Home")
                        .sheet(isPresented: $showing) { History() }
                }
            }
        }
        struct CircleButton: View {
            let icon: String
            let action: (() -> Void)?
            init(icon: String, action: (() -> Void)? = nil) {
                self.icon = icon
                self.action = action
            }
            var body: some View {
                if let action {
                    Button(action: action) { Image(systemName: icon) }
                } else {
                    Image(systemName: icon)
                }
            }
        }
        struct History: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    List { Text("Item") }
                        .navigationTitle("History")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { \(closeSite) }
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu(content: { Button("Reset") { } }, label: { CircleButton(icon: "ellipsis") })
                            }
                        }
                }
            }
        }
        """
    }

    private func dismissReports(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules(of: "modal-dismiss-button")
    }

    func testAValueOnlyOneSiteFixesDoesNotHideTheOtherSitesButton() {
        XCTAssertEqual(dismissReports(app(closeSite: #"CircleButton(icon: "chevron.down") { dismiss() }"#)), [])
    }

    /// Near miss: every site leaves `action` at `nil`, so no site draws the button: the
    /// sheet has no way out.
    func testAValueEverySiteFixesAlikeHolds() {
        XCTAssertEqual(dismissReports(app(closeSite: #"CircleButton(icon: "chevron.down")"#)), ["28 modal-dismiss-button"])
    }
}
