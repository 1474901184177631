import XCTest
@testable import ModalityLintCore

/// A sheet driven by an object's flag that no code sets true (blind round 39, a hiking app:
/// `.sheet(isPresented: $sheets.showInfo)` over a coordinator whose `showInfo` is only
/// declared `false` and reset to `false`; the screen is really reached pushed elsewhere) is
/// never shown, so its missing close button is not reported there. Near miss: a button that
/// sets the flag true opens it, and the sheet with no way out is reported.
final class ObjectFlagNeverSetTests: XCTestCase {
    private func app(infoButton: String) -> [(String, String)] {
        [("App/Sheets.swift", """
            import SwiftUI
            @Observable
            final class SheetCoordinator {
                var showMore = false
                var showInfo = false
                func dismissAll() {
                    showMore = false
                    showInfo = false
                }
            }

            """),
         ("App/ContentView.swift", """
            import SwiftUI
            @main
            struct TrailApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                @State private var sheets = SheetCoordinator()
                var body: some View {
                    VStack {
                        Button("More") { sheets.showMore = true }
                        \(infoButton)
                    }
                    .sheet(isPresented: $sheets.showMore) { MoreSheet() }
                    .sheet(isPresented: $sheets.showInfo) { InfoSheet() }
                }
            }
            struct MoreSheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        NavigationLink("About") { InfoSheet() }
                            .navigationTitle("More")
                            .toolbar { Button("Done") { dismiss() } }
                    }
                }
            }
            struct InfoSheet: View {
                var body: some View {
                    Text("About this app").navigationTitle("About")
                }
            }

            """)]
    }

    func testASheetWhoseObjectFlagNothingSetsTrueIsNeverShown() {
        let result = TestApp.lint(app(infoButton: ""))
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-dismiss-button" }, "\(result.diagnostics.map(\.message))")
    }

    func testNearMissAButtonThatSetsTheFlagShowsTheSheet() {
        let result = TestApp.lint(app(infoButton: "Button(\"Info\") { sheets.showInfo = true }"))
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.count, 1, "\(result.diagnostics.map(\.message))")
    }

    func testNearMissAFlagSetFromAValueOrByAToggleMayBeTrue() {
        for setter in ["Button(\"Info\") { sheets.showInfo = !sheets.showMore }", "Button(\"Info\") { sheets.showInfo.toggle() }",
                       "Toggle(\"Info\", isOn: $sheets.showInfo)"] {
            let result = TestApp.lint(app(infoButton: setter))
            XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.count, 1, setter)
        }
    }
}
