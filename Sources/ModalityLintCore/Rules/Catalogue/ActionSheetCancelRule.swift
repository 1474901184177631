/// An action sheet offers choices; people must always be able to choose none of them.
public struct ActionSheetCancelRule: Rule {
    public static let description = RuleDescription(
        id: "action-sheet-cancel",
        defaultSeverity: .warning,
        summary: "An action sheet has no action of role `cancel`.",
        guideline: "Give every action sheet a Cancel button, so that people can back out "
            + "without choosing any of its actions.",
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/action-sheets",
        example: """
            app: Photos
            screens:
              library:
                actions:
                  - { label: Share, present: shareOptions }
              shareOptions:
                kind: actionSheet
                actions:
                  - { label: Copy Link }
                  - { label: Send as Message }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        for (index, screen) in context.document.screens.enumerated() where screen.effectiveKind == .actionSheet {
            // One with no actions is alert-actions' case; unknown roles cannot be judged.
            guard !screen.actions.isEmpty, screen.knows(.actions), screen.actions.allSatisfy({ $0.knows(.role) }),
                  !screen.actions.contains(where: { $0.effectiveRole == .cancel }) else { continue }
            // A Cancel that only lacks its role is the commonest slip: say exactly that.
            let name = context.name(ofScreen: index)
            // One action that only acknowledges (OK, Done): a notice shown as an action sheet,
            // where a Cancel beside OK would mean nothing; the fix is the alert style.
            if screen.actions.count == 1, let only = screen.actions.first, only.effectiveRole != .destructive,
               only.present == nil, only.push == nil, ButtonWords.isPlainWayOut(only.labelText) {
                let fix = context.advice(
                    for: index, flow: "make it `kind: alert`", storyboard: "make it an alert",
                    swiftUI: "show it with `.alert` instead of `.confirmationDialog`",
                    uikit: "make it an alert (`preferredStyle: .alert`)", objc: "make it an alert (`UIAlertControllerStyleAlert`)")
                context.report(
                    "\(name) offers only '\(only.labelText)': an action sheet offers choices, with Cancel to choose none; "
                        + "a message people only acknowledge belongs in an alert: \(fix)",
                    screen: index, at: screen.idSpan)
                continue
            }
            // A destructive action labelled Cancel (cancel a subscription) is a choice, not the
            // way out: giving it the cancel style would make the harmful choice look safe.
            if let destructive = screen.actions.first(where: { $0.labelText.lowercased() == "cancel" && $0.effectiveRole == .destructive }) {
                let fix = context.advice(
                    for: index, flow: "add `{ label: Keep, role: cancel }` or give the action that keeps things as they are `role: cancel`",
                    storyboard: "add an action with the Cancel style that keeps things as they are",
                    swiftUI: "add a `Button(role: .cancel)` that keeps things as they are",
                    uikit: "give the action that keeps things as they are the `.cancel` style, or add one",
                    objc: "give the action that keeps things as they are `UIAlertActionStyleCancel`, or add one")
                context.report(
                    "\(name) has no way out: its '\(destructive.labelText)' action is destructive, a choice rather than "
                        + "the way to close it: \(fix), and name the destructive one for what it ends",
                    screen: index, at: screen.idSpan)
                continue
            }
            // So is a No or Not Now with the default style: it is the way out, already there.
            if let labelled = screen.actions.first(where: {
                ButtonWords.isCancelOrDeclining($0.labelText) && $0.effectiveRole != .destructive
            }) {
                let fix = context.advice(
                    for: index, flow: "give it `role: cancel`", storyboard: "give it the Cancel style",
                    swiftUI: "give the button the `.cancel` role", uikit: "give its `UIAlertAction` the `.cancel` style",
                    objc: "give it `UIAlertActionStyleCancel`")
                context.report(
                    "\(name) has a '\(labelled.labelText)' action that is not its cancel action: \(fix) so the system shows it apart, as the way out",
                    screen: index, at: screen.idSpan)
            } else {
                let fix = context.advice(
                    for: index, flow: "add `{ label: Cancel, role: cancel }`",
                    storyboard: "add a Cancel action with the Cancel style",
                    swiftUI: "add `Button(\"Cancel\", role: .cancel) { }`",
                    uikit: "add `UIAlertAction(title: \"Cancel\", style: .cancel)`",
                    objc: "add `[UIAlertAction actionWithTitle:@\"Cancel\" style:UIAlertActionStyleCancel handler:nil]`")
                context.report(
                    "\(name) has no Cancel action: \(fix) so people can close it "
                        + "without choosing",
                    screen: index, at: screen.idSpan)
            }
        }
    }
}
