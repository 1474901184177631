import XCTest
@testable import ModalityLintCore

/// What every format draws alike: contexts, edges, where problems go, the focus.
final class GraphModelRenderingTests: XCTestCase {
    func testScreenPushedFromTwoModalsIsDrawnInItsNearestModalsContext() {
        let flow = FlowBuilder()
        flow.screen("home", [
            flow.action("A", present: "a"), flow.action("B", present: "b"),
        ])
        flow.screen("a", [flow.action("next", push: "a2")])
        flow.screen("a2", [flow.action("next", push: "shared")])
        flow.screen("b", [flow.action("next", push: "shared")])
        flow.screen("shared", [flow.action("tie", push: "tied")])
        flow.screen("c", [flow.action("next", push: "tied")])
        flow.screen("tied")
        flow.screen("other", [flow.action("C", present: "c")])
        let graph = flow.resolved()
        func context(of id: String) -> String? {
            graph.nodes.first { $0.id == id }?.context.map { graph.screenIDs[graph.contexts[$0].root] }
        }
        XCTAssertNil(context(of: "home"))
        XCTAssertEqual(context(of: "a2"), "a")
        // One push from b, two from a: b is nearer.
        XCTAssertEqual(context(of: "shared"), "b")
        // Two pushes from b and one from c: c.
        XCTAssertEqual(context(of: "tied"), "c")
        XCTAssertEqual(graph.contexts.map { graph.screenIDs[$0.root] }, ["a", "b", "c"])
        XCTAssertEqual(graph.contexts[1].members.map { graph.screenIDs[$0] }, ["b", "shared"])
    }

    func testTieBetweenModalsGoesToTheOneListedFirst() {
        let flow = FlowBuilder()
        flow.screen("home", [flow.action("Y", present: "y"), flow.action("X", present: "x")])
        flow.screen("x", [flow.action("next", push: "shared")])
        flow.screen("y", [flow.action("next", push: "shared")])
        flow.screen("shared")
        let graph = flow.resolved()
        let shared = graph.nodes.first { $0.id == "shared" }!
        XCTAssertEqual(graph.screenIDs[graph.contexts[shared.context!].root], "x")
    }

    func testEdgesComeInActionOrderWithConfirmBeforeTheActionAndDismissAfter() {
        let flow = FlowBuilder()
        flow.screen("home", [flow.action("Edit", present: "editor", style: .formSheet, transition: .crossDissolve)])
        flow.screen("editor", [
            flow.action("Cancel", confirm: "discard", dismiss: true, role: .cancel),
            flow.action("Switch", present: "other", dismiss: true),
            flow.action("More", push: "more"),
        ])
        flow.screen("discard", kind: .actionSheet)
        flow.screen("other", presentation: .fullScreen)
        flow.screen("more")
        let graph = flow.resolved()
        XCTAssertEqual(graph.edges.map { "\($0.kind.rawValue) \($0.label)" }, [
            "present Edit", "confirm Cancel", "dismiss Cancel", "present Switch", "push More",
        ])
        XCTAssertEqual(graph.edges[0].style, .formSheet)
        XCTAssertEqual(graph.edges[0].transition, .crossDissolve)
        XCTAssertEqual(graph.edges[3].style, .fullScreen)
        XCTAssertTrue(graph.edges[3].dismissesFirst)
        XCTAssertEqual(graph.edges[2].to, .dismissMarker(context: 0))
        XCTAssertEqual(graph.dismissMarkers, [0])
    }

    /// Two actions of one screen that say the same words and lead to the same place the
    /// same way are one arrow, drawn once with the problems of both; a near miss (the
    /// same words to another screen, or another style) stays an arrow of its own.
    func testActionsDrawnAlikeAreOneEdgeCarryingTheProblemsOfEach() throws {
        let flow = FlowBuilder()
        flow.screen("home", [
            flow.action("New", present: "editor", style: .formSheet),
            flow.action("New", present: "editor", style: .formSheet),
            flow.action("New", present: "editor", style: .fullScreen),
            flow.action("New", present: "other", style: .formSheet),
        ])
        flow.screen("editor", [
            flow.action("Button", dismiss: true),
            flow.action("Button", dismiss: true),
            flow.action("Button", dismiss: true),
        ])
        flow.screen("other")
        let document = flow.document
        let editor = document.screens[1]
        let diagnostics = [
            flow.diagnostic("safe-exit", .warning, at: editor.actions[0].span, subject: "editor/Button"),
            flow.diagnostic("done-button-misuse", .error, at: editor.actions[2].span, subject: "editor/Button"),
        ]
        let graph = flow.resolved(diagnostics: diagnostics)
        XCTAssertEqual(graph.edges.map { "\($0.kind.rawValue) \($0.label) \($0.style?.rawValue ?? "")" }, [
            "present New formSheet", "present New fullScreen", "present New formSheet", "dismiss Button ",
        ])
        XCTAssertEqual(graph.edges[3].diagnostics.map(\.ruleID), ["safe-exit", "done-button-misuse"])
        let mermaid = try flow.render(.mermaid, diagnostics: diagnostics)
        let dismissLines = mermaid.split(separator: "\n").filter { $0.contains("-.->") && $0.contains("Button") }
        XCTAssertEqual(dismissLines.count, 1, mermaid)
        let dot = try flow.render(.dot, diagnostics: diagnostics)
        XCTAssertEqual(dot.components(separatedBy: "label=\"New").count - 1, 3, dot)
    }

    func testDiagnosticsAttachToTheScreenOrEdgeTheyPointAt() {
        let flow = FlowBuilder()
        flow.screen("home", [
            flow.action("Open", present: "sheet"),
            flow.action("Done", role: .done),
        ])
        flow.screen("sheet", [flow.action("Deeper", push: "deep"), flow.action("Close", dismiss: true)])
        flow.screen("deep")
        let document = flow.document
        let home = document.screens[0], sheet = document.screens[1]
        let diagnostics = [
            flow.diagnostic("modal-title", .warning, at: sheet.idSpan, subject: "sheet"),
            flow.diagnostic("modal-stack-depth", .warning, at: home.actions[0].present!.keySpan, subject: "home/Open"),
            flow.diagnostic("done-button-misuse", .warning, at: home.actions[1].span, subject: "home/Done"),
            flow.diagnostic("modal-hierarchy-depth", .warning, at: sheet.actions[0].push!.keySpan),
            flow.diagnostic("safe-exit", .error, at: sheet.actions[1].span),
            flow.diagnostic("minimize-modality", .info, at: document.screensKeySpan, subject: "screens"),
            // Points nowhere known: the subject decides.
            Diagnostic(file: "test.flow.yml", start: SourcePosition(line: 1_900, column: 1),
                       end: SourcePosition(line: 1_900, column: 2), severity: .info, ruleID: "loading-feedback",
                       message: "m", subject: "deep"),
        ]
        let graph = flow.resolved(diagnostics: diagnostics)
        func rules(ofNode id: String) -> [String] { graph.nodes.first { $0.id == id }!.diagnostics.map(\.ruleID) }
        XCTAssertEqual(rules(ofNode: "sheet"), ["modal-title"])
        // An action that leads nowhere is drawn on its screen.
        XCTAssertEqual(rules(ofNode: "home"), ["done-button-misuse"])
        XCTAssertEqual(rules(ofNode: "deep"), ["loading-feedback"])
        XCTAssertEqual(graph.edges.map { $0.diagnostics.map(\.ruleID) }, [
            ["modal-stack-depth"], ["modal-hierarchy-depth"], ["safe-exit"],
        ])
        XCTAssertEqual(graph.documentDiagnostics.map(\.ruleID), ["minimize-modality"])
        XCTAssertEqual(graph.shownDiagnostics.count, diagnostics.count)
    }

    func testFocusKeepsTheScreensModalContextsAndDirectNeighbours() throws {
        let flow = FlowBuilder()
        flow.screen("home", [flow.action("Edit", present: "editor"), flow.action("Far", push: "far")])
        flow.screen("editor", [flow.action("Options", push: "options"), flow.action("Close", dismiss: true)])
        flow.screen("options", [flow.action("Help", present: "help"), flow.action("Deeper", push: "deeper")])
        flow.screen("deeper", [flow.action("Deepest", push: "deepest")])
        flow.screen("deepest")
        flow.screen("help", [flow.action("Topic", push: "topic")])
        flow.screen("topic")
        flow.screen("far")
        let graph = flow.resolved(focus: "options")
        // editor's context (editor, options, deeper, deepest), options' neighbour help;
        // not help's pushes, nor home's other screens.
        XCTAssertEqual(graph.nodes.map(\.id), ["editor", "options", "deeper", "deepest", "help"])
        XCTAssertEqual(graph.edges.map(\.label), ["Options", "Close", "Help", "Deeper", "Deepest"])
        XCTAssertEqual(graph.entries, [])
        XCTAssertEqual(graph.focus, "options")

        // A screen in no modal context: itself and its neighbours.
        let home = flow.resolved(focus: "home")
        XCTAssertEqual(home.nodes.map(\.id), ["home", "editor", "far"])
        XCTAssertEqual(home.entries, [0])
    }

    func testUnknownFocusSuggestsTheClosestScreen() {
        let flow = FlowBuilder()
        flow.screen("library")
        flow.screen("settings")
        XCTAssertThrowsError(try flow.render(.dot, focus: "setings")) { error in
            XCTAssertEqual(error as? UnknownFocusScreen, UnknownFocusScreen(screen: "setings", suggestion: "settings"))
            XCTAssertEqual((error as? UnknownFocusScreen)?.message,
                           "no screen 'setings' to focus on (did you mean `settings`?)")
        }
        XCTAssertThrowsError(try flow.render(.dot, focus: "zzz")) { error in
            XCTAssertEqual((error as? UnknownFocusScreen)?.suggestion, nil)
        }
    }

    func testLargeFlowsRenderInLinearTime() throws {
        // 20,000 screens in one modal's push chain, each also presenting the next: no
        // quadratic step may hide in contexts, placement, focus or the writers.
        let flow = FlowBuilder()
        let count = 20_000
        flow.screen("s0", [flow.action("go", present: "s1")])
        for index in 1..<count {
            let next = "s\((index + 1) % count)"
            flow.screen("s\(index)", [flow.action("push", push: next), flow.action("again", present: next)])
        }
        let document = flow.document
        let graph = FlowGraph(document: document)
        let renderer = GraphRenderer(document: document, graph: graph, diagnostics: [])
        let start = Date()
        for format in GraphFormat.allCases {
            let text = try renderer.render(format)
            XCTAssertGreaterThan(text.utf8.count, count * 10)
        }
        _ = try renderer.render(.mermaid, focus: "s10000")
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "rendering 20,000 screens took too long")
    }

    /// A button that shows an SF Symbol or an image (`xmark.circle.fill`) has no words: its
    /// edge says what people see, a symbol button, not the symbol's name as if it were
    /// words. The near miss: a button with words keeps them.
    func testASymbolButtonsEdgeIsNotLabelledWithTheSymbolsName() {
        let flow = FlowBuilder()
        var close = flow.action("xmark.circle.fill", dismiss: true)
        close.labelKind = .symbol
        flow.screen("home", [flow.action("Edit", present: "editor")])
        flow.screen("editor", [close, flow.action("Done", dismiss: true)])
        let labels = flow.resolved().edges.map(\.label)
        XCTAssertTrue(labels.contains("the xmark.circle.fill symbol button"), "\(labels)")
        XCTAssertFalse(labels.contains("xmark.circle.fill"), "\(labels)")
        XCTAssertTrue(labels.contains("Done"), "\(labels)")
    }
}
