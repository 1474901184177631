/// The property observers of the run's Swift types (`var warnings = [Warning]() { didSet {
/// ... present(linter, animated: false) } }`), each read as a method of the type that owns
/// the property: an observer runs every time the property is set, as a method its setter
/// calls, so what it presents is presented by that type as a method's would be.
///
/// Only `didSet` and `willSet`: a computed property's getter makes a value for whoever reads
/// it (an alert, a controller), which that reader presents; it is not read as a presenter.
/// The observers are found from the code index's properties, one walk over each
/// declaration's tokens up to its first block: linear in the code.
struct PropertyObservers {
    /// Each observer as a method: named after its property (`warnings`), owned by the
    /// property's type, its body the observer's block. Its id is negative, so it is never
    /// one of the index's methods (nor dead code, which only the index's methods can be).
    private(set) var methods: [MethodDeclaration] = []

    init(index: CodeIndex) {
        for property in index.properties {
            let file = index.files[property.file]
            guard file.language == .swift, !file.isExcludedFromiOS(property.nameSpan.start),
                  let name = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: file) else { continue }
            let reader = CodeBodyReader(index: index, file: property.file)
            for body in Self.observerBodies(after: name, reader) {
                methods.append(MethodDeclaration(
                    id: -1 - methods.count, name: property.name, fullName: property.name, selector: property.name,
                    attributes: [], nameSpan: property.nameSpan, file: property.file, owner: property.owner, body: body))
            }
        }
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
