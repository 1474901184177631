/// What the app's own factory methods return, read once per run: a
/// `NavigationManager.getWebkitViewController(webView:)` whose body instantiates the
/// storyboard scene `webkitView`, sets its style and returns it presents that scene, in that
/// style, wherever its callers present what it returns. Each `return` of the body is
/// resolved as the presentation scan resolves a presented value, with the method's locals as
/// its code leaves them; the factory stands for a screen only when every `return` names the
/// same one. A factory that returns different screens, `nil`, or something the reading cannot
/// name stays unknown, as any helper's value is.
final class FactoryReturns {
    /// What a factory returns: the screen, and what its code set on it before returning.
    struct Returned {
        var value: PresentedValue
        var style: (name: String, token: Int)?
        var transition: (name: String, token: Int)?
        /// The style depends on what the factory was handed, or differs between its returns.
        var styleUnknown: Bool
        /// The transition is set from a value, or differs between its returns.
        var transitionUnknown: Bool
        /// The transition is set from the factory's parameter at this position: each call's.
        var transitionParameter: Int?
        var barHidden: Bool
        /// The screen (class or Storyboard ID) whose title the factory sets before
        /// returning it (PresenterTitles): its title is not its class's alone to say.
        var titles: String?
    }

    /// Screens a factory read so far titles: `titledByFactory(name)` where a presenting site
    /// takes its screen from one, as a presenter that sets the title does.
    private var titled: Set<String> = []

    func titledByFactory(_ screen: String) -> Bool { titled.contains(screen) }

    private var known: [Int: Returned?] = [:]
    /// The factories being read: one reached again is a recursion, which stays unknown.
    private var reading: Set<Int> = []

    /// The factory's returned screen, read with `read` the first time it is asked for.
    func returned(by method: MethodDeclaration, read: (MethodDeclaration) -> Returned?) -> Returned? {
        if let answer = known[method.id] { return answer }
        guard reading.insert(method.id).inserted else { return nil }
        defer { reading.remove(method.id) }
        let answer = read(method)
        known[method.id] = answer
        if let screen = answer?.titles { titled.insert(screen) }
        return answer
    }
}
