import XCTest
@testable import ModalityLintCore

/// `// modality-lint:` comments in Swift and Objective-C files are read as `#` comments are
/// in flow files: a misspelt one is an error, one that silences nothing is reported.
final class CodeSuppressionTests: XCTestCase {
    private func lint(_ files: [(String, String)]) -> [Diagnostic] {
        TestApp.diagnostics(files)
    }

    func testADirectiveInSwiftThatSilencesNothingIsReportedAtItsRuleID() {
        let source = """
        import UIKit

        // modality-lint: disable-next-line modal-title -- the title comes from the server
        final class ProfileViewController: UIViewController {}

        """
        let diagnostics = lint([("App/Profile.swift", source)])
        XCTAssertEqual(diagnostics.map { "\($0.file):\($0.start.line):\($0.start.column) \($0.ruleID)" },
                       ["App/Profile.swift:3:37 unused-suppression"])
    }

    private func placed(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.file):\($0.start.line) \($0.ruleID)" }
    }

    /// A presenter whose bar buttons present `names` from code, each in a navigation
    /// controller; `marks[name]` is the comment written just above that presentation.
    private func inbox(presenting names: [String], marks: [String: String] = [:]) -> String {
        var text = "import UIKit\n\nfinal class InboxViewController: UIViewController {\n"
        text += "    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Inbox\"\n"
        text += "        navigationItem.rightBarButtonItems = [\n"
        for name in names {
            text += "            UIBarButtonItem(title: \"\(name)\", style: .plain, target: self, action: #selector(show\(name))),\n"
        }
        text += "        ]\n    }\n"
        for name in names {
            text += "\n    @objc func show\(name)() {\n"
            if let mark = marks[name] { text += "        // modality-lint: \(mark)\n" }
            text += "        present(UINavigationController(rootViewController: \(name)ViewController()), animated: true)\n    }\n"
        }
        return text + "}\n"
    }

    /// A screen with a Done that dismisses and no title; `above` is written above its class.
    private func untitled(_ name: String, above: String = "") -> String {
        """
        import UIKit

        \(above)final class \(name)ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
            }

            @objc func done() {
                dismiss(animated: true)
            }
        }

        """
    }

    /// A comment on a class speaks for its screen wherever the problem is placed: the
    /// Objective-C screen's missing title is reported at its `@interface` in the `.h`, and
    /// the comment on its `@implementation` in the `.m` silences it. The near miss: a
    /// comment that names another rule leaves the problem, and is itself reported.
    func testACommentOnAnImplementationSilencesTheProblemAtItsInterface() {
        let header = "#import <UIKit/UIKit.h>\n\n@interface HelpViewController : UIViewController\n\n@end\n"
        func implementation(_ rule: String) -> String {
            """
            #import "HelpViewController.h"

            // modality-lint: disable-next-line \(rule) -- the page draws its own heading
            @implementation HelpViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(done)];
            }

            - (void)done {
                [self dismissViewControllerAnimated:YES completion:nil];
            }

            @end

            """
        }
        let silenced = lint([
            ("App/Inbox.swift", inbox(presenting: ["Help"])), ("App/HelpViewController.h", header),
            ("App/HelpViewController.m", implementation("modal-title")),
        ]).filter { $0.ruleID != "safe-exit" }
        XCTAssertEqual(placed(silenced), [])
        let nearMiss = lint([
            ("App/Inbox.swift", inbox(presenting: ["Help"])), ("App/HelpViewController.h", header),
            ("App/HelpViewController.m", implementation("modal-dismiss-button")),
        ]).filter { $0.ruleID != "safe-exit" }
        // An Objective-C screen's problem is placed at its `@implementation` when the run has it.
        XCTAssertEqual(placed(nearMiss), ["App/HelpViewController.m:3 unused-suppression", "App/HelpViewController.m:4 modal-title"])
    }

    /// Swift attributes on lines of their own may stand between the comment and the class.
    func testACommentAboveASwiftClasssAttributesIsOnTheClass() {
        let files = [
            ("App/Inbox.swift", inbox(presenting: ["Credits"])),
            ("App/Credits.swift", untitled("Credits", above: "// modality-lint: disable-next-line modal-title\n@MainActor\n@objc(HUCredits)\n")),
        ]
        XCTAssertEqual(placed(lint(files).filter { $0.ruleID != "safe-exit" }), [])
    }

    /// A storyboard scene whose class's code carries the comment (Fixtures/projects/Hush):
    /// About's missing title and way out, reported at its scene, are silenced; Terms' comment
    /// names another rule, so its scene's problem stays.
    func testACommentOnAClassSilencesItsStoryboardScene() throws {
        let folder = Repository.root.appendingPathComponent("Fixtures/projects/Hush/Hush")
        var files: [(String, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") || name.hasSuffix(".h") || name.hasSuffix(".m") {
            files.append(("Hush/" + name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
        }
        files.append(("Hush/Base.lproj/Main.storyboard",
                      try String(contentsOf: folder.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)))
        let diagnostics = lint(files).filter { $0.ruleID != "safe-exit" }
        XCTAssertFalse(diagnostics.contains { $0.message.contains("'AboutViewController'") }, "\(placed(diagnostics))")
        XCTAssertTrue(diagnostics.contains { $0.ruleID == "modal-dismiss-button" && $0.message.contains("'TermsViewController'") })
        XCTAssertTrue(placed(diagnostics).contains("Hush/TermsViewController.swift:5 unused-suppression"), "\(placed(diagnostics))")
    }

    /// A manual segue that the scene's class performs from code (Fixtures/projects/Hush): the
    /// comment above `performSegue(withIdentifier: "showWelcome", ...)` silences Welcome's
    /// missing way out, reported at the storyboard's scene. Near miss: Tour's comment names
    /// another rule, so its problem stays and the comment silences nothing.
    func testACommentAtAPerformSegueCallSilencesThatSeguesScreen() throws {
        let folder = Repository.root.appendingPathComponent("Fixtures/projects/Hush/Hush")
        let files = [
            ("Hush/InboxViewController.swift", try String(contentsOf: folder.appendingPathComponent("InboxViewController.swift"), encoding: .utf8)),
            ("Hush/Base.lproj/Main.storyboard", try String(contentsOf: folder.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)),
        ]
        let diagnostics = lint(files).filter { $0.ruleID == "modal-dismiss-button" || $0.ruleID == "unused-suppression" }
        XCTAssertFalse(diagnostics.contains { $0.message.contains("'Welcome'") }, "\(placed(diagnostics))")
        XCTAssertTrue(diagnostics.contains { $0.ruleID == "modal-dismiss-button" && $0.message.contains("'Tour'") }, "\(placed(diagnostics))")
        XCTAssertTrue(placed(diagnostics).contains("Hush/InboxViewController.swift:47 unused-suppression"), "\(placed(diagnostics))")
        XCTAssertFalse(placed(diagnostics).contains("Hush/InboxViewController.swift:41 unused-suppression"), "\(placed(diagnostics))")
    }

    /// The identifier of the segue a line performs, in either language, with the literal on
    /// the next line; none for an identifier that is not a literal.
    func testThePerformedSegueOfALineIsReadInEitherLanguage() {
        func identifier(_ text: String, line: Int = 1) -> String? {
            ScreenSuppressions.performedSegueIdentifier(onLine: line, of: SourceFile(path: "A.swift", text: text))
        }
        XCTAssertEqual(identifier("performSegue(withIdentifier: \"showWelcome\", sender: self)\n"), "showWelcome")
        XCTAssertEqual(identifier("[self performSegueWithIdentifier:@\"showTour\" sender:self];\n"), "showTour")
        XCTAssertEqual(identifier("self.performSegue(withIdentifier:\n    \"later\", sender: nil)\n"), "later")
        XCTAssertNil(identifier("performSegue(withIdentifier: Segue.welcome, sender: self)\n"))
        XCTAssertNil(identifier("present(welcome, animated: true)\n"))
        XCTAssertNil(identifier("performSegue(withIdentifier: \"\", sender: self)"))
    }

    /// A comment at a presenting call silences what that presentation causes, placed at the
    /// presented screen's class in another file. A screen shown from two places keeps its
    /// problem until both calls say so; the one comment is then reported as silencing nothing.
    func testACommentAtAPresentingCallSilencesThePresentedScreensProblem() {
        let mark = "disable-next-line modal-title -- the names are the title"
        let once = lint([
            ("App/Inbox.swift", inbox(presenting: ["Credits"], marks: ["Credits": mark])), ("App/Credits.swift", untitled("Credits")),
        ]).filter { $0.ruleID != "safe-exit" }
        XCTAssertEqual(placed(once), [])
        // Near miss: the comment names another rule.
        let other = lint([
            ("App/Inbox.swift", inbox(presenting: ["Credits"], marks: ["Credits": "disable-next-line modal-dismiss-button"])),
            ("App/Credits.swift", untitled("Credits")),
        ]).filter { $0.ruleID != "safe-exit" }
        XCTAssertEqual(placed(other), ["App/Credits.swift:3 modal-title", "App/Inbox.swift:13 unused-suppression"])
        // Shown from a second place without the comment: the problem stays there.
        let settings = inbox(presenting: ["Credits"]).replacingOccurrences(of: "InboxViewController", with: "SettingsViewController")
            .replacingOccurrences(of: "\"Inbox\"", with: "\"Settings\"")
        let twice = lint([
            ("App/Inbox.swift", inbox(presenting: ["Credits"], marks: ["Credits": mark])), ("App/Settings.swift", settings),
            ("App/Credits.swift", untitled("Credits")),
        ]).filter { $0.ruleID != "safe-exit" }
        XCTAssertEqual(placed(twice), ["App/Credits.swift:3 modal-title", "App/Inbox.swift:13 unused-suppression"])
    }

    /// A rule's `excluded:` paths silence it in the files they match, relative to the
    /// configuration's folder, and say which matched.
    func testARulesExcludedPathsSilenceItInTheFilesTheyMatch() {
        var configuration = LintConfiguration.everyRuleOn
        let pattern = LintConfiguration.ExcludedPath(
            ruleID: "modal-title", pattern: PathPattern("App/Debug"), configurationPath: ".modality-lint.yml",
            position: SourcePosition(line: 3, column: 17), end: SourcePosition(line: 3, column: 28))
        configuration.rules["modal-title"]?.excluded = [pattern]
        configuration.pathsForPatterns = ["/abs/App/Debug/Credits.swift": "App/Debug/Credits.swift"]
        let files = [
            SourceFile(path: "/abs/App/Inbox.swift", text: inbox(presenting: ["Credits", "Licenses"])),
            SourceFile(path: "/abs/App/Debug/Credits.swift", text: untitled("Credits")),
            SourceFile(path: "/abs/App/Licenses.swift", text: untitled("Licenses")),
        ]
        let result = Linter(configuration: configuration).lint(app: files)
        XCTAssertEqual(placed(result.diagnostics.filter { $0.ruleID == "modal-title" }), ["/abs/App/Licenses.swift:3 modal-title"])
        XCTAssertEqual(result.usedExclusions, [pattern])
        // Near miss: a file's path is matched relative to the configuration's folder.
        configuration.pathsForPatterns = [:]
        let unmatched = Linter(configuration: configuration).lint(app: files)
        XCTAssertEqual(placed(unmatched.diagnostics.filter { $0.ruleID == "modal-title" }),
                       ["/abs/App/Debug/Credits.swift:3 modal-title", "/abs/App/Licenses.swift:3 modal-title"])
        XCTAssertEqual(unmatched.usedExclusions, [])
    }

    func testAMisspeltRuleInABlockCommentOfObjectiveCIsAnError() {
        let source = """
        #import "AboutViewController.h"
        /* modality-lint: disable modal-titel */
        @implementation AboutViewController
        @end

        """
        let diagnostics = lint([("App/AboutViewController.m", source)])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["invalid-suppression"])
        XCTAssertTrue(diagnostics[0].message.contains("did you mean `modal-title`?"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[0].start.line, 2)
    }

    func testTheMarkerInsideAStringIsNotADirective() {
        let source = """
        let help = "// modality-lint: disable-next-line all"

        """
        XCTAssertEqual(lint([("App/Help.swift", source)]).map(\.ruleID), [])
    }

    /// Code is read only for facts (certainty.md, "Only what ships"): a file that does not
    /// lex never fails the run. Its facts are unknown, so a screen it extends is not
    /// judged, and the result names the file at the lexer's first problem.
    func testCodeThatDoesNotLexLeavesItsScreensUnjudgedAndFailsNothing() {
        let library = """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { Library() } }
        }

        struct Library: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("New Note") { editing = true }
                        .navigationTitle("Notes")
                        .fullScreenCover(isPresented: $editing) { Editor() }
                }
            }
        }

        struct Editor: View {
            var body: some View {
                NavigationStack { Text("Draft").navigationTitle("New Note") }
            }
        }

        """
        let linter = Linter(configuration: .everyRuleOn)
        // The near miss: with every file read, the cover with no way out is reported.
        let alone = linter.lint(app: [SourceFile(path: "App/Library.swift", text: library)])
        XCTAssertEqual(alone.diagnostics.map(\.ruleID), ["modal-dismiss-button"])
        XCTAssertEqual(alone.unreadCode, [])

        // An extension of Editor that does not lex could hold its Cancel.
        let broken = "extension Editor {\n    var help: String { \"unclosed }\n}\n"
        let result = linter.lint(app: [
            SourceFile(path: "App/Library.swift", text: library), SourceFile(path: "App/Editor+Help.swift", text: broken),
        ])
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(result.unreadCode, [UnreadCodeFile(
            file: "App/Editor+Help.swift", position: SourcePosition(line: 2, column: 24),
            message: "unterminated string literal: close it with `\"`")])
        XCTAssertEqual(result.unjudged.map(\.screen), ["Editor"])
        XCTAssertEqual(result.unjudged.map(\.reason), [.codeNotRead(file: "App/Editor+Help.swift")])
    }
    /// A binary file under a code file's name, a Swift file in a legacy encoding and one
    /// saved as UTF-16 each get one message that says what they are, never a run's failure
    /// nor dozens of "unterminated string literal"s. Objective-C compiles with legacy bytes
    /// in its comments, so such a file is read as usual.
    func testAFileThatIsNotUTF8TextGetsOneMessageThatSaysWhatItIs() {
        var binary: [UInt8] = Array("\u{7F}ELF".utf8) + [2, 1, 1, 0, 0, 0]
        for index in 0..<2_000 { binary.append(UInt8((index * 37) % 256)) }
        let files = [
            SourceFile(path: "App/x.swift", bytes: binary),
            SourceFile(path: "App/Latin1.swift", bytes: Array("let caf = \"caf".utf8) + [0xE9] + Array("\"\n".utf8)),
            SourceFile(path: "App/Wide.swift", bytes: [0xFF, 0xFE] + Array("i".utf8) + [0] + Array("m".utf8) + [0]),
            SourceFile(path: "App/Old.m", bytes: Array("// (c) caf".utf8) + [0xE9] + Array("\n@implementation Old\n@end\n".utf8)),
        ]
        let result = Linter(configuration: .everyRuleOn).lint(app: files)
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(result.unreadCode.map { "\($0.file):\($0.position.line):\($0.position.column): \($0.message)" }, [
            "App/x.swift:1:8: not a text file: it holds a NUL byte (binary data under a code file's name?)",
            "App/Latin1.swift:1:15: not UTF-8: byte 0xE9 starts no UTF-8 character (saved in a legacy encoding?): save it as UTF-8",
            "App/Wide.swift:1:1: the file is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8",
        ])
    }
}
