/// `no-modal-over-popover`: from a popover, only an alert may appear on top; anything else
/// must close the popover first (`dismiss: true` with the `present`).
public struct NoModalOverPopoverRule: Rule {
    public static let description = RuleDescription(
        id: "no-modal-over-popover",
        defaultSeverity: .error,
        summary: "A screen in a popover presents something other than an alert without closing the popover first.",
        guideline: """
            Nothing but an alert should appear over a popover. To present another modal \
            view from a popover, close the popover first.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/popovers",
        example: """
            app: Shop
            screens:
              catalog:
                title: Catalog
                actions:
                  - label: Filter
                    present: filters
                    style: popover
              filters:
                title: Filters
                actions:
                  - label: Edit Saved Filters
                    present: savedFilters
              savedFilters:
                title: Saved Filters
                actions:
                  - label: Done
                    role: done
                    dismiss: true

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        guard graph.isPopoverRoot.contains(true) else { return }
        let screens = context.document.screens
        // The nearest popover root of each screen, to name the popover in the message.
        let popovers = graph.pushSearch(from: graph.isPopoverRoot)
        var found: [FlowGraph.Presentation] = []
        for (index, screen) in screens.enumerated() where graph.isInPopoverContext[index] {
            for presentation in graph.presentations[index] where !presentation.dismissesFirst {
                let target = screens[presentation.to]
                guard target.effectiveKind != .alert, target.knows(.kind), screen.actions[presentation.action].present != nil else { continue }
                found.append(presentation)
            }
        }
        for site in SharedPresentationSites.group(found, in: context.document) {
            let index = site.presentation.from, presentation = site.presentation
            guard let present = screens[index].actions[presentation.action].present else { continue }
            let roots = Set(site.screens.map { popovers.root[$0] ?? $0 })
            let place: String
            if site.screens.count > 1 {
                let popover = roots.count == 1 && !site.screens.contains(roots.first!) ? "the popover '\(screens[roots.first!].id)'" : "a popover"
                place = "\(SharedPresentationSites.presenter(of: site, context)) each in \(popover), presents"
            } else {
                let popover = popovers.root[index].map { screens[$0].id } ?? screens[index].id
                place = popover == screens[index].id
                    ? "\(context.name(ofScreen: index)) is a popover and presents"
                    : "\(context.name(ofScreen: index)) is inside the popover '\(popover)' and presents"
            }
            // Two fixes, for two kinds of popover: one people are done with once they pick
            // (close it, then present), and a hub they come back to, or whose screen the next
            // one writes into (a phrase picked into a note being typed), which closing would
            // lose: there the next screen belongs inside the popover, pushed.
            let fix = context.advice(
                forAction: presentation.action, of: index,
                flow: "add `dismiss: true` to this action to close the popover first, or give the popover `container: navigation` and push the screen",
                storyboard: "dismiss the popover before this segue presents, or, to keep the popover, embed it in a navigation controller and make the segue a push (Show)",
                swiftUI: "close the popover first (set its binding to false), then present; or, to keep the popover, push the screen inside it (a `NavigationStack` in the popover)",
                uikit: "dismiss the popover first and present in `dismiss(animated:completion:)`'s completion; or, to keep the popover, "
                    + "push the screen inside it (show the popover in a `UINavigationController`)",
                objc: "dismiss the popover first and present in `dismissViewControllerAnimated:completion:`'s completion; or, to keep the popover, "
                    + "push the screen inside it (show the popover in a `UINavigationController`)")
            context.report(
                "\(place) \(context.name(ofScreen: presentation.to)) on top of it: only an alert may appear "
                    + "over a popover; \(fix)",
                screen: index, action: presentation.action, at: present.keySpan,
                evidence: SharedPresentationSites.evidence(of: site, context))
        }
    }
}
