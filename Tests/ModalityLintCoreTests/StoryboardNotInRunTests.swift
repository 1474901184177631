import XCTest
@testable import ModalityLintCore

/// A view controller whose own factory loads it from a storyboard is judged with that
/// storyboard: where the run does not hold it (a published source without its storyboards, a
/// lint of one folder), the scene's title and bar buttons are unread, so "no title" stays
/// open instead of being claimed from the class's code alone.
final class StoryboardNotInRunTests: XCTestCase {
    private static let settings = """
        #import <UIKit/UIKit.h>
        @interface SettingsViewController : UITableViewController
        @property (weak, nonatomic) IBOutlet UISwitch *switchSync;
        + (instancetype)fromStoryboard;
        @end
        @implementation SettingsViewController
        + (instancetype)fromStoryboard {
            UIStoryboard* sb = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
            return [sb instantiateViewControllerWithIdentifier:@"Settings"];
        }
        @end
        """

    private static let presenter = """
        #import <UIKit/UIKit.h>
        #import "SettingsViewController.h"
        @interface BrowseViewController : UIViewController
        @end
        @implementation BrowseViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Settings" style:UIBarButtonItemStylePlain target:self action:@selector(showSettings)];
        }
        - (void)showSettings {
            SettingsViewController* vc = [SettingsViewController fromStoryboard];
            UINavigationController* nav = [[UINavigationController alloc] initWithRootViewController:vc];
            [self presentViewController:nav animated:YES completion:nil];
        }
        @end
        """

    func testATitleInAStoryboardTheRunDoesNotHoldStaysOpen() {
        let result = TestApp.lint([("SettingsViewController.m", Self.settings), ("BrowseViewController.m", Self.presenter)])
        XCTAssertEqual(result.diagnostics.linesAndRules(of: "modal-title"), [])
        let note = result.uncertain.first { $0.ruleID == "modal-title" }
        XCTAssertNotNil(note, "the missing title is feared, not claimed")
        XCTAssertTrue(note?.message.contains("Settings.storyboard") == true, note?.message ?? "")
    }

    /// The near miss: the same class, made in code by an instance method of its presenter
    /// that loads another storyboard, has no scene of its own: its missing title is claimed.
    func testAStoryboardLoadedByAnInstanceMethodSaysNothingOfTheClass() {
        let settings = Self.settings.replacingOccurrences(of: "+ (instancetype)fromStoryboard {", with: "- (instancetype)fromStoryboard {")
            .replacingOccurrences(of: "+ (instancetype)fromStoryboard;", with: "- (instancetype)fromStoryboard;")
        let presenter = Self.presenter.replacingOccurrences(
            of: "[SettingsViewController fromStoryboard]", with: "[[SettingsViewController alloc] init]")
        XCTAssertEqual(TestApp.diagnostics([("SettingsViewController.m", settings), ("BrowseViewController.m", presenter)])
            .linesAndRules(of: "modal-title"), ["6 modal-title"])
    }
}
