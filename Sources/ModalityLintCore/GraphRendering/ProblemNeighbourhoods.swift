/// The part of a flow each problem sits in, for reports that draw it beside the problem
/// (the Markdown report): the screen a diagnostic points at (an action's screen for an
/// action), drawn as `modality-lint graph --format mermaid --focus SCREEN` draws it, with
/// the diagnostics of the flow marked. Never the whole app: a diagnostic about the whole
/// document, or in a file that could not be read as a flow, has no neighbourhood.
struct ProblemNeighbourhoods {
    private let documents: [FlowDocument]
    /// Per document with diagnostics: its graph, resolved once (each drawing is cut from
    /// it), and where its diagnostics point.
    private var graphs: [Int: FlowGraph] = [:]
    private var resolved: [Int: ResolvedGraphBuilder.Whole] = [:]
    private var placements: [Int: DiagnosticPlacement] = [:]
    private var documentOfFile: [String: Int] = [:]

    /// `diagnostics` are those the drawings mark: each document gets the ones in its files.
    init(documents: [FlowDocument], diagnostics: [Diagnostic]) {
        self.documents = documents
        for (index, document) in documents.enumerated() {
            for source in document.sources where documentOfFile[source.path] == nil {
                documentOfFile[source.path] = index
            }
        }
        var diagnosticsOf: [Int: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if let document = documentOfFile[diagnostic.file] { diagnosticsOf[document, default: []].append(diagnostic) }
        }
        for (index, document) in documents.enumerated() where diagnosticsOf[index] != nil {
            let graph = FlowGraph(document: document)
            graphs[index] = graph
            resolved[index] = ResolvedGraphBuilder.build(document: document, graph: graph, diagnostics: diagnosticsOf[index]!)
            placements[index] = DiagnosticPlacement(document: document, graph: graph)
        }
    }

    /// A screen to draw the neighbourhood of.
    struct Focus: Hashable {
        var document: Int
        var screen: Int
    }

    /// The screen whose neighbourhood shows `diagnostic`, if any.
    func focus(of diagnostic: Diagnostic) -> Focus? {
        guard let document = documentOfFile[diagnostic.file], let placement = placements[document] else { return nil }
        switch placement.place(of: diagnostic) {
        case .screen(let screen), .action(let screen, _, _): return Focus(document: document, screen: screen)
        case .document: return nil
        }
    }

    /// Whether `file` was read as (part of) a flow.
    func hasFlow(_ file: String) -> Bool {
        documentOfFile[file] != nil
    }

    func screenID(of focus: Focus) -> String {
        documents[focus.document].screens[focus.screen].id
    }

    /// The Mermaid drawing of the neighbourhood: what `GraphRenderer.render(.mermaid,
    /// focus:)` draws, and so `modality-lint graph --format mermaid --focus`.
    func mermaid(of focus: Focus) -> String {
        guard let whole = resolved[focus.document], let graph = graphs[focus.document] else { return "" }
        return MermaidGraphRenderer(graph: whole.focused(on: focus.screen, graph: graph)).render()
    }
}
