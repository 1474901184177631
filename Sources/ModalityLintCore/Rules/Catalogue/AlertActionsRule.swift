/// `alert-actions`: an alert or action sheet always has a way out.
public struct AlertActionsRule: Rule {
    public static let description = RuleDescription(
        id: "alert-actions",
        defaultSeverity: .error,
        summary: "An alert or action sheet has no actions.",
        guideline: """
            An alert or action sheet needs at least one button: it is how people respond, \
            and how they close it.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/alerts",
        example: """
            app: Notes
            screens:
              library:
                title: Notes
                actions:
                  - label: Sync
                    present: syncFailed
              syncFailed:
                kind: alert
                title: Sync Failed

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        for (index, screen) in context.document.screens.enumerated() where screen.actions.isEmpty && screen.knows(.actions) {
            // A progress alert (a spinner in it) is the app's to close when the work ends:
            // an OK would only hide the progress. One cause, no diagnostic.
            guard screen.progressView == nil else { continue }
            switch screen.effectiveKind {
            case .alert where screen.closedByCode != nil:
                // The app closes it on some path; whether on every path is not read, and an
                // OK would let people hide work that goes on: say what holds it open.
                context.report(
                    "'\(screen.id)' is an alert with no actions that only the app's code closes: make sure "
                        + "every path that ends its work closes it, or add a Cancel that stops the work",
                    screen: index, at: screen.idSpan)
            case .alert:
                context.report(
                    "'\(screen.id)' is an alert with no actions, so people cannot close it: add an action, "
                        + "at least an OK",
                    screen: index, at: screen.idSpan)
            case .actionSheet:
                context.report(
                    "'\(screen.id)' is an action sheet with no actions: add its choices and a Cancel action "
                        + "(role `cancel`)",
                    screen: index, at: screen.idSpan)
            default:
                break
            }
        }
    }
}
