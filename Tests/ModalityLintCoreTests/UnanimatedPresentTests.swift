import XCTest
@testable import ModalityLintCore

/// A present made without animation (`present(x, animated: false)`, Objective-C's
/// `animated:NO`) shows its modal at once: there is no transition to compare with the app's
/// (owncloud's PDF reader sets a cross-dissolve and then presents unanimated). Near miss:
/// the same cross-dissolve presented with animation is reported.
final class UnanimatedPresentTests: XCTestCase {
    private func swiftApp(animated: String) -> String {
        """
        import UIKit

        final class LibraryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Library"
            }

            @objc func showSettings() {
                present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
            }

            @objc func showAccount() {
                present(UINavigationController(rootViewController: AccountViewController()), animated: true)
            }

            @objc func showPages() {
                let pages = PagesViewController()
                pages.modalTransitionStyle = .crossDissolve
                present(pages, animated: \(animated))
            }
        }

        final class SettingsViewController: UIViewController {}
        final class AccountViewController: UIViewController {}
        final class PagesViewController: UIViewController {}

        """
    }

    private func transitions(_ files: [(String, String)]) -> [String] {
        TestApp.diagnostics(files).filter { $0.ruleID == "consistent-transitions" }.map(\.subject)
    }

    func testAPresentWithoutAnimationHasNoTransitionToCompare() {
        XCTAssertEqual(transitions([("App/Library.swift", swiftApp(animated: "false"))]), [])
    }

    func testTheSamePresentAnimatedIsCompared() {
        XCTAssertEqual(transitions([("App/Library.swift", swiftApp(animated: "true"))]).count, 1)
    }

    private func objcApp(animated: String) -> [(String, String)] {
        [("Reader.h", "#import <UIKit/UIKit.h>\n@interface ReaderViewController : UIViewController\n@end\n@interface ThumbsViewController : UIViewController\n@end\n@interface InfoViewController : UIViewController\n@end\n@interface HelpViewController : UIViewController\n@end\n"),
         ("Reader.m", """
            #import "Reader.h"
            @implementation ReaderViewController
            - (void)showInfo {
                [self presentViewController:[[InfoViewController alloc] init] animated:YES completion:NULL];
            }
            - (void)showHelp {
                [self presentViewController:[[HelpViewController alloc] init] animated:YES completion:NULL];
            }
            - (void)showThumbs {
                ThumbsViewController *thumbs = [[ThumbsViewController alloc] init];
                thumbs.modalTransitionStyle = UIModalTransitionStyleCrossDissolve;
                [self presentViewController:thumbs animated:\(animated) completion:NULL];
            }
            @end
            @implementation ThumbsViewController
            @end
            @implementation InfoViewController
            @end
            @implementation HelpViewController
            @end

            """)]
    }

    func testObjectiveCAnimatedNO() {
        XCTAssertEqual(transitions(objcApp(animated: "NO")), [])
        XCTAssertEqual(transitions(objcApp(animated: "YES")).count, 1)
    }
}
