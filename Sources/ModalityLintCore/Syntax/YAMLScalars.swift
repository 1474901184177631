/// Scalars of the YAML subset: plain, single- and double-quoted (with line folding), and
/// literal `|` and folded `>` block scalars.
extension YAMLParser {
    // MARK: Plain

    /// Scans plain text on the current line from `position`; stops at `: `, ` #`, the line end
    /// and (in flow collections) at `,[]{}`. Returns the end of the text without trailing
    /// white space; `position` is left at the stop.
    private mutating func scanPlainLine(inFlow: Bool) throws(SyntaxError) -> Int {
        var index = position
        var textEnd = index
        while index < end {
            let value = bytes[index]
            if value == 0x0A || value == 0x0D { break }
            if value == 0x09 {
                // Inside `[...]` and `{...}` a tab may end the text (before the line's end or
                // a `,` `]` `}`, as in JSON written with tabs); it never separates words, and
                // never trails a value in block context: readers disagree about those.
                var after = index
                while byte(after) == 0x20 || byte(after) == 0x09 { after += 1 }
                let next = byte(after)
                guard inFlow, isBreakOrEnd(after) || next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}") else {
                    throw tabError(at: index)
                }
                break
            }
            if value == UInt8(ascii: ":") {
                let next = byte(index + 1)
                if isBlankOrEnd(index + 1) || (inFlow && isFlowIndicator(next)) { break }
            } else if value == UInt8(ascii: "#") {
                if index > position, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { break }
            } else if inFlow, isFlowIndicator(value) {
                break
            }
            index += 1
            if value != 0x20, value != 0x09 { textEnd = index }
        }
        position = index
        return textEnd
    }

    /// A plain scalar; in block context it may continue on more-indented lines (folded as YAML
    /// folds them: one line break is a space, each empty line a line feed).
    mutating func readPlain(parentIndent: Int, inFlow: Bool, allowContinuation: Bool) throws(SyntaxError) -> Node {
        let start = position
        var textEnd = try scanPlainLine(inFlow: inFlow)
        var folded: [UInt8]? = nil
        continuation: while allowContinuation, !inFlow, isBreakOrEnd(position), position < end {
            // Look ahead for a continuation line without moving, unless one is found.
            var index = position
            var emptyLines = 0
            var nextLineStart = 0
            var contentStart = 0
            while true {
                if index >= end { break continuation }
                if bytes[index] == 0x0D, byte(index + 1) == 0x0A { index += 2 } else { index += 1 }
                nextLineStart = index
                while byte(index) == 0x20 { index += 1 }
                if byte(index) == 0x09 { break continuation }
                if isBreakOrEnd(index) {
                    if index >= end { break continuation }
                    emptyLines += 1
                    continue
                }
                contentStart = index
                break
            }
            let indent = contentStart - nextLineStart
            let first = bytes[contentStart]
            if indent <= parentIndent || first == UInt8(ascii: "#") || (indent == 0 && isDocumentMarker(at: contentStart)) {
                break continuation
            }
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "?") || first == UInt8(ascii: ":")
                || isFlowIndicator(first) || first == UInt8(ascii: "&") || first == UInt8(ascii: "*")
                || first == UInt8(ascii: "!") || first == UInt8(ascii: "|") || first == UInt8(ascii: ">")
                || first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "%")
                || first == UInt8(ascii: "@") || first == UInt8(ascii: "`") {
                throw error("this line continues the unquoted value above but starts with \(describeCharacter(at: contentStart)), which YAML parsers read differently: quote the value, or use a block scalar (`>`)", at: contentStart)
            }
            if folded == nil { folded = Array(bytes[start..<textEnd]) }
            if emptyLines == 0 {
                folded!.append(0x20)
            } else {
                folded!.append(contentsOf: repeatElement(0x0A, count: emptyLines))
            }
            lineStart = nextLineStart
            position = contentStart
            let pieceEnd = try scanPlainLine(inFlow: false)
            folded!.append(contentsOf: bytes[contentStart..<pieceEnd])
            textEnd = pieceEnd
            if byte(position) == UInt8(ascii: ":") {
                throw error("bad indentation: this `key: value` is indented more than the line above, so it would continue that line's unquoted value; line up keys of one mapping at the same column (or quote the value)", at: contentStart)
            }
        }
        let span = ByteSpan(start: start, end: textEnd)
        if let folded {
            return Node(try ScalarResolution.resolvePlain(folded[...], span: span), span: span)
        }
        return Node(try ScalarResolution.resolvePlain(UnsafeBufferPointer(rebasing: bytes[start..<textEnd]), span: span), span: span)
    }

    // MARK: Quoted

    /// After a line break inside a quoted scalar: skips the following empty lines and the
    /// next line's indentation, checks it, and returns how many empty lines there were.
    private mutating func foldQuotedLineBreak(parentIndent: Int, open: Int) throws(SyntaxError) -> Int {
        var emptyLines = 0
        while true {
            consumeBreak()
            while byte(position) == 0x20 { position += 1 }
            if byte(position) == 0x09 { throw tabError(at: position) }
            if position >= end { throw unterminatedQuote(open) }
            if isBreak(bytes[position]) {
                emptyLines += 1
                continue
            }
            if position - lineStart == 0, isDocumentMarker(at: position) {
                throw unterminatedQuote(open)
            }
            if position - lineStart <= parentIndent {
                let quote = bytes[open] == UInt8(ascii: "\"") ? "\"" : "'"
                throw error("unterminated quoted string: add the closing `\(quote)` (or indent its continuation lines more than its key)", at: open)
            }
            return emptyLines
        }
    }

    private func unterminatedQuote(_ open: Int) -> SyntaxError {
        let quote = bytes[open] == UInt8(ascii: "\"") ? "\"" : "'"
        return error("unterminated quoted string: add the closing `\(quote)`", at: open)
    }

    /// A line break inside a quoted scalar: the white space before it is dropped, and the
    /// break folds to a space, or to one line feed for each empty line after it (YAML 1.2).
    /// `keptLength` is the length of `buffer` up to its last character that is not white space.
    private mutating func foldLineBreak(
        into buffer: inout [UInt8], keptLength: inout Int, parentIndent: Int, open: Int
    ) throws(SyntaxError) {
        buffer.removeLast(buffer.count - keptLength)
        let emptyLines = try foldQuotedLineBreak(parentIndent: parentIndent, open: open)
        if emptyLines == 0 { buffer.append(0x20) } else { buffer.append(contentsOf: repeatElement(0x0A, count: emptyLines)) }
        keptLength = buffer.count
    }

    mutating func readSingleQuoted(parentIndent: Int) throws(SyntaxError) -> Node {
        let open = position
        position += 1
        var buffer: [UInt8] = []
        var keptLength = 0
        while true {
            guard position < end else { throw unterminatedQuote(open) }
            let value = bytes[position]
            if value == UInt8(ascii: "'") {
                if byte(position + 1) == UInt8(ascii: "'") {
                    buffer.append(value)
                    keptLength = buffer.count
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if isBreak(value) {
                try foldLineBreak(into: &buffer, keptLength: &keptLength, parentIndent: parentIndent, open: open)
                continue
            }
            buffer.append(value)
            if value != 0x20, value != 0x09 { keptLength = buffer.count }
            position += 1
        }
        try acceptQuotedOnly(in: open, position)
        return Node(.string(String(decoding: buffer, as: UTF8.self)), span: ByteSpan(start: open, end: position))
    }

    mutating func readDoubleQuoted(parentIndent: Int) throws(SyntaxError) -> Node {
        let open = position
        position += 1
        var buffer: [UInt8] = []
        var keptLength = 0
        while true {
            guard position < end else { throw unterminatedQuote(open) }
            let value = bytes[position]
            if value == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if isBreak(value) {
                try foldLineBreak(into: &buffer, keptLength: &keptLength, parentIndent: parentIndent, open: open)
                continue
            }
            if value != UInt8(ascii: "\\") {
                buffer.append(value)
                if value != 0x20, value != 0x09 { keptLength = buffer.count }
                position += 1
                continue
            }
            let escapeStart = position
            position += 1
            guard position < end else { throw unterminatedQuote(open) }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "0"): buffer.append(0x00)
            case UInt8(ascii: "a"): buffer.append(0x07)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "t"), 0x09: buffer.append(0x09)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "v"): buffer.append(0x0B)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "e"): buffer.append(0x1B)
            case 0x20: buffer.append(0x20)
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "N"): TextScanning.appendUTF8(0x85, to: &buffer)
            case UInt8(ascii: "_"): TextScanning.appendUTF8(0xA0, to: &buffer)
            case UInt8(ascii: "L"): TextScanning.appendUTF8(0x2028, to: &buffer)
            case UInt8(ascii: "P"): TextScanning.appendUTF8(0x2029, to: &buffer)
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digits = escaped == UInt8(ascii: "x") ? 2 : escaped == UInt8(ascii: "u") ? 4 : 8
                var scalar: UInt32 = 0
                for _ in 0..<digits {
                    let digit = TextScanning.hexValue(byte(position))
                    guard digit != 0xFF else {
                        throw error("`\\\(Character(UnicodeScalar(escaped)))` must be followed by \(digits) hexadecimal digits", at: escapeStart, length: position + 1 - escapeStart)
                    }
                    scalar = scalar << 4 | UInt32(digit)
                    position += 1
                }
                // `\ud83d\ude00`: a surrogate pair, as JSON writes a character beyond U+FFFF,
                // is that one character, so that every JSON text reads as JSON reads it.
                if escaped == UInt8(ascii: "u"), (0xD800...0xDBFF).contains(scalar),
                   byte(position) == UInt8(ascii: "\\"), byte(position + 1) == UInt8(ascii: "u") {
                    var low: UInt32 = 0
                    var digitCount = 0
                    while digitCount < 4 {
                        let digit = TextScanning.hexValue(byte(position + 2 + digitCount))
                        if digit == 0xFF { break }
                        low = low << 4 | UInt32(digit)
                        digitCount += 1
                    }
                    if digitCount == 4, (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                if (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
                    throw error("the escape `\(TextScanning.string(bytes, escapeStart, position))` is not a Unicode character (a surrogate half without its pair): use `\\U` with the full code point", at: escapeStart, length: position - escapeStart)
                }
                TextScanning.appendUTF8(scalar, to: &buffer)
            case 0x0A, 0x0D:
                // An escaped line break joins the lines without a space; the white space
                // before the backslash is kept.
                position -= 1
                let emptyLines = try foldQuotedLineBreak(parentIndent: parentIndent, open: open)
                buffer.append(contentsOf: repeatElement(0x0A, count: emptyLines))
            default:
                throw error("invalid escape `\\\(TextScanning.string(bytes, position - 1, min(end, position)))` in a double-quoted string: write `\\\\` for a backslash", at: escapeStart, length: 2)
            }
            keptLength = buffer.count
        }
        try acceptQuotedOnly(in: open, position)
        return Node(.string(String(decoding: buffer, as: UTF8.self)), span: ByteSpan(start: open, end: position))
    }

    // MARK: Block scalars

    private enum Chomping { case clip, strip, keep }

    /// A literal `|` or folded `>` block scalar; leaves `position` at the line break (or end
    /// of file) before the first line that is not part of it.
    mutating func readBlockScalar(parentIndent: Int) throws(SyntaxError) -> Node {
        let start = position
        let literal = bytes[position] == UInt8(ascii: "|")
        position += 1
        var chomping = Chomping.clip
        var explicitIndent: Int? = nil
        var chompingSeen = false
        for _ in 0..<2 {
            let value = byte(position)
            if (value == UInt8(ascii: "-") || value == UInt8(ascii: "+")), !chompingSeen {
                chomping = value == UInt8(ascii: "-") ? .strip : .keep
                chompingSeen = true
                position += 1
            } else if value >= UInt8(ascii: "1"), value <= UInt8(ascii: "9"), explicitIndent == nil {
                explicitIndent = Int(value - UInt8(ascii: "0"))
                position += 1
            } else if value == UInt8(ascii: "0") {
                throw error("a block scalar's indentation indicator must be 1 to 9", at: position)
            }
        }
        if explicitIndent != nil, parentIndent < 0 {
            // The YAML 1.2 grammar counts it from column -1 at the top level, common parsers
            // from column 0: the same file would mean two things.
            throw error("an indentation indicator on a block scalar at the top level is read differently by YAML parsers: remove it", at: position - 1)
        }
        let headerEnd = position
        try skipInlineSpace()
        if byte(position) == UInt8(ascii: "#") {
            if position == headerEnd { throw error("a comment needs a space before `#`", at: position) }
            recordComment(at: position)
        }
        if !isBreakOrEnd(position) {
            throw error("unexpected \(describeCharacter(at: position)) after `\(literal ? "|" : ">")`: a block scalar's text starts on the next line", at: position)
        }
        // An indentation indicator counts from the parent's indentation (-1 at the root).
        var contentIndent: Int? = explicitIndent.map { parentIndent + $0 }
        let headerBreak = position

        // Lines: content (start, end) or empty (nil).
        var lines: [(start: Int, end: Int)?] = []
        var lastContentEnd = headerEnd
        var leadingEmptyMaxSpaces = 0
        var leadingEmptyMaxAt = 0
        var leadingEmptyMinSpaces = Int.max
        var leadingEmptyMinAt = 0
        while position < end {
            let breakPosition = position
            let savedLineStart = lineStart
            consumeBreak()
            var index = position
            while byte(index) == 0x20 { index += 1 }
            let spaces = index - position
            let isBlankLine = isBreakOrEnd(index)
            if spaces == 0, isDocumentMarker(at: index) {
                position = breakPosition
                lineStart = savedLineStart
                break
            }
            if contentIndent == nil {
                if isBlankLine {
                    lines.append(nil)
                    if spaces > leadingEmptyMaxSpaces {
                        leadingEmptyMaxSpaces = spaces
                        leadingEmptyMaxAt = position
                    }
                    if spaces > 0, spaces < leadingEmptyMinSpaces {
                        leadingEmptyMinSpaces = spaces
                        leadingEmptyMinAt = position
                    }
                    position = index
                    continue
                }
                if spaces <= parentIndent {
                    position = breakPosition
                    lineStart = savedLineStart
                    break
                }
                if leadingEmptyMaxSpaces > spaces {
                    throw error("a leading empty line of this block scalar has more spaces than its first text line: remove the extra spaces or add an indentation indicator", at: leadingEmptyMaxAt)
                }
                if leadingEmptyMinSpaces < spaces {
                    // YAML reads this as an empty line; some parsers take its spaces for the
                    // scalar's indentation and reject the text below.
                    throw error("a leading empty line of this block scalar has fewer spaces than its first text line, which YAML parsers read differently: remove the spaces or add an indentation indicator", at: leadingEmptyMinAt)
                }
                contentIndent = spaces
            }
            let indent = contentIndent!
            if spaces >= indent, !(isBlankLine && spaces == indent) {
                var lineEnd = index
                while lineEnd < end, !isBreak(bytes[lineEnd]) { lineEnd += 1 }
                lines.append((position + indent, lineEnd))
                lastContentEnd = lineEnd
                position = lineEnd
            } else if isBlankLine {
                lines.append(nil)
                position = index
            } else {
                position = breakPosition
                lineStart = savedLineStart
                break
            }
        }
        // Line breaks after the last content line (its own, then the empty lines'), for
        // chomping. `position` is at the break before the first line that is not part of the
        // scalar, or at the end of the file.
        let lastContentIndex = lines.lastIndex(where: { $0 != nil })
        var index = lastContentIndex.map { lines[$0]!.end } ?? headerBreak
        if lastContentIndex == nil, index < position { index += byte(index) == 0x0D && byte(index + 1) == 0x0A ? 2 : 1 }
        var trailingBreaks = position < end && !(lastContentIndex == nil && position == headerBreak) ? 1 : 0
        while index < position {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && byte(index + 1) != 0x0A) { trailingBreaks += 1 }
            index += 1
        }
        // A last line of only spaces with no line break after it, at the end of the file,
        // is a line all the same: the end of the file ends it (yaml-test-suite JEF9/02 and
        // L24T/01, `- |+\n␣␣␣` is "\n").
        if position == end, position > headerBreak {
            var lineBegin = end
            while lineBegin > headerBreak, bytes[lineBegin - 1] == 0x20 { lineBegin -= 1 }
            if lineBegin < end, isBreak(bytes[lineBegin - 1]) { trailingBreaks += 1 }
        }

        var text: [UInt8] = []
        if let lastContentIndex {
            var pendingEmpty = 0
            var previousWasNormal = false
            var isFirst = true
            for line in lines[...lastContentIndex] {
                guard let line else {
                    pendingEmpty += 1
                    continue
                }
                let moreIndented = line.start < line.end && (bytes[line.start] == 0x20 || bytes[line.start] == 0x09)
                if isFirst {
                    text.append(contentsOf: repeatElement(0x0A, count: pendingEmpty))
                } else if literal {
                    text.append(contentsOf: repeatElement(0x0A, count: pendingEmpty + 1))
                } else if previousWasNormal && !moreIndented {
                    if pendingEmpty == 0 { text.append(0x20) } else { text.append(contentsOf: repeatElement(0x0A, count: pendingEmpty)) }
                } else {
                    text.append(contentsOf: repeatElement(0x0A, count: pendingEmpty + 1))
                }
                text.append(contentsOf: bytes[line.start..<line.end])
                previousWasNormal = !moreIndented
                isFirst = false
                pendingEmpty = 0
            }
            switch chomping {
            case .strip: break
            case .clip: if trailingBreaks > 0 { text.append(0x0A) }
            case .keep: text.append(contentsOf: repeatElement(0x0A, count: trailingBreaks))
            }
        } else if chomping == .keep {
            text.append(contentsOf: repeatElement(0x0A, count: trailingBreaks))
        }
        return Node(.string(String(decoding: text, as: UTF8.self)), span: ByteSpan(start: start, end: lastContentEnd))
    }
}
