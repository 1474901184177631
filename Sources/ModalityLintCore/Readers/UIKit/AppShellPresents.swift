/// A tab bar or split view controller of the app presented from code is the app's shell
/// taking over (log-in done, the app's sections shown over the launch flow), not a modal
/// task, as a storyboard's present of one is (`StoryboardReader.markRootSwitches`): it has
/// nothing beneath to return to, so the present is a root switch, its target left of
/// unknown kind. mage's tab bar and split view, presented full screen once an event is
/// chosen, were reported as modals with no way out (blind audit round 6). A shell that
/// closes itself (a tabbed editor with a Cancel) goes back to what showed it: a modal.
enum AppShellPresents {
    /// The system's container classes whose subclasses are app shells.
    static let shellClasses = ["UITabBarController", "UISplitViewController"]

    static func markRootSwitches(in flow: inout CodeFlow, index: CodeIndex) {
        var closesItself = Set<String>()
        for screen in flow.screens where screen.actions.contains(where: { $0.dismisses == true && $0.edge == nil }) {
            closesItself.insert(screen.name)
        }
        var isShell: [String: Bool] = [:]
        for position in flow.screens.indices {
            for actionIndex in flow.screens[position].actions.indices {
                let action = flow.screens[position].actions[actionIndex]
                guard action.edge == .present, case .screen(let name)? = action.target, !closesItself.contains(name) else { continue }
                if isShell[name] == nil { isShell[name] = shellClasses.contains { index.isSubclass(name, of: $0) } }
                guard isShell[name] == true else { continue }
                flow.screens[position].actions[actionIndex].isRootSwitch = true
            }
        }
    }
}
