/// `modal-completion-path`: a modal task of several screens can be finished, not only
/// abandoned. The context has two or more screens exactly when the presented screen pushes
/// a screen other than itself; "some screen of the context completes" is one pass over the
/// push graph's components (`FlowGraph.pushReachesAny`).
public struct ModalCompletionPathRule: Rule {
    public static let description = RuleDescription(
        id: "modal-completion-path",
        defaultSeverity: .warning,
        summary: "A task modal's context of two or more screens has no completing action anywhere.",
        guideline: """
            Provide a clear path to completion: a multi-step modal task needs a Done or Save \
            that finishes it, so that closing it does not always mean giving up.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        example: """
            app: Travel
            screens:
              trips:
                title: Trips
                actions:
                  - label: Plan Trip
                    present: planner
              planner:
                title: Plan a Trip
                container: navigation
                actions:
                  - label: Cancel
                    role: cancel
                    dismiss: true
                  - label: Choose Dates
                    push: dates
              dates:
                title: Dates

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        let hasCompleting = screens.map { $0.actions.contains { $0.isCompleting } }
        let contextCompletes = graph.pushReachesAny(hasCompleting)
        for (index, screen) in screens.enumerated() where graph.isTaskModal[index] && !contextCompletes[index] {
            guard graph.pushes[index].contains(where: { $0.to != index }) else { continue }
            context.report(
                "'\(screen.id)' opens a modal task of several screens, but none of them has a completing "
                    + "action, so people can only abandon it: add a Done or Save action with `dismiss: true`",
                screen: index, at: screen.idSpan)
        }
    }
}
