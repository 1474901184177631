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
            if let labelled = screen.actions.first(where: { $0.labelText.lowercased() == "cancel" }) {
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
