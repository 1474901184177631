import XCTest
@testable import ModalityLintCore

/// A view of the app's that it calls a header (`SheetHeader`, `NavigationHeader`, `TitleBar`)
/// handed the words of the title (`title:`) heads the sheet it is in, as a `Text` in a title
/// font does: the sheet has its title. Near miss: a list's `SectionHeader(title:)` heads a
/// section, not the screen, and the sheet with only that is still reported.
final class HeaderViewTitleTests: XCTestCase {
    private func titleFindings(header: String) -> [String] {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var show = false
                var body: some View {
                    NavigationStack { Button("Gift") { show = true }.navigationTitle("Wallet") }
                        .sheet(isPresented: $show) { GiftSheet() }
                }
            }
            struct \(header): View {
                let title: String
                // A section header's size: bold words of 17 points or more head a view as the
                // headline does, whatever the view is called.
                var body: some View { Text(title).font(.system(size: 13, weight: .semibold)) }
            }
            struct GiftSheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        VStack {
                            \(header)(title: "Claiming Gift")
                            Text("Please wait")
                        }
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                    }
                }
            }
            """
        return TestApp.diagnostics(source).filter { $0.ruleID == "modal-title" }.map { String($0.message.prefix { $0 != " " }) }
    }

    func testAHeaderViewHandedTheTitleHeadsTheSheet() {
        XCTAssertEqual(titleFindings(header: "SheetHeader"), [])
    }

    func testASectionHeaderDoesNot() {
        XCTAssertEqual(titleFindings(header: "SectionHeader"), ["'GiftSheet'"])
    }
}
