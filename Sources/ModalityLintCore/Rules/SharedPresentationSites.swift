/// One cause, one diagnostic: a presentation written once in a view that several screens
/// embed (a row or a toolbar view with `.popover` or `.sheet`) is read as an action of each
/// of those screens. A rule that reports at the present, where the fix is made, reports it
/// once there, and names the embedding screens as related places.
struct SharedPresentationSites {
    struct Site {
        /// The first presentation read at the place: the one the diagnostic is about.
        var presentation: FlowGraph.Presentation
        /// Every screen the place's presentation was read in, in document order.
        var screens: [Int]
    }

    private struct Key: Hashable {
        var file: Int
        var span: ByteSpan
        var to: Int
    }

    /// `found` grouped by the place of their present (file and span) and their target, in
    /// the order of first appearance. A present of a flow file or storyboard is one screen's.
    static func group(_ found: [FlowGraph.Presentation], in document: FlowDocument) -> [Site] {
        var sites: [Site] = []
        var siteByKey: [Key: Int] = [:]
        for presentation in found {
            let screen = document.screens[presentation.from]
            let action = screen.actions[presentation.action]
            let key = Key(file: action.file ?? screen.file, span: action.present?.keySpan ?? action.span, to: presentation.to)
            if let existing = siteByKey[key] {
                if !sites[existing].screens.contains(presentation.from) { sites[existing].screens.append(presentation.from) }
            } else {
                siteByKey[key] = sites.count
                sites.append(Site(presentation: presentation, screens: [presentation.from]))
            }
        }
        return sites
    }

    /// Who presents, as a message names it: the screen, or for a shared place the view
    /// there with the screens that show it.
    static func presenter(of site: Site, _ context: RuleContext) -> String {
        guard site.screens.count > 1 else { return context.name(ofScreen: site.screens[0]) }
        let names = site.screens.prefix(4).map { context.name(ofScreen: $0) }
            + (site.screens.count > 4 ? ["\(site.screens.count - 4) more"] : [])
        return "the view here, which \(ModalSinglePathRule.list(names)) show,"
    }

    /// The embedding screens of a shared place, as related places of its one diagnostic.
    static func evidence(of site: Site, _ context: RuleContext) -> [RuleEvidence] {
        guard site.screens.count > 1 else { return [] }
        return site.screens.map { screen in
            let value = context.document.screens[screen]
            return RuleEvidence(
                fact: "shownIn", statement: "'\(value.id)' shows the view that presents '\(context.document.screens[site.presentation.to].id)'",
                how: EvidenceBuilder.how(ofFile: value.file, in: context.document), file: value.file, span: value.idSpan)
        }
    }
}
