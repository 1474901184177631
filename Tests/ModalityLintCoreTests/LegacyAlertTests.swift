import ModalityLintCore
import XCTest

/// `UIAlertView` and `UIActionSheet`, UIKit's alerts before `UIAlertController`, are read as
/// alerts (`FrameworkBehaviour.legacyAlertClasses`): the title `initWithTitle:` gives, the
/// buttons its initialiser names, shown by `show` or `showInView:` over the method's screen.
final class LegacyAlertTests: XCTestCase {
    private func reported(_ rule: String, _ source: String) -> [String] {
        Linter().lint(app: [SourceFile(path: "Settings.m", text: source)]).diagnostics
            .filter { $0.ruleID == rule }.map { "\($0.start.line): \($0.message)" }
    }

    private let source = """
        @implementation SettingsViewController
        - (void)saved {
            UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"" message:@"Password changed" delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil];
            [alert show];
        }
        - (void)failed {
            [[[UIAlertView alloc] initWithTitle:@"Could Not Save" message:@"Try again" delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil] show];
        }
        - (void)share {
            UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:nil destructiveButtonTitle:nil otherButtonTitles:@"Mail", @"Message", nil];
            [sheet showInView:self.view];
        }
        - (void)confirm {
            UIAlertView *alert = [[UIAlertView alloc] initWithTitle:nil message:@"Export your key?" completionBlock:^(NSUInteger index, UIAlertView *view) {} cancelButtonTitle:@"Cancel" otherButtonTitles:@"Export", nil];
            [alert show];
        }
        - (void)export {
            UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:@"Cancel" destructiveButtonTitle:nil otherButtonTitles:@"Mail", nil];
            [sheet showInView:self.view];
        }
        @end
        """

    func testAnUntitledAlertViewIsReportedWhereItIsMade() {
        let titles = reported("modal-title", source)
        XCTAssertEqual(titles.map { $0.prefix(3) }, ["3: "], "\(titles)")
        // Its message is a title's few words: the fix moves them to `initWithTitle:`.
        XCTAssertTrue(titles.first?.contains("pass these words to `initWithTitle:` and `message:nil`") ?? false, "\(titles)")
        // The near misses: `failed`, titled and shown straight from its initialiser; and
        // `confirm`, made by a library's initialiser, which may set a title of its own.
    }

    func testAnActionSheetWithoutACancelButtonIsReported() {
        // `share` names no cancel button; the near miss, `export`, does.
        XCTAssertEqual(reported("action-sheet-cancel", source).map { $0.prefix(3) }, ["10:"])
        XCTAssertEqual(reported("alert-actions", source), [])
    }

    /// `[[UIAlertView alloc] init]` makes an alert with no title and no buttons; the setters
    /// that follow give them. The near miss: the alert whose `setTitle:` names it.
    func testAnAlertViewMadeWithInitIsBuiltByItsSetters() {
        let source = """
            @implementation ComposeViewController
            - (void)cancel {
                UIAlertView *alert = [[UIAlertView alloc] init];
                [alert setTitle:@"You have unsaved changes"];
                [alert addButtonWithTitle:@"Save as draft"];
                [alert addButtonWithTitle:@"Don't save"];
                [alert show];
            }
            - (void)note {
                UIAlertView *alert = [[UIAlertView alloc] init];
                [alert setMessage:@"Your draft was saved in the Drafts folder, where you can find it again later."];
                [alert addButtonWithTitle:@"OK"];
                [alert show];
            }
            @end
            """
        XCTAssertEqual(reported("modal-title", source).map { $0.prefix(3) }, ["10:"])
        XCTAssertEqual(reported("alert-actions", source), [])
    }

    /// `setCancelButtonIndex:` gives the button at that index the cancel role (the property
    /// form too); an index that is not a literal leaves the roles open. The near miss: the
    /// same sheet without it, whose Cancel is an ordinary button.
    func testACancelButtonIndexGivesThatButtonTheCancelRole() {
        func source(_ cancelIndex: String) -> String {
            """
            @implementation DetailViewController
            - (void)chooseLocation {
                UIActionSheet *sheet = [[UIActionSheet alloc] init];
                sheet.delegate = self;
                [sheet addButtonWithTitle:@"Get current location"];
                [sheet addButtonWithTitle:@"Edit location"];
                [sheet addButtonWithTitle:@"Cancel"];
                \(cancelIndex)
                [sheet showInView:self.view];
            }
            @end
            """
        }
        XCTAssertEqual(reported("action-sheet-cancel", source("[sheet setCancelButtonIndex:2];")), [])
        XCTAssertEqual(reported("action-sheet-cancel", source("sheet.cancelButtonIndex = 2;")), [])
        XCTAssertEqual(reported("action-sheet-cancel", source("[sheet setCancelButtonIndex:[self lastIndex]];")), [])
        XCTAssertEqual(reported("action-sheet-cancel", source("")).map { $0.prefix(2) }, ["3:"])
    }
}
