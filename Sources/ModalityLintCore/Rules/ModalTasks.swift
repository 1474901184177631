/// Which modal contexts are *tasks*: people start something there that they finish or
/// abandon. A context with a committing action (Save, Add, Send) or a Cancel is one; a
/// sheet closed only with Done or Close (Settings, a list to browse) is not, and the rules
/// on a task's shape (one path, shallow, sized to its style) leave it alone.
enum ModalTasks {
    /// The pushes from each presented screen whose context is a task: `distance` is nil
    /// outside every task's context.
    static func search(_ graph: FlowGraph, _ screens: [Screen]) -> FlowGraph.PushSearch {
        let marks = screens.map { screen in
            screen.actions.contains { $0.isCommitting || ($0.isDiscarding && $0.effectiveRole == .cancel) }
        }
        let isTask = graph.pushReachesAny(marks)
        return graph.pushSearch(from: (0..<screens.count).map { graph.isModal[$0] && isTask[$0] })
    }
}
