/// JSON string literals (RFC 8259), written the same way by every JSON the tool prints:
/// reports, the graph, the schema, the baseline and `parse` output.
enum JSONString {
    /// Appends `text` in quotes: `"` and `\` escaped, control characters and DEL as their
    /// short escape or `\u00XX`, everything else, non-ASCII included, as UTF-8. Works on
    /// bytes: every byte of a multi-byte UTF-8 sequence is 0x80 or above and stays as it is.
    static func append(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0..<0x20, 0x7F: output.append(contentsOf: ("\\u00" + Hexadecimal.byte(byte)).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `text` in quotes to a string being built.
    static func append(_ text: String, to output: inout String) {
        output += quoted(text)
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
