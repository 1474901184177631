import XCTest
@testable import ModalityLintCore

/// Xibs (XibReader): a xib whose File's Owner is a view controller class gives that class's
/// screen its buttons, title and editable text, as a storyboard scene does; a broken xib
/// never fails a run.
final class XibReaderTests: XCTestCase {
    private let editorCode = """
        import UIKit
        final class NotesViewController: UIViewController {
            @objc func compose() {
                present(UINavigationController(rootViewController: EditorViewController(nibName: "EditorViewController", bundle: nil)), animated: true)
            }
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
            }
        }
        final class EditorViewController: UIViewController {
            @IBOutlet var textView: UITextView!
            @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
            @IBAction func save(_ sender: Any) { NoteStore.shared.add(textView.text); dismiss(animated: true) }
        }

        """

    private func xib(editable: Bool = true, title: String = "New Note") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EditorViewController">
                    <connections>
                        <outlet property="textView" destination="tv1" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <textView clipsSubviews="YES" \(editable ? "" : "editable=\"NO\" ")id="tv1"/>
                    </subviews>
                </view>
                <navigationItem title="\(title)" id="n1">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1">
                        <connections>
                            <action selector="cancel:" destination="-1" id="a1"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="save" id="b2">
                        <connections>
                            <action selector="save:" destination="-1" id="a2"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
            </objects>
        </document>
        """
    }

    private func lint(_ files: [(String, String)]) -> AppLintResult {
        TestApp.lint(files)
    }

    func testTheOwnersButtonsTitleAndTextComeFromItsXib() throws {
        let xibText = xib()
        let reading = XibReader.read([SourceFile(path: "Editor.xib", text: xibText)], firstFileIndex: 3)
        let owner = try XCTUnwrap(reading.owners["EditorViewController"])
        XCTAssertEqual(owner.title?.text, "New Note")
        XCTAssertEqual(owner.controls.map(\.label), ["Cancel", "Save"])
        XCTAssertEqual(owner.controls.map(\.selector), ["cancel:", "save:"])
        XCTAssertEqual(owner.controls.map(\.role), [.cancel, .done])
        XCTAssertEqual(owner.controls.first?.place.file, 3)
        XCTAssertNotNil(owner.editableText)

        // The editor edits people's text and its Cancel closes it without asking. The
        // question is asked in the code the button runs: the message says where that
        // method is, and the diagnostic stays at the button.
        let result = lint([("App/Notes.swift", editorCode), ("App/EditorViewController.xib", xibText)])
        // Shown as a sheet, with nothing that stops its swipe: the swipe loses the text too.
        let swipe = result.diagnostics.filter { $0.ruleID == "confirm-before-discard" && $0.message.contains("swiping it down") }
        XCTAssertEqual(swipe.map(\.file), ["App/Notes.swift"], "\(result.diagnostics.map { "\($0.ruleID) \($0.message)" })")
        let discard = result.diagnostics.filter { $0.ruleID == "confirm-before-discard" && !$0.message.contains("swiping it down") }
        XCTAssertEqual(discard.map(\.file), ["App/EditorViewController.xib"], "\(result.diagnostics.map { "\($0.ruleID) \($0.message)" })")
        XCTAssertEqual(discard.first?.message, "'Cancel' closes 'EditorViewController' (\"New Note\"), which holds people's unsaved content, "
            + "without asking: in its action method (Notes.swift:12), when there are changes, ask first with a `UIAlertController` "
            + "action sheet that offers to discard them or keep editing")
    }

    func testAStoryboardCancelNamesTheActionMethodItRuns() {
        // A storyboard scene's Cancel, as a xib's: the fix is made in the method it runs.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <tableViewController id="list" sceneMemberID="viewController"><navigationItem key="navigationItem" title="Notes" id="ni1">
                            <barButtonItem key="rightBarButtonItem" systemItem="compose" id="c1"><connections><segue destination="editNav" kind="presentation" id="p1"/></connections></barButtonItem>
                        </navigationItem></tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <navigationController id="editNav" sceneMemberID="viewController"><connections><segue destination="editor" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="editor" customClass="ComposeViewController" sceneMemberID="viewController">
                            <view key="view" id="v4"><subviews><textView id="tv4"/></subviews></view>
                            <navigationItem key="navigationItem" title="New Note" id="ni4">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b4"><connections><action selector="cancel:" destination="editor" id="a4"/></connections></barButtonItem>
                                <barButtonItem key="rightBarButtonItem" systemItem="save" id="b5"><connections><action selector="save:" destination="editor" id="a5"/></connections></barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let code = """
            import UIKit
            final class ComposeViewController: UIViewController {
                @IBOutlet var textView: UITextView!
                @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
                @IBAction func save(_ sender: Any) { NoteStore.shared.add(textView.text); dismiss(animated: true) }
            }

            """
        let result = lint([("App/Main.storyboard", storyboard), ("App/ComposeViewController.swift", code)])
        let discard = result.diagnostics.filter { $0.ruleID == "confirm-before-discard" && !$0.message.contains("swiping it down") }
        XCTAssertEqual(discard.map(\.file), ["App/Main.storyboard"], "\(result.diagnostics.map { "\($0.file) \($0.message)" })")
        XCTAssertTrue(discard.first?.message.contains("in its action method (ComposeViewController.swift:4)") == true)
        XCTAssertEqual(discard.first?.evidence.contains { $0.file == "App/ComposeViewController.swift" && $0.position?.line == 4 }, true)
    }

    func testATextViewThatIsNotEditableLeavesTheContentUnknown() {
        // Near miss: a read-only text view is no one's work.
        let result = lint([("App/Notes.swift", editorCode), ("App/EditorViewController.xib", xib(editable: false))])
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }.count, 0)
    }

    func testABrokenXibIsCountedAndNeverFailsTheRun() {
        let result = lint([("App/Notes.swift", editorCode), ("App/EditorViewController.xib", "<document><objects></document>")])
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == BuiltinDiagnostic.parseError })
        XCTAssertEqual(result.unreadCode.map(\.file), ["App/EditorViewController.xib"])
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }.count, 0)
    }
}
