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
                // It pops: it closes the screen, which a flow's `dismiss` cannot say.
                document.screens[index].actions[action].dismiss = nil
                let span = document.screens[index].actions[action].span
                document.screens[index].actions[action].open(.dismiss, .pushedOrPresented, words: "unwind",
                                                             at: CodePlace(file: document.screens[index].file, span: span))
            }
        }
    }
}
