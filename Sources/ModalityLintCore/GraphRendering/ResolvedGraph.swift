/// The flow graph as the renderers draw it: every edge resolved (style, transition,
/// target), every screen placed in one modal context, every diagnostic attached to the
/// screen or edge it concerns, and only what the focus (if any) keeps.
///
/// The three formats (DOT, Mermaid, JSON) read only this, so they cannot disagree about
/// what the graph is; they differ only in how they write it.
struct ResolvedGraph {
    enum EdgeKind: String {
        case present, push, confirm, dismiss
    }

    /// Where an edge ends: a screen, or the dismiss marker of a modal context (nil: the
    /// marker of screens in no modal context, whose dismiss closes nothing).
    enum EdgeTarget: Equatable {
        case screen(Int)
        case dismissMarker(context: Int?)
    }

    struct Node {
        /// Index in `FlowDocument.screens`.
        var screen: Int
        var id: String
        var title: String?
        var kind: ScreenKind
        var container: ContainerKind
        var isEntry: Bool
        /// Index into `contexts`: the cluster the screen is drawn in.
        var context: Int?
        var diagnostics: [Diagnostic]
    }

    struct Edge {
        var kind: EdgeKind
        var from: Int
        /// Index of the action in its screen's `actions`.
        var action: Int
        var to: EdgeTarget
        var label: String
        /// `present` only: the effective style and transition.
        var style: PresentationStyle?
        var transition: TransitionStyle?
        var dismissesFirst: Bool
        var diagnostics: [Diagnostic]
    }

    /// A modal context: a modal and the screens it reaches by pushes alone that lie
    /// nearer to it than to any other modal.
    struct Context {
        var root: Int
        /// Screens whose nearest modal is `root`, in document order (the root first).
        var members: [Int]
        var isPopover: Bool
    }

    var app: String?
    /// The screen the graph is focused on, if any.
    var focus: String?
    /// Visible screens, in document order.
    var nodes: [Node]
    /// Visible edges, in document order of screens and actions.
    var edges: [Edge]
    /// Every modal context of the document, in document order of their roots (the
    /// renderers draw those with a visible member).
    var contexts: [Context]
    /// Node index (in `nodes`) by screen index, for visible screens.
    var nodeIndexByScreen: [Int: Int]
    /// Screen ids of the visible entries, in `FlowDocument.entryScreenIDs` order.
    var entries: [Int]
    /// The contexts (nil: no modal context) that have a visible dismiss edge, in order of
    /// first appearance.
    var dismissMarkers: [Int?]
    /// Diagnostics about the whole document, not one screen or edge (`minimize-modality`).
    var documentDiagnostics: [Diagnostic]
    /// Every diagnostic shown: on visible screens and edges, and the document's.
    var shownDiagnostics: [Diagnostic]
    /// The screens of the document, for titles of contexts and markers.
    var screenIDs: [String]
    var screenTitles: [String?]

    func node(ofScreen screen: Int) -> Node? {
        nodeIndexByScreen[screen].map { nodes[$0] }
    }

    /// A screen's name for people: its title, else its id.
    func displayName(ofScreen screen: Int) -> String {
        screenTitles[screen] ?? screenIDs[screen]
    }
}

extension Severity {
    /// The colour of a problem's marks, the same in every format.
    var markColor: String {
        switch self {
        case .error: return "#d1242f"
        case .warning: return "#e16f24"
        case .info: return "#0969da"
        }
    }

    /// A light tint of the colour, to fill a marked screen.
    var fillColor: String {
        switch self {
        case .error: return "#ffebe9"
        case .warning: return "#fff1e5"
        case .info: return "#ddf4ff"
        }
    }
}

extension Array where Element == Diagnostic {
    /// The highest severity among the diagnostics, if any.
    var highestSeverity: Severity? { map(\.severity).max() }

    /// `error: modal-title`, one per severity and rule, in diagnostic order.
    var markLines: [String] {
        var seen = Set<String>()
        var lines: [String] = []
        for diagnostic in self {
            let line = "\(diagnostic.severity.rawValue): \(diagnostic.ruleID)"
            if seen.insert(line).inserted { lines.append(line) }
        }
        return lines
    }
}
