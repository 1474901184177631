import XCTest
@testable import ModalityLintCore

/// How each format writes names and problems: escaping, identifiers, colours, legend.
final class GraphFormatRenderingTests: XCTestCase {
    /// A flow whose titles and labels hold every character that could break a format.
    private func awkwardFlow() -> (FlowBuilder, [Diagnostic]) {
        let flow = FlowBuilder()
        flow.app = "Quote \"App\""
        flow.screen("end", title: "Say \"hi\" [now] #1 {x} <b>&amp; a|b: `c` \\N ✓ 完成", [
            flow.action("Open \"it\" | #2", present: "o.x", style: .popover),
        ])
        flow.screen("o.x", title: "Line\nbreak", [flow.action("Close", dismiss: true)])
        flow.screen("o_x", [flow.action("Back", dismiss: true)])
        let document = flow.document
        let diagnostics = [
            flow.diagnostic("modal-title", .warning, at: document.screens[0].idSpan, subject: "end"),
            flow.diagnostic("dismiss-outside-modal", .warning, at: document.screens[2].actions[0].span),
            flow.diagnostic("no-modal-over-popover", .error, at: document.screens[0].actions[0].present!.keySpan),
        ]
        return (flow, diagnostics)
    }

    func testMermaidQuotesEveryLabelAndUsesSafeIDs() throws {
        let (flow, diagnostics) = awkwardFlow()
        let text = try flow.render(.mermaid, diagnostics: diagnostics)
        XCTAssertTrue(text.hasPrefix("flowchart TD\n"))
        XCTAssertTrue(text.contains(
            "s_end[\"Say #quot;hi#quot; [now] #35;1 {x} #lt;b#gt;#38;amp; a#124;b#58; #96;c#96; \\N ✓ 完成<br/>(end)<br/>warning#58; modal-title\"]"),
            text)
        // `.` is not allowed in an id; two screens that sanitize alike stay apart.
        XCTAssertTrue(text.contains("s_o_x[\"Line break<br/>(o.x)\"]"), text)
        XCTAssertTrue(text.contains("s_o_x_2[\"o_x\"]"), text)
        XCTAssertTrue(text.contains("s_end ==>|\"Open #quot;it#quot; #124; #35;2<br/>popover<br/>error#58; no-modal-over-popover\"| s_o_x\n"), text)
        XCTAssertTrue(text.contains("subgraph c_o_x[\"popover#58; Line break\"]"), text)
        // The dismiss outside any modal goes to a marker of its own.
        XCTAssertTrue(text.contains("d_nowhere((\"dismiss<br/>(closes nothing)\"))"), text)
        XCTAssertTrue(text.contains("class s_end entry\n"), text)
        XCTAssertTrue(text.contains("class s_end,legend_warning warning\n"), text)
        // Edges: start, the present (1), the popover's dismiss (2), o_x's dismiss (3).
        XCTAssertTrue(text.contains("linkStyle 1 stroke:#d1242f,stroke-width:2px,color:#d1242f\n"), text)
        XCTAssertTrue(text.contains("linkStyle 3 stroke:#e16f24,stroke-width:2px,color:#e16f24\n"), text)
        // No line of the chart may hold a quote that is not a label's delimiter.
        for line in text.split(separator: "\n") {
            XCTAssertEqual(line.filter { $0 == "\"" }.count % 2, 0, String(line))
        }
    }

    func testMermaidLinkStyleIndicesCountEveryEdgeInOrder() throws {
        let flow = FlowBuilder()
        flow.screen("home", [flow.action("A", present: "a"), flow.action("B", push: "b")])
        flow.screen("a", [flow.action("Close", dismiss: true), flow.action("Next", push: "b")])
        flow.screen("b")
        let document = flow.document
        let diagnostics = [flow.diagnostic("modal-hierarchy-depth", .warning, at: document.screens[1].actions[1].push!.keySpan)]
        let text = try flow.render(.mermaid, diagnostics: diagnostics)
        let edgeLines = text.split(separator: "\n").filter { $0.contains(" --> ") || $0.contains(" ==>") || $0.contains(" -.->") || $0.contains(" -->|") }
        let index = edgeLines.firstIndex { $0.contains("modal-hierarchy-depth") }
        XCTAssertEqual(index, 4, edgeLines.joined(separator: "\n"))
        XCTAssertTrue(text.contains("linkStyle 4 stroke:#e16f24"), text)
    }

    func testDOTQuotesIDsAndLabels() throws {
        let (flow, diagnostics) = awkwardFlow()
        let text = try flow.render(.dot, diagnostics: diagnostics)
        XCTAssertTrue(text.contains("digraph \"Quote \\\"App\\\"\" {"), text)
        XCTAssertTrue(text.contains(
            "\"end\" [label=\"Say \\\"hi\\\" [now] #1 {x} <b>&amp; a|b: `c` \\\\N ✓ 完成\\n(end)\\nwarning: modal-title\", shape=box, peripheries=2, color=\"#e16f24\""),
            text)
        XCTAssertTrue(text.contains("\"end\" -> \"o.x\" [label=\"Open \\\"it\\\" | #2\\npopover\\nerror: no-modal-over-popover\", style=bold, arrowhead=odot, color=\"#d1242f\""), text)
        XCTAssertTrue(text.contains("subgraph \"cluster_0\" {"), text)
        XCTAssertTrue(text.contains("label=\"popover: Line break\";"), text)
        XCTAssertTrue(text.contains("style=\"rounded,dotted\""), text)
        XCTAssertTrue(text.contains("\"o_x\" -> \"dismiss\" [label=\"Back\\nwarning: dismiss-outside-modal\", style=dotted, color=\"#e16f24\""), text)
        XCTAssertTrue(text.contains("<FONT COLOR=\"#d1242f\">error: rule ids in the labels</FONT>"), text)
    }

    func testJSONIsTheResolvedGraphWithStableKeys() throws {
        let (flow, diagnostics) = awkwardFlow()
        let text = try flow.render(.json, diagnostics: diagnostics)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["app"] as? String, "Quote \"App\"")
        XCTAssertEqual(object["entries"] as? [String], ["end"])
        let nodes = try XCTUnwrap(object["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["end", "o.x", "o_x"])
        XCTAssertEqual(nodes[1]["title"] as? String, "Line\nbreak")
        XCTAssertEqual(nodes[1]["context"] as? String, "o.x")
        XCTAssertTrue(nodes[2]["context"] is NSNull)
        let edges = try XCTUnwrap(object["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { $0["kind"] as? String }, ["present", "dismiss", "dismiss"])
        XCTAssertEqual(edges[0]["style"] as? String, "popover")
        XCTAssertEqual(edges[0]["transition"] as? String, "coverVertical")
        XCTAssertTrue(edges[1]["to"] is NSNull)
        let edgeDiagnostics = try XCTUnwrap(edges[0]["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(edgeDiagnostics.first?["rule"] as? String, "no-modal-over-popover")
        let contexts = try XCTUnwrap(object["contexts"] as? [[String: Any]])
        XCTAssertEqual(contexts.count, 1)
        XCTAssertEqual(contexts[0]["members"] as? [String], ["o.x"])
        XCTAssertEqual(contexts[0]["isPopover"] as? Bool, true)
        XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 3)
        // Keys in a fixed order, not a dictionary's.
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(keys, ["app", "focus", "entries", "nodes", "edges", "contexts", "diagnostics"])
        XCTAssertEqual(text, try flow.render(.json, diagnostics: diagnostics))
    }

    func testLegendExplainsOnlyTheMarksInUse() throws {
        let flow = FlowBuilder()
        flow.screen("home", [flow.action("Next", push: "next")])
        flow.screen("next")
        let text = try flow.render(.mermaid)
        XCTAssertTrue(text.contains("plain arrow#58; push"), text)
        XCTAssertFalse(text.contains("thick arrow"), text)
        XCTAssertFalse(text.contains("legend_error"), text)
        let dot = try flow.render(.dot)
        XCTAssertTrue(dot.contains("plain arrow: push"), dot)
        XCTAssertFalse(dot.contains("bold arrow"), dot)
    }
}
