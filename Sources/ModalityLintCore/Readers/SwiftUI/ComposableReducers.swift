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
        for name in reducers.sorted() { scan(name, bodies[name] ?? []) }
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
