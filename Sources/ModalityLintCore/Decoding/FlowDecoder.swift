/// Turns a parsed document into a `FlowDocument`, reporting unknown keys, wrong types,
/// unknown values and ids that name no screen as `invalid-flow` problems.
public enum FlowDecoder {
    public struct Problem: Sendable, Hashable {
        public var message: String
        public var span: ByteSpan
    }

    /// `document` is nil when the problems leave nothing worth linting.
    public static func decode(_ root: Node?, file: SourceFile) -> (document: FlowDocument?, problems: [Problem]) {
        // Placeholder until the decoder lands.
        (nil, [Problem(message: "decoder not implemented", span: .at(0))])
    }
}
