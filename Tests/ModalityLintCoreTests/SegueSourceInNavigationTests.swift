import XCTest
@testable import ModalityLintCore

/// A `show` segue pushes when its source scene is in a navigation stack, and code may put
/// it there: a scene Objective-C code instantiates by a string constant, into a local given
/// its value in a `switch`, then pushes onto a navigation controller.
final class SegueSourceInNavigationTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="split">
            <scenes>
                <scene sceneID="s0"><objects>
                    <viewController id="split" customClass="SettingsSplitViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v0"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="Email Settings" id="email" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="b1">
                                    <state key="normal" title="Subject Line"/>
                                    <connections><segue destination="subject" kind="show" id="g1"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="Email Subject" id="subject" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """

    private let identifiers = """
        #import <UIKit/UIKit.h>
        NSString * const EmailSettingsID = @"Email Settings";

        """

    private let splitView = """
        #import <UIKit/UIKit.h>
        @interface SettingsSplitViewController : UISplitViewController
        @end
        @implementation SettingsSplitViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self showSection:0];
        }
        - (void)showSection:(NSInteger)section {
            UIViewController *detail;
            switch (section) {
                case 0:
                    detail = [self.storyboard instantiateViewControllerWithIdentifier:EmailSettingsID];
                    break;
                default:
                    break;
            }
            UINavigationController *navigation = [[UINavigationController alloc] init];
            [navigation pushViewController:detail animated:YES];
            [self showDetailViewController:navigation sender:self];
        }
        @end

        """

    private func diagnostics(splitView: String) -> [Diagnostic] {
        TestApp.diagnostics([("Main.storyboard", storyboard), ("Identifiers.m", identifiers),
                             ("SettingsSplitViewController.m", splitView)])
    }

    func testAShowSegueFromAScenePushedByCodeIsAPush() {
        let pushed = diagnostics(splitView: splitView)
        XCTAssertFalse(pushed.contains { $0.ruleID == "modal-dismiss-button" }, pushed.map(\.message).joined(separator: "\n"))

        // The near miss: the same scene presented, not pushed: its `show` segue presents.
        let presented = diagnostics(splitView: splitView.replacingOccurrences(
            of: "[navigation pushViewController:detail animated:YES];\n    [self showDetailViewController:navigation sender:self];",
            with: "[self presentViewController:detail animated:YES completion:nil];"))
        let subject = presented.filter { $0.ruleID == "modal-dismiss-button" && $0.start.line == 22 }
        XCTAssertEqual(subject.count, 1, presented.map(\.message).joined(separator: "\n"))
        // Quoted as the storyboard writes its Storyboard ID, not as the id made of it.
        XCTAssertTrue(subject.first?.message.hasPrefix("'Email Subject' is presented modally") == true, subject.first?.message ?? "")
    }
}
