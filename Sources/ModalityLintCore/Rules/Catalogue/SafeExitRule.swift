/// A modal task that can be finished must also be easy to leave without finishing, right
/// where it starts.
public struct SafeExitRule: Rule {
    public static let description = RuleDescription(
        id: "safe-exit",
        defaultSeverity: .warning,
        summary: "A task modal's context can be completed, but the task modal's own screen "
            + "has no discarding action (Cancel or Close).",
        guideline: "Provide an obvious and safe way to leave a modal task: next to the button "
            + "that completes it, a Cancel or Close that leaves without committing anything.",
        example: """
            app: Notes
            screens:
              library:
                actions:
                  - { label: New Note, present: editor }
              editor:
                title: New Note
                actions:
                  - { label: Save, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        let hasCompleting = screens.map { $0.actions.contains(where: \.isCompleting) }
        let contextCompletes = graph.pushReachesAny(hasCompleting)
        for (index, screen) in screens.enumerated()
        where graph.isTaskModal[index] && contextCompletes[index] && !screen.actions.contains(where: \.isDiscarding) {
            let fix: String
            if let almost = screen.actions.first(where: { ($0.effectiveRole == .cancel || $0.effectiveRole == .close) && $0.present == nil && $0.push == nil }) {
                // A Cancel that forgot to dismiss is the likely slip.
                fix = "its '\(almost.labelText)' action has role \(almost.effectiveRole.rawValue) but does not "
                    + "dismiss: add `dismiss: true`"
            } else {
                fix = "add `{ label: Cancel, role: cancel, dismiss: true }` beside the action that completes it"
            }
            // A one-screen modal whose Done only closes what people read is not a task to
            // back out of: say how to mark it so.
            var hint = ""
            if graph.pushes[index].isEmpty, screen.editsContent?.value != true,
               let done = screen.actions.first(where: \.isCompleting) {
                hint = "; if '\(done.labelText)' only closes a view that changes nothing, give it `role: close` instead"
            }
            context.report(
                "'\(screen.id)' is a modal task that can be completed but offers no safe way out on its "
                    + "own screen: \(fix)\(hint)",
                screen: index, at: screen.idSpan)
        }
    }
}
