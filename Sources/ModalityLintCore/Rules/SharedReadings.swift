/// What several rules read the same way from one document and its graph, read once for
/// all of them: each rule has a context of its own, but the rules of one run share this.
public final class SharedReadings {
    /// `ModalTasks.search`: three rules ask for the pushes from every task's screen.
    var modalTasks: FlowGraph.PushSearch?

    public init() {}
}
