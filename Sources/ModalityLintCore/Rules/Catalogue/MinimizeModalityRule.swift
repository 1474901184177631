/// An app that shows most of its screens modally keeps taking people out of their context.
public struct MinimizeModalityRule: Rule {
    public static let description = RuleDescription(
        id: "minimize-modality",
        defaultSeverity: .info,
        enabledByDefault: false,
        summary: "More than `max-ratio` of the file's non-system screens are presented modally.",
        guideline: "Minimize modality: present modally only what needs people's focus on a "
            + "separate task, and show the rest in the app's navigation.",
        options: [
            RuleOption(
                name: "max-ratio", defaultValue: .number(0.5),
                summary: "The largest share of non-system screens that may be presented modally, 0 to 1."),
        ],
        example: """
            app: Tasks
            screens:
              list:
                actions:
                  - { label: Add, present: newTask }
                  - { label: Filter, present: filter }
              newTask:
                title: New Task
                actions:
                  - { label: Done, role: done, dismiss: true }
              filter:
                title: Filter
                actions:
                  - { label: Done, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let maxRatio = context.number("max-ratio", default: 0.5)
        var ownScreens = 0
        var presented = 0
        for (index, screen) in context.document.screens.enumerated() where !screen.effectiveKind.isSystemKind {
            ownScreens += 1
            if context.graph.isPresented[index] { presented += 1 }
        }
        guard ownScreens > 0 else { return }
        let ratio = Double(presented) / Double(ownScreens)
        guard ratio > maxRatio else { return }
        context.reportDocument(
            "\(presented) of \(ownScreens) screens (\(Self.percent(ratio))) are presented modally, more than "
                + "\(Self.percent(maxRatio)): show content in the app's own navigation (push it, or give it a tab) "
                + "and keep modality for focused tasks")
    }

    private static func percent(_ ratio: Double) -> String {
        "\(Int((ratio * 100).rounded()))%"
    }
}
