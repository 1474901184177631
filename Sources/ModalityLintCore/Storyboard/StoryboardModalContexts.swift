/// What a storyboard's inferred and unwind actions mean once every presentation of the
/// app is known: the storyboard's segues and code's `present` calls alike.
///
/// It runs on the whole app's document, after code's presentations have joined it,
/// because a scene that only code presents (`instantiateViewController(withIdentifier:)`,
/// or a method of its own class that presents `self` in a navigation controller) is in a
/// modal context as surely as one a segue presents; judged before code joined, its
/// unwind would read as a pop.
enum StoryboardModalContexts {
    static func settle(_ document: inout FlowDocument) {
        let graph = FlowGraph(document: document)
        // An inference may only silence a problem, never raise one: on a screen that
        // nothing brings into a modal context, a Cancel wired to an action method closes
        // a modal the app does not show, so it is left out rather than reported as a
        // dismiss that closes nothing.
        // Likewise an unwind outside a modal context pops: it dismisses nothing.
        for index in document.screens.indices where graph.modalContextDepth[index] == nil {
            document.screens[index].actions.removeAll { $0.isInferred }
            for action in document.screens[index].actions.indices where document.screens[index].actions[action].isUnwind {
                pop(&document, screen: index, action: action)
            }
        }
        // Inside a modal context, an unwind goes back to the scene whose class implements
        // its unwind action. When that scene is in a modal context and pushes, by pushes
        // alone, to the unwind's screen, UIKit finds it in the navigation stack before the
        // presenter: the unwind goes back inside the modal (a New Host form's Save
        // returning to the hosts list of a Settings sheet). It pops, like Back: it
        // completes nothing and closes nothing.
        var groups: [[String]: [(screen: Int, action: Int)]] = [:]
        for index in document.screens.indices where graph.modalContextDepth[index] != nil {
            for (position, action) in document.screens[index].actions.enumerated()
            where action.isUnwind && !action.unwindDestinations.isEmpty {
                groups[action.unwindDestinations, default: []].append((index, position))
            }
        }
        // One search per set of destinations (one per unwind action a storyboard names),
        // each in time linear in screens plus pushes.
        for (destinations, unwinds) in groups {
            let roots = destinations.compactMap { graph.indexByID[$0] }.filter { graph.modalContextDepth[$0] != nil }
            guard !roots.isEmpty else { continue }
            let pushedFromADestination = pushedFrom(roots, in: graph)
            for unwind in unwinds where pushedFromADestination[unwind.screen] {
                pop(&document, screen: unwind.screen, action: unwind.action)
            }
        }
    }

    /// It pops: it closes the screen, which a flow's `dismiss` cannot say.
    private static func pop(_ document: inout FlowDocument, screen: Int, action: Int) {
        document.screens[screen].actions[action].dismiss = nil
        let span = document.screens[screen].actions[action].span
        let file = document.screens[screen].actions[action].file ?? document.screens[screen].file
        document.screens[screen].actions[action].open(.dismiss, .pushedOrPresented, words: "unwind",
                                                      at: CodePlace(file: file, span: span))
    }

    /// The screens that some push, followed from `roots` by pushes alone, reaches (a root
    /// only when another root, or itself, pushes to it).
    private static func pushedFrom(_ roots: [Int], in graph: FlowGraph) -> [Bool] {
        var reached = [Bool](repeating: false, count: graph.screenCount)
        var queue = roots
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for link in graph.pushes[node] where !reached[link.to] {
                reached[link.to] = true
                queue.append(link.to)
            }
        }
        return reached
    }
}
