/// A value read from a source file, with where its key and its value stand, so that a rule
/// can report "at the `present`" (the key) or "at the value".
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// The span of the key that introduced the value (for a storyboard, the element).
    public var keySpan: ByteSpan
    /// The span of the value itself.
    public var valueSpan: ByteSpan

    public init(_ value: Value, key keySpan: ByteSpan, value valueSpan: ByteSpan) {
        self.value = value
        self.keySpan = keySpan
        self.valueSpan = valueSpan
    }

    /// A value whose key and value stand at one place (storyboard attributes, tests).
    public init(_ value: Value, at span: ByteSpan) {
        self.init(value, key: span, value: span)
    }
}
