/// The facts about a screen (and one of its actions) that the rules judge, each with its
/// place and how it was established: how the screen is shown, its title, its buttons and
/// what each does. Built only for the screens a diagnostic names, after the rules ran.
///
/// A fact a rule may rely on is known, never open: the rules stay silent on open facts
/// (`Screen.knows`, `Action.knows`). So each fact here is either stated (a flow file's key,
/// a storyboard attribute, a line of code) or closed: nothing the reading followed to the
/// end gives it.
struct EvidenceBuilder {
    let document: FlowDocument
    let graph: FlowGraph

    /// One fact with its place as a file index and a span: positions are computed for a
    /// whole run at once (`Linter`), so evidence stays linear on a ten-megabyte line.
    struct Pending {
        var fact: String
        var statement: String
        var file: Int?
        var span: ByteSpan?
        var how: String
    }

    /// At most this many of a screen's buttons are listed (a screen with a thousand is
    /// judged on all of them; people read the first few).
    static let listedActions = 8

    private func how(ofFile file: Int) -> String { Self.how(ofFile: file, in: document) }

    /// How a fact read from `file` was established, in the words evidence uses.
    static func how(ofFile file: Int, in document: FlowDocument) -> String {
        switch SourceKind(path: document.sources[file].path) {
        case .flow: return "stated in the flow file"
        case .storyboard: return "stated by the storyboard"
        case .xib: return "stated by the xib"
        case .swift, .objc: return "read in code"
        }
    }

    func evidence(screen index: Int, action actionIndex: Int?) -> [Pending] {
        let screen = document.screens[index]
        var result: [Pending] = []
        func add(_ fact: String, _ statement: String, file: Int?, span: ByteSpan?, how: String) {
            result.append(Pending(fact: fact, statement: statement, file: file, span: span, how: how))
        }
        // How it is shown: each presentation that reaches it.
        for presentation in graph.incomingPresentations[index].prefix(4) {
            let presenter = document.screens[presentation.from]
            let action = presenter.actions[presentation.action]
            let file = action.file ?? presenter.file
            let style = presentation.styleIsKnown ? presentation.style.rawValue : "a style the reading cannot say"
            add("shown", "presented by '\(presenter.id)' (\(style))", file: file, span: action.present?.keySpan ?? action.span,
                how: how(ofFile: file))
        }
        if let branch = onlyUndecidedBranch(showing: index) {
            let file = document.sources[branch.file]
            let opening = String(decoding: file.bytes[branch.branch.opening.start..<branch.branch.opening.end], as: UTF8.self)
            let own = String(decoding: file.bytes[branch.branch.directive.start..<branch.branch.directive.end], as: UTF8.self)
            let condition = own == opening ? "`\(opening)`" : "the `\(own)` of `\(opening)`"
            add("condition", "shown only from code under \(condition), which the build settings do not decide",
                file: branch.file, span: branch.branch.directive, how: "read in code")
        }
        if screen.effectiveKind != .screen {
            add("kind", screen.effectiveKind.rawValue, file: screen.file, span: screen.kind?.keySpan ?? screen.idSpan,
                how: screen.kind == nil ? "the default" : how(ofFile: screen.file))
        }
        // A fact code states stands where the code says it, else at the screen's own key.
        func stated(_ fact: Facts, _ name: String, _ statement: String, key: ByteSpan) {
            let codePlace = screen.codeFacts.first { $0.fact == fact }?.place
            let file = codePlace?.file ?? screen.file
            add(name, statement, file: file, span: codePlace?.span ?? key, how: how(ofFile: file))
        }
        if let container = screen.container {
            stated(.container, "container", container.value.rawValue, key: container.keySpan)
        }
        if let title = screen.title {
            stated(.title, "title", "'\(title.value)'", key: title.keySpan)
        } else if screen.knows(.title) {
            add("title", "none", file: screen.file, span: screen.idSpan, how: closedTitle(screen))
        }
        if screen.knows(.actions) {
            if screen.actions.isEmpty {
                add("actions", "none", file: screen.file, span: screen.idSpan,
                    how: "closed: every place that could add a button to it was read to the end")
            }
            var listed = 0
            // An action's diagnostic rests on that action; a screen's on its buttons.
            let judged = actionIndex.map { [($0, screen.actions[$0])] } ?? Array(screen.actions.enumerated().prefix(Self.listedActions + 1))
            for (_, action) in judged {
                listed += 1
                if listed > Self.listedActions {
                    add("actions", "and \(screen.actions.count - Self.listedActions) more, judged alike", file: nil, span: nil,
                        how: "not listed")
                    break
                }
                let file = action.file ?? screen.file
                add("action", "'\(action.labelText)' " + effect(of: action), file: file, span: action.span,
                    how: action.isInferred ? "inferred from its words and its connection" : how(ofFile: file)
                        + (action.dismiss == nil && action.knows(.dismiss) && isCode(file)
                           ? "; closed: what it does was followed to the end" : ""))
            }
        }
        if let edits = screen.editsContent, screen.knows(.editsContent) {
            stated(.editsContent, "editsContent", edits.value ? "yes" : "no", key: edits.keySpan)
        }
        return result
    }

    /// The undecided `#if` branch that holds every presentation of screen `index`, when
    /// there is one (a screen shown from several places, one of them decided, is not marked).
    private func onlyUndecidedBranch(showing index: Int) -> (file: Int, branch: UndecidedBranch)? {
        guard !document.undecidedBranches.isEmpty else { return nil }
        var found: (file: Int, branch: UndecidedBranch)?
        for presentation in graph.incomingPresentations[index] {
            let presenter = document.screens[presentation.from]
            let action = presenter.actions[presentation.action]
            let file = action.file ?? presenter.file
            let offset = (action.present?.keySpan ?? action.span).start
            guard let branches = document.undecidedBranches[file], let branch = UndecidedBranch.containing(offset, in: branches) else { return nil }
            if found == nil { found = (file, branch) }
        }
        return found
    }

    private func isCode(_ file: Int) -> Bool {
        let kind = SourceKind(path: document.sources[file].path)
        return kind == .swift || kind == .objc
    }

    private func effect(of action: Action) -> String {
        var parts: [String] = []
        if let present = action.present { parts.append("presents '\(present.value)'") }
        if let push = action.push { parts.append("pushes '\(push.value)'") }
        if let confirm = action.confirm { parts.append("asks '\(confirm.value)' first") }
        if !action.knows(.dismiss) {
            parts.append("may or may not dismiss (open)")
        } else {
            parts.append(action.isDismissing ? "dismisses" : "does not dismiss")
        }
        if action.knows(.role), let role = action.role { parts.append("role \(role.value.rawValue)") }
        return parts.joined(separator: ", ")
    }

    private func closedTitle(_ screen: Screen) -> String {
        switch SourceKind(path: document.sources[screen.file].path) {
        case .flow: return "no `title` key in the flow file"
        case .storyboard, .xib: return "closed: its navigation item has no title, no heading is drawn near the top, and its class's code sets none"
        case .swift, .objc:
            // Said only where the bar is known to show, as the advice says it.
            return screen.isKnownToShowNavigationBar
                ? "closed: no navigationTitle, heading, app modifier or presenter sets one, and its navigation bar shows"
                : "closed: no navigationTitle, heading, app modifier or presenter sets one"
        }
    }
}
