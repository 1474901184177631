/// UIKit refuses `partialCurl` for anything but a full-screen presentation: it raises an
/// exception when the modal is presented.
public struct TransitionStyleCompatRule: Rule {
    public static let description = RuleDescription(
        id: "transition-style-compat",
        defaultSeverity: .error,
        summary: "A `present` uses transition `partialCurl` with a style other than `fullScreen`.",
        guideline: "Choose a transition that works with the presentation: UIKit allows the "
            + "partial curl only for full-screen presentations and raises an exception otherwise.",
        example: """
            app: Maps
            screens:
              map:
                actions:
                  - label: Options
                    present: options
                    style: pageSheet
                    transition: partialCurl
              options:
                title: Map Options
                actions:
                  - { label: Done, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let screens = context.document.screens
        for presentations in context.graph.presentations {
            for presentation in presentations
            where presentation.styleIsKnown && presentation.transitionIsKnown
                && presentation.transition == .partialCurl && presentation.style.canonical != .fullScreen {
                let source = screens[presentation.from]
                let target = screens[presentation.to]
                let fix = context.advice(
                    forAction: presentation.action, of: presentation.from,
                    flow: "a partial curl needs `style: fullScreen`; use that style, or another transition such as coverVertical",
                    storyboard: "a partial curl needs the Full Screen presentation; set the segue's Presentation to it, or choose another Transition such as Cover Vertical",
                    swiftUI: "a partial curl needs `.fullScreen`; use that style, or another transition such as `.coverVertical`",
                    uikit: "a partial curl needs `modalPresentationStyle = .fullScreen`; set it, or use another `modalTransitionStyle` such as `.coverVertical`",
                    objc: "a partial curl needs `UIModalPresentationFullScreen`; set it, or use another `modalTransitionStyle` such as `UIModalTransitionStyleCoverVertical`")
                let message = "\(context.name(ofScreen: presentation.from)) presents \(context.name(ofScreen: presentation.to)) "
                    + "with transition partialCurl and style \(presentation.style.rawValue): UIKit raises an exception; \(fix)"
                if let transition = source.actions[presentation.action].transition {
                    context.report(
                        message, screen: presentation.from, action: presentation.action, at: transition.keySpan)
                } else if let transition = target.transition {
                    // The target's own transition is the one in effect: point there.
                    context.report(message, screen: presentation.to, at: transition.keySpan)
                }
            }
        }
    }
}
