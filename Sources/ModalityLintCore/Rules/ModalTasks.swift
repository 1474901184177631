/// Which modal contexts are *tasks*: people start something there that they finish or
/// abandon. In an app's code, a context with no committing action (Save, Add, Send) and no
/// Cancel is *browsing* instead (Settings, a list to read, closed with Done or a close
/// button of the app's own): what people change there applies as they change it. The rules
/// on a task's shape (one path, shallow, sized to its style) and on discarding its content
/// leave browsing contexts alone.
enum ModalTasks {
    /// The pushes from each presented screen whose context is a task: `distance` is nil
    /// outside every task's context. Only screens read from code can be browsing: in a flow
    /// file or a storyboard the designer's Done on an editor is the task's, as the rule
    /// catalogue has it.
    static func search(_ context: RuleContext) -> FlowGraph.PushSearch {
        let graph = context.graph
        let screens = context.document.screens
        let makesTask = graph.pushReachesAny(screens.map { screen in
            screen.actions.contains { $0.isCommitting || ($0.isDiscarding && $0.effectiveRole == .cancel) }
        })
        return graph.pushSearch(from: (0..<screens.count).map {
            let fromCode = context.source(ofScreen: $0) == .swift || context.source(ofScreen: $0) == .objc
            return graph.isModal[$0] && (makesTask[$0] || !fromCode)
        })
    }
}
