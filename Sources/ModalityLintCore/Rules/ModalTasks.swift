/// Which modal contexts are *tasks*: people start something there that they finish or
/// abandon. A context is *browsing* instead when it closes with a plain way out (Done,
/// Close, OK) and has nothing that makes it a task: no committing action (Save, Add, Send),
/// no Cancel, no screen that edits people's content (Settings, a list to read). The rules on
/// a task's shape (one path, shallow, sized to its style) and on discarding its content
/// leave browsing contexts alone.
enum ModalTasks {
    /// The pushes from each presented screen whose context is not browsing: `distance` is
    /// nil outside every task's context.
    /// Only screens read from code are taken as browsing: in a flow file or a storyboard
    /// the designer's Done on an editor is the task's, as the rule catalogue has it.
    static func search(_ context: RuleContext) -> FlowGraph.PushSearch {
        let graph = context.graph
        let screens = context.document.screens
        let makesTask = graph.pushReachesAny(screens.map { screen in
            screen.editsContent?.value == true
                || screen.actions.contains { $0.isCommitting || ($0.isDiscarding && $0.effectiveRole == .cancel) }
        })
        let closesPlainly = graph.pushReachesAny(screens.map { screen in
            screen.actions.contains { $0.isCompleting && ButtonWords.isPlainWayOut($0.labelText) }
                || screen.actions.contains { $0.isDiscarding && $0.effectiveRole == .close }
        })
        return graph.pushSearch(from: (0..<screens.count).map {
            let fromCode = context.source(ofScreen: $0) == .swift || context.source(ofScreen: $0) == .objc
            return graph.isModal[$0] && (makesTask[$0] || !closesPlainly[$0] || !fromCode)
        })
    }
}
