/// A light byte-level pass over an XML file that records where every start tag begins
/// and ends, in document order.
///
/// XMLParser (libxml2 underneath on Linux, its own parser on macOS) reports line and
/// column numbers near the *end* of a start tag, and not identically on both platforms,
/// so diagnostics cannot rely on them. The start tags an XML parser reports arrive in
/// document order, so the n-th element the parser reports is the n-th start tag found
/// here; the tag's name is compared to be sure.
struct StartTagScanner {
    struct StartTag {
        /// The name's bytes, to compare with the parser's element name.
        var nameStart: Int
        var nameEnd: Int
        /// The offset of `<`.
        var start: Int
        /// Just past the `>` that closes the start tag.
        var end: Int
    }

    static func scan(_ bytes: [UInt8]) -> [StartTag] {
        var tags: [StartTag] = []
        tags.reserveCapacity(bytes.count / 80)
        let count = bytes.count
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let open = index
            guard open + 1 < count else { break }
            let next = bytes[open + 1]
            if next == UInt8(ascii: "!") {
                // Comment, CDATA or doctype: skip to its own end, so that a `<` inside is
                // not taken for a tag.
                if matches(bytes, at: open, "<!--") {
                    index = skip(bytes, from: open + 4, past: "-->")
                } else if matches(bytes, at: open, "<![CDATA[") {
                    index = skip(bytes, from: open + 9, past: "]]>")
                } else {
                    index = skipTag(bytes, from: open + 2)
                }
                continue
            }
            if next == UInt8(ascii: "?") {
                index = skip(bytes, from: open + 2, past: "?>")
                continue
            }
            if next == UInt8(ascii: "/") {
                index = skipTag(bytes, from: open + 2)
                continue
            }
            var nameEnd = open + 1
            while nameEnd < count, !isNameTerminator(bytes[nameEnd]) { nameEnd += 1 }
            let end = skipTag(bytes, from: nameEnd)
            tags.append(StartTag(nameStart: open + 1, nameEnd: nameEnd, start: open, end: end))
            index = end
        }
        return tags
    }

    /// Whether the tag's name equals `name` (the parser's element name, as UTF-8).
    static func name(of tag: StartTag, in bytes: [UInt8], equals name: [UInt8]) -> Bool {
        guard tag.nameEnd - tag.nameStart == name.count else { return false }
        var offset = 0
        while offset < name.count {
            if bytes[tag.nameStart + offset] != name[offset] { return false }
            offset += 1
        }
        return true
    }

    private static func isNameTerminator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    /// Past the `>` that ends a tag, skipping quoted attribute values (which may hold `>`).
    private static func skipTag(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
        }
        return bytes.count
    }

    private static func skip(_ bytes: [UInt8], from start: Int, past terminator: StaticString) -> Int {
        var index = start
        while index < bytes.count {
            if matches(bytes, at: index, terminator) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return bytes.count
    }

    private static func matches(_ bytes: [UInt8], at offset: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let pointer = text.utf8Start
        var index = 0
        while index < length {
            if bytes[offset + index] != pointer[index] { return false }
            index += 1
        }
        return true
    }
}
