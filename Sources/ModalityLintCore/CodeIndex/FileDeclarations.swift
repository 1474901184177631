/// What phase one reads from one file, with no look-up into any other file: its types,
/// methods and properties in source order, ids local to the file (`link()` makes them
/// global), and the names code mentions.
struct FileDeclarations: Sendable {
    struct LocalType: Sendable {
        var kind: TypeDeclarationKind
        var name: String
        var nameSpan: ByteSpan
        var inheritedNames: [String]
        var methods: [Int] = []
        var properties: [Int] = []
        /// Declared inside another type's body (`struct Localization { struct Settings ... }`).
        var isNested = false
        /// `typealias View = RefreshView` in its body: the alias and the one type it names.
        var typeAliases: [String: String] = [:]
    }

    struct LocalMethod: Sendable {
        var name: String
        var fullName: String
        var selector: String
        var attributes: MethodAttributes
        var nameSpan: ByteSpan
        var owner: Int?
        var body: Range<Int>?
    }

    struct LocalProperty: Sendable {
        var name: String
        var nameSpan: ByteSpan
        var owner: Int
        var typeName: String?
        var attributes: [String]
        var isStatic: Bool
        /// Swift `private` or `fileprivate` (not `private(set)`): only its own file sets it.
        var isFileRestricted = false
    }

    var types: [LocalType] = []
    var methods: [LocalMethod] = []
    var properties: [LocalProperty] = []
    /// Token indices of type names in their own declarations (`class A`, `extension A`,
    /// `@implementation A`): not references to the type.
    var declarationNameTokens: Set<Int> = []
}

/// Where each bracket's partner is, computed once per file: `(`↔`)`, `[`↔`]`, `{`↔`}`.
/// An unclosed opener's partner is the end of the tokens; a stray closer has none.
struct BracketPartners {
    private(set) var partner: [Int32]

    init(_ file: LexedFile) {
        let tokens = file.tokens
        partner = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let byte = file.bytes[tokens[index].span.start]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Close the nearest opener of the same kind; openers left inside were unclosed.
                let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : (byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{"))
                // Look a bounded way back, so that a file of stray brackets stays linear.
                var candidate = open.count - 1
                var found: Int?
                while candidate >= 0, open.count - candidate <= 64 {
                    if file.bytes[tokens[open[candidate]].span.start] == opener {
                        found = candidate
                        break
                    }
                    candidate -= 1
                }
                guard let match = found else { continue }
                while open.count > match + 1 { partner[open.removeLast()] = Int32(tokens.count) }
                let start = open.removeLast()
                partner[start] = Int32(index)
                partner[index] = Int32(start)
            default:
                continue
            }
        }
        for start in open { partner[start] = Int32(tokens.count) }
    }

    /// The partner of the bracket at `index`: the closer of an opener (the token count
    /// when unclosed), or nil.
    subscript(index: Int) -> Int? {
        let value = partner[index]
        return value < 0 ? nil : Int(value)
    }
}
