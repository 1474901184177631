/// Phase one for an Objective-C file: `@interface` classes (superclass, protocols,
/// `@property`s), categories, `@protocol`s, and `@implementation`s with their methods'
/// selectors and bodies, and C functions with theirs. An `@implementation` is recorded as
/// an extension of its class: `link()` merges it into the `@interface`, which may sit in a
/// header.
struct ObjCDeclarationScanner {
    let file: LexedFile
    let partners: BracketPartners
    var result = FileDeclarations()
    private var index = 0

    init(file: LexedFile, partners: BracketPartners) {
        self.file = file
        self.partners = partners
    }

    static func scan(_ file: LexedFile, partners: BracketPartners) -> FileDeclarations {
        var scanner = ObjCDeclarationScanner(file: file, partners: partners)
        scanner.run()
        return scanner.result
    }

    private var tokens: [Token] { file.tokens }

    private func isPunctuation(_ offset: Int, _ byte: Character) -> Bool {
        offset < tokens.count && tokens[offset].kind == .punctuation && file.bytes[tokens[offset].span.start] == byte.asciiValue!
    }

    private func isAtKeyword(_ offset: Int, _ text: StaticString) -> Bool {
        offset < tokens.count && tokens[offset].kind == .atKeyword && file.token(tokens[offset], is: text)
    }

    mutating func run() {
        while index < tokens.count {
            if isAtKeyword(index, "@interface") {
                readContainer(isImplementation: false)
            } else if isAtKeyword(index, "@implementation") {
                readContainer(isImplementation: true)
            } else if isAtKeyword(index, "@protocol"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                      !isPunctuation(index + 2, ";"), !isPunctuation(index + 2, ",") {
                readContainer(isImplementation: false, isProtocol: true)
            } else if let end = readFunction(at: index) {
                index = end
            } else if tokens[index].kind == .punctuation, isPunctuation(index, "{") || isPunctuation(index, "(") || isPunctuation(index, "[") {
                index = (partners[index] ?? index) + 1
            } else {
                index += 1
            }
        }
    }

    /// Words that stand before a `(` without naming a function.
    private static let notFunctionNames: Set<String> = [
        "if", "while", "for", "switch", "return", "sizeof", "typeof", "__typeof__", "__typeof", "__attribute__", "__declspec",
    ]

    /// A C function defined in the file, at its top level or between an `@implementation`'s
    /// methods (`NSString *askPassphrase(UIViewController *presenter) { ... }`), whose
    /// `(` is at `open`: a function of no type, as Swift's top-level functions are, its
    /// body read as theirs is. Its name follows a type (a name or a `*`) and its body
    /// follows its parameters; a declaration (`;`) and a block variable (`void (^done)(void)
    /// = ...`) are none. Returns the offset after the body.
    private mutating func readFunction(at open: Int) -> Int? {
        guard isPunctuation(open, "("), open >= 2, tokens[open - 1].kind == .identifier,
              tokens[open - 2].kind == .identifier || (tokens[open - 2].kind == .operator && file.token(tokens[open - 2], is: "*")),
              let close = partners[open], close > open, isPunctuation(close + 1, "{"), let end = partners[close + 1], end > close + 1
        else { return nil }
        let name = file.text(of: tokens[open - 1])
        guard !Self.notFunctionNames.contains(name) else { return nil }
        result.methods.append(FileDeclarations.LocalMethod(
            name: name, fullName: name, selector: name, attributes: [], nameSpan: tokens[open - 1].span, owner: nil,
            body: (close + 2)..<end))
        return min(end + 1, tokens.count)
    }

    private mutating func readContainer(isImplementation: Bool, isProtocol: Bool = false) {
        var cursor = index + 1
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else {
            index = cursor
            return
        }
        let nameToken = cursor
        cursor += 1
        var kind: TypeDeclarationKind = isProtocol ? .protocol : (isImplementation ? .objcImplementation : .class)
        var inherited: [String] = []
        if isPunctuation(cursor, "(") {
            kind = .extension  // a category or class extension
            cursor = (partners[cursor] ?? cursor) + 1
        }
        if isPunctuation(cursor, ":"), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
            inherited.append(file.text(of: tokens[cursor + 1]))
            cursor += 2
        }
        if cursor < tokens.count, tokens[cursor].kind == .operator, file.bytes[tokens[cursor].span.start] == UInt8(ascii: "<") {
            cursor += 1
            while cursor < tokens.count, tokens[cursor].kind != .operator {
                if tokens[cursor].kind == .identifier { inherited.append(file.text(of: tokens[cursor])) }
                cursor += 1
            }
            cursor += 1
        }
        let local = result.types.count
        result.types.append(FileDeclarations.LocalType(
            kind: kind, name: file.text(of: tokens[nameToken]), nameSpan: tokens[nameToken].span, inheritedNames: inherited))
        result.declarationNameTokens.insert(nameToken)
        // Instance variables: `{ ... }` right after the header.
        if isPunctuation(cursor, "{") {
            let close = partners[cursor] ?? cursor
            if close > cursor { readInstanceVariables(cursor + 1, close, owner: local) }
            cursor = close + 1
        }
        while cursor < tokens.count, !isAtKeyword(cursor, "@end") {
            let token = tokens[cursor]
            if token.kind == .operator, file.token(token, is: "-") || file.token(token, is: "+") {
                cursor = readMethod(at: cursor, owner: local, withBody: isImplementation)
            } else if isAtKeyword(cursor, "@property") {
                cursor = readProperty(at: cursor, owner: local)
            } else if isImplementation, let end = readFunction(at: cursor) {
                cursor = end
            } else if token.kind == .punctuation, isPunctuation(cursor, "{") || isPunctuation(cursor, "(") || isPunctuation(cursor, "[") {
                cursor = (partners[cursor] ?? cursor) + 1
            } else if isAtKeyword(cursor, "@interface") || isAtKeyword(cursor, "@implementation") {
                break  // a missing @end: the next container begins
            } else {
                cursor += 1
            }
        }
        index = min(cursor + 1, tokens.count)
        if cursor < tokens.count, !isAtKeyword(cursor, "@end") { index = cursor }
    }

    /// `- (IBAction)cancel:(id)sender { ... }` or `+ (void)a:(int)x b:(int)y;`.
    private mutating func readMethod(at start: Int, owner: Int, withBody: Bool) -> Int {
        var attributes: MethodAttributes = file.token(tokens[start], is: "+") ? [.typeMethod] : []
        var cursor = start + 1
        if isPunctuation(cursor, "(") {
            let close = partners[cursor] ?? tokens.count
            for position in (cursor + 1)..<min(close, tokens.count) where file.token(tokens[position], is: "IBAction") {
                attributes.formUnion([.ibAction, .objc])
            }
            cursor = min(close + 1, tokens.count)
        }
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return cursor }
        let nameToken = cursor
        var selector = ""
        // Selector parts: `label:(type)name`, repeated; a method without arguments is one name.
        while cursor < tokens.count {
            if tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, ":") {
                selector += file.text(of: tokens[cursor]) + ":"
                cursor += 2
            } else if isPunctuation(cursor, ":") {
                selector += ":"
                cursor += 1
            } else if selector.isEmpty, tokens[cursor].kind == .identifier {
                selector = file.text(of: tokens[cursor])
                cursor += 1
                break
            } else {
                break
            }
            if isPunctuation(cursor, "("), let close = partners[cursor] { cursor = close + 1 }
            if cursor < tokens.count, tokens[cursor].kind == .identifier, !isPunctuation(cursor + 1, ":") { cursor += 1 }
            // Variadic `, ...`.
            if isPunctuation(cursor, ",") { cursor += 2 }
        }
        // Attributes such as `NS_REQUIRES_SUPER` may stand before the body or the `;`.
        while cursor < tokens.count, !isPunctuation(cursor, "{"), !isPunctuation(cursor, ";"), !isAtKeyword(cursor, "@end"),
              !(tokens[cursor].kind == .operator && (file.token(tokens[cursor], is: "-") || file.token(tokens[cursor], is: "+"))) {
            if isPunctuation(cursor, "("), let close = partners[cursor] { cursor = close }
            cursor += 1
        }
        var body: Range<Int>?
        if isPunctuation(cursor, "{") {
            let close = partners[cursor] ?? tokens.count
            if withBody { body = (cursor + 1)..<max(cursor + 1, close) }
            cursor = close
        }
        let name = selector.split(separator: ":").first.map(String.init) ?? selector
        let local = result.methods.count
        result.methods.append(FileDeclarations.LocalMethod(
            name: name, fullName: selector, selector: selector, attributes: attributes,
            nameSpan: tokens[nameToken].span, owner: owner, body: body))
        result.types[owner].methods.append(local)
        return min(cursor + 1, tokens.count)
    }

    /// The instance variables between `{` and `}` of a container's header
    /// (`UIAlertController *currentAlert;`, `IBOutlet UILabel *title, *detail;`), read as
    /// the class's properties: the code reaches them the same way, by name.
    /// `@public`/`@private` and the like are skipped; a declaration the reading does not
    /// understand (a C array, a block variable) adds nothing.
    private mutating func readInstanceVariables(_ start: Int, _ end: Int, owner: Int) {
        var cursor = start
        while cursor < end {
            var words: [Int] = []
            var attributes: [String] = []
            var understood = true
            while cursor < end, !isPunctuation(cursor, ";") {
                let token = tokens[cursor]
                if token.kind == .identifier {
                    let text = file.text(of: token)
                    if text == "IBOutlet" || text == "IBOutletCollection" { attributes.append(text) } else { words.append(cursor) }
                } else if isPunctuation(cursor, ",") {
                    addInstanceVariable(words, attributes, owner: owner)
                    words = Array(words.prefix(1))
                } else if token.kind == .punctuation {
                    // `(^block)(void)`, `buffer[16]`, `@public`'s neighbours: not a plain variable.
                    understood = false
                    if let close = partners[cursor], close > cursor, close < end { cursor = close }
                }
                cursor += 1
            }
            if understood { addInstanceVariable(words, attributes, owner: owner) }
            cursor += 1
        }
    }

    private mutating func addInstanceVariable(_ words: [Int], _ attributes: [String], owner: Int) {
        let qualifiers: Set<String> = ["__weak", "__strong", "__unsafe_unretained", "const", "__kindof", "nonnull", "nullable", "_Nonnull", "_Nullable"]
        let meaningful = words.filter { !qualifiers.contains(file.text(of: tokens[$0])) }
        guard meaningful.count >= 2, let nameToken = meaningful.last else { return }
        let typeName = meaningful.first.map(typeName(at:))
        result.properties.append(FileDeclarations.LocalProperty(
            name: file.text(of: tokens[nameToken]), nameSpan: tokens[nameToken].span, owner: owner,
            typeName: typeName, attributes: attributes, isStatic: false))
        result.types[owner].properties.append(result.properties.count - 1)
    }

    /// The type a declaration starts with at `token`, with the protocol it names when one
    /// follows in angle brackets: `id<ComposeDelegate>`, `NSObject<ComposeDelegate>` (a
    /// delegate's type is its protocol; `DelegateCalls` follows it to the conformers).
    private func typeName(at token: Int) -> String {
        let name = file.text(of: tokens[token])
        // `UIViewController<Sharing> *` stays its class: only an object of no class of its own
        // is known by its protocol.
        guard name == "id" || name == "NSObject", token + 3 < tokens.count, file.text(of: tokens[token + 1]) == "<",
              tokens[token + 2].kind == .identifier else { return name }
        return "\(name)<\(file.text(of: tokens[token + 2]))>"
    }

    /// `@property (nonatomic, weak) IBOutlet UIBarButtonItem *cancel;`
    private mutating func readProperty(at start: Int, owner: Int) -> Int {
        var cursor = start + 1
        if isPunctuation(cursor, "("), let close = partners[cursor] { cursor = close + 1 }
        var words: [Int] = []
        var attributes: [String] = []
        while cursor < tokens.count, !isPunctuation(cursor, ";"), !isAtKeyword(cursor, "@end") {
            if tokens[cursor].kind == .identifier {
                let text = file.text(of: tokens[cursor])
                if text == "IBOutlet" || text == "IBOutletCollection" { attributes.append(text) } else { words.append(cursor) }
            } else if isPunctuation(cursor, "("), let close = partners[cursor] {
                cursor = close
            }
            cursor += 1
        }
        let qualifiers: Set<String> = ["nonnull", "nullable", "_Nonnull", "_Nullable", "__weak", "__strong", "const", "__kindof", "_Null_unspecified", "null_unspecified"]
        let meaningful = words.filter { !qualifiers.contains(file.text(of: tokens[$0])) }
        if let nameToken = meaningful.last {
            result.properties.append(FileDeclarations.LocalProperty(
                name: file.text(of: tokens[nameToken]), nameSpan: tokens[nameToken].span, owner: owner,
                typeName: meaningful.count >= 2 ? typeName(at: meaningful[0]) : nil,
                attributes: attributes, isStatic: false))
            result.types[owner].properties.append(result.properties.count - 1)
        }
        return min(cursor + 1, tokens.count)
    }
}
