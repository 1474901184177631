/// The document tree that the JSON and YAML parsers produce: plain data with the byte
/// span of every node, so that every later diagnostic can point at its exact place.
///
/// Values are already resolved (YAML 1.2 core schema): `true` is `.bool(true)`, `"true"`
/// is `.string("true")`, `yes` is `.string("yes")`.
public struct Node: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        /// An integer, as canonical decimal digits with an optional leading `-`
        /// (`0x1F` in YAML is `"31"`). Kept as text so that no integer is ever rounded.
        case integer(String)
        case float(Double)
        case string(String)
        case sequence([Node])
        case mapping([MappingEntry])
    }

    public var value: Value
    /// From the node's first byte to just past its last (for a block scalar, its
    /// indicator to the end of its content; for a collection, its first to its last byte).
    public var span: ByteSpan

    public init(_ value: Value, span: ByteSpan) {
        self.value = value
        self.span = span
    }
}

/// One key-value pair of a mapping, in document order.
public struct MappingEntry: Sendable {
    public var key: Node
    public var value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}

/// A comment (`# ...` in YAML), kept for suppression directives.
public struct Comment: Sendable, Hashable {
    /// From the `#` to the end of the line.
    public var span: ByteSpan
    /// The text after `#`, untrimmed.
    public var text: String
    /// True when nothing but white space precedes the `#` on its line.
    public var isWholeLine: Bool

    public init(span: ByteSpan, text: String, isWholeLine: Bool) {
        self.span = span
        self.text = text
        self.isWholeLine = isWholeLine
    }
}

/// Why a file could not be read: the message names the problem, the span points at it.
public struct SyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var span: ByteSpan

    public init(_ message: String, at span: ByteSpan) {
        self.message = message
        self.span = span
    }
}

/// The outcome of parsing one file.
public struct ParsedDocument: Sendable {
    /// The document's root, or nil for an empty document (or when parsing failed).
    public var root: Node?
    public var comments: [Comment]
    /// The first error, if any: parsing stops there.
    public var error: SyntaxError?

    public init(root: Node?, comments: [Comment], error: SyntaxError?) {
        self.root = root
        self.comments = comments
        self.error = error
    }
}

public enum SyntaxKind: Sendable {
    case json
    case yaml
}
