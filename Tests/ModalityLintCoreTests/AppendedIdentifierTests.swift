import XCTest
@testable import ModalityLintCore

/// A storyboard identifier the code builds at run time by appending one of its literals to
/// another (blind round 39, a wallet: a helper appends `@"Dark"` or `@"Light"` to some sixty
/// identifiers before `instantiateViewControllerWithIdentifier:`): the scenes with those
/// identifiers are shown, not dead. Near miss: an identifier whose first part no code says
/// stays never shown.
final class AppendedIdentifierTests: XCTestCase {
    private func storyboard(_ identifier: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="\(identifier)" id="pin" customClass="PinViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    private let helper = """
        #import <UIKit/UIKit.h>
        @implementation UIViewController (Themed)
        + (UIViewController *)themedController:(NSString *)identifier {
            NSMutableString *name = [identifier mutableCopy];
            if ([NSUserDefaults.standardUserDefaults boolForKey:@"dark"]) {
                [name appendString:@"Dark"];
            } else {
                [name appendString:@"Light"];
            }
            return [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:name];
        }
        - (void)showPin {
            [self presentViewController:[UIViewController themedController:@"PinViewController"] animated:YES completion:nil];
        }
        @end

        """

    private let pin = "#import <UIKit/UIKit.h>\n@interface PinViewController : UIViewController\n@end\n@implementation PinViewController\n@end\n"

    private func deadScenes(_ identifier: String) -> [String] {
        let result = TestApp.lint([("App/Main.storyboard", storyboard(identifier)), ("App/Themed.m", helper), ("App/Pin.m", pin)])
        return result.unjudged.filter { $0.reason == .deadScene }.map(\.screen)
    }

    func testAnIdentifierMadeOfALiteralAndAnAppendedLiteralIsShown() {
        XCTAssertEqual(deadScenes("PinViewControllerDark"), [])
    }

    func testNearMissAnIdentifierWhoseFirstPartNoCodeSaysIsNeverShown() {
        XCTAssertEqual(deadScenes("LockViewControllerDark").count, 1)
    }
}
