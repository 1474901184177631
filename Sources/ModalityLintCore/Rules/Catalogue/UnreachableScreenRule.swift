/// A screen that no way from the entry reaches cannot be judged, and is usually a leftover
/// or a missing edge.
public struct UnreachableScreenRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable-screen",
        defaultSeverity: .warning,
        summary: "A screen that no `present`, `push` or `confirm` reaches from `entry`, and that no outside event shows (`shownOn`).",
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
        // Any storyboard scene or view can be created from code: only a flow file names
        // every way in.
        guard context.document.origin == .flowFile else { return }
        let graph = context.graph
        let screens = context.document.screens
        // With no usable entry (an invalid `entry`, reported as invalid-flow) every screen
        // would be reported: one mistake, already named, is enough.
        guard let firstEntry = graph.entries.first, context.document.knows(.entry) else { return }
        let entryName = screens[firstEntry].id
        // A screen shown on an outside event (`shownOn`) is a way in of its own.
        let reached = graph.reachableFromEntries(alsoFrom: screens.indices.filter { screens[$0].shownOn != nil })
        // A reached action whose target was written wrong may be the way in to any screen.
        let wayInUnknown = screens.indices.contains { index in
            reached[index] && (!screens[index].knows(.actions) || screens[index].actions.contains { !$0.knows(.target) })
        }
        guard !wayInUnknown else { return }
        for (index, screen) in screens.enumerated() where !reached[index] && screen.shownOn == nil {
            context.report(
                "'\(screen.id)' cannot be reached from the entry screen '\(entryName)': no `present`, "
                    + "`push` or `confirm` leads to it; link it from the screen that shows it, add `shownOn:` naming "
                    + "the event that shows it (an error, a notification), or remove it",
                screen: index, at: screen.idSpan)
        }
    }
}
