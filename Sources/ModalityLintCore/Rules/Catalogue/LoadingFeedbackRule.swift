/// A screen whose content arrives later must show that something is happening.
public struct LoadingFeedbackRule: Rule {
    public static let description = RuleDescription(
        id: "loading-feedback",
        defaultSeverity: .warning,
        summary: "A screen with `loads: true` shows no `loadingIndicator`.",
        guideline: "Show people that content is loading; when you can tell how long it will "
            + "take, a determinate progress bar serves them better than a spinner.",
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/progress-indicators",
        options: [
            RuleOption(
                name: "require-progress", defaultValue: .bool(false),
                summary: "Also report a `spinner`, as info: prefer a determinate `progress` bar."),
        ],
        example: """
            app: Mail
            screens:
              inbox:
                title: Inbox
                loads: true

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        // Only a flow file states this fact (storyboards and code leave it unknown), so the
        // advice is in a flow file's keys.
        let requireProgress = context.bool("require-progress", default: false)
        for (index, screen) in context.document.screens.enumerated() where screen.loads?.value == true && screen.knows(.loadingIndicator) {
            switch screen.effectiveLoadingIndicator {
            case .none:
                context.report(
                    "'\(screen.id)' loads its content asynchronously but shows nothing while it loads: "
                        + "add `loadingIndicator: progress` (or `spinner` when the wait cannot be measured)",
                    screen: index, at: screen.idSpan)
            case .spinner where requireProgress:
                context.report(
                    "'\(screen.id)' shows a spinner while it loads: use `loadingIndicator: progress`, "
                        + "a determinate progress bar, so people can tell how long the wait is",
                    screen: index, at: screen.idSpan, severity: .info)
            case .spinner, .progress:
                break
            }
        }
    }
}
