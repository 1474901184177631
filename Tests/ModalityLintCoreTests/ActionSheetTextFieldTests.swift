import XCTest
@testable import ModalityLintCore

/// An action sheet that code gives a text field (`addTextField`) cannot be presented: UIKit
/// raises an exception. The advice for its missing cancel action is the alert style first,
/// then the cancel style for the Cancel it has. Near miss: the same sheet without the text
/// field keeps the plain cancel-style advice.
final class ActionSheetTextFieldTests: XCTestCase {
    private func messages(swift textField: String) -> [String] {
        let source = """
        import UIKit
        class PromptViewController: UIViewController {
            func ask(_ prompt: String) {
                let sheet = UIAlertController(title: nil, message: prompt, preferredStyle: .actionSheet)
                \(textField)
                sheet.addAction(UIAlertAction(title: "OK", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .default))
                present(sheet, animated: true)
            }
        }
        """
        return TestApp.lint(source).diagnostics.filter { $0.ruleID == "action-sheet-cancel" }.map(\.message)
    }

    func testAnActionSheetWithATextFieldIsToldToBeAnAlert() {
        let found = messages(swift: "sheet.addTextField { field in field.placeholder = \"Name\" }")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasSuffix("adds a text field, which an action sheet cannot hold (UIKit raises an exception when it is presented): "
            + "make it an alert (`preferredStyle: .alert`), and give its 'Cancel' action the `.cancel` style") == true, found.first ?? "")
        let plain = messages(swift: "")
        XCTAssertEqual(plain.count, 1)
        XCTAssertTrue(plain.first?.contains("has a 'Cancel' action that is not its cancel action") == true, plain.first ?? "")
    }

    func testAnObjectiveCActionSheetWithATextFieldIsToldToBeAnAlert() {
        let source = """
        @implementation PromptViewController
        - (void)ask {
            UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:@"Name?" preferredStyle:UIAlertControllerStyleActionSheet];
            [sheet addTextFieldWithConfigurationHandler:nil];
            [sheet addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
            [sheet addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleDefault handler:nil]];
            [self presentViewController:sheet animated:YES completion:nil];
        }
        @end
        """
        let files = [("Prompt.h", "@interface PromptViewController : UIViewController\n@end\n"), ("Prompt.m", source)]
        let found = TestApp.lint(files).diagnostics.filter { $0.ruleID == "action-sheet-cancel" }.map(\.message)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasSuffix("make it an alert (`UIAlertControllerStyleAlert`), and give its 'Cancel' action `UIAlertActionStyleCancel`") == true,
                      found.first ?? "")
    }
}
