import XCTest
@testable import ModalityLintCore

/// An Objective-C macro that stands for one string literal (`#define kSegueToHelp
/// @"segueToHelp"`) is a constant like `NSString * const`: code that performs a segue
/// through it performs that segue, so the scene it leads to is judged.
final class ObjCStringMacroTests: XCTestCase {
    private func macro(_ line: String) -> [String]? {
        let bytes = Array(line.utf8)
        return ObjCStringConstants.stringMacro(bytes, ByteSpan(start: 0, end: bytes.count)).map { [$0.0, $0.1] }
    }

    func testAMacroOfOneStringLiteralIsAConstant() {
        XCTAssertEqual(macro("#define kSegueToHelp @\"segueToHelp\""), ["kSegueToHelp", "segueToHelp"])
        XCTAssertEqual(macro("#  define kTitle\t@\"Say \\\"hi\\\"\"  // shown on top"), ["kTitle", "Say \"hi\""])
        // The near misses: a macro with parameters, two literals, a number, a C string.
        XCTAssertNil(macro("#define kName(x) @\"name\""))
        XCTAssertNil(macro("#define kBoth @\"a\" @\"b\""))
        XCTAssertNil(macro("#define kCount 3"))
        XCTAssertNil(macro("#define kPath \"/tmp\""))
        XCTAssertNil(macro("#import \"Defines.h\""))
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="menu" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="menu" customClass="MenuViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"/>
                        <navigationItem key="navigationItem" title="Menu" id="n1"/>
                        <connections><segue destination="help" kind="presentation" identifier="segueToHelp" id="g1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="help" customClass="HelpViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """

    private func diagnostics(performing argument: String) -> [String] {
        lint(performing: argument).diagnostics.map(\.ruleID)
    }

    private func lint(performing argument: String, comparing: String = "") -> AppLintResult {
        let defines = """
            #define kSegueToHelp @"segueToHelp"
            #define kSegueToAbout @"segueToAbout"

            """
        let menu = """
            #import <UIKit/UIKit.h>
            #import "SegueDefines.h"
            @interface MenuViewController : UIViewController
            @end
            @implementation MenuViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Help" style:UIBarButtonItemStylePlain target:self action:@selector(showHelp)];
            }
            - (void)showHelp {
                [self performSegueWithIdentifier:\(argument) sender:self];
            }
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:\(comparing.isEmpty ? argument : comparing)]) { }
            }
            @end
            @interface HelpViewController : UIViewController
            @end
            @implementation HelpViewController
            @end

            """
        return TestApp.lint([("Main.storyboard", storyboard), ("SegueDefines.h", defines), ("MenuViewController.m", menu)])
    }

    /// Performed through the macro, the help sheet is judged: it has no way out. The near
    /// miss: the menu performs another segue, so the help scene is never shown, not judged.
    func testASeguePerformedThroughAMacroIsPerformed() {
        XCTAssertEqual(diagnostics(performing: "kSegueToHelp"), diagnostics(performing: "@\"segueToHelp\""))
        XCTAssertTrue(diagnostics(performing: "kSegueToHelp").contains("modal-dismiss-button"))
        XCTAssertFalse(diagnostics(performing: "kSegueToAbout").contains("modal-dismiss-button"))
        // The segue is performed, not one nothing performs; a macro only compared in
        // `prepareForSegue:sender:` performs nothing (the other segue stays unperformed).
        XCTAssertEqual(lint(performing: "kSegueToHelp").deadSegueCount, 0)
        XCTAssertEqual(lint(performing: "kSegueToAbout", comparing: "kSegueToHelp").deadSegueCount, 1)
    }
}
