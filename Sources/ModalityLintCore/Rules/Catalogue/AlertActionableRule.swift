/// `alert-actionable` (off by default): an alert whose only action just closes it carries
/// information people cannot act on. "Just closes it" means the action presents, pushes,
/// dismisses and confirms nothing and is not `destructive` (a destructive action does
/// something, even when the flow does not show where it leads).
public struct AlertActionableRule: Rule {
    public static let description = RuleDescription(
        id: "alert-actionable",
        defaultSeverity: .info,
        enabledByDefault: false,
        summary: "An alert has a single action that only closes it.",
        guideline: """
            Reserve alerts for essential information, ideally information people can act \
            on; an alert that can only be acknowledged interrupts without helping.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/alerts",
        example: """
            app: Notes
            screens:
              editor:
                title: Note
                actions:
                  - label: Save
                    present: saved
              saved:
                kind: alert
                title: Note Saved
                actions:
                  - label: OK

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        for (index, screen) in context.document.screens.enumerated()
        where screen.effectiveKind == .alert && screen.actions.count == 1 && screen.knows(.actions) {
            let action = screen.actions[0]
            let onlyCloses = action.present == nil && action.push == nil && action.confirm == nil
                && !action.isDismissing && action.effectiveRole != .destructive
            guard onlyCloses, action.knows([.target, .dismiss, .role]) else { continue }
            context.report(
                "\(context.name(ofScreen: index)) has only one action, \(context.name(ofAction: 0, screen: index)), which just closes it: "
                    + "reserve alerts for information people can act on; show this in the view instead, "
                    + "or offer an action",
                screen: index, at: screen.idSpan)
        }
    }
}
