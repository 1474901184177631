import XCTest
@testable import ModalityLintCore

/// A helper whose calls hand it no title in more than ten places (FullyNoded's 145
/// `showAlert(vc: self, title: "", message: ...)`, blind audit round 28) shows untitled
/// alerts as the app's way: one diagnostic at the helper's alert, naming the count, with every
/// call as a related place. Near miss: ten such calls are each reported, at the call.
final class ManyUntitledCallsTests: XCTestCase {
    private func app(calls: Int) -> String {
        let failures = (0..<calls).map { number in
            "    @objc func fail\(number)() { showAlert(vc: self, title: \"\", message: \"Step \(number) failed: check the node's address and try again.\") }"
        }.joined(separator: "\n")
        return """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: NodeViewController())
                }
            }
            public func showAlert(vc: UIViewController?, title: String, message: String) {
                guard let vc else { return }
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                vc.present(alert, animated: true, completion: nil)
            }
            class NodeViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Node" }
            \(failures)
                @objc func saved() { showAlert(vc: self, title: "Saved", message: "The node is saved.") }
            }
            """
    }

    func testElevenUntitledCallsAreOneDiagnosticAtTheHelper() throws {
        let found = TestApp.diagnostics(app(calls: 11)).filter { $0.ruleID == "modal-title" }
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(diagnostic.start.line, 10, "at the helper's alert")
        XCTAssertTrue(diagnostic.message.contains("11 of its calls hand it none"), diagnostic.message)
        XCTAssertEqual(diagnostic.evidence.filter { $0.fact == "call" }.count, 11)
    }

    func testTenUntitledCallsAreEachReportedAtTheCall() {
        let found = TestApp.diagnostics(app(calls: 10)).filter { $0.ruleID == "modal-title" }
        XCTAssertEqual(found.count, 10)
        XCTAssertTrue(found.allSatisfy { $0.message.contains("this call hands it none") })
    }
}
