import ModalityLintCore
import XCTest

/// Buttons whose words name a way out but whose place or action says they move within the
/// screen: a Done on the keyboard's bar ends typing, and a Back that changes only the view's
/// own state returns to an earlier step. Neither is judged as a way out that forgot to close.
final class ControlsThatAreNotWaysOutTests: XCTestCase {
    private func lint(_ text: String) -> [Diagnostic] {
        Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: text)]).diagnostics
    }

    private func sheet(_ content: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
        struct HomeView: View {
            @State private var showing = false
            var body: some View {
                Button("Report") { showing = true }
                    .sheet(isPresented: $showing) { ReportSheet() }
            }
        }
        \(content)
        """
    }

    /// A number pad has no return key: the bar above it holds a Done that hides it.
    func testADoneOnTheKeyboardBarEndsTyping() {
        let form = """
            struct ReportSheet: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var phone = ""
                @FocusState private var focused: Bool
                var body: some View {
                    NavigationStack {
                        TextField("Phone", text: $phone)
                            .focused($focused)
                            .toolbar {
                                ToolbarItemGroup(placement: .keyboard) {
                                    Button("Done") { focused = false }
                                }
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                                ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
                            }
                            .navigationTitle("Report")
                    }
                }
            }
            """
        XCTAssertEqual(lint(sheet(form)).filter { $0.ruleID == "done-button-misuse" }.map(\.message), [])
        // The near miss: the same Done in the navigation bar leaves people in the sheet.
        let inBar = form.replacingOccurrences(of: "placement: .keyboard", with: "placement: .primaryAction")
        XCTAssertEqual(lint(sheet(inBar)).filter { $0.ruleID == "done-button-misuse" }.count, 1)
    }

    /// A detail sheet whose only bar button toggles the flag of an action sheet: the flag
    /// only opens the menu (its buttons are the menu's own), so the sheet has no way out.
    func testAButtonThatTogglesAnActionSheetsFlagOnlyOpensIt() {
        let detail = """
            struct ReportSheet: View {
                @State private var adding = false
                var body: some View {
                    NavigationStack {
                        List { Text("Details") }
                            .navigationTitle("Movie")
                            .toolbar { Button { adding.toggle() } label: { Image(systemName: "text.badge.plus") } }
                            .actionSheet(isPresented: $adding) { ActionSheet(title: Text("Add to list"), buttons: [.cancel()]) }
                    }
                }
            }
            """
        XCTAssertEqual(lint(sheet(detail)).filter { $0.ruleID == "modal-dismiss-button" }.count, 1)
        // The near miss: the flag drives a sheet whose content the view's own code may
        // build, with a button that clears it: whether the toggle closes something stays open.
        let sheetFlag = detail.replacingOccurrences(of: ".actionSheet(isPresented: $adding) { ActionSheet(title: Text(\"Add to list\"), buttons: [.cancel()]) }",
                                                    with: ".sheet(isPresented: $adding) { Text(\"Lists\") }")
        XCTAssertNotEqual(sheetFlag, detail)
        XCTAssertEqual(lint(sheet(sheetFlag)).filter { $0.ruleID == "modal-dismiss-button" }.count, 0)
    }

    /// A two-step report sheet: pick a reason, then describe it; Back returns to the reasons.
    func testABackThatChangesTheViewsOwnStateIsAStepNotAWayOut() {
        let steps = """
            struct ReportSheet: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var reason: String?
                var body: some View {
                    VStack {
                        HStack {
                            if reason != nil { Button("Back") { reason = nil } }
                            Spacer()
                            if reason != nil { Button("Submit") { dismiss() } }
                        }
                        Text("Report").font(.largeTitle)
                        Button("Spam") { reason = "spam" }
                    }
                }
            }
            """
        let messages = lint(sheet(steps)).filter { $0.ruleID == "safe-exit" }.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        // The way out it lacks is a Cancel: Back is not a Cancel that forgot to close.
        XCTAssertFalse(messages.first?.contains("'Back'") ?? true, "\(messages)")
        XCTAssertTrue(messages.first?.contains("add a Cancel button") ?? false, "\(messages)")
        // The near miss: a Back that changes nothing of the view's is a way out that forgot
        // to close, and is named as such.
        let forgetful = steps.replacingOccurrences(of: "Button(\"Back\") { reason = nil }", with: "Button(\"Back\") { }")
        let named = lint(sheet(forgetful)).filter { $0.ruleID == "safe-exit" }.map(\.message)
        XCTAssertTrue(named.contains { $0.contains("'Back'") }, "\(named)")
    }
}
