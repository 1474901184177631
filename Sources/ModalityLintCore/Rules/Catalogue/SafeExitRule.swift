/// A modal task that can be finished must also be easy to leave without finishing, right
/// where it starts.
public struct SafeExitRule: Rule {
    public static let description = RuleDescription(
        id: "safe-exit",
        defaultSeverity: .warning,
        summary: "A task modal's context can be completed, but the task modal's own screen "
            + "has no discarding action (Cancel or Close).",
        guideline: "Provide an obvious and safe way to leave a modal task: next to the button "
            + "that completes it, a Cancel or Close that leaves without committing anything.",
        example: """
            app: Notes
            screens:
              library:
                actions:
                  - { label: New Note, present: editor }
              editor:
                title: New Note
                actions:
                  - { label: Save, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        // Committing, per task modal's context: a completing action that commits (Save,
        // Add, Send, or a stated role; a choice like Play Next does not), or a plain way out
        // (Done, OK, Close) where some screen of the context edits people's content. A Done that closes what people read commits
        // nothing, and needs no Cancel beside it.
        let committingAnywhere = graph.pushReachesAny(screens.map { $0.actions.contains(where: \.isCommitting) })
        let plainWayOut = graph.pushReachesAny(screens.map {
            $0.actions.contains { $0.isCompleting && ButtonWords.isPlainWayOut($0.labelText) }
        })
        let edits = graph.pushReachesAny(screens.map { $0.editsContent?.value == true })
        let editsUnknown = graph.pushReachesAny(screens.map { !$0.knows(.editsContent) })
        for (index, screen) in screens.enumerated() where graph.isTaskModal[index] {
            // A Save or an Add of its own whose code may or may not close it: if it closes,
            // it is a way out that commits; if not, there is none. Either way nothing on the
            // screen leaves without committing, which is this rule's problem (one cause, one
            // diagnostic: modal-dismiss-button stays silent while whether it closes is open).
            let commitsIfItCloses = screen.actions.contains { !$0.knows(.dismiss) && $0.commitsWhereverItLeads }
            let commits = committingAnywhere[index] || plainWayOut[index] && edits[index] || commitsIfItCloses
            guard commits else { continue }
            // Whether a Done commits is unknown where editing is: stay silent then.
            if !committingAnywhere[index], !commitsIfItCloses, editsUnknown[index], !edits[index] { continue }
            // The way out must be on this screen; buttons the reader cannot see may be it.
            // A committing button's closing is no matter: it cannot be the safe way out.
            guard screen.knows(.actions),
                  screen.actions.allSatisfy({ $0.knows(.role) && ($0.knows(.dismiss) || $0.commitsWhereverItLeads) }),
                  !screen.actions.contains(where: \.isDiscarding) else { continue }
            // A Done, OK or Close of its own that commits nothing, where nothing is edited,
            // leaves without committing: the choice the rows make stays unmade. So does a
            // button whose code only closes, whatever its place, unless its words say it
            // commits (a checkmark in the confirmation place over toggles that apply as they
            // change, 4th edition; a Submit is taken at its word).
            if !edits[index], !editsUnknown[index], screen.actions.contains(where: {
                $0.isCompleting && ($0.onlyCloses && !($0.labelKind == .words && ButtonWords.isCommitting($0.labelText))
                    || !$0.isCommitting && ButtonWords.isPlainWayOut($0.labelText))
            }) {
                continue
            }
            let fix: String
            let bar = context.showsNavigationBar(index)
            if let almostIndex = screen.actions.firstIndex(where: { ($0.effectiveRole == .cancel || $0.effectiveRole == .close) && $0.present == nil && $0.push == nil }) {
                // A Cancel that forgot to dismiss is the likely slip.
                let almost = screen.actions[almostIndex]
                let button = context.name(ofAction: almostIndex, screen: index)
                let (said, remedy) = context.source(ofScreen: index) == .flow
                    ? ("has role \(almost.effectiveRole.rawValue)", "add `dismiss: true`")
                    : ("reads as a way out", context.advice(
                        for: index, flow: "", storyboard: "connect it to an action that dismisses the view",
                        swiftUI: "make its action call `dismiss()`", uikit: "make its action dismiss the view"))
                fix = "its \(button) action \(said) but does not dismiss: \(remedy)"
            } else {
                fix = context.advice(
                    for: index, flow: "add `{ label: Cancel, role: cancel, dismiss: true }` beside the action that completes it",
                    storyboard: bar ? "add a Cancel bar button item that dismisses it, beside the button that completes it"
                        : "add a Cancel button to its view that dismisses it without saving",
                    swiftUI: bar ? "add a `ToolbarItem(placement: .cancellationAction)` Cancel that calls `dismiss()` "
                        + "without saving, beside the button that completes it"
                        : "it shows no navigation bar: add a Cancel button to its content that calls `dismiss()` without "
                        + "saving, or wrap it in a `NavigationStack` whose toolbar holds a Cancel button",
                    uikit: bar ? "add a Cancel button that dismisses it without saving, beside the button that completes it"
                        : "add a Cancel button to its view that dismisses it without saving")
            }
            context.report(
                "\(context.name(ofScreen: index)) is a modal task that can be completed but offers no safe way out on its "
                    + "own screen: \(fix)",
                screen: index, at: screen.idSpan)
        }
    }
}
