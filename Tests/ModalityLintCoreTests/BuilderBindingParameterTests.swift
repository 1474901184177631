import XCTest
@testable import ModalityLintCore

/// A presentation's content built by a method of the presenter that is handed the
/// presentation's own flag (`.sheet(isPresented: $showingAliases) { aliasList(isPresented:
/// $showingAliases) }`): a button there that sets the parameter (`isPresented.wrappedValue =
/// false`) clears that flag, so it closes the sheet. Near miss: the call hands the method
/// another flag of the view, so the button closes nothing and the sheet has no way out.
final class BuilderBindingParameterTests: XCTestCase {
    private func source(handing flag: String) -> String {
        """
        import SwiftUI
        struct RootView: View {
            @State private var showingAliases = false
            @State private var highlighted = false
            var body: some View {
                NavigationStack {
                    Button("Aliases") { showingAliases = true }
                        .navigationTitle("Profile")
                }
                .sheet(isPresented: $showingAliases) {
                    aliasList(count: 3, isPresented: $\(flag))
                }
            }
            private func aliasList(count: Int, isPresented: Binding<Bool>) -> some View {
                NavigationStack {
                    AliasListView()
                        .navigationTitle("\\(count) Aliases")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Close") { isPresented.wrappedValue = false }
                            }
                        }
                }
            }
        }
        struct AliasListView: View {
            var body: some View { List { Text("alias") } }
        }
        """
    }

    private func noWayOut(_ result: AppLintResult) -> [String] {
        (result.diagnostics + result.uncertain).filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
    }

    func testTheParameterHandedThePresentationsFlagClosesIt() {
        XCTAssertEqual(noWayOut(TestApp.lint(source(handing: "showingAliases"))), [])
    }

    func testAParameterHandedAnotherFlagClosesNothing() {
        let result = TestApp.lint(source(handing: "highlighted"))
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.count, 1, noWayOut(result).joined(separator: "\n"))
    }
}
