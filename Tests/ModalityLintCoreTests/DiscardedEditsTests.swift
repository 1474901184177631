import XCTest
@testable import ModalityLintCore

/// A Cancel that closes the screen and rolls back or deletes the very object the screen's
/// edit handlers write people's text into as it is typed throws that text away: by the
/// app's own program the screen holds work (CodeIndex.discardedEdits). Text saved as typed
/// into an object no Cancel rolls back is kept elsewhere, and the work stays open.
final class DiscardedEditsTests: XCTestCase {
    /// The confirm-before-discard diagnostics (file:line), and how many are held back as
    /// uncertain; `edits` is where the diagnostics' evidence says the screen holds work.
    private func discard(_ files: [(String, String)]) -> (reported: [String], uncertain: Int, edits: [String]) {
        let result = TestApp.lint(files)
        let reported = result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }
        return (reported.map { "\($0.file):\($0.start.line)" }, result.uncertain.filter { $0.ruleID == "confirm-before-discard" }.count,
                reported.flatMap { $0.evidence.filter { $0.fact == "editsContent" }.map { "\($0.file ?? "-"):\($0.position?.line ?? 0)" } })
    }

    /// A list that presents, full screen, an Objective-C form whose notes view writes each
    /// edit into `self.observation` (`edited`), and whose Cancel runs `cancel`.
    private func form(edited: String = "self.observation.notes = textView.text;", cancel: String) -> [(String, String)] {
        [("App/Form.h", """
            @interface Observation : NSManagedObject
            @property NSString *notes;
            @end
            @interface FormViewController : UIViewController <UITextViewDelegate>
            @property Observation *observation;
            @property NSManagedObjectContext *scratchContext;
            @end
            @interface ListViewController : UIViewController
            @end

            """),
         ("App/Form.m", """
            @implementation ListViewController
            - (void)viewDidLoad {
                self.title = @"Observations";
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(add)];
            }
            - (void)add {
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[FormViewController new]];
                nav.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:nav animated:YES completion:nil];
            }
            @end
            @implementation FormViewController
            - (void)viewDidLoad {
                self.title = @"New Observation";
                UITextView *notes = [[UITextView alloc] init];
                notes.delegate = self;
                [self.view addSubview:notes];
                self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelled:)];
            }
            - (void)textViewDidEndEditing:(UITextView *)textView {
                \(edited)
            }
            - (void)cancelled:(UIBarButtonItem *)item {
                \(cancel)
                [self.presentingViewController dismissViewControllerAnimated:YES completion:nil];
            }
            @end

            """)]
    }

    func testACancelThatRollsBackTheEditedObjectDiscardsWork() {
        // The evidence is the discarding call.
        let rolledBack = discard(form(cancel: "[self.observation.managedObjectContext rollback];"))
        XCTAssertEqual(rolledBack.reported, ["App/Form.m:18"])
        XCTAssertEqual(rolledBack.edits, ["App/Form.m:24"])
        // Deleted, by the object's own message or by its context's, behind a helper of the class.
        XCTAssertEqual(discard(form(cancel: "[self.observation deleteEntity];")).reported, ["App/Form.m:18"])
        XCTAssertEqual(discard(form(cancel: "[self forget];\n}\n- (void)forget {\n    [self.scratchContext deleteObject:self.observation];")).reported,
                       ["App/Form.m:18"])
    }

    func testTextSavedIntoAnObjectNoCancelRollsBackStaysOpen() {
        // Near misses: the Cancel only closes; or rolls back another object than the one
        // the typing went into; or the typing is handed to a function, not kept in an object.
        for cancel in ["[self stopUpdating];", "[self.scratchContext rollback];"] {
            let result = discard(form(cancel: cancel))
            XCTAssertEqual(result.reported, [], cancel)
            XCTAssertEqual(result.uncertain, 1, cancel)
        }
        let handed = discard(form(edited: "[Notes save:textView.text];", cancel: "[self.observation.managedObjectContext rollback];"))
        XCTAssertEqual(handed.reported, [])
        XCTAssertEqual(handed.uncertain, 1)
    }

    func testSwiftStoryboardCancelThatDeletesTheEditedNote() {
        func editor(_ cancel: String) -> [(String, String)] {
            [("App/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                    <scenes>
                        <scene sceneID="s1"><objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <viewController id="list" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Notes" id="n1">
                                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                        <connections><segue destination="nav2" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/></connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                        </objects></scene>
                        <scene sceneID="s3"><objects>
                            <navigationController id="nav2" sceneMemberID="viewController">
                                <connections><segue destination="editor" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s4"><objects>
                            <viewController id="editor" customClass="NoteEditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="v1"><subviews><textView id="body"/></subviews></view>
                                <navigationItem key="navigationItem" title="New Note" id="n2">
                                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                                        <connections><action selector="cancel:" destination="editor" id="a1"/></connections>
                                    </barButtonItem>
                                </navigationItem>
                                <connections><outlet property="bodyView" destination="body" id="o1"/></connections>
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """),
             ("App/NoteEditorViewController.swift", """
                import UIKit
                import CoreData

                final class NoteEditorViewController: UIViewController, UITextViewDelegate {
                    @IBOutlet private weak var bodyView: UITextView!
                    var note: Note!
                    var context: NSManagedObjectContext!

                    func textViewDidChange(_ textView: UITextView) {
                        note.body = textView.text
                    }

                    @IBAction func cancel(_ sender: Any) {
                        \(cancel)
                        dismiss(animated: true)
                    }
                }

                final class Note: NSManagedObject {
                    @NSManaged var body: String?
                }

                """)]
        }
        let deleted = discard(editor("context.delete(note)"))
        XCTAssertEqual(deleted.reported, ["App/Main.storyboard:27"])
        XCTAssertEqual(deleted.edits, ["App/NoteEditorViewController.swift:14"])
        // Near miss: the Cancel closes and keeps the note as typed.
        let kept = discard(editor("context.refreshAllObjects()"))
        XCTAssertEqual(kept.reported, [])
        XCTAssertEqual(kept.uncertain, 1)
    }
}
