import XCTest
@testable import ModalityLintCore

/// `.sheet(isPresented: .constant(true))` can never close: it stays on screen as long as the
/// view does, a panel (a drawer over a map, blockchain's dashboard, blind audit round 5),
/// not a task people enter and leave, so no way out is asked of it. Near miss: the same
/// content under a flag the view sets is a sheet with no way out.
final class PermanentSheetTests: XCTestCase {
    private func source(binding: String) -> String {
        """
        import SwiftUI
        struct MapScreen: View {
            @State private var showing = true
            var body: some View {
                NavigationStack {
                    Text("Map").navigationTitle("Map")
                }
                .sheet(isPresented: \(binding)) {
                    Dashboard().presentationDetents([.fraction(0.2), .large]).interactiveDismissDisabled()
                }
            }
        }
        struct Dashboard: View {
            var body: some View { List { Text("Balance") } }
        }
        @main struct MapApp: App { var body: some Scene { WindowGroup { MapScreen() } } }
        """
    }

    private func aboutTheDashboard(_ result: AppLintResult) -> [Diagnostic] {
        (result.diagnostics + result.uncertain).filter { $0.message.contains("'Dashboard'") }
    }

    func testASheetThatCanNeverCloseIsAPanelOfTheView() {
        XCTAssertEqual(aboutTheDashboard(TestApp.lint(source(binding: ".constant(true)"))).map(\.message), [])
    }

    func testTheSameSheetUnderAFlagIsOne() {
        XCTAssertTrue(aboutTheDashboard(TestApp.lint(source(binding: "$showing"))).contains { $0.ruleID == "modal-dismiss-button" })
    }
}
