/// What SwiftUI's `dismiss()` does in a view that is only ever pushed, once every
/// presentation of the app is known.
///
/// The SwiftUI reader sees one view's `dismiss()` and cannot tell, alone, whether it goes
/// back (the view is pushed) or closes a modal (the view is presented): it leaves the
/// dismissal open (`OpenReason.Kind.pushedOrPresented`). Once storyboards', UIKit's and
/// SwiftUI's presentations have joined one document, a screen that nothing presents, that
/// is no entry or tab, and that a push reaches is pushed wherever it shows: there
/// `dismiss()` pops it, the way Back does. It closes no modal, so it is not dismissing
/// (a Done that only goes back is what `done-button-misuse` is for).
enum PushedOnlyScreens {
    static func settle(_ document: inout FlowDocument) {
        let graph = FlowGraph(document: document)
        var pushed = [Bool](repeating: false, count: graph.screenCount)
        for links in graph.pushes { for link in links { pushed[link.to] = true } }
        // A presentation whose controller the code does not name (a helper's parameter)
        // may be of any screen: with one in the app, no screen is known to be only pushed.
        let presentsUnnamed = document.screens.contains { screen in
            screen.actions.contains { $0.unnamedPresentation != nil }
        }
        guard !presentsUnnamed else { return }
        let entries = Set(graph.entries)
        for screen in document.screens.indices
        where pushed[screen] && !graph.isPresented[screen] && !entries.contains(screen) && !graph.isPopoverRoot[screen] {
            for position in document.screens[screen].actions.indices {
                let action = document.screens[screen].actions[position]
                // Settled only where being pushed or presented is all that kept it open.
                guard action.unknownFacts.contains(.dismiss),
                      action.openReasons(for: .dismiss).allSatisfy({ $0.kind == .pushedOrPresented }),
                      action.openReasons.contains(where: { $0.kind == .pushedOrPresented && $0.words == "dismiss()" })
                else { continue }
                document.screens[screen].actions[position].close(.dismiss)
                document.screens[screen].actions[position].dismiss = nil
                document.screens[screen].actions[position].goesBack = true
            }
        }
    }
}
