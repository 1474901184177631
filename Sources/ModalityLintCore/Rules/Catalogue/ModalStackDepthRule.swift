/// Modals presented over modals over modals turn a task into an app within the app.
public struct ModalStackDepthRule: Rule {
    public static let description = RuleDescription(
        id: "modal-stack-depth",
        defaultSeverity: .warning,
        summary: "A modal presented from a modal context more than `max-depth` modals deep, "
            + "counting the fewest presents from `entry`.",
        guideline: "Don't build an app within your app: a stack of modals makes people lose the "
            + "task they left. System alerts and sheets, and a modal that closes before presenting "
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

        for (from, presentations) in graph.presentations.enumerated() {
            guard graph.modalContextDepth[from] != nil, let depth = stack.depth[from] else { continue }
            for presentation in presentations {
                let target = screens[presentation.to]
                // Only presents that add a layer count (see FlowGraph.modalStack).
                guard !target.effectiveKind.isSystemKind, !presentation.dismissesFirst || depth == 0,
                      depth + 1 > maxDepth,
                      let present = screens[from].actions[presentation.action].present
                else { continue }
                let path = (stack.layers(of: from) + [presentation.to])
                    .map { $0.map { screens[$0].id } ?? "…" }
                    .joined(separator: " → ")
                let dismissFirst = context.advice(
                    forAction: presentation.action, of: from, flow: "dismiss before presenting it (`dismiss: true`)",
                    storyboard: "dismiss the current modal before presenting it",
                    swiftUI: "dismiss the current sheet before presenting it",
                    uikit: "dismiss the current modal first and present it in `dismiss(animated:completion:)`'s completion",
                    objc: "dismiss the current modal first and present it in `dismissViewControllerAnimated:completion:`'s completion")
                context.report(
                    "\(context.name(ofScreen: from)) presents \(context.name(ofScreen: presentation.to)) as modal number "
                        + "\(depth + 1) on the stack (\(path)), more than \(maxDepth): push it inside the current "
                        + "modal, or \(dismissFirst), so people keep sight of their task",
                    screen: from, action: presentation.action, at: present.keySpan)
            }
        }
    }
}
