/// The properties of each view type that hold an environment action the system provides
/// and that closes nothing (`@Environment(\.openURL) var openURL`, FrameworkBehaviour):
/// calling one is a framework call known not to close the view.
///
/// An app may put a handler of its own in the environment (`.environment(\.openURL,
/// OpenURLAction { ... })`); every view under the view it is applied to then runs the
/// app's code instead. The reading keeps the action closed only for a view that no such
/// handler can reach: every handler is installed inside a view type's code, that type
/// shows no views it is handed, it and the view types it leads to build views only by
/// naming view types (no call to a method of the app's outside the handler, which might
/// build one), and no chain of view types naming one another leads from it to the view. A handler set anywhere else
/// (`EnvironmentValues` set in a hosting controller's code) reaches every view. Linear in
/// the tokens of the app's Swift files and of the installing view types.
enum EnvironmentActions {
    /// Per view type's name, its properties holding such an action.
    static func inertProperties(of types: [SwiftUIViewTypes.ViewType], indexByName: [String: Int], index: CodeIndex) -> [String: Set<String>] {
        let keys = Set(FrameworkBehaviour.environmentActions.map(\.key))
        var holders: [String: Set<String>] = [:]
        for viewType in types {
            for property in index.properties(of: viewType.name) where !property.isStatic {
                let reads = property.attributes.contains { attribute in
                    let written = attribute.filter { !$0.isWhitespace }
                    return keys.contains { written == "@Environment(\\.\($0))" }
                }
                if reads { holders[viewType.name, default: []].insert(property.name) }
            }
        }
        guard !holders.isEmpty else { return [:] }
        // Where the app installs a handler of its own for one of the keys, and the tokens
        // of the handler it installs (its code runs later; it builds no view of the tree).
        var installers = Set<Int>()
        var handlers: [Int: [Range<Int>]] = [:]
        // Every identifier of the app is asked: a hash of its bytes first, a string only for
        // the few that may be a key.
        let keyHashes = Set(keys.map { CodeIndex.nameHash($0.utf8) })
        for file in index.files.indices where index.files[file].language == .swift {
            let lexed = index.files[file]
            let reader = CodeBodyReader(index: index, file: file)
            let tokens = lexed.tokens
            for position in tokens.indices where tokens[position].kind == .identifier
                && keyHashes.contains(CodeIndex.nameHash(lexed.bytes, tokens[position].span)) && keys.contains(lexed.text(of: tokens[position])) {
                var handler: Range<Int>?
                if position >= 2, reader.isPunctuation(position - 1, "."), reader.text(position - 2) == "\\" {
                    // `@Environment(\.openURL)` reads the value; any other key path may set it.
                    if position >= 4, reader.isPunctuation(position - 3, "("), reader.is(position - 4, "@Environment") { continue }
                    if position >= 4, reader.isPunctuation(position - 3, "("), let close = reader.partners[position - 3], close > position {
                        handler = position - 4 ..< close  // `environment(\.openURL, ...)`, name to closing parenthesis
                    }
                } else if !(position + 1 < tokens.count && reader.is(position + 1, "=")) {
                    continue  // a call or a read of the action, not a setting of it
                }
                guard let owner = enclosingViewType(file: file, token: position, types: types) else { return [:] }
                if types[owner].holdsHandedView || ContentHosts.isGenericOverViews(types[owner], in: index) { return [:] }
                installers.insert(owner)
                if let handler { handlers[owner, default: []].append(handler) }
            }
        }
        // The view types each installer's code leads to, by the names it says.
        var reached = installers
        var queue = Array(installers)
        while let next = queue.popLast() {
            let ownMethods = Set(index.methods(of: types[next].name).map(\.name))
            for declaration in types[next].declarations {
                let reader = CodeBodyReader(index: index, file: declaration.file)
                let skipped = installers.contains(next) ? handlers[next] ?? [] : []
                var position = declaration.body.lowerBound
                let end = min(declaration.body.upperBound, reader.tokens.count)
                while position < end {
                    defer { position += 1 }
                    if let range = skipped.first(where: { $0.lowerBound == position }) {
                        position = range.upperBound - 1
                        continue
                    }
                    guard reader.tokens[position].kind == .identifier else { continue }
                    let name = reader.text(position)
                    var isView = false
                    for candidate in [name, SwiftUIViewTypes.extensionMethodPrefix + name] {
                        guard let found = indexByName[candidate] else { continue }
                        isView = true
                        if reached.insert(found).inserted { queue.append(found) }
                    }
                    // Under a handler, a call of the app's own code may build a view the
                    // handler reaches, which no name here says.
                    if !isView, name != "init", !ownMethods.contains(name), reader.isPunctuation(position + 1, "("),
                       CallClosure.mayRunUnfollowedCode(name, receivers: reader.receivers(before: position), index: index) {
                        return [:]
                    }
                }
            }
        }
        return holders.filter { name, _ in indexByName[name].map { !reached.contains($0) } ?? false }
    }

    /// The innermost view type whose declaration's body holds the token.
    private static func enclosingViewType(file: Int, token: Int, types: [SwiftUIViewTypes.ViewType]) -> Int? {
        var best: (size: Int, index: Int)?
        for (position, viewType) in types.enumerated() {
            for declaration in viewType.declarations where declaration.file == file && declaration.body.contains(token) {
                if best == nil || declaration.body.count < best!.size { best = (declaration.body.count, position) }
            }
        }
        return best?.index
    }
}
