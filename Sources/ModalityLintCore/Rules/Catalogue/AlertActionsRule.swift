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
            // Closed by the app on every path of its work (on success and on failure): a
            // busy alert the app takes down itself, the same cause.
            guard !screen.closedOnEveryPath else { continue }
            switch screen.effectiveKind {
            case .alert where screen.closedByCode != nil:
                // The app closes it on some path but not every path is read to a dismissal,
                // and an OK would let people hide work that goes on: say what holds it open.
                context.report(
                    "\(context.name(ofScreen: index)) has no actions and only the app's code closes it: make sure "
                        + "every path that ends its work closes it, or add a Cancel that stops the work",
                    screen: index, at: screen.idSpan)
            case .alert:
                let fix = context.advice(
                    for: index, flow: "add an action, at least `{ label: OK }`",
                    storyboard: "add an action, at least an OK",
                    swiftUI: "give `.alert(...)` an action, at least `Button(\"OK\") { }`",
                    uikit: "add an action, at least `UIAlertAction(title: \"OK\", style: .default)`",
                    objc: "add an action, at least `[UIAlertAction actionWithTitle:@\"OK\" ...]`")
                context.report(
                    "\(context.name(ofScreen: index)) has no actions, so people cannot close it: \(fix)",
                    screen: index, at: screen.idSpan)
            case .actionSheet:
                let fix = context.advice(
                    for: index, flow: "add its choices and a `{ label: Cancel, role: cancel }` action",
                    storyboard: "add its choices and a Cancel action",
                    swiftUI: "add its choices and a `Button(\"Cancel\", role: .cancel) { }`",
                    uikit: "add its choices and a `UIAlertAction(title: \"Cancel\", style: .cancel)`",
                    objc: "add its choices and a Cancel action (`UIAlertActionStyleCancel`)")
                context.report(
                    "\(context.name(ofScreen: index)) has no actions: \(fix)",
                    screen: index, at: screen.idSpan)
            default:
                break
            }
        }
    }
}
