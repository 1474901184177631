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
                let target = screens[presentation.to]
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
                    context.report(
                        "'\(source.id)' presents '\(target.id)' with style \(presentation.style.rawValue) "
                            + "from \(place); on iPhone it has no such context to cover: add "
                            + "`compact: pageSheet` so it appears as a sheet in a compact width",
                        screen: presentation.from, action: presentation.action, at: present.keySpan)
                case .popover:
                    guard action.compact?.value == CompactStyle.none else { continue }
                    context.report(
                        "'\(source.id)' presents '\(target.id)' as a popover with `compact: none`, so on "
                            + "iPhone it stays a small popover: remove `compact: none` (UIKit then shows a "
                            + "sheet) or use `compact: pageSheet`",
                        screen: presentation.from, action: presentation.action, at: present.keySpan)
                default:
                    continue
                }
            }
        }
    }
}
