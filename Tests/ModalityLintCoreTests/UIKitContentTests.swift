import XCTest
@testable import ModalityLintCore

/// Content people would lose in UIKit (certainty.md, part 1): an editable `UITextView` or a
/// `PKCanvasView`, made by code, laid out in a storyboard, or wrapped into SwiftUI by a
/// representable, makes `editsContent` known true, so `confirm-before-discard` judges a
/// Cancel that throws it away. Each exemption has its near miss: a text view only shown, one
/// whose editability or keyboard leaves its purpose open, and edits handed to other code as
/// they are typed leave the content open, and the rule silent.
final class UIKitContentTests: XCTestCase {
    private func discards(_ files: [(String, String)]) -> [String] {
        let result = TestApp.lint(files)
        return result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }.map { "\($0.file):\($0.start.line)" }
    }

    /// A list that presents `EditorViewController` in a navigation controller, and the editor
    /// with `body` in its class (its Cancel dismisses at once).
    private func codeEditor(_ body: String, view: String = "private let textView = UITextView()",
                            save: String = "NoteStore.shared.add(textView.text)") -> [(String, String)] {
        [("App/Editor.swift", """
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
                }
                @objc func compose() {
                    present(UINavigationController(rootViewController: EditorViewController()), animated: true)
                }
            }
            final class EditorViewController: UIViewController, UITextViewDelegate {
                \(view)
                var draft = ""
                override func viewDidLoad() {
                    title = "New Note"
                    view.addSubview(textView)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
                }
                \(body)
                @objc func cancel() { dismiss(animated: true) }
                @objc func save() { \(save); dismiss(animated: true) }
            }

            """)]
    }

    func testATextViewCodeMakesIsPeoplesWriting() {
        XCTAssertEqual(discards(codeEditor("")), ["App/Editor.swift:10", "App/Editor.swift:16"])
        // Made in a closure and kept in the property, or made as a subclass of the run.
        XCTAssertEqual(discards(codeEditor("", view: "private lazy var textView: UITextView = { let view = UITextView(); view.font = .preferredFont(forTextStyle: .body); return view }()")),
                       ["App/Editor.swift:10", "App/Editor.swift:16"])
        XCTAssertEqual(discards(codeEditor("", view: "private let textView: UITextView = NoteTextView()")
                                + [("App/NoteTextView.swift", "import UIKit\nfinal class NoteTextView: UITextView {}\n")]),
                       ["App/Editor.swift:10", "App/Editor.swift:16"])
        // One editable view beside one only shown (a Markdown editor and its preview).
        XCTAssertEqual(discards(codeEditor("""
            let preview = UITextView()
            override func viewWillAppear(_ animated: Bool) { preview.isEditable = false; textView.isEditable = true }
            """)), ["App/Editor.swift:10", "App/Editor.swift:16"])
        // A view locked while the note saves, and unlocked after: a pause, not a view only shown.
        XCTAssertEqual(discards(codeEditor("""
            func lock() { view.isUserInteractionEnabled = false }
            func unlock() { view.isUserInteractionEnabled = true }
            """)), ["App/Editor.swift:10", "App/Editor.swift:16"])
        // The text kept in the screen's own property as it is typed is still the screen's.
        XCTAssertEqual(discards(codeEditor("func textViewDidChange(_ textView: UITextView) { draft = textView.text }")), ["App/Editor.swift:10", "App/Editor.swift:16"])
    }

    func testATextViewOnlyShownOrOfOpenPurposeLeavesContentOpen() {
        // Near misses: read-only, editability a value, a keyboard for addresses, a view
        // made read-only where the reading cannot tell which one.
        XCTAssertEqual(discards(codeEditor("override func viewWillAppear(_ animated: Bool) { textView.isEditable = false }")), [])
        XCTAssertEqual(discards(codeEditor("var allowEditing = true\noverride func viewWillAppear(_ animated: Bool) { textView.isEditable = allowEditing }")), [])
        XCTAssertEqual(discards(codeEditor("override func viewWillAppear(_ animated: Bool) { textView.keyboardType = .URL }")), [])
        XCTAssertEqual(discards(codeEditor("", view: "private lazy var textView: UITextView = { let view = UITextView(); return view }()\noverride func viewWillAppear(_ animated: Bool) { textView.isUserInteractionEnabled = false }")), [])
        XCTAssertEqual(discards(codeEditor("override func viewWillAppear(_ animated: Bool) { view.isUserInteractionEnabled = false }")), [])
        // A one-line field is not content: it may be a search or a server address.
        XCTAssertEqual(discards(codeEditor("", view: "private let textView = UITextField()")), [])
        // Text the code only sets and never reads back is shown, not written (guidelines
        // loaded into a view left editable).
        XCTAssertEqual(discards(codeEditor("override func viewWillAppear(_ animated: Bool) { textView.attributedText = Guidelines.text }",
                                           save: "Guidelines.accepted = true")), [])
    }

    func testEditsHandedToOtherCodeAsTypedLeaveContentOpen() {
        // Near miss: a setting saved as typed, like SwiftUI's `.onChange` that writes elsewhere.
        XCTAssertEqual(discards(codeEditor("func textViewDidChange(_ textView: UITextView) { Settings.shared.signature = textView.text }")), [])
        XCTAssertEqual(discards(codeEditor("func textViewDidEndEditing(_ textView: UITextView) { UserDefaults.standard.set(textView.text, forKey: \"note\") }")), [])
        // Kept as the screen goes away, whichever way it closes: Cancel loses nothing.
        XCTAssertEqual(discards(codeEditor("override func viewWillDisappear(_ animated: Bool) { UserPrefs.shared.comment = textView.text }")), [])
        // A fact about the text (enabling Save) hands nothing over.
        XCTAssertEqual(discards(codeEditor("func textViewDidChange(_ textView: UITextView) { navigationItem.rightBarButtonItem?.isEnabled = !textView.text.isEmpty }")),
                       ["App/Editor.swift:10", "App/Editor.swift:16"])
    }

    func testAPencilKitCanvasIsPeoplesDrawing() {
        XCTAssertEqual(discards(codeEditor("", view: "private let textView = PKCanvasView()", save: "Sketches.add(textView.drawing)")), ["App/Editor.swift:10", "App/Editor.swift:16"])
        // Near miss: a drawing saved as it is drawn.
        XCTAssertEqual(discards(codeEditor("func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { Document.current.drawing = canvasView.drawing }",
                                           view: "private let textView = PKCanvasView()", save: "Sketches.add(textView.drawing)")), [])
    }

    func testObjectiveCTextViews() {
        func editor(_ extra: String) -> [(String, String)] {
            [("App/Editor.h", "@interface EditorViewController : UIViewController\n@end\n@interface ListViewController : UIViewController\n@end\n"),
             ("App/Editor.m", """
                @implementation ListViewController
                - (void)viewDidLoad {
                    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose target:self action:@selector(compose)];
                }
                - (void)compose {
                    [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[EditorViewController new]] animated:YES completion:nil];
                }
                @end
                @implementation EditorViewController
                - (void)viewDidLoad {
                    self.title = @"New Note";
                    UITextView *notes = [[UITextView alloc] initWithFrame:self.view.bounds];
                    notes.delegate = self;
                    \(extra)
                    [self.view addSubview:notes];
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
                }
                - (void)cancel {
                    [self dismissViewControllerAnimated:YES completion:nil];
                }
                @end

                """)]
        }
        XCTAssertEqual(discards(editor("")), ["App/Editor.m:9", "App/Editor.m:16"])
        XCTAssertEqual(discards(editor("notes.editable = NO;")), [])
        XCTAssertEqual(discards(editor("[notes setEditable:NO];")), [])
    }

    /// A form whose description row is a cell of the run holding a text view the cell leaves
    /// read-only; the form's `row` code dequeues it, and `extra` is more of the form's code.
    private func cellEditor(_ row: String, extra: String = "") -> [(String, String)] {
        [("App/Form.swift", """
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(compose))
                }
                @objc func compose() {
                    present(UINavigationController(rootViewController: FormViewController()), animated: true)
                }
            }
            final class FormViewController: UITableViewController, TextViewCellDelegate {
                var summary = ""
                override func viewDidLoad() {
                    title = "New Group"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    \(row)
                    return cell
                }
                func textViewCellTextViewDidChange(_ cell: TextViewCell) { summary = cell.textView.text ?? "" }
                \(extra)
                @objc func cancel() { dismiss(animated: true) }
            }
            protocol TextViewCellDelegate: AnyObject { func textViewCellTextViewDidChange(_ cell: TextViewCell) }
            final class TextViewCell: UITableViewCell {
                weak var delegate: TextViewCellDelegate?
                let textView: UITextView = {
                    let view = UITextView()
                    view.isEditable = false
                    return view
                }()
            }

            """)]
    }

    func testATextViewInACellTheScreenMakesEditableIsPeoplesWriting() {
        let dequeue = "let cell: TextViewCell = tableView.dequeueReusableCell(withIdentifier: \"summary\") as! TextViewCell"
        XCTAssertEqual(discards(cellEditor(dequeue + "\ncell.textView.isEditable = true")), ["App/Form.swift:10", "App/Form.swift:14"])
        // Near misses: the cell's text view left as the cell made it (read-only), made
        // editable on a local whose class the declaration does not state, and each edit
        // handed to other code as it is typed.
        XCTAssertEqual(discards(cellEditor(dequeue)), [])
        XCTAssertEqual(discards(cellEditor("let cell = tableView.dequeueReusableCell(withIdentifier: \"summary\") as! TextViewCell\ncell.textView.isEditable = true")), [])
        XCTAssertEqual(discards(cellEditor(dequeue + "\ncell.textView.isEditable = true",
                                           extra: "func textViewCellDidEndEditing(_ cell: TextViewCell) { Group.draft.summary = cell.textView.text }")), [])
    }

    /// A UIKit screen that hosts a SwiftUI form, built as `build` says, in a sheet; the
    /// form holds a multi-line field, a page it pushes, and a Close that dismisses at once.
    private func hostedForm(_ build: String) -> [(String, String)] {
        [("App/Chat.swift", """
            import UIKit
            import SwiftUI
            final class ChatViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Schedule", primaryAction: UIAction { [unowned self] _ in
                        \(build)
                        self.present(host, animated: true)
                    })
                }
                func makeForm() -> MeetingForm { MeetingForm(room: "r") {} }
            }
            struct MeetingForm: View {
                @Environment(\\.dismiss) var dismiss
                @State private var notes = ""
                let room: String
                var onCreate: () -> Void
                var body: some View {
                    NavigationView {
                        List {
                            TextField("Description", text: $notes, axis: .vertical)
                            NavigationLink("Attendees") { AttendeesView() }
                        }
                            .navigationTitle("Schedule a meeting")
                            .toolbar {
                                ToolbarItem(placement: .navigationBarLeading) { Button("Close") { dismiss() } }
                                ToolbarItem(placement: .navigationBarTrailing) { Button("Create") { onCreate(); dismiss() } }
                            }
                    }
                }
            }
            struct AttendeesView: View {
                var body: some View { List { Text("Everyone") }.navigationTitle("Attendees") }
            }

            """)]
    }

    func testASwiftUIFormHostedThroughALocalIsJudged() {
        // The view built into a local, then hosted: its Close and its swipe lose the notes.
        XCTAssertEqual(discards(hostedForm("let form = MeetingForm(room: \"r\") { print(1) }\nlet host = UIHostingController(rootView: form)")),
                       ["App/Chat.swift:13", "App/Chat.swift:26"])
        // Near miss: a local a helper fills is not named by the method; nothing is judged.
        XCTAssertEqual(discards(hostedForm("let form = makeForm()\nlet host = UIHostingController(rootView: form)")), [])
    }

    /// A storyboard scene with a text view (`traits` inside it, `attributes` on it), its
    /// Cancel wired to the class's `cancel:` (which dismisses), and the class's `code`.
    private func storyboardEditor(attributes: String = "", traits: String = "", code: String = "",
                                  save: String = "NoteStore.shared.add(textView.text)") -> [(String, String)] {
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
                                    <connections><segue destination="nav2" kind="presentation" id="p1"/></connections>
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
                        <viewController id="editor" customClass="EditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <textView clipsSubviews="YES" \(attributes) id="tv1">\(traits)</textView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="New Note" id="n2">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                                    <connections><action selector="cancel:" destination="editor" id="a1"/></connections>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" systemItem="save" id="save">
                                    <connections><action selector="save:" destination="editor" id="a2"/></connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections><outlet property="textView" destination="tv1" id="o1"/></connections>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """),
         ("App/EditorViewController.swift", """
            import UIKit
            final class EditorViewController: UIViewController {
                @IBOutlet var textView: UITextView!
                \(code)
                @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
                @IBAction func save(_ sender: Any) {
                    \(save)
                    dismiss(animated: true)
                }
            }

            """)]
    }

    func testAStoryboardTextViewIsEditableUnlessItOrItsCodeSaysOtherwise() {
        XCTAssertEqual(discards(storyboardEditor()), ["App/Main.storyboard:24", "App/Main.storyboard:31"])
        // Near misses: read-only in the storyboard or in code, an address keyboard, and a
        // text kept elsewhere as typed.
        XCTAssertEqual(discards(storyboardEditor(attributes: "editable=\"NO\"")), [])
        XCTAssertEqual(discards(storyboardEditor(attributes: "userInteractionEnabled=\"NO\"")), [])
        XCTAssertEqual(discards(storyboardEditor(traits: "<textInputTraits key=\"textInputTraits\" keyboardType=\"URL\"/>")), [])
        XCTAssertEqual(discards(storyboardEditor(code: "override func viewDidLoad() { textView.isEditable = false }")), [])
        XCTAssertEqual(discards(storyboardEditor(code: "func textViewDidChange(_ view: UITextView) { Store.shared.note = view.text }")), [])
        // Never read back: the text view shows text.
        XCTAssertEqual(discards(storyboardEditor(save: "")), [])
    }

    /// A SwiftUI sheet whose content is `representable`, wrapping a UIKit text view; `site`
    /// is how the sheet builds it.
    private func wrappedEditor(_ makeUIView: String, site: String = "NoteTextView()") -> [(String, String)] {
        [("App/App.swift", """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { ListView() } }
            }
            struct ListView: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        Button("New Note") { composing = true }
                            .sheet(isPresented: $composing) { ComposerView() }
                    }
                }
            }
            struct ComposerView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var post = ""
                var body: some View {
                    NavigationStack {
                        \(site)
                            .navigationTitle("New Note")
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                                ToolbarItem(placement: .confirmationAction) { Button("Post") { dismiss() } }
                            }
                    }
                    .interactiveDismissDisabled()
                }
            }
            struct NoteTextView: UIViewRepresentable {
                let controller: NoteController
                func makeUIView(context: Context) -> UITextView {
                    \(makeUIView)
                }
                func updateUIView(_ uiView: UITextView, context: Context) {}
            }

            """)]
    }

    func testATextViewWrappedIntoSwiftUIIsPeoplesWriting() {
        // Handed to the app's controller, which keeps it for its text.
        XCTAssertEqual(discards(wrappedEditor("let view = UITextView()\nview.isEditable = true\ncontroller.textView = view\nreturn view")), ["App/App.swift:22"])
        // Near miss: one whose text nothing reads back only shows it.
        XCTAssertEqual(discards(wrappedEditor("let view = UITextView()\nreturn view")), [])
        // Near miss: a wrapped text view that only shows its text.
        XCTAssertEqual(discards(wrappedEditor("let view = UITextView()\nview.isEditable = false\ncontroller.textView = view\nreturn view")), [])
        // Near miss: each edit saved as a draft as it is typed, where the sheet builds it.
        let keeps = "let view = UITextView()\ncontroller.textView = view\nreturn view"
        XCTAssertEqual(discards(wrappedEditor(keeps, site: "NoteTextView(text: $post)")), ["App/App.swift:22"])
        XCTAssertEqual(discards(wrappedEditor(keeps, site: "NoteTextView(text: $post).onChange(of: post) { saveDraft($0) }")), [])
    }
}
