import XCTest
@testable import ModalityLintCore

/// The index keys types by simple name. A struct or enum nested in another type (a
/// namespace of strings, `Localization.SettingsViewController.title`) does not take the
/// name of the top-level class a storyboard or a construction names, whatever the order of
/// the files (pretixSCAN, blind round 20: seven storyboard scenes went unjudged when the
/// strings file came first). So does a SwiftUI view's: an `l10n.ForgotPasswordView` enum of
/// strings in `ForgotPasswordView+l10n.swift`, which sorts first, hid the view's own
/// `self.submitForm()` (blind round 38, leka). Near miss: between two classes the first
/// declared keeps the name, as before.
final class NestedTypeNameTests: XCTestCase {
    private let strings = """
        import Foundation
        struct Localization {
            struct SettingsViewController {
                static let Title = NSLocalizedString("Settings", comment: "")
            }
        }

        """

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <button id="b1"><state key="normal" title="Settings"/>
                                <connections><segue destination="settings" kind="presentation" id="p1"/></connections>
                            </button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    private let code = """
        import UIKit
        class HomeViewController: UIViewController {}
        class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = Localization.SettingsViewController.Title
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
            }
            @objc func done() { dismiss(animated: true) }
        }

        """

    func testATopLevelClassKeepsItsNameFromANestedStructDeclaredFirst() {
        let result = TestApp.lint([("App/A/Localization.swift", strings), ("App/Main.storyboard", storyboard), ("App/Z/Settings.swift", code)])
        XCTAssertFalse(result.unjudged.contains { $0.screen == "SettingsViewController" }, "\(result.unjudged.map(\.screen))")
        // Its Done, made in code, is read: the sheet has a way out.
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-dismiss-button" }, "\(result.diagnostics.map(\.message))")
    }

    func testBetweenTwoClassesTheFirstDeclaredKeepsTheName() throws {
        let index = CodeIndexBuilder([
            SourceFile(path: "A.swift", text: "import UIKit\nclass Outer { class Row: UIView {} }\n"),
            SourceFile(path: "B.swift", text: "import UIKit\nclass Row: UITableViewCell {}\n"),
        ]).link()
        let row = try XCTUnwrap(index.types.first { $0.name == "Row" && !$0.isNested })
        XCTAssertEqual(index.type(named: "Row")?.file, 0)
        XCTAssertEqual(row.file, 1)
    }

    private func viewApp(submit: String) -> [(String, String)] {
        [
            ("App/Views/ForgotPasswordView+l10n.swift", """
                import Foundation
                enum l10n {}
                extension l10n {
                    enum ForgotPasswordView {
                        static let title = "Reset Password"
                    }
                }

                """),
            ("App/Views/ForgotPasswordView.swift", """
                import SwiftUI
                struct ConnectionView: View {
                    @State private var showReset = false
                    var body: some View {
                        Button("Forgot password?") { self.showReset = true }
                            .sheet(isPresented: self.$showReset) { ForgotPasswordView() }
                    }
                }
                struct ForgotPasswordView: View {
                    @Environment(\\.dismiss) var dismiss
                    @State var email = ""
                    var body: some View {
                        VStack {
                            Text(l10n.ForgotPasswordView.title).font(.title)
                            TextField("Email", text: self.$email)
                            Button("Send") { self.submitForm() }
                        }
                    }
                    private func submitForm() {
                        \(submit)
                    }
                }

                """),
        ]
    }

    func testAViewKeepsItsNameFromANestedEnumOfStringsDeclaredFirst() {
        let result = TestApp.lint(viewApp(submit: "print(email)"))
        // Its only button, followed to the end, closes nothing: only a swipe closes the sheet.
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["modal-dismiss-button"], "\(result.diagnostics.map(\.message))")
    }

    func testNearMissTheViewsOwnMethodThatDismissesIsAWayOut() {
        let result = TestApp.lint(viewApp(submit: "print(email); self.dismiss()"))
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-dismiss-button" }, "\(result.diagnostics.map(\.message))")
        XCTAssertFalse(result.uncertain.contains { $0.ruleID == "modal-dismiss-button" })
    }
}
