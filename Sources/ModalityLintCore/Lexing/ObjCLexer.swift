/// Objective-C's lexical grammar, as far as the joins with storyboards need it: C
/// comments, C strings, `@"..."` strings, character literals, names, `@` keywords
/// (`@interface`, `@implementation`, `@end`, `@selector` ...), numbers, punctuation and
/// operators. Preprocessor lines are trivia.
///
/// Like `SwiftLexer`, it never fails, runs in linear time and reports what does not lex
/// as a `LexProblem`.
public enum ObjCLexer {
    public static func lex(_ bytes: [UInt8]) -> LexedFile {
        var file = LexedFile(language: .objectiveC, bytes: bytes)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = ObjCLexerState(bytes: buffer)
            lexer.run()
            file.tokens = lexer.tokens
            file.trivia = lexer.trivia
            file.problems = lexer.problems
        }
        return file
    }

    /// The value of a `"..."` or `@"..."` literal, simple escapes decoded.
    static func stringValue(_ bytes: [UInt8], _ span: ByteSpan) -> String? {
        var start = span.start
        if start < span.end, bytes[start] == UInt8(ascii: "@") { start += 1 }
        guard span.end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[span.end - 1] == UInt8(ascii: "\"") else { return nil }
        var result: [UInt8] = []
        var index = start + 1
        let end = span.end - 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < end {
                let escaped = bytes[index + 1]
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                default: result.append(escaped)
                }
                index += 2
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

struct ObjCLexerState {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var tokens: [Token] = []
    var trivia: [Trivia] = []
    var problems: [LexProblem] = []
    /// Only blanks since the line's start: a `#` here begins a preprocessor line.
    var atLineStart = true

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5)
    }

    @inline(__always)
    func byteAt(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, span: ByteSpan(start: start, end: end)))
        atLineStart = false
    }

    mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            if ByteClass.isLineBreak(byte) {
                atLineStart = true
                index += 1
                continue
            }
            if ByteClass.isHorizontalSpace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "#"), atLineStart {
                lexPreprocessorLine()
                continue
            }
            if ByteClass.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
                let start = index
                index += 1
                while index < bytes.count, ByteClass.isIdentifierContinue(bytes[index]) || bytes[index] == UInt8(ascii: "$") { index += 1 }
                if byteAt(index) == UInt8(ascii: "\""), isRawStringPrefix(start, index) {
                    lexRawString(start: start)
                    continue
                }
                emit(.identifier, start, index)
                continue
            }
            if ByteClass.isDigit(byte) || (byte == UInt8(ascii: ".") && ByteClass.isDigit(self.byteAt(index + 1))) {
                lexNumber()
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where self.byteAt(index + 1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where self.byteAt(index + 1) == UInt8(ascii: "*"):
                lexBlockComment()
            case UInt8(ascii: "\""):
                lexQuoted(start: index, quote: UInt8(ascii: "\""), kind: .string)
            case UInt8(ascii: "'"):
                lexQuoted(start: index, quote: UInt8(ascii: "'"), kind: .character)
            case UInt8(ascii: "@"):
                let start = index
                let next = self.byteAt(index + 1)
                if next == UInt8(ascii: "\"") {
                    index += 1
                    lexQuoted(start: start, quote: UInt8(ascii: "\""), kind: .string)
                } else if ByteClass.isIdentifierStart(next) {
                    index += 1
                    while index < bytes.count, ByteClass.isIdentifierContinue(bytes[index]) { index += 1 }
                    emit(.atKeyword, start, index)
                } else {
                    // `@[`, `@{`, `@(`, `@1`: a boxed literal's `@`.
                    index += 1
                    emit(.operator, start, index)
                }
            default:
                if ByteClass.isPunctuation(byte) {
                    emit(.punctuation, index, index + 1)
                    index += 1
                } else if ByteClass.isOperator(byte) {
                    let start = index
                    index += 1
                    while index < bytes.count, ByteClass.isOperator(bytes[index]),
                          !(bytes[index] == UInt8(ascii: "/") && (self.byteAt(index + 1) == UInt8(ascii: "/") || self.byteAt(index + 1) == UInt8(ascii: "*"))) {
                        index += 1
                    }
                    emit(.operator, start, index)
                } else {
                    emit(.unknown, index, index + 1)
                    index += 1
                }
            }
        }
    }

    mutating func lexNumber() {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if ByteClass.isIdentifierContinue(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "'") {
                index += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                      bytes[index - 1] | 0x20 == UInt8(ascii: "e") || bytes[index - 1] | 0x20 == UInt8(ascii: "p") {
                index += 1
            } else {
                break
            }
        }
        emit(.number, start, index)
    }

    mutating func lexLineComment() {
        let start = index
        while index < bytes.count, !ByteClass.isLineBreak(bytes[index]) {
            // A backslash at the line's end continues a C line comment.
            if bytes[index] == UInt8(ascii: "\\"), ByteClass.isLineBreak(byteAt(index + 1)) { index += 1 }
            index += 1
        }
        trivia.append(Trivia(kind: .lineComment, span: ByteSpan(start: start, end: index)))
    }

    /// A C block comment: they do not nest.
    mutating func lexBlockComment() {
        let start = index
        index += 2
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byteAt(index + 1) == UInt8(ascii: "/")) { index += 1 }
        if index < bytes.count {
            index += 2
        } else {
            problems.append(LexProblem(span: ByteSpan(start: start, end: start + 2), message: "unterminated comment: close it with `*/`"))
        }
        trivia.append(Trivia(kind: .blockComment, span: ByteSpan(start: start, end: index)))
    }

    /// C++11's raw string prefixes: `R`, `LR`, `uR`, `UR`, `u8R` (headers of C++ libraries
    /// that Objective-C++ apps vendor use them).
    func isRawStringPrefix(_ start: Int, _ end: Int) -> Bool {
        guard bytes[end - 1] == UInt8(ascii: "R") else { return false }
        switch end - start {
        case 1: return true
        case 2: return bytes[start] == UInt8(ascii: "L") || bytes[start] == UInt8(ascii: "u") || bytes[start] == UInt8(ascii: "U")
        case 3: return bytes[start] == UInt8(ascii: "u") && bytes[start + 1] == UInt8(ascii: "8")
        default: return false
        }
    }

    /// A C++ raw string, `R"delimiter( ... )delimiter"`, from its prefix at `start` (the
    /// index stands on the `"`): no escapes, line breaks allowed. The delimiter is at most
    /// 16 characters, so the search for its end stays linear.
    mutating func lexRawString(start: Int) {
        let quote = index
        index += 1
        let delimiterStart = index
        while index < bytes.count, index - delimiterStart <= 16, bytes[index] != UInt8(ascii: "("),
              bytes[index] != UInt8(ascii: "\""), !ByteClass.isLineBreak(bytes[index]), !ByteClass.isHorizontalSpace(bytes[index]) {
            index += 1
        }
        guard byteAt(index) == UInt8(ascii: "(") else {
            // Not a raw string after all (`R"` then something no raw string allows).
            problems.append(LexProblem(span: ByteSpan(start: quote, end: quote + 1),
                                       message: "malformed raw string literal: expected `(` after its delimiter"))
            emit(.string, start, index)
            return
        }
        let delimiter = delimiterStart..<index
        index += 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ")") {
                var probe = index + 1
                var matches = true
                for offset in delimiter {
                    if byteAt(probe) != bytes[offset] { matches = false; break }
                    probe += 1
                }
                if matches, byteAt(probe) == UInt8(ascii: "\"") {
                    index = probe + 1
                    emit(.string, start, index)
                    return
                }
            }
            index += 1
        }
        let closer = ")" + String(decoding: bytes[delimiter], as: UTF8.self) + "\""
        problems.append(LexProblem(span: ByteSpan(start: quote, end: quote + 1),
                                   message: "unterminated raw string literal: close it with `\(closer)`"))
        emit(.string, start, index)
    }

    /// A string or character literal; a line break (not escaped) ends it unterminated.
    mutating func lexQuoted(start: Int, quote: UInt8, kind: TokenKind) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                emit(kind, start, index)
                return
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                if index < bytes.count, bytes[index] == 0x0D, byteAt(index + 1) == 0x0A { index += 1 }
                index += 1
                continue
            }
            if ByteClass.isLineBreak(byte) { break }
            index += 1
        }
        index = min(index, bytes.count)
        let what = kind == .string ? "string literal" : "character literal"
        let closer = kind == .string ? "\"" : "'"
        problems.append(LexProblem(span: ByteSpan(start: start, end: start + 1), message: "unterminated \(what): close it with `\(closer)`"))
        emit(kind, start, index)
    }

    /// `#import`, `#define`, `#if` ...: to the line's end, following `\` continuations and
    /// skipping over comments (a block comment may hide a line break).
    mutating func lexPreprocessorLine() {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if ByteClass.isLineBreak(byte) { break }
            if byte == UInt8(ascii: "\\"), ByteClass.isLineBreak(self.byteAt(index + 1)) {
                index += 1
                if bytes[index] == 0x0D, self.byteAt(index + 1) == 0x0A { index += 1 }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), self.byteAt(index + 1) == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: "/"), self.byteAt(index + 1) == UInt8(ascii: "*") {
                trivia.append(Trivia(kind: .preprocessorLine, span: ByteSpan(start: start, end: index)))
                lexBlockComment()
                // The directive goes on after the comment, as its own trivia piece.
                lexRestOfPreprocessorLine()
                return
            }
            index += 1
        }
        trivia.append(Trivia(kind: .preprocessorLine, span: ByteSpan(start: start, end: index)))
    }

    mutating func lexRestOfPreprocessorLine() {
        let start = index
        while index < bytes.count, !ByteClass.isLineBreak(bytes[index]) {
            if bytes[index] == UInt8(ascii: "/"), byteAt(index + 1) == UInt8(ascii: "/") || byteAt(index + 1) == UInt8(ascii: "*") { break }
            index += 1
        }
        if index > start { trivia.append(Trivia(kind: .preprocessorLine, span: ByteSpan(start: start, end: index))) }
    }
}
