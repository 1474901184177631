/// Puts every screen in at most one modal context, for drawing: contexts overlap (a
/// screen pushed from two modals belongs to both), but a cluster can hold a screen once.
///
/// A screen goes to its *nearest* modal: the one with the fewest pushes to it, found by
/// `FlowGraph.pushSearch` from every modal at once, which carries each root along. On a
/// tie the modal that comes first in the document wins, because the search starts from
/// the modals in document order. A modal is always the root of its own context. Linear in
/// screens plus pushes.
enum ModalContextAssignment {
    /// The nearest modal of each screen (itself for a modal), or nil when no modal
    /// reaches it by pushes alone.
    static func nearestModalRoots(in graph: FlowGraph) -> [Int?] {
        graph.pushSearch(from: graph.isModal).root
    }

    /// The contexts in document order of their roots, each with its members in document
    /// order, and the index of each screen's context.
    static func contexts(in graph: FlowGraph) -> (contexts: [ResolvedGraph.Context], contextOfScreen: [Int?]) {
        let roots = nearestModalRoots(in: graph)
        var contextIndexOfRoot = [Int?](repeating: nil, count: graph.screenCount)
        var contexts: [ResolvedGraph.Context] = []
        for screen in 0..<graph.screenCount where graph.isModal[screen] {
            contextIndexOfRoot[screen] = contexts.count
            contexts.append(ResolvedGraph.Context(root: screen, members: [], isPopover: graph.isPopoverRoot[screen]))
        }
        var contextOfScreen = [Int?](repeating: nil, count: graph.screenCount)
        for screen in 0..<graph.screenCount {
            guard let root = roots[screen], let context = contextIndexOfRoot[root] else { continue }
            contextOfScreen[screen] = context
            contexts[context].members.append(screen)
        }
        return (contexts, contextOfScreen)
    }
}
