/// `--focus SCREEN`: the part of a large graph around one screen.
///
/// Shown: every modal context the screen belongs to (each modal that reaches it by pushes
/// alone, and everything that modal reaches by pushes), and the screen's direct
/// neighbours, one `present`, `push` or `confirm` away in either direction. A screen in
/// no modal context shows with its neighbours only. Linear in screens plus edges.
enum GraphFocus {
    static func visibleScreens(around focus: Int, graph: FlowGraph) -> [Bool] {
        let count = graph.screenCount
        var pushedFrom = [[Int]](repeating: [], count: count)
        for links in graph.pushes {
            for link in links { pushedFrom[link.to].append(link.from) }
        }
        // The modals that reach the screen by pushes alone: walk the pushes backwards.
        var reachesFocus = [Bool](repeating: false, count: count)
        reachesFocus[focus] = true
        var stack = [focus]
        var roots = [Bool](repeating: false, count: count)
        while let screen = stack.popLast() {
            if graph.isModal[screen] { roots[screen] = true }
            for source in pushedFrom[screen] where !reachesFocus[source] {
                reachesFocus[source] = true
                stack.append(source)
            }
        }
        var visible = graph.pushClosure(from: roots)
        visible[focus] = true
        for presentation in graph.presentations[focus] { visible[presentation.to] = true }
        for link in graph.pushes[focus] + graph.confirmations[focus] { visible[link.to] = true }
        for presentation in graph.incomingPresentations[focus] { visible[presentation.from] = true }
        for source in pushedFrom[focus] { visible[source] = true }
        for links in graph.confirmations {
            for link in links where link.to == focus { visible[link.from] = true }
        }
        return visible
    }
}
