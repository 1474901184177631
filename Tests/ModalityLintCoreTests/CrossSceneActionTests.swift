import XCTest
@testable import ModalityLintCore

/// Interface Builder connects a control only to objects of its own scene. A control copied
/// from another scene can keep that scene's action in the XML (`destination` names another
/// scene's controller): it is never sent, and the control calls its other action. Reading the
/// stale action as the control's left its Send's effect unknown and made the method it does
/// call (`send:`, which closes the screen) look like a hidden way out (Monal's compose screen).
final class CrossSceneActionTests: XCTestCase {
    /// A list that presents a compose screen with a Close and a Send; `sendActions` are the
    /// Send button's action connections.
    private func app(sendActions: String) -> [(String, String)] {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-in-001">
                <scenes>
                    <scene sceneID="scn-in-001">
                        <objects>
                            <navigationController id="nav-in-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="lst-vc-001" kind="relationship" relationship="rootViewController" id="rel-in-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="scn-ls-001">
                        <objects>
                            <viewController id="lst-vc-001" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="lst-vw-001"/>
                                <navigationItem key="navigationItem" title="Chats" id="lst-ni-001">
                                    <barButtonItem key="rightBarButtonItem" title="Compose" id="lst-bb-001">
                                        <connections>
                                            <segue destination="nav-cm-001" kind="presentation" id="seg-cm-001"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="scn-nv-002">
                        <objects>
                            <navigationController id="nav-cm-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="cmp-vc-001" kind="relationship" relationship="rootViewController" id="rel-cm-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="scn-cm-001">
                        <objects>
                            <viewController id="cmp-vc-001" customClass="ComposeViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="cmp-vw-001">
                                    <subviews>
                                        <textView clipsSubviews="YES" contentMode="scaleToFill" id="cmp-tv-001"/>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cmp-bt-001">
                                            <state key="normal" title="Send"/>
                                            <connections>
            \(sendActions)
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="New Message" id="cmp-ni-001">
                                    <barButtonItem key="leftBarButtonItem" title="Close" id="cmp-bb-001">
                                        <connections>
                                            <action selector="close:" destination="cmp-vc-001" id="cmp-ac-001"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                                <connections>
                                    <outlet property="textView" destination="cmp-tv-001" id="cmp-ou-001"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="cmp-fr-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        return [
            ("App/Main.storyboard", storyboard),
            ("App/ListViewController.swift", """
                import UIKit

                final class ListViewController: UIViewController {
                    @IBAction func addPress(_ sender: Any) {}
                }

                """),
            ("App/ComposeViewController.swift", """
                import UIKit

                final class ComposeViewController: UIViewController {
                    @IBOutlet var textView: UITextView!

                    @IBAction func close(_ sender: Any) {
                        dismiss(animated: true)
                    }

                    @IBAction func send(_ sender: Any) {
                        Outbox.post(textView.text)
                        dismiss(animated: true)
                    }
                }

                enum Outbox {
                    static func post(_ text: String) {}
                }

                """),
        ]
    }

    /// What the reading says of the compose screen: whether its ways out are all known, and
    /// whether its Send closes it.
    private func compose(_ files: [(String, String)]) -> (waysOutKnown: Bool, sendCloses: Bool?) {
        let screen = TestApp.lint(files).document?.screens.first { $0.className == "ComposeViewController" }
        let send = screen?.actions.first { $0.label?.value == "Send" }
        return (!(screen?.unknownFacts.contains(.actions) ?? true), send?.unknownFacts.contains(.dismiss) == false ? send?.dismiss?.value : nil)
    }

    /// The Send button's first action goes to the list's controller, another scene's: it is
    /// never sent. Its `send:` is the screen's: Send closes the screen, and no way out is
    /// hidden from the controls.
    func testAnActionToAnotherScenesObjectIsNotTheControls() {
        let found = compose(app(sendActions: """
            <action selector="addPress:" destination="lst-vc-001" eventType="touchUpInside" id="cmp-ac-002"/>
            <action selector="send:" destination="cmp-vc-001" eventType="touchUpInside" id="cmp-ac-003"/>
            """))
        XCTAssertTrue(found.waysOutKnown)
        XCTAssertEqual(found.sendCloses, true)
    }

    /// Near miss: an action sent to the scene's First Responder is the scene's own (the
    /// responder chain reaches the controller): the same `send:` is read.
    func testAnActionToTheScenesFirstResponderIsTheControls() {
        let found = compose(app(sendActions: """
            <action selector="send:" destination="cmp-fr-001" eventType="touchUpInside" id="cmp-ac-003"/>
            """))
        XCTAssertTrue(found.waysOutKnown)
        XCTAssertEqual(found.sendCloses, true)
    }
}
