import XCTest
@testable import ModalityLintCore

/// A run whose string tables are all of other languages (a `ja.lproj` and a `ru.lproj`
/// beside code written in English, and no `en` or `Base` table) shows its keys as they are
/// written in the development language, as `NSLocalizedString` returns a key no table holds:
/// an Objective-C alert whose `NSLocalizedString(@"Cancel", nil)` has the default style is
/// judged (blind audit round 40, a hardware wallet's OTP alerts). The near miss: a run with
/// no table at all, whose tables may lie outside the linted paths, leaves the words open.
final class OtherLanguagesTablesTests: XCTestCase {
    private let controller = """
        #import <UIKit/UIKit.h>
        @interface OTPViewController : UIViewController
        @end
        @implementation OTPViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self otpFailed];
        }
        - (void)otpFailed {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"OTP Error", nil) message:nil preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"OK", nil) style:UIAlertActionStyleDefault handler:nil]];
            [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Cancel", nil) style:UIAlertActionStyleDefault handler:nil]];
            [self presentViewController:alert animated:YES completion:nil];
        }
        @end
        """

    private func cancelStyle(_ tables: [(String, String)]) -> [Diagnostic] {
        TestApp.diagnostics([("OTPViewController.m", controller)] + tables).filter { $0.ruleID == "alert-cancel-style" }
    }

    func testKeysShowAsWrittenWhereOnlyOtherLanguagesHaveTables() throws {
        let found = cancelStyle([("ja.lproj/Localizable.strings", "\"Cancel\" = \"キャンセル\";\n\"OK\" = \"OK\";\n"),
                                 ("ru.lproj/Localizable.strings", "\"Cancel\" = \"Отмена\";\n")])
        XCTAssertEqual(found.map { "\($0.start.line)" }, ["12"])
        let message = try XCTUnwrap(found.first?.message)
        XCTAssertTrue(message.hasPrefix("the alert \"OTP Error\" in OTPViewController has a 'Cancel' action"), message)
    }

    func testWithoutAnyTableTheWordsStayOpen() {
        XCTAssertEqual(cancelStyle([]).count, 0)
        XCTAssertTrue(StringTables.read([]).isEmpty)
        XCTAssertFalse(StringTables.read([SourceFile(path: "ja.lproj/Localizable.strings", text: "\"a\" = \"b\";\n")]).isEmpty)
        // A `.strings` file outside any `.lproj` folder is no table.
        XCTAssertTrue(StringTables.read([SourceFile(path: "Config/Keys.strings", text: "\"a\" = \"b\";\n")]).isEmpty)
    }
}
