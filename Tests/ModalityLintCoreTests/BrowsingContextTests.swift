import XCTest
@testable import ModalityLintCore

/// A browsing context (the rule catalogue, third edition: no committing action and no Cancel in the
/// whole modal context) is left alone by the rules on a task's shape in storyboards as in
/// flow files and code; the same context with a Cancel and a Save is a task again.
final class BrowsingContextTests: XCTestCase {
    /// A Settings sheet in a navigation controller: its table branches into two screens,
    /// one of which pushes further. `barItems` are the items of its navigation item.
    private func settingsStoryboard(barItems: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="H">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                        <view key="view" id="hv"><subviews>
                            <button id="gear"><state key="normal" title="Settings"/><connections><segue destination="N" kind="presentation" id="toSettings"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="N" sceneMemberID="viewController">
                        <connections><segue destination="S" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <tableViewController id="S" storyboardIdentifier="Settings" sceneMemberID="viewController">
                        <tableView key="view" id="tv"><cells>
                            <tableViewCell id="c1"><connections><segue destination="A" kind="show" id="toA"/></connections></tableViewCell>
                            <tableViewCell id="c2"><connections><segue destination="B" kind="show" id="toB"/></connections></tableViewCell>
                        </cells></tableView>
                        <navigationItem key="navigationItem" title="Settings" id="ni">
        \(barItems)
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="A" storyboardIdentifier="Account" title="Account" sceneMemberID="viewController">
                        <view key="view" id="av"><subviews>
                            <button id="more"><state key="normal" title="Password"/><connections><segue destination="C" kind="show" id="toC"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController id="B" storyboardIdentifier="About" title="About" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController id="C" storyboardIdentifier="Password" title="Password" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    private func rules(barItems: String) -> [String] {
        let result = StoryboardReader.read([SourceFile(path: "Settings.storyboard", text: settingsStoryboard(barItems: barItems))])
        XCTAssertTrue(result.problems.isEmpty, "\(result.problems.map(\.message))")
        guard let document = result.document else { return [] }
        return Linter(configuration: .everyRuleOn).lint(document: document).map(\.ruleID)
    }

    func testASettingsSheetClosedWithADoneBarItemIsBrowsing() {
        let found = rules(barItems: """
            <barButtonItem key="rightBarButtonItem" style="done" systemItem="done" id="done"><connections><action selector="onDone:" destination="S" id="d"/></connections></barButtonItem>
            """)
        XCTAssertFalse(found.contains("modal-single-path"), "\(found)")
    }

    func testNearMissTheSameSheetWithCancelAndSaveIsATask() {
        let found = rules(barItems: """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"><connections><action selector="onCancel:" destination="S" id="c"/></connections></barButtonItem>
            <barButtonItem key="rightBarButtonItem" systemItem="save" id="save"><connections><action selector="onSave:" destination="S" id="s"/></connections></barButtonItem>
            """)
        XCTAssertTrue(found.contains("modal-single-path"), "\(found)")
    }

    /// A system Cancel that only closes a sheet where nothing commits cancels nothing
    /// (rules.md, task context, 4th edition): the Settings sheet is browsing whatever its way
    /// out is called; the near miss is the same sheet with a Save beside its Cancel, above.
    func testACancelAloneMakesNoTask() {
        let found = rules(barItems: """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"><connections><action selector="onCancel:" destination="S" id="c"/></connections></barButtonItem>
            """)
        XCTAssertFalse(found.contains("modal-single-path"), "\(found)")
        XCTAssertFalse(found.contains("modal-style-fit"), "\(found)")
    }
}
