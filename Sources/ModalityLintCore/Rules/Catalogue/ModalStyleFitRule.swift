/// Sheets suit short, simple tasks; immersive content and long tasks deserve the whole screen.
public struct ModalStyleFitRule: Rule {
    public static let description = RuleDescription(
        id: "modal-style-fit",
        defaultSeverity: .info,
        summary: "Immersive content (video, photo, camera, document), or a modal context of more "
            + "than `max-sheet-screens` screens, presented as a sheet.",
        guideline: "Consider a full-screen modal for immersive content and complex tasks, which "
            + "it keeps free of distractions; keep sheets for simple, short tasks.",
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/sheets",
        options: [
            RuleOption(
                name: "max-sheet-screens", defaultValue: .integer(5),
                summary: "The most screens (the presented one and those pushed from it) a sheet may hold."),
        ],
        example: """
            app: Photos
            screens:
              library:
                actions:
                  - { label: Play, present: player }
              player:
                title: Video
                content: [video]
                actions:
                  - { label: Close, role: close, dismiss: true }

            """)

    public init() {}

    public func check(_ context: RuleContext) {
        let screens = context.document.screens
        let graph = context.graph
        let maxScreens = max(0, context.integer("max-sheet-screens", default: 5))
        var contextIsTooLarge: [Int: Bool] = [:]
        var distinctPushTargets: [[Int]]?
        var isForm: [Bool]?
        // Only a task is "complex": a browsing sheet (Settings closed with Done) may be large.
        let tasks = ModalTasks.search(context)

        for presentations in graph.presentations {
            for presentation in presentations where presentation.styleIsKnown && presentation.style.isSheetStyle {
                let target = screens[presentation.to]
                // The system's own modals choose their own look: a share sheet of a photo is fine.
                guard !target.effectiveKind.isSystemKind, target.knows(.kind),
                      let present = screens[presentation.from].actions[presentation.action].present
                else { continue }
                let sheetName = presentation.style.rawValue
                var reasons: [String] = []
                var weighed: [RuleEvidence] = []
                if target.knows(.content), let content = target.content, let immersive = content.value.first(where: \.isImmersive) {
                    reasons.append("shows \(immersive.rawValue) content")
                    // The content is the presented screen's fact, read where it was said.
                    let place = target.codeFacts.first { $0.fact == .content }?.place
                    let file = place?.file ?? target.file
                    weighed.append(RuleEvidence(
                        fact: "content", statement: "'\(target.id)' shows \(content.value.map(\.rawValue).joined(separator: ", "))",
                        how: EvidenceBuilder.how(ofFile: file, in: context.document), file: file, span: place?.span ?? content.keySpan))
                }
                let tooLarge: Bool
                if let known = contextIsTooLarge[presentation.to] {
                    tooLarge = known
                } else {
                    if distinctPushTargets == nil { distinctPushTargets = graph.distinctPushTargets() }
                    if isForm == nil { isForm = screens.map(\.isKnownForm) }
                    tooLarge = Self.contextHasMoreScreens(
                        than: maxScreens, from: presentation.to, pushTargets: distinctPushTargets!, isForm: isForm!)
                    contextIsTooLarge[presentation.to] = tooLarge
                }
                if tooLarge, tasks.distance[presentation.to] != nil {
                    reasons.append("holds more than \(maxScreens) screens with those it pushes")
                }
                guard !reasons.isEmpty else { continue }
                let presenter = screens[presentation.from]
                let presentFile = presenter.actions[presentation.action].file ?? presenter.file
                // Stated by the present, the presented screen or its class's code; else the default.
                let stated = presenter.actions[presentation.action].style != nil || target.presentation != nil
                weighed.append(RuleEvidence(
                    fact: "style", statement: "\(sheetName), a sheet" + (stated ? "" : ": no style is set"),
                    how: stated ? EvidenceBuilder.how(ofFile: presentFile, in: context.document) : "the default", file: presentFile,
                    span: presenter.actions[presentation.action].style?.keySpan ?? present.keySpan))
                let fix = context.advice(
                    forAction: presentation.action, of: presentation.from, flow: "present it with `style: fullScreen`",
                    storyboard: "set the segue's Presentation to Full Screen",
                    swiftUI: "present it with `.fullScreenCover` instead of `.sheet`",
                    uikit: "set its `modalPresentationStyle = .fullScreen` before presenting it",
                    objc: "set its `modalPresentationStyle` to `UIModalPresentationFullScreen` before presenting it")
                context.report(
                    "\(context.name(ofScreen: presentation.to)) \(reasons.joined(separator: " and ")) but is presented "
                        + "as a sheet (\(sheetName)): \(fix) so it gets the whole screen and people's full attention",
                    screen: presentation.from, action: presentation.action, at: present.keySpan, evidence: weighed)
            }
        }
    }

    /// Whether more than `limit` screens are reachable by pushes from `root` (itself
    /// included). A form that a form pushes (a row opening the Repeat or Alert editor of a
    /// Calendar event, a settings category) is a section of the same form, the shape
    /// Apple's own editors keep in sheets: it is walked through but not counted.
    ///
    /// Modal contexts overlap, so each root gets its own search, but it stops as soon as
    /// it has counted `limit + 1` screens or walked `sectionAllowance` × (limit + 1) (a
    /// form of that many sections is large too): with repeats removed from the successor
    /// lists, each visited screen costs a bounded number of steps, so a root costs
    /// O(limit²) and all roots O(roots × limit²): linear for the fixed limit.
    static func contextHasMoreScreens(than limit: Int, from root: Int, pushTargets: [[Int]], isForm: [Bool]) -> Bool {
        let walkLimit = sectionAllowance * (limit + 1)
        var seen: Set<Int> = [root]
        var counted = 1
        var queue = [root]
        var head = 0
        while head < queue.count {
            if counted > limit || seen.count > walkLimit { return true }
            let screen = queue[head]
            head += 1
            for target in pushTargets[screen] where seen.insert(target).inserted {
                if !(isForm[screen] && isForm[target]) { counted += 1 }
                if counted > limit || seen.count > walkLimit { return true }
                queue.append(target)
            }
        }
        return counted > limit
    }

    /// How many times `max-sheet-screens` a sheet may hold when most of its screens are
    /// sections of a form.
    static let sectionAllowance = 4
}
