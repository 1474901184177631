/// The output formats of `modality-lint graph`.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT: `dot -Tsvg` draws it.
    case dot
    /// A Mermaid flowchart: GitHub and most Markdown viewers draw it as it is.
    case mermaid
    /// The resolved graph as JSON, for other tools.
    case json
}

/// `--focus` named no screen of the document.
public struct UnknownFocusScreen: Error, Sendable, Equatable {
    public var screen: String
    /// The closest screen id, when one is close enough to be a likely typo.
    public var suggestion: String?

    public var message: String {
        "no screen '\(screen)' to focus on" + (suggestion.map { " (did you mean `\($0)`?)" } ?? "")
    }
}

/// Draws a flow's screen graph with its problems marked: pure text out, nothing printed.
public struct GraphRenderer: Sendable {
    public let document: FlowDocument
    public let graph: FlowGraph
    public let diagnostics: [Diagnostic]

    /// `diagnostics` are those of the document (the linter's output); each is drawn on the
    /// screen or the edge it points at.
    public init(document: FlowDocument, graph: FlowGraph? = nil, diagnostics: [Diagnostic]) {
        self.document = document
        self.graph = graph ?? FlowGraph(document: document)
        self.diagnostics = diagnostics
    }

    /// The whole graph, or with `focus` only that screen's modal contexts and its direct
    /// neighbours. Throws `UnknownFocusScreen` when `focus` names no screen.
    public func render(_ format: GraphFormat, focus: String? = nil) throws -> String {
        var focusIndex: Int?
        if let focus {
            guard let index = graph.indexByID[focus] else {
                throw UnknownFocusScreen(
                    screen: focus, suggestion: Suggestion.closest(to: focus, among: document.screens.map(\.id)))
            }
            focusIndex = index
        }
        let resolved = ResolvedGraphBuilder.build(
            document: document, graph: graph, diagnostics: diagnostics, focus: focusIndex)
        switch format {
        case .dot: return DOTGraphRenderer(graph: resolved).render()
        case .mermaid: return MermaidGraphRenderer(graph: resolved).render()
        case .json: return JSONGraphRenderer(graph: resolved).render()
        }
    }
}
