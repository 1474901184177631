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
        // Committing, per task modal's context: a completing action that commits (Save,
        // Add, Send, or a stated role; a choice like Play Next does not), or a plain way out
        // (Done, OK, Close) where some screen of the context edits people's content. A Done that closes what people read commits
        // nothing, and needs no Cancel beside it.
        let committingAnywhere = graph.pushReachesAny(screens.map { $0.actions.contains(where: \.isCommitting) })
        let plainWayOut = graph.pushReachesAny(screens.map {
            $0.actions.contains { $0.isCompleting && ButtonWords.isPlainWayOut($0.labelText) }
        })
        let edits = graph.pushReachesAny(screens.map { $0.editsContent?.value == true })
        let editsUnknown = graph.pushReachesAny(screens.map { !$0.knows(.editsContent) })
        for (index, screen) in screens.enumerated() where graph.isTaskModal[index] {
            let commits = committingAnywhere[index] || plainWayOut[index] && edits[index]
            guard commits else { continue }
            // Whether a Done commits is unknown where editing is: stay silent then.
            if !committingAnywhere[index], editsUnknown[index], !edits[index] { continue }
            // The way out must be on this screen; buttons the reader cannot see may be it.
            guard screen.knows(.actions), screen.actions.allSatisfy({ $0.knows([.dismiss, .role]) }),
                  !screen.actions.contains(where: \.isDiscarding) else { continue }
            let fix: String
            if let almost = screen.actions.first(where: { ($0.effectiveRole == .cancel || $0.effectiveRole == .close) && $0.present == nil && $0.push == nil }) {
                // A Cancel that forgot to dismiss is the likely slip.
                fix = "its '\(almost.labelText)' action has role \(almost.effectiveRole.rawValue) but does not "
                    + "dismiss: " + (context.source(ofScreen: index) == .flow ? "add `dismiss: true`"
                        : context.isSwiftUI(screen: index) ? "make its action call `dismiss()`" : "make it dismiss the view")
            } else {
                switch context.source(ofScreen: index) {
                case .flow:
                    fix = "add `{ label: Cancel, role: cancel, dismiss: true }` beside the action that completes it"
                case .storyboard:
                    fix = "add a Cancel bar button item that dismisses it, beside the button that completes it"
                case .swift where context.isSwiftUI(screen: index):
                    fix = "add a `ToolbarItem(placement: .cancellationAction)` Cancel that calls `dismiss()` "
                        + "without saving, beside the button that completes it"
                case .swift, .objc:
                    fix = "add a Cancel button that dismisses it without saving, beside the button that completes it"
                }
            }
            context.report(
                "'\(screen.id)' is a modal task that can be completed but offers no safe way out on its "
                    + "own screen: \(fix)",
                screen: index, at: screen.idSpan)
        }
    }
}
