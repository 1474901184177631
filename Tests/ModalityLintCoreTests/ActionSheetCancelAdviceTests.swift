import XCTest
@testable import ModalityLintCore

/// An action sheet's missing Cancel is fixed in the API that built it: iOS 13's
/// `ActionSheet(title:buttons:)` takes `ActionSheet.Button` values (`.cancel(Text("Close"))`),
/// not `Button(role: .cancel)`. A Close drawn destructive is the way
/// out in the wrong style, and a destructive Cancel beside one other choice names that choice
/// as the one to make the cancel action. Near misses: the same choices as a dialog, which
/// SwiftUI gives a Cancel of its own, and a destructive Cancel beside two choices.
final class ActionSheetCancelAdviceTests: XCTestCase {
    private func sheet(legacy: Bool) -> String {
        let shown = legacy
            ? """
                .actionSheet(isPresented: $showingOptions) {
                    ActionSheet(title: Text("Options"), buttons: [
                        .default(Text("Export")) { export() },
                        .destructive(Text("Close")),
                    ])
                }
            """
            : """
                .confirmationDialog("Options", isPresented: $showingOptions) {
                    Button("Export") { export() }
                    Button("Close", role: .destructive) {}
                }
            """
        return """
        import SwiftUI

        struct TimelineHeader: View {
            @State private var showingOptions = false
            var body: some View {
                Button("Options") { showingOptions = true }
            \(shown)
            }
            func export() {}
        }

        """
    }

    private func messages(_ source: String) -> [String] {
        TestApp.diagnostics(source).filter { $0.ruleID == "action-sheet-cancel" }.map(\.message)
    }

    func testALegacyActionSheetIsToldToMakeItsCloseACancelButton() throws {
        let message = try XCTUnwrap(messages(sheet(legacy: true)).first)
        XCTAssertTrue(message.contains("'Close' action that is styled destructive"), message)
        XCTAssertTrue(message.contains("`.cancel(Text(\"Close\"))` instead of `.destructive(...)`"), message)
    }

    func testTheSameChoicesAsADialogGetTheSystemsCancel() {
        // `.confirmationDialog` adds a Cancel of its own where none has the role.
        XCTAssertEqual(messages(sheet(legacy: false)), [])
    }

    private func subscription(choices: [String]) -> String {
        let actions = choices.map { "sheet.addAction(UIAlertAction(title: \"\($0)\", style: .default, handler: nil))" }
            .joined(separator: "\n        ")
        return """
        import UIKit

        final class DonationViewController: UIViewController {
            @objc func cancelMonthly() {
                let sheet = UIAlertController(title: "Monthly donation", message: nil, preferredStyle: .actionSheet)
                \(actions)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .destructive, handler: { _ in self.endSubscription() }))
                present(sheet, animated: true)
            }
            func endSubscription() {}
        }

        """
    }

    func testADestructiveCancelBesideOneChoiceNamesThatChoice() throws {
        let message = try XCTUnwrap(messages(subscription(choices: ["Continue"])).first)
        XCTAssertTrue(message.contains("give 'Continue', if it keeps things as they are, the `.cancel` style"), message)
    }

    func testADestructiveCancelBesideTwoChoicesNamesNone() throws {
        let message = try XCTUnwrap(messages(subscription(choices: ["Continue", "Pause"])).first)
        XCTAssertTrue(message.contains("give the action that keeps things as they are the `.cancel` style"), message)
    }
}
