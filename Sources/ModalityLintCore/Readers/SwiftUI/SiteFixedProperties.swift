/// Properties of a view of the app that the site building it fixes to a literal (`false`,
/// `true`, `nil` or an enum case): `CloseButtonView()` leaves `init(requiresConfirmation:
/// Bool = false, callback: (() -> Void)? = nil)` at its defaults, and the initialiser stores
/// them (`self.requiresConfirmation = requiresConfirmation`). The view is read again with
/// those values (`ActionEffectsReader.siteValues`): a branch they rule out never runs at that
/// site, so a close button that asks first only `if requiresConfirmation` closes without
/// asking where it is built without it, and asks (or may) where a site hands in `true` or a
/// value; and a Done drawn only `if style == .modal` is not there where the site leaves
/// `style` at `.navigation`.
///
/// Closed only where it is certain: a plain stored property (no property wrapper, so
/// nothing but the view's own code sets it), never assigned outside its initialisers nor
/// handed out as a binding (`$flag`, `_flag`), and a site whose arguments the index ties to
/// exactly one initialiser (or the memberwise one, when the type declares none), with no
/// trailing closure. A value that is not a literal fixes nothing, unless the site's own
/// callers fix it (`ForwardedParameterValues`). A screen reads a view type once however many
/// of its views build it, so a value holds for it only where every one of those sites fixes
/// it alike: a round button left without its `action` as a menu's label keeps the Close it
/// draws where another site hands it `{ dismiss() }`.
enum SiteFixedProperties {
    /// The properties of the view a site can fix: plain stored ones that its code sets only
    /// in its initialisers. Read once per view type.
    static func fixable(in viewType: SwiftUIViewTypes.ViewType, index: CodeIndex) -> Set<String> {
        var candidates: [String: PropertyDeclaration] = [:]
        for property in index.properties(of: viewType.name) where !property.isStatic && property.attributes.allSatisfy(isFixableAttribute) {
            candidates[property.name] = property
        }
        guard !candidates.isEmpty else { return [] }
        let initialisers = index.methods(of: viewType.name).filter { $0.name == "init" && $0.body != nil }
        // One walk over the view's code rules out every candidate it sets, hands out or
        // shadows: linear in the view, however many properties it has.
        var ruledOut = Set<String>()
        for declaration in viewType.declarations {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            let inits = initialisers.compactMap { $0.file == declaration.file ? $0.body : nil }
            var header = 0..<0
            for cursor in declaration.body {
                if reader.is(cursor, "func") {
                    var open = cursor + 1
                    while open < declaration.body.upperBound, !reader.isPunctuation(open, "("), !reader.isPunctuation(open, "{") { open += 1 }
                    if reader.isPunctuation(open, "("), let close = reader.partners[open], close > open { header = open..<close }
                    continue
                }
                let text = reader.text(cursor)
                // Handed out as a binding or its storage (`$flag`, `_flag`); `_flag = State(initialValue:
                // flag)` in an initialiser only sets it.
                if let first = text.first, first == "$" || first == "_", candidates[String(text.dropFirst())] != nil {
                    if !(first == "_" && reader.is(cursor + 1, "=") && inits.contains(where: { $0.contains(cursor) })) {
                        ruledOut.insert(String(text.dropFirst()))
                    }
                    continue
                }
                guard let property = candidates[text], reader.tokens[cursor].kind == .identifier,
                      declaration.file != property.file || reader.tokens[cursor].span != property.nameSpan else { continue }
                if reader.isPunctuation(cursor + 1, "."), reader.is(cursor + 2, "toggle") {
                    ruledOut.insert(text)
                } else if reader.is(cursor - 1, "let") || reader.is(cursor - 1, "var") {
                    // Another value of its name: a bare `flag` there may not be the property.
                    // `if let callback {` unwraps the property itself.
                    if !(reader.isPunctuation(cursor + 1, "{") || reader.isPunctuation(cursor + 1, ",")) { ruledOut.insert(text) }
                } else if reader.is(cursor + 1, "in") || header.contains(cursor) && reader.isPunctuation(cursor + 1, ":") {
                    // A closure's or a method's parameter, a loop variable, of its name.
                    ruledOut.insert(text)
                } else if reader.is(cursor + 1, "="), !inits.contains(where: { $0.contains(cursor) }) {
                    // Set outside its initialisers.
                    ruledOut.insert(text)
                }
            }
        }
        return Set(candidates.keys).subtracting(ruledOut)
    }

    /// A property with no wrapper, or `@State`: storage only the view's own code can set, so
    /// where nothing but its initialisers set it and it is never handed out as a binding
    /// (`$flag`), the site's value holds for the view's life (`@State private var
    /// quranView: Bool` set from `init(quranView: Bool = false)`). Other wrappers take their
    /// value from outside (`@Binding`, `@AppStorage`, `@Environment`).
    private static func isFixableAttribute(_ attribute: String) -> Bool {
        !attribute.hasPrefix("@") || attribute == "@State"
    }

    /// The values the site at `construction` fixes for the `fixable` properties: a literal
    /// written there, one the initialiser's parameter or the property defaults to, or what
    /// `resolve` makes of an argument that is not a literal (a parameter of the method the
    /// site is in, which that method's own callers fix: `ForwardedParameterValues`).
    static func values(of viewType: SwiftUIViewTypes.ViewType, fixable: Set<String>, constructedAt construction: ViewSummary.Place,
                       index: CodeIndex, initialValue: (PropertyDeclaration) -> String?,
                       resolve: (Range<Int>, CodeBodyReader) -> String? = { _, _ in nil }) -> [String: String] {
        guard !fixable.isEmpty else { return [:] }
        let reader = CodeBodyReader(index: index, file: construction.file)
        let token = construction.token
        guard token < reader.tokens.count, reader.text(token) == viewType.name else { return [:] }
        let arguments = reader.isPunctuation(token + 1, "(") ? reader.arguments(ofCallAt: token + 1) : []
        // A trailing closure (`TrustedNetworkButton(filter: $f) { ... }`) is an argument too,
        // bound to a closure parameter the tokens do not name: the site fixes nothing.
        let afterArguments = reader.isPunctuation(token + 1, "(") ? (reader.partners[token + 1] ?? token) + 1 : token + 1
        guard !reader.isPunctuation(afterArguments, "{") else { return [:] }
        let plain = index.properties(of: viewType.name).filter { fixable.contains($0.name) && !$0.isStatic }
        guard !plain.isEmpty else { return [:] }
        func value(_ argument: (label: String, start: Int, end: Int)) -> String? {
            let range = argument.start..<argument.end
            return literal(range.map { reader.text($0) }) ?? resolve(range, reader)
        }
        var values: [String: String] = [:]
        let initialisers = index.methods(of: viewType.name).filter { $0.name == "init" && $0.body != nil }
        if initialisers.isEmpty {
            // The memberwise initialiser: labels are the properties' names.
            for property in plain {
                if let argument = arguments.first(where: { $0.label == property.name }) {
                    if let value = value(argument) { values[property.name] = value }
                } else if let value = initialValue(property).flatMap(literal(text:)) {
                    values[property.name] = value
                }
            }
        } else {
            let labels = arguments.map(\.label)
            let fitting = initialisers.compactMap { initialiser -> (MethodDeclaration, [SwiftParameterList.Parameter], [Int])? in
                let list = SwiftParameterList.read(initialiser, index: index)
                return SwiftParameterList.bind(labels, to: list).map { (initialiser, list, $0) }
            }
            guard fitting.count == 1, let (initialiser, list, bound) = fitting.first, let body = initialiser.body else { return [:] }
            let initReader = CodeBodyReader(index: index, file: initialiser.file)
            for (position, parameter) in list.enumerated() {
                let fixed = bound.firstIndex(of: position).map { value(arguments[$0]) } ?? defaultValue(of: parameter, initReader)
                guard let fixed, let stored = storedProperty(from: parameter.name, in: body, initReader) else { continue }
                values[stored] = fixed
            }
        }
        return values.filter { fixable.contains($0.key) }
    }

    /// A value as the site values compare it, from its words: `false`, `true`, `nil`, or an
    /// enum case as `.case` (`.navigation`, `NavPresentationStyle.navigation`). Nil for
    /// anything else: a call, a variable, a number.
    static func literal<Words: Collection<String>>(_ words: Words) -> String? {
        let words = Array(words)
        switch words.count {
        case 1 where ["false", "true", "nil"].contains(words[0]):
            return words[0]
        case 2 where words[0] == "." && isName(words[1]):
            return "." + words[1]
        case 3 where words[1] == "." && isName(words[0]) && words[0].first?.isUppercase == true && isName(words[2]):
            return "." + words[2]
        default:
            return nil
        }
    }

    /// `literal` of a value written as text (a property's initial value).
    static func literal(text: String) -> String? {
        if ["false", "true", "nil"].contains(text) { return text }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, parts[0].isEmpty || parts[0].first?.isUppercase == true { return literal(parts[0].isEmpty ? [".", parts[1]] : [parts[0], ".", parts[1]]) }
        return nil
    }

    /// The literal a parameter defaults to (`= false`, `= .navigation`), in its declaration.
    static func defaultValue(of parameter: SwiftParameterList.Parameter, _ reader: CodeBodyReader) -> String? {
        guard let tokens = parameter.defaultTokens, tokens.upperBound <= reader.tokens.count else { return nil }
        return literal(tokens.map { reader.text($0) })
    }

    private static func isName(_ word: String) -> Bool {
        guard let first = word.first, first == "_" || first.isLetter else { return false }
        return word.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// `self.flag = flag`, a statement of its own in the initialiser: the property the
    /// parameter is stored in.
    private static func storedProperty(from parameter: String, in body: Range<Int>, _ reader: CodeBodyReader) -> String? {
        for cursor in body where cursor + 6 < body.upperBound && reader.is(cursor + 1, "=") && reader.is(cursor + 2, "State") {
            // `_flag = State(initialValue: flag)`, `_flag = State(wrappedValue: flag)`.
            let storage = reader.text(cursor)
            guard storage.hasPrefix("_"), storage.count > 1, reader.isPunctuation(cursor + 3, "("),
                  reader.is(cursor + 4, "initialValue") || reader.is(cursor + 4, "wrappedValue"),
                  reader.isPunctuation(cursor + 5, ":"), reader.text(cursor + 6) == parameter,
                  reader.isPunctuation(cursor + 7, ")") else { continue }
            return String(storage.dropFirst())
        }
        for cursor in body where reader.is(cursor, "self") && reader.isPunctuation(cursor + 1, ".") && cursor + 4 < body.upperBound {
            guard reader.tokens[cursor + 2].kind == .identifier, reader.is(cursor + 3, "="), reader.text(cursor + 4) == parameter,
                  cursor + 5 >= body.upperBound || reader.lineBreakBefore(cursor + 5) || reader.isPunctuation(cursor + 5, ";") else { continue }
            return reader.text(cursor + 2)
        }
        return nil
    }
}
