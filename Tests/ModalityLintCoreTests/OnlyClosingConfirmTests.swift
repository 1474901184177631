import XCTest
@testable import ModalityLintCore

/// A sheet of toggles and pickers bound to the presenter's values, which apply as they
/// change, closed by a checkmark in the confirmation place whose code only dismisses (round
/// 37, a server monitor's filter sheet): the checkmark commits nothing, so it is the safe
/// way out, and a Cancel beside it would undo nothing. The near miss: a checkmark that also
/// saves commits, and the sheet needs a way out that does not.
final class OnlyClosingConfirmTests: XCTestCase {
    private func app(confirm: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
        final class Store: ObservableObject { func save() {} }
        struct Home: View {
            @State private var showingFilters = false
            @State private var descending = false
            var body: some View {
                NavigationStack {
                    Button("Filters") { showingFilters = true }
                        .navigationTitle("Systems")
                        .sheet(isPresented: $showingFilters) { FiltersView(descending: $descending) }
                }
            }
        }
        struct FiltersView: View {
            @Binding var descending: Bool
            @Environment(\\.dismiss) private var dismiss
            @StateObject private var store = Store()
            var body: some View {
                NavigationStack {
                    Form { Toggle("Descending", isOn: $descending) }
                        .navigationTitle("Filters")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button(action: { \(confirm) }) { Image(systemName: "checkmark") }
                            }
                        }
                }
            }
        }
        """
    }

    private func safeExits(_ source: String) -> Int {
        TestApp.diagnostics(source).filter { $0.ruleID == "safe-exit" }.count
    }

    func testAConfirmationThatOnlyClosesIsTheSafeWayOut() {
        XCTAssertEqual(safeExits(app(confirm: "dismiss()")), 0)
    }

    func testAConfirmationThatAlsoSavesCommits() {
        XCTAssertEqual(safeExits(app(confirm: "store.save(); dismiss()")), 1)
    }
}
