/// One lexical token of a Swift or Objective-C file: what it is and where it lies.
///
/// Tokens carry byte offsets only; `SourceFile` turns the few that reach a diagnostic into
/// lines and columns. Their text is read from the file's bytes (`LexedFile.text(of:)`).
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var span: ByteSpan

    public init(kind: TokenKind, span: ByteSpan) {
        self.kind = kind
        self.span = span
    }
}

/// The kinds of token the readers tell apart. Kept small on purpose: a reader matches
/// shapes such as `identifier ( identifier :`, and finer classes would only be in its way.
public enum TokenKind: UInt8, Sendable {
    /// A name: `foo`, a backticked `` `class` ``, `$0`, a projection `$isPresented`, or an
    /// Objective-C name. A Swift keyword (`class`, `func`, `self` ...) is `.keyword`.
    case identifier
    /// A reserved Swift word (`SwiftKeywords`). Contextual words (`override`, `get`,
    /// `some`, `open` ...) stay identifiers, as Swift's own lexer has them.
    case keyword
    /// `@IBAction`, `@objc`, `@Environment`: the `@` and the name (arguments follow as
    /// ordinary tokens).
    case attribute
    /// A string literal of any form, one token from its opening to its closing delimiter,
    /// interpolations included (`LexedFile.interpolatedTokens(of:)` has their tokens).
    /// In Objective-C, `"..."` and `@"..."` (the `@` included).
    case string
    /// An Objective-C character literal `'a'`.
    case character
    /// An integer or floating-point literal.
    case number
    /// A Swift regex literal, `/.../` or `#/.../#`.
    case regex
    /// `( ) [ ] { } , ; : .` and `\` (a key path's start): one byte each.
    case punctuation
    /// A run of operator characters: `=`, `==`, `->`, `?`, `!`, `...`, `&&`.
    case `operator`
    /// A Swift `#` word that is not a conditional-compilation directive: `#selector`,
    /// `#available`, `#keyPath`, `#Preview`, `#file`.
    case poundKeyword
    /// An Objective-C `@` word: `@interface`, `@implementation`, `@end`, `@selector`,
    /// `@property`, `@protocol` ...
    case atKeyword
    /// Bytes that begin no token (a stray `@`, a lone backtick, a control character).
    case unknown
}

/// Source that does not lex, such as a string literal that never closes. Lexing goes on
/// after it; the readers report it as a `parse-error` at its place.
public struct LexProblem: Hashable, Sendable {
    public var span: ByteSpan
    /// Plain words, ending with how to fix it.
    public var message: String

    public init(span: ByteSpan, message: String) {
        self.span = span
        self.message = message
    }
}

/// Trivia kept aside from the tokens: comments (where `// modality-lint:` suppression
/// directives are read) and Objective-C preprocessor lines.
public struct Trivia: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// `// ...` up to the line end (the line break not included).
        case lineComment
        /// `/* ... */`, nested in Swift.
        case blockComment
        /// An Objective-C preprocessor line (`#import`, `#define`, `#if` ...), continuation
        /// lines included.
        case preprocessorLine
    }

    public var kind: Kind
    public var span: ByteSpan

    public init(kind: Kind, span: ByteSpan) {
        self.kind = kind
        self.span = span
    }
}

/// A Swift `#if`, `#elseif`, `#else` or `#endif` line. These are not tokens: readers see
/// the code of every branch as one stream, and ask `LexedFile.isExcludedFromiOS(_:)`
/// whether a place can be compiled for iOS at all.
public struct ConditionalDirective: Hashable, Sendable {
    public enum Kind: UInt8, Sendable { case `if`, elseif, `else`, endif }

    public var kind: Kind
    /// The whole directive, from `#` to the end of its condition.
    public var span: ByteSpan
    /// The condition after the keyword (empty for `#else` and `#endif`).
    public var condition: ByteSpan

    public init(kind: Kind, span: ByteSpan, condition: ByteSpan) {
        self.kind = kind
        self.span = span
        self.condition = condition
    }
}
