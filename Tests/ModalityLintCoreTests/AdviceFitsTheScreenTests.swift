import XCTest
@testable import ModalityLintCore

/// Advice never asks for what the screen has, nor for a construct it cannot have (blind
/// audit round 27): "push it inside the current modal" for a modal in no navigation
/// controller (there is nothing to push on), "embed it in a navigation controller" for a
/// screen already in one whose bar is hidden, and "unsaved content" that does not say what
/// people would lose when a view the sheet embeds holds the field.
final class AdviceFitsTheScreenTests: XCTestCase {
    /// Home presents a join flow three modals deep: Email, then QR (`qrWrapping` says how
    /// it is shown), then Load.
    private func joinFlow(qrWrapping: String) -> String {
        """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = HomeViewController()
            }
        }
        class HomeViewController: UIViewController {
            @objc func join() { present(EmailViewController(), animated: true) }
        }
        class EmailViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Your Email" }
            @objc func next() { \(qrWrapping) }
            @objc func close() { dismiss(animated: true) }
        }
        class QRViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Scan" }
            @objc func scanned() { present(LoadViewController(), animated: true) }
            @objc func close() { dismiss(animated: true) }
        }
        class LoadViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Joining" }
            @objc func close() { dismiss(animated: true) }
        }
        """
    }

    private func stackDepthMessages(_ source: String) -> [String] {
        TestApp.diagnostics(source).filter { $0.ruleID == "modal-stack-depth" }.map(\.message)
    }

    func testAModalInNoNavigationControllerIsToldToGetOneBeforePushing() throws {
        let messages = stackDepthMessages(joinFlow(qrWrapping: "present(QRViewController(), animated: true)"))
        let message = try XCTUnwrap(messages.first)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(message.contains("present the current modal in a `UINavigationController` and push it"), message)
        XCTAssertFalse(message.contains("push it inside the current modal"), message)
    }

    /// A system picker three modals deep cannot be pushed (it is a navigation controller of
    /// its own), and dismissing the scanner first would drop the scan: the advice is to show
    /// the scanner by a push from the screen below, where that present is written. The near
    /// miss is the app's own third modal, `testAModalInNoNavigationControllerIsToldToGetOneBeforePushing`.
    func testASystemPickerTooDeepIsNotToldToBePushed() throws {
        let source = joinFlow(qrWrapping: "present(QRViewController(), animated: true)")
            .replacingOccurrences(of: "present(LoadViewController(), animated: true)", with: "present(UIImagePickerController(), animated: true)")
        let messages = stackDepthMessages(source)
        let message = try XCTUnwrap(messages.first)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(message.contains("'UIImagePickerController' can only be presented, so show 'QRViewController' (\"Scan\") from 'EmailViewController' (\"Your Email\") by a push rather than a present (App.swift:13)"), message)
        XCTAssertFalse(message.contains("dismiss the current modal first"), message)
    }

    func testAModalInANavigationControllerIsToldToPushInIt() throws {
        // The near miss: QR is shown in a navigation controller, which Load can be pushed on.
        let messages = stackDepthMessages(joinFlow(
            qrWrapping: "present(UINavigationController(rootViewController: QRViewController()), animated: true)"))
        let message = try XCTUnwrap(messages.first)
        XCTAssertFalse(message.contains("present the current modal in a `UINavigationController`"), message)
        XCTAssertTrue(message.contains("push it"), message)
    }

    /// Home presents, from a storyboard, a consent screen with no button, in a navigation
    /// controller whose bar `barHidden` hides or not.
    private func consent(barHidden: Bool) -> [(String, String)] {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="H">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="H" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <button id="b1"><state key="normal" title="Start"/>
                                    <connections><segue destination="N" kind="presentation" modalPresentationStyle="fullScreen" id="g1"/></connections></button>
                            </subviews></view>
                            <navigationItem key="navigationItem" title="Home" id="n1"/>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="N" \(barHidden ? "navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                            <connections><segue destination="C" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="C" customClass="ConsentViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="v2"/>
                            <navigationItem key="navigationItem" id="n2"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let code = """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class ConsentViewController: UIViewController {}
            """
        return [("App/Main.storyboard", storyboard), ("App/App.swift", code)]
    }

    func testAScreenWhoseBarIsHiddenIsToldToShowItNotToEmbedItAgain() throws {
        let found = TestApp.diagnostics(consent(barHidden: true))
        let message = try XCTUnwrap(found.first { $0.ruleID == "modal-dismiss-button" }?.message)
        XCTAssertTrue(message.contains("show the bar of the navigation controller it is in (it is hidden)"), message)
        XCTAssertFalse(message.contains("embed it in a navigation controller"), message)
        // The near miss: the bar shows, so the Cancel goes in it.
        let shown = TestApp.diagnostics(consent(barHidden: false))
        let shownMessage = try XCTUnwrap(shown.first { $0.ruleID == "modal-dismiss-button" }?.message)
        XCTAssertTrue(shownMessage.contains("add a Cancel or Done bar button item"), shownMessage)
    }

    /// A comments sheet whose text field is in a view it embeds (`CommentBar`, in
    /// `fieldFile`).
    private func comments(fieldFile: String, shared: Bool = false) -> [(String, String)] {
        // Shared: another screen builds the bar too (a reply box), so it is a component of the app's.
        let bar = """
            import SwiftUI
            struct CommentBar: View {
                @Binding var text: String
                var body: some View { TextEditor(text: $text) }
            }
            """ + (shared ? "\nstruct ReplyBox: View {\n    @State private var reply = \"\"\n    var body: some View { CommentBar(text: $reply) }\n}\n" : "")
        let app = """
            import SwiftUI
            struct PhotoView: View {
                @State private var showsComments = false
                var body: some View {
                    NavigationStack {
                        Text("Photo")
                            .navigationTitle("Photo")
                            .toolbar { Button("Comments") { showsComments = true } }
                            .sheet(isPresented: $showsComments) { CommentsView() }
                    }
                }
            }
            struct CommentsView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var draft = ""
                var body: some View {
                    NavigationStack {
                        VStack {
                            List { Text("First!") }
                            CommentBar(text: $draft)
                        }
                        .navigationTitle("Comments")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
                    }
                }
            }
            """
        return fieldFile == "App.swift" ? [("App.swift", app + "\n" + bar)] : [("App.swift", app), (fieldFile, bar)]
    }

    func testTheMessagesSayWhereTheContentIsEntered() throws {
        // The Close and the swipe: both say where the comment is typed, in the bar only this
        // sheet builds.
        let found = TestApp.diagnostics(comments(fieldFile: "CommentBar.swift")).filter { $0.ruleID == "confirm-before-discard" }
        XCTAssertEqual(found.count, 2, "\(found.map(\.message))")
        for message in found.map(\.message) {
            XCTAssertTrue(message.contains("people's unsaved content (entered at CommentBar.swift:4)"), message)
        }
    }

    func testAFieldComponentTheAppSharesIsPlacedWhereTheSheetBuildsIt() throws {
        // The bar is built by another screen too: a component shared by many screens
        // (`CommentBar.swift:4`, its `TextEditor`) is not where a developer of the sheet looks;
        // the comment is typed in the `CommentBar` the sheet builds (App.swift:20), bound to
        // the sheet's own draft (Grocy's `MyTextEditor`, blind round 29).
        let result = TestApp.lint(comments(fieldFile: "CommentBar.swift", shared: true))
        let found = result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }
        XCTAssertEqual(found.count, 2, "\(found.map(\.message))")
        for message in found.map(\.message) { XCTAssertFalse(message.contains("CommentBar.swift"), message) }
        let sheet = try XCTUnwrap(result.document?.screens.first { $0.id == "CommentsView" })
        let field = try XCTUnwrap(ConfirmBeforeDiscardRule.editedField(of: sheet))
        XCTAssertEqual(field.written(in: try XCTUnwrap(result.document).sources), "App.swift:20")
    }

    func testTheNearMissesNeedNoPointer() throws {
        // The near miss: the field in the sheet's own file needs no pointer.
        let sameFile = TestApp.diagnostics(comments(fieldFile: "App.swift")).filter { $0.ruleID == "confirm-before-discard" }
        XCTAssertEqual(sameFile.count, 2)
        for message in sameFile.map(\.message) { XCTAssertFalse(message.contains("(entered at"), message) }
    }
}
