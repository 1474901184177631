import XCTest
@testable import ModalityLintCore

/// A view that one screen presents as a sheet's root and the app's own navigation pushes
/// elsewhere: where it is a sheet, its `dismiss()` closes the sheet, and the sheet is the
/// one modal it is part of, so an Add that dismisses completes and closes it (no Cancel:
/// safe-exit). Also pushed inside another sheet, where the same `dismiss()` goes back,
/// which one the Add does is not said: but either way nothing on the sheet leaves without
/// adding (home-assistant's `AssistPromptMagicItemView`, an audited miss), so safe-exit is
/// reported there too (CommitWhicheverWayTests); and not where a Cancel stands beside it.
final class PushedAndPresentedTests: XCTestCase {
    private func app(pushedInsideASheet: Bool) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            @State private var adding = false
            @State private var browsing = false
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Edit prompt") { PromptEditor() }
                        Button("Browse") { browsing = true }
                    }
                    .navigationTitle("Home")
                    .toolbar { Button("Add") { adding = true } }
                    .sheet(isPresented: $adding) { NavigationStack { PromptEditor() } }
                    .sheet(isPresented: $browsing) { Browser() }
                }
            }
        }
        struct Browser: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    List { \(pushedInsideASheet ? "NavigationLink(\"Prompt\") { PromptEditor() }" : "Text(\"Nothing\")") }
                        .navigationTitle("Browse")
                        .toolbar { Button("Done") { dismiss() } }
                }
            }
        }
        struct PromptEditor: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var prompt = "Turn on the lights"
            var body: some View {
                Form { Text(prompt) }
                    .navigationTitle("Prompt")
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Add") { dismiss() } } }
            }
        }
        """
    }

    func testASheetRootPushedOnlyOutsideEveryModalClosesWithItsDismiss() {
        func safeExit(_ source: String) -> [String] { TestApp.diagnostics(source).linesAndRules(of: "safe-exit") }
        XCTAssertEqual(safeExit(app(pushedInsideASheet: false)), ["29 safe-exit"])
        XCTAssertEqual(safeExit(app(pushedInsideASheet: true)), ["29 safe-exit"])
        let withCancel = app(pushedInsideASheet: true).replacingOccurrences(
            of: "ToolbarItem(placement: .confirmationAction) { Button(\"Add\") { dismiss() } }",
            with: "ToolbarItem(placement: .confirmationAction) { Button(\"Add\") { dismiss() } }; ToolbarItem(placement: .cancellationAction) { Button(\"Cancel\") { dismiss() } }")
        XCTAssertNotEqual(withCancel, app(pushedInsideASheet: true))
        XCTAssertEqual(safeExit(withCancel), [])
    }
}
