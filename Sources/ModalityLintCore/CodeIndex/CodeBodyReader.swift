/// Small token-shape questions over one file's tokens, shared by the readers of method
/// bodies: "is this `.`", "what does this receiver chain start with", "where does this
/// expression end".
struct CodeBodyReader {
    let file: LexedFile
    let partners: BracketPartners
    /// The file's index in the code index (places made from this reader's tokens need it).
    let fileIndex: Int
    /// The app's string tables and localising constants (`localisedWords`).
    let localisedText: LocalisedText
    /// The run's Objective-C string constants and macros (`kSegueToHelp`).
    let objcStringConstants: ObjCStringConstants
    var tokens: [Token] { file.tokens }

    init(index: CodeIndex, file: Int) {
        self.file = index.files[file]
        self.partners = index.partners[file]
        self.fileIndex = file
        self.localisedText = index.localisedText
        self.objcStringConstants = index.objcStringConstants
    }

    func `is`(_ offset: Int, _ text: StaticString) -> Bool {
        offset >= 0 && offset < tokens.count && file.token(tokens[offset], is: text)
    }

    /// Whether the token at `offset` is the punctuation `mark` (an ASCII character). A
    /// scalar, not a `Character`: this is asked of nearly every token, and a `Character`'s
    /// ASCII value is a Unicode property lookup each time.
    func isPunctuation(_ offset: Int, _ mark: Unicode.Scalar) -> Bool {
        offset >= 0 && offset < tokens.count && tokens[offset].kind == .punctuation
            && file.bytes[tokens[offset].span.start] == UInt8(truncatingIfNeeded: mark.value)
    }

    func isName(_ offset: Int) -> Bool {
        offset >= 0 && offset < tokens.count && (tokens[offset].kind == .identifier || tokens[offset].kind == .keyword)
    }

    func text(_ offset: Int) -> String { file.text(of: tokens[offset]) }

    /// The kind of the token at `offset`, nil past either end: the token after a body's
    /// last one, in a file cut short, is none.
    func kind(_ offset: Int) -> TokenKind? {
        offset >= 0 && offset < tokens.count ? tokens[offset].kind : nil
    }

    /// Whether the token sits in a branch that cannot be compiled for iOS (`#if os(macOS)`):
    /// what is said there is not said about the iOS app.
    func isExcludedFromiOS(_ offset: Int) -> Bool {
        !file.excludedFromiOS.isEmpty && file.isExcludedFromiOS(tokens[offset].span.start)
    }

    func lineBreakBefore(_ offset: Int) -> Bool {
        guard offset > 0, offset < tokens.count else { return true }
        var position = tokens[offset - 1].span.end
        while position < tokens[offset].span.start {
            if ByteClass.isLineBreak(file.bytes[position]) { return true }
            position += 1
        }
        return false
    }

    /// The names of a member access chain ending just before `offset`'s `.`, nearest
    /// first, looking through `?` and `!`: for `self.navigationController?.dismiss` read
    /// at `dismiss`, `["navigationController", "self"]`. Empty when `offset` is not after
    /// a `.` (a bare call). A chain through a call or subscript (`a().b`) stops with "()".
    func receivers(before offset: Int) -> [String] {
        var result: [String] = []
        var cursor = offset - 1
        while isPunctuation(cursor, ".") {
            cursor -= 1
            while cursor >= 0, tokens[cursor].kind == .operator, `is`(cursor, "?") || `is`(cursor, "!") { cursor -= 1 }
            guard isName(cursor) else {
                result.append("()")
                return result
            }
            result.append(text(cursor))
            cursor -= 1
        }
        return result
    }

    /// The receiver of the Objective-C message whose first selector part is at `selector`
    /// (`[receiver setTitle:...]`), as a member chain nearest first, the shape
    /// `receivers(before:)` gives for dot syntax. A unary message is read as its property,
    /// `[self navigationItem]` as `self.navigationItem`, so `[[self navigationItem] setTitle:]`
    /// and `[self.navigationItem setTitle:]` both give `["navigationItem", "self"]`. Nil when
    /// the receiver is not such a chain (a call, a cast, a nested message with arguments)
    /// or the selector does not open the message.
    func messageReceivers(before selector: Int) -> [String]? {
        guard let chain = objcChain(endingAt: selector - 1), isPunctuation(chain.start - 1, "[") else { return nil }
        return chain.names
    }

    /// The member chain of Objective-C names, dots and unary messages that ends at `end`:
    /// `[[self navigationController] navigationItem].title` read at `title`'s `.` minus one
    /// gives `["navigationItem", "navigationController", "self"]` and the index of its first
    /// token. Each token is read once per call; nesting bounds the recursion.
    func objcChain(endingAt end: Int) -> (names: [String], start: Int)? {
        var names: [String] = []
        var cursor = end
        while true {
            let start: Int
            if isName(cursor) {
                names.append(text(cursor))
                start = cursor
            } else if isPunctuation(cursor, "]"), let open = partners[cursor], open < cursor, isPunctuation(open, "["),
                      isName(cursor - 1), let inner = objcChain(endingAt: cursor - 2), inner.start == open + 1 {
                // `[receiver name]`: the getter, read as `receiver.name`.
                names.append(text(cursor - 1))
                names += inner.names
                start = open
            } else {
                return nil
            }
            guard isPunctuation(start - 1, ".") else { return (names, start) }
            cursor = start - 2
        }
    }

    /// Whether the member access at `offset` is on the object itself: bare, or on `self`.
    func isOnSelf(_ offset: Int) -> Bool {
        let chain = receivers(before: offset)
        return chain.isEmpty || chain == ["self"]
    }

    /// The assignments in `range` to a property of the object itself among `properties`
    /// (`name = ...`, `self.name = ...`), each at the property's name: not a declaration
    /// (`let name = ...`, `var name = ...`), not another object's (`other.name = ...`). A
    /// keyword ending the line before (`isBusy = true` then `isBusy = false`) is no declaration.
    func ownPropertyAssignments(in range: Range<Int>, to properties: Set<String>) -> [Int] {
        var found: [Int] = []
        let end = min(range.upperBound, tokens.count)
        var offset = range.lowerBound
        while offset + 2 < end {
            defer { offset += 1 }
            guard tokens[offset].kind == .identifier, tokens[offset + 1].kind == .operator, `is`(offset + 1, "="),
                  properties.contains(text(offset)), !`is`(offset - 1, "let"), !`is`(offset - 1, "var"), isOnSelf(offset) else { continue }
            found.append(offset)
        }
        return found
    }

    /// The index just past the expression starting at `start`: it ends at a `,`, `;` or
    /// unmatched closing bracket, or at a line break that does not continue it. Groups
    /// (calls, closures, arrays) are stepped over whole.
    func expressionEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            let token = tokens[cursor]
            if cursor > start, lineBreakBefore(cursor) {
                let previous = tokens[cursor - 1]
                // A line that opens with `:` is a conditional's `else` value (`cond\n ? a\n : b`).
                let continues = token.kind == .operator || isPunctuation(cursor, ".") || previous.kind == .operator || isPunctuation(cursor - 1, ".")
                    || isPunctuation(cursor, "{") || isPunctuation(cursor, ":")
                if !continues { return cursor }
            }
            if token.kind == .punctuation {
                let byte = file.bytes[token.span.start]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    return cursor
                }
                if let partner = partners[cursor], partner > cursor {
                    cursor = min(partner, limit - 1) + 1
                    continue
                }
            }
            cursor += 1
        }
        return limit
    }

    /// The arguments of the call whose `(` is at `open`: each as (label, first token,
    /// end). An unlabelled argument has an empty label.
    func arguments(ofCallAt open: Int) -> [(label: String, start: Int, end: Int)] {
        guard isPunctuation(open, "("), let close = partners[open], close > open else { return [] }
        var result: [(String, Int, Int)] = []
        var cursor = open + 1
        while cursor < close {
            var label = ""
            if isName(cursor), isPunctuation(cursor + 1, ":") {
                label = text(cursor)
                cursor += 2
            }
            let end = expressionEnd(from: cursor, limit: close)
            result.append((label, cursor, end))
            cursor = end + 1
            if end >= close { break }
        }
        return result
    }

    /// The index of the closing `]` of an Objective-C message whose `[` is at `open`.
    func messageEnd(_ open: Int) -> Int { partners[open] ?? tokens.count }

    /// Where an Objective-C message argument that starts at `start` ends: at the next
    /// selector part (`animated:`), `]` or `;`, stepping over nested messages; `limit` at most.
    /// The selector parts of an Objective-C message from its first part at `first` to its
    /// `]` at `close`: each part's name and its argument's tokens.
    func objcSelectorParts(from first: Int, close: Int) -> [(name: String, start: Int, end: Int)] {
        var parts: [(String, Int, Int)] = []
        var cursor = first
        while cursor < close {
            if isName(cursor), isPunctuation(cursor + 1, ":") {
                let end = objcArgumentEnd(from: cursor + 2, limit: close)
                parts.append((text(cursor), cursor + 2, end))
                cursor = max(end, cursor + 2)
                continue
            }
            cursor += 1
        }
        return parts
    }

    func objcArgumentEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            if isPunctuation(cursor, "]") || isPunctuation(cursor, ";") { return cursor }
            if cursor > start, isName(cursor), isPunctuation(cursor + 1, ":") { return cursor }
            if isPunctuation(cursor, "["), let close = partners[cursor] {
                cursor = close + 1
                continue
            }
            cursor += 1
        }
        return limit
    }

    /// Whether the name at `offset` is an implicit member expression (`.loaded(a)` in
    /// `state = .loaded(a)`, `.sheet` in `mode == .sheet`, `case .alert(let x):`): a value
    /// of the type expected there, never a member of the expression before it, as a
    /// modifier (`view.sheet(...)`) is.
    func isImplicitMember(at offset: Int) -> Bool {
        guard offset >= 2, isPunctuation(offset - 1, ".") else { return false }
        let before = tokens[offset - 2]
        switch before.kind {
        case .punctuation:
            return ["(", ",", ":", "[", "{"].contains(text(offset - 2))
        case .operator:
            return !["?", "!", ">"].contains(text(offset - 2))
        case .keyword:
            return ["return", "in", "else", "try", "await", "case"].contains(text(offset - 2))
        default:
            return false
        }
    }

    /// `.cancel` → `cancel`; `UIBarButtonItem.SystemItem.cancel` → `cancel`: the last name.
    func lastName(in start: Int, _ end: Int) -> String? {
        lastNamePosition(in: start, end).map(text)
    }

    /// Where the last name of `start..<end` is (`onDismiss` of `model.onDismiss`).
    func lastNamePosition(in start: Int, _ end: Int) -> Int? {
        var cursor = end - 1
        while cursor >= start {
            if isName(cursor) { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The plain value of the only token of `start..<end` when it is a string literal.
    func stringLiteral(_ start: Int, _ end: Int) -> String? {
        guard end == start + 1, start < tokens.count, tokens[start].kind == .string else { return nil }
        return file.stringValue(of: tokens[start])
    }
}
