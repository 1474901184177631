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

    public init(appName: String = "App") {
        self.appName = appName
    }

    public func write(_ document: FlowDocument) -> String {
        var out = ""
        let fromStoryboards = document.origin == .storyboard
        if fromStoryboards {
            let paths = document.sources.map(\.path)
            if paths.count == 1 {
                out += "# Imported from \(paths[0]) by modality-lint import.\n"
            } else {
                out += "# Imported by modality-lint import from:\n"
                for path in paths { out += "#   \(path)\n" }
            }
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
        let unseenRules = Self.rulesJudgingUnknownContents(of: document)
        for (index, original) in document.screens.enumerated() {
            var screen = original
            if let ids = unseenRules[index] {
                // The flow file cannot say "contents unknown": it silences exactly the rules
                // that would judge what the storyboard does not show, so that linting the
                // import gives what linting the storyboards gives.
                screen.disabledRules = ids.map { Located($0, at: screen.idSpan) }
            }
            out += "  \(Self.scalar(screen.id)):"
            // A screen with nothing to say is still a mapping.
            if Self.isBare(screen) { out += " {}" }
            if fromStoryboards { out += "  # \(origin(of: screen.idSpan, file: screen.file, in: document))" }
            if screen.hasUnknownContents { out += "; a storyboard not in this run: its contents are unknown" }
            out += "\n"
            writeFields(of: screen, to: &out)
            if screen.actions.isEmpty { continue }
            out += "    actions:\n"
            for action in screen.actions {
                writeAction(action, of: screen, document: document, to: &out)
            }
        }
        return out
    }

    /// For each screen whose contents are unknown, the rules that would report on the
    /// screen itself if it were an ordinary screen (every rule on, as any configuration
    /// may turn them on; a silenced rule that does not run is not an unused suppression).
    static func rulesJudgingUnknownContents(of document: FlowDocument) -> [Int: [String]] {
        var probe = document
        var indexByID: [String: Int] = [:]
        for index in probe.screens.indices where probe.screens[index].hasUnknownContents {
            probe.screens[index].hasUnknownContents = false
            indexByID[probe.screens[index].id] = index
        }
        guard !indexByID.isEmpty else { return [:] }
        var rules: [Int: [String]] = [:]
        // A screen-level finding's subject is the screen's id (an action's is `id/label`).
        for diagnostic in Linter(configuration: .everyRuleOn).lint(document: probe) {
            guard let index = indexByID[diagnostic.subject] else { continue }
            if !(rules[index]?.contains(diagnostic.ruleID) ?? false) { rules[index, default: []].append(diagnostic.ruleID) }
        }
        return rules
    }

    private func writeFields(of screen: Screen, to out: inout String) {
        var fields: [(String, String)] = []
        if let title = screen.title?.value { fields.append(("title", Self.scalar(title))) }
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
        let file = screen.file
        var fields: [(String, String)] = [("label", Self.scalar(action.labelText))]
        if let role = action.role?.value { fields.append(("role", role.rawValue)) }
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
            if index == 0, document.origin == .storyboard {
                out += "  # \(origin(of: action.span, file: file, in: document))"
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

    /// "Main.storyboard:42" (the file's name and the element's line).
    private func origin(of span: ByteSpan, file: Int, in document: FlowDocument) -> String {
        guard document.sources.indices.contains(file) else { return "" }
        let source = document.sources[file]
        var name = Substring(source.path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
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
