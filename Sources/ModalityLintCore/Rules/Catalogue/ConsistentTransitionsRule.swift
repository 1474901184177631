/// `consistent-transitions`: one modal transition throughout the app. The reference is
/// `defaults.transition`; without it, the most common effective transition of the file's
/// presents, and on a tie for most common, `coverVertical` (the system default). Popovers
/// and system kinds have no transition of their own and are left out, both from the count
/// and from the check.
public struct ConsistentTransitionsRule: Rule {
    public static let description = RuleDescription(
        id: "consistent-transitions",
        defaultSeverity: .warning,
        summary: "A present uses a transition other than the app's own (defaults.transition, else its most common).",
        guideline: """
            Use one modal transition style throughout the app, so that people learn what a \
            modal view looks like when it arrives and leaves.
            """,
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/modality",
        example: """
            app: Notes
            screens:
              library:
                title: Notes
                actions:
                  - label: New Note
                    present: editor
                  - label: Settings
                    present: settings
                  - label: About
                    present: about
                    transition: flipHorizontal
              editor:
                title: New Note
              settings:
                title: Settings
              about:
                title: About

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let graph = context.graph
        let document = context.document
        let screens = document.screens
        // An invalid `defaults.transition` leaves the app's transition unknown.
        guard document.knows(.defaultTransition) else { return }
        // Popovers and the system's modals choose their own transition; an overlay
        // (overFullScreen, overCurrentContext) is how apps show custom alerts over the
        // presenter, with a look of its own, and so is a `custom` presentation, drawn by the
        // app's own presentation controller (4th edition). Transitions code does not state
        // are unknown.
        // What an overlay presents in turn (the next stage of a first-run flow drawn over
        // the app) belongs to that overlay's look too (4th edition). A presenter whose style
        // the code leaves open may be such an overlay: its presents are not judged either.
        let shownAsOverlay = screens.indices.map { index in
            !graph.incomingPresentations[index].isEmpty
                && graph.incomingPresentations[index].allSatisfy { !$0.styleIsKnown || $0.style.hasAppsOwnLook }
        }
        let checked = graph.presentations.joined().filter {
            $0.styleIsKnown && $0.transitionIsKnown && screens[$0.to].knows(.kind)
                && $0.style != .popover && !$0.style.hasAppsOwnLook && !screens[$0.to].effectiveKind.isSystemKind
                && !shownAsOverlay[$0.from]
                // Presented without animation (`animated: false`): no transition plays.
                && !screens[$0.from].actions[$0.action].presentsWithoutAnimation
        }
        guard !checked.isEmpty else { return }

        let expected: TransitionStyle
        let source: String
        if let declared = document.defaultTransition?.value {
            expected = declared
            source = "`defaults.transition`"
        } else {
            let common = Self.mostCommon(checked.map(\.transition))
            expected = common.transition
            source = common.isTie
                ? "no transition is the most common one, so UIKit's default"
                : "the transition most of its modals use"
        }
        var counts: [TransitionStyle: Int] = [:]
        for presentation in checked { counts[presentation.transition, default: 0] += 1 }
        let tally = TransitionStyle.allCases.compactMap { style in counts[style].map { "\(style.rawValue) \($0)" } }.joined(separator: ", ")
        let weighed = [RuleEvidence(
            fact: "transitions", statement: "\(tally); the app's is \(expected.rawValue) (\(source.replacingOccurrences(of: "`", with: "")))",
            how: "counted over every present whose style and transition are known (popovers, overlays, what overlays present, and system modals left out)")]
        for presentation in checked where presentation.transition != expected {
            let action = screens[presentation.from].actions[presentation.action]
            let target = context.name(ofScreen: presentation.to)
            let fix = context.advice(
                forAction: presentation.action, of: presentation.from, flow: "e.g. `transition: \(expected.rawValue)`",
                storyboard: "set the segue's Transition to \(expected.rawValue)",
                swiftUI: "present it the way the app's other modals are (\(expected.rawValue))",
                uikit: Self.removes(action, expected) ? "remove the line that sets `modalTransitionStyle` (UIKit's default is coverVertical)"
                    : "set `modalTransitionStyle = .\(expected.rawValue)`",
                objc: Self.removes(action, expected) ? "remove the line that sets `modalTransitionStyle` (UIKit's default is coverVertical)"
                    : "set `modalTransitionStyle` to `UIModalTransitionStyle\(expected.rawValue.prefix(1).uppercased() + expected.rawValue.dropFirst())`")
            // At the action's own `transition` when it names one; else at the action,
            // where the target's or the default transition is implied.
            context.report(
"\(target) is presented with \(presentation.transition.rawValue), but this app presents "
                    + "its modals with \(expected.rawValue) (\(source)): use one modal transition "
                    + "throughout, \(fix)",
                screen: presentation.from, action: presentation.action, at: action.transition?.keySpan, evidence: weighed)
        }
    }

    /// Whether the fix is to stop setting a transition: the app's is UIKit's default, and
    /// the code sets this one on its own line (read where it is set, not at the present).
    static func removes(_ action: Action, _ expected: TransitionStyle) -> Bool {
        guard expected == .coverVertical, let transition = action.transition, let present = action.present else { return false }
        return transition.keySpan != present.keySpan
    }

    /// The most frequent transition; on a tie for most frequent, `coverVertical`.
    static func mostCommon(_ transitions: [TransitionStyle]) -> (transition: TransitionStyle, isTie: Bool) {
        var counts: [TransitionStyle: Int] = [:]
        for transition in transitions { counts[transition, default: 0] += 1 }
        guard let top = counts.values.max() else { return (.coverVertical, false) }
        let leaders = TransitionStyle.allCases.filter { counts[$0] == top }
        return leaders.count == 1 ? (leaders[0], false) : (.coverVertical, true)
    }
}
