/// Builds the `ResolvedGraph` of a document: edges in document order, contexts, entries,
/// diagnostics attached, and the focus applied. Linear in screens, actions and
/// diagnostics.
enum ResolvedGraphBuilder {
    /// The edges of one action, as indices into the edge list.
    private struct ActionEdges {
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
                        kind: kind, from: from, action: actionIndex, to: target, label: action.labelText,
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
        enum Holder { case node(Int), edge(Int), document }
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

        // Keep what the focus shows.
        let visible = focus.map { GraphFocus.visibleScreens(around: $0, graph: graph) }
            ?? [Bool](repeating: true, count: screens.count)
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

        return ResolvedGraph(
            app: document.app?.value, focus: focus.map { screens[$0].id }, nodes: visibleNodes,
            edges: visibleEdges, contexts: contexts, nodeIndexByScreen: nodeIndexByScreen,
            entries: entries.filter { visible[$0] }, dismissMarkers: dismissMarkers,
            documentDiagnostics: documentDiagnostics, shownDiagnostics: shown,
            screenIDs: screens.map(\.id), screenTitles: screens.map { $0.title?.value.nonEmpty })
    }
}

extension String {
    /// The string, or nil when it is empty or only white space.
    var nonEmpty: String? {
        isBlank ? nil : self
    }
}
