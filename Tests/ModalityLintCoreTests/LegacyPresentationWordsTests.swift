import ModalityLintCore
import XCTest

/// Older apps present with `presentModalViewController:animated:` (iOS 2's name for
/// `presentViewController:animated:completion:`), and apps in Korean, Chinese and Japanese
/// label their buttons in those languages: both are data in one table each
/// (`ObjCPresentationScanner`'s presenting selectors, `ButtonWords`), read like the rest.
final class LegacyPresentationWordsTests: XCTestCase {
    private func rules(_ source: String) -> [String] {
        Linter().lint(app: [SourceFile(path: "Comments.m", text: source)]).diagnostics.map(\.ruleID).sorted()
    }

    private func comments(presenting call: String) -> String {
        """
        @interface CommentsViewController : UIViewController
        @end
        @interface AddCommentViewController : UIViewController
        @end
        @implementation CommentsViewController
        - (void)viewDidLoad {
            self.title = @"Comments";
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(add)];
        }
        - (void)add {
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[AddCommentViewController alloc] init]];
            \(call)
        }
        @end
        @implementation AddCommentViewController
        - (void)viewDidLoad {
            self.title = @"Add Comment";
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Save" style:UIBarButtonItemStyleDone target:self action:@selector(save)];
        }
        - (void)save { [self dismissModalViewControllerAnimated:YES]; }
        @end
        """
    }

    /// A Save with no Cancel beside it, presented the old way as the new way.
    func testTheOldPresentingSelectorPresents() {
        XCTAssertEqual(rules(comments(presenting: "[self presentViewController:nav animated:YES completion:nil];")), ["safe-exit"])
        XCTAssertEqual(rules(comments(presenting: "[self presentModalViewController:nav animated:YES];")), ["safe-exit"])
        // The near miss: a method of the app's own named like it is another call.
        XCTAssertEqual(rules(comments(presenting: "[self showModalViewController:nav animated:YES];")), [])
    }

    func testKoreanChineseAndJapaneseButtonWords() {
        XCTAssertTrue(ButtonWords.isCommitting("적용하기"), "Apply, with 하기")
        XCTAssertTrue(ButtonWords.isCommitting("갱신하기"), "Update, with 하기")
        XCTAssertTrue(ButtonWords.isCommitting("应用"))
        XCTAssertTrue(ButtonWords.isCommitting("登録"))
        XCTAssertEqual(ButtonWords.role(forLabel: "돌아가기"), .close, "Go back")
        XCTAssertEqual(ButtonWords.role(forLabel: "取消"), .cancel)
        XCTAssertEqual(ButtonWords.role(forLabel: "完了"), .done)
        // Near misses: 하기 alone is no word, and a choice's words commit nothing.
        XCTAssertFalse(ButtonWords.isCommitting("하기"))
        XCTAssertFalse(ButtonWords.isCommitting("다음에 재생"))
    }
}
