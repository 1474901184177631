import XCTest
@testable import ModalityLintCore

final class GraphTests: XCTestCase {
    private func screen(_ id: String, _ actions: [Action] = [], kind: ScreenKind? = nil) -> Screen {
        var screen = Screen(id: id, idSpan: .at(0), actions: actions)
        if let kind { screen.kind = Located(kind, at: .at(0)) }
        return screen
    }

    private func action(present: String? = nil, push: String? = nil, style: PresentationStyle? = nil) -> Action {
        var action = Action(span: .at(0), label: Located("x", at: .at(0)))
        if let present { action.present = Located(present, at: .at(0)) }
        if let push { action.push = Located(push, at: .at(0)) }
        if let style { action.style = Located(style, at: .at(0)) }
        return action
    }

    func testModalContextsFollowPushesThroughCycles() {
        let document = FlowDocument(sources: [SourceFile(path: "t", text: "")], screens: [
            screen("home", [action(present: "editor"), action(present: "tip", style: .popover)]),
            screen("editor", [action(push: "a")]),
            screen("a", [action(push: "b")]),
            screen("b", [action(push: "a")]),
            screen("tip", [action(push: "more")]),
            screen("more"),
            screen("alert", kind: .alert),
        ])
        let graph = FlowGraph(document: document)
        XCTAssertEqual(graph.modalContextDepth, [nil, 0, 1, 2, 0, 1, 0])
        XCTAssertEqual(graph.isTaskModal, [false, true, false, false, false, false, false])
        XCTAssertEqual(graph.isInPopoverContext, [false, false, false, false, true, true, false])
        let reaches = graph.pushReachesAny([false, false, false, true, false, false, false])
        XCTAssertEqual(reaches, [false, true, true, true, false, false, false])
    }
}
