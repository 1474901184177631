import XCTest
@testable import ModalityLintCore

/// A storyboard picker whose rows unwind: the segue its code performs where people pick a
/// row (`tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`) is a choice
/// that closes, which commits the choice, so the picker needs a Cancel beside its rows
/// (`safe-exit`). Performed from anywhere else, the same segue's words say nothing of what
/// it does, and it is not judged.
final class RowChoiceThatClosesTests: XCTestCase {
    private func storyboard(pickerItems: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="main">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="main" customClass="AccountViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <button id="b1"><state key="normal" title="Choose Icon"/>
                                <connections><segue destination="picker" kind="presentation" id="seg1"/></connections>
                            </button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="picker" title="Icons" customClass="IconPickerViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                        <navigationItem key="navigationItem" title="Icons" id="ni1">\(pickerItems)</navigationItem>
                        <connections>
                            <segue destination="exit1" kind="unwind" identifier="picked" unwindAction="picked:" id="seg2"/>
                        </connections>
                    </viewController>
                    <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    private func code(picking: String) -> String {
        """
        import UIKit
        class AccountViewController: UIViewController {
            @IBAction func picked(_ segue: UIStoryboardSegue) {}
        }
        class IconPickerViewController: UIViewController, UICollectionViewDelegate {
            var chosen = 0
            \(picking)
            func choose() {
                performSegue(withIdentifier: "picked", sender: self)
            }
        }
        """
    }

    private func rules(storyboard: String, code: String) -> [String] {
        Linter().lint(app: [SourceFile(path: "Main.storyboard", text: storyboard), SourceFile(path: "Pickers.swift", text: code)])
            .diagnostics.map(\.ruleID).filter { $0 == "safe-exit" || $0 == "modal-dismiss-button" }
    }

    private let onSelection = """
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                chosen = indexPath.item
                choose()
            }
        """

    func testARowThatUnwindsIsAChoiceThatCloses() {
        XCTAssertEqual(rules(storyboard: storyboard(), code: code(picking: onSelection)), ["safe-exit"])
    }

    func testObjectiveCSpellingOfTheTableViewSelection() {
        let objc = """
            #import <UIKit/UIKit.h>
            @interface IconPickerViewController : UIViewController <UITableViewDelegate>
            @end
            @implementation IconPickerViewController
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                [self performSegueWithIdentifier:@"picked" sender:self];
            }
            @end
            """
        let swift = "import UIKit\nclass AccountViewController: UIViewController {\n    @IBAction func picked(_ segue: UIStoryboardSegue) {}\n}\n"
        let found = Linter().lint(app: [SourceFile(path: "Main.storyboard", text: storyboard()), SourceFile(path: "Account.swift", text: swift),
                                        SourceFile(path: "IconPickerViewController.m", text: objc)])
            .diagnostics.map(\.ruleID).filter { $0 == "safe-exit" }
        XCTAssertEqual(found, ["safe-exit"])
    }

    /// Near miss: a Cancel beside the rows is the safe way out.
    func testACancelBesideTheRowsIsSilent() {
        let cancel = """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="bb1">
                <connections><segue destination="exit1" kind="unwind" unwindAction="cancelled:" id="seg3"/></connections>
            </barButtonItem>
            """
        let withCancel = code(picking: onSelection).replacingOccurrences(
            of: "@IBAction func picked(_ segue: UIStoryboardSegue) {}",
            with: "@IBAction func picked(_ segue: UIStoryboardSegue) {}\n    @IBAction func cancelled(_ segue: UIStoryboardSegue) {}")
        XCTAssertEqual(rules(storyboard: storyboard(pickerItems: cancel), code: withCancel), [])
    }

    /// Near miss: the same segue performed where no row is picked (when the view appears)
    /// chooses nothing people did: its words say nothing of what it commits.
    func testTheSegueOutsideARowSelectionIsNotJudged() {
        let onAppear = "override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); choose() }"
        XCTAssertEqual(rules(storyboard: storyboard(), code: code(picking: onAppear)), [])
    }

    /// Near miss: a Done of the picker's own beside rows that close it: a settings screen
    /// people adjust, whose rows commit no more than its Done.
    func testADoneBesideTheRowsIsSilent() {
        let done = """
            <barButtonItem key="rightBarButtonItem" systemItem="done" id="bb2">
                <connections><segue destination="exit1" kind="unwind" unwindAction="picked:" id="seg4"/></connections>
            </barButtonItem>
            """
        XCTAssertEqual(rules(storyboard: storyboard(pickerItems: done), code: code(picking: onSelection)), [])
    }
}
