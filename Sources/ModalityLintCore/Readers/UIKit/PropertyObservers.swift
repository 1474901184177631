/// The property observers of the run's Swift types (`var warnings = [Warning]() { didSet {
/// ... present(linter, animated: false) } }`), each read as a method of the type that owns
/// the property: an observer runs every time the property is set, as a method its setter
/// calls, so what it presents is presented by that type as a method's would be.
///
/// Only `didSet` and `willSet`: a computed property's getter makes a value for whoever reads
/// it (an alert, a controller), which that reader presents; it is not read as a presenter.
///
/// So are the closures written in a stored property's initial value (`lazy var rows =
/// [Row(onToggle: { [unowned self] _ in ... self.present(alert, animated: true) })]`,
/// `static let live = Actions(share: { presenter in presenter.present(...) })`): a closure
/// is code that runs whenever whoever holds it calls it, as a method's body does, and
/// what it presents is presented by the property's type as a method's would be (on a
/// controller it is handed, by whichever screen that is). The initial value outside its
/// closures builds a value; it is not read as a presenter, as a getter is not.
///
/// Both are found from the code index's properties, one walk over each declaration's
/// tokens up to its first block or the end of its initial value, stepping over each
/// closure whole: linear in the code.
struct PropertyObservers {
    /// Each observer as a method: named after its property (`warnings`), owned by the
    /// property's type, its body the observer's block. Its id is negative, so it is never
    /// one of the index's methods (nor dead code, which only the index's methods can be).
    private(set) var methods: [MethodDeclaration] = []
    /// Each closure of a stored property's initial value as a method, named and owned as an
    /// observer is, its body the closure, braces included (a block that may not run); its
    /// id negative too, and unlike every observer's.
    private(set) var initialValueClosures: [MethodDeclaration] = []

    init(index: CodeIndex) {
        for property in index.properties {
            let file = index.files[property.file]
            guard file.language == .swift, !file.isExcludedFromiOS(property.nameSpan.start),
                  let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: file) else { continue }
            let reader = CodeBodyReader(index: index, file: property.file)
            for body in Self.observerBodies(after: name, reader) {
                methods.append(method(of: property, body: body))
            }
            for body in Self.initialValueClosures(after: name, reader) {
                initialValueClosures.append(method(of: property, body: body))
            }
        }
    }

    private func method(of property: PropertyDeclaration, body: Range<Int>) -> MethodDeclaration {
        MethodDeclaration(
            id: -1 - methods.count - initialValueClosures.count, name: property.name, fullName: property.name,
            selector: property.name, attributes: [], nameSpan: property.nameSpan, file: property.file,
            owner: property.owner, body: body)
    }

    /// Whether the declaration that started before `cursor` has ended there without a
    /// block or an initial value: the next member starts.
    private static func startsNextMember(_ cursor: Int, _ reader: CodeBodyReader) -> Bool {
        reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ";") || reader.tokens[cursor].kind == .attribute
            || ((reader.tokens[cursor].kind == .keyword || reader.tokens[cursor].kind == .identifier)
                && memberKeywords.contains(reader.text(cursor)))
    }

    private static let memberKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "class", "struct", "enum", "protocol",
        "extension", "actor", "case",
    ]

    /// The closures of the initial value of the property whose name is at `name`
    /// (`= Row(onToggle: { ... })`, `= [A(run: { ... }), B { ... }]`, `: T = { ... }()`),
    /// outermost only (a closure inside one is part of its body), each with its braces. A
    /// property with no `=` before its first block (a getter, observers without a value)
    /// has none; a block that starts with `didSet` or `willSet` ends the value.
    static func initialValueClosures(after name: Int, _ reader: CodeBodyReader) -> [Range<Int>] {
        let tokens = reader.tokens
        var cursor = name + 1
        while cursor < tokens.count, !reader.is(cursor, "=") {
            if reader.isPunctuation(cursor, "{") || startsNextMember(cursor, reader) { return [] }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "["), let close = reader.partners[cursor], close > cursor {
                cursor = close
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return [] }
        let end = reader.expressionEnd(from: cursor + 1, limit: tokens.count)
        var closures: [Range<Int>] = []
        var position = cursor + 1
        while position < end {
            if reader.isPunctuation(position, "{"), let close = reader.partners[position], close > position {
                if reader.is(position + 1, "didSet") || reader.is(position + 1, "willSet") { break }
                // An unclosed `{` (a file cut short) runs to the end of the tokens: its
                // partner is the token count, past which the range may not reach.
                closures.append(position..<min(close + 1, tokens.count))
                position = close + 1
            } else {
                position += 1
            }
        }
        return closures
    }

    /// The bodies of the `didSet` and `willSet` blocks of the property whose name is at
    /// `name`: its declaration's first block, when that block starts with one of them
    /// (`= value { didSet { ... } }`, `: Type { willSet(next) { ... } didSet { ... } }`). A
    /// block that starts otherwise is a getter or an initialiser's trailing closure.
    static func observerBodies(after name: Int, _ reader: CodeBodyReader) -> [Range<Int>] {
        let tokens = reader.tokens
        var cursor = name + 1
        while cursor < tokens.count, !reader.isPunctuation(cursor, "{") {
            // The declaration ended without a block: the next member starts.
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ";") || tokens[cursor].kind == .attribute
                || reader.is(cursor, "var") || reader.is(cursor, "let") || reader.is(cursor, "func") || reader.is(cursor, "init")
                || reader.is(cursor, "class") || reader.is(cursor, "struct") || reader.is(cursor, "case") {
                return []
            }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "["), let close = reader.partners[cursor], close > cursor {
                cursor = close
            }
            cursor += 1
        }
        guard cursor < tokens.count, let blockEnd = reader.partners[cursor], blockEnd > cursor else { return [] }
        var bodies: [Range<Int>] = []
        var position = cursor + 1
        while position < blockEnd, reader.is(position, "didSet") || reader.is(position, "willSet") {
            var open = position + 1
            if reader.isPunctuation(open, "("), let close = reader.partners[open], close > open { open = close + 1 }
            guard reader.isPunctuation(open, "{"), let close = reader.partners[open], close > open, close < blockEnd else { break }
            bodies.append(open + 1..<close)
            position = close + 1
        }
        return bodies
    }
}
