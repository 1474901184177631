/// `dismiss` closes the modal context a screen belongs to; on a screen that belongs to none
/// it closes nothing, so the flow says something that cannot happen.
public struct DismissOutsideModalRule: Rule {
    public static let description = RuleDescription(
        id: "dismiss-outside-modal",
        defaultSeverity: .warning,
        summary: "A dismissing action on a screen that belongs to no modal context.",
        guideline: "A dismiss closes the modal a screen belongs to; on a screen that is not "
            + "presented (nor pushed inside something presented) it closes nothing: the flow is broken.",
        example: """
            app: Notes
            screens:
              library:
                container: navigation
                actions:
                  - { label: Settings, push: settings }
              settings:
                title: Settings
                actions:
                  - { label: Close, role: close, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        // Any storyboard scene or view controller can be presented from code the reading does
        // not follow, so only a flow file, which names every way in, can show that a dismiss
        // closes nothing (and a storyboard's unwind that is not in a modal pops instead).
        let graph = context.graph
        for (index, screen) in context.document.screens.enumerated()
        where graph.modalContextDepth[index] == nil && context.source(ofScreen: index) == .flow {
            for (actionIndex, action) in screen.actions.enumerated() where action.isDismissing {
                let fix = action.present != nil
                    ? "remove `dismiss: true` to present from '\(screen.id)' itself, or present '\(screen.id)' modally"
                    : "remove `dismiss: true` (a pushed screen goes back with the navigation bar's Back "
                        + "button), or present '\(screen.id)' modally"
                context.report(
                    "'\(action.labelText)' on '\(screen.id)' dismisses, but '\(screen.id)' belongs to no "
                        + "modal context (nothing presents it or a screen that pushes it), so it closes "
                        + "nothing: \(fix)",
                    screen: index, action: actionIndex)
            }
        }
    }
}
