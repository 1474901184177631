import XCTest
@testable import ModalityLintCore

/// A button built by a static factory of the app's own button view (round 37, a habit
/// tracker's `HabittoButton.largeFillPrimary(text:) { onDismiss() }`): the factory is no
/// modifier, and the closure it is handed runs the presenter's `onDismiss`, so the
/// confirmation screen has a way out. The near miss: a closure that closes nothing leaves it
/// with none.
final class ViewFactoryControlTests: XCTestCase {
    private func app(doneAction: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            @State private var showingDone = false
            var body: some View {
                NavigationStack {
                    Button("Delete All") { showingDone = true }
                        .navigationTitle("Home")
                        .sheet(isPresented: $showingDone) { DeletedView(onDismiss: { showingDone = false }) }
                }
            }
        }
        struct BigButton: View {
            let text: String
            let action: () -> Void
            var body: some View { Button(text, action: action) }
            static func largeFill(text: String, action: @escaping () -> Void) -> BigButton {
                BigButton(text: text, action: action)
            }
        }
        struct DeletedView: View {
            let onDismiss: () -> Void
            var body: some View {
                NavigationView {
                    VStack {
                        Text("Data Deleted")
                        BigButton.largeFill(
                            text: "Done")
                        {
                            \(doneAction)
                        }
                    }
                    .navigationTitle("Deleted")
                }
            }
        }
        """
    }

    private func dismissReports(_ source: String) -> Int {
        TestApp.diagnostics(source).filter { $0.ruleID == "modal-dismiss-button" }.count
    }

    func testAFactoryButtonHandedTheClosingClosureIsAWayOut() {
        XCTAssertEqual(dismissReports(app(doneAction: "onDismiss()")), 0)
    }

    func testAFactoryButtonThatClosesNothingIsNoWayOut() {
        XCTAssertEqual(dismissReports(app(doneAction: "print(\"done\")")), 1)
    }
}
