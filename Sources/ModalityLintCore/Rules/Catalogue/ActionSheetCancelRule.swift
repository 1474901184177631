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
        // An app only for iPad shows every action sheet as a popover, whose Cancel the
        // system leaves out: a tap outside it is the way out (4th edition).
        guard context.document.effectiveDevices.contains(.iphone) else { return }
        for (index, screen) in context.document.screens.enumerated() where screen.effectiveKind == .actionSheet {
            // One with no actions is alert-actions' case; unknown roles cannot be judged.
            guard !screen.actions.isEmpty, screen.knows(.actions), screen.actions.allSatisfy({ $0.knows(.role) }),
                  !screen.actions.contains(where: { $0.effectiveRole == .cancel }) else { continue }
            // A Cancel that only lacks its role is the commonest slip: say exactly that.
            let name = context.name(ofScreen: index)
            if screen.takesText != nil {
                // A text field in an action sheet: UIKit raises when it is presented, so the
                // fix is the alert style first; its way out is then an alert's Cancel.
                let cancel = screen.actions.first { ButtonWords.isCancelOrDeclining($0.labelText) }
                let fix = context.advice(
                    for: index, flow: "make it `kind: alert`", storyboard: "make it an alert",
                    swiftUI: "show it with `.alert`",
                    uikit: "make it an alert (`preferredStyle: .alert`)" + (cancel.map { ", and give its '\($0.labelText)' action the `.cancel` style" } ?? ""),
                    objc: "make it an alert (`UIAlertControllerStyleAlert`)" + (cancel.map { ", and give its '\($0.labelText)' action `UIAlertActionStyleCancel`" } ?? ""))
                context.report(
                    "\(name) adds a text field, which an action sheet cannot hold (UIKit raises an exception when it is presented): \(fix)",
                    screen: index, at: screen.idSpan)
                continue
            }
            // One action that only acknowledges (OK, Done), or only declines (a lone Cancel
            // or No): a notice shown as an action sheet, with nothing to choose, where a
            // Cancel beside OK would mean nothing and a cancel style would leave no choice;
            // the fix is the alert style.
            if screen.actions.count == 1, let only = screen.actions.first, only.effectiveRole != .destructive,
               only.present == nil, only.push == nil,
               ButtonWords.isPlainWayOut(only.labelText) || ButtonWords.isCancelOrDeclining(only.labelText) {
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
                // The one other choice, when there is one, is likely what keeps things as
                // they are (`Continue` beside a destructive `Cancel` of a subscription):
                // name it, so people need not work out which it is.
                let others = screen.actions.filter { $0.effectiveRole != .destructive && $0.present == nil && $0.push == nil }
                let keeper = others.count == 1 ? "'\(others[0].labelText)', if it keeps things as they are," : nil
                let fix = context.advice(
                    for: index,
                    flow: keeper.map { "give \($0) `role: cancel`" } ?? "add `{ label: Keep, role: cancel }` or give the action that keeps things as they are `role: cancel`",
                    storyboard: "add an action with the Cancel style that keeps things as they are",
                    swiftUI: screen.madeByLegacyAlertClass
                        ? (keeper.map { "make \($0) a `.cancel(...)` button" } ?? "add a `.cancel(Text(\"Keep\"))` button that keeps things as they are")
                        : (keeper.map { "give \($0) the `.cancel` role" } ?? "add a `Button(role: .cancel)` that keeps things as they are"),
                    uikit: keeper.map { "give \($0) the `.cancel` style" } ?? "give the action that keeps things as they are the `.cancel` style, or add one",
                    objc: keeper.map { "give \($0) `UIAlertActionStyleCancel`" }
                        ?? "give the action that keeps things as they are `UIAlertActionStyleCancel`, or add one")
                context.report(
                    "\(name) has no cancel action: its '\(destructive.labelText)' action is destructive, a choice rather than "
                        + "the way to close it: \(fix), and name the destructive one for what it ends",
                    screen: index, at: screen.idSpan)
                continue
            }
            // So is a No or Not Now with the default style: it is the way out, already there.
            // And a Close or Dismiss styled destructive: the way out, drawn red as if it
            // destroyed something (a destructive Cancel may end a subscription, above).
            if let labelled = screen.actions.first(where: {
                ButtonWords.isCancelOrDeclining($0.labelText) && $0.effectiveRole != .destructive
            }) ?? screen.actions.first(where: {
                $0.effectiveRole == .destructive && ButtonWords.close.contains(ButtonWords.normalized($0.labelText))
            }) {
                let destructive = labelled.effectiveRole == .destructive
                let fix = context.advice(
                    for: index, flow: "give it `role: cancel`", storyboard: "give it the Cancel style",
                    swiftUI: screen.madeByLegacyAlertClass
                        ? "make it `.cancel(Text(\"\(labelled.labelText)\"))`" + (destructive ? " instead of `.destructive(...)`" : "")
                        : "give the button the `.cancel` role",
                    uikit: "give its `UIAlertAction` the `.cancel` style",
                    objc: "give it `UIAlertActionStyleCancel`")
                let what = destructive ? "is styled destructive rather than as its cancel action" : "is not its cancel action"
                context.report(
                    "\(name) has a '\(labelled.labelText)' action that \(what): \(fix) so the system shows it apart, as the way out",
                    screen: index, at: screen.idSpan)
            } else {
                let fix = context.advice(
                    for: index, flow: "add `{ label: Cancel, role: cancel }`",
                    storyboard: "add a Cancel action with the Cancel style",
                    swiftUI: screen.madeByLegacyAlertClass ? "add `.cancel()` to its buttons" : "add `Button(\"Cancel\", role: .cancel) { }`",
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
