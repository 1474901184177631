import XCTest
@testable import ModalityLintCore

/// An `xmark` button that closes is a close, whatever toolbar slot it sits in: a read-only
/// sheet whose presenter puts an X in the `.confirmationAction` place is no task to
/// complete, so `safe-exit` does not ask for a Cancel beside it (Meshtastic's noise-floor
/// help, blind round 20). Near miss: a Save in that place, with no Cancel, is a task with
/// no safe way out.
final class CloseSymbolRoleTests: XCTestCase {
    private func app(button: String) -> String {
        """
        import SwiftUI

        @main
        struct Radio: App {
            var body: some Scene { WindowGroup { StatsView() } }
        }

        struct StatsView: View {
            @State private var showsInfo = false
            var body: some View {
                NavigationStack {
                    Button("About the noise floor") { showsInfo = true }
                        .navigationTitle("Stats")
                        .sheet(isPresented: $showsInfo) {
                            NavigationStack {
                                InfoView()
                                    .navigationTitle("Noise Floor")
                                    .toolbar {
                                        ToolbarItem(placement: .confirmationAction) {
                                            \(button)
                                        }
                                    }
                            }
                        }
                }
            }
        }

        struct InfoView: View {
            var body: some View {
                List {
                    Text("Lower values usually mean a quieter receiver.")
                }
            }
        }

        """
    }

    private func safeExit(_ source: String) -> [String] {
        TestApp.lint(source).diagnostics.filter { $0.ruleID == "safe-exit" }.map(\.message)
    }

    func testAnXmarkInTheConfirmationPlaceIsAClose() {
        XCTAssertEqual(safeExit(app(button: "Button { showsInfo = false } label: { Image(systemName: \"xmark\") }")), [])
    }

    func testASaveInTheConfirmationPlaceWithNoCancelHasNoSafeWayOut() {
        XCTAssertEqual(safeExit(app(button: "Button(\"Save\") { showsInfo = false }")).count, 1)
    }
}
