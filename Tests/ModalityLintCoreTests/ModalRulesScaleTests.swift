import Foundation
import XCTest
@testable import ModalityLintCore

/// The rules must stay linear on large graphs with long chains, cycles and
/// overlapping modal contexts. These documents are built in Swift, so the test depends on
/// nothing but the rules and the graph.
final class ModalRulesScaleTests: XCTestCase {
    private func action(
        _ label: String, present: String? = nil, push: String? = nil, dismiss: Bool = false,
        role: ActionRole? = nil
    ) -> Action {
        var action = Action(span: .at(0), label: Located(label, at: .at(0)))
        if let present { action.present = Located(present, at: .at(0)) }
        if let push { action.push = Located(push, at: .at(0)) }
        if dismiss { action.dismiss = Located(true, at: .at(0)) }
        if let role { action.role = Located(role, at: .at(0)) }
        return action
    }


    /// A modal opening a 50,000-screen push chain that loops back, where every screen also
    /// presents the next one modally (so every screen is a modal, and contexts overlap).
    /// Linear work takes seconds in a debug build on a loaded machine; anything quadratic
    /// (a search per modal) would take hours.
    func testLongChainsWithCyclesAndOverlappingContextsStayFast() {
        let count = 50_000
        var screens: [Screen] = [Screen(id: "home", idSpan: .at(0), actions: [action("Open", present: "s0")])]
        for index in 0..<count {
            let next = "s\((index + 1) % count)"
            var screen = Screen(id: "s\(index)", idSpan: ByteSpan(start: index + 1, end: index + 2), actions: [
                action("Next", push: next),
                action("Branch", push: "s\((index + 2) % count)"),
                action("Again", present: next),
                action("Cancel", dismiss: true, role: .cancel),
                action("Save", dismiss: true, role: .done),
            ])
            screen.editsContent = Located(index % 2 == 0, at: .at(0))
            screens.append(screen)
        }
        let document = FlowDocument(sources: [SourceFile(path: "big", text: "")], screens: screens)
        let start = Date()
        let diagnostics = Linter(configuration: LintConfiguration.everyRuleOn).lint(document: document)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 60, "linting \(count) screens took \(elapsed) s")
        XCTAssertFalse(diagnostics.filter { $0.ruleID == "modal-single-path" }.isEmpty)
    }

    /// The depth message shows the shortest way in, found by parent pointers.
    func testHierarchyDepthNamesTheShortestPath() {
        let document = FlowDocument(sources: [SourceFile(path: "t", text: String(repeating: " ", count: 20))], screens: [
            Screen(id: "library", idSpan: .at(0), actions: [action("Edit", present: "editor")]),
            Screen(id: "editor", idSpan: .at(1), actions: [
                action("Long", push: "long1"), action("Filters", push: "filters"),
                action("Cancel", dismiss: true, role: .cancel), action("Save", dismiss: true, role: .done),
            ]),
            Screen(id: "long1", idSpan: .at(2), actions: [action("On", push: "filters")]),
            Screen(id: "filters", idSpan: .at(3), actions: [action("Detail", push: "detail")]),
            Screen(id: "detail", idSpan: .at(4), actions: [action("More", push: "more")]),
            Screen(id: "more", idSpan: .at(5)),
        ])
        let settings = LintConfiguration.RuleSettings(enabled: true)
        let diagnostics = Linter(configuration: LintConfiguration(rules: ["modal-hierarchy-depth": settings]))
            .lint(document: document).filter { $0.ruleID == "modal-hierarchy-depth" }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(
            diagnostics.first?.message.contains("(editor → filters → detail → more)") ?? false,
            diagnostics.first?.message ?? "no diagnostic")
    }
}
