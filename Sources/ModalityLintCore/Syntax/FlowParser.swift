/// Entry point of the parsers: bytes in, a position-tracking document tree out.
public enum FlowParser {
    /// Parses `bytes` as strict JSON (RFC 8259) or as the YAML subset of flow-format.md.
    /// Never crashes or recurses on input: nesting is tracked on the heap and limited to
    /// 500 levels.
    public static func parse(_ bytes: [UInt8], as kind: SyntaxKind) -> ParsedDocument {
        bytes.withUnsafeBufferPointer { buffer in
            switch kind {
            case .json: return JSONParser.parse(buffer)
            case .yaml: return YAMLParser.parse(buffer)
            }
        }
    }

    /// JSON for paths ending in `.json`, YAML otherwise (flow-format.md, "Files").
    public static func syntaxKind(forPath path: String) -> SyntaxKind {
        path.lowercased().hasSuffix(".json") ? .json : .yaml
    }

    /// "line 3", for messages that mention a second place in the file.
    static func lineDescription(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1
        var index = 0
        while index < offset, index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
            }
            index += 1
        }
        return "line \(line)"
    }
}
