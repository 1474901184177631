/// The graph as a Mermaid flowchart, which GitHub and most Markdown viewers draw as it is.
///
/// The marks follow the DOT drawing as far as Mermaid allows: screens shaped by kind,
/// each modal context a subgraph, a start circle pointing at the entries (drawn with a
/// thick border), `present` edges thick (`==>`), `push` edges plain (`-->`), `confirm`
/// edges dotted (`-.->`), and a `dismiss` a dotted edge to its context's "dismiss"
/// circle. Problems colour their screen (`classDef`) or edge (`linkStyle`, by edge
/// index) and add `severity: rule-id` lines.
///
/// Every label is double-quoted, with Mermaid's entity codes for the characters that
/// could end or change it (`"`, `#`, `&`, `<`, `>`, `|`, `:`, backtick); other Unicode
/// is written as it is.
struct MermaidGraphRenderer {
    let graph: ResolvedGraph

    func render() -> String {
        var ids = GraphIdentifiers()
        var nodeID: [Int: String] = [:]
        for node in graph.nodes { nodeID[node.screen] = ids.unique("s_" + Self.sanitized(node.id)) }
        let startID = ids.unique("start")
        var markerID: [Int: String] = [:]
        for context in graph.dismissMarkers {
            let base = context.map { "d_" + Self.sanitized(graph.screenIDs[graph.contexts[$0].root]) } ?? "d_nowhere"
            markerID[context ?? -1] = ids.unique(base)
        }
        let (shownContexts, nodesOf, loose) = GraphMarks.clusters(of: graph)
        var contextID: [Int: String] = [:]
        for context in shownContexts {
            contextID[context] = ids.unique("c_" + Self.sanitized(graph.screenIDs[graph.contexts[context].root]))
        }

        var out = "flowchart TD\n"
        if !graph.entries.isEmpty { out += "    \(startID)((\"start\"))\n" }
        for index in loose { out += "    " + nodeStatement(graph.nodes[index], id: nodeID) + "\n" }
        if let id = markerID[-1] { out += "    \(id)((\(Self.quoted(GraphMarks.dismissMarkerLabel(context: nil)))))\n" }
        for context in shownContexts {
            let value = graph.contexts[context]
            out += "    subgraph \(contextID[context]!)[\(Self.quoted(GraphMarks.contextTitle(value, in: graph)))]\n"
            for index in nodesOf[context] ?? [] {
                out += "        " + nodeStatement(graph.nodes[index], id: nodeID) + "\n"
            }
            if let id = markerID[context] {
                out += "        \(id)((\(Self.quoted(GraphMarks.dismissMarkerLabel(context: context)))))\n"
            }
            out += "    end\n"
        }

        // Edges after every node, so that no edge moves a node into a subgraph, and so
        // that `linkStyle` can count them.
        var edgeStyles: [(index: Int, style: String)] = []
        var edgeIndex = 0
        for entry in graph.entries {
            out += "    \(startID) --> \(nodeID[entry]!)\n"
            edgeIndex += 1
        }
        for edge in graph.edges {
            let target: String
            switch edge.to {
            case .screen(let screen): target = nodeID[screen]!
            case .dismissMarker(let context): target = markerID[context ?? -1]!
            }
            let arrow: String
            switch edge.kind {
            case .present: arrow = "==>"
            case .push: arrow = "-->"
            case .confirm, .dismiss: arrow = "-.->"
            }
            let lines = GraphMarks.edgeLines(edge)
            let label = lines.isEmpty ? "" : "|" + Self.quoted(lines.joined(separator: "\n")) + "|"
            out += "    \(nodeID[edge.from]!) \(arrow)\(label) \(target)\n"
            if let severity = edge.diagnostics.highestSeverity {
                edgeStyles.append((edgeIndex, "stroke:\(severity.markColor),stroke-width:2px,color:\(severity.markColor)"))
            }
            edgeIndex += 1
        }

        let legend = GraphMarks.Legend(graph, shownContexts: shownContexts)
        let (legendText, legendClasses, legendID) = legendStatements(legend, ids: &ids)
        out += legendText

        // Styles: classes for the marks, frames for the contexts, colours for the edges.
        out += "    classDef flowMarker fill:#f6f8fa,stroke:#8c959f,color:#57606a\n"
        out += "    classDef entry stroke-width:3px\n"
        for severity in [Severity.error, .warning, .info] {
            out += "    classDef \(severity.rawValue) fill:\(severity.fillColor),stroke:\(severity.markColor),color:\(severity.markColor)\n"
        }
        var markers = graph.entries.isEmpty ? [] : [startID]
        markers += graph.dismissMarkers.map { markerID[$0 ?? -1]! }
        if !markers.isEmpty { out += "    class \(markers.joined(separator: ",")) flowMarker\n" }
        let entries = graph.entries.map { nodeID[$0]! }
        if !entries.isEmpty { out += "    class \(entries.joined(separator: ",")) entry\n" }
        for severity in [Severity.error, .warning, .info] {
            let marked = graph.nodes.filter { $0.diagnostics.highestSeverity == severity }.map { nodeID[$0.screen]! }
                + legendClasses.filter { $0.severity == severity }.map(\.id)
            if !marked.isEmpty { out += "    class \(marked.joined(separator: ",")) \(severity.rawValue)\n" }
        }
        if let legendID { out += "    style \(legendID) fill:none,stroke:#8c959f\n" }
        for context in shownContexts {
            let dash = graph.contexts[context].isPopover ? "2 3" : "6 4"
            out += "    style \(contextID[context]!) fill:none,stroke:#57606a,stroke-dasharray:\(dash)\n"
        }
        // One `linkStyle` per colour, listing its edges in order.
        var indicesByStyle: [String: [Int]] = [:]
        var styleOrder: [String] = []
        for (index, style) in edgeStyles {
            if indicesByStyle[style] == nil { styleOrder.append(style) }
            indicesByStyle[style, default: []].append(index)
        }
        for style in styleOrder {
            out += "    linkStyle \(indicesByStyle[style]!.map(String.init).joined(separator: ",")) \(style)\n"
        }
        return out
    }

    private func nodeStatement(_ node: ResolvedGraph.Node, id nodeID: [Int: String]) -> String {
        let label = Self.quoted(GraphMarks.nodeLines(node).joined(separator: "\n"))
        let id = nodeID[node.screen]!
        switch node.kind {
        case .screen: return "\(id)[\(label)]"
        case .alert: return "\(id){{\(label)}}"
        case .actionSheet: return "\(id)[/\(label)\\]"
        case .activityView: return "\(id)[/\(label)/]"
        case .shareSheet: return "\(id)([\(label)])"
        }
    }

    private static func shapeWords(_ kind: ScreenKind) -> String {
        switch kind {
        case .screen: return "rectangle"
        case .alert: return "hexagon"
        case .actionSheet: return "trapezoid"
        case .activityView: return "parallelogram"
        case .shareSheet: return "stadium"
        }
    }

    /// A "Legend" subgraph: one node listing the marks the drawing uses, and one node in
    /// the colours of each severity it shows.
    private func legendStatements(
        _ legend: GraphMarks.Legend, ids: inout GraphIdentifiers
    ) -> (text: String, classes: [(id: String, severity: Severity)], frame: String?) {
        var lines: [String] = []
        if !legend.kinds.isEmpty {
            lines.append(legend.kinds.map { "\(Self.shapeWords($0)): \(GraphMarks.kindWords($0))" }
                .joined(separator: ", "))
        }
        if legend.entry { lines.append("start circle, thick border: entry") }
        for kind in legend.edgeKinds {
            switch kind {
            case .present:
                lines.append("thick arrow: present (action, style, transition)")
                if legend.dismissesFirst { lines.append("after dismiss: closes its own modal first") }
            case .push: lines.append("plain arrow: push")
            case .confirm: lines.append("dotted arrow: confirm (asked before the action goes on)")
            case .dismiss: lines.append("dotted arrow to (dismiss): closes the modal context")
            }
        }
        if legend.modalContext {
            lines.append("dashed frame: modal context (nearest modal)")
        }
        if legend.popoverContext { lines.append("dotted frame: popover context") }
        let documentLines = graph.documentDiagnostics.markLines
        guard !lines.isEmpty || !legend.severities.isEmpty || !documentLines.isEmpty else { return ("", [], nil) }
        let legendID = ids.unique("legend")
        var out = "    subgraph \(legendID)[\"Legend\"]\n"
        if !lines.isEmpty {
            out += "        \(ids.unique("legend_marks"))[\(Self.quoted(lines.joined(separator: "\n")))]\n"
        }
        var classes: [(id: String, severity: Severity)] = []
        for severity in legend.severities {
            let id = ids.unique("legend_\(severity.rawValue)")
            out += "        \(id)[\(Self.quoted("\(severity.rawValue): rule ids in the labels"))]\n"
            classes.append((id, severity))
        }
        for line in documentLines {
            let id = ids.unique("legend_file")
            out += "        \(id)[\(Self.quoted("\(line) (the whole file)"))]\n"
            if let severity = graph.documentDiagnostics.first(where: { line.hasPrefix($0.severity.rawValue + ":") })?.severity {
                classes.append((id, severity))
            }
        }
        out += "    end\n"
        return (out, classes, legendID)
    }

    /// A Mermaid id: letters, digits and `_` only (`.` and `-` would be read as edges).
    static func sanitized(_ id: String) -> String {
        var result = ""
        for scalar in id.unicodeScalars {
            let isSafe = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9") || scalar == "_"
            result.unicodeScalars.append(isSafe ? scalar : "_")
        }
        return result
    }

    /// A double-quoted Mermaid label; line breaks become `<br/>`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "<br/>"
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "&": result += "#38;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            case ":": result += "#58;"
            case "`": result += "#96;"
            default:
                result.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
            }
        }
        return result + "\""
    }
}
