/// A screen that no way from the entry reaches cannot be judged, and is usually a leftover
/// or a missing edge.
public struct UnreachableScreenRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable-screen",
        defaultSeverity: .warning,
        summary: "A screen that no `present`, `push` or `confirm` reaches from `entry`.",
        guideline: "Every screen of a flow should be reachable from where people start: a screen "
            + "that cannot be reached cannot be judged, and usually means a missing edge or a leftover.",
        example: """
            app: Notes
            entry: library
            screens:
              library:
                actions:
                  - { label: New Note, present: editor }
              editor:
                title: New Note
                actions:
                  - { label: Done, role: done, dismiss: true }
              oldSettings:
                title: Settings

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        // Any storyboard scene can be created from code (the Storyboards article).
        guard context.document.origin != .storyboard else { return }
        let graph = context.graph
        // With no usable entry (an invalid `entry`, reported as invalid-flow) every screen
        // would be reported: one mistake, already named, is enough.
        guard let firstEntry = graph.entries.first else { return }
        let entryName = context.document.screens[firstEntry].id
        let reached = graph.reachableFromEntries()
        for (index, screen) in context.document.screens.enumerated() where !reached[index] {
            context.report(
                "'\(screen.id)' cannot be reached from the entry screen '\(entryName)': no `present`, "
                    + "`push` or `confirm` leads to it; link it from the screen that shows it, or remove it",
                screen: index, at: screen.idSpan)
        }
    }
}
