/// `modal-completion-path`: a modal task of several screens can be finished, not only
/// abandoned. The context has two or more screens exactly when the presented screen pushes
/// a screen other than itself; "some screen of the context completes" is one pass over the
/// push graph's components (`FlowGraph.pushReachesAny`).
public struct ModalCompletionPathRule: Rule {
    public static let description = RuleDescription(
        id: "modal-completion-path",
        defaultSeverity: .warning,
        summary: "A task modal's context of two or more screens has no completing action anywhere.",
        guideline: """
            Provide a clear path to completion: a multi-step modal task needs a Done or Save \
            that finishes it, so that closing it does not always mean giving up.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        example: """
            app: Travel
            screens:
              trips:
                title: Trips
                actions:
                  - label: Plan Trip
                    present: planner
              planner:
                title: Plan a Trip
                container: navigation
                actions:
                  - label: Cancel
                    role: cancel
                    dismiss: true
                  - label: Choose Dates
                    push: dates
              dates:
                title: Dates

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        let completes = graph.pushReachesAny(screens.map { $0.actions.contains { $0.isCompleting } })
        // Abandonable: some screen can be left with Cancel. A context closed only with Close
        // is browsing, not a task; one that cannot be closed at all is modal-dismiss-button's.
        let abandonable = graph.pushReachesAny(screens.map {
            $0.actions.contains { $0.isDismissing && $0.effectiveRole == .cancel }
        })
        let actionsUnknown = graph.pushReachesAny(screens.map {
            !$0.knows(.actions) || $0.actions.contains { !$0.knows([.dismiss, .role]) }
        })
        // Whether any screen of the context may hold what people enter: the work a Done completes.
        let holdsWork = graph.pushReachesAny(screens.map { !$0.knows(.editsContent) || $0.editsContent?.value == true })
        for (index, screen) in screens.enumerated()
        where graph.isTaskModal[index] && abandonable[index] && !completes[index] && !actionsUnknown[index] {
            guard graph.pushes[index].contains(where: { $0.to != index }) else { continue }
            if !holdsWork[index], context.adviceSource(ofScreen: index) != .flowFile {
                // Nothing in it is entered or committed (an About page, settings that apply as
                // they change): nothing is cancelled either, so its Cancel is a Close by another
                // name (the rule page: task context, 4th edition). A flow file states what it
                // holds only where its author says so: it keeps the general advice.
                let fix = context.advice(
                    for: index, flow: "give its Cancel the role `close` (or call it Done)",
                    storyboard: "make its Cancel a Close or Done bar button item",
                    swiftUI: "make its Cancel a Close (`Button(role: .close)`) or a Done",
                    uikit: "make its Cancel a Close (`UIBarButtonItem(systemItem: .close)`) or a Done")
                context.report(
                    "\(context.name(ofScreen: index)) opens a modal context of several screens that is left with Cancel, but "
                        + "nothing in it is entered or committed, so nothing is cancelled: \(fix)",
                    screen: index, at: screen.idSpan)
                continue
            }
            let fix = context.advice(
                for: index, flow: "add a Done or Save action with `dismiss: true`",
                storyboard: "add a Done or Save bar button item that completes the task and dismisses it",
                swiftUI: "add a Done or Save button that completes the task and calls `dismiss()`",
                uikit: "add a Done or Save button that completes the task and dismisses it")
            context.report(
                "\(context.name(ofScreen: index)) opens a modal task of several screens that can be cancelled, but none of "
                    + "them has a completing action, so people can only abandon it: \(fix)",
                screen: index, at: screen.idSpan)
        }
    }
}
