/// The language a code file is written in, as its path ending says.
public enum CodeLanguage: UInt8, Sendable {
    case swift
    /// `.m`, `.mm` and `.h` files.
    case objectiveC

    /// The language of a path by its ending, or nil for a file that is not code.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}

/// A code file read into tokens: the output of `SwiftLexer` and `ObjCLexer`.
///
/// `tokens` is the file's code in order, without comments, conditional-compilation
/// directives or the expressions inside string interpolations (those are in
/// `interpolationTokens`), so a reader sees `title = "Hi \(name)"` as three tokens.
public struct LexedFile: Sendable {
    public let language: CodeLanguage
    public let bytes: [UInt8]
    /// The code's tokens in source order.
    public internal(set) var tokens: [Token] = []
    /// The tokens of every interpolated expression of every string literal (nested ones
    /// too), in source order. `interpolatedTokens(of:)` picks those of one literal.
    public internal(set) var interpolationTokens: [Token] = []
    /// Comments (and Objective-C preprocessor lines), in source order.
    public internal(set) var trivia: [Trivia] = []
    /// Swift's `#if` / `#elseif` / `#else` / `#endif` lines, in source order.
    public internal(set) var directives: [ConditionalDirective] = []
    /// What did not lex, in source order.
    public internal(set) var problems: [LexProblem] = []
    /// Sorted, disjoint byte ranges that sit in a branch which cannot be compiled for iOS
    /// (`#if os(macOS)`, the `#else` of `#if os(iOS)` ...).
    public internal(set) var excludedFromiOS: [ByteSpan] = []
    /// Sorted, disjoint branches compiled only if a condition the tool cannot decide holds
    /// (`#if BETA`).
    public internal(set) var undecidedBranches: [UndecidedBranch] = []

    init(language: CodeLanguage, bytes: [UInt8]) {
        self.language = language
        self.bytes = bytes
    }

    /// Lexes `bytes` with the lexer of `language`.
    public static func lex(_ bytes: [UInt8], language: CodeLanguage) -> LexedFile {
        switch language {
        case .swift: return SwiftLexer.lex(bytes)
        case .objectiveC: return ObjCLexer.lex(bytes)
        }
    }

    // MARK: Text

    /// The token's source text (invalid UTF-8 repaired).
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.span.start..<token.span.end], as: UTF8.self)
    }

    /// The source text of a span.
    public func text(of span: ByteSpan) -> String {
        String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `text`, without building a string.
    public func token(_ token: Token, is text: StaticString) -> Bool {
        let length = token.span.end - token.span.start
        guard length == text.utf8CodeUnitCount else { return false }
        let start = token.span.start
        return text.withUTF8Buffer { expected in
            var index = 0
            while index < length {
                if bytes[start + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether the token's bytes are exactly the UTF-8 of `text`.
    public func token(_ token: Token, isText text: String) -> Bool {
        let length = token.span.end - token.span.start
        var utf8 = text.utf8.makeIterator()
        var index = token.span.start
        while let byte = utf8.next() {
            guard index < token.span.end, bytes[index] == byte else { return false }
            index += 1
        }
        return index - token.span.start == length
    }

    /// An identifier's name: its text, without the backticks of `` `default` ``.
    public func identifierName(of token: Token) -> String {
        var span = token.span
        if span.end - span.start >= 2, bytes[span.start] == UInt8(ascii: "`"), bytes[span.end - 1] == UInt8(ascii: "`") {
            span = ByteSpan(start: span.start + 1, end: span.end - 1)
        }
        return text(of: span)
    }

    // MARK: Strings

    /// The tokens inside the interpolations of a string token (`\( ... )`), nested
    /// literals' tokens included; empty for a literal without interpolation.
    public func interpolatedTokens(of string: Token) -> ArraySlice<Token> {
        let lower = firstIndex(in: interpolationTokens, atOrAfter: string.span.start)
        var upper = lower
        while upper < interpolationTokens.count, interpolationTokens[upper].span.start < string.span.end { upper += 1 }
        return interpolationTokens[lower..<upper]
    }

    /// The value of a string literal without interpolation (escapes decoded, a multi-line
    /// literal's indentation removed); nil for an interpolated or unterminated literal,
    /// or a token that is not a string.
    public func stringValue(of token: Token) -> String? {
        guard token.kind == .string else { return nil }
        switch language {
        case .swift: return SwiftStringValue.decode(bytes, token.span)
        case .objectiveC: return ObjCLexer.stringValue(bytes, token.span)
        }
    }

    // MARK: Conditional compilation

    /// Whether `offset` lies in a conditional-compilation branch that cannot be compiled
    /// for iOS.
    public func isExcludedFromiOS(_ offset: Int) -> Bool {
        var low = 0
        var high = excludedFromiOS.count
        while low < high {
            let middle = (low + high) / 2
            if excludedFromiOS[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low < excludedFromiOS.count && excludedFromiOS[low].start <= offset
    }

    /// The comments, in source order (Objective-C preprocessor lines left out).
    public var comments: [Trivia] { trivia.filter { $0.kind != .preprocessorLine } }

    private func firstIndex(in tokens: [Token], atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].span.start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
