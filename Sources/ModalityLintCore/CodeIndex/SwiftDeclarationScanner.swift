/// Phase one for a Swift file: its types, extensions, methods (with their bodies) and
/// properties. Method bodies are skipped, not read: what they do is the facts' business.
struct SwiftDeclarationScanner {
    let file: LexedFile
    let partners: BracketPartners
    var result = FileDeclarations()
    private var index = 0
    /// Open type bodies: the closing brace's index and the local type id.
    private var typeScopes: [(close: Int, type: Int)] = []
    private var pendingAttributes: [String] = []
    private var pendingFlags: MethodAttributes = []
    private var pendingObjCName: String?

    init(file: LexedFile, partners: BracketPartners) {
        self.file = file
        self.partners = partners
    }

    static func scan(_ file: LexedFile, partners: BracketPartners) -> FileDeclarations {
        var scanner = SwiftDeclarationScanner(file: file, partners: partners)
        scanner.run()
        return scanner.result
    }

    private var tokens: [Token] { file.tokens }

    private func isToken(_ offset: Int, _ text: StaticString) -> Bool {
        offset < tokens.count && file.token(tokens[offset], is: text)
    }

    private func isPunctuation(_ offset: Int, _ byte: Character) -> Bool {
        offset < tokens.count && tokens[offset].kind == .punctuation && file.bytes[tokens[offset].span.start] == byte.asciiValue!
    }

    /// A line break between two tokens (comments between them do not count as breaks
    /// unless they hold one).
    private func lineBreakBefore(_ offset: Int) -> Bool {
        guard offset > 0, offset < tokens.count else { return true }
        var position = tokens[offset - 1].span.end
        while position < tokens[offset].span.start {
            if ByteClass.isLineBreak(file.bytes[position]) { return true }
            position += 1
        }
        return false
    }

    private mutating func resetPending() {
        pendingAttributes = []
        pendingFlags = []
        pendingObjCName = nil
    }

    mutating func run() {
        while index < tokens.count {
            if let scope = typeScopes.last, index >= scope.close {
                typeScopes.removeLast()
                index = scope.close + 1
                resetPending()
                continue
            }
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                readAttribute()
            case .keyword:
                readKeyword()
            case .identifier:
                if file.token(token, is: "override") {
                    pendingFlags.insert(.override)
                    index += 1
                } else if file.token(token, is: "actor"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier, !lineBreakBefore(index + 1) {
                    readType(.actor)
                } else {
                    index += 1
                }
            case .punctuation:
                let byte = file.bytes[token.span.start]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    // A block no declaration claimed (a computed property, a closure): skip it.
                    index = (partners[index] ?? index) + 1
                } else {
                    if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") { resetPending() }
                    index += 1
                }
            default:
                index += 1
            }
        }
    }

    /// `NavigationLayer` of `@Environment(NavigationLayer.self)`: the type of an
    /// `@Observable` object read from the environment (iOS 17), which the declaration then
    /// needs no annotation for. Nil for a key path (`@Environment(\.dismiss)`).
    static func environmentObservableType(_ attribute: String) -> String? {
        guard attribute.hasPrefix("@Environment("), attribute.hasSuffix(".self)") else { return nil }
        let name = attribute.dropFirst("@Environment(".count).dropLast(".self)".count).filter { $0 != " " }
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(name)
    }

    private mutating func readAttribute() {
        let token = tokens[index]
        var end = index + 1
        if isPunctuation(end, "("), !lineBreakBefore(end), let close = partners[end] { end = min(close + 1, tokens.count) }
        let text = file.text(of: ByteSpan(start: token.span.start, end: tokens[end - 1].span.end))
        pendingAttributes.append(text)
        if file.token(token, is: "@IBAction") {
            pendingFlags.formUnion([.ibAction, .objc])
        } else if file.token(token, is: "@IBSegueAction") {
            pendingFlags.formUnion([.ibSegueAction, .objc])
        } else if file.token(token, is: "@objc") || file.token(token, is: "@IBOutlet") {
            pendingFlags.insert(.objc)
            if end - index > 2 {
                // `@objc(custom:)`: the selector as written, without spaces.
                pendingObjCName = (index + 2..<end - 1).map { file.text(of: tokens[$0]) }.joined()
            }
        }
        index = end
    }

    private mutating func readKeyword() {
        let token = tokens[index]
        if file.token(token, is: "class") {
            // `class func`, `class var`, `class override func`: a type member, not a type.
            if index + 1 < tokens.count, tokens[index + 1].kind == .keyword || file.token(tokens[index + 1], is: "override") || file.token(tokens[index + 1], is: "final") {
                pendingFlags.insert(.typeMethod)
                index += 1
                return
            }
            readType(.class)
        } else if file.token(token, is: "struct") {
            readType(.struct)
        } else if file.token(token, is: "enum") {
            readType(.enum)
        } else if file.token(token, is: "protocol") {
            readType(.protocol)
        } else if file.token(token, is: "extension") {
            readType(.extension)
        } else if file.token(token, is: "func") || file.token(token, is: "init") {
            readFunction()
        } else if file.token(token, is: "var") || file.token(token, is: "let") {
            readProperty()
        } else if file.token(token, is: "typealias") {
            readTypeAlias()
        } else if file.token(token, is: "static") {
            pendingFlags.insert(.typeMethod)
            index += 1
        } else if file.token(token, is: "private") || file.token(token, is: "fileprivate") {
            // `private(set)` restricts a property's setter only.
            if !isPunctuation(index + 1, "(") { pendingFlags.insert(.fileRestricted) }
            index += 1
        } else {
            index += 1
        }
    }

    /// `class A: B, C<D> where ... {`: the name, the inherited names, the body.
    private mutating func readType(_ kind: TypeDeclarationKind) {
        var cursor = index + 1
        // The name: for an extension, the last part of a dotted name (`UIKit.UIView`).
        guard cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword else {
            index = cursor
            return
        }
        var nameToken = cursor
        cursor += 1
        while isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
            nameToken = cursor + 1
            cursor += 2
        }
        cursor = skipGenericArguments(from: cursor)
        var inherited: [String] = []
        if isPunctuation(cursor, ":") {
            cursor += 1
            while cursor < tokens.count, !isPunctuation(cursor, "{"), !isToken(cursor, "where"), !isPunctuation(cursor, ";") {
                // One inherited name: the last part of a dotted path, generic arguments dropped.
                var name: String?
                while cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword {
                    name = file.identifierName(of: tokens[cursor])
                    cursor += 1
                    if isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier { cursor += 1 } else { break }
                }
                cursor = skipGenericArguments(from: cursor)
                if let name { inherited.append(name) }
                guard isPunctuation(cursor, ",") || isOperator(cursor, "&") else { break }
                cursor += 1
            }
        }
        // The body: the next `{` (after a `where` clause), unless a declaration ends first.
        while cursor < tokens.count, !isPunctuation(cursor, "{"), !isPunctuation(cursor, "}"), !isPunctuation(cursor, ";"),
              !startsDeclaration(cursor) {
            cursor += 1
        }
        let local = result.types.count
        result.types.append(FileDeclarations.LocalType(
            kind: kind, name: file.identifierName(of: tokens[nameToken]), nameSpan: tokens[nameToken].span, inheritedNames: inherited,
            isNested: kind != .extension && !typeScopes.isEmpty))
        result.declarationNameTokens.insert(nameToken)
        resetPending()
        if isPunctuation(cursor, "{") {
            typeScopes.append((close: partners[cursor] ?? tokens.count, type: local))
            index = cursor + 1
        } else {
            index = cursor
        }
    }

    private func isOperator(_ offset: Int, _ text: StaticString) -> Bool {
        offset < tokens.count && tokens[offset].kind == .operator && file.token(tokens[offset], is: text)
    }

    /// Past `<...>` (operator tokens `<` ... `>`, however the lexer grouped them).
    private func skipGenericArguments(from start: Int) -> Int {
        guard start < tokens.count, tokens[start].kind == .operator, file.bytes[tokens[start].span.start] == UInt8(ascii: "<") else {
            return start
        }
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .operator {
                for offset in token.span.start..<token.span.end {
                    if file.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if file.bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return cursor + 1 }
            } else if token.kind == .punctuation, let partner = partners[cursor], partner > cursor {
                cursor = partner
            } else if token.kind == .punctuation, file.bytes[token.span.start] == UInt8(ascii: "{") || file.bytes[token.span.start] == UInt8(ascii: "}") {
                return cursor
            }
            cursor += 1
        }
        return cursor
    }

    private func startsDeclaration(_ offset: Int) -> Bool {
        let token = tokens[offset]
        if token.kind == .attribute { return true }
        guard token.kind == .keyword else { return false }
        for word: StaticString in ["func", "var", "let", "init", "class", "struct", "enum", "protocol", "extension", "case", "subscript", "typealias", "static", "deinit", "import"] {
            if file.token(token, is: word) { return true }
        }
        return false
    }

    /// `func name<T>(label inner: T, _ x: U) async throws -> R where ... { body }`, and `init`.
    private mutating func readFunction() {
        let isInit = file.token(tokens[index], is: "init")
        var cursor = index + 1
        var nameToken = index
        if !isInit {
            guard cursor < tokens.count else {
                index = cursor
                return
            }
            nameToken = cursor
            cursor += 1
        } else if cursor < tokens.count, tokens[cursor].kind == .operator, isToken(cursor, "?") || isToken(cursor, "!") {
            cursor += 1
        }
        cursor = skipGenericArguments(from: cursor)
        let name = isInit ? "init" : file.identifierName(of: tokens[nameToken])
        var labels: [String] = []
        if isPunctuation(cursor, "("), let close = partners[cursor] {
            // Each parameter's first name is its label, at the parameter list's own depth.
            var expectLabel = true
            var position = cursor + 1
            while position < min(close, tokens.count) {
                let token = tokens[position]
                if expectLabel, token.kind == .identifier || token.kind == .keyword {
                    labels.append(file.identifierName(of: token))
                    expectLabel = false
                } else if token.kind == .punctuation, file.bytes[token.span.start] == UInt8(ascii: ","), true {
                    expectLabel = true
                } else if token.kind == .punctuation, let partner = partners[position], partner > position {
                    position = partner
                } else if token.kind == .attribute {
                    // `@escaping` and friends come after the colon; nothing to do.
                }
                position += 1
            }
            cursor = min(close + 1, tokens.count)
        }
        // The body, unless the declaration ends first (a protocol requirement).
        while cursor < tokens.count, !isPunctuation(cursor, "{"), !isPunctuation(cursor, "}"), !isPunctuation(cursor, ";"),
              !startsDeclaration(cursor), !isToken(cursor, "override") {
            if tokens[cursor].kind == .punctuation, let partner = partners[cursor], partner > cursor, !isPunctuation(cursor, "{") {
                cursor = partner
            }
            cursor += 1
        }
        var body: Range<Int>?
        if isPunctuation(cursor, "{") {
            let close = partners[cursor] ?? tokens.count
            body = (cursor + 1)..<max(cursor + 1, close)
            cursor = min(close + 1, tokens.count)
        }
        let fullName = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        let selector = pendingObjCName ?? SelectorNames.selector(forSwiftName: fullName)
        let owner = typeScopes.last?.type
        let local = result.methods.count
        result.methods.append(FileDeclarations.LocalMethod(
            name: name, fullName: fullName, selector: selector, attributes: pendingFlags,
            nameSpan: tokens[nameToken].span, owner: owner, body: body))
        if let owner { result.types[owner].methods.append(local) }
        resetPending()
        index = cursor
    }

    /// The getter's body of a computed property whose `{` is at `open`: the block itself
    /// (`var about: About { About() }`) or its `get { }`. Nil for observers (`didSet`), a
    /// protocol's `{ get set }` and anything else.
    private func getterBody(at open: Int) -> Range<Int>? {
        guard isPunctuation(open, "{"), let close = partners[open], close > open + 1 else { return nil }
        let first = open + 1
        for accessor: StaticString in ["willSet", "didSet", "set", "_read", "_modify"] where isToken(first, accessor) {
            guard isPunctuation(first + 1, "{") || isPunctuation(first + 1, "(") else { break }
            return nil
        }
        if isToken(first, "get") {
            // `get {`, `get async throws {`; a bare `get` is a protocol's requirement.
            var cursor = first + 1
            while cursor < close, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword { cursor += 1 }
            guard isPunctuation(cursor, "{"), let end = partners[cursor], end > cursor else { return nil }
            return (cursor + 1)..<end
        }
        return first..<close
    }

    /// `typealias View = RefreshView` (or `= UILibrary.RefreshView`) in a type's body: an
    /// alias for one named type. One with generic arguments, a tuple, a function type or a
    /// protocol composition names no one type, and is passed over.
    private mutating func readTypeAlias() {
        var cursor = index + 1
        defer {
            resetPending()
            index = max(cursor, index + 1)
        }
        guard let owner = typeScopes.last?.type, cursor < tokens.count, tokens[cursor].kind == .identifier else { return }
        let alias = file.identifierName(of: tokens[cursor])
        cursor += 1
        guard isOperator(cursor, "="), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier else { return }
        cursor += 1
        var target = file.identifierName(of: tokens[cursor])
        cursor += 1
        while isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier, !lineBreakBefore(cursor) {
            target = file.identifierName(of: tokens[cursor + 1])
            cursor += 2
        }
        if cursor < tokens.count, !lineBreakBefore(cursor), !isPunctuation(cursor, ";"), !isPunctuation(cursor, "}") { return }
        result.types[owner].typeAliases[alias] = target
    }

    /// `var name: Type = Initialiser(...)` in a type's body.
    private mutating func readProperty() {
        var cursor = index + 1
        guard let owner = typeScopes.last?.type, cursor < tokens.count, tokens[cursor].kind == .identifier else {
            resetPending()
            index = cursor
            return
        }
        let nameToken = cursor
        cursor += 1
        var typeName: String?
        if isPunctuation(cursor, ":") {
            cursor += 1
            var text = ""
            var depth = 0
            while cursor < tokens.count {
                let token = tokens[cursor]
                if depth == 0, !text.isEmpty, lineBreakBefore(cursor) { break }
                if token.kind == .punctuation {
                    let byte = file.bytes[token.span.start]
                    if depth == 0, byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ",") { break }
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
                } else if depth == 0, token.kind == .operator, file.token(token, is: "=") {
                    break
                } else if token.kind == .attribute || (token.kind == .keyword && startsDeclaration(cursor)) {
                    break
                }
                text += file.text(of: token)
                if token.kind == .keyword || token.kind == .identifier, cursor + 1 < tokens.count,
                   tokens[cursor + 1].kind == .identifier || tokens[cursor + 1].kind == .keyword {
                    text += " "  // `some View`, `any Screen`
                }
                cursor += 1
            }
            while text.hasSuffix(" ") { text.removeLast() }
            if !text.isEmpty { typeName = text }
        }
        if typeName == nil, isOperator(cursor, "="), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
            // `= EditorViewController(...)` or `= UINavigationController.init(...)`.
            let constructed = tokens[cursor + 1]
            let first = file.bytes[constructed.span.start]
            let calls = isPunctuation(cursor + 2, "(") || (isPunctuation(cursor + 2, ".") && isToken(cursor + 3, "init"))
            if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), calls { typeName = file.text(of: constructed) }
        }
        if typeName == nil, let observed = pendingAttributes.lazy.compactMap(Self.environmentObservableType).first {
            // `@Environment(NavigationLayer.self) var navigation`: the attribute names its type.
            typeName = observed
        }
        result.properties.append(FileDeclarations.LocalProperty(
            name: file.identifierName(of: tokens[nameToken]), nameSpan: tokens[nameToken].span, owner: owner,
            typeName: typeName, attributes: pendingAttributes, isStatic: pendingFlags.contains(.typeMethod),
            isFileRestricted: pendingFlags.contains(.fileRestricted)))
        result.types[owner].properties.append(result.properties.count - 1)
        if typeName != nil, let body = getterBody(at: cursor), result.types[owner].kind == .class || result.types[owner].kind == .actor {
            let name = file.identifierName(of: tokens[nameToken])
            result.methods.append(FileDeclarations.LocalMethod(
                name: name, fullName: name, selector: name, attributes: pendingFlags.union(.propertyGetter),
                nameSpan: tokens[nameToken].span, owner: owner, body: body))
            result.types[owner].methods.append(result.methods.count - 1)
        }
        resetPending()
        index = cursor
    }
}
