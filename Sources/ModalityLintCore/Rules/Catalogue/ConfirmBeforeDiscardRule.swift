/// `confirm-before-discard`: closing a modal task that holds people's content asks first.
/// A task modal's context "holds content" when some screen of it has `editsContent: true`;
/// in such a context every discarding action needs a `confirm`, and if the task modal is a
/// sheet, swiping it down must not close it silently (`dismissGesture` not `allowed`).
/// Contexts overlap (a screen pushed from two modals), so membership is one breadth-first
/// search from every task modal whose context holds content, not a search per modal.
public struct ConfirmBeforeDiscardRule: Rule {
    public static let description = RuleDescription(
        id: "confirm-before-discard",
        defaultSeverity: .warning,
        summary: "A modal task holding edited content can be closed without confirmation (a discarding action without confirm, or a sheet that swipes away).",
        guideline: """
            When closing a modal view would lose content people created, ask them to \
            confirm first, with an action sheet that offers to discard or keep editing; \
            that covers the Cancel button and swiping a sheet down alike.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/sheets",
        example: """
            app: Notes
            screens:
              library:
                title: Notes
                actions:
                  - label: New Note
                    present: editor
                    style: fullScreen
              editor:
                title: New Note
                editsContent: true
                actions:
                  - label: Cancel
                    role: cancel
                    dismiss: true
                  - label: Done
                    role: done
                    dismiss: true

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let screens = context.document.screens
        let edits = screens.map { $0.editsContent?.value == true }
        let holdsContent = graph.pushReachesAny(edits)
        // Not limited to tasks (ModalTasks): a context that holds content is a task as soon as
        // it can be completed, and one that cannot be (closed only by swiping) loses it too.
        let roots = (0..<screens.count).map { graph.isTaskModal[$0] && holdsContent[$0] }
        guard roots.contains(true) else { return }
        let contexts = graph.pushSearch(from: roots)
        // A discarding action loses the content of its own screen and of the screens beneath
        // it on the push stack, not of screens pushed later (Back already closed those).
        let beneathContent = graph.pushSearch(from: edits)

        var swipes: [Int] = []
        var discards: [(screen: Int, action: Int, taskModal: Int)] = []
        for (index, screen) in screens.enumerated() where contexts.distance[index] != nil {
            for (actionIndex, action) in screen.actions.enumerated()
            where action.isDiscarding && action.confirm == nil && action.knows(.target) && beneathContent.distance[index] != nil {
                discards.append((index, actionIndex, contexts.root[index] ?? index))
            }
            guard roots[index] else { continue }
            let isSheet = graph.incomingPresentations[index].contains { $0.styleIsKnown && $0.style.isSheetStyle }
            if isSheet && screen.knows(.dismissGesture) && screen.effectiveDismissGesture == .allowed {
                swipes.append(index)
            }
        }
        // A sheet whose own screen edits nothing holds the content of a screen pushed in it:
        // the nearest such screen is named, as the place the edits are made.
        var pushedEditor: [Int: (screen: Int, distance: Int)] = [:]
        for index in screens.indices where edits[index] {
            guard let root = contexts.root[index], root != index, !edits[root], let distance = contexts.distance[index] else { continue }
            if pushedEditor[root].map({ distance < $0.distance }) ?? true { pushedEditor[root] = (index, distance) }
        }
        reportDiscards(discards, context)
        reportSwipes(swipes, pushedEditor: pushedEditor.mapValues(\.screen), context)
    }

    /// A button written once in a sheet's view and shown by a wrapper sheet too (a sheet
    /// whose body is that view) is read as an action of both: one cause, reported once, for
    /// the screen whose code declares the button, with the wrappers as related places.
    private func reportDiscards(_ discards: [(screen: Int, action: Int, taskModal: Int)], _ context: RuleContext) {
        let screens = context.document.screens
        var byPlace: [CodePlace: [Int]] = [:]
        for (position, discard) in discards.enumerated() {
            byPlace[Self.place(of: discard.action, screens[discard.screen]), default: []].append(position)
        }
        var wrappers: [Int: [Int]] = [:]
        var covered = Set<Int>()
        for (place, sharing) in byPlace where sharing.count > 1 {
            guard let owner = Self.declaringScreen(of: place, among: sharing.map { discards[$0].screen }, screens) else { continue }
            for position in sharing where discards[position].screen != owner {
                covered.insert(position)
            }
            if let kept = sharing.first(where: { discards[$0].screen == owner }) {
                wrappers[kept] = sharing.filter { discards[$0].screen != owner }.map { discards[$0].screen }
            }
        }
        for (position, discard) in discards.enumerated() where !covered.contains(position) {
            let (index, actionIndex, taskModalIndex) = discard
            let button = context.name(ofAction: actionIndex, screen: index)
            let closes = taskModalIndex == index
                ? "\(button) closes \(context.name(ofScreen: index))"
                : "\(button) on \(context.name(ofScreen: index)) closes the modal task \(context.name(ofScreen: taskModalIndex))"
            let shownBy = wrappers[position] ?? []
            var fix = context.advice(
                forAction: actionIndex, of: index, flow: "add `confirm:` naming an action sheet that offers to discard the changes or keep editing",
                storyboard: "when there are changes, ask first with an action sheet that offers to discard them or keep editing",
                swiftUI: "when there are changes, ask first with a `.confirmationDialog` that offers to discard them or keep editing",
                uikit: "when there are changes, ask first with a `UIAlertController` action sheet that offers to discard them or keep editing")
            var evidence = Self.wrapperEvidence(shownBy, of: index, context)
            if let handler = screens[index].actions[actionIndex].handlerPlace {
                // The question is asked in the code the control runs: the message says
                // where that method is, so the fix is made there, not in the storyboard.
                fix = "in its action method (\(handler.written(in: context.document.sources))), when there are changes, "
                    + "ask first with a `UIAlertController` "
                    + "action sheet that offers to discard them or keep editing"
                evidence.append(RuleEvidence(
                    fact: "actionMethod", statement: "\(button) runs the method here, which dismisses",
                    how: EvidenceBuilder.how(ofFile: handler.file, in: context.document), file: handler.file, span: handler.span))
            }
            context.report(
                "\(closes), which holds people's unsaved content\(Self.whereEntered(screens[taskModalIndex], reportedIn: screens[index].actions[actionIndex].file ?? screens[index].file, context)), without asking: "
                    + "\(fix)\(Self.alsoCovers(shownBy, of: index, context))",
                screen: index, action: actionIndex, evidence: evidence)
        }
    }

    /// Where an action is written: its own file (code) or the screen's.
    static func place(of action: Int, _ screen: Screen) -> CodePlace {
        let value = screen.actions[action]
        return CodePlace(file: value.file ?? screen.file, span: value.span)
    }

    /// The message's note that one fix also serves the sheets that show the view.
    static func alsoCovers(_ wrappers: [Int], of screen: Int, _ context: RuleContext) -> String {
        guard !wrappers.isEmpty else { return "" }
        let names = ModalSinglePathRule.list(wrappers.sorted().map { context.name(ofScreen: $0) })
        return wrappers.count == 1
            ? "; made in \(context.name(ofScreen: screen)), the fix also covers the sheet \(names), whose body is this view"
            : "; made in \(context.name(ofScreen: screen)), the fix also covers the sheets \(names), whose body is this view"
    }

    /// The wrapper sheets, as related places of the one diagnostic.
    static func wrapperEvidence(_ wrappers: [Int], of screen: Int, _ context: RuleContext) -> [RuleEvidence] {
        let screens = context.document.screens
        return wrappers.sorted().map { wrapper in
            let file = screens[wrapper].file
            return RuleEvidence(
                fact: "wrapperSheet", statement: "'\(screens[wrapper].id)' is a sheet whose body is '\(screens[screen].id)'",
                how: EvidenceBuilder.how(ofFile: file, in: context.document), file: file, span: screens[wrapper].idSpan)
        }
    }

    /// One cause, one diagnostic: a sheet whose body is another sheet's view (a wrapper that
    /// shows it) holds the same fields, read at the same place. The fix is made once, in the
    /// view that declares those fields, where the condition can read them, and
    /// `.interactiveDismissDisabled(_:)` there governs every sheet that shows the view; so
    /// the swipe is reported at that view, with the wrappers as related places.
    private func reportSwipes(_ swipes: [Int], pushedEditor: [Int: Int], _ context: RuleContext) {
        let screens = context.document.screens
        var byField: [CodePlace: [Int]] = [:]
        for index in swipes {
            guard let field = Self.editedField(of: screens[index]) else { continue }
            byField[field, default: []].append(index)
        }
        var coveredBy: [Int: Int] = [:]
        var wrappers: [Int: [Int]] = [:]
        for (field, sharing) in byField where sharing.count > 1 {
            guard let owner = Self.declaringScreen(of: field, among: sharing, screens) else { continue }
            for wrapper in sharing where wrapper != owner {
                coveredBy[wrapper] = owner
                wrappers[owner, default: []].append(wrapper)
            }
        }
        for index in swipes where coveredBy[index] == nil {
            let screen = screens[index]
            // Where the field is drawn by a view of the app inside the sheet that owns it, that
            // view is named: its state is what a guard's condition reads, and the modifier
            // applied there governs the sheet it is shown in. Never a pushed screen: its fields
            // may write to the sheet's model, whose edits outlive Back (UTM's settings pages),
            // so the guard belongs to the sheet.
            let holder = screen.contentHolder.map { "'\($0)'" }
            // A sheet with no Cancel or Close of its own: blocking the swipe alone would leave
            // saving as the only way out, a trap; the fix adds the Cancel that asks first.
            // A Cancel whose closing is open (a store's reducer dismisses) is a Cancel all the same.
            let offersNoCancel = screen.knows(.actions)
                && !screen.actions.contains { $0.effectiveRole == .cancel || $0.effectiveRole == .close || !$0.knows(.role) }
            let fix = offersNoCancel ? context.advice(
                    for: index, flow: "add a Cancel action that asks before discarding, and set `dismissGesture: confirm`",
                    storyboard: "add a Cancel bar button item that asks before discarding them, and set `isModalInPresentation = true` while there are changes (blocking the swipe alone would leave saving as the only way out)",
                    swiftUI: "add a Cancel (`ToolbarItem(placement: .cancellationAction)`) that asks before discarding them, and apply `.interactiveDismissDisabled(_:)`\(holder.map { " in \($0)" } ?? "") while there are changes (blocking the swipe alone would leave saving as the only way out)",
                    uikit: "add a Cancel bar button item that asks before discarding them, and set `isModalInPresentation = true` while there are changes (blocking the swipe alone would leave saving as the only way out)",
                    objc: "add a Cancel bar button item that asks before discarding them, and set `modalInPresentation` to `YES` while there are changes (blocking the swipe alone would leave saving as the only way out)")
                : context.advice(
                    for: index, flow: "set `dismissGesture: confirm` (or `disabled`)",
                    storyboard: "set `isModalInPresentation = true` while there are changes, and ask in `presentationControllerDidAttemptToDismiss(_:)`",
                    swiftUI: holder.map { "apply `.interactiveDismissDisabled(_:)` in \($0) with a condition that is true while its changes are unsaved (it governs the sheet it is shown in), so a swipe cannot throw them away" }
                        ?? "apply `.interactiveDismissDisabled(_:)` with a condition that is true while there are changes, so a swipe cannot throw them away",
                    uikit: "set `isModalInPresentation = true` while there are changes, and ask in `presentationControllerDidAttemptToDismiss(_:)`",
                    objc: "set `modalInPresentation` to `YES` while there are changes, and ask in `presentationControllerDidAttemptToDismiss:`")
            let shownBy = wrappers[index] ?? []
            let holds = pushedEditor[index].map { "whose pushed \(context.name(ofScreen: $0)) holds" }
                ?? screen.contentHolder.map { "whose '\($0)' holds" } ?? "that holds"
            let entered = pushedEditor[index] == nil && screen.contentHolder == nil ? Self.whereEntered(screen, reportedIn: screen.file, context) : ""
            context.report(
                "\(context.name(ofScreen: index)) is a sheet \(holds) people's unsaved content\(entered), and swiping it down "
                    + "closes it without asking: \(fix)\(Self.alsoCovers(shownBy, of: index, context))",
                screen: index, at: screen.idSpan, evidence: Self.wrapperEvidence(shownBy, of: index, context))
        }
    }

    /// Where people enter the content, when a file other than the diagnostic's holds the
    /// field (a comment bar's `TextField` in a view of its own): ` (entered at
    /// CommentInputView.swift:74)`, so the message says what would be lost. Empty where the
    /// field is in the file the diagnostic points into.
    static func whereEntered(_ screen: Screen, reportedIn file: Int, _ context: RuleContext) -> String {
        guard let field = editedField(of: screen), field.file != file else { return "" }
        return " (entered at \(field.written(in: context.document.sources)))"
    }

    /// The place of the field that makes a screen read from code hold content.
    static func editedField(of screen: Screen) -> CodePlace? {
        screen.codeFacts.first { $0.fact.contains(.editsContent) }?.place
    }

    /// The screen among `candidates` whose type declares `place`, the last one declared
    /// before it in its file, when every other candidate is a wrapper of it: a sheet whose
    /// body shows it, holding its fields and every control it has. Nil otherwise (two sheets
    /// that each embed a shared view of fields: each is its own sheet to fix).
    static func declaringScreen(of place: CodePlace, among candidates: [Int], _ screens: [Screen]) -> Int? {
        var best: (index: Int, start: Int)?
        for index in candidates {
            guard let declaration = screens[index].codeDeclaration, declaration.file == place.file,
                  declaration.span.start <= place.span.start else { continue }
            if best.map({ declaration.span.start > $0.start }) ?? true { best = (index, declaration.span.start) }
        }
        guard let owner = best?.index, let field = editedField(of: screens[owner]) else { return nil }
        let controls = Set(screens[owner].actions.indices.map { Self.place(of: $0, screens[owner]) })
        guard !controls.isEmpty else { return nil }
        for wrapper in candidates where wrapper != owner {
            let shown = Set(screens[wrapper].actions.indices.map { Self.place(of: $0, screens[wrapper]) })
            guard editedField(of: screens[wrapper]) == field, controls.isSubset(of: shown) else { return nil }
        }
        return owner
    }
}
