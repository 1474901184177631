/// Entry point of the parsers: bytes in, a position-tracking document tree out.
public enum FlowParser {
    /// Parses `bytes` as strict JSON (RFC 8259) or as the YAML subset of flow-format.md.
    public static func parse(_ bytes: [UInt8], as kind: SyntaxKind) -> ParsedDocument {
        // Placeholder until the parsers land.
        ParsedDocument(root: nil, comments: [], error: SyntaxError("parser not implemented", at: .at(0)))
    }

    /// JSON for paths ending in `.json`, YAML otherwise (flow-format.md, "Files").
    public static func syntaxKind(forPath path: String) -> SyntaxKind {
        path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}
