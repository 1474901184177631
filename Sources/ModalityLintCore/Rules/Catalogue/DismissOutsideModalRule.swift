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
        let graph = context.graph
        for (index, screen) in context.document.screens.enumerated() where graph.modalContextDepth[index] == nil {
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
