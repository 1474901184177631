/// The app's Swift functions that title a navigation item handed to them: a parameter typed
/// `UINavigationItem` whose `title` or `titleView` the body sets, directly or by handing the
/// item on to another such function. A design system's `func configureNavigationItem(item:
/// UINavigationItem) { item.titleView = logo }`, called from a base class's
/// `viewWillAppear` as `screenType.configureNavigationItem(item: self.navigationItem)`, gives
/// every screen of that class a title place that is filled (ViewControllerCodeFacts).
///
/// Calls are tied by base name and argument label, as the title-setting extension methods
/// are: the receiver (an enum value, a helper object) does not matter, because the item the
/// call hands in is the controller's own. Read once per run: the parameter lists of the
/// app's methods are read only where one names `UINavigationItem`, and the hand-ons settle
/// in as many rounds as there are helpers that hand the item on, each round a pass over
/// the helpers' calls.
struct NavigationItemTitleHelpers: Sendable {
    /// The base names of the helpers, each with the argument labels (nil for `_`) of the
    /// parameters whose item it titles.
    private(set) var labelsByName: [String: Set<String?>] = [:]

    var isEmpty: Bool { labelsByName.isEmpty }

    static func read(_ index: CodeIndex) -> NavigationItemTitleHelpers {
        /// A helper candidate: its item parameters, and the calls that hand one of them on.
        struct Candidate {
            var name: String
            var itemLabels: [String: String?]  // parameter name → argument label
            var titles: Set<String?> = []
            var handOns: [(called: String, label: String?, parameterLabel: String?)] = []
        }
        var candidates: [Candidate] = []
        for method in index.methods where method.body != nil && index.files[method.file].language == .swift {
            guard takesNavigationItem(method, index: index) else { continue }
            var itemLabels: [String: String?] = [:]
            for parameter in SwiftParameterList.read(method, index: index) where parameter.type == "UINavigationItem" {
                itemLabels[parameter.name] = parameter.label
            }
            guard !itemLabels.isEmpty else { continue }
            var candidate = Candidate(name: method.name, itemLabels: itemLabels)
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in method.body! where reader.isName(offset) {
                // `item.title = ...`, `item.titleView = ...`.
                if reader.is(offset, "title") || reader.is(offset, "titleView"), reader.is(offset + 1, "="),
                   reader.kind(offset + 1) == .operator {
                    let chain = reader.receivers(before: offset)
                    if chain.count == 1, let label = itemLabels[chain[0]] { candidate.titles.insert(label) }
                }
                // `addLogoTo(item: item)`: the item handed on.
                if let label = itemLabels[reader.text(offset)], let call = handingOn(reader, argument: offset) {
                    candidate.handOns.append((call.name, call.label, label))
                }
            }
            candidates.append(candidate)
        }
        var helpers = NavigationItemTitleHelpers()
        var changed = true
        while changed {
            changed = false
            for position in candidates.indices {
                for handOn in candidates[position].handOns where helpers.titles(handOn.called, label: handOn.label) {
                    if candidates[position].titles.insert(handOn.parameterLabel).inserted { changed = true }
                }
                if !candidates[position].titles.isEmpty {
                    let name = candidates[position].name
                    let before = helpers.labelsByName[name, default: []]
                    let after = before.union(candidates[position].titles)
                    if after != before {
                        helpers.labelsByName[name] = after
                        changed = true
                    }
                }
            }
        }
        return helpers
    }

    /// Whether a call of `name` with an argument labelled `label` titles the item it hands in.
    func titles(_ name: String, label: String?) -> Bool {
        labelsByName[name]?.contains(label) ?? false
    }

    /// Whether the argument at `argument` (a one-token expression, or the end of
    /// `self.navigationItem`) is a whole argument of a call: the call's base name and the
    /// argument's label (nil when it has none).
    static func handingOn(_ reader: CodeBodyReader, argument: Int) -> (name: String, label: String?)? {
        guard reader.isPunctuation(argument + 1, ",") || reader.isPunctuation(argument + 1, ")") else { return nil }
        var start = argument
        if reader.isPunctuation(argument - 1, "."), reader.isName(argument - 2) { start = argument - 2 }
        let label: String?
        var before = start - 1
        if reader.isPunctuation(before, ":"), reader.isName(before - 1) {
            label = reader.text(before - 1)
            before -= 2
        } else {
            label = nil
        }
        // Back to the call's `(`, over the arguments before this one: a bracketed one is
        // jumped whole through the file's bracket partners.
        while before >= 0, !(reader.isPunctuation(before, "(") || reader.isPunctuation(before, "[") || reader.isPunctuation(before, "{")) {
            if let open = reader.partners[before], open < before { before = open }
            before -= 1
            if argument - before > 64 { return nil }
        }
        guard before > 0, reader.isPunctuation(before, "("), reader.isName(before - 1) else { return nil }
        return (reader.text(before - 1), label)
    }

    /// Whether the method's declaration, between its name and its body, names `UINavigationItem`.
    private static func takesNavigationItem(_ method: MethodDeclaration, index: CodeIndex) -> Bool {
        let file = index.files[method.file]
        guard let body = method.body, let name = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: file), name < body.lowerBound
        else { return false }
        return (name..<body.lowerBound).contains { file.tokens[$0].kind == .identifier && file.token(file.tokens[$0], is: "UINavigationItem") }
    }
}
