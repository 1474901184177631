/// `done-button-misuse`: Done means "finish the task and close this view". An action
/// labelled Done in any letter case (or 완료, 完成, 完了), or given role `done` in a flow
/// file, must dismiss. In storyboards and code only the words count: a role read from a
/// toolbar slot is not a Done people see.
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

    public init() {}

    public func check(_ context: RuleContext) {
        for (index, screen) in context.document.screens.enumerated() {
            let kind = screen.effectiveKind
            // A screen whose buttons code may add or change cannot be judged button by button.
            guard kind != .alert && kind != .actionSheet, screen.knows([.kind, .actions]) else { continue }
            for (actionIndex, action) in screen.actions.enumerated()
            where !action.isDismissing && action.knows(.dismiss) && !action.endsAMode {
                let label = action.labelText
                let isDoneLabel = ButtonWords.isDone(label)
                // A flow file states the role; in storyboards and code a role `done` is
                // read from a place (a confirmation slot holds Save, Invite, Skip), and
                // people see a Done only in a button that says Done (a system Done item
                // says it too).
                let statesDone = action.effectiveRole == .done && context.source(ofScreen: index) == .flow
                guard statesDone || isDoneLabel else { continue }
                // Code names a presentation after the button that drives it (`Done` that
                // shows an error alert): the same control, judged once, as the button.
                if action.present != nil, context.source(ofScreen: index) != .flow,
                   screen.actions.contains(where: { $0.present == nil && $0.push == nil && $0.labelText == label && $0.knows(.dismiss) }) {
                    continue
                }
                let button = context.name(ofAction: actionIndex, screen: index)
                if action.goesBack {
                    // Pushed wherever it shows, its `dismiss()` pops: a second Back. Pushed
                    // only in the app's own navigation, outside every modal, the screen is
                    // no modal view, and a Done that saves and returns breaks no guidance on
                    // modality.
                    guard context.graph.modalContextDepth[index] != nil else { continue }
                    let screenName = context.name(ofScreen: index)
                    context.report(
                        "\(button) on \(screenName) only goes back: \(screenName) is pushed, where `dismiss()` returns to the screen before it "
                            + "instead of closing the modal; a Done button should complete the task and close the view: remove it and let Back "
                            + "go back, or label it for what it does",
                        screen: index, action: actionIndex)
                    continue
                }
                let problem = isDoneLabel
                    ? "\(button) on \(context.name(ofScreen: index)) does not dismiss"
                    : "\(button) on \(context.name(ofScreen: index)) has role `done` but does not dismiss"
                let fix: String
                switch context.source(ofScreen: index) {
                case .flow:
                    fix = isDoneLabel
                        ? "add `dismiss: true`, or label it for what it does (e.g. Next, Save)"
                        : "add `dismiss: true`, or give it another role"
                case .storyboard, .xib:
                    fix = "connect it to an action that dismisses the view, or title it for what it does instead of Done"
                case .swift where context.isSwiftUI(screen: index):
                    fix = "make its action call `dismiss()`, or label it for what it does instead of Done"
                case .swift, .objc:
                    fix = "make its action dismiss the view, or label it for what it does instead of Done"
                }
                context.report(
                    "\(problem): a Done button should only complete the task and close the view; \(fix)",
                    screen: index, action: actionIndex)
            }
        }
    }
}
