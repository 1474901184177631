extension FlowGraph {
    /// The outcome of a breadth-first search over pushes from several roots at once: for
    /// each screen, the fewest pushes from any root, the push that first reached it and the
    /// root it was reached from. Following `parent` back gives one shortest path, so a
    /// rule can show a path ("editor → filters → detail") without enumerating paths.
    public struct PushSearch: Sendable {
        /// The fewest pushes from a root, or nil where no root reaches the screen.
        public let distance: [Int?]
        /// The push that reached the screen first (nil for roots and unreached screens).
        public let parent: [Link?]
        /// The root the screen was first reached from (itself for a root).
        public let root: [Int?]

        /// The screens from the root to `screen` along first-reaching pushes, root first;
        /// empty when no root reaches `screen`. Costs the path's length.
        public func path(to screen: Int) -> [Int] {
            guard distance[screen] != nil else { return [] }
            var path = [screen]
            var current = screen
            while let link = parent[current] {
                current = link.from
                path.append(current)
            }
            return path.reversed()
        }
    }

    /// Searches the push graph breadth-first from every screen marked in `roots` at once,
    /// in time linear in screens plus pushes, cycles included.
    public func pushSearch(from roots: [Bool]) -> PushSearch {
        var parent = [Link?](repeating: nil, count: screenCount)
        var root = [Int?](repeating: nil, count: screenCount)
        for (index, isRoot) in roots.enumerated() where isRoot {
            root[index] = index
        }
        // A push first reaches its target after its source was reached, so the source's
        // root is already known.
        let distance = FlowGraph.pushDistances(from: roots, pushes: pushes) { link in
            parent[link.to] = link
            root[link.to] = root[link.from]
        }
        return PushSearch(distance: distance, parent: parent, root: root)
    }
}
