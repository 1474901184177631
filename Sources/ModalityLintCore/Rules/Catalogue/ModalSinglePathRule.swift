/// `modal-single-path`: subviews of a modal task form one path. A screen in a modal context
/// that pushes two or more different screens, at least one of which pushes further, turns
/// the task into a branching hierarchy. A form whose pickers lead nowhere further is fine,
/// and a push of a screen to itself is no branch. Two more shapes are one path per run:
/// - a *choice step*: a screen with a Cancel of its own whose every other action moves on
///   (a push), with nothing of its own to complete, and whose branches that go further each
///   lead to a screen that completes the task: people answer it once and finish down the
///   branch they chose, never back at it (a feedback wizard's "Positive or Negative?", an
///   Add Account list of providers);
/// - a *form with field editors*: a screen whose code brings people back to itself from
///   what it pushed (`popToViewController(self, ...)`, as a form does when its picker
///   chooses), however deep the picker goes (a search, then a preview whose button picks).
/// And a form's rows that open other forms are its sections, not branches.
public struct ModalSinglePathRule: Rule {
    public static let description = RuleDescription(
        id: "modal-single-path",
        defaultSeverity: .warning,
        summary: "A screen in a modal context branches into several pushed screens, at least one of which leads further.",
        guideline: """
            If a modal task needs subviews, give people one clear path through them rather \
            than a branching hierarchy they have to explore.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        example: """
            app: Mail
            screens:
              inbox:
                title: Inbox
                actions:
                  - label: Compose
                    present: compose
              compose:
                title: New Message
                container: navigation
                actions:
                  - label: Send
                    role: done
                    dismiss: true
                  - label: Recipients
                    push: recipients
                  - label: Attachments
                    push: attachments
              recipients:
                title: Recipients
                actions:
                  - label: Groups
                    push: groups
              groups:
                title: Groups
              attachments:
                title: Attachments

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        // A form's rows that open other forms (a settings form's categories) are sections of
        // one form, as `modal-style-fit` counts them: such a push is neither a branch nor a
        // step further.
        let isForm = screens.map(\.isKnownForm)
        func isSection(_ from: Int, _ to: Int) -> Bool { isForm[from] && isForm[to] }
        // Whether each screen pushes some screen other than itself.
        let pushesFurther = (0..<screens.count).map { index in
            graph.pushes[index].contains { $0.to != index && !isSection(index, $0.to) }
        }
        // Only a task's subviews need one path: Settings closed with Done may branch.
        let tasks = ModalTasks.search(context)
        let completes = Self.reachesCompletion(screens, graph)
        // A screen pushed by another has a Back of its own: only the modal's first screen
        // can lack a way out.
        var pushedInto = [Bool](repeating: false, count: screens.count)
        for (from, links) in graph.pushes.enumerated() {
            for link in links where link.to != from { pushedInto[link.to] = true }
        }
        for (index, screen) in screens.enumerated() where graph.modalContextDepth[index] != nil && tasks.distance[index] != nil {
            var targets: [Int] = []
            var seen = Set<Int>()
            for link in graph.pushes[index] where link.to != index && !isSection(index, link.to) && seen.insert(link.to).inserted {
                targets.append(link.to)
            }
            guard targets.count >= 2, let deeper = targets.first(where: { pushesFurther[$0] }) else { continue }
            guard screen.returnsToItself == nil else { continue }
            // A wizard's question: a Cancel and its branches, every branch that goes further
            // finishing the task down its own way.
            if Self.isChoiceStep(screen) || graph.isPresented[index] && !pushedInto[index] && Self.isChoiceStepButForItsWayOut(screen),
               targets.allSatisfy({ !pushesFurther[$0] || completes[$0] }) { continue }
            // A long list of screens is unreadable: name a few and count the rest.
            var names = targets.prefix(4).map { context.name(ofScreen: $0) }
            if targets.count > 4 { names.append("\(targets.count - 4) more") }
            context.report(
                "\(context.name(ofScreen: index)) is part of a modal task and branches into \(Self.list(names)), and "
                    + "\(context.name(ofScreen: deeper)) leads further: give the task one path through its subviews, "
                    + "or move the branches out of the modal",
                screen: index, at: screen.idSpan)
        }
    }

    /// A step of a wizard: the screen's actions, all of them known, are a way to abandon the
    /// whole task (Cancel) and pushes; nothing on it completes the task, so people finish
    /// down the branch they chose and never come back to it. A screen with no way out of
    /// its own is a level of a hierarchy the task returns through.
    ///
    /// A screen whose buttons may be more than those read (`actions` open: a way out no
    /// control leads to, code not read) is judged on those read: an unread one may be one
    /// more way out, so an open fact silences the rule and never makes it report, as the
    /// audit mode (which takes the buttons read as all of them) agrees.
    static func isChoiceStep(_ screen: Screen) -> Bool {
        // Whether each button closes the screen must be known; a push's role says nothing.
        guard screen.actions.allSatisfy({ $0.knows(.dismiss) }),
              screen.actions.contains(where: \.isDiscarding) else { return false }
        return screen.actions.allSatisfy { action in
            action.isDiscarding || (action.push != nil && action.present == nil && !action.isDismissing)
        }
    }

    /// A choice step with no way out of its own: every action, all of them known, is a
    /// push, and none closes anything (asked of the modal's first screen, which has no
    /// Back). Were it given its Cancel it would be a choice step;
    /// the missing way out is `modal-dismiss-button`'s to report (one cause, one
    /// diagnostic), not a branching hierarchy. Buttons that may be unread count as in
    /// `isChoiceStep`: the way out may be among them.
    static func isChoiceStepButForItsWayOut(_ screen: Screen) -> Bool {
        guard !screen.actions.isEmpty, screen.actions.allSatisfy({ $0.knows(.dismiss) }) else { return false }
        return screen.actions.allSatisfy { action in action.push != nil && action.present == nil && !action.isDismissing }
    }

    /// Whether each screen reaches, by pushes (itself included), a screen with a completing
    /// action known to dismiss: where a branch finishes the task. One breadth-first search
    /// backwards from those screens: linear in screens and pushes.
    static func reachesCompletion(_ screens: [Screen], _ graph: FlowGraph) -> [Bool] {
        var pushedFrom = [[Int]](repeating: [], count: screens.count)
        for (from, links) in graph.pushes.enumerated() {
            for link in links where link.to != from { pushedFrom[link.to].append(from) }
        }
        var reaches = screens.map { screen in screen.actions.contains { $0.isCompleting && $0.knows(.dismiss) } }
        var queue = reaches.indices.filter { reaches[$0] }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for from in pushedFrom[screen] where !reaches[from] {
                reaches[from] = true
                queue.append(from)
            }
        }
        return reaches
    }

    /// "'a' and 'b'", "'a', 'b' and 'c'".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
