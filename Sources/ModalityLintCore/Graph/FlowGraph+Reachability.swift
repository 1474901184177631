extension FlowGraph {
    /// The screens that some chain of `present`, `push` and `confirm` edges reaches from the
    /// entry screens (and from `alsoFrom`, such as the screens shown on an outside event),
    /// entries included: one breadth-first search, linear in the graph.
    public func reachableFromEntries(alsoFrom extraStarts: [Int] = []) -> [Bool] {
        var reached = [Bool](repeating: false, count: screenCount)
        var queue: [Int] = []
        queue.reserveCapacity(screenCount)
        for entry in entries + extraStarts where !reached[entry] {
            reached[entry] = true
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            func visit(_ target: Int) {
                if !reached[target] {
                    reached[target] = true
                    queue.append(target)
                }
            }
            for presentation in presentations[screen] { visit(presentation.to) }
            for link in pushes[screen] { visit(link.to) }
            for link in confirmations[screen] { visit(link.to) }
        }
        return reached
    }

    /// Each screen's push successors without repeats (a screen may push one screen from
    /// several actions). Bounded searches use it so that the work per visited screen is
    /// bounded by what they have seen, not by how many duplicate actions a screen holds.
    public func distinctPushTargets() -> [[Int]] {
        var lastSeenFrom = [Int](repeating: -1, count: screenCount)
        return pushes.enumerated().map { from, links in
            var targets: [Int] = []
            for link in links where lastSeenFrom[link.to] != from {
                lastSeenFrom[link.to] = from
                targets.append(link.to)
            }
            return targets
        }
    }
}
