import XCTest
@testable import ModalityLintCore

/// An untitled alert's advice reads its message. A message of a title's few words ("Delete
/// this reminder?") is the title in the wrong place: move it, rather than ask the question
/// twice. Near miss: a longer message that asks, with a destructive choice, still wants a
/// title that asks its question.
final class AlertMessageAsTitleTests: XCTestCase {
    private func app(message: String, choice: String, style: String) -> String {
        """
        import UIKit

        final class RemindersViewController: UIViewController {
            @objc func confirm() {
                let alert = UIAlertController(title: nil, message: "\(message)", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "\(choice)", style: .\(style), handler: { _ in self.act() }))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                present(alert, animated: true)
            }
            func act() {}
        }

        """
    }

    private func message(_ source: String) throws -> String {
        try XCTUnwrap(TestApp.diagnostics([("App/Reminders.swift", source)]).first { $0.ruleID == "modal-title" }?.message)
    }

    func testAShortQuestionInTheMessageIsMovedToTheTitle() throws {
        let said = try message(app(message: "Delete this reminder?", choice: "Delete", style: "destructive"))
        XCTAssertTrue(said.contains("its message is a title's few words: pass these words as `UIAlertController(title:...)` and `message: nil`"), said)
    }

    func testALongQuestionWithADestructiveChoiceAsksIt() throws {
        let said = try message(app(message: "Are you sure you want to delete every reminder you have made this year? This cannot be undone.",
                                   choice: "Delete All", style: "destructive"))
        XCTAssertTrue(said.contains("a title that asks its question in a few words"), said)
    }
}
