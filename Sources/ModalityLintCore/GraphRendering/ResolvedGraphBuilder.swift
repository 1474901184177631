/// Builds the `ResolvedGraph` of a document: edges in document order, contexts, entries,
/// diagnostics attached, and the focus applied. Linear in screens, actions and
/// diagnostics.
enum ResolvedGraphBuilder {
    /// The edges of one action, as indices into the edge list.
    fileprivate struct ActionEdges {
        var present: Int?
        var push: Int?
        var confirm: Int?
        var dismiss: Int?

        /// The edge that stands for the action as a whole: where it leads.
        var main: Int? { present ?? push ?? dismiss ?? confirm }
    }

    static func build(
        document: FlowDocument, graph: FlowGraph, diagnostics: [Diagnostic], focus: Int?
    ) -> ResolvedGraph {
        let whole = build(document: document, graph: graph, diagnostics: diagnostics)
        guard let focus else { return whole.resolved }
        return whole.focused(on: focus, graph: graph)
    }

    /// Where a diagnostic is drawn.
    enum Holder { case node(Int), edge(Int), document }

    /// The whole graph, and where each diagnostic is drawn: what every focus is cut from,
    /// so that a report drawing many neighbourhoods resolves the document once.
    struct Whole {
        var resolved: ResolvedGraph
        var diagnostics: [Diagnostic]
        var holders: [Holder]

        /// Only what `--focus` on `focus` shows (see `GraphFocus`). Linear in the screens
        /// plus edges plus diagnostics.
        func focused(on focus: Int, graph: FlowGraph) -> ResolvedGraph {
            let visible = GraphFocus.visibleScreens(around: focus, graph: graph)
            let nodes = resolved.nodes
            let edges = resolved.edges
            func isVisible(_ edge: ResolvedGraph.Edge) -> Bool {
                guard visible[edge.from] else { return false }
                if case .screen(let to) = edge.to { return visible[to] }
                return true
            }
            var nodeIndexByScreen: [Int: Int] = [:]
            var visibleNodes: [ResolvedGraph.Node] = []
            for node in nodes where visible[node.screen] {
                nodeIndexByScreen[node.screen] = visibleNodes.count
                visibleNodes.append(node)
            }
            let visibleEdges = edges.filter(isVisible)
            var dismissMarkers: [Int?] = []
            var markerSeen = Set<Int>()
            for edge in visibleEdges {
                if case .dismissMarker(let context) = edge.to, markerSeen.insert(context ?? -1).inserted {
                    dismissMarkers.append(context)
                }
            }
            var shown: [Diagnostic] = []
            for (diagnostic, holder) in zip(diagnostics, holders) {
                switch holder {
                case .node(let screen): if visible[screen] { shown.append(diagnostic) }
                case .edge(let edge): if isVisible(edges[edge]) { shown.append(diagnostic) }
                case .document: shown.append(diagnostic)
                }
            }
            var result = resolved
            result.focus = resolved.screenIDs[focus]
            result.nodes = visibleNodes
            result.edges = visibleEdges
            result.nodeIndexByScreen = nodeIndexByScreen
            result.entries = resolved.entries.filter { visible[$0] }
            result.dismissMarkers = dismissMarkers
            result.shownDiagnostics = shown
            return result
        }
    }

    /// The whole graph, every diagnostic attached.
    static func build(document: FlowDocument, graph: FlowGraph, diagnostics: [Diagnostic]) -> Whole {
        let screens = document.screens
        let (contexts, contextOfScreen) = ModalContextAssignment.contexts(in: graph)

        // Edges, per action: the confirmation first (it is shown before the action takes
        // effect), then the present or push, then the dismiss. A dismiss that comes with a
        // present is drawn as that present, marked "dismiss first".
        var edges: [ResolvedGraph.Edge] = []
        var actionEdges: [[ActionEdges]] = []
        actionEdges.reserveCapacity(screens.count)
        for (from, screen) in screens.enumerated() {
            var presentations = graph.presentations[from][...]
            var pushes = graph.pushes[from][...]
            var confirmations = graph.confirmations[from][...]
            var perAction = [ActionEdges](repeating: ActionEdges(), count: screen.actions.count)
            for (actionIndex, action) in screen.actions.enumerated() {
                func edge(_ kind: ResolvedGraph.EdgeKind, to target: ResolvedGraph.EdgeTarget) -> ResolvedGraph.Edge {
                    ResolvedGraph.Edge(
                        kind: kind, from: from, action: actionIndex, to: target, label: Self.edgeLabel(of: action),
                        style: nil, transition: nil, dismissesFirst: false, diagnostics: [])
                }
                if let link = confirmations.first, link.action == actionIndex {
                    confirmations.removeFirst()
                    perAction[actionIndex].confirm = edges.count
                    edges.append(edge(.confirm, to: .screen(link.to)))
                }
                var presents = false
                if let presentation = presentations.first, presentation.action == actionIndex {
                    presentations.removeFirst()
                    presents = true
                    var present = edge(.present, to: .screen(presentation.to))
                    present.style = presentation.style
                    present.transition = presentation.transition
                    present.dismissesFirst = presentation.dismissesFirst
                    perAction[actionIndex].present = edges.count
                    edges.append(present)
                }
                if let link = pushes.first, link.action == actionIndex {
                    pushes.removeFirst()
                    perAction[actionIndex].push = edges.count
                    edges.append(edge(.push, to: .screen(link.to)))
                }
                if action.isDismissing, !presents {
                    perAction[actionIndex].dismiss = edges.count
                    edges.append(edge(.dismiss, to: .dismissMarker(context: contextOfScreen[from])))
                }
            }
            actionEdges.append(perAction)
        }
        mergeIdenticalEdges(&edges, actionEdges: &actionEdges)

        var nodes = screens.enumerated().map { index, screen in
            ResolvedGraph.Node(
                screen: index, id: screen.id, title: screen.title?.value.nonEmpty, kind: screen.effectiveKind,
                container: screen.effectiveContainer, isEntry: false, context: contextOfScreen[index],
                diagnostics: [])
        }
        var entries: [Int] = []
        for entry in graph.entries where !nodes[entry].isEntry {
            nodes[entry].isEntry = true
            entries.append(entry)
        }

        // Attach each diagnostic to its screen or edge.
        let placement = DiagnosticPlacement(document: document, graph: graph)
        var holders: [Holder] = []
        holders.reserveCapacity(diagnostics.count)
        var documentDiagnostics: [Diagnostic] = []
        for diagnostic in diagnostics {
            let holder: Holder
            switch placement.place(of: diagnostic) {
            case .screen(let screen):
                holder = .node(screen)
            case .action(let screen, let action, let part):
                let edgesOfAction = actionEdges[screen][action]
                let edge: Int?
                switch part {
                case .whole: edge = edgesOfAction.main
                case .present: edge = edgesOfAction.present ?? edgesOfAction.main
                case .push: edge = edgesOfAction.push ?? edgesOfAction.main
                case .confirm: edge = edgesOfAction.confirm ?? edgesOfAction.main
                case .dismiss: edge = edgesOfAction.dismiss ?? edgesOfAction.main
                }
                holder = edge.map { .edge($0) } ?? .node(screen)
            case .document:
                holder = .document
            }
            switch holder {
            case .node(let screen): nodes[screen].diagnostics.append(diagnostic)
            case .edge(let edge): edges[edge].diagnostics.append(diagnostic)
            case .document: documentDiagnostics.append(diagnostic)
            }
            holders.append(holder)
        }

        var dismissMarkers: [Int?] = []
        var markerSeen = Set<Int>()
        for edge in edges {
            if case .dismissMarker(let context) = edge.to, markerSeen.insert(context ?? -1).inserted {
                dismissMarkers.append(context)
            }
        }
        var nodeIndexByScreen: [Int: Int] = [:]
        for node in nodes { nodeIndexByScreen[node.screen] = node.screen }
        let resolved = ResolvedGraph(
            app: document.app?.value, focus: nil, nodes: nodes,
            edges: edges, contexts: contexts, nodeIndexByScreen: nodeIndexByScreen,
            entries: entries, dismissMarkers: dismissMarkers,
            documentDiagnostics: documentDiagnostics, shownDiagnostics: diagnostics,
            screenIDs: screens.map(\.id), screenTitles: screens.map { $0.title?.value.nonEmpty })
        return Whole(resolved: resolved, diagnostics: diagnostics, holders: holders)
    }
}

extension ResolvedGraphBuilder {
    /// An edge's words: the button's words, or for a button that shows an SF Symbol or an
    /// image (`xmark.circle.fill`), what people see: a symbol, not words.
    static func edgeLabel(of action: Action) -> String {
        action.labelKind == .symbol ? "the \(action.labelText) symbol button" : action.labelText
    }

    /// What a drawn edge shows: two actions of one screen that say the same words and lead
    /// to the same place the same way (a SwiftUI view's three `Button`s that each call
    /// `dismiss()`, a toolbar button and a menu item that present one sheet) are one
    /// arrow on the drawing.
    private struct DrawnEdge: Hashable {
        var kind: String
        var from: Int
        var toScreen: Int?
        var toMarker: Int?
        var label: String
        var style: String?
        var transition: String?
        var dismissesFirst: Bool
    }

    /// Keeps the first of edges that would be drawn the same, pointing the other actions'
    /// edges at it, so that each arrow is drawn once and carries the problems of every
    /// action it stands for. Linear in the edges.
    fileprivate static func mergeIdenticalEdges(_ edges: inout [ResolvedGraph.Edge], actionEdges: inout [[ActionEdges]]) {
        var kept: [ResolvedGraph.Edge] = []
        var newIndex = [Int](repeating: 0, count: edges.count)
        var indexByDrawn: [DrawnEdge: Int] = [:]
        for (index, edge) in edges.enumerated() {
            var toScreen: Int?
            var toMarker: Int?
            switch edge.to {
            case .screen(let screen): toScreen = screen
            case .dismissMarker(let context): toMarker = context ?? -1
            }
            let drawn = DrawnEdge(
                kind: edge.kind.rawValue, from: edge.from, toScreen: toScreen, toMarker: toMarker, label: edge.label,
                style: edge.style?.rawValue, transition: edge.transition?.rawValue, dismissesFirst: edge.dismissesFirst)
            if let first = indexByDrawn[drawn] {
                newIndex[index] = first
            } else {
                indexByDrawn[drawn] = kept.count
                newIndex[index] = kept.count
                kept.append(edge)
            }
        }
        guard kept.count < edges.count else { return }
        edges = kept
        func remap(_ index: Int?) -> Int? { index.map { newIndex[$0] } }
        for screen in actionEdges.indices {
            for action in actionEdges[screen].indices {
                actionEdges[screen][action].present = remap(actionEdges[screen][action].present)
                actionEdges[screen][action].push = remap(actionEdges[screen][action].push)
                actionEdges[screen][action].confirm = remap(actionEdges[screen][action].confirm)
                actionEdges[screen][action].dismiss = remap(actionEdges[screen][action].dismiss)
            }
        }
    }
}

extension String {
    /// The string, or nil when it is empty or only white space.
    var nonEmpty: String? {
        isBlank ? nil : self
    }
}
