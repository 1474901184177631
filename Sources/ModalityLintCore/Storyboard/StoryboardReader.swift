/// Reads the `.storyboard` files of one run into one `FlowDocument` (storyboards.md).
public enum StoryboardReader {
    public struct Problem: Sendable {
        /// Index into the `files` passed to `read`.
        public var file: Int
        public var span: ByteSpan
        public var message: String
    }

    /// All storyboards of one run form one graph, so that references resolve across files.
    /// `document.sources` are `files`, in the same order.
    public static func read(_ files: [SourceFile]) -> (document: FlowDocument?, problems: [Problem]) {
        // Placeholder until storyboard reading lands.
        (nil, files.indices.map { Problem(file: $0, span: .at(0), message: "storyboards are not read yet") })
    }
}
