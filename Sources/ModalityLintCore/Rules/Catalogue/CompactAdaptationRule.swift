/// On iPhone (a compact width) a presentation over part of the screen, or a popover, must
/// adapt: UIKit otherwise covers the whole screen or keeps a tiny popover.
public struct CompactAdaptationRule: Rule {
    public static let description = RuleDescription(
        id: "compact-adaptation",
        defaultSeverity: .warning,
        summary: "On iPhone, a `currentContext`/`overCurrentContext` present from a split view "
            + "pane or popover without a sheet-style `compact`, or a `popover` with `compact: none` (or `popover`).",
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
        var found: [FlowGraph.Presentation] = []
        for presentations in graph.presentations {
            for presentation in presentations where presentation.styleIsKnown {
                let action = screens[presentation.from].actions[presentation.action]
                guard action.present != nil, action.knows(.compact) else { continue }
                switch presentation.style.canonical {
                case .currentContext, .overCurrentContext:
                    if case .style(let compact)? = action.compact?.value, compact.isSheetStyle { continue }
                    // A dismiss-then-present leaves the pane or popover first: it presents from
                    // the screen below, which the flow does not name.
                    guard !presentation.dismissesFirst, context.coveredPlace(from: presentation.from) != nil else { continue }
                    found.append(presentation)
                case .popover:
                    // `none`, or a popover kept as a popover: the message quotes the one the source says.
                    guard let kept = action.compact?.value, kept == CompactStyle.none || kept == .style(.popover) else { continue }
                    // A popover that only shows words is a tip, as TipKit's popovers are: kept
                    // a popover on iPhone it points at what it explains (4th edition).
                    if screens[presentation.to].showsOnlyInformation { continue }
                    found.append(presentation)
                default:
                    continue
                }
            }
        }
        for site in SharedPresentationSites.group(found, in: context.document) {
            report(site, context)
        }
    }

    private func report(_ site: SharedPresentationSites.Site, _ context: RuleContext) {
        let presentation = site.presentation
        let action = context.document.screens[presentation.from].actions[presentation.action]
        guard let present = action.present else { return }
        let presenter = SharedPresentationSites.presenter(of: site, context)
        let evidence = SharedPresentationSites.evidence(of: site, context)
        if presentation.style.canonical == .popover, let kept = action.compact?.value {
            let stays = context.advice(
                forAction: presentation.action, of: presentation.from, flow: "`compact: \(kept.name)`",
                storyboard: "no compact adaptation", swiftUI: "`.presentationCompactAdaptation(.\(kept.name))`",
                uikit: "no adaptation (its delegate returns `.none`)",
                objc: "no adaptation (its delegate returns `UIModalPresentationNone`)")
            let fix = context.advice(
                forAction: presentation.action, of: presentation.from,
                flow: "remove `compact: \(kept.name)` (UIKit then shows a sheet) or use `compact: pageSheet`",
                storyboard: "let it adapt (return `.pageSheet` from the presentation controller delegate, or stop returning `.none`)",
                swiftUI: "use `.presentationCompactAdaptation(.sheet)`, or remove the modifier",
                uikit: "return `.pageSheet` from `\(action.compactMethod ?? "adaptivePresentationStyle(for:traitCollection:)")`, or stop returning `.none`",
                objc: "return `UIModalPresentationPageSheet` from `adaptivePresentationStyleForPresentationController:traitCollection:`, or stop returning `UIModalPresentationNone`")
            context.report(
                "\(presenter) presents \(context.name(ofScreen: presentation.to)) as a popover "
                    + "with \(stays), so on iPhone it stays a small popover: \(fix)",
                screen: presentation.from, action: presentation.action, at: present.keySpan, evidence: evidence)
            return
        }
        guard let place = context.coveredPlace(from: presentation.from) else { return }
        let fix = context.advice(
            forAction: presentation.action, of: presentation.from, flow: "add `compact: pageSheet`",
            storyboard: "give the segue a sheet presentation for compact width (a presentation controller delegate returning `.pageSheet`)",
            swiftUI: "present it with `.sheet` in a compact width",
            uikit: "return `.pageSheet` from `adaptivePresentationStyle(for:traitCollection:)` of its presentation controller's delegate",
            objc: "return `UIModalPresentationPageSheet` from `adaptivePresentationStyleForPresentationController:traitCollection:` of its presentation controller's delegate")
        context.report(
            "\(presenter) presents \(context.name(ofScreen: presentation.to)) with style "
                + "\(presentation.style.rawValue) from \(place); on iPhone it has no such context to cover: "
                + "\(fix) so it appears as a sheet in a compact width",
            screen: presentation.from, action: presentation.action, at: present.keySpan, evidence: evidence)
    }
}

private extension RuleContext {
    /// What a `currentContext` present from `screen` covers on iPad and lacks on iPhone.
    func coveredPlace(from screen: Int) -> String? {
        if document.screens[screen].effectiveContainer == .splitView { return "a split view pane" }
        if graph.isInPopoverContext[screen] { return "a popover" }
        return nil
    }
}

private extension Screen {
    /// Known to show information only: read to the end, no action people can take, nothing
    /// they edit, and no list, form or web page to work in. Such a popover (a balance, a
    /// hint) is read where it points and closed with a tap outside; a sheet would take the
    /// whole screen for a few words. A screen whose controls the reading left open is not.
    var showsOnlyInformation: Bool {
        guard knows([.actions, .editsContent, .content]), actions.isEmpty, editsContent?.value == false else { return false }
        let workspaces: Set<ContentKind> = [.form, .list, .web, .document, .map, .camera]
        return !(content?.value.contains { workspaces.contains($0) } ?? false)
    }
}
