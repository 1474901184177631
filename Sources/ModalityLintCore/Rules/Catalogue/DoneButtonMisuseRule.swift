/// `done-button-misuse`: Done means "finish the task and close this view". An action with
/// role `done`, or labelled Done in any letter case (or 완료, 完成, 完了), must dismiss.
/// Actions of alerts and action sheets are left alone: those close on any tap.
public struct DoneButtonMisuseRule: Rule {
    public static let description = RuleDescription(
        id: "done-button-misuse",
        defaultSeverity: .warning,
        summary: "An action with role done, or labelled Done, does not dismiss.",
        guideline: """
            Use a Done button only to complete a task and close the view. A Done that moves \
            on to another screen, or leaves people where they are, breaks what they expect.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        example: """
            app: Settings
            screens:
              account:
                title: Account
                actions:
                  - label: Edit Profile
                    present: profile
              profile:
                title: Edit Profile
                container: navigation
                actions:
                  - label: Done
                    push: summary
              summary:
                title: Summary

            """)

    /// "Done" in the languages whose Done buttons people most often hard-code.
    static let doneLabels: Set<String> = ["done", "완료", "完成", "完了"]

    public init() {}

    public func check(_ context: RuleContext) {
        for (index, screen) in context.document.screens.enumerated() {
            let kind = screen.effectiveKind
            guard kind != .alert && kind != .actionSheet else { continue }
            for (actionIndex, action) in screen.actions.enumerated() where !action.isDismissing {
                let label = action.labelText
                let isDoneLabel = Self.doneLabels.contains(Self.trimmed(label).lowercased())
                guard action.effectiveRole == .done || isDoneLabel else { continue }
                let problem = isDoneLabel
                    ? "'\(label)' on '\(screen.id)' does not dismiss"
                    : "'\(label)' on '\(screen.id)' has role `done` but does not dismiss"
                let fix = isDoneLabel
                    ? "add `dismiss: true`, or label it for what it does (e.g. Next, Save)"
                    : "add `dismiss: true`, or give it another role"
                context.report(
                    "\(problem): a Done button should only complete the task and close the view; \(fix)",
                    screen: index, action: actionIndex)
            }
        }
    }

    private static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return text[start..<end]
    }
}
