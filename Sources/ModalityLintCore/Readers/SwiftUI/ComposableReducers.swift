/// The Composable Architecture's features, read for one question of the closed reading
/// (certainty.md, part 1): can sending an action to a feature's store close the screen?
///
/// In that architecture a presented feature goes away only in two ways: a reducer calls
/// the `dismiss` dependency (`@Dependency(\.dismiss)`), or the parent's reducer clears the
/// state that presents it (`state.destination = nil`). Everything else a reducer does
/// changes its own state or runs effects that call dependencies (an API client, `openURL`)
/// and send actions back; a dependency is a value with no reach into the store's state.
/// So `store.send(.updateButtonTapped)` closes nothing when the feature's reducer, with
/// the reducers and reducer operators of the app it names, never names `dismiss`; and a
/// parent that never sets the presenting state to `nil` never closes it from code.
///
/// Read once per run: which of the app's reducers may dismiss, found by walking back from
/// the ones that name `dismiss` over "names" edges (linear in the reducers' tokens).
struct ComposableReducers {
    /// The app's reducer types (`@Reducer struct Feature`, `struct Feature: Reducer`).
    private(set) var reducers: Set<String> = []
    /// Reducers whose code, or a reducer or reducer operator they name, names `dismiss`.
    private(set) var mayDismiss: Set<String> = []
    /// Per reducer, the state properties its own code sets to `nil` (`state.destination =
    /// nil` gives `destination`), and whether it replaces its whole `state`.
    private var clearedState: [String: Set<String>] = [:]
    private var replacesState: Set<String> = []
    /// Per reducer, the labels of its `switch`es over actions: the action cases each names
    /// (`.filters` of `case .filters, .search(.binding):`, empty for `default`), the names
    /// its body assigns, and whether the body names `nil`, `send` or `dismiss`.
    private var labels: [String: [CaseLabel]] = [:]

    private struct CaseLabel {
        var cases: Set<String>
        var isDefault: Bool
        var assigned: Set<String>
        var namesNilSendOrDismiss: Bool
    }

    /// No reducers: an app that does not use the architecture.
    init() {}

    init(index: CodeIndex) {
        var bodies: [String: [(file: Int, body: Range<Int>)]] = [:]
        for type in index.types where type.language == .swift {
            guard let declaration = SwiftUIViewTypes.declaration(of: type, index: index) else { continue }
            let reader = CodeBodyReader(index: index, file: type.file)
            if type.kind != .extension, type.kind != .protocol,
               type.inheritedNames.contains("Reducer") || type.inheritedNames.contains("ReducerProtocol")
                || Self.hasReducerMacro(before: declaration.nameToken, reader) {
                reducers.insert(type.name)
            }
            bodies[type.name, default: []].append((type.file, declaration.body))
        }
        // Reducer operators: methods of the app's `extension Reducer` (`.haptics(...)`).
        var operators: [String: [(file: Int, body: Range<Int>)]] = [:]
        for method in index.methods {
            guard let owner = method.owner, let body = method.body else { continue }
            let type = index.types[owner]
            if type.kind == .extension, type.name == "Reducer" || type.name == "ReducerProtocol" {
                operators[Self.operatorNode(method.name), default: []].append((method.file, body))
            }
        }
        // Nodes: reducers and operators. Edges: a node's code names another node.
        var namedBy: [String: Set<String>] = [:]
        var direct: [String] = []
        func scan(_ node: String, _ ranges: [(file: Int, body: Range<Int>)]) {
            var namesDismiss = false
            for (file, body) in ranges {
                let reader = CodeBodyReader(index: index, file: file)
                let end = min(body.upperBound, reader.tokens.count)
                for offset in body.lowerBound..<max(body.lowerBound, end) where reader.tokens[offset].kind == .identifier {
                    let name = reader.text(offset)
                    if name == "dismiss" { namesDismiss = true }
                    if reducers.contains(name), name != node { namedBy[name, default: []].insert(node) }
                    if reader.isPunctuation(offset - 1, "."), operators[Self.operatorNode(name)] != nil {
                        namedBy[Self.operatorNode(name), default: []].insert(node)
                    }
                    if reducers.contains(node), reader.is(offset + 1, "="), offset + 2 < end {
                        if name == "state", !reader.isPunctuation(offset - 1, "."), reader.tokens[offset - 1].kind != .keyword {
                            replacesState.insert(node)
                        } else if reader.is(offset + 2, "nil") {
                            clearedState[node, default: []].insert(name)
                        }
                    }
                }
            }
            if namesDismiss { direct.append(node) }
        }
        for name in reducers.sorted() {
            scan(name, bodies[name] ?? [])
            for (file, body) in bodies[name] ?? [] {
                labels[name, default: []] += Self.caseLabels(in: body, CodeBodyReader(index: index, file: file))
            }
        }
        for name in operators.keys.sorted() { scan(name, operators[name] ?? []) }
        // Whatever names a node that may dismiss may dismiss.
        var queue = direct
        var reached = Set(direct)
        while let node = queue.popLast() {
            for user in namedBy[node] ?? [] where reached.insert(user).inserted { queue.append(user) }
        }
        mayDismiss = reached
    }

    /// Whether sending an action to a store of `feature` may close the screen: nil when
    /// `feature` is not a reducer of the app (a package's), whose code is not read.
    func sendMayDismiss(_ feature: String) -> Bool? {
        guard reducers.contains(feature) else { return nil }
        return mayDismiss.contains(feature)
    }

    /// Whether the parent reducer's code may clear the state at `statePath`'s first
    /// component (`destination` of `\.destination?.changelog`): nil when `parent` is not a
    /// reducer of the app.
    func mayClear(_ statePath: String, in parent: String) -> Bool? {
        guard reducers.contains(parent) else { return nil }
        return replacesState.contains(parent) || clearedState[parent]?.contains(statePath) == true
    }

    /// Whether the parent reducer may clear or replace the state `statePath` on the actions
    /// presented features send it through the parent's cases `childActions` (`case .filters:
    /// return .none` closes nothing): a body for one of those cases, or a `default`, that
    /// assigns the state, names `nil`, sends an action on or dismisses may. Code anywhere in
    /// the parent that sets the state to `nil` may too. Nil when `parent` is not a reducer of
    /// the app; `*` among the cases is any case.
    func mayClear(_ statePath: String, onChildActions childActions: Set<String>, in parent: String) -> Bool? {
        guard reducers.contains(parent) else { return nil }
        if replacesState.contains(parent) || clearedState[parent]?.contains(statePath) == true { return true }
        if childActions.contains("*") { return true }
        guard !childActions.isEmpty else { return false }
        return (labels[parent] ?? []).contains { label in
            (label.isDefault || !label.cases.isDisjoint(with: childActions))
                && (label.namesNilSendOrDismiss || label.assigned.contains(statePath) || label.assigned.contains("state"))
        }
    }

    /// The `case` and `default` labels in a reducer's code, each with what its body does up
    /// to the next label at its depth or the end of its `switch`.
    private static func caseLabels(in body: Range<Int>, _ reader: CodeBodyReader) -> [CaseLabel] {
        var result: [CaseLabel] = []
        // Open labels by brace depth: the one a token's statements belong to.
        var open: [Int: Int] = [:]
        var depth = 0
        let end = min(body.upperBound, reader.tokens.count)
        var cursor = body.lowerBound
        while cursor < end {
            defer { cursor += 1 }
            if reader.isPunctuation(cursor, "{") { depth += 1; continue }
            if reader.isPunctuation(cursor, "}") { open[depth] = nil; depth -= 1; continue }
            let isLabel = (reader.is(cursor, "case") || reader.is(cursor, "default"))
                && !["if", "guard", "while", "for", ","].contains(reader.text(cursor - 1))
                && !reader.isPunctuation(cursor - 1, ",")
            if isLabel {
                var label = CaseLabel(cases: [], isDefault: reader.is(cursor, "default"), assigned: [], namesNilSendOrDismiss: false)
                // The pattern, up to its `:`: the names after a `.` outside parentheses.
                var pattern = cursor + 1
                var parentheses = 0
                while pattern < end, !(parentheses == 0 && reader.isPunctuation(pattern, ":")), !reader.isPunctuation(pattern, "{") {
                    if reader.isPunctuation(pattern, "(") { parentheses += 1 }
                    if reader.isPunctuation(pattern, ")") { parentheses -= 1 }
                    if parentheses == 0, reader.isName(pattern), reader.isPunctuation(pattern - 1, ".") { label.cases.insert(reader.text(pattern)) }
                    pattern += 1
                }
                // An enum's `case name(...)` declares; it is no label.
                guard pattern < end, reader.isPunctuation(pattern, ":") else { continue }
                result.append(label)
                open[depth] = result.count - 1
                cursor = pattern
                continue
            }
            // Statements belong to the innermost open label at this depth or above.
            var level = depth
            while level >= 0, open[level] == nil { level -= 1 }
            guard level >= 0, let owner = open[level], reader.tokens[cursor].kind == .identifier || reader.is(cursor, "nil") else { continue }
            let word = reader.text(cursor)
            if word == "nil" || word == "send" || word == "dismiss" { result[owner].namesNilSendOrDismiss = true }
            if reader.is(cursor + 1, "=") { result[owner].assigned.insert(word) }
        }
        return result
    }

    /// `StoreOf<Feature>`, `Store<Feature.State, Feature.Action>`, `StoreOf<Feature>?`:
    /// the feature's name.
    static func feature(ofStoreType typeName: String) -> String? {
        let text = typeName.filter { !$0.isWhitespace }
        for prefix in ["StoreOf<", "Store<"] where text.hasPrefix(prefix) {
            var argument = text.dropFirst(prefix.count).prefix { $0 != "," && $0 != ">" }
            if prefix == "Store<", argument.hasSuffix(".State") { argument = argument.dropLast(".State".count) }
            guard let last = argument.split(separator: ".").last, !last.isEmpty,
                  last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return String(last)
        }
        return nil
    }

    /// Operators share the reducers' name space in the graph; a prefix keeps them apart.
    private static func operatorNode(_ name: String) -> String { "." + name }

    /// `@Reducer struct Feature` (with modifiers between: `@Reducer public struct`).
    private static func hasReducerMacro(before nameToken: Int, _ reader: CodeBodyReader) -> Bool {
        var cursor = nameToken - 1
        var steps = 0
        while cursor > 0, steps < 8 {
            if reader.is(cursor, "@Reducer") { return true }
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, ";") { return false }
            cursor -= 1
            steps += 1
        }
        return false
    }
}
