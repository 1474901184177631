extension FlowGraph {
    /// How many modals are stacked on the screen when people reach each screen the
    /// shortest way from an entry, and which modals those are.
    public struct ModalStack: Sendable {
        /// The fewest stacked modals over any way from an entry (nil: no edge reaches the
        /// screen). Pushes and confirmations add nothing; a `present` adds one, unless its
        /// target is of a system kind or it dismisses first (it replaces the modal it
        /// leaves, so the stack keeps its height).
        public let depth: [Int?]
        /// The screen that opened the modal layer each screen is shown in on that shortest
        /// way: the presented screen, or the entry for the bottom layer.
        public let layerRoot: [Int]
        /// For a layer's root, the root of the layer below it (nil at the bottom).
        public let layerBelow: [Int?]

        /// For a layer's root, the screen that presented it on that shortest way (nil at the
        /// bottom, and for a screen that opens no layer).
        public let layerOpener: [Int?]
        /// The entry screen at the bottom of each screen's shortest way.
        public let entry: [Int]

        /// The roots of the layers `screen` is shown in and under, bottom first. A stack
        /// taller than `limit` shows its entry, nil for the skipped middle, then the topmost
        /// roots: O(limit) work, so every report can afford it.
        public func layers(of screen: Int, limit: Int = 6) -> [Int?] {
            var topmost: [Int] = []
            var root: Int? = layerRoot[screen]
            while let current = root, topmost.count < limit {
                topmost.append(current)
                root = layerBelow[current]
            }
            if root == nil { return topmost.reversed() }
            return [entry[screen], nil] + topmost.prefix(max(0, limit - 2)).reversed()
        }
    }

    /// A 0-1 breadth-first search from the entry screens, level by level: every screen and
    /// edge is handled once, so it stays linear however many ways lead to a screen.
    public func modalStack(in document: FlowDocument) -> ModalStack {
        let count = screenCount
        let isSystemKind = document.screens.map { $0.effectiveKind.isSystemKind }
        var depth = [Int?](repeating: nil, count: count)
        // The screen each one was reached from, and whether that step opened a new layer
        // (`replaces`: a dismiss-then-present, which opens one in place of the one it closes).
        var parent = [(from: Int, opensLayer: Bool, replaces: Bool)?](repeating: nil, count: count)
        var done = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)

        var level = 0
        var current: [Int] = []
        for entry in entries where depth[entry] == nil {
            depth[entry] = 0
            current.append(entry)
        }
        while !current.isEmpty {
            var next: [Int] = []
            var head = 0
            while head < current.count {
                let screen = current[head]
                head += 1
                guard !done[screen], depth[screen] == level else { continue }
                done[screen] = true
                order.append(screen)
                func reach(_ target: Int, adding cost: Int, opensLayer: Bool, replaces: Bool) {
                    let reached = level + cost
                    if let known = depth[target], known <= reached { return }
                    depth[target] = reached
                    parent[target] = (screen, opensLayer, replaces)
                    if cost == 0 { current.append(target) } else { next.append(target) }
                }
                for link in pushes[screen] { reach(link.to, adding: 0, opensLayer: false, replaces: false) }
                for link in confirmations[screen] { reach(link.to, adding: 0, opensLayer: false, replaces: false) }
                for presentation in presentations[screen] {
                    if isSystemKind[presentation.to] {
                        reach(presentation.to, adding: 0, opensLayer: false, replaces: false)
                    } else if presentation.dismissesFirst && level > 0 {
                        reach(presentation.to, adding: 0, opensLayer: true, replaces: true)
                    } else {
                        reach(presentation.to, adding: 1, opensLayer: true, replaces: false)
                    }
                }
            }
            current = next
            level += 1
        }

        // A screen's parent is finished before the screen itself, so one pass in that order
        // settles every layer.
        var layerRoot = Array(0..<count)
        var layerBelow = [Int?](repeating: nil, count: count)
        var layerOpener = [Int?](repeating: nil, count: count)
        var entry = Array(0..<count)
        for screen in order {
            guard let step = parent[screen] else { continue }
            entry[screen] = entry[step.from]
            let fromLayer = layerRoot[step.from]
            if step.opensLayer { layerOpener[screen] = step.from }
            if !step.opensLayer {
                layerRoot[screen] = fromLayer
            } else if step.replaces {
                layerBelow[screen] = layerBelow[fromLayer]
            } else {
                layerBelow[screen] = fromLayer
            }
        }
        return ModalStack(
            depth: depth, layerRoot: layerRoot, layerBelow: layerBelow, layerOpener: layerOpener, entry: entry)
    }
}
