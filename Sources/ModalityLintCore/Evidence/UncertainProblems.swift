/// What the rules would report if the facts the reading left open were as feared
/// (certainty.md, part 3, the audit mode `--show-uncertain`): a button whose effect is open
/// does not dismiss, a screen whose buttons are open has only those read, a title that is
/// open is absent, content that is open is people's work, a presentation that states no
/// style in a project made for SDKs before iOS 13 is a sheet. Each is a note with the reason
/// it is open; it never fails a run and default runs never show it.
///
/// Only the facts a closed reading decides are feared; screens the reading did not see at
/// all (a class outside the run, a dead scene, code that does not lex) stay unjudged.
enum UncertainProblems {
    /// Where each screen id first stands in a document's screens: built once per run, so
    /// that naming the open facts of every note stays linear.
    struct ScreenPositions {
        let position: [String: Int]
        /// Screens some action presents with a style open only for the SDK (`SDKDefaultStyles`).
        let presentedWithSDKDefault: Set<String>
        init(_ document: FlowDocument) {
            var position: [String: Int] = [:]
            var presented = Set<String>()
            for (index, screen) in document.screens.enumerated() {
                if position[screen.id] == nil { position[screen.id] = index }
                for action in screen.actions where action.styleIsSDKDefault {
                    if let target = action.present?.value { presented.insert(target) }
                }
            }
            self.position = position
            presentedWithSDKDefault = presented
        }
    }

    /// Facts of a screen the closure principle leaves open.
    static let screenFacts: Facts = [.title, .actions, .editsContent, .content]
    /// Facts of an action it leaves open.
    static let actionFacts: Facts = [.dismiss, .role]

    /// The document with its open facts resolved as feared.
    static func feared(_ document: FlowDocument) -> FlowDocument {
        var feared = document
        for index in feared.screens.indices {
            let screen = feared.screens[index]
            if screen.hasUnknownContents || screen.isUnnamedPresenter { continue }
            if !screen.knows(.editsContent), screen.editsContent == nil {
                feared.screens[index].editsContent = Located(true, at: screen.idSpan)
            }
            // Content is feared not immersive only where the reading states content (SwiftUI).
            feared.screens[index].unknownFacts.subtract(screen.isSwiftUI ? screenFacts : screenFacts.subtracting(.content))
            if screen.actions.contains(where: { !$0.knows(actionFacts) || $0.styleIsSDKDefault }) {
                var actions = screen.actions
                for position in actions.indices {
                    actions[position].unknownFacts.subtract(actionFacts)
                    // Open only for the SDK: feared as today's SDK has it, `automatic`.
                    if actions[position].styleIsSDKDefault { actions[position].unknownFacts.remove(.style) }
                }
                feared.screens[index].actions = actions
            }
        }
        return feared
    }

    /// The facts each rule's claim rests on, for naming only those in the reason.
    static func facts(reliedOnBy rule: String) -> Facts {
        switch rule {
        case "modal-title": return [.title, .content]
        case "modal-dismiss-button", "done-button-misuse", "modal-completion-path": return [.dismiss, .actions]
        case "alert-actions", "action-sheet-cancel", "safe-exit": return [.actions, .dismiss, .role]
        case "confirm-before-discard": return [.editsContent, .dismiss, .actions, .style]
        case "modal-style-fit", "compact-adaptation", "transition-style-compat", "consistent-transitions": return [.style]
        default: return screenFacts.union(actionFacts).union(.style)
        }
    }

    /// One open fact a rule's claim rests on: the question it leaves open ("whether
    /// 'Continue' closes it", "its title"), the contract's name of the fact, and why it is
    /// open where the reading recorded it (empty: the generic words stand).
    struct OpenFact {
        var fact: String
        var question: String
        var reasons: [OpenReason]
        /// Why, in general words, when the reading recorded nothing finer.
        var generic: String
        /// What leads into a call's words: "its action calls", "a handler calls".
        var callLead: String = ""

        func rendered(in sources: [SourceFile]) -> String {
            guard !reasons.isEmpty else { return "\(question) (\(generic))" }
            let listed = reasons.prefix(UncertainProblems.listedReasons).map { reason in
                (reason.isCall && !callLead.isEmpty ? callLead + " " : "") + reason.rendered(in: sources)
            }
            let more = reasons.count > UncertainProblems.listedReasons ? " (and \(reasons.count - UncertainProblems.listedReasons) more)" : ""
            return "\(question): " + listed.joined(separator: "; and ") + more
        }
    }

    /// At most this many reasons are named for one fact (people read the first few).
    static let listedReasons = 2

    /// The open facts the rule needed, from the screen as read.
    static func openFacts(for subject: String, rule: String, in document: FlowDocument, positions: ScreenPositions) -> [OpenFact] {
        let needed = facts(reliedOnBy: rule)
        var open = openFacts(for: subject, needed: needed, in: document, positions: positions)
        // A rule whose claim rests on more than its own facts (a task's way out rests on
        // whether it edits content too): every open fact of the screen, rather than none.
        if open.isEmpty { open = openFacts(for: subject, needed: facts(reliedOnBy: ""), in: document, positions: positions) }
        // A task's work, or its way to complete, may be on a screen it pushes (the form a
        // list opens): the rule judges the whole modal context, so the open facts are there.
        if open.isEmpty, contextRules.contains(rule) {
            open = openFactsInContext(of: subject, needed: needed, in: document, positions: positions)
        }
        return open
    }

    /// Rules whose claim rests on every screen of the modal's context, not on its own alone.
    static let contextRules: Set<String> = ["confirm-before-discard", "modal-completion-path", "safe-exit"]

    /// The open facts of the screens `subject` pushes, to any depth, each said of its screen.
    private static func openFactsInContext(of subject: String, needed: Facts, in document: FlowDocument,
                                           positions: ScreenPositions) -> [OpenFact] {
        let root = subject.split(separator: "/", maxSplits: 1).first.map(String.init) ?? subject
        var order = [root]
        var seen: Set<String> = [root]
        var next = 0
        while next < order.count {
            defer { next += 1 }
            guard let position = positions.position[order[next]] else { continue }
            for action in document.screens[position].actions {
                if let target = action.push?.value, seen.insert(target).inserted { order.append(target) }
            }
        }
        return order.dropFirst().flatMap { id in
            openFacts(for: id, needed: needed, in: document, positions: positions).map { fact in
                var fact = fact
                fact.question += " (on '\(id)', reached by its pushes)"
                return fact
            }
        }
    }

    private static func openFacts(for subject: String, needed: Facts, in document: FlowDocument, positions: ScreenPositions) -> [OpenFact] {
        let parts = subject.split(separator: "/", maxSplits: 1).map(String.init)
        let screenID = parts.first ?? subject
        guard let found = positions.position[screenID] else { return [] }
        let screen = document.screens[found]
        // An action's subject (`screen/label`) names the button whose facts matter.
        let actions = parts.count > 1 ? screen.actions.filter { $0.labelText == parts[1] } : screen.actions
        var open: [OpenFact] = []
        if needed.contains(.dismiss) {
            let unknown = actions.filter { !$0.knows(.dismiss) }
            let generic = "its action reaches code the reading does not follow: a view model, a router, a delegate"
            // Buttons whose reading recorded why are named one by one; the others together, as before.
            let explained = unknown.filter { !$0.openReasons(for: .dismiss).isEmpty }
            for action in explained.prefix(3) {
                open.append(OpenFact(fact: "dismissal", question: "whether \(action.nameInMessages) closes it",
                                     reasons: action.openReasons(for: .dismiss), generic: generic, callLead: "its action calls"))
            }
            let unexplained = unknown.filter { $0.openReasons(for: .dismiss).isEmpty }.map(\.nameInMessages)
            if !unexplained.isEmpty, explained.count < 3 {
                open.append(OpenFact(fact: "dismissal", question: "whether \(unexplained.prefix(3 - explained.count).joined(separator: ", ")) closes it",
                                     reasons: [], generic: generic))
            }
        }
        if needed.contains(.actions), !screen.knows(.actions) {
            open.append(OpenFact(fact: "actions", question: "its ways out", reasons: screen.openReasons(for: .actions),
                                 generic: "a gesture, an event handler, an embedded view or code not followed may close it",
                                 callLead: "a handler calls"))
        }
        if needed.contains(.title), !screen.knows(.title) {
            open.append(OpenFact(fact: "title", question: "its title", reasons: screen.openReasons(for: .title),
                                 generic: "drawn in its content, set by its presenter or an app modifier, or no navigation bar shows"))
        }
        // Only SwiftUI's reading states content, so only there is open content a reason
        // (ModalTitleRule); UIKit's never states it.
        if needed.contains(.content), screen.isSwiftUI, !screen.knows(.content) {
            open.append(OpenFact(fact: "content", question: "what it shows", reasons: screen.openReasons(for: .content),
                                 generic: "a UIKit view wrapped into SwiftUI, or a view declared outside the run, which the reading does not see: "
                                     + "it may be a photo, a video or a document, which need no title"))
        }
        if needed.contains(.editsContent), !screen.knows(.editsContent) {
            open.append(OpenFact(fact: "editsContent", question: "whether it holds people's work", reasons: screen.openReasons(for: .editsContent),
                                 generic: "a field whose purpose code does not say"))
        }
        if needed.contains(.style), actions.contains(where: \.styleIsSDKDefault)
            || positions.presentedWithSDKDefault.contains(screenID) {
            open.append(OpenFact(fact: "style", question: "its presentation style", reasons: [],
                                 generic: "it states none, and the app's project was made for SDKs before iOS 13, where that is full screen, not a sheet"))
        }
        if needed.contains(.role), actions.contains(where: { !$0.knows(.role) }) {
            open.append(OpenFact(fact: "role", question: "what some buttons are", reasons: [], generic: "their words are set in code"))
        }
        return open
    }

    /// The open facts as evidence of a note: one entry for each reason (placed where the
    /// reading gave up), or the fact's generic words when the reading recorded none.
    /// Positions are left to the caller, which computes a run's at once.
    static func evidence(for subject: String, rule: String, in document: FlowDocument,
                         positions: ScreenPositions) -> [(evidence: Evidence, place: CodePlace?)] {
        var result: [(Evidence, CodePlace?)] = []
        for open in openFacts(for: subject, rule: rule, in: document, positions: positions) {
            guard !open.reasons.isEmpty else {
                result.append((Evidence(fact: open.fact, statement: open.question, how: "open: " + open.generic,
                                        openKind: OpenReason.Kind.unspecified.rawValue), nil))
                continue
            }
            for reason in open.reasons {
                let statement = open.question + (reason.words.isEmpty ? "" : ": `\(reason.words)`")
                result.append((Evidence(fact: open.fact, statement: statement, how: "open: " + reason.meaning, openKind: reason.kind.rawValue),
                               reason.place))
            }
        }
        return result
    }

    /// Why the facts the rule needs were open, in a few words, from the screen as read:
    /// each open fact with what the reading could not follow and where.
    static func reason(for subject: String, rule: String, in document: FlowDocument, positions: ScreenPositions) -> String {
        let open = openFacts(for: subject, rule: rule, in: document, positions: positions)
        return open.isEmpty ? "a fact it needs is open"
            : "open: " + open.map { $0.rendered(in: document.sources) }.joined(separator: "; ")
    }
}
