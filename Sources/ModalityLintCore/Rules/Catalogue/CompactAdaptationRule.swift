/// On iPhone (a compact width) a presentation over part of the screen, or a popover, must
/// adapt: UIKit otherwise covers the whole screen or keeps a tiny popover.
public struct CompactAdaptationRule: Rule {
    public static let description = RuleDescription(
        id: "compact-adaptation",
        defaultSeverity: .warning,
        summary: "On iPhone, a `currentContext`/`overCurrentContext` present from a split view "
            + "pane or popover without a sheet-style `compact`, or a `popover` with `compact: none`.",
        guideline: "In a compact environment, present such modal content as a sheet: a split "
            + "view pane or a popover has no room of its own on iPhone, and a popover kept as a "
            + "popover there is cramped.",
        example: """
            app: Files
            devices: [iphone, ipad]
            screens:
              browser:
                container: splitView
                actions:
                  - label: Info
                    present: info
                    style: currentContext
              info:
                title: Info
                actions:
                  - { label: Done, role: done, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        guard context.document.knows(.devices), context.document.effectiveDevices.contains(.iphone) else { return }
        let screens = context.document.screens
        let graph = context.graph
        for presentations in graph.presentations {
            for presentation in presentations where presentation.styleIsKnown {
                let source = screens[presentation.from]
                let action = source.actions[presentation.action]
                guard let present = action.present, action.knows(.compact) else { continue }
                switch presentation.style.canonical {
                case .currentContext, .overCurrentContext:
                    if case .style(let compact)? = action.compact?.value, compact.isSheetStyle { continue }
                    // A dismiss-then-present leaves the pane or popover first: it presents from
                    // the screen below, which the flow does not name.
                    guard !presentation.dismissesFirst else { continue }
                    let place: String
                    if source.effectiveContainer == .splitView {
                        place = "a split view pane"
                    } else if graph.isInPopoverContext[presentation.from] {
                        place = "a popover"
                    } else {
                        continue
                    }
                    let fix = context.advice(
                        forAction: presentation.action, of: presentation.from, flow: "add `compact: pageSheet`",
                        storyboard: "give the segue a sheet presentation for compact width (a presentation controller delegate returning `.pageSheet`)",
                        swiftUI: "present it with `.sheet` in a compact width",
                        uikit: "return `.pageSheet` from `adaptivePresentationStyle(for:traitCollection:)` of its presentation controller's delegate",
                        objc: "return `UIModalPresentationPageSheet` from `adaptivePresentationStyleForPresentationController:traitCollection:` of its presentation controller's delegate")
                    context.report(
                        "\(context.name(ofScreen: presentation.from)) presents \(context.name(ofScreen: presentation.to)) with style "
                            + "\(presentation.style.rawValue) from \(place); on iPhone it has no such context to cover: "
                            + "\(fix) so it appears as a sheet in a compact width",
                        screen: presentation.from, action: presentation.action, at: present.keySpan)
                case .popover:
                    guard action.compact?.value == CompactStyle.none else { continue }
                    let stays = context.advice(
                        forAction: presentation.action, of: presentation.from, flow: "`compact: none`",
                        storyboard: "no compact adaptation", swiftUI: "`.presentationCompactAdaptation(.none)`",
                        uikit: "no adaptation (its delegate returns `.none`)",
                        objc: "no adaptation (its delegate returns `UIModalPresentationNone`)")
                    let fix = context.advice(
                        forAction: presentation.action, of: presentation.from,
                        flow: "remove `compact: none` (UIKit then shows a sheet) or use `compact: pageSheet`",
                        storyboard: "let it adapt (return `.pageSheet` from the presentation controller delegate, or stop returning `.none`)",
                        swiftUI: "use `.presentationCompactAdaptation(.sheet)`, or remove the modifier",
                        uikit: "return `.pageSheet` from `adaptivePresentationStyle(for:traitCollection:)`, or stop returning `.none`",
                        objc: "return `UIModalPresentationPageSheet` from `adaptivePresentationStyleForPresentationController:traitCollection:`, or stop returning `UIModalPresentationNone`")
                    context.report(
                        "\(context.name(ofScreen: presentation.from)) presents \(context.name(ofScreen: presentation.to)) as a popover "
                            + "with \(stays), so on iPhone it stays a small popover: \(fix)",
                        screen: presentation.from, action: presentation.action, at: present.keySpan)
                default:
                    continue
                }
            }
        }
    }
}
