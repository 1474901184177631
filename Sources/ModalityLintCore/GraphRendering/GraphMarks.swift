/// What the drawings say in words, the same in DOT and Mermaid: the lines of each label,
/// and which marks the legend must explain.
enum GraphMarks {
    /// A screen: its title and id (just the id when it has no title), then its problems.
    static func nodeLines(_ node: ResolvedGraph.Node) -> [String] {
        var lines: [String]
        if let title = node.title, title != node.id {
            lines = [singleLine(title), "(\(node.id))"]
        } else {
            lines = [node.id]
        }
        return lines + node.diagnostics.markLines
    }

    /// An edge: the action's label; for a `present`, its style and (unless it is
    /// `coverVertical`) its transition; then its problems.
    static func edgeLines(_ edge: ResolvedGraph.Edge) -> [String] {
        var lines: [String] = []
        let label = singleLine(edge.label)
        if !label.isEmpty { lines.append(label) }
        if edge.kind == .present, let style = edge.style {
            var detail = style.rawValue
            if let transition = edge.transition, transition != .coverVertical {
                detail += " · " + transition.rawValue
            }
            if edge.dismissesFirst { detail = "after dismiss · " + detail }
            lines.append(detail)
        }
        return lines + edge.diagnostics.markLines
    }

    /// The title of a context's cluster.
    static func contextTitle(_ context: ResolvedGraph.Context, in graph: ResolvedGraph) -> String {
        (context.isPopover ? "popover: " : "modal: ") + singleLine(graph.displayName(ofScreen: context.root))
    }

    /// The label of a context's dismiss marker.
    static func dismissMarkerLabel(context: Int?) -> String {
        context == nil ? "dismiss\n(closes nothing)" : "dismiss"
    }

    /// The arrowhead family of a presentation style.
    enum StyleFamily: CaseIterable {
        case fullScreen, sheet, popover, currentContext, custom

        init(_ style: PresentationStyle) {
            switch style.canonical {
            case .fullScreen, .overFullScreen, .fullScreenCover: self = .fullScreen
            case .popover: self = .popover
            case .currentContext, .overCurrentContext: self = .currentContext
            case .custom: self = .custom
            case .automatic, .pageSheet, .formSheet, .sheet: self = .sheet
            }
        }

        var words: String {
            switch self {
            case .fullScreen: return "full screen"
            case .sheet: return "sheet"
            case .popover: return "popover"
            case .currentContext: return "current context"
            case .custom: return "custom"
            }
        }
    }

    /// What the legend explains: only the marks the drawing uses.
    struct Legend {
        var kinds: [ScreenKind] = []
        var styleFamilies: [StyleFamily] = []
        var edgeKinds: [ResolvedGraph.EdgeKind] = []
        var dismissesFirst = false
        var entry = false
        var modalContext = false
        var popoverContext = false
        var severities: [Severity] = []

        init(_ graph: ResolvedGraph, shownContexts: [Int]) {
            var kindSet = Set<ScreenKind>()
            for node in graph.nodes { kindSet.insert(node.kind) }
            kinds = ScreenKind.allCases.filter(kindSet.contains)
            var familySet = Set<String>()
            var edgeKindSet = Set<String>()
            for edge in graph.edges {
                edgeKindSet.insert(edge.kind.rawValue)
                if let style = edge.style { familySet.insert(StyleFamily(style).words) }
                if edge.dismissesFirst { dismissesFirst = true }
            }
            styleFamilies = StyleFamily.allCases.filter { familySet.contains($0.words) }
            edgeKinds = [.present, .push, .confirm, .dismiss].filter { edgeKindSet.contains($0.rawValue) }
            entry = !graph.entries.isEmpty
            for context in shownContexts {
                if graph.contexts[context].isPopover { popoverContext = true } else { modalContext = true }
            }
            let severitySet = Set(graph.shownDiagnostics.map(\.severity))
            severities = [Severity.error, .warning, .info].filter(severitySet.contains)
        }
    }

    static func kindWords(_ kind: ScreenKind) -> String {
        switch kind {
        case .screen: return "screen"
        case .alert: return "alert"
        case .actionSheet: return "action sheet"
        case .activityView: return "activity view"
        case .shareSheet: return "share sheet"
        }
    }

    /// Text from a file on one line: line breaks and other control characters become
    /// spaces (each format then escapes the rest its own way).
    static func singleLine(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
        }
        return result
    }

    /// The contexts that hold a visible screen (a dismiss marker's context always does),
    /// in context order, with
    /// the visible nodes (indices into `graph.nodes`) of each; and the nodes in no context.
    static func clusters(of graph: ResolvedGraph) -> (shown: [Int], nodesOf: [Int: [Int]], loose: [Int]) {
        var nodesOf: [Int: [Int]] = [:]
        var loose: [Int] = []
        for (index, node) in graph.nodes.enumerated() {
            if let context = node.context { nodesOf[context, default: []].append(index) } else { loose.append(index) }
        }
        var shown: [Int] = []
        for context in graph.contexts.indices where nodesOf[context] != nil {
            shown.append(context)
        }
        return (shown, nodesOf, loose)
    }
}
