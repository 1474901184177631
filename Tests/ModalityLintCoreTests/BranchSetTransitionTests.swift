import XCTest
@testable import ModalityLintCore

/// A transition set in a branch the `present` is outside of holds on some paths only: the
/// other paths keep UIKit's default (`if small { vc.modalTransitionStyle = .crossDissolve }`,
/// an OS version's `else`). At that present the transition is not known, and
/// `consistent-transitions` and `transition-style-compat` do not compare it (certainty.md:
/// a fact that holds on some paths is not the fact). Near miss: one set beside the present,
/// in the same block, is the transition.
final class BranchSetTransitionTests: XCTestCase {
    private func swiftTransition(_ body: String) throws -> (TransitionStyle?, Bool) {
        let result = TestApp.lint([("App/Presenter.swift", """
            import UIKit
            final class HistoryViewController: UIViewController {}
            final class PresenterViewController: UIViewController {
                func open(small: Bool) {
                    let history = HistoryViewController()
                    \(body)
                }
            }

            """)])
        let action = try XCTUnwrap(result.document?.screens.flatMap(\.actions).first { $0.present?.value == "HistoryViewController" })
        return (action.transition?.value, action.unknownFacts.contains(.transition))
    }

    func testATransitionSetInABranchIsUnknownAtAPresentOutsideIt() throws {
        let (_, unknown) = try swiftTransition("""
            if small { history.modalTransitionStyle = .crossDissolve } else { history.modalPresentationStyle = .fullScreen }
                    present(history, animated: true)
            """)
        XCTAssertTrue(unknown)
    }

    func testATransitionSetBesideThePresentIsTheTransition() throws {
        let (transition, unknown) = try swiftTransition("""
            if small {
                        history.modalTransitionStyle = .crossDissolve
                        present(history, animated: true)
                    }
            """)
        XCTAssertEqual(transition, .crossDissolve)
        XCTAssertFalse(unknown)
    }

    /// Kodi's shape: a partial curl only below iOS 13, where a present is full screen by
    /// default. It is no crash (`transition-style-compat`); the near miss sets it on every path.
    func testAPartialCurlSetOnlyInAVersionBranchIsNotReportedAsACrash() {
        func objc(_ body: String) -> [String] {
            TestApp.lint([("App/HostsViewController.h", "#import <UIKit/UIKit.h>\n@interface HostsViewController : UIViewController\n@end\n@interface InfoViewController : UIViewController\n@end\n"),
                          ("App/HostsViewController.m", """
                #import "HostsViewController.h"
                @implementation InfoViewController
                @end
                @implementation HostsViewController
                - (void)showInfo {
                    InfoViewController *info = [[InfoViewController alloc] init];
                    \(body)
                    [self presentViewController:info animated:YES completion:nil];
                }
                @end

                """)]).diagnostics.filter { $0.ruleID == "transition-style-compat" }.map { "\($0.start.line)" }
        }
        XCTAssertEqual(objc("""
            if (NSProcessInfo.processInfo.operatingSystemVersion.majorVersion >= 13) {
                    info.modalTransitionStyle = UIModalTransitionStyleCoverVertical;
                } else {
                    info.modalTransitionStyle = UIModalTransitionStylePartialCurl;
                }
            """), [])
        XCTAssertEqual(objc("info.modalTransitionStyle = UIModalTransitionStylePartialCurl;"), ["7"])
    }
}
