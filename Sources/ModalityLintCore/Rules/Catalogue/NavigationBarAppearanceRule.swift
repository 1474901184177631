/// A modal view's navigation bar should look like the app's, so the modal reads as part of it.
public struct NavigationBarAppearanceRule: Rule {
    public static let description = RuleDescription(
        id: "navigation-bar-appearance",
        defaultSeverity: .warning,
        summary: "A screen in a modal context has a `navigationBar` other than `defaults.navigationBar`.",
        guideline: "Coordinate a modal view's appearance with the app: when it has a navigation "
            + "bar, give it the same appearance as the app's navigation bars.",
        example: """
            app: Notes
            defaults:
              navigationBar: standard
            screens:
              library:
                container: navigation
                actions:
                  - { label: New Note, present: editor }
              editor:
                title: New Note
                container: navigation
                navigationBar: transparent
                actions:
                  - { label: Done, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        // Only a flow file states this fact (storyboards and code leave it unknown), so the
        // advice is in a flow file's keys.
        // Without the app's own appearance there is nothing to compare with.
        guard let appBar = context.document.defaultNavigationBar?.value else { return }
        for (index, screen) in context.document.screens.enumerated()
        where context.graph.modalContextDepth[index] != nil {
            guard let bar = screen.navigationBar, bar.value != appBar else { continue }
            context.report(
                "'\(screen.id)' is shown modally with navigation bar '\(bar.value)', but the app's is "
                    + "'\(appBar)' (`defaults.navigationBar`): use `navigationBar: \(appBar)` so the modal "
                    + "looks part of the app",
                screen: index, at: bar.valueSpan)
        }
    }
}
