import XCTest
@testable import ModalityLintCore

/// A way out that only a Mac build compiles is no way out on iPhone and iPad: a branch
/// whose condition is false on iOS (`#if targetEnvironment(macCatalyst)`, `#if os(macOS)`)
/// is not iOS code, nor is a method only that branch names (certainty.md, part 2,
/// "Conditions").
final class OffiOSWayOutTests: XCTestCase {
    private func infoScreen(closeButton condition: String?, closeMentionedElsewhere: Bool = false) -> String {
        let button = "navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))"
        let made = condition.map { "#if \($0)\n        \(button)\n        #endif" } ?? button
        return """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Info", style: .plain, target: self, action: #selector(showInfo))
                }

                @objc func showInfo() {
                    present(UINavigationController(rootViewController: InfoViewController()), animated: true)
                }
            }

            final class InfoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Info"
                    \(made)
                }

                @objc func close() {
                    dismiss(animated: true)
                }
            \(closeMentionedElsewhere ? "    override func accessibilityPerformEscape() -> Bool { close(); return true }\n" : "")}

            """
    }

    private func lint(_ code: String) -> AppLintResult {
        TestApp.lint(code)
    }

    private func reportsNoWayOut(_ code: String) -> Bool {
        lint(code).diagnostics.contains { $0.ruleID == "modal-dismiss-button" && $0.message.contains("InfoViewController") }
    }

    func testACloseButtonOnlyTheMacBuildMakesLeavesNoWayOut() {
        XCTAssertTrue(reportsNoWayOut(infoScreen(closeButton: "targetEnvironment(macCatalyst)")))
        XCTAssertTrue(reportsNoWayOut(infoScreen(closeButton: "os(macOS) || targetEnvironment(macCatalyst)")))
        // Nor is its method a hidden way out: only the Mac's button calls it.
        XCTAssertTrue(lint(infoScreen(closeButton: "targetEnvironment(macCatalyst)")).uncertain.isEmpty)
    }

    func testACloseButtonIOSCompilesIsAWayOut() {
        // The near misses: iOS builds the branch, or both branches may be built.
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: nil)))
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: "os(iOS)")))
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: "!targetEnvironment(macCatalyst)")))
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: "BETA")), "a flag the tool cannot decide keeps its branch")
    }

    func testADebugOnlyCloseButtonDoesNotShip() {
        XCTAssertTrue(reportsNoWayOut(infoScreen(closeButton: "DEBUG")))
    }

    func testAMethodIOSCodeAlsoCallsMayStillClose() {
        // iOS code calls the method too (the escape gesture): the reading stays open.
        let code = infoScreen(closeButton: "targetEnvironment(macCatalyst)", closeMentionedElsewhere: true)
        XCTAssertFalse(reportsNoWayOut(code))
    }
}
