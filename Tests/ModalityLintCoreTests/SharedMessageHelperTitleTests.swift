import XCTest
@testable import ModalityLintCore

/// An untitled alert built by the app's helper from the message each call hands it (ruuvi's
/// `presentAlert(with:)`, shared by four permission notices) is one diagnostic at the
/// helper, whose fix is a title parameter each call fills: one title written in the helper
/// would fit none of them (round 25 critique). Near miss: a helper only one call uses is
/// told to give its alert a title, as any alert is.
final class SharedMessageHelperTitleTests: XCTestCase {
    private func advice(calls: Int) -> [String] {
        let calling = (0..<calls).map { "    func notice\($0)() { presentAlert(with: \"Turn on access \($0) in Settings to go on.\") }" }
        let source = """
            final class PermissionPresenter: UIViewController {
            \(calling.joined(separator: "\n"))
                private func presentAlert(with message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Settings", style: .default) { _ in self.openSettings() })
                    present(alert, animated: true)
                }
                func openSettings() {}
            }
            """
        return Linter().lint(app: [SourceFile(path: "Permission.swift", text: source)]).diagnostics
            .filter { $0.ruleID == "modal-title" }.map(\.message)
    }

    func testASharedHelperIsToldToTakeATitle() {
        let messages = advice(calls: 4)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("give `presentAlert(with:)` a `title` parameter beside its message") == true, "\(messages)")
    }

    func testAHelperOneCallUsesIsToldToTitleItsAlert() {
        let messages = advice(calls: 1)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("give `UIAlertController(title:...)` a title") == true, "\(messages)")
    }
}
