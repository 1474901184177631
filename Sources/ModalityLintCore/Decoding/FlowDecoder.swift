/// Turns a parsed document into a `FlowDocument`, reporting unknown keys, wrong types,
/// unknown values and ids that name no screen as `invalid-flow` problems.
///
/// Every problem is reported in one run, each at its own place; a value that is wrong is
/// left out of the document and the rest is decoded as usual, so that people see every
/// problem at once and the rules still look at what is right.
public enum FlowDecoder {
    public struct Problem: Sendable, Hashable {
        public var message: String
        public var span: ByteSpan
    }

    /// `document` is nil when the problems leave nothing worth linting (the root is not a
    /// mapping, or there are no screens).
    /// Takes the tree over (`consume` it at the call site) so that it can be freed screen by
    /// screen while the model is built.
    public static func decode(_ root: consuming Node?, file: SourceFile) -> (document: FlowDocument?, problems: [Problem]) {
        var session = DecodingSession(file: file)
        let document = session.decodeDocument(consume root)
        return (document, session.problems)
    }
}

/// The state of one decoding: the screen ids (known before any field is read, since
/// `entry`, `present`, `push` and `confirm` may name a screen listed later) and the
/// problems so far.
struct DecodingSession {
    let file: SourceFile
    var problems: [FlowDecoder.Problem] = []
    /// Screen id to its index in `FlowDocument.screens`.
    var screenIndexByID: [String: Int] = [:]
    /// In document order, for suggestions.
    var screenIDs: [String] = []
    /// The ids of the registered rules, for `lint.disable`.
    let ruleIDs: [String]
    let ruleIDSet: Set<String>

    init(file: SourceFile) {
        self.file = file
        ruleIDs = RuleRegistry.descriptions.map(\.id)
        ruleIDSet = Set(ruleIDs)
    }

    mutating func report(_ message: String, at span: ByteSpan) {
        problems.append(FlowDecoder.Problem(message: message, span: span))
    }

    // MARK: The document

    mutating func decodeDocument(_ document: consuming Node?) -> FlowDocument? {
        guard let root = consume document else {
            report("the flow file is empty; a flow file needs `app` and `screens`", at: .at(0))
            return nil
        }
        guard case .mapping(var entries) = root.value else {
            report("a flow file must be a mapping with `app` and `screens`, not \(describe(root))", at: root.span)
            return nil
        }
        let rootStart = root.span.start
        // From here on `entries` owns the tree (the caller handed it over), so that each
        // screen's subtree can be freed as soon as it is decoded: the tree and the model
        // of a large flow then never stand in memory whole at the same time.
        _ = consume root
        var document = FlowDocument(origin: .flowFile, sources: [file])
        let screens = collectScreens(in: entries)

        do {
            let seen = decodeFields(entries, table: FlowFields.document, into: &document, owner: { "the document" })
            reportMissingFields(FlowFields.document, seen: seen, owner: { "the document" }, at: .at(rootStart))

            guard let screensEntry = seen["screens"] else { return nil }
            document.screensKeySpan = screensEntry.key.span
            guard case .mapping(let screenEntries) = screensEntry.value.value else {
                report(wrongType(screensEntry.value, field: "screens", expected: "a mapping of screen id to screen"),
                       at: isAbsent(screensEntry.value) ? screensEntry.key.span : screensEntry.value.span)
                return nil
            }
            if screenEntries.isEmpty {
                report("`screens` is empty; add at least one screen", at: screensEntry.value.span)
                return nil
            }
        }
        var screenEntries = Self.takeScreens(from: &entries)
        entries = []
        document.screens.reserveCapacity(screens.count)
        for (id, index) in screens {
            let entry = screenEntries[index]
            // Let go of the tree's copy: the subtree is freed once this screen is decoded.
            screenEntries[index] = MappingEntry(key: entry.key, value: Node(.null, span: entry.value.span))
            document.screens.append(decodeScreen(id: id, entry: entry))
        }
        guard !document.screens.isEmpty else { return nil }
        checkConfirmations(in: document)
        return document
    }

    /// Moves the entries of the `screens` mapping out of the document's entries.
    private static func takeScreens(from entries: inout [MappingEntry]) -> [MappingEntry] {
        guard let index = entries.firstIndex(where: { entry in
            if case .string("screens") = entry.key.value { return true } else { return false }
        }) else { return [] }
        let value = entries[index].value
        entries[index].value = Node(.null, span: value.span)
        guard case .mapping(let screenEntries) = value.value else { return [] }
        return screenEntries
    }

    /// The ids of the entries of `screens` whose keys can be screen ids, with their index
    /// in that mapping, recording every id.
    private mutating func collectScreens(in entries: [MappingEntry]) -> [(id: String, index: Int)] {
        guard let screensEntry = entries.first(where: { entry in
            if case .string("screens") = entry.key.value { return true } else { return false }
        }), case .mapping(let screenEntries) = screensEntry.value.value else { return [] }
        var screens: [(id: String, index: Int)] = []
        screens.reserveCapacity(screenEntries.count)
        for (index, entry) in screenEntries.enumerated() {
            guard case .string(let id) = entry.key.value else {
                let text = sourceText(entry.key)
                switch entry.key.value {
                case .integer, .float, .bool, .null:
                    report("screen id `\(text)` is read as \(describe(entry.key)); quote it (`\"\(text)\"`) or use letters", at: entry.key.span)
                default:
                    report("a screen id must be a name, not \(describe(entry.key))", at: entry.key.span)
                }
                continue
            }
            if !ScreenIDSyntax.isValid(id) {
                // Kept all the same, so that actions naming it are not reported twice.
                report("screen id `\(id)` may hold only letters, digits, `-`, `_` and `.`; rename it", at: entry.key.span)
            }
            screenIndexByID[id] = screens.count
            screenIDs.append(id)
            screens.append((id, index))
        }
        return screens
    }

    // MARK: Screens and actions

    private mutating func decodeScreen(id: String, entry: MappingEntry) -> Screen {
        var screen = Screen(id: id, idSpan: entry.key.span, file: 0)
        switch entry.value.value {
        case .null:
            // `settings:` with nothing after it: a screen with no fields.
            break
        case .mapping(let fields):
            let seen = decodeFields(fields, table: FlowFields.screen, into: &screen, owner: { "screen `\(id)`" })
            if let actionsEntry = seen["actions"] {
                let (actions, complete) = decodeActions(actionsEntry, screenID: id)
                screen.actions = actions
                // An action written wrong is left out: the screen's buttons are then unknown.
                if !complete { screen.unknownFacts.insert(.actions) }
            }
        default:
            report("screen `\(id)` needs a mapping of its fields (such as `title:`), not \(describe(entry.value))",
                   at: entry.value.span)
        }
        return screen
    }

    /// The actions that decoded, and whether that is all of them.
    private mutating func decodeActions(_ entry: MappingEntry, screenID: String) -> (actions: [Action], complete: Bool) {
        guard case .sequence(let items) = entry.value.value else {
            if case .mapping = entry.value.value {
                report("`actions` needs a list of actions, not a mapping; start each action with `- `", at: entry.value.span)
            } else {
                report(wrongType(entry.value, field: "actions", expected: "a list of actions"),
                       at: isAbsent(entry.value) ? entry.key.span : entry.value.span)
            }
            return ([], false)
        }
        var actions: [Action] = []
        actions.reserveCapacity(items.count)
        var complete = true
        for (offset, item) in items.enumerated() {
            if let action = decodeAction(item, number: offset + 1, screenID: screenID) {
                actions.append(action)
            } else {
                complete = false
            }
        }
        return (actions, complete)
    }

    private mutating func decodeAction(_ item: Node, number: Int, screenID: String) -> Action? {
        guard case .mapping(let fields) = item.value else {
            report("action \(number) of screen `\(screenID)` needs a mapping with a `label` (such as `- { label: Done, dismiss: true }`), not \(describe(item))",
                   at: item.span)
            return nil
        }
        guard let firstKey = fields.first?.key else {
            report("action \(number) of screen `\(screenID)` is empty; give it a `label`", at: item.span)
            return nil
        }
        // Name the action by its label in messages when it has a usable one. Only built
        // when there is a problem to report: decoding must stay cheap for large flows.
        let owner = { () -> String in
            var name = "action \(number)"
            for field in fields {
                if case .string("label") = field.key.value, case .string(let label) = field.value.value, !label.isEmpty {
                    name = "action `\(label)`"
                }
            }
            return "\(name) of screen `\(screenID)`"
        }
        var action = Action(span: firstKey.span)
        let seen = decodeFields(fields, table: FlowFields.action, into: &action, owner: owner)
        reportMissingFields(FlowFields.action, seen: seen, owner: owner, at: firstKey.span)

        // At most one of `present` and `push`: the later one is reported and left out.
        let exclusive = FlowFields.exclusiveActionFields.compactMap { name in seen[name].map { (name, $0) } }
            .sorted { $0.1.key.span.start < $1.1.key.span.start }
        var dropped: Set<String> = []
        for (name, entry) in exclusive.dropFirst() {
            dropped.insert(name)
            report("\(owner()) has both `\(exclusive[0].0)` and `\(name)`; an action either presents or pushes a screen, so remove one",
                   at: entry.key.span)
            if name == "push" { action.push = nil } else { action.present = nil }
            action.unknownFacts.insert(.target)
        }
        // A `present` naming no screen still has its `style`: one problem is enough.
        let presents = seen[FlowFields.presentField] != nil && !dropped.contains(FlowFields.presentField)
        for field in FlowFields.action.fields where field.describesPresent && !presents {
            guard let entry = seen[field.name] else { continue }
            if action.push != nil {
                report("`\(field.name)` has no effect on a `push`; remove it, or show the screen with `present`",
                       at: entry.key.span)
            } else {
                report("`\(field.name)` only applies to a `present`; remove it, or add `present:` with the screen to show",
                       at: entry.key.span)
            }
        }
        return action
    }

    /// `confirm` must name an alert or an action sheet: its actions are the choices.
    private mutating func checkConfirmations(in document: FlowDocument) {
        for screen in document.screens {
            for action in screen.actions {
                guard let confirm = action.confirm, let index = screenIndexByID[confirm.value] else { continue }
                let kind = document.screens[index].effectiveKind
                guard kind != .alert, kind != .actionSheet else { continue }
                let what = kind == .screen ? "a plain screen" : "a screen of kind `\(kind.rawValue)`"
                report("`confirm: \(confirm.value)` names \(what), not an alert or action sheet; give `\(confirm.value)` `kind: alert` or `kind: actionSheet`, or confirm with another screen",
                       at: confirm.valueSpan)
            }
        }
    }

    // MARK: Fields

    /// Decodes the entries of one mapping with `table`, storing into `target`. Returns the
    /// known keys that were present (their values right or wrong); `screens` and `actions`
    /// are left to the caller.
    ///
    /// A value that is wrong is reported and leaves its fact unknown to the rules (one
    /// mistake, one diagnostic), rather than taking the field's default.
    mutating func decodeFields<Target: HoldsFacts>(
        _ entries: [MappingEntry], table: FieldTable<Target>, into target: inout Target, owner: () -> String
    ) -> SeenFields {
        var seen = SeenFields(capacity: entries.count)
        for entry in entries {
            guard case .string(let key) = entry.key.value else {
                report("key `\(sourceText(entry.key))` in \(owner()) is \(describe(entry.key)); keys are field names such as `\(table.fields[0].name)`",
                       at: entry.key.span)
                continue
            }
            guard let field = table.fieldsByName[key] else {
                report(unknownKey(key, in: owner(), table: table), at: entry.key.span)
                continue
            }
            seen.append(key, entry)
            switch field.kind {
            case .value(let shape, let store):
                if isAbsent(entry.value) {
                    // `title:` with nothing after it: the key is the only place to point at.
                    report(wrongType(entry.value, field: key, expected: expectation(of: shape)), at: entry.key.span)
                    target.markUnknown(field: key)
                    continue
                }
                if let value = decodeValue(entry.value, shape: shape, field: key) {
                    store(&target, Located(value, key: entry.key.span, value: entry.value.span))
                } else {
                    target.markUnknown(field: key)
                }
            case .nested(let nested):
                guard case .mapping(let nestedEntries) = entry.value.value else {
                    report(wrongType(entry.value, field: key, expected: "a mapping (such as `\(key): { \(nested.fields[0].name): ... }`)"),
                           at: isAbsent(entry.value) ? entry.key.span : entry.value.span)
                    for field in nested.fields { target.markUnknown(field: field.name) }
                    continue
                }
                let nestedOwner = { () -> String in
                    let outer = owner()
                    return outer == "the document" ? "`\(key)`" : "`\(key)` of \(outer)"
                }
                _ = decodeFields(nestedEntries, table: nested, into: &target, owner: nestedOwner)
            case .screens, .actions:
                break
            }
        }
        return seen
    }

    private mutating func reportMissingFields<Target>(
        _ table: FieldTable<Target>, seen: SeenFields, owner: () -> String, at span: ByteSpan
    ) {
        for field in table.fields where field.isRequired && seen[field.name] == nil {
            report("\(owner()) has no `\(field.name)`; add it: \(Self.lowercasingFirst(field.summary))", at: span)
        }
    }

    private func unknownKey<Target>(_ key: String, in owner: String, table: FieldTable<Target>) -> String {
        let names = table.fieldNames
        if let hint = table.misplacedKeys[key] {
            return "unknown key `\(key)` in \(owner): \(hint)"
        }
        if let close = Suggestion.closest(to: key, among: names) {
            return "unknown key `\(key)` in \(owner) (did you mean `\(close)`?)"
        }
        return "unknown key `\(key)` in \(owner); expected one of \(Self.quoted(names))"
    }
}

/// The known keys a mapping had, in order: few enough that a list beats a dictionary,
/// which decoding would otherwise build and hash for every screen and action.
struct SeenFields {
    private var entries: [(name: String, entry: MappingEntry)] = []

    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    mutating func append(_ name: String, _ entry: MappingEntry) {
        entries.append((name, entry))
    }

    subscript(name: String) -> MappingEntry? {
        for seen in entries where seen.name == name { return seen.entry }
        return nil
    }
}
