import XCTest
@testable import ModalityLintCore

/// A storyboard scene of the app's class that inherits AVKit's player controller
/// (`class VideoViewController: AVPlayerViewController`) is the player: presented, it shows
/// video and draws its own Done (FrameworkBehaviour's `playerController`), as an Interface
/// Builder `avPlayerViewController` scene does (blind audit round 18). Near miss: a scene of
/// a plain view controller of the app's with no button is still a modal with no way out.
final class PlayerSubclassSceneTests: XCTestCase {
    private func app(superclass: String) -> [(String, String)] {
        [("App/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" id="v0"><subviews>
                                <button id="play"><state key="normal" title="Play"/>
                                    <connections><segue destination="video" kind="presentation" id="p1"/></connections>
                                </button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="video" customClass="VideoViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """),
         ("App/VideoViewController.swift", """
            import AVKit

            final class VideoViewController: \(superclass) {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                }
            }
            """)]
    }

    private func rules(_ files: [(String, String)]) -> [String: [String]] {
        Dictionary(grouping: TestApp.lint(files).diagnostics, by: \.ruleID).mapValues { $0.map(\.message) }
    }

    func testAPlayerSubclassSceneClosesWithThePlayersDone() {
        let found = rules(app(superclass: "AVPlayerViewController"))
        XCTAssertNil(found["modal-dismiss-button"], "\(found)")
        // It shows video: in a sheet, that is modal-style-fit's case, as for the player scene.
        XCTAssertEqual(found["modal-style-fit"]?.count, 1, "\(found)")
    }

    func testAPlainControllerSceneWithNoButtonHasNoWayOut() {
        let found = rules(app(superclass: "UIViewController"))
        XCTAssertEqual(found["modal-dismiss-button"]?.count, 1, "\(found)")
        XCTAssertNil(found["modal-style-fit"], "\(found)")
    }
}
