/// Code that only Xcode's canvas runs: the bodies of `#Preview { ... }` macros and of types
/// that conform to `PreviewProvider`. The app never runs it, so a view type that only such
/// code builds is never shown (certainty.md: a branch that never runs is no evidence).
enum PreviewCode {
    /// The token ranges of a Swift file's preview code, sorted and disjoint: from `#Preview`
    /// to its body's closing brace, and from the keyword of a type declaration that names
    /// `PreviewProvider` in its header to the declaration's closing brace.
    static func ranges(in file: LexedFile, partners: BracketPartners) -> [Range<Int>] {
        guard file.language == .swift else { return [] }
        let tokens = file.tokens
        func isOpening(_ offset: Int, _ byte: UInt8) -> Bool {
            offset < tokens.count && tokens[offset].kind == .punctuation && file.bytes[tokens[offset].span.start] == byte
        }
        var ranges: [Range<Int>] = []
        var cursor = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            var bodyOpen: Int?
            if token.kind == .poundKeyword, file.token(token, is: "#Preview") {
                // `#Preview { ... }` or `#Preview("Name", traits: ...) { ... }`.
                var next = cursor + 1
                if isOpening(next, UInt8(ascii: "(")), let close = partners[next], close > next { next = close + 1 }
                if isOpening(next, UInt8(ascii: "{")) { bodyOpen = next }
            } else if token.kind == .keyword, file.token(token, is: "struct") || file.token(token, is: "class")
                        || file.token(token, is: "enum") || file.token(token, is: "extension") {
                // The header, up to its `{`: a bounded look, as a header is short.
                var next = cursor + 1
                var namesProvider = false
                while next < tokens.count, next < cursor + 64, !isOpening(next, UInt8(ascii: "{")), !isOpening(next, UInt8(ascii: "}")) {
                    if tokens[next].kind == .identifier, file.token(tokens[next], is: "PreviewProvider") { namesProvider = true }
                    next += 1
                }
                if namesProvider, isOpening(next, UInt8(ascii: "{")) { bodyOpen = next }
            }
            if let open = bodyOpen, let close = partners[open], close > open {
                ranges.append(cursor..<close + 1)
                cursor = close + 1
            } else {
                cursor += 1
            }
        }
        return ranges
    }
}
