/// Modals presented over modals over modals turn a task into an app within the app.
public struct ModalStackDepthRule: Rule {
    public static let description = RuleDescription(
        id: "modal-stack-depth",
        defaultSeverity: .warning,
        summary: "A modal presented from a modal context more than `max-depth` modals deep, "
            + "counting the fewest presents from `entry`.",
        guideline: "Don't build an app within your app: a stack of modals makes people lose the "
            + "task they left. Alerts, action sheets and share sheets, and a modal that closes before presenting "
            + "the next, do not add to the stack.",
        options: [
            RuleOption(
                name: "max-depth", defaultValue: .integer(2),
                summary: "The most modals that may be stacked at once."),
        ],
        example: """
            app: Photos
            screens:
              library:
                actions:
                  - { label: Edit, present: editor }
              editor:
                title: Edit Photo
                actions:
                  - { label: Done, role: done, dismiss: true }
                  - { label: Filters, present: picker }
              picker:
                title: Filters
                actions:
                  - { label: Done, role: done, dismiss: true }
                  - { label: Crop, present: crop }
              crop:
                title: Crop
                actions:
                  - { label: Done, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let maxDepth = context.integer("max-depth", default: 2)
        let screens = context.document.screens
        let graph = context.graph
        // Cheap check first: without a present from a modal context there is no stack.
        guard graph.presentations.indices.contains(where: {
            graph.modalContextDepth[$0] != nil && !graph.presentations[$0].isEmpty
        }) else { return }
        let stack = graph.modalStack(in: context.document)
        // A screen that a route of a shallower context may push (`navigationDestination(for:)`
        // choosing among views, a push of unknown target) may sit fewer modals deep than the
        // known edges say: the fewest presents to it are not known, so nothing is claimed of
        // what it presents (certainty.md).
        var routeDepth: [Int: Int] = [:]
        for (from, screen) in screens.enumerated() {
            guard let depth = stack.depth[from] else { continue }
            for action in screen.actions {
                for id in action.routeTargets {
                    guard let to = graph.indexByID[id] else { continue }
                    routeDepth[to] = min(routeDepth[to] ?? depth, depth)
                }
            }
        }
        // The too-deep presents, grouped by their cause: the modal context `max-depth` modals
        // deep that they are presented from (the second sheet, which could have been a push).
        // Presents from further up are each their own cause.
        var tooDeep: [(from: Int, presentation: FlowGraph.Presentation)] = []
        var byCause: [Int: [Int]] = [:]
        for (from, presentations) in graph.presentations.enumerated() {
            guard graph.modalContextDepth[from] != nil, let depth = stack.depth[from],
                  (routeDepth[from] ?? depth) >= depth else { continue }
            for presentation in presentations {
                let target = screens[presentation.to]
                // Only presents that add a layer count (see FlowGraph.modalStack).
                guard !target.effectiveKind.isSystemKind, !presentation.dismissesFirst || depth == 0,
                      depth + 1 > maxDepth, screens[from].actions[presentation.action].present != nil
                else { continue }
                tooDeep.append((from, presentation))
                if depth == maxDepth { byCause[stack.layerRoot[from], default: []].append(tooDeep.count - 1) }
            }
        }
        // A present further up the same stack (a system picker the third sheet opens) is
        // there because of that same cause: it follows the cause's diagnostic rather than
        // standing alone, with advice that cannot fit it (a system picker cannot be pushed).
        // Each layer's root at depth `max-depth` below it, remembered for every layer walked
        // through, so a tall stack is walked once (linear however many presents it holds).
        var causeOfLayer: [Int: Int?] = [:]
        func cause(under layer: Int) -> Int? {
            var walked: [Int] = []
            var current: Int? = layer
            var found: Int?
            while let next = current {
                if let known = causeOfLayer[next] { found = known; break }
                guard let depth = stack.depth[next], depth >= maxDepth else { break }
                walked.append(next)
                if depth == maxDepth { found = next; break }
                current = stack.layerBelow[next]
            }
            for layer in walked { causeOfLayer[layer] = found }
            return found
        }
        var deeperByCause: [Int: [Int]] = [:]
        for (member, entry) in tooDeep.enumerated() {
            guard let depth = stack.depth[entry.from], depth > maxDepth,
                  let root = cause(under: stack.layerRoot[entry.from]) else { continue }
            deeperByCause[root, default: []].append(member)
        }
        var reported = [Bool](repeating: false, count: tooDeep.count)
        // Screens something pushes: they sit in a navigation stack whatever their own
        // container says. Read once, for the advice below.
        var pushed: Set<Int>?
        /// A modal shown without a navigation container and pushed by nothing has none to
        /// push on: the advice starts by giving it one (a push there would do nothing).
        func hasNoStack(_ screen: Int) -> Bool {
            if pushed == nil { pushed = Set(graph.pushes.joined().map(\.to)) }
            return screens[screen].knows(.container) && screens[screen].effectiveContainer == .none && pushed?.contains(screen) == false
        }
        // One cause, one diagnostic: a context that presents two or more too-deep modals is
        // reported once, at the present that opened it from another modal (a sheet over a
        // sheet, which could have been a push), with those presents, and the ones stacked
        // further on them, as evidence. A layer
        // opened from no modal (with `max-depth` 1) has no such present: each is reported.
        for root in byCause.keys.sorted() {
            guard let members = byCause[root], Set(members.map { tooDeep[$0].presentation.to }).count >= 2, let opener = stack.layerOpener[root],
                  let openerDepth = stack.depth[opener], openerDepth >= 1, graph.modalContextDepth[opener] != nil,
                  let opening = graph.presentations[opener].first(where: { $0.to == root }),
                  let present = screens[opener].actions[opening.action].present
            else { continue }
            let evidence = (members + (deeperByCause[root] ?? [])).map { member -> RuleEvidence in
                let (from, presentation) = tooDeep[member]
                let action = screens[from].actions[presentation.action]
                let file = action.file ?? screens[from].file
                return RuleEvidence(
                    fact: "present",
                    statement: "'\(screens[from].id)' presents '\(screens[presentation.to].id)' as modal number "
                        + "\((stack.depth[from] ?? 0) + 1)",
                    how: EvidenceBuilder.how(ofFile: file, in: context.document), file: file,
                    span: action.present?.keySpan ?? action.span)
            }
            // A long list of screens is unreadable: name a few and count the rest.
            let targets = Set(members.map { tooDeep[$0].presentation.to }).sorted()
            var names = targets.prefix(4).map { context.name(ofScreen: $0) }
            if targets.count > 4 { names.append("\(targets.count - 4) more") }
            let path = (stack.layers(of: opener) + [root]).map { $0.map { screens[$0].id } ?? "…" }.joined(separator: " → ")
            let openerHasNoStack = hasNoStack(opener)
            // Where the current modal has no stack but the modal it opened has one (a settings
            // sheet in its own navigation over a full-screen reader), the modals it presents
            // belong pushed in that stack: the reader stays as it is.
            let rootHasStack = screens[root].knows(.container) && screens[root].effectiveContainer == .navigation
            let firstMember = tooDeep[members[0]]
            let push = openerHasNoStack && rootHasStack
                ? context.advice(
                    forAction: firstMember.presentation.action, of: firstMember.from,
                    flow: "push those (`push:`) inside it instead of presenting them",
                    storyboard: "make their segues Show segues inside its navigation controller",
                    swiftUI: "push those inside its `NavigationStack` (`navigationDestination`) instead of presenting them",
                    uikit: "push those with `navigationController?.pushViewController(_:animated:)` inside it instead",
                    objc: "push those with `pushViewController:animated:` inside its navigation controller instead")
                : openerHasNoStack
                ? context.advice(
                    forAction: opening.action, of: opener, flow: "give the current modal `container: navigation` and push it (`push:`) instead",
                    storyboard: "embed the current modal in a navigation controller and make the segue a Show segue in it",
                    swiftUI: "wrap the current modal's content in a `NavigationStack` and push it there instead of presenting it",
                    uikit: "present the current modal in a `UINavigationController` and push it with `navigationController?.pushViewController(_:animated:)` instead",
                    objc: "present the current modal in a `UINavigationController` and push it with `pushViewController:animated:` instead")
                : context.advice(
                    forAction: opening.action, of: opener, flow: "push it (`push:`) instead",
                    storyboard: "make the segue a Show segue inside the current navigation controller",
                    swiftUI: "push it in the current `NavigationStack` instead of presenting it",
                    uikit: "push it with `navigationController?.pushViewController(_:animated:)` instead",
                    objc: "push it with `pushViewController:animated:` on the current navigation controller instead")
            context.report(
                "\(context.name(ofScreen: opener)) presents \(context.name(ofScreen: root)) as modal number "
                    + "\(openerDepth + 1) on the stack (\(path)), and from there \(ModalSinglePathRule.list(names)) "
                    + "\(names.count == 1 ? "is" : "are") presented on top of it, more than \(maxDepth) modals deep: "
                    + "\(push), so people keep sight of their task",
                screen: opener, action: opening.action, at: present.keySpan, evidence: evidence)
            for member in members + (deeperByCause[root] ?? []) { reported[member] = true }
        }
        // One cause, one diagnostic: the same screen presenting the same modal from several
        // places (two branches of one method, each with its own `present`) is one edge of
        // the stack, reported at its first place with the others as evidence.
        var samePresents: [Int: [Int]] = [:]
        var firstOfEdge: [[Int]: Int] = [:]
        for (index, entry) in tooDeep.enumerated() where !reported[index] {
            let edge = [entry.from, entry.presentation.to]
            if let first = firstOfEdge[edge] {
                samePresents[first, default: []].append(index)
                reported[index] = true
            } else {
                firstOfEdge[edge] = index
            }
        }
        for (index, (from, presentation)) in tooDeep.enumerated() where !reported[index] {
            guard let depth = stack.depth[from], let present = screens[from].actions[presentation.action].present else { continue }
            let alsoAt = (samePresents[index] ?? []).map { member -> RuleEvidence in
                let action = screens[from].actions[tooDeep[member].presentation.action]
                let file = action.file ?? screens[from].file
                return RuleEvidence(
                    fact: "present", statement: "'\(screens[from].id)' presents '\(screens[presentation.to].id)' here too",
                    how: EvidenceBuilder.how(ofFile: file, in: context.document), file: file, span: action.present?.keySpan ?? action.span)
            }
            let path = (stack.layers(of: from) + [presentation.to])
                .map { $0.map { screens[$0].id } ?? "…" }
                .joined(separator: " → ")
            let dismissFirst = context.advice(
                forAction: presentation.action, of: from, flow: "dismiss before presenting it (`dismiss: true`)",
                storyboard: "dismiss the current modal before presenting it",
                swiftUI: "dismiss the current sheet before presenting it",
                uikit: "dismiss the current modal first and present it in `dismiss(animated:completion:)`'s completion",
                objc: "dismiss the current modal first and present it in `dismissViewControllerAnimated:completion:`'s completion")
            let push = hasNoStack(from)
                ? context.advice(
                    forAction: presentation.action, of: from, flow: "give the current modal `container: navigation` and push it (`push:`)",
                    storyboard: "embed the current modal in a navigation controller and make the segue a Show segue in it",
                    swiftUI: "wrap the current modal's content in a `NavigationStack` and push it there",
                    uikit: "present the current modal in a `UINavigationController` and push it with `navigationController?.pushViewController(_:animated:)`",
                    objc: "present the current modal in a `UINavigationController` and push it with `pushViewController:animated:`")
                : "push it inside the current modal"
            var message = "\(context.name(ofScreen: from)) presents \(context.name(ofScreen: presentation.to)) as modal number "
                + "\(depth + 1) on the stack (\(path)), more than \(maxDepth): \(push), "
                + "or \(dismissFirst), so people keep sight of their task"
            if let lower = Self.lowerPush(under: presentation.to, from: from, stack: stack, context) {
                // A system picker is only ever presented, and dismissing the modal that asks for
                // it would drop what people are doing there: the stack is made shallower lower down.
                message = "\(context.name(ofScreen: from)) presents \(context.name(ofScreen: presentation.to)) as modal number "
                    + "\(depth + 1) on the stack (\(path)), more than \(maxDepth): \(context.name(ofScreen: presentation.to)) "
                    + "can only be presented, so \(lower), so people keep sight of their task"
            }
            if let usedAt = screens[from].actions[presentation.action].usedAt {
                // Written in a view or modifier other screens use: how deep it stacks is this
                // screen's to change, where it uses that code.
                context.report(message, screen: from, action: presentation.action, atPlace: usedAt, evidence: alsoAt)
            } else {
                context.report(message, screen: from, action: presentation.action, at: present.keySpan, evidence: alsoAt)
            }
        }
    }


    /// For a modal UIKit only presents (`FrameworkBehaviour.controllersOnlyPresented`), the
    /// change that makes its stack shallower: the present of the current modal, by the
    /// screen below it, made a push, with where that present is written; nil for any other
    /// modal, or where that present is not known.
    private static func lowerPush(under target: Int, from: Int, stack: FlowGraph.ModalStack, _ context: RuleContext) -> String? {
        let screens = context.document.screens
        guard FrameworkBehaviour.controllersOnlyPresented.contains(screens[target].className ?? screens[target].id),
              let root = stack.layers(of: from).last ?? nil, let opener = stack.layerOpener[root],
              let opening = context.graph.presentations[opener].first(where: { $0.to == root }) else { return nil }
        let action = screens[opener].actions[opening.action]
        let place = CodePlace(file: action.file ?? screens[opener].file, span: action.present?.keySpan ?? action.span)
        let push = context.advice(
            forAction: opening.action, of: opener, flow: "push it (`push:`) instead",
            storyboard: "make that segue a Show segue inside a navigation controller",
            swiftUI: "push it in a `NavigationStack` instead of presenting it",
            uikit: "push it with `navigationController?.pushViewController(_:animated:)` in a navigation controller instead",
            objc: "push it with `pushViewController:animated:` in a navigation controller instead")
        return "show \(context.name(ofScreen: root)) from \(context.name(ofScreen: opener)) by a push rather than a present "
            + "(\(place.written(in: context.document.sources))): \(push)"
    }
}
