import XCTest
@testable import ModalityLintCore

/// A tab bar controller a screen presents is a new root (the app's shell shown after log-in)
/// unless one of its tabs has a Cancel, Close or Done that closes it: then it is a tabbed
/// editor people leave to go back to what showed it, a modal the rules judge. Near miss: a
/// shell whose tabs only log out (a plain button that dismisses) stays a root switch.
final class PresentedTabBarTests: XCTestCase {
    private func app(editorButton: String) -> [(String, String)] {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="M">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="M" customClass="MapViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                            <navigationItem key="navigationItem" title="Map" id="n1"/>
                            <connections><segue destination="T" kind="modal" identifier="poiSegue" id="g1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <tabBarController id="T" sceneMemberID="viewController">
                            <connections><segue destination="N" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <navigationController id="N" sceneMemberID="viewController">
                            <connections><segue destination="E" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="E" customClass="TagEditorViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="v2"/>
                            <navigationItem key="navigationItem" id="n2">
                                \(editorButton)
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let code = """
            import UIKit
            final class MapViewController: UIViewController {
                func showTags() { performSegue(withIdentifier: "poiSegue", sender: nil) }
            }
            final class TagEditorViewController: UIViewController {
                @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
                @IBAction func logOut(_ sender: Any) { dismiss(animated: true) }
            }
            """
        return [("App/Main.storyboard", storyboard), ("App/App.swift", code)]
    }

    func testATabBarWithACancelThatClosesItIsAModal() {
        let result = TestApp.lint(app(editorButton: """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="c"><connections><action selector="cancel:" destination="E" id="a1"/></connections></barButtonItem>
            """))
        XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "modal-title" && $0.message.contains("TagEditorViewController") }, "\(result.diagnostics.map(\.message))")
    }

    func testATabBarWhoseTabsOnlyLogOutIsANewRoot() {
        let result = TestApp.lint(app(editorButton: """
            <barButtonItem key="leftBarButtonItem" title="Log Out" id="c"><connections><action selector="logOut:" destination="E" id="a1"/></connections></barButtonItem>
            """))
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-title" && $0.message.contains("TagEditorViewController") }, "\(result.diagnostics.map(\.message))")
    }
}
