/// Entry point of the parsers: bytes in, a position-tracking document tree out.
public enum FlowParser {
    /// Parses `bytes` as strict JSON (RFC 8259) or as the YAML subset of the ReadingFlowFiles article.
    /// Never crashes or recurses on input: nesting is tracked on the heap and limited to
    /// 500 levels.
    public static func parse(_ bytes: [UInt8], as kind: SyntaxKind) -> ParsedDocument {
        if bytes.count >= ByteSpan.maximumFileSize {
            return ParsedDocument(root: nil, comments: [], error: SyntaxError(
                "the file is 2 GiB or larger; a flow file is far smaller: is this the right file?", at: .at(0)))
        }
        if let error = wideEncodingError(bytes) {
            return ParsedDocument(root: nil, comments: [], error: error)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            switch kind {
            case .json: return JSONParser.parse(buffer)
            case .yaml: return YAMLParser.parse(buffer)
            }
        }
    }

    /// A file saved as UTF-16 (Windows editors do this) would otherwise be refused as
    /// "invalid UTF-8" or "control character U+0000"; say what it is and what to do.
    static func wideEncodingError(_ bytes: [UInt8]) -> SyntaxError? {
        guard bytes.count >= 2 else { return nil }
        let hasUTF16Mark = (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        // Without a mark: text that starts with two ASCII characters stored in two bytes
        // each (one stray NUL is refused as a control character instead).
        func isASCIIPair(_ first: UInt8, _ second: UInt8) -> Bool { (first == 0) != (second == 0) && (first | second) < 0x80 }
        let looksUTF16 = bytes.count >= 4 && isASCIIPair(bytes[0], bytes[1]) && isASCIIPair(bytes[2], bytes[3])
            && (bytes[0] == 0) == (bytes[2] == 0)
        guard hasUTF16Mark || looksUTF16 else { return nil }
        return SyntaxError(
            "the file is UTF-16 (\(hasUTF16Mark ? "it starts with a UTF-16 byte-order mark" : "every other byte is NUL")): save it as UTF-8",
            at: ByteSpan(start: 0, end: 2))
    }

    /// JSON for paths ending in `.json`, YAML otherwise (the CommandLine article, "What gets linted").
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
