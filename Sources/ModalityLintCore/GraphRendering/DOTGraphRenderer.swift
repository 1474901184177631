/// The graph as Graphviz DOT (`dot -Tsvg flow.dot > flow.svg`).
///
/// Screens are nodes shaped by kind, each modal context a dashed cluster (dotted for a
/// popover), the entries pointed at from a start dot and drawn with a double border.
/// `present` edges are bold with an arrowhead per style family, `push` edges plain,
/// `confirm` edges dashed, and a `dismiss` is a dotted edge to its context's "dismiss"
/// marker. Problems colour their screen or edge and add `severity: rule-id` lines.
struct DOTGraphRenderer {
    let graph: ResolvedGraph

    func render() -> String {
        var ids = GraphIdentifiers()
        // Screen ids are DOT ids as they are (quoted); markers get names no screen has.
        var nodeID: [Int: String] = [:]
        for node in graph.nodes { nodeID[node.screen] = ids.unique(node.id) }
        let startID = ids.unique("start")
        var markerID: [Int: String] = [:]
        for context in graph.dismissMarkers {
            let base = context.map { "dismiss " + graph.screenIDs[graph.contexts[$0].root] } ?? "dismiss"
            markerID[context ?? -1] = ids.unique(base)
        }
        let (shownContexts, nodesOf, loose) = GraphMarks.clusters(of: graph)

        var out = "// modality-lint graph"
        if let app = graph.app { out += " of \(GraphMarks.singleLine(app))" }
        if let focus = graph.focus { out += ", focused on \(focus)" }
        out += "\ndigraph " + Self.quoted(graph.app.map(GraphMarks.singleLine) ?? "flow") + " {\n"
        out += "    graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, labeljust=l];\n"
        out += "    node [fontname=\"Helvetica\", fontsize=11];\n"
        out += "    edge [fontname=\"Helvetica\", fontsize=9];\n"
        if !graph.entries.isEmpty {
            out += "    \(Self.quoted(startID)) [shape=point, width=0.15, label=\"\"];\n"
        }
        for index in loose { out += "    " + nodeStatement(graph.nodes[index], id: nodeID) + "\n" }
        if let id = markerID[-1] { out += "    " + markerStatement(id: id, context: nil) + "\n" }
        for context in shownContexts {
            let value = graph.contexts[context]
            out += "    subgraph \(Self.quoted("cluster_\(context)")) {\n"
            out += "        label=\(Self.quoted(GraphMarks.contextTitle(value, in: graph)));\n"
            out += "        style=\(value.isPopover ? "\"rounded,dotted\"" : "\"rounded,dashed\""); color=\"#57606a\";\n"
            for index in nodesOf[context] ?? [] {
                out += "        " + nodeStatement(graph.nodes[index], id: nodeID) + "\n"
            }
            if let id = markerID[context] { out += "        " + markerStatement(id: id, context: context) + "\n" }
            out += "    }\n"
        }
        for entry in graph.entries {
            out += "    \(Self.quoted(startID)) -> \(Self.quoted(nodeID[entry]!));\n"
        }
        for edge in graph.edges {
            let target: String
            switch edge.to {
            case .screen(let screen): target = nodeID[screen]!
            case .dismissMarker(let context): target = markerID[context ?? -1]!
            }
            out += "    \(Self.quoted(nodeID[edge.from]!)) -> \(Self.quoted(target)) [\(edgeAttributes(edge))];\n"
        }
        out += legend(shownContexts: shownContexts, ids: &ids)
        out += "}\n"
        return out
    }

    private func nodeStatement(_ node: ResolvedGraph.Node, id nodeID: [Int: String]) -> String {
        var attributes = ["label=" + Self.quoted(GraphMarks.nodeLines(node).joined(separator: "\n"))]
        var style: [String] = []
        switch node.kind {
        case .screen: attributes.append("shape=box"); style.append("rounded")
        case .alert: attributes.append("shape=hexagon")
        case .actionSheet: attributes.append("shape=trapezium")
        case .activityView: attributes.append("shape=parallelogram")
        case .shareSheet: attributes.append("shape=ellipse")
        }
        if node.isEntry { attributes.append("peripheries=2") }
        if let severity = node.diagnostics.highestSeverity {
            style.append("filled")
            attributes.append("color=\"\(severity.markColor)\"")
            attributes.append("fontcolor=\"\(severity.markColor)\"")
            attributes.append("fillcolor=\"\(severity.fillColor)\"")
            attributes.append("penwidth=2")
        }
        if !style.isEmpty { attributes.append("style=\"\(style.joined(separator: ","))\"") }
        return "\(Self.quoted(nodeID[node.screen]!)) [\(attributes.joined(separator: ", "))];"
    }

    private func markerStatement(id: String, context: Int?) -> String {
        "\(Self.quoted(id)) [label=\(Self.quoted(GraphMarks.dismissMarkerLabel(context: context))), "
            + "shape=circle, style=dashed, fontsize=9, color=\"#57606a\", fontcolor=\"#57606a\"];"
    }

    private func edgeAttributes(_ edge: ResolvedGraph.Edge) -> String {
        var attributes: [String] = []
        let lines = GraphMarks.edgeLines(edge)
        if !lines.isEmpty { attributes.append("label=" + Self.quoted(lines.joined(separator: "\n"))) }
        switch edge.kind {
        case .present:
            attributes.append("style=bold")
            attributes.append("arrowhead=" + Self.arrowhead(GraphMarks.StyleFamily(edge.style ?? .automatic)))
        case .push:
            break
        case .confirm:
            attributes.append("style=dashed")
        case .dismiss:
            attributes.append("style=dotted")
        }
        if let severity = edge.diagnostics.highestSeverity {
            attributes.append("color=\"\(severity.markColor)\"")
            attributes.append("fontcolor=\"\(severity.markColor)\"")
            attributes.append("penwidth=2")
        }
        return attributes.joined(separator: ", ")
    }

    private static func arrowhead(_ family: GraphMarks.StyleFamily) -> String {
        switch family {
        case .fullScreen: return "normal"
        case .sheet: return "empty"
        case .popover: return "odot"
        case .currentContext: return "box"
        case .custom: return "diamond"
        }
    }

    private static func arrowheadWords(_ family: GraphMarks.StyleFamily) -> String {
        switch family {
        case .fullScreen: return "filled arrowhead"
        case .sheet: return "open arrowhead"
        case .popover: return "circle arrowhead"
        case .currentContext: return "box arrowhead"
        case .custom: return "diamond arrowhead"
        }
    }

    private static func shapeWords(_ kind: ScreenKind) -> String {
        switch kind {
        case .screen: return "rounded box"
        case .alert: return "hexagon"
        case .actionSheet: return "trapezium"
        case .activityView: return "parallelogram"
        case .shareSheet: return "ellipse"
        }
    }

    /// A cluster with one table: a line for each mark the drawing uses.
    private func legend(shownContexts: [Int], ids: inout GraphIdentifiers) -> String {
        let legend = GraphMarks.Legend(graph, shownContexts: shownContexts)
        var rows: [(text: String, color: String?)] = []
        if !legend.kinds.isEmpty {
            rows.append((legend.kinds.map { "\(Self.shapeWords($0)): \(GraphMarks.kindWords($0))" }
                .joined(separator: ", "), nil))
        }
        if legend.entry { rows.append(("start dot, double border: entry", nil)) }
        for kind in legend.edgeKinds {
            switch kind {
            case .present:
                rows.append(("bold arrow: present (action, style, transition)", nil))
                rows.append((legend.styleFamilies.map { "\(Self.arrowheadWords($0)): \($0.words)" }
                    .joined(separator: ", "), nil))
                if legend.dismissesFirst { rows.append(("after dismiss: closes its own modal first", nil)) }
            case .push: rows.append(("plain arrow: push", nil))
            case .confirm: rows.append(("dashed arrow: confirm (asked before the action goes on)", nil))
            case .dismiss: rows.append(("dotted arrow to (dismiss): closes the modal context", nil))
            }
        }
        if legend.modalContext {
            rows.append(("dashed frame: modal context (nearest modal)", nil))
        }
        if legend.popoverContext { rows.append(("dotted frame: popover context", nil)) }
        for severity in legend.severities {
            rows.append(("\(severity.rawValue): rule ids in the labels", severity.markColor))
        }
        for line in graph.documentDiagnostics.markLines {
            let severity = graph.documentDiagnostics.first { line.hasPrefix($0.severity.rawValue + ":") }?.severity
            rows.append(("\(line) (the whole file)", severity?.markColor))
        }
        guard !rows.isEmpty else { return "" }
        var out = "    subgraph \(Self.quoted(ids.unique("cluster_legend"))) {\n"
        out += "        label=\"Legend\"; style=rounded; color=\"#8c959f\";\n"
        out += "        \(Self.quoted(ids.unique("legend"))) [shape=plaintext, label=<"
        out += "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\">"
        for row in rows {
            let text = Self.html(row.text)
            let cell = row.color.map { "<FONT COLOR=\"\($0)\">\(text)</FONT>" } ?? text
            out += "<TR><TD ALIGN=\"LEFT\">\(cell)</TD></TR>"
        }
        out += "</TABLE>>];\n    }\n"
        return out
    }

    /// A DOT double-quoted string. Backslashes are doubled so that none starts an escape
    /// (`\N`, `\l`) by accident; line breaks become DOT's `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r", "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text in an HTML-like label.
    static func html(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
