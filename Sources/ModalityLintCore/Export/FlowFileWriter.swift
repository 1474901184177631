/// Writes a `FlowDocument` as a YAML flow file (the FlowFiles article) that reads back to the
/// same document: `modality-lint import` uses it to turn storyboards into a flow file a
/// team can start from.
///
/// Every scalar that a YAML 1.2 parser could read as anything but the same string (`yes`,
/// `null`, `1.0`, `#tag`, `a: b`, ...) is double-quoted. For a document read from
/// storyboards, each screen and action carries a comment naming the storyboard line it
/// came from, and inferred actions say so.
public struct FlowFileWriter: Sendable {
    /// The `app` value when the document has none (storyboards do not name the app).
    public var appName: String
    /// The folder the imported files are named relative to in the header (the folder
    /// `import` was given), so the file holds no path of the machine it was made on.
    public var sourceRoot: String?

    /// How a flow file made by `import` begins. A run that reads the app's storyboards and
    /// code leaves such a file out, so an app and its import are never counted together.
    public static let importMarker = "# Made by modality-lint import"
    /// The shipping targets of an Xcode project that build each file, by its path as the
    /// document names it: a screen's comment says which target it came from.
    public var targetsByFile: [String: [String]]

    public init(appName: String = "App", sourceRoot: String? = nil, targetsByFile: [String: [String]] = [:]) {
        self.appName = appName
        self.sourceRoot = sourceRoot
        self.targetsByFile = targetsByFile
    }

    /// Whether `bytes` are a flow file `import` made (its first line is the marker).
    public static func isImported(_ bytes: [UInt8]) -> Bool {
        let marker = Array(importMarker.utf8)
        return bytes.count >= marker.count && Array(bytes[0..<marker.count]) == marker
    }

    /// `path` relative to `sourceRoot` when it lies under it.
    private func shown(_ path: String) -> String {
        guard let root = sourceRoot?.hasSuffix("/") == true ? sourceRoot : sourceRoot.map({ $0 + "/" }),
              path.hasPrefix(root) else { return path }
        return String(path.dropFirst(root.count))
    }

    public func write(_ document: FlowDocument) -> String {
        var out = ""
        let fromStoryboards = document.origin != .flowFile
        if fromStoryboards {
            let paths = document.sources.map { shown($0.path) }
            let folder = sourceRoot.map { root in
                " from " + (root.split(separator: "/").last.map(String.init) ?? root) + "/"
            } ?? ""
            // An app's folder: how many files of each kind, not hundreds of lines.
            let kinds = Dictionary(grouping: paths, by: { SourceKind(path: $0) })
            let counts = [(SourceKind.storyboard, "storyboard"), (.swift, "Swift file"), (.objc, "Objective-C file")]
                .compactMap { kind, noun -> String? in
                    guard let count = kinds[kind]?.count else { return nil }
                    return "\(count) \(noun)\(count == 1 ? "" : "s")"
                }
            out += Self.importMarker + folder + " (" + counts.joined(separator: ", ") + ")"
            out += paths.count <= 12 ? ":\n" + paths.map { "#   \($0)\n" }.joined() : ".\n"
            out += "# A run that reads that app's storyboards and code leaves this file out, so that no\n"
            out += "# problem is counted twice; lint this file on its own after editing it.\n"
            out += "# Add what a storyboard cannot say: editsContent, dismissGesture, loads, alerts.\n"
            if Self.hasScreensUnreachableFromEntry(document) {
                // Written only when it silences something: an unused directive is reported.
                out += "# Any scene can be created from code, so reachability is not checked, as for storyboards:\n"
                out += "# modality-lint: disable unreachable-screen\n"
            }
        }
        out += "app: \(Self.scalar(document.app?.value ?? appName))\n"
        if let devices = document.devices?.value {
            out += "devices: [\(devices.map(\.rawValue).joined(separator: ", "))]\n"
        }
        if let entry = document.entry?.value {
            out += "entry: \(Self.scalar(entry))\n"
        }
        if fromStoryboards, !document.additionalEntries.isEmpty {
            // The flow format has one entry; the others are worth knowing when editing.
            out += "# also entered at: \(document.additionalEntries.joined(separator: ", "))\n"
        }
        if document.defaultTransition != nil || document.defaultNavigationBar != nil {
            out += "defaults:\n"
            if let transition = document.defaultTransition?.value {
                out += "  transition: \(transition.rawValue)\n"
            }
            if let bar = document.defaultNavigationBar?.value {
                out += "  navigationBar: \(Self.scalar(bar))\n"
            }
        }
        out += "screens:"
        if document.screens.isEmpty {
            out += " {}\n"
            return out
        }
        out += "\n"
        let (unseenRules, keyLineRules, silencedForEntries) = Self.rulesSilencedByWhatAFlowFileCannotSay(in: document)
        let waysInUnknown = fromStoryboards ? Self.dismissesWithWaysInUnknown(document) : []
        let neverShownCode = NeverShownCode(document.neverShownCode)
        for (index, original) in document.screens.enumerated() {
            var screen = original
            if let ids = unseenRules[index] {
                // The flow file cannot say "unknown": it silences exactly the rules that
                // would judge what the storyboards and code do not show, so that linting the
                // import gives what linting them gives, until the team writes those facts.
                screen.disabledRules = ids.map { Located($0, at: screen.idSpan) }
            }
            if waysInUnknown.contains(index) {
                screen.disabledRules.append(Located(DismissOutsideModalRule.description.id, at: screen.idSpan))
            }
            if let ids = keyLineRules[index] {
                // Only the screen's own line would be judged anew (a sheet's swipe, which the
                // reading left open) while the rule's other findings there stand (a Cancel that
                // discards): silenced on that line, not on the whole screen.
                out += "  # modality-lint: disable-next-line \(ids.joined(separator: ", "))\n"
            }
            out += "  \(Self.scalar(screen.id)):"
            // A screen with nothing to say is still a mapping.
            if Self.isBare(screen) { out += " {}" }
            if fromStoryboards {
                out += "  # \(origin(of: screen.idSpan, file: screen.file, in: document))"
                if let code = screen.codeDeclaration {
                    out += "; class \(screen.className ?? "") in \(origin(of: code.span, file: code.file, in: document))"
                }
                for fact in screen.codeFacts where fact.fact == .title || fact.fact == .dismissGesture {
                    let name = fact.fact == .title ? "title" : "dismissGesture"
                    out += "; \(name) from \(origin(of: fact.place.span, file: fact.place.file, in: document))"
                }
                let declaredIn = screen.codeDeclaration?.file ?? screen.file
                if document.sources.indices.contains(declaredIn), let targets = targetsByFile[document.sources[declaredIn].path], !targets.isEmpty {
                    out += "; " + (targets.count == 1 ? "target " : "targets ") + targets.joined(separator: ", ")
                }
            }
            if waysInUnknown.contains(index) {
                out += "; it dismisses, and code may present it in ways the reading does not follow"
            }
            if screen.isUnnamedPresenter {
                out += "; not a screen: a method that presents on the view controller it is handed or reaches, standing for its callers"
            } else if screen.hasUnknownContents {
                out += "; a storyboard not in this run: its contents are unknown"
            } else if let className = screen.className, screen.codeDeclaration == nil, !screen.knows(.actions) {
                out += "; the code of \(className) is not in this run: its title and buttons are unknown"
            }
            let unsaid = Self.unsaidFacts(of: screen).filter { $0 != Self.openFacts }
            if fromStoryboards, unseenRules[index] != nil, !unsaid.isEmpty {
                // Why its `lint: { disable: }` is there, besides open facts (which the
                // comments above name): what the reading knows and a flow file has no key for.
                out += "; " + unsaid.joined(separator: ", ") + ": a flow file cannot say it, so its lint disables what it silences"
            }
            if fromStoryboards, unseenRules[index] != nil, neverShownCode.contains(file: screen.file, span: screen.idSpan) {
                out += "; in a class no code creates and whose scenes are dead: what it shows never reaches people, so its lint disables what would be reported"
            }
            if silencedForEntries.contains(index) {
                // People also start at the screens `# also entered at` names, where fewer
                // modals may be stacked than on the way from `entry`.
                out += "; reached with fewer modals from the other screens people start at, which a flow file (one entry) cannot name: its lint disables what counting from `entry` alone raises"
            }
            out += "\n"
            writeFields(of: screen, document: document, to: &out)
            if screen.actions.isEmpty { continue }
            out += "    actions:\n"
            for action in screen.actions {
                writeAction(action, of: screen, document: document, to: &out)
            }
        }
        return out
    }

    /// For each screen, the rules that report on it or its actions once what a flow file
    /// cannot say is taken at the flow file's defaults, and that do not report as the app
    /// was read: the rules those facts silence (every rule on, as any configuration may turn
    /// them on; a silenced rule that does not run is not an unused suppression). What a
    /// flow file cannot say: an open fact (it has no "unknown"), an alert that shows
    /// progress (a spinner added to it), one that relays a web page's `alert()`, one that
    /// code closes on its own (on every path), a form whose pickers return to it, a present made
    /// without animation, code in a
    /// class that is never shown (not reported in the app), and the screens people also
    /// start at besides `entry` (a flow file has one: a tab's root reached only by a
    /// present from `entry` stacks one modal more than the app has).
    /// The rules to silence per screen so that linting the import finds what linting the app
    /// finds: on the whole screen, or (second) only on the line of its key, where the rule's
    /// new finding is about the screen itself and the app's findings of that rule there (about
    /// its buttons) must stay; and (third) the screens where a rule is silenced only because
    /// the other entries are not written, for the comment that says so.
    static func rulesSilencedByWhatAFlowFileCannotSay(
        in document: FlowDocument
    ) -> (screen: [Int: [String]], keyLine: [Int: [String]], forEntries: Set<Int>) {
        var probe = document
        var anyUnsaid = false
        for index in probe.screens.indices where !Self.unsaidFacts(of: probe.screens[index]).isEmpty {
            anyUnsaid = true
            probe.screens[index].unknownFacts = []
            probe.screens[index].progressView = nil
            probe.screens[index].relaysWebPage = false
            probe.screens[index].closedByCode = nil
            probe.screens[index].closedOnEveryPath = false
            probe.screens[index].returnsToItself = nil
            probe.screens[index].titleInContent = nil
            for action in probe.screens[index].actions.indices {
                probe.screens[index].actions[action].unknownFacts = []
                probe.screens[index].actions[action].endsAMode = false
                probe.screens[index].actions[action].presentsWithoutAnimation = false
            }
        }
        // A flow file cannot say that a class is never shown either: what the app's reading
        // leaves unreported in such a class's code is silenced on its screens.
        let neverShown = !probe.neverShownCode.isEmpty
        probe.neverShownCode = []
        let otherEntries = !probe.additionalEntries.isEmpty
        guard anyUnsaid || otherEntries || neverShown else { return ([:], [:], []) }
        let linter = Linter(configuration: .everyRuleOn)
        func problems(_ document: FlowDocument) -> Set<String> {
            Set(linter.lint(document: document).map { "\($0.ruleID) \($0.subject)" })
        }
        let knownDiagnostics = linter.lint(document: document)
        let known = Set(knownDiagnostics.map { "\($0.ruleID) \($0.subject)" })
        // What the unsaid facts alone raise, entries kept: the rest is the single entry's.
        let raisedWithEntries = !otherEntries ? [] : anyUnsaid || neverShown ? problems(probe) : known
        probe.additionalEntries = []
        let indexByID = Dictionary(document.screens.indices.map { (document.screens[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        func screenID(_ subject: String) -> String { subject.split(separator: "/", maxSplits: 1).first.map(String.init) ?? subject }
        // Rules the app's reading reports about a screen's buttons (`id/label`).
        let knownOnButtons = Set(knownDiagnostics.filter { $0.subject.contains("/") }.map { "\($0.ruleID) \(screenID($0.subject))" })
        var rules: [Int: [String]] = [:]
        var onKeyLine: [Int: [String]] = [:]
        var onButtons: Set<String> = []
        var forEntries = Set<Int>()
        let new = linter.lint(document: probe).filter { !known.contains("\($0.ruleID) \($0.subject)") }
        for diagnostic in new where diagnostic.subject.contains("/") { onButtons.insert("\(diagnostic.ruleID) \(screenID(diagnostic.subject))") }
        // A finding's subject is its screen's id, or `id/label` for an action's.
        for diagnostic in new {
            let id = screenID(diagnostic.subject)
            guard let index = indexByID[id] else { continue }
            if otherEntries, !raisedWithEntries.contains("\(diagnostic.ruleID) \(diagnostic.subject)") { forEntries.insert(index) }
            let key = "\(diagnostic.ruleID) \(id)"
            if diagnostic.subject == id, knownOnButtons.contains(key), !onButtons.contains(key) {
                if !(onKeyLine[index]?.contains(diagnostic.ruleID) ?? false) { onKeyLine[index, default: []].append(diagnostic.ruleID) }
            } else if !(rules[index]?.contains(diagnostic.ruleID) ?? false) {
                rules[index, default: []].append(diagnostic.ruleID)
            }
        }
        return (rules, onKeyLine, forEntries)
    }

    private static let openFacts = "facts the reading left open"

    /// What the reading knows of `screen` that a flow file has no key for, in a few words.
    static func unsaidFacts(of screen: Screen) -> [String] {
        var said: [String] = []
        if !screen.unknownFacts.isEmpty || screen.actions.contains(where: { !$0.unknownFacts.isEmpty }) {
            said.append(openFacts)
        }
        if screen.progressView != nil { said.append("a progress alert (a spinner in it)") }
        if screen.relaysWebPage { said.append("a web page's alert relayed") }
        if screen.closedByCode != nil || screen.closedOnEveryPath { said.append("closed by code") }
        if screen.returnsToItself != nil { said.append("a form its pickers return to") }
        if let inContent = screen.titleInContent { said.append(inContent.words) }
        if screen.actions.contains(where: \.endsAMode) { said.append("a Done that ends a mode (Edit/Done)") }
        if screen.actions.contains(where: \.presentsWithoutAnimation) { said.append("a present without animation") }
        return said
    }

    /// A title as written: one that code sets from a value the reading cannot spell out is
    /// written as that code (`viewModel.name`), never as a placeholder, so the flow file
    /// says where its words come from; the screen's comment says where it is set.
    func writtenTitle(_ title: String, of screen: Screen, in document: FlowDocument) -> String {
        guard document.origin != .flowFile, title == ReadingWords.titleSetInCode else { return title }
        guard let place = screen.codeFacts.first(where: { $0.fact == .title })?.place,
              document.sources.indices.contains(place.file)
        else { return "set in code" }
        // Built further on than one line shows (an alert's title in its closure): where.
        return TitleExpression.at(place.span, in: document.sources[place.file].bytes)
            ?? "set at \(origin(of: place.span, file: place.file, in: document))"
    }

    /// The screens with a dismissing action that nothing in the document presents (nor
    /// pushes inside something presented). Read from storyboards and code, such a screen
    /// may still be presented from code the reading does not follow, so its dismiss is not
    /// judged (`dismiss-outside-modal` judges flow files only, which name every way in);
    /// the flow file cannot say "presented in ways unknown", so it silences that rule there.
    static func dismissesWithWaysInUnknown(_ document: FlowDocument) -> Set<Int> {
        let graph = FlowGraph(document: document)
        var screens = Set<Int>()
        for (index, screen) in document.screens.enumerated()
        where graph.modalContextDepth[index] == nil && screen.actions.contains(where: \.isDismissing) {
            screens.insert(index)
        }
        return screens
    }

    private func writeFields(of screen: Screen, document: FlowDocument, to out: inout String) {
        var fields: [(String, String)] = []
        if let title = screen.title?.value {
            fields.append(("title", Self.scalar(writtenTitle(title, of: screen, in: document))))
        }
        if let message = screen.message?.value { fields.append(("message", Self.scalar(message))) }
        if let kind = screen.kind?.value { fields.append(("kind", kind.rawValue)) }
        if let container = screen.container?.value { fields.append(("container", container.rawValue)) }
        if let style = screen.presentation?.value { fields.append(("presentation", style.rawValue)) }
        if let transition = screen.transition?.value { fields.append(("transition", transition.rawValue)) }
        if let bar = screen.navigationBar?.value { fields.append(("navigationBar", Self.scalar(bar))) }
        if let content = screen.content?.value {
            fields.append(("content", "[" + content.map(\.rawValue).joined(separator: ", ") + "]"))
        }
        if let edits = screen.editsContent?.value { fields.append(("editsContent", edits ? "true" : "false")) }
        if let gesture = screen.dismissGesture?.value { fields.append(("dismissGesture", gesture.rawValue)) }
        if let loads = screen.loads?.value { fields.append(("loads", loads ? "true" : "false")) }
        if let indicator = screen.loadingIndicator?.value { fields.append(("loadingIndicator", indicator.rawValue)) }
        if !screen.disabledRules.isEmpty {
            let ids = screen.disabledRules.map { Self.scalar($0.value) }.joined(separator: ", ")
            fields.append(("lint", "{ disable: [\(ids)] }"))
        }
        for (key, value) in fields { out += "    \(key): \(value)\n" }
    }

    /// Whether the written file, with its single `entry`, leaves screens unreached (the
    /// storyboards' other entry screens and scenes created from code).
    private static func hasScreensUnreachableFromEntry(_ document: FlowDocument) -> Bool {
        var written = document
        written.origin = .flowFile
        written.additionalEntries = []
        return FlowGraph(document: written).reachableFromEntries().contains(false)
    }

    private static func isBare(_ screen: Screen) -> Bool {
        screen.title == nil && screen.message == nil && screen.kind == nil && screen.container == nil
            && screen.presentation == nil && screen.transition == nil && screen.navigationBar == nil
            && screen.content == nil && screen.editsContent == nil && screen.dismissGesture == nil
            && screen.loads == nil && screen.loadingIndicator == nil && screen.disabledRules.isEmpty
            && screen.actions.isEmpty
    }

    private func writeAction(_ action: Action, of screen: Screen, document: FlowDocument, to out: inout String) {
        let file = action.file ?? screen.file
        var fields: [(String, String)] = [("label", Self.scalar(action.labelText))]
        // A role `done` read from where a button sits (a storyboard's `style="done"`, a
        // confirmation slot) on a button that neither says Done nor closes anything is no
        // Done people see: written as `role: done`, the flow file would say more than the
        // storyboard or code does (done-button-misuse judges only stated roles).
        let roleIsOnlyAPlace = document.origin != .flowFile && action.role?.value == .done
            && !action.isDismissing && !ButtonWords.isDone(action.labelText)
        if let role = action.role?.value, !roleIsOnlyAPlace { fields.append(("role", role.rawValue)) }
        if let present = action.present?.value { fields.append(("present", Self.scalar(present))) }
        if let style = action.style?.value { fields.append(("style", style.rawValue)) }
        if let transition = action.transition?.value { fields.append(("transition", transition.rawValue)) }
        if let compact = action.compact?.value { fields.append(("compact", compact.name)) }
        if let push = action.push?.value { fields.append(("push", Self.scalar(push))) }
        if let dismiss = action.dismiss?.value { fields.append(("dismiss", dismiss ? "true" : "false")) }
        if let confirm = action.confirm?.value { fields.append(("confirm", Self.scalar(confirm))) }
        for (index, field) in fields.enumerated() {
            out += index == 0 ? "      - " : "        "
            out += "\(field.0): \(field.1)"
            if index == 0, document.origin != .flowFile {
                out += "  # \(origin(of: action.span, file: file, in: document))"
                // A `present` or `push` that code states somewhere else than its control
                // (`.sheet` below the `Button` that drives it): where the presentation is.
                if let elsewhere = action.edgeElsewhere, action.unnamedPresentation == nil, action.present != nil || action.push != nil {
                    out += "; \(action.push != nil ? "pushes" : "presents") at \(origin(of: elsewhere.span, file: elsewhere.file, in: document))"
                } else if action.file != nil {
                    if let present = action.present, present.keySpan != action.span {
                        out += "; presents at \(origin(of: present.keySpan, file: file, in: document))"
                    } else if let push = action.push, push.keySpan != action.span {
                        out += "; pushes at \(origin(of: push.keySpan, file: file, in: document))"
                    }
                }
                if action.isRootSwitch {
                    out += "; a root switch (the app's first flow, or its shell): not a modal presentation"
                } else if let presents = action.unnamedPresentation {
                    // A presentation in code whose presented controller the method does
                    // not make plainly (a parameter, a helper's result).
                    let place = action.edgeElsewhere ?? CodePlace(file: file, span: presents)
                    out += "; presents at \(origin(of: place.span, file: place.file, in: document)) what the reading cannot name"
                } else if !action.knows(.target), action.file != nil {
                    out += "; what it leads to is not said where it leads there"
                } else if !action.knows(.target) {
                    out += "; a custom segue: what it does is its class's code to say, and that code is not in this run"
                } else if !action.knows(.dismiss) {
                    out += "; whether it closes the view is unknown"
                }
                if action.isInferred {
                    // At the controller itself: a button the controller shows on its own
                    // (AVPlayerViewController's Done); else a control wired to a method.
                    out += action.span == screen.idSpan
                        ? "; inferred: the controller's own \(action.labelText) button"
                        : "; inferred: \(action.labelText) wired to an action method"
                }
            }
            out += "\n"
        }
    }

    /// "Main.storyboard:42" (the storyboard's name and the element's line), or for code
    /// "Sources/Views/Composer.swift:42" (the path as given: code files of one app often
    /// share names).
    private func origin(of span: ByteSpan, file: Int, in document: FlowDocument) -> String {
        guard document.sources.indices.contains(file) else { return "" }
        let source = document.sources[file]
        // Relative to the folder imported, as the header names them: no path of the
        // machine the import was made on.
        var name = Substring(shown(source.path))
        if SourceKind(path: source.path) == .storyboard, let slash = name.lastIndex(of: "/") {
            name = name[name.index(after: slash)...]
        }
        return "\(name):\(source.position(at: span.start).line)"
    }

    // MARK: Scalars

    /// `text` as a YAML scalar that reads back as exactly this string: plain when that is
    /// unambiguous, else double-quoted with escapes.
    public static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : doubleQuoted(text)
    }

    /// Words a YAML parser (1.2 core schema, or a 1.1 one people may still use) would read
    /// as null or a boolean.
    private static let reservedWords: Set<String> = [
        "null", "~", "true", "false", "yes", "no", "on", "off", "y", "n",
    ]

    private static func isSafePlain(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if reservedWords.contains(text.lowercased()) { return false }
        // Anything that starts like a number (`1.0`, `-2`, `.5`, `+1`, `.inf`, `0x1F`).
        if ("0"..."9").contains(first) || first == "-" || first == "+" || first == "." { return false }
        // Indicators that start something else, and white space at either end.
        if "?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if first.properties.isWhitespace || last.properties.isWhitespace || last == ":" { return false }
        for scalar in scalars {
            // Control characters and line breaks (NEL, LS, PS, BOM too) need escapes.
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0xFEFF
                || scalar.value == 0x2028 || scalar.value == 0x2029 {
                return false
            }
            // `: ` starts a mapping value and ` #` a comment; `a:b` and `C#` would be plain
            // strings, but a label is worth no doubt: any of these characters is quoted.
            if ":#,[]{}&*!|>'\"%@`\\".unicodeScalars.contains(scalar) { return false }
        }
        return true
    }

    private static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value == 0x85 || scalar.value == 0xFEFF || scalar.value == 0x2028
                            || scalar.value == 0x2029 {
                    out += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
