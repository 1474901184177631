/// The flow as a graph: screens are nodes, `present`, `push` and `confirm` are edges
/// (a `dismiss` closes the modal context it is in and leads to no particular screen).
///
/// Everything here is computed once, in time linear in screens plus actions, so that rules
/// can ask "is this screen in a modal context?" or "does any screen of this context have a
/// completing action?" without walking paths. Cycles are normal (a modal that presents
/// itself again, a push loop) and cost nothing extra.
public struct FlowGraph: Sendable {
    /// One `present`, with its effective style and transition resolved as the FlowFiles article's glossary says.
    public struct Presentation: Sendable {
        public var from: Int
        public var action: Int
        public var to: Int
        /// The action's `style`, else the target's `presentation`, else `automatic`.
        public var style: PresentationStyle
        /// The action's `transition`, else the target's `transition`, else `coverVertical`.
        public var transition: TransitionStyle
        /// `dismiss: true` with `present`: closes first, then presents from the screen below.
        public var dismissesFirst: Bool
        /// False when the style in effect is unknown (an invalid `style`): no rule judges it.
        public var styleIsKnown: Bool
        /// False when the transition in effect is unknown (code states none): no rule judges it.
        public var transitionIsKnown: Bool
    }

    /// One `push` or `confirm`: from an action of one screen to another screen.
    public struct Link: Sendable {
        public var from: Int
        public var action: Int
        public var to: Int
    }

    /// Screen id to index in `FlowDocument.screens`.
    public let indexByID: [String: Int]
    /// The screens where people start.
    public let entries: [Int]
    /// Outgoing presentations of each screen, in action order.
    public let presentations: [[Presentation]]
    /// Outgoing pushes of each screen, in action order.
    public let pushes: [[Link]]
    /// Outgoing confirmations of each screen, in action order.
    public let confirmations: [[Link]]
    /// Presentations into each screen.
    public let incomingPresentations: [[Presentation]]

    /// A screen presented with `present` (by any action).
    public let isPresented: [Bool]
    /// A *modal*: presented, or of a system kind.
    public let isModal: [Bool]
    /// Presented with style `popover` at least once: the root of a popover context.
    public let isPopoverRoot: [Bool]
    /// A *task modal*: presented with any style but `popover`, and not of a system kind.
    /// A present whose style is unknown makes a screen neither a task modal nor a popover.
    public let isTaskModal: [Bool]
    /// The fewest pushes from a modal to this screen, or nil when no modal reaches it by
    /// pushes alone: non-nil means the screen is in a modal context.
    public let modalContextDepth: [Int?]
    /// In the modal context of a popover root.
    public let isInPopoverContext: [Bool]

    /// The strongly connected components of the push graph, each a list of screens, in
    /// reverse topological order (a component comes after every component it pushes to).
    public let pushComponents: [[Int]]
    /// The component of each screen, indexing `pushComponents`.
    public let pushComponentOf: [Int]

    public init(document: FlowDocument) {
        let screens = document.screens
        let count = screens.count
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(count)
        for (index, screen) in screens.enumerated() where indexByID[screen.id] == nil {
            indexByID[screen.id] = index
        }
        self.indexByID = indexByID
        entries = document.entryScreenIDs.compactMap { indexByID[$0] }

        var presentations = [[Presentation]](repeating: [], count: count)
        var incoming = [[Presentation]](repeating: [], count: count)
        var pushes = [[Link]](repeating: [], count: count)
        var confirmations = [[Link]](repeating: [], count: count)
        var isPresented = [Bool](repeating: false, count: count)
        var isPopoverRoot = [Bool](repeating: false, count: count)
        var isTaskModal = [Bool](repeating: false, count: count)
        // An app that runs only on iPhone shows a popover left to adapt as a sheet
        // (`DeviceFamilies`).
        let onlyOnPhone = document.devices?.value == [.iphone]
        func isStatedInFlow(_ file: Int) -> Bool {
            file >= 0 && file < document.sources.count && SourceKind(path: document.sources[file].path) == .flow
        }

        for (from, screen) in screens.enumerated() {
            for (actionIndex, action) in screen.actions.enumerated() {
                if let target = action.present, let to = indexByID[target.value] {
                    let targetScreen = screens[to]
                    let style = action.style?.value ?? targetScreen.presentation?.value ?? .automatic
                    let styleIsKnown = action.knows(.style)
                        && (action.style != nil || targetScreen.knows(.presentation))
                    let transitionIsKnown = action.knows(.transition)
                        && (action.transition != nil || targetScreen.knows(.transition))
                    let presentation = Presentation(
                        from: from, action: actionIndex, to: to, style: style,
                        transition: action.transition?.value ?? targetScreen.transition?.value ?? .coverVertical,
                        dismissesFirst: action.isDismissing,
                        styleIsKnown: styleIsKnown, transitionIsKnown: transitionIsKnown)
                    presentations[from].append(presentation)
                    incoming[to].append(presentation)
                    isPresented[to] = true
                    // A style left to the SDK (full screen before iOS 13, a sheet since) is
                    // never a popover: the presented screen is a modal either way.
                    let neverPopover = action.styleIsSDKDefault
                    if !styleIsKnown && !neverPopover || !targetScreen.knows(.kind) {
                        // Whether it is a popover, a task modal or a system modal is unknown.
                    } else if style == .popover, onlyOnPhone, !isStatedInFlow(action.file ?? screen.file),
                              action.compact?.value != CompactStyle.none, action.compact?.value != .style(.popover) {
                        // Read from code of an app only for iPhone, not kept a popover by a
                        // delegate the reading places: it adapts to a sheet, unless a delegate set
                        // where the reading does not look (`prepare(for:sender:)`) keeps it one.
                        // Whether it is a popover is open. (A flow file's popover is one: the
                        // flow says what it draws, and `compact-adaptation` judges its compact width.)
                    } else if style == .popover {
                        isPopoverRoot[to] = true
                    } else if !targetScreen.effectiveKind.isSystemKind {
                        isTaskModal[to] = true
                    }
                }
                if let target = action.push, let to = indexByID[target.value] {
                    pushes[from].append(Link(from: from, action: actionIndex, to: to))
                }
                if let target = action.confirm, let to = indexByID[target.value] {
                    confirmations[from].append(Link(from: from, action: actionIndex, to: to))
                }
            }
        }
        self.presentations = presentations
        self.incomingPresentations = incoming
        self.pushes = pushes
        self.confirmations = confirmations
        self.isPresented = isPresented
        self.isPopoverRoot = isPopoverRoot
        self.isTaskModal = isTaskModal
        let isModal = (0..<count).map { isPresented[$0] || screens[$0].effectiveKind.isSystemKind }
        self.isModal = isModal

        modalContextDepth = FlowGraph.pushDistances(from: isModal, pushes: pushes)
        isInPopoverContext = FlowGraph.pushDistances(from: isPopoverRoot, pushes: pushes).map { $0 != nil }
        (pushComponents, pushComponentOf) = FlowGraph.stronglyConnectedComponents(pushes: pushes)
    }

    public var screenCount: Int { pushes.count }

    // MARK: Linear-time questions over the push graph

    /// For each screen, whether some screen reachable from it by pushes alone (itself
    /// included) is marked in `marked`: "does this modal context hold such a screen?".
    /// One pass over the components, in time linear in the graph.
    public func pushReachesAny(_ marked: [Bool]) -> [Bool] {
        var componentValue = [Bool](repeating: false, count: pushComponents.count)
        // Components come sinks first, so every successor is decided before its source.
        for (component, members) in pushComponents.enumerated() {
            var value = false
            for member in members where !value {
                if marked[member] { value = true; break }
                for link in pushes[member] where pushComponentOf[link.to] != component {
                    if componentValue[pushComponentOf[link.to]] { value = true; break }
                }
            }
            componentValue[component] = value
        }
        return pushComponentOf.map { componentValue[$0] }
    }

    /// The screens reachable by pushes alone from the screens marked in `roots`, roots
    /// included.
    public func pushClosure(from roots: [Bool]) -> [Bool] {
        FlowGraph.pushDistances(from: roots, pushes: pushes).map { $0 != nil }
    }

    /// The fewest pushes from any screen marked in `roots` to each screen (nil where none
    /// reaches it): a breadth-first search from all roots at once, in time linear in screens
    /// plus pushes, cycles included. `firstReached` is told, in search order, the push that
    /// first reaches each screen (what `pushSearch` keeps to give paths).
    static func pushDistances(
        from roots: [Bool], pushes: [[Link]], firstReached: (Link) -> Void = { _ in }
    ) -> [Int?] {
        var distance = [Int?](repeating: nil, count: roots.count)
        var queue: [Int] = []
        queue.reserveCapacity(roots.count)
        for (index, isRoot) in roots.enumerated() where isRoot {
            distance[index] = 0
            queue.append(index)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            let next = distance[node]! + 1
            for link in pushes[node] where distance[link.to] == nil {
                distance[link.to] = next
                firstReached(link)
                queue.append(link.to)
            }
        }
        return distance
    }

    /// Tarjan's algorithm without recursion (flows may hold 100,000-long push chains).
    private static func stronglyConnectedComponents(pushes: [[Link]]) -> ([[Int]], [Int]) {
        let count = pushes.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var componentOf = [Int](repeating: -1, count: count)
        var nextIndex = 0
        // Each frame: the node and how many of its outgoing links were already followed.
        var frames: [(node: Int, edge: Int)] = []

        for start in 0..<count where index[start] < 0 {
            frames.append((start, 0))
            index[start] = nextIndex
            lowLink[start] = nextIndex
            nextIndex += 1
            stack.append(start)
            onStack[start] = true

            while let frame = frames.last {
                let node = frame.node
                if frame.edge < pushes[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = pushes[node][frame.edge].to
                    if index[target] < 0 {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == index[node] {
                    var members: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        componentOf[member] = components.count
                        members.append(member)
                        if member == node { break }
                    }
                    components.append(members)
                }
            }
        }
        return (components, componentOf)
    }
}
