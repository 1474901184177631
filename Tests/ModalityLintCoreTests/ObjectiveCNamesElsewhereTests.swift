import XCTest
@testable import ModalityLintCore

/// An Objective-C method run under a name other than its own is not "never run" (blind
/// round 39): Swift calls `navigateFrom:` as `navigate(from:)` (a cloud client's sign-on
/// screen went unread) and `initWithResources:modelStr:` as `Wrapper(resources:modelStr:)`;
/// the system calls `messageComposeViewController:didFinishWithResult:`, a delegate method
/// named after the controller it is handed. Near misses: the same methods with no Swift
/// caller, and a method handed a system controller but named otherwise, are never run.
final class ObjectiveCNamesElsewhereTests: XCTestCase {
    private let header = """
        #import <UIKit/UIKit.h>
        #import <MessageUI/MessageUI.h>
        @interface SSOViewController : UIViewController <MFMessageComposeViewControllerDelegate>
        - (instancetype)initWithResources:(NSString *)resources modelStr:(NSString *)model;
        - (void)navigateFrom:(UIViewController *)presenter;
        - (void)composeFinished:(MFMessageComposeViewController *)controller;
        - (void)messageComposeViewController:(MFMessageComposeViewController *)controller didFinishWithResult:(MessageComposeResult)result;
        @end

        """

    private let implementation = """
        #import "SSOViewController.h"
        @implementation SSOViewController
        - (instancetype)initWithResources:(NSString *)resources modelStr:(NSString *)model {
            return [super initWithNibName:nil bundle:nil];
        }
        - (void)navigateFrom:(UIViewController *)presenter {
            [presenter presentViewController:self animated:YES completion:nil];
        }
        - (void)composeFinished:(MFMessageComposeViewController *)controller {
            [controller dismissViewControllerAnimated:YES completion:nil];
        }
        - (void)messageComposeViewController:(MFMessageComposeViewController *)controller didFinishWithResult:(MessageComposeResult)result {
            [controller dismissViewControllerAnimated:YES completion:nil];
        }
        @end

        """

    private func neverRun(swift: String) -> Set<String> {
        let result = TestApp.lint([("App/SSOViewController.h", header), ("App/SSOViewController.m", implementation), ("App/Login.swift", swift)])
        return Set(result.neverRun.filter { $0.kind == .method }.map(\.name))
    }

    func testMethodsSwiftCallsUnderTheirImportedNamesRun() {
        let run = neverRun(swift: """
            import UIKit
            final class LoginViewController: UIViewController {
                func signIn() {
                    let sso = SSOViewController(resources: "r", modelStr: "m")
                    sso.navigate(from: self)
                }
            }

            """)
        XCTAssertFalse(run.contains("SSOViewController.navigateFrom:"), "\(run)")
        XCTAssertFalse(run.contains("SSOViewController.initWithResources:modelStr:"), "\(run)")
        // The system calls the delegate method named after its controller; nothing calls the other.
        XCTAssertFalse(run.contains { $0.hasPrefix("SSOViewController.messageComposeViewController") }, "\(run)")
        XCTAssertTrue(run.contains("SSOViewController.composeFinished:"), "\(run)")
    }

    func testNearMissWithNoSwiftCallerTheyAreNeverRun() {
        let run = neverRun(swift: "import UIKit\nfinal class LoginViewController: UIViewController {}\n")
        XCTAssertTrue(run.contains("SSOViewController.navigateFrom:"), "\(run)")
    }
}
