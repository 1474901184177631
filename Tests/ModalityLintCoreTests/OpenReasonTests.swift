import XCTest
@testable import ModalityLintCore

/// An open fact says why it is open, from the place the reading gave up (certainty.md,
/// parts 1, 3 and 5): `--show-uncertain` notes name the call, modifier, view or alert
/// helper the reading could not follow, at its line; their evidence (the JSON report's and
/// `why`'s) holds it with its kind and position. Each kind of reason the readers record is
/// shown here on a small source, with the line it must name.
final class OpenReasonTests: XCTestCase {
    private func uncertain(_ files: [(String, String)], rule: String) -> [Diagnostic] {
        TestApp.lint(files)
            .uncertain.filter { $0.ruleID == rule }
    }

    /// The note's open evidence as `kind file:line`, as the JSON report and `why` give it.
    private func reasons(_ note: Diagnostic?) -> [String] {
        (note?.evidence ?? []).map { "\($0.openKind ?? "-") \($0.file ?? "-"):\($0.position?.line ?? 0)" }
    }

    /// The presenter hands its flag to app code (`Handoff.keep`), as an app that lets a
    /// router or a model close the sheet does: what the buttons' calls reach may then close
    /// it (without that, nothing they reach could: ContentCapabilityTests).
    private func sheet(presenting presented: String, wrapped: Bool = true) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("Edit") { editing = true }
                        .navigationTitle("Library")
                        .fullScreenCover(isPresented: $editing) { \(wrapped ? "Editor()" : "Editor()") }.task { Handoff.keep($editing) }
                }
            }
        }
        \(presented)
        enum Handoff { static func keep(_ flag: Binding<Bool>) {} }
        """
    }

    // MARK: Dismissal

    func testACallOnAnotherObjectIsNamedAsWrittenAtItsLine() throws {
        let source = sheet(presenting: """
            final class Model { var handle: ((Int) -> Void)?; func send(viewAction: Int) { handle?(viewAction) } }
            struct Editor: View {
                let context: Model
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Edit")
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Continue") { context.send(viewAction: 1) } } }
                    }
                }
            }
            """)
        let note = try XCTUnwrap(uncertain([("App.swift", source)], rule: "modal-dismiss-button").first)
        XCTAssertTrue(note.message.contains("whether 'Continue' closes it: its action calls `context.send(viewAction:)` at App.swift:20, "
                                            + "a method of another object the reading does not follow"), note.message)
        XCTAssertEqual(reasons(note), ["otherObjectCall App.swift:20"])
        XCTAssertEqual(note.evidence.first?.fact, "dismissal")
    }

    func testAClosureHandedInIsNamed() throws {
        let source = sheet(presenting: """
            struct Editor: View {
                var onCancel: () -> Void
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Edit")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { onCancel() } } }
                    }
                }
            }
            """)
        let note = try XCTUnwrap(uncertain([("App.swift", source)], rule: "modal-dismiss-button").first)
        XCTAssertTrue(note.message.contains("its action calls `onCancel()` at App.swift:19, a closure the presenter hands in"), note.message)
        XCTAssertEqual(reasons(note), ["closureCall App.swift:19"])
    }

    func testAUIKitDelegateCallIsNamed() throws {
        let source = """
        import UIKit
        protocol EditorDelegate: AnyObject { func didFinish() }
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "List"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
            }
            @objc func add() {
                present(UINavigationController(rootViewController: EditorViewController()), animated: true)
            }
        }
        final class EditorViewController: UIViewController {
            weak var delegate: EditorDelegate?
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Edit"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            }
            @objc func cancel() {
                delegate?.didFinish()
            }
        }
        """
        let note = try XCTUnwrap(uncertain([("List.swift", source)], rule: "modal-dismiss-button").first)
        XCTAssertTrue(note.message.contains("its action calls `delegate?.didFinish()` at List.swift:21, a delegate call"), note.message)
        XCTAssertEqual(reasons(note), ["delegateCall List.swift:21"])
    }

    func testAStoryboardButtonsMethodThatCallsADelegateIsNamedInTheClass() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="listNav">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <navigationController id="listNav" sceneMemberID="viewController">
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="List" id="n1">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections><segue destination="editNav" kind="presentation" id="p1"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="editNav" sceneMemberID="viewController">
                            <connections><segue destination="edit" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Edit" id="n2">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                                    <connections><action selector="cancel:" destination="edit" id="a1"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let code = """
            import UIKit
            protocol EditDelegate: AnyObject { func editDidCancel() }
            final class EditViewController: UIViewController {
                weak var delegate: EditDelegate?
                @IBAction func cancel(_ sender: Any) {
                    delegate?.editDidCancel()
                }
            }
            """
        let notes = uncertain([("Main.storyboard", storyboard), ("Edit.swift", code)], rule: "modal-dismiss-button")
        let note = try XCTUnwrap(notes.first, "\(notes)")
        XCTAssertTrue(note.message.contains("whether 'Cancel' closes it: its action calls `delegate?.editDidCancel()` at Edit.swift:6, a delegate call"),
                      note.message)
        XCTAssertEqual(reasons(note), ["delegateCall Edit.swift:6"])
    }

    func testTheAppsOwnPresentationModifierIsNamed() throws {
        let source = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            extension View {
                func sheet<Content: View>(isPresented: Binding<Bool>, closable: Bool, @ViewBuilder content: @escaping () -> Content) -> some View {
                    sheet(isPresented: isPresented) { NavigationStack { content().toolbar { Button("Close") { isPresented.wrappedValue = false } } } }
                }
            }
            struct Root: View {
                @State private var editing = false
                var body: some View {
                    NavigationStack {
                        Button("Edit") { editing = true }
                            .navigationTitle("Library")
                            .sheet(isPresented: $editing, closable: true) { Editor() }
                    }
                }
            }
            struct Editor: View {
                var body: some View { NavigationStack { Text("Draft") } }
            }
            """
        let note = try XCTUnwrap(uncertain([("App.swift", source)], rule: "modal-title").first)
        XCTAssertTrue(note.message.contains("`.sheet` at App.swift:14, the app's own modifier, which may give it"), note.message)
        XCTAssertEqual(reasons(note).first, "appModifier App.swift:14")
    }

    // MARK: Title

    /// A sheet that certainly shows no navigation bar has its title in its content, and one
    /// that draws a heading has it there too: settled, neither a diagnostic nor a note. The
    /// near miss, the same sheet in a `NavigationStack` with no heading, is reported.
    func testNoNavigationBarAndADrawnHeadingSettleTheTitle() throws {
        let bare = sheet(presenting: """
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("Draft")
                        Button("Close") { dismiss() }
                    }
                }
            }
            """)
        func titleFindings(_ source: String) -> [Int] {
            TestApp.lint(source)
                .diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line)
        }
        XCTAssertEqual(uncertain([("App.swift", bare)], rule: "modal-title").map(\.message), [])
        XCTAssertEqual(titleFindings(bare), [])

        let inStack = bare.replacingOccurrences(of: "VStack {", with: "NavigationStack { VStack {")
            .replacingOccurrences(of: "Button(\"Close\") { dismiss() }\n        }", with: "Button(\"Close\") { dismiss() }\n        } }")
        let heading = inStack.replacingOccurrences(of: "Text(\"Draft\")", with: "Text(\"Draft\").font(.largeTitle)")
        XCTAssertEqual(uncertain([("App.swift", heading)], rule: "modal-title").map(\.message), [])
        XCTAssertEqual(titleFindings(heading), [])
        // Near miss: in a navigation stack, with no title and no heading.
        XCTAssertEqual(titleFindings(inStack), [13])
    }

    /// A sheet whose first words are a headline ("Select the vehicle to export:") says what
    /// its task is in its content; a headline further down heads a part of it, and the bar
    /// left empty is the rule's case (the near miss).
    func testAHeadlineAsTheFirstWordsIsADrawnHeading() throws {
        let body = { (words: String) in
            self.sheet(presenting: """
                struct Editor: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        NavigationStack {
                            VStack {
                                \(words)
                                Button("Close") { dismiss() }
                            }
                        }
                    }
                }
                """)
        }
        let first = body(#"Text("Select the vehicle to export:").font(.headline)"#)
        XCTAssertEqual(uncertain([("App.swift", first)], rule: "modal-title").map(\.message), [])
        let firstLinted = TestApp.lint(first)
        XCTAssertEqual(firstLinted.diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line), [])

        let later = body(#"Text("Pick one below."); Text("Vehicles").font(.headline)"#)
        let linted = TestApp.lint(later)
        XCTAssertEqual(linted.diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line), [13])

        // The headline's metrics without its name head it too; body-sized or regular words do not.
        for heading in [#"Text("Daily Digest").font(.system(size: 18, weight: .semibold))"#,
                        #"Text("Daily Digest").font(Font.system(size: 17, weight: .bold, design: .rounded))"#] {
            XCTAssertEqual(TestApp.lint(body(heading)).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line), [], heading)
        }
        for words in [#"Text("Daily Digest").font(.system(size: 18))"#, #"Text("Daily Digest").font(.system(size: 15, weight: .bold))"#] {
            XCTAssertEqual(TestApp.lint(body(words)).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line), [13], words)
        }
    }

    /// A heading's size given by the app's own constant (`.font(.system(size:
    /// Metrics.titleFontSize))`, `static let titleFontSize: CGFloat = 20`) is read to its
    /// literal, in the file's own `Metrics` where other files declare theirs: the words are a
    /// drawn heading. The near miss: a constant of a body's size heads nothing.
    func testAHeadingSizedByTheAppsConstantIsADrawnHeading() throws {
        func source(_ size: Int) -> [(String, String)] {
            [("App.swift", sheet(presenting: """
                struct Editor: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text("Link no longer valid").bold().font(.system(size: Metrics.titleFontSize))
                                Button("Close") { dismiss() }
                            }
                        }
                    }
                }
                private enum Metrics {
                    static let titleFontSize: CGFloat = \(size)
                }
                """)),
             ("Other.swift", "private enum Metrics {\n    static let titleFontSize: CGFloat = 12\n    static let inset: CGFloat = 4\n}\n")]
        }
        XCTAssertEqual(TestApp.lint(source(20)).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line), [])
        XCTAssertEqual(TestApp.lint(source(15)).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line), [13])
    }

    /// A rule that judges a whole modal context (confirm-before-discard) may be left open by
    /// a screen the modal pushes: the note names that screen's open fact, never nothing.
    func testAnOpenFactOnAPushedScreenIsNamedWithItsScreen() throws {
        let source = """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("Edit") { editing = true }
                        .navigationTitle("Library")
                        .sheet(isPresented: $editing) { Editor() }
                }
            }
        }
        struct Editor: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    List { NavigationLink("New Item") { ItemForm() } }
                        .navigationTitle("Items")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                }
            }
        }
        struct ItemForm: View {
            @State private var name = ""
            var body: some View { Form { TextField("Name", text: $name) } }
        }
        """
        let note = try XCTUnwrap(uncertain([("App.swift", source)], rule: "confirm-before-discard").first)
        XCTAssertTrue(note.message.contains("whether it holds people's work (on 'ItemForm', reached by its pushes)"), note.message)
        XCTAssertEqual(reasons(note), ["unclearField App.swift:25"], note.message)
    }

    func testATitleThePresenterSetsIsNamedAtThePresentation() throws {
        let source = """
        import UIKit
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "List"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
            }
            @objc func add() {
                let editor = EditorViewController()
                editor.title = name
                present(UINavigationController(rootViewController: editor), animated: true)
            }
            var name: String { "x" }
        }
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            }
            @objc func cancel() { dismiss(animated: true) }
        }
        """
        let note = try XCTUnwrap(uncertain([("List.swift", source)], rule: "modal-title").first)
        XCTAssertEqual(reasons(note), ["presenterTitle List.swift:11"], note.message)
        XCTAssertTrue(note.message.contains("a title its presenter gives"), note.message)
    }

    // MARK: Alerts

    func testAnAlertHandedToAHelperIsNamedAtTheCall() throws {
        let source = """
        import UIKit
        final class ListViewController: UIViewController {
            func handed() {
                let alert = UIAlertController(title: "Gone", message: nil, preferredStyle: .alert)
                addCancelAction(to: alert)
                present(alert, animated: true)
            }
            func addCancelAction(to alert: UIAlertController) {}
        }
        """
        let note = try XCTUnwrap(uncertain([("List.swift", source)], rule: "alert-actions").first)
        XCTAssertTrue(note.message.contains("its ways out: `addCancelAction` at List.swift:5, the alert is handed to a function"), note.message)
        XCTAssertEqual(reasons(note), ["alertHandedToFunction List.swift:5"])
    }

    func testAnAlertKeptInAPropertyIsNamed() throws {
        let source = """
        import UIKit
        final class ListViewController: UIViewController {
            var currentAlert: UIAlertController?
            func show() {
                self.currentAlert = UIAlertController(title: "Syncing", message: nil, preferredStyle: .alert)
                present(currentAlert!, animated: true)
            }
            func replace(with alert: UIAlertController) {
                currentAlert = alert
            }
        }
        """
        let note = try XCTUnwrap(uncertain([("List.swift", source)], rule: "alert-actions").first)
        XCTAssertEqual(reasons(note).first, "alertInProperty List.swift:5", note.message)
        XCTAssertTrue(note.message.contains("`currentAlert` at List.swift:5, the alert is kept in a property"), note.message)
    }

    // MARK: Content

    func testAFieldOfUnclearPurposeIsNamed() throws {
        let source = sheet(presenting: """
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var name = ""
                var body: some View {
                    NavigationStack {
                        Form { TextField("Name", text: $name) }
                            .navigationTitle("Edit")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                    }
                }
            }
            """)
        let result = TestApp.lint(source)
        let document = try XCTUnwrap(result.document)
        let editor = try XCTUnwrap(document.screens.first { $0.id == "Editor" })
        let open = editor.openReasons(for: .editsContent)
        XCTAssertEqual(open.map(\.kind), [.unclearField])
        XCTAssertEqual(open.first.flatMap { $0.line(in: document.sources) }?.number, 18)
    }

    // MARK: Reports

    func testWhyAndTheJSONReportCarryTheReasons() throws {
        let source = sheet(presenting: """
            final class Router { var onDismiss: (() -> Void)?; func dismiss() { onDismiss?() } }
            struct Editor: View {
                let router: Router
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Edit")
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { router.dismiss() } } }
                    }
                }
            }
            """)
        let result = TestApp.lint(source)
        var report = LintReport(diagnostics: [], files: ["App.swift"])
        report.uncertain = result.uncertain
        report.openFacts = result.openFacts
        let why = EvidenceReporter().render(report, style: ReportStyle())
        XCTAssertTrue(why.contains("  not reported, because open:\n    App.swift:20:98: dismissal: whether 'Save' closes it: `router.dismiss()` "
                                   + "(open: a method of another object the reading does not follow)"), why)
        let json = JSONReporter().render(report, style: ReportStyle())
        XCTAssertTrue(json.contains("\"reason\": \"factOpen\""), json)
        XCTAssertTrue(json.contains("\"kind\": \"otherObjectCall\""), json)
        XCTAssertEqual(result.openFacts.map(\.screen), ["Editor"])
        XCTAssertEqual(result.openFacts.first?.rules.contains("modal-dismiss-button"), true)
    }

    /// Where the reading recorded no reason, the generic words stand, as before.
    func testAnUnrecordedReasonKeepsTheGenericWords() {
        let reason = OpenReason(.title, .unspecified)
        XCTAssertEqual(reason.rendered(in: []), "the reading did not follow it")
        var screen = Screen(id: "S", idSpan: .at(0))
        screen.unknownFacts.insert(.title)
        XCTAssertEqual(screen.openReasons(for: .title).count, 0)
        screen.open(.title, .unspecified)
        screen.open(.title, .drawnHeading)
        XCTAssertEqual(screen.openReasons(for: .title).map(\.kind), [.drawnHeading])
    }
}
