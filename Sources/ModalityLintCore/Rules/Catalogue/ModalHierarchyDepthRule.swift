/// `modal-hierarchy-depth`: a modal task stays shallow. Depth is the fewest pushes from a
/// modal (the screen that opens a modal context) to a screen, found by one breadth-first
/// search from every modal at once, so overlapping contexts and cycles cost nothing extra.
/// The diagnostic points at each push that leads from a screen at exactly `max-depth` to
/// one at `max-depth + 1`: the step that goes too deep, not every screen beyond it.
public struct ModalHierarchyDepthRule: Rule {
    public static let description = RuleDescription(
        id: "modal-hierarchy-depth",
        defaultSeverity: .warning,
        summary: "A screen in a modal context lies more than max-depth pushes from the modal that opens it.",
        guideline: """
            Keep modal tasks simple, short and narrowly focused. A deep hierarchy of views \
            inside a modal makes people lose track of where they are and how to get out.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        options: [
            RuleOption(
                name: "max-depth", defaultValue: .integer(2),
                summary: "The most pushes allowed from the presented screen to any screen of its modal context."),
        ],
        example: """
            app: Photos
            screens:
              library:
                title: Library
                actions:
                  - label: Edit
                    present: editor
              editor:
                title: Edit Photo
                container: navigation
                actions:
                  - label: Cancel
                    role: cancel
                    dismiss: true
                  - label: Done
                    role: done
                    dismiss: true
                  - label: Filters
                    push: filters
              filters:
                title: Filters
                actions:
                  - label: Vintage
                    push: detail
              detail:
                title: Vintage
                actions:
                  - label: Adjust
                    push: adjust
              adjust:
                title: Adjust

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        let maxDepth = max(0, context.integer("max-depth", default: 2))
        // Depth within tasks: a Settings sheet closed with Done may go as deep as it likes.
        let search = ModalTasks.search(context)
        for (index, screen) in screens.enumerated() where search.distance[index] == maxDepth {
            for link in graph.pushes[index] where search.distance[link.to] == maxDepth + 1 {
                guard let push = screen.actions[link.action].push else { continue }
                // The shortest way in, root first: at most max-depth + 1 steps, because
                // only pushes out of screens at exactly max-depth are reported.
                let steps = search.path(to: index) + [link.to]
                let path = steps.map { screens[$0].id }
                let root = context.name(ofScreen: steps[0])
                let target = context.name(ofScreen: link.to)
                context.report(
                    "\(target) is \(maxDepth + 1) pushes deep in the modal task that \(root) opens "
                        + "(\(path.joined(separator: " → "))), more than \(maxDepth): keep modal tasks "
                        + "short; flatten this hierarchy or move \(target) out of the modal",
                    screen: index, action: link.action, at: push.keySpan)
            }
        }
    }
}
