/// Swift's lexical grammar over UTF-8 bytes: every form of string literal (multi-line,
/// raw with any number of `#`, interpolation nested to any depth), nested block comments,
/// regex literals, attributes, backticked names, and `#if` blocks.
///
/// It never fails: what does not lex is a `LexProblem` and lexing goes on; a byte that
/// begins no token is an `.unknown` token. It runs in linear time with no recursion:
/// interpolations nest on an explicit stack.
public enum SwiftLexer {
    public static func lex(_ bytes: [UInt8]) -> LexedFile {
        var file = LexedFile(language: .swift, bytes: bytes)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexerState(bytes: buffer)
            lexer.run()
            file.tokens = lexer.tokens
            file.interpolationTokens = lexer.interpolationTokens
            file.trivia = lexer.trivia
            file.directives = lexer.directives
            file.problems = lexer.problems
            file.excludedFromiOS = lexer.conditions.excluded
            file.undecidedBranches = lexer.conditions.undecided
        }
        return file
    }
}

/// The lexer's working state. Its mode is the top of `stack`: code when the stack is empty
/// or its top is an interpolation, a string literal's body when its top is a string.
struct SwiftLexerState {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var tokens: [Token] = []
    var interpolationTokens: [Token] = []
    var trivia: [Trivia] = []
    var directives: [ConditionalDirective] = []
    var problems: [LexProblem] = []
    var conditions = ConditionalBlocks()
    var stack: [Frame] = []
    /// The last token of the current stream, for telling a regex from a division.
    var previous: Token?

    enum Frame {
        case string(StringFrame)
        /// Inside `\( ... )`: the count of parentheses opened within it.
        case interpolation(depth: Int)
    }

    struct StringFrame {
        var hashes: Int
        var multiline: Bool
        /// Where the literal's token is: `tokens` or `interpolationTokens`, at which index.
        var inInterpolation: Bool
        var tokenIndex: Int
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5)
    }

    @inline(__always)
    func byteAt(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    mutating func run() {
        // A script's `#!` line is a comment to Swift.
        if byteAt(0) == UInt8(ascii: "#"), byteAt(1) == UInt8(ascii: "!") { lexLineComment() }
        while index < bytes.count {
            if case .string(let frame)? = stack.last {
                lexStringBody(frame)
            } else {
                lexCode()
            }
        }
        // Whatever is still open at the end of the file never closed.
        var reported = false
        while let frame = stack.popLast() {
            if case .string(let string) = frame {
                setEnd(of: string, bytes.count)
                if !reported {
                    report(start: tokenStart(of: string), unterminatedString(string))
                    reported = true
                }
            }
        }
    }

    // MARK: Emitting

    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        let token = Token(kind: kind, span: ByteSpan(start: start, end: end))
        if stack.isEmpty { tokens.append(token) } else { interpolationTokens.append(token) }
        previous = token
    }

    mutating func report(start: Int, _ message: String) {
        problems.append(LexProblem(span: ByteSpan(start: start, end: start + 1), message: message))
    }

    func tokenStart(of frame: StringFrame) -> Int {
        frame.inInterpolation ? interpolationTokens[frame.tokenIndex].span.start : tokens[frame.tokenIndex].span.start
    }

    mutating func setEnd(of frame: StringFrame, _ end: Int) {
        if frame.inInterpolation {
            interpolationTokens[frame.tokenIndex].span.end = end
            previous = interpolationTokens[frame.tokenIndex]
        } else {
            tokens[frame.tokenIndex].span.end = end
            previous = tokens[frame.tokenIndex]
        }
    }

    func unterminatedString(_ frame: StringFrame) -> String {
        let hashes = String(repeating: "#", count: frame.hashes)
        return "unterminated string literal: close it with `\(frame.multiline ? "\"\"\"" : "\"")\(hashes)`"
    }

    // MARK: Code

    mutating func lexCode() {
        let byte = bytes[index]
        if ByteClass.isHorizontalSpace(byte) {
            index += 1
            return
        }
        if ByteClass.isLineBreak(byte) {
            if insideSingleLineString { closeSingleLineStringsAtLineBreak() }
            index += 1
            return
        }
        if ByteClass.isIdentifierStart(byte) { lexWord(); return }
        if ByteClass.isDigit(byte) { lexNumber(); return }
        switch byte {
        case UInt8(ascii: "\""): openString(start: index, hashes: 0)
        case UInt8(ascii: "#"): lexPound()
        case UInt8(ascii: "@"):
            let start = index
            index += 1
            if ByteClass.isIdentifierStart(byteAt(index)) {
                while index < bytes.count, ByteClass.isIdentifierContinue(bytes[index]) { index += 1 }
                emit(.attribute, start, index)
            } else {
                emit(.unknown, start, index)
            }
        case UInt8(ascii: "`"): lexBacktickedName()
        case UInt8(ascii: "$"):
            let start = index
            index += 1
            while index < bytes.count, ByteClass.isIdentifierContinue(bytes[index]) { index += 1 }
            emit(.identifier, start, index)
        case UInt8(ascii: "/") where byteAt(index + 1) == UInt8(ascii: "/"): lexLineComment()
        case UInt8(ascii: "/") where byteAt(index + 1) == UInt8(ascii: "*"): lexBlockComment()
        case UInt8(ascii: "/") where regexMayStartHere(): lexBareRegexOrOperator()
        case UInt8(ascii: "("):
            if case .interpolation(let depth)? = stack.last { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
            emit(.punctuation, index, index + 1)
            index += 1
        case UInt8(ascii: ")"):
            if case .interpolation(let depth)? = stack.last {
                if depth == 0 {
                    // The interpolation's own closing parenthesis: back to the string's body.
                    stack.removeLast()
                    index += 1
                    return
                }
                stack[stack.count - 1] = .interpolation(depth: depth - 1)
            }
            emit(.punctuation, index, index + 1)
            index += 1
        case UInt8(ascii: "."):
            if byteAt(index + 1) == UInt8(ascii: ".") {
                let start = index
                while index < bytes.count, bytes[index] == UInt8(ascii: ".") || isOperatorContinue(at: index) { index += 1 }
                emit(.operator, start, index)
            } else {
                emit(.punctuation, index, index + 1)
                index += 1
            }
        default:
            if ByteClass.isPunctuation(byte) {
                emit(.punctuation, index, index + 1)
                index += 1
            } else if ByteClass.isOperator(byte) {
                let start = index
                index += 1
                while index < bytes.count, isOperatorContinue(at: index) { index += 1 }
                emit(.operator, start, index)
            } else {
                emit(.unknown, index, index + 1)
                index += 1
            }
        }
    }

    /// An operator character that continues an operator here (a comment's start does not).
    func isOperatorContinue(at offset: Int) -> Bool {
        let byte = bytes[offset]
        guard ByteClass.isOperator(byte) else { return false }
        if byte == UInt8(ascii: "/") {
            let next = self.byteAt(offset + 1)
            if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return false }
        }
        return true
    }

    mutating func lexWord() {
        let start = index
        while index < bytes.count, ByteClass.isIdentifierContinue(bytes[index]) { index += 1 }
        emit(SwiftKeywords.contains(bytes, start, index) ? .keyword : .identifier, start, index)
    }

    mutating func lexBacktickedName() {
        let start = index
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), !ByteClass.isLineBreak(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start + 1 {
            index = end + 1
            emit(.identifier, start, index)
        } else {
            index = start + 1
            emit(.unknown, start, index)
        }
    }

    mutating func lexNumber() {
        let start = index
        // After a `.` (a tuple element such as `pair.0.1`), only an integer.
        let afterDot = previous.map { $0.kind == .punctuation && bytes[$0.span.start] == UInt8(ascii: ".") && $0.span.end == start } ?? false
        let radixMarker = byteAt(index + 1)
        if bytes[index] == UInt8(ascii: "0"), radixMarker == UInt8(ascii: "x") || radixMarker == UInt8(ascii: "o") || radixMarker == UInt8(ascii: "b") {
            index += 2
            let hex = radixMarker == UInt8(ascii: "x")
            while index < bytes.count, ByteClass.isHexDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            if hex, !afterDot, byteAt(index) == UInt8(ascii: "."), ByteClass.isHexDigit(byteAt(index + 1)) {
                index += 1
                while index < bytes.count, ByteClass.isHexDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            }
            if hex, !afterDot, byteAt(index) | 0x20 == UInt8(ascii: "p") { skipExponent() }
        } else {
            skipDigits()
            if !afterDot, byteAt(index) == UInt8(ascii: "."), ByteClass.isDigit(byteAt(index + 1)) {
                index += 1
                skipDigits()
            }
            if !afterDot, byteAt(index) | 0x20 == UInt8(ascii: "e") { skipExponent() }
        }
        // A malformed tail (`1abc`) stays part of the number rather than becoming a name.
        while index < bytes.count, ByteClass.isIdentifierContinue(bytes[index]) { index += 1 }
        emit(.number, start, index)
    }

    mutating func skipDigits() {
        while index < bytes.count, ByteClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
    }

    mutating func skipExponent() {
        var next = index + 1
        if byteAt(next) == UInt8(ascii: "+") || byteAt(next) == UInt8(ascii: "-") { next += 1 }
        guard ByteClass.isDigit(byteAt(next)) else { return }
        index = next
        skipDigits()
    }

    // MARK: Comments

    mutating func lexLineComment() {
        let start = index
        while index < bytes.count, !ByteClass.isLineBreak(bytes[index]) { index += 1 }
        trivia.append(Trivia(kind: .lineComment, span: ByteSpan(start: start, end: index)))
    }

    /// A block comment; Swift's nest (`/* a /* b */ c */` is one comment).
    mutating func lexBlockComment() {
        let start = index
        index += 2
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), self.byteAt(index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), self.byteAt(index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        if depth > 0 {
            index = bytes.count
            report(start: start, "unterminated comment: close it with `*/`")
        }
        trivia.append(Trivia(kind: .blockComment, span: ByteSpan(start: start, end: index)))
    }

    // MARK: `#`

    /// `#"raw"#`, `#/regex/#`, `#if` and friends, `#selector` and friends.
    mutating func lexPound() {
        let start = index
        var hashes = 0
        while byteAt(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byteAt(index + hashes)
        if after == UInt8(ascii: "\"") {
            index += hashes
            openString(start: start, hashes: hashes)
            return
        }
        if after == UInt8(ascii: "/") {
            lexExtendedRegex(start: start, hashes: hashes)
            return
        }
        if hashes == 1, ByteClass.isIdentifierStart(after) {
            var end = index + 1
            while end < bytes.count, ByteClass.isIdentifierContinue(bytes[end]) { end += 1 }
            if stack.isEmpty, let kind = directiveKind(start + 1, end) {
                lexDirective(kind, start: start, wordEnd: end)
                return
            }
            index = end
            emit(.poundKeyword, start, end)
            return
        }
        index += hashes
        emit(.unknown, start, index)
    }

    func directiveKind(_ start: Int, _ end: Int) -> ConditionalDirective.Kind? {
        func equals(_ text: StaticString) -> Bool {
            guard end - start == text.utf8CodeUnitCount else { return false }
            return text.withUTF8Buffer { expected in (0..<expected.count).allSatisfy { bytes[start + $0] == expected[$0] } }
        }
        if equals("if") { return .if }
        if equals("elseif") { return .elseif }
        if equals("else") { return .else }
        if equals("endif") { return .endif }
        return nil
    }

    /// A directive line: its condition runs to the line's end or a comment.
    mutating func lexDirective(_ kind: ConditionalDirective.Kind, start: Int, wordEnd: Int) {
        var end = wordEnd
        while end < bytes.count, !ByteClass.isLineBreak(bytes[end]) {
            if bytes[end] == UInt8(ascii: "/"), byteAt(end + 1) == UInt8(ascii: "/") || byteAt(end + 1) == UInt8(ascii: "*") { break }
            end += 1
        }
        var conditionStart = wordEnd
        while conditionStart < end, ByteClass.isHorizontalSpace(bytes[conditionStart]) { conditionStart += 1 }
        var conditionEnd = end
        while conditionEnd > conditionStart, ByteClass.isHorizontalSpace(bytes[conditionEnd - 1]) { conditionEnd -= 1 }
        let condition = ByteSpan(start: conditionStart, end: conditionEnd)
        let directive = ConditionalDirective(kind: kind, span: ByteSpan(start: start, end: conditionEnd), condition: condition)
        directives.append(directive)
        conditions.apply(directive, bytes: bytes)
        index = end
    }

    // MARK: Strings

    /// Opens a literal at `index` (a `"` after `hashes` hashes): its token spans from
    /// `start` and is finished when the literal closes.
    mutating func openString(start: Int, hashes: Int) {
        let multiline = byteAt(index + 1) == UInt8(ascii: "\"") && byteAt(index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let inInterpolation = !stack.isEmpty
        let token = Token(kind: .string, span: ByteSpan(start: start, end: index))
        let tokenIndex: Int
        if inInterpolation {
            tokenIndex = interpolationTokens.count
            interpolationTokens.append(token)
        } else {
            tokenIndex = tokens.count
            tokens.append(token)
        }
        previous = token
        stack.append(.string(StringFrame(hashes: hashes, multiline: multiline, inInterpolation: inInterpolation, tokenIndex: tokenIndex)))
    }

    /// Scans a literal's body up to its end, an interpolation, or a line break that ends it.
    mutating func lexStringBody(_ frame: StringFrame) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if frame.multiline {
                    if self.byteAt(index + 1) == UInt8(ascii: "\""), self.byteAt(index + 2) == UInt8(ascii: "\""),
                       hashesFollow(index + 3, frame.hashes) {
                        closeString(frame, end: index + 3 + frame.hashes)
                        return
                    }
                } else if hashesFollow(index + 1, frame.hashes) {
                    closeString(frame, end: index + 1 + frame.hashes)
                    return
                }
                index += 1
            } else if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, frame.hashes) {
                let escaped = index + 1 + frame.hashes
                if self.byteAt(escaped) == UInt8(ascii: "(") {
                    index = escaped + 1
                    stack.append(.interpolation(depth: 0))
                    previous = nil
                    return
                }
                if !frame.multiline, escaped >= bytes.count || ByteClass.isLineBreak(bytes[escaped]) {
                    index = escaped
                    continue
                }
                index = min(escaped + 1, bytes.count)
            } else if ByteClass.isLineBreak(byte), !frame.multiline {
                closeSingleLineStringsAtLineBreak()
                return
            } else {
                index += 1
            }
        }
    }

    func hashesFollow(_ offset: Int, _ count: Int) -> Bool {
        var matched = 0
        while matched < count {
            if byteAt(offset + matched) != UInt8(ascii: "#") { return false }
            matched += 1
        }
        return true
    }

    mutating func closeString(_ frame: StringFrame, end: Int) {
        stack.removeLast()
        setEnd(of: frame, end)
        index = end
    }

    /// Whether a line break here ends a single-line literal: the innermost string around
    /// the current place is a single-line one.
    var insideSingleLineString: Bool {
        for frame in stack.reversed() {
            if case .string(let string) = frame { return !string.multiline }
        }
        return false
    }

    /// A line break inside a single-line literal (or inside an interpolation of one) ends
    /// it unterminated, and every single-line literal it sits in: a multi-line literal
    /// around them, if any, goes on.
    mutating func closeSingleLineStringsAtLineBreak() {
        var reported = false
        while let top = stack.last {
            switch top {
            case .interpolation:
                stack.removeLast()
            case .string(let string):
                if string.multiline { return }
                stack.removeLast()
                setEnd(of: string, index)
                if !reported {
                    report(start: tokenStart(of: string), unterminatedString(string))
                    reported = true
                }
            }
            // Stop at a multi-line literal's interpolation: the line break is code there.
            if case .string(let outer)? = stack.last, outer.multiline { return }
            if case .interpolation? = stack.last, !insideSingleLineString { return }
        }
    }

    // MARK: Regex literals

    /// `#/.../#`: always a regex. With `#/` at a line's end it may span lines.
    mutating func lexExtendedRegex(start: Int, hashes: Int) {
        var scan = start + hashes + 1
        let multiline = scan >= bytes.count || ByteClass.isLineBreak(bytes[scan])
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\\") {
                scan += 2
                continue
            }
            if byte == UInt8(ascii: "/"), hashesFollow(scan + 1, hashes) {
                index = scan + 1 + hashes
                emit(.regex, start, index)
                return
            }
            if !multiline, ByteClass.isLineBreak(byte) { break }
            scan += 1
        }
        scan = min(scan, bytes.count)
        report(start: start, "unterminated regex literal: close it with `/\(String(repeating: "#", count: hashes))`")
        index = scan
        emit(.regex, start, index)
    }

    /// Whether a `/` here may open a regex literal rather than divide: Swift 5.7's rule,
    /// pragmatically. After a value (a name, a literal, a closing bracket) it divides.
    func regexMayStartHere() -> Bool {
        let next = byteAt(index + 1)
        if ByteClass.isHorizontalSpace(next) || ByteClass.isLineBreak(next) || next == UInt8(ascii: ")") || next == UInt8(ascii: "=") || next == 0 && index + 1 >= bytes.count {
            return false
        }
        guard let previous else { return true }
        switch previous.kind {
        case .identifier, .number, .string, .regex, .character, .attribute, .poundKeyword, .atKeyword:
            return false
        case .keyword:
            let token = previous
            let words: [StaticString] = ["return", "case", "in", "where", "if", "guard", "while", "try", "throw", "else", "switch"]
            return words.contains { word in
                let length = token.span.end - token.span.start
                guard length == word.utf8CodeUnitCount else { return false }
                return word.withUTF8Buffer { expected in (0..<length).allSatisfy { bytes[token.span.start + $0] == expected[$0] } }
            }
        case .punctuation:
            let byte = bytes[previous.span.start]
            return byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}") && byte != UInt8(ascii: ".")
        case .operator:
            // A postfix `!` or `?`, or a generic's closing `>`, ends a value.
            let last = bytes[previous.span.end - 1]
            return !(previous.span.end - previous.span.start == 1 && (last == UInt8(ascii: "!") || last == UInt8(ascii: "?") || last == UInt8(ascii: ">")))
        case .unknown:
            return false
        }
    }

    /// A `/` where a regex may start: a regex when it closes on the same line, else an operator.
    mutating func lexBareRegexOrOperator() {
        let start = index
        var scan = index + 1
        var inClass = false
        while scan < bytes.count {
            let byte = bytes[scan]
            if ByteClass.isLineBreak(byte) { break }
            if byte == UInt8(ascii: "\\") {
                scan += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true } else if byte == UInt8(ascii: "]") { inClass = false } else if byte == UInt8(ascii: "/"), !inClass {
                // `/ ... /` ending with a space before the slash reads as division (`a /b/ c`).
                if ByteClass.isHorizontalSpace(bytes[scan - 1]) { break }
                index = scan + 1
                emit(.regex, start, index)
                return
            }
            scan += 1
        }
        index += 1
        while index < bytes.count, isOperatorContinue(at: index) { index += 1 }
        emit(.operator, start, index)
    }
}
