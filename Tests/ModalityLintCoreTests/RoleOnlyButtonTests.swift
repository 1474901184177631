import XCTest
@testable import ModalityLintCore

/// SwiftUI's `Button(role: .confirm) { ... }` and `Button(role: .close) { ... }` (iOS 26) have
/// no label of the app's: the system draws a checkmark or an xmark and names them Done and
/// Close. A filter sheet that applies as people change it and closes with that Done commits
/// nothing, so `safe-exit` asks for no Cancel beside it. Near miss: a labelled Save does.
final class RoleOnlyButtonTests: XCTestCase {
    private func safeExits(confirm: String) -> [String] {
        let source = """
            import SwiftUI
            struct ListView: View {
                @State private var showFilter = false
                @State private var status = 0
                var body: some View {
                    NavigationStack {
                        Button("Filter") { showFilter = true }
                            .navigationTitle("Items")
                    }
                    .sheet(isPresented: $showFilter) {
                        NavigationStack {
                            FilterView(status: $status)
                                .navigationTitle("Filter")
                                .toolbar {
                                    ToolbarItem(placement: .confirmationAction) {
                                        \(confirm)
                                    }
                                }
                        }
                    }
                }
            }
            struct FilterView: View {
                @Binding var status: Int
                var body: some View {
                    Form { Picker("Status", selection: $status) { Text("All").tag(0); Text("Done").tag(1) } }
                }
            }
            """
        return TestApp.diagnostics(source).filter { $0.ruleID == "safe-exit" }.map(\.message)
    }

    func testTheSystemsDoneCommitsNothing() {
        XCTAssertEqual(safeExits(confirm: "Button(role: .confirm) { showFilter = false }"), [])
    }

    func testASaveStillDoes() {
        XCTAssertEqual(safeExits(confirm: "Button(\"Save\", role: .confirm) { showFilter = false }").count, 1)
    }
}
