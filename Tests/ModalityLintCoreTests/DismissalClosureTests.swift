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
                                }
                            }
                    }
                }
            }
            """)
        XCTAssertEqual(lint(source).filter { $0.hasSuffix("modal-dismiss-button") }, ["13 modal-dismiss-button"])
    }
}
