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
/// The run is read once, in one pass over its tokens. Names are kept as 64-bit hashes of
/// their bytes (`CodeIndex.nameHash`), pairs as a hash of the two: the pass makes no
/// strings, and a collision, like a shared name, can only make a case look built.
struct BuiltEnumCases {
    /// `Type.name`.
    private var onType = Set<UInt64>()
    /// `name = .case` and `label: .case`.
    private var toName = Set<UInt64>()
    /// `callee(.case`.
    private var toCallee = Set<UInt64>()
    /// `name: Type` said anywhere (a property, a parameter and its label): the names of each
    /// of the run's enums.
    private var namesOfType: [UInt64: Set<UInt64>] = [:]
    /// `func f(...)` and `case f(...)`: for each of the run's enums named in a parameter
    /// list, the functions.
    private var calleesTaking: [UInt64: Set<UInt64>] = [:]
    /// The names of the run's enums: the only types a presentation's cases can be of.
    private let enumNames: Set<UInt64>

    init(index: CodeIndex) {
        enumNames = Set(index.types.filter { $0.kind == .enum }.map { CodeIndex.nameHash($0.name.utf8) })
        for (position, file) in index.files.enumerated() where file.language == .swift {
            read(file, partners: index.partners[position])
        }
    }

    private static func pair(_ first: UInt64, _ second: UInt64) -> UInt64 {
        (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &+ 0x632B_E59B_D9B4_E019)
    }

    private mutating func read(_ file: LexedFile, partners: BracketPartners) {
        let tokens = file.tokens
        func name(_ offset: Int) -> UInt64 { CodeIndex.nameHash(file.bytes, tokens[offset].span) }
        func isPunctuation(_ offset: Int, _ byte: UInt8) -> Bool {
            offset >= 0 && offset < tokens.count && tokens[offset].kind == .punctuation && file.bytes[tokens[offset].span.start] == byte
        }
        for offset in tokens.indices {
            let token = tokens[offset]
            if token.kind == .keyword, file.token(token, is: "func") || file.token(token, is: "case"), offset + 2 < tokens.count,
               tokens[offset + 1].kind == .identifier, isPunctuation(offset + 2, UInt8(ascii: "(")),
               let close = partners[offset + 2], close > offset + 2 {
                let callee = name(offset + 1)
                for inner in offset + 3..<close where tokens[inner].kind == .identifier {
                    let written = name(inner)
                    if enumNames.contains(written) { calleesTaking[written, default: []].insert(callee) }
                }
            }
            guard token.kind == .identifier, offset >= 2 else { continue }
            if isPunctuation(offset - 1, UInt8(ascii: ":")), tokens[offset - 2].kind == .identifier {
                // `active_sheet: Sheets?`, `_ sheet: Sheets`, `from sheet: Sheets`.
                let type = name(offset)
                if enumNames.contains(type) {
                    namesOfType[type, default: []].insert(name(offset - 2))
                    if offset >= 3, tokens[offset - 3].kind == .identifier { namesOfType[type, default: []].insert(name(offset - 3)) }
                }
            }
            guard isPunctuation(offset - 1, UInt8(ascii: ".")) else { continue }
            let member = name(offset)
            let before = offset - 2
            if tokens[before].kind == .identifier, !isPunctuation(before - 1, UInt8(ascii: ".")) {
                onType.insert(Self.pair(name(before), member))
            } else if tokens[before].kind == .operator, file.token(tokens[before], is: "="), before >= 1, tokens[before - 1].kind == .identifier {
                toName.insert(Self.pair(name(before - 1), member))
            } else if isPunctuation(before, UInt8(ascii: ":")), before >= 2, tokens[before - 1].kind == .identifier,
                      isPunctuation(before - 2, UInt8(ascii: "(")) || isPunctuation(before - 2, UInt8(ascii: ",")) {
                toName.insert(Self.pair(name(before - 1), member))
            } else if isPunctuation(before, UInt8(ascii: "(")), before >= 1, tokens[before - 1].kind == .identifier {
                toCallee.insert(Self.pair(name(before - 1), member))
            }
        }
    }

    /// Whether some case in `cases` of the enum `enumName` is built where the code says it
    /// expects that enum.
    func certainlyBuilds(any cases: [String], of enumName: String) -> Bool {
        let type = CodeIndex.nameHash(enumName.utf8)
        let names = namesOfType[type] ?? []
        let callees = calleesTaking[type] ?? []
        return cases.contains { caseName in
            let member = CodeIndex.nameHash(caseName.utf8)
            return onType.contains(Self.pair(type, member))
                || names.contains { toName.contains(Self.pair($0, member)) }
                || callees.contains { toCallee.contains(Self.pair($0, member)) }
        }
    }
}
