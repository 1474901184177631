/// Which cases of an enum the run certainly builds: a value named where the code expects
/// that enum. One `.sheet(item:)` over an enum shows a screen per case; a case nothing
/// builds is a branch that never runs (certainty.md, part 2), so a claim about its screen
/// needs to know the branch runs.
///
/// `.event(note)` alone does not say whose case it is (damus has a dozen enums with an
/// `event` case), so only a use where the expected type is written counts:
/// - on its type: `Sheets.filter`;
/// - assigned to a name declared of the enum: `active_sheet = .filter` with
///   `var active_sheet: Sheets?`;
/// - a labelled argument whose label is declared of the enum (`sheet: .filter` with
///   `sheet: Sheets` somewhere);
/// - the first argument of a function or case the run declares with the enum among its
///   parameters' types (`present_sheet(.filter)` with `func present_sheet(_ sheet: Sheets)`).
/// A name shared by another declaration of the same spelling may make a case look built;
/// never the other way: "not certainly built" only keeps a fact open.
/// The run is read once, in one pass over its tokens.
struct BuiltEnumCases {
    /// `Type.name`, as `"Type.name"`.
    private var onType = Set<String>()
    /// `name = .case` and `label: .case`, as `"name:case"`.
    private var toName = Set<String>()
    /// `callee(.case`, as `"callee:case"`.
    private var toCallee = Set<String>()
    /// `name: Type` said anywhere (a property, a parameter and its label): the names of each type.
    private var namesOfType: [String: Set<String>] = [:]
    /// `func f(...)` and `case f(...)`: for each name said in a parameter list, the functions.
    private var calleesTaking: [String: Set<String>] = [:]

    init(index: CodeIndex) {
        for (position, file) in index.files.enumerated() where file.language == .swift {
            read(file, partners: index.partners[position])
        }
    }

    private mutating func read(_ file: LexedFile, partners: BracketPartners) {
        let tokens = file.tokens
        func text(_ offset: Int) -> String { file.text(of: tokens[offset]) }
        func isPunctuation(_ offset: Int, _ byte: UInt8) -> Bool {
            offset >= 0 && offset < tokens.count && tokens[offset].kind == .punctuation && file.bytes[tokens[offset].span.start] == byte
        }
        for offset in tokens.indices {
            let token = tokens[offset]
            if token.kind == .keyword, ["func", "case"].contains(text(offset)), offset + 2 < tokens.count,
               tokens[offset + 1].kind == .identifier, isPunctuation(offset + 2, UInt8(ascii: "(")),
               let close = partners[offset + 2], close > offset + 2 {
                let name = text(offset + 1)
                for inner in offset + 3..<close where tokens[inner].kind == .identifier { calleesTaking[text(inner), default: []].insert(name) }
            }
            guard token.kind == .identifier, offset >= 2 else { continue }
            if isPunctuation(offset - 1, UInt8(ascii: ":")), tokens[offset - 2].kind == .identifier {
                // `active_sheet: Sheets?`, `_ sheet: Sheets`, `from sheet: Sheets`.
                namesOfType[text(offset), default: []].insert(text(offset - 2))
                if offset >= 3, tokens[offset - 3].kind == .identifier { namesOfType[text(offset), default: []].insert(text(offset - 3)) }
            }
            guard isPunctuation(offset - 1, UInt8(ascii: ".")) else { continue }
            let name = text(offset)
            let before = offset - 2
            if tokens[before].kind == .identifier, !isPunctuation(before - 1, UInt8(ascii: ".")) {
                onType.insert(text(before) + "." + name)
            } else if tokens[before].kind == .operator, text(before) == "=", before >= 1, tokens[before - 1].kind == .identifier {
                toName.insert(text(before - 1) + ":" + name)
            } else if isPunctuation(before, UInt8(ascii: ":")), before >= 2, tokens[before - 1].kind == .identifier,
                      isPunctuation(before - 2, UInt8(ascii: "(")) || isPunctuation(before - 2, UInt8(ascii: ",")) {
                toName.insert(text(before - 1) + ":" + name)
            } else if isPunctuation(before, UInt8(ascii: "(")), before >= 1, tokens[before - 1].kind == .identifier {
                toCallee.insert(text(before - 1) + ":" + name)
            }
        }
    }

    /// Whether some case in `cases` of the enum `enumName` is built where the code says it
    /// expects that enum.
    func certainlyBuilds(any cases: [String], of enumName: String) -> Bool {
        let names = namesOfType[enumName] ?? []
        let callees = calleesTaking[enumName] ?? []
        return cases.contains { name in
            onType.contains(enumName + "." + name)
                || names.contains { toName.contains($0 + ":" + name) }
                || callees.contains { toCallee.contains($0 + ":" + name) }
        }
    }
}
