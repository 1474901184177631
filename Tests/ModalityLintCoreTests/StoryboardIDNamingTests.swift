import XCTest
@testable import ModalityLintCore

/// Messages name a storyboard scene by its class when its id is a Storyboard ID people
/// never see, and keep an id `StoryboardNaming` made of the class itself.
final class StoryboardIDNamingTests: XCTestCase {
    func testAStoryboardIDThatOnlyBeginsWithTheClassIsNotTheClass() {
        // `InviteDetailVC` of class `InviteDetail` (blind audit round 39, dailygammon).
        XCTAssertFalse(StoryboardNaming.isMadeOfClass("InviteDetailVC", "InviteDetail"))
        XCTAssertFalse(StoryboardNaming.isMadeOfClass("editCheatViewController", "CheatViewController"))
    }

    func testIdsMadeOfTheClassStayAsTheyAre() {
        XCTAssertTrue(StoryboardNaming.isMadeOfClass("HomeViewController", "HomeViewController"))
        XCTAssertTrue(StoryboardNaming.isMadeOfClass("Settings.HomeViewController", "HomeViewController"))
        XCTAssertTrue(StoryboardNaming.isMadeOfClass("HomeViewController-2", "HomeViewController"))
        XCTAssertTrue(StoryboardNaming.isMadeOfClass("Settings.HomeViewController-3", "HomeViewController"))
        XCTAssertFalse(StoryboardNaming.isMadeOfClass("HomeViewController-x", "HomeViewController"))
    }

    func testAMessageNamesTheSceneByItsClassBesideAStoryboardID() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a" customClass="PlayerViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="b1">
                                            <state key="normal" title="Invite"/>
                                            <connections>
                                                <segue destination="c" kind="popoverPresentation" id="g1">
                                                    <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                                </segue>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="PlayerCardVC" id="c" customClass="PlayerCard" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="b2">
                                            <state key="normal" title="Message"/>
                                            <connections>
                                                <segue destination="d" kind="presentation" id="g2"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController storyboardIdentifier="MessageVC" id="d" customClass="Message" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v3"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let result = StoryboardReader.read([SourceFile(path: "Main.storyboard", text: storyboard)])
        XCTAssertTrue(result.problems.isEmpty, "\(result.problems.map(\.message))")
        let document = try XCTUnwrap(result.document)
        let diagnostics = Linter().lint(document: document).filter { $0.ruleID == "no-modal-over-popover" }
        XCTAssertEqual(diagnostics.count, 1)
        let message = try XCTUnwrap(diagnostics.first?.message)
        XCTAssertTrue(message.hasPrefix("'PlayerCard' is a popover and presents 'Message'"), message)
        XCTAssertTrue(message.contains("to keep the popover, embed it in a navigation controller"), message)
    }
}
