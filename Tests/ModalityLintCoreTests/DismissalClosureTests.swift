import XCTest
@testable import ModalityLintCore

/// A button "does not dismiss" only when everything its action does was read to the end
/// (certainty.md, part 1): a call into a view model, a router, a store, a delegate or a
/// global function of the app leaves its dismissal unknown, and the rules that need it
/// stay silent. Each test has its near miss, where the reading is closed and the rule fires.
final class DismissalClosureTests: XCTestCase {
    private func lint(_ source: String) -> [String] {
        let result = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source)])
        return result.diagnostics.map { "\($0.start.line) \($0.ruleID)" }
    }

    private func sheet(presenting editor: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("Edit") { editing = true }
                        .navigationTitle("Library")
                        .fullScreenCover(isPresented: $editing) { Editor() }
                }
            }
        }
        \(editor)
        """
    }

    func testARoutersDismissIsNotKnownNotToDismiss() {
        let router = sheet(presenting: """
            final class Router { func dismiss() {} }
            struct Editor: View {
                @Environment(Router.self) private var router
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Edit")
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { router.dismiss() } } }
                    }
                }
            }
            """)
        XCTAssertEqual(lint(router).filter { $0.hasSuffix("modal-dismiss-button") }, [])
        // The audit mode names what it would say if the router's dismiss closed nothing,
        // and why it is open; the result's problems stay empty.
        let result = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: router)])
        let uncertain = result.uncertain.filter { $0.ruleID == "modal-dismiss-button" }
        XCTAssertEqual(uncertain.map(\.start.line), [14])
        XCTAssertEqual(uncertain.map(\.severity), [.info])
        XCTAssertTrue(uncertain.first?.message.contains("(uncertain: open: whether 'Save' closes it") == true,
                      uncertain.first?.message ?? "")
        // The near miss: Save only counts, which closes nothing: the cover has no way out.
        let counting = router.replacingOccurrences(of: "router.dismiss()", with: "count += 1")
            .replacingOccurrences(of: "@Environment(Router.self) private var router", with: "@State private var count = 0")
        XCTAssertEqual(lint(counting).filter { $0.hasSuffix("modal-dismiss-button") }, ["14 modal-dismiss-button"])
    }

    func testAViewModelOrStoreCallLeavesDismissalUnknown() {
        for call in ["model.finish()", "store.send(.maybeLaterTapped)", "delegate?.editorDidFinish(self)", "finishEditing()"] {
            let source = sheet(presenting: """
                struct Editor: View {
                    var model: EditorModel
                    var store: Store
                    var delegate: EditorDelegate?
                    var body: some View {
                        NavigationStack {
                            Text("Draft")
                                .navigationTitle("Edit")
                                .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Maybe Later") { \(call) } } }
                        }
                    }
                }
                func finishEditing() {}
                """)
            XCTAssertEqual(lint(source).filter { $0.hasSuffix("modal-dismiss-button") }, [], call)
        }
    }

    /// Each diagnostic carries the facts it relied on, with places and how each was read.
    func testADiagnosticCarriesItsEvidence() {
        let counting = sheet(presenting: """
            struct Editor: View {
                @State private var count = 0
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Edit")
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { count += 1 } } }
                    }
                }
            }
            """)
        let result = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: counting)])
        let diagnostic = result.diagnostics.first { $0.ruleID == "modal-dismiss-button" }
        XCTAssertEqual(diagnostic?.evidence.map { "\($0.position?.line ?? 0) \($0.fact): \($0.statement)" }, [
            "9 shown: presented by 'Root' (fullScreen)",
            "16 container: navigation",
            "18 title: 'Edit'",
            "19 action: 'Save' does not dismiss, role done",
            "13 editsContent: no",
        ])
        XCTAssertTrue(diagnostic?.evidence[3].how.contains("closed: what it does was followed to the end") == true)
    }

    func testFrameworkCallsThatCloseNothingKeepTheReadingClosed() {
        let source = sheet(presenting: """
            struct Editor: View {
                @State private var items: [String] = []
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .navigationTitle("Edit")
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) {
                                    Button("Add") { withAnimation { items.append("x") }; UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                                    Button("Forget") { items.removeAll() }
                                }
                            }
                    }
                }
            }
            final class Shelf { func removeAll() {} }
            """)
        XCTAssertEqual(lint(source).filter { $0.hasSuffix("modal-dismiss-button") }, ["13 modal-dismiss-button"],
                       "a collection's removeAll is the framework's, though the app declares one too")
    }

    /// A screensaver closed by a tap anywhere: the way out is a gesture, not a button.
    func testAGestureThatReachesUnfollowedCodeIsAWayOutNoButtonShows() {
        let source = sheet(presenting: """
            struct Editor: View {
                var onWake: () -> Void
                var body: some View {
                    NavigationStack { Text("Sleeping").navigationTitle("Screensaver").onTapGesture(perform: onWake) }
                }
            }
            """)
        XCTAssertEqual(lint(source.replacingOccurrences(of: "Editor()", with: "Editor(onWake: {})"))
            .filter { $0.hasSuffix("modal-dismiss-button") }, [])
        // The near miss: a tap that only counts closes nothing.
        let counting = source.replacingOccurrences(of: "var onWake: () -> Void", with: "@State private var taps = 0")
            .replacingOccurrences(of: ".onTapGesture(perform: onWake)", with: ".onTapGesture { taps += 1 }")
        XCTAssertEqual(lint(counting).filter { $0.hasSuffix("modal-dismiss-button") }, ["13 modal-dismiss-button"])
    }

    /// A field bound to `.constant(...)` shows text nobody can type: no work to lose.
    func testAFieldBoundToAConstantEditsNothing() {
        let source = sheet(presenting: """
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var draft = ""
                var body: some View {
                    NavigationStack {
                        TextField("Source", text: $draft, axis: .vertical)
                            .navigationTitle("Source")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                    }
                }
            }
            """)
        XCTAssertEqual(lint(source).filter { $0.hasSuffix("confirm-before-discard") }, ["20 confirm-before-discard"])
        let readOnly = source.replacingOccurrences(of: "text: $draft", with: "text: .constant(json)")
        XCTAssertEqual(lint(readOnly).filter { $0.hasSuffix("confirm-before-discard") }, [])
    }

    /// A storyboard-style Continue whose method hands over to a delegate: the presenter may
    /// dismiss the screen; a Continue that only moves a page on does not.
    func testAUIKitActionMethodThatCallsADelegateHasUnknownDismissal() throws {
        let source = """
            import UIKit
            protocol OnboardingDelegate: AnyObject { func onboardingCompleted() }
            final class OnboardingViewController: UIViewController {
                weak var delegate: OnboardingDelegate?
                var page = 0
                @IBAction func next(_ sender: Any) { if page == 2 { done() } else { page += 1 } }
                private func done() { delegate?.onboardingCompleted() }
                @IBAction func skip(_ sender: Any) { page += 1 }
            }
            """
        let index = CodeIndexBuilder([SourceFile(path: "Onboarding.swift", text: source)]).link()
        let next = try XCTUnwrap(index.actionMethodFacts(selector: "next:", inClass: "OnboardingViewController"))
        XCTAssertEqual(next.dismisses, false)
        XCTAssertTrue(next.reachesUnfollowedCode, "the delegate's method is the presenter's code")
        let skip = try XCTUnwrap(index.actionMethodFacts(selector: "skip:", inClass: "OnboardingViewController"))
        XCTAssertFalse(skip.reachesUnfollowedCode)
    }
}
