import XCTest
@testable import ModalityLintCore

/// What a rule weighed beyond a screen's own facts is in the diagnostic's evidence, so that
/// `why` shows it: `consistent-transitions` says which transitions it counted.
final class RuleEvidenceTests: XCTestCase {
    func testConsistentTransitionsShowsTheTransitionsItCounted() throws {
        let flow = """
            app: Notes
            screens:
              library:
                title: Notes
                actions:
                  - { label: New Note, present: editor }
                  - { label: Settings, present: settings }
                  - { label: About, present: about, transition: flipHorizontal }
              editor: { title: New Note }
              settings: { title: Settings }
              about: { title: About }
            """
        let diagnostics = Linter().lint(SourceFile(path: "notes.flow.yml", text: flow))
        let diagnostic = try XCTUnwrap(diagnostics.first { $0.ruleID == "consistent-transitions" })
        let counted = try XCTUnwrap(diagnostic.evidence.first { $0.fact == "transitions" })
        XCTAssertEqual(counted.statement, "coverVertical 2, flipHorizontal 1; the app's is coverVertical (the transition most of its modals use)")
        XCTAssertTrue(counted.how.hasPrefix("counted over every present"), counted.how)
        XCTAssertNil(counted.file)
    }

    /// What a screen shown as an overlay presents in turn keeps the overlay's look, and so
    /// does what a screen presents whose own style the code leaves open (handed to the
    /// app's code before it is presented): it may be an overlay. The near miss, the same
    /// stage presented from a screen known to be a sheet, is judged.
    func testWhatAnOverlayOrAScreenOfOpenStylePresentsKeepsItsTransition() {
        func transitionProblems(styling: String) -> [String] {
            let code = """
                import UIKit
                class Home: UIViewController {
                    @objc func showEditor() { present(Editor(), animated: true) }
                    @objc func showSettings() { present(Settings(), animated: true) }
                    @objc func showWelcome() {
                        let welcome = Welcome()
                        \(styling)
                        present(welcome, animated: false)
                    }
                    func decorate(_ controller: UIViewController) {}
                }
                class Editor: UIViewController {}
                class Settings: UIViewController {}
                class Widgets: UIViewController {}
                class Welcome: UIViewController {
                    @objc func next() {
                        let widgets = Widgets()
                        widgets.modalPresentationStyle = .fullScreen
                        widgets.modalTransitionStyle = .crossDissolve
                        present(widgets, animated: true)
                    }
                }
                """
            return Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "Home.swift", text: code)])
                .diagnostics.filter { $0.ruleID == "consistent-transitions" }.map(\.subject)
        }
        XCTAssertEqual(transitionProblems(styling: "welcome.modalPresentationStyle = .overFullScreen"), [])
        XCTAssertEqual(transitionProblems(styling: "decorate(welcome)"), [])
        XCTAssertEqual(transitionProblems(styling: "welcome.modalPresentationStyle = .pageSheet").count, 1)
    }

    /// The evidence says a screen's navigation bar shows only where it is known to, as the
    /// advice does: a sheet with no navigation stack is told to add a button to its content,
    /// and its closed title does not claim a bar. Near miss: the same sheet in a stack.
    func testTheClosedTitleSaysTheBarShowsOnlyWhereItDoes() throws {
        func titleEvidence(_ content: String) throws -> (how: String, message: String) {
            let source = """
                @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
                struct Root: View {
                    @State private var shown = false
                    var body: some View { Button("Actions") { shown = true }.sheet(isPresented: $shown) { \(content) } }
                }
                struct ActionsSheet: View {
                    var body: some View { VStack { Button("Delete") { print("deleted") } } }
                }
                """
            let diagnostic = try XCTUnwrap(TestApp.diagnostics(source).first { $0.ruleID == "modal-dismiss-button" })
            let title = try XCTUnwrap(diagnostic.evidence.first { $0.fact == "title" })
            return (title.how, diagnostic.message)
        }
        let bare = try titleEvidence("ActionsSheet()")
        XCTAssertFalse(bare.how.contains("navigation bar shows"), bare.how)
        XCTAssertTrue(bare.message.contains("it shows no navigation bar"), bare.message)
        let stacked = try titleEvidence("NavigationStack { ActionsSheet() }")
        XCTAssertTrue(stacked.how.contains("its navigation bar shows"), stacked.how)
        XCTAssertFalse(stacked.message.contains("it shows no navigation bar"), stacked.message)
    }
}
