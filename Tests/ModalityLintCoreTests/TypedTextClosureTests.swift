import XCTest
@testable import ModalityLintCore

/// Whether a UIKit screen holds people's typed work is settled by reading every source of
/// its views (certainty.md, part 1, "Content people would lose"; TypedTextSources): its
/// storyboard scene with its prototype cells, its xib, its class's code and superclasses,
/// and the cells, views and nibs that code names. A screen none of them gives a field to
/// holds no typed work, and `confirm-before-discard` holds back no note about it. Each near
/// miss keeps the fact open, and says why: a field found (its purpose unsaid), or a source
/// the reading cannot read (a class outside the run, a controller it embeds).
final class TypedTextClosureTests: XCTestCase {
    private func notes(_ files: [(String, String)]) -> [String] {
        let result = TestApp.lint(files)
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }.count, 0)
        return result.uncertain.filter { $0.ruleID == "confirm-before-discard" }.flatMap { note in
            note.evidence.filter { $0.fact == "editsContent" }.map { "\($0.openKind ?? "-") \($0.file ?? "-"):\($0.position?.line ?? 0)" }
        }
    }

    /// A list presenting, in a navigation controller, a tag picker whose Cancel dismisses:
    /// its table's prototype cell is `cell`, its class's code `code`.
    private func picker(cell: String = #"<tableViewCell id="c1" customClass="TagCell" customModule="App" customModuleProvider="target"/>"#,
                        code: String = "", files: [(String, String)] = []) -> [(String, String)] {
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
                                <barButtonItem key="rightBarButtonItem" title="Tags" id="add">
                                    <connections><segue destination="nav2" kind="presentation" id="p1"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <navigationController id="nav2" sceneMemberID="viewController">
                            <connections><segue destination="picker" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <tableViewController id="picker" customClass="TagPickerViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" id="t1">
                                <prototypes>
                                    \(cell)
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="Tags" id="n2">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                                    <connections><action selector="cancel:" destination="picker" id="a1"/></connections>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" systemItem="save" id="save">
                                    <connections><action selector="save:" destination="picker" id="a2"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """),
         ("App/TagPickerViewController.swift", """
            import UIKit
            final class TagPickerViewController: UITableViewController {
                \(code)
                @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
                @IBAction func save(_ sender: Any) {
                    TagStore.shared.save()
                    dismiss(animated: true)
                }
            }
            final class TagCell: UITableViewCell {
                let badge = UILabel()
            }

            """)] + files
    }

    func testAScreenWhoseEveryViewIsReadAndNoneTakesTypingHoldsNoWork() {
        XCTAssertEqual(notes(picker()), [])
        // A search bar looks things up; a text view Interface Builder made read-only shows.
        XCTAssertEqual(notes(picker(cell: #"<tableViewCell id="c1"><searchBar id="sb"/><textView editable="NO" id="tv"/></tableViewCell>"#)), [])
        // Cells it registers and makes, read with their xib: labels only.
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { tableView.register(UINib(nibName: \"BadgeCell\", bundle: nil), forCellReuseIdentifier: \"b\") }",
                                    files: [("App/BadgeCell.xib", Self.xib(#"<label id="l1"/>"#))])), [])
        // A nib whose cell names a class outside the run, laid out by that nib itself.
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { tableView.register(UINib(nibName: \"BadgeCell\", bundle: nil), forCellReuseIdentifier: \"b\") }",
                                    files: [("App/BadgeCell.xib", Self.xib(#"<label id="l1"/>"#, cellClass: "BadgeCell"))])), [])
        // Another screen it presents is that screen's views, not this one's.
        XCTAssertEqual(notes(picker(code: "func rename() { present(RenameViewController(), animated: true) }",
                                    files: [("App/Rename.swift", "import UIKit\nfinal class RenameViewController: UIViewController { let field = UITextField() }\n")])), [])
    }

    func testAFieldInAnySourceOfItsViewsLeavesTheWorkOpenAtTheField() {
        // Laid out in a prototype cell, made by the cell's code, or by the screen's.
        XCTAssertEqual(notes(picker(cell: #"<tableViewCell id="c1"><textField id="tf"/></tableViewCell>"#)), ["unclearField App/Main.storyboard:27"])
        XCTAssertEqual(notes(picker(files: [("App/TagCell+Field.swift", "import UIKit\nextension TagCell {\n    func addField() { contentView.addSubview(UITextField()) }\n}\n")])),
                       ["unclearField App/TagCell+Field.swift:3"])
        XCTAssertEqual(notes(picker(code: "let nameField = UITextField()")), ["unclearField App/TagPickerViewController.swift:3"])
        // In a nib the screen loads, or a field of a library's class the screen is told of.
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { tableView.register(UINib(nibName: \"NameCell\", bundle: nil), forCellReuseIdentifier: \"n\") }",
                                    files: [("App/NameCell.xib", Self.xib(#"<textField id="f1"/>"#))])), ["unclearField App/NameCell.xib:5"])
        XCTAssertEqual(notes(picker(files: [("App/Delegate.swift", "import UIKit\nextension TagPickerViewController: UITextFieldDelegate {}\n")])),
                       ["unclearField App/Delegate.swift:2"])
    }

    /// A one-line field whose text input traits Interface Builder sets for a credential, an
    /// address or a number takes an account detail or a setting, not people's work; the near
    /// miss, a field with no such trait beside it, keeps the work open at that field.
    func testAFieldLaidOutForACredentialOrAnAddressIsNoWork() {
        for traits in [#"secureTextEntry="YES""#, #"textContentType="username""#, #"keyboardType="emailAddress""#] {
            let cell = #"<tableViewCell id="c1"><textField id="tf"><textInputTraits key="textInputTraits" "# + traits + #"/></textField></tableViewCell>"#
            XCTAssertEqual(notes(picker(cell: cell)), [], traits)
        }
        let nearMiss = #"<tableViewCell id="c1"><textField id="tf"><textInputTraits key="textInputTraits" keyboardType="emailAddress"/></textField>"#
            + #"<textField id="tf2"><textInputTraits key="textInputTraits" autocorrectionType="no"/></textField></tableViewCell>"#
        XCTAssertEqual(notes(picker(cell: nearMiss)), ["unclearField App/Main.storyboard:27"])
    }

    /// The view a xib's File's Owner shows is that owner's, whatever class it is of: a
    /// styling class used on many screens does not bring one screen's fields to the others.
    /// The near miss: a top-level view no owner shows is its class's own layout (a view
    /// loaded from its nib), whose field is the work of every screen that uses it.
    func testAFieldOfAnotherScreensXibIsNotAViewClassesLayout() {
        let styled = ("App/StyledView.swift", "import UIKit\nfinal class StyledView: UIView {}\n")
        func rename(ownerShowsIt: Bool) -> (String, String) {
            ("App/RenameViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(ownerShowsIt ? "RenameViewController" : "")">
                            \(ownerShowsIt ? #"<connections><outlet property="view" destination="root" id="o1"/></connections>"# : "")
                        </placeholder>
                        <view id="root" customClass="StyledView">
                            <subviews><textField id="name"/></subviews>
                        </view>
                    </objects>
                </document>
                """)
        }
        XCTAssertEqual(notes(picker(code: "@IBOutlet var header: StyledView!", files: [styled, rename(ownerShowsIt: true)])), [])
        XCTAssertEqual(notes(picker(code: "@IBOutlet var header: StyledView!", files: [styled, rename(ownerShowsIt: false)])),
                       ["unclearField App/RenameViewController.xib:8"])
    }

    /// A gesture recognizer the screen makes watches touches to recognize a gesture: its
    /// `touchesMoved` draws nothing and it lays out no view. The near miss: a view of the
    /// app's that follows the finger may be drawn on by hand.
    func testAGestureRecognizerThatFollowsTheFingerIsNoDrawing() {
        func follower(_ superclass: String) -> [(String, String)] {
            picker(code: "let follower = Follower()", files: [("App/Follower.swift", """
                import UIKit
                final class Follower: \(superclass) {
                    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
                }

                """)])
        }
        XCTAssertEqual(notes(follower("UIPanGestureRecognizer")), [])
        XCTAssertEqual(notes(follower("UIView")), ["unclearField App/Follower.swift:3"])
    }

    /// The app's delegate is an object of the app, not a view of the screen: code that goes
    /// through it (`AppDelegate.shared.mapView`) reaches the views of the screen that shows
    /// them, not its own. The near miss: a view of that class the screen makes is its own.
    func testTheAppDelegateTheScreenGoesThroughLaysOutNoViewOfIt() {
        func screen(_ code: String) -> [(String, String)] {
            picker(code: code, files: [("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                    var mapView: MapView!
                }
                final class MapView: UIView {
                    let searchField = UITextField()
                }

                """)])
        }
        XCTAssertEqual(notes(screen("override func viewDidLoad() { AppDelegate.shared.mapView.refresh() }")), [])
        XCTAssertEqual(notes(screen("let preview = MapView()")), ["unclearField App/AppDelegate.swift:7"])
    }

    func testASourceTheReadingCannotReadLeavesTheWorkOpenAtIt() {
        // A view of a class outside the run, a nib the run lacks, a child controller.
        XCTAssertEqual(notes(picker(cell: #"<tableViewCell id="c1"><view id="v" customClass="FloatingLabelInput" customModule="Forms"/></tableViewCell>"#)),
                       ["codeNotInRun App/Main.storyboard:27"])
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { tableView.register(UINib(nibName: \"MissingCell\", bundle: nil), forCellReuseIdentifier: \"m\") }")),
                       ["codeNotInRun App/TagPickerViewController.swift:3"])
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { addChild(ChildViewController()) }")),
                       ["embeddedView App/TagPickerViewController.swift:3"])
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { self.addChild(ChildViewController()) }")),
                       ["embeddedView App/TagPickerViewController.swift:3"])
        // Another object's child (an XML node's) embeds nothing in the screen.
        XCTAssertEqual(notes(picker(code: "func export(root: XMLElement) { root.addChild(XMLElement(name: \"trk\")) }")), [])
        // A SwiftUI view it hosts (through a helper of the app's), a view a presenter may
        // hand in, and a view drawn on by hand.
        XCTAssertEqual(notes(picker(code: "override func viewDidLoad() { install(UIHostingController(rootView: TagsForm())) }")),
                       ["embeddedView App/TagPickerViewController.swift:3"])
        XCTAssertEqual(notes(picker(code: "var accessory: UIView?")), ["embeddedView App/TagPickerViewController.swift:3"])
        // A computed one gives back what the class already holds: no presenter hands it in.
        XCTAssertEqual(notes(picker(code: "var topViewController: UIViewController { self }")), [])
        // So does a private one the class only sets to views it makes, and a constant its own
        // initialiser sets: those are read instead. A private one set from a parameter is
        // handed in after all.
        XCTAssertEqual(notes(picker(code: "private var accessory: UIView?\nfunc layout() { accessory = UIView(frame: .zero); self.accessory = nil; guard let accessory = accessory else { return } }")), [])
        XCTAssertEqual(notes(picker(code: "private var accessory: UIView?\nfunc show(_ view: UIView) { self.accessory = view }")),
                       ["embeddedView App/TagPickerViewController.swift:3"])
        XCTAssertEqual(notes(picker(code: "let badge: UIView? = UILabel()")), [])
        XCTAssertEqual(notes(picker(code: "let badge: UIView? = UITextField()")), ["unclearField App/TagPickerViewController.swift:3"])
        XCTAssertEqual(notes(picker(code: "override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}")),
                       ["unclearField App/TagPickerViewController.swift:3"])
    }

    private static func xib(_ views: String, cellClass: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cell" customClass="\(cellClass)">
                    \(views)
                </tableViewCell>
            </objects>
        </document>
        """
    }
}
