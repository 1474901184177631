/// The resolved graph as JSON, for other tools: keys in a fixed order (`JSONValue`, shared
/// with the JSON reporter), two-space indentation.
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
        return root.rendered()
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
