import XCTest
@testable import ModalityLintCore

/// An Objective-C login screen whose superclass puts a Cancel on its own navigation item with
/// the message form (`[[self navigationItem] setLeftBarButtonItem:cancel]`), and whose Cancel
/// asks the delegate to close it behind a `respondsToSelector:` guard. The bar item is the
/// screen's way out, inherited by its subclasses; the guard is a question that runs none of the
/// app's code, so the delegate's answer is followed to the presenter that dismisses.
final class ObjCInheritedCancelTests: XCTestCase {
    private func lint(_ files: [(String, String)]) -> [String] {
        TestApp.diagnostics(files)
            .filter { $0.ruleID == "modal-dismiss-button" }
            .map { "\($0.file):\($0.start.line) \($0.severity) \($0.message)" }
    }

    private let loginHeader = """
    #import <UIKit/UIKit.h>
    @class LoginController;
    @protocol LoginControllerDelegate <NSObject>
    @optional
    - (void)loginControllerDidCancel:(LoginController *)controller;
    @end
    @interface LoginController : UIViewController
    @property (nonatomic, weak) id<LoginControllerDelegate> delegate;
    @end

    """

    /// The superclass's implementation; `itemOwner` is whose navigation item gets the button,
    /// `item` how the button is made.
    private func login(itemOwner: String = "self",
                       item: String = "initWithBarButtonSystemItem:UIBarButtonSystemItemCancel") -> String {
        """
        #import "LoginController.h"
        @implementation LoginController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Log in";
            UIBarButtonItem *cancelItem = [[UIBarButtonItem alloc] \(item) target:self action:@selector(cancel)];
            [[\(itemOwner) navigationItem] setLeftBarButtonItem:cancelItem];
        }
        - (void)cancel {
            if ([self.delegate respondsToSelector:@selector(loginControllerDidCancel:)]) {
                [self.delegate loginControllerDidCancel:self];
            }
        }
        @end

        """
    }

    private let serviceLogin: [(String, String)] = [
        ("ServiceLoginController.h", "#import \"LoginController.h\"\n@interface ServiceLoginController : LoginController\n@end\n"),
        ("ServiceLoginController.m", """
        #import "ServiceLoginController.h"
        @implementation ServiceLoginController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Service";
        }
        @end

        """),
    ]

    /// The presenter: shows the subclass in a navigation controller and is its delegate;
    /// `answer` is the body of its `loginControllerDidCancel:`.
    private func settings(answer: String) -> String {
        """
        #import <UIKit/UIKit.h>
        #import "ServiceLoginController.h"
        @interface SettingsController : UITableViewController <LoginControllerDelegate>
        @end
        @implementation SettingsController
        - (void)showLogin {
            ServiceLoginController *login = [[ServiceLoginController alloc] init];
            [login setDelegate:self];
            UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:login];
            [self presentViewController:navigation animated:YES completion:NULL];
        }
        - (void)loginControllerDidCancel:(LoginController *)controller {
            \(answer)
        }
        @end

        """
    }

    func testTheSuperclassCancelThatItsDelegateAnswersByDismissingIsTheSubclassWayOut() {
        let files = [("LoginController.h", loginHeader), ("LoginController.m", login())] + serviceLogin
            + [("SettingsController.m", settings(answer: "[self dismissViewControllerAnimated:YES completion:NULL];"))]
        XCTAssertEqual(lint(files), [])
    }

    func testAButtonWhoseDelegateDoesNotDismissIsNoWayOut() {
        let help = "initWithTitle:@\"Help\" style:UIBarButtonItemStylePlain"
        let files = [("LoginController.h", loginHeader), ("LoginController.m", login(item: help))] + serviceLogin
            + [("SettingsController.m", settings(answer: "NSLog(@\"cancelled\");"))]
        XCTAssertEqual(lint(files).map { String($0.prefix(while: { $0 != "'" })) }, ["ServiceLoginController.m:2 error "])
    }

    func testACancelPutOnAnotherScreensNavigationItemIsNotThisScreensButton() {
        let files = [("LoginController.h", loginHeader), ("LoginController.m", login(itemOwner: "self.parentViewController"))]
            + serviceLogin + [("SettingsController.m", settings(answer: "[self dismissViewControllerAnimated:YES completion:NULL];"))]
        XCTAssertEqual(lint(files).count, 1, "the Cancel goes on the parent's item, not the login screen's")
    }
}
