/// The resolved graph as JSON, for other tools: keys in a fixed order, two-space
/// indentation, one screen or edge per object.
///
/// ```
/// { "app", "focus", "entries": [id],
///   "nodes": [{ "id", "title", "kind", "container", "entry", "context", "diagnostics" }],
///   "edges": [{ "kind", "from", "to", "action", "label", "style", "transition",
///               "dismissesFirst", "diagnostics" }],
///   "contexts": [{ "root", "members", "isPopover" }],
///   "diagnostics": [{ "file", "line", "column", "endLine", "endColumn", "severity",
///                     "rule", "message", "subject" }] }
/// ```
/// A node's `context` is the root of the modal context it is drawn in (its nearest
/// modal), a context's `members` the screens drawn in it. A `dismiss` edge has `to: null`.
struct JSONGraphRenderer {
    let graph: ResolvedGraph

    func render() -> String {
        let (shownContexts, nodesOf, _) = GraphMarks.clusters(of: graph)
        let nodes: [JSONValue] = graph.nodes.map { node in
            .object([
                ("id", .string(node.id)),
                ("title", node.title.map { .string($0) } ?? .null),
                ("kind", .string(node.kind.rawValue)),
                ("container", .string(node.container.rawValue)),
                ("entry", .bool(node.isEntry)),
                ("context", node.context.map { .string(graph.screenIDs[graph.contexts[$0].root]) } ?? .null),
                ("diagnostics", .array(node.diagnostics.map(Self.attached))),
            ])
        }
        let edges: [JSONValue] = graph.edges.map { edge in
            let to: JSONValue
            switch edge.to {
            case .screen(let screen): to = .string(graph.screenIDs[screen])
            case .dismissMarker: to = .null
            }
            return .object([
                ("kind", .string(edge.kind.rawValue)),
                ("from", .string(graph.screenIDs[edge.from])),
                ("to", to),
                ("action", .integer(edge.action)),
                ("label", .string(edge.label)),
                ("style", edge.style.map { .string($0.rawValue) } ?? .null),
                ("transition", edge.transition.map { .string($0.rawValue) } ?? .null),
                ("dismissesFirst", .bool(edge.dismissesFirst)),
                ("diagnostics", .array(edge.diagnostics.map(Self.attached))),
            ])
        }
        let contexts: [JSONValue] = shownContexts.map { context in
            let value = graph.contexts[context]
            return .object([
                ("root", .string(graph.screenIDs[value.root])),
                ("members", .array((nodesOf[context] ?? []).map { .string(graph.nodes[$0].id) })),
                ("isPopover", .bool(value.isPopover)),
            ])
        }
        let root = JSONValue.object([
            ("app", graph.app.map { .string($0) } ?? .null),
            ("focus", graph.focus.map { .string($0) } ?? .null),
            ("entries", .array(graph.entries.map { .string(graph.screenIDs[$0]) })),
            ("nodes", .array(nodes)),
            ("edges", .array(edges)),
            ("contexts", .array(contexts)),
            ("diagnostics", .array(graph.shownDiagnostics.map(Self.full))),
        ])
        var out = ""
        root.write(to: &out, indent: 0)
        return out + "\n"
    }

    /// A diagnostic on a screen or an edge: the file is the document's.
    private static func attached(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("line", .integer(diagnostic.start.line)),
            ("column", .integer(diagnostic.start.column)),
        ])
    }

    private static func full(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .integer(diagnostic.start.line)),
            ("column", .integer(diagnostic.start.column)),
            ("endLine", .integer(diagnostic.end.line)),
            ("endColumn", .integer(diagnostic.end.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
            ("subject", .string(diagnostic.subject)),
        ])
    }
}

/// Just enough JSON to write the graph with its keys in a fixed order.
private indirect enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func write(to out: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            if values.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                // Lists of ids stay on one line.
                out += "["
                for (index, value) in values.enumerated() {
                    if index > 0 { out += ", " }
                    value.write(to: &out, indent: indent + 1)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, value) in values.enumerated() {
                out += padding
                value.write(to: &out, indent: indent + 1)
                out += index + 1 < values.count ? ",\n" : "\n"
            }
            out += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += padding
                JSONValue.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += closing + "}"
        }
    }

    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
