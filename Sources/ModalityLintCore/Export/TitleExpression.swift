/// The code that sets a title the reading cannot spell out (`title = viewModel.name`,
/// `.navigationTitle(L10n.settings)`): what `import` writes as the screen's `title`, so
/// the flow file says where the words come from instead of a placeholder, and a team
/// replaces it with the words people see.
///
/// Read from the place the title is set, on that line only (bounded, linear): the value
/// after an assignment's `=`, or the first argument of a call (its label dropped).
enum TitleExpression {
    /// At most this many characters are kept: the start of a long expression says enough.
    static let limit = 80

    static func at(_ span: ByteSpan, in bytes: [UInt8]) -> String? {
        var index = min(max(span.start, 0), bytes.count)
        var lineEnd = index
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        // The first `=` (an assignment, not `==`, `!=`, `<=`, `>=`) or `(` after the name.
        while index < lineEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") { return firstArgument(from: index + 1, to: lineEnd, in: bytes) }
            if byte == UInt8(ascii: "="), !isComparison(at: index, in: bytes, lineEnd: lineEnd) {
                return cleaned(bytes[(index + 1)..<lineEnd])
            }
            if byte == UInt8(ascii: "\"") { return nil }
            index += 1
        }
        return nil
    }

    private static func isComparison(at index: Int, in bytes: [UInt8], lineEnd: Int) -> Bool {
        let before = index > 0 ? bytes[index - 1] : 0
        let after = index + 1 < lineEnd ? bytes[index + 1] : 0
        return after == UInt8(ascii: "=") || [UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(before)
    }

    /// The first argument of a call whose `(` ends just before `start`: up to a `,` or `)`
    /// at its own depth, skipping string literals; a leading `label:` is dropped.
    private static func firstArgument(from start: Int, to lineEnd: Int, in bytes: [UInt8]) -> String? {
        var depth = 0
        var inString = false
        var index = start
        while index < lineEnd {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                if depth == 0 { break }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                break
            }
            index += 1
        }
        var argument = start
        // `title: expression`: the label is not the title.
        var scan = start
        while scan < index, bytes[scan] == 0x20 || bytes[scan] == 0x09 { scan += 1 }
        let nameStart = scan
        while scan < index, isIdentifierByte(bytes[scan]) { scan += 1 }
        if scan > nameStart, scan < index, bytes[scan] == UInt8(ascii: ":") {
            // `.alert(isPresented: $flag) { ... }`, `.alert(item: $error)`: what shows the
            // alert, not its title, which is built further on.
            let label = String(decoding: bytes[nameStart..<scan], as: UTF8.self)
            if ["isPresented", "item", "presenting", "content"].contains(label) { return nil }
            argument = scan + 1
        }
        guard let text = cleaned(bytes[argument..<index]), !text.hasPrefix("$") else { return nil }
        return text
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// Trimmed, without a trailing `;`, a `//` comment or an opening `{`, and cut to `limit`.
    private static func cleaned(_ slice: ArraySlice<UInt8>) -> String? {
        var bytes = Array(slice)
        // A `//` comment after the code (a `//` inside a string literal is cut too: rare
        // in a title's expression, and the comment names where the code is).
        if let comment = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0] == 0x2F && bytes[$0 + 1] == 0x2F }) {
            bytes.removeSubrange(comment...)
        }
        let start = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) ?? bytes.count
        while let last = bytes.last, [0x20, 0x09, UInt8(ascii: ";"), UInt8(ascii: "{")].contains(last) { bytes.removeLast() }
        let text = start < bytes.count ? String(decoding: bytes[start...], as: UTF8.self) : ""
        guard !text.isEmpty else { return nil }
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
