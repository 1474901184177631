/// The value a Swift string literal stands for, when the literal says it plainly: its
/// escapes decoded and a multi-line literal's indentation removed. An interpolated
/// literal has no plain value (`"Hello \(name)"` is known only at run time).
enum SwiftStringValue {
    static func decode(_ bytes: [UInt8], _ span: ByteSpan) -> String? {
        var start = span.start
        var hashes = 0
        while start < span.end, bytes[start] == UInt8(ascii: "#") {
            hashes += 1
            start += 1
        }
        guard start < span.end, bytes[start] == UInt8(ascii: "\"") else { return nil }
        let multiline = start + 2 < span.end && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        let contentStart = start + quotes
        let contentEnd = span.end - quotes - hashes
        // An unterminated literal (its token stops early) has no value.
        guard contentEnd >= contentStart else { return nil }
        for offset in contentEnd..<span.end {
            let expected = offset < contentEnd + quotes ? UInt8(ascii: "\"") : UInt8(ascii: "#")
            if bytes[offset] != expected { return nil }
        }
        var raw = Array(bytes[contentStart..<contentEnd])
        if multiline {
            guard let stripped = stripIndentation(raw) else { return nil }
            raw = stripped
        }
        return unescape(raw, hashes: hashes, multiline: multiline)
    }

    /// A multi-line literal's lines without the closing delimiter's indentation, and
    /// without the line breaks after `"""` and before the closing `"""`.
    private static func stripIndentation(_ raw: [UInt8]) -> [UInt8]? {
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D, index + 1 < raw.count, raw[index + 1] == 0x0A { index += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
            index += 1
        }
        // The opening line is empty, the closing line is the indentation.
        guard lines.count >= 2 else { return nil }
        let indentation = lines.removeLast()
        guard indentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        lines.removeFirst()
        var result: [UInt8] = []
        for (number, line) in lines.enumerated() {
            if number > 0 { result.append(0x0A) }
            if line.starts(with: indentation) {
                result.append(contentsOf: line.dropFirst(indentation.count))
            } else {
                result.append(contentsOf: line.drop { $0 == 0x20 || $0 == 0x09 })
            }
        }
        return result
    }

    private static func unescape(_ raw: [UInt8], hashes: Int, multiline: Bool) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            var escapeEnd = index + 1
            var isEscape = byte == UInt8(ascii: "\\")
            if isEscape {
                for _ in 0..<hashes {
                    if escapeEnd < raw.count, raw[escapeEnd] == UInt8(ascii: "#") { escapeEnd += 1 } else { isEscape = false }
                }
            }
            guard isEscape, escapeEnd < raw.count else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = raw[escapeEnd]
            index = escapeEnd + 1
            switch escaped {
            case UInt8(ascii: "("): return nil
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "0"): result.append(0x00)
            case 0x0A where multiline, 0x0D where multiline:
                // A line continuation: the line break is not part of the value.
                if escaped == 0x0D, index < raw.count, raw[index] == 0x0A { index += 1 }
            case UInt8(ascii: "u"):
                guard index < raw.count, raw[index] == UInt8(ascii: "{") else { return nil }
                var scalarValue: UInt32 = 0
                var digits = index + 1
                while digits < raw.count, raw[digits] != UInt8(ascii: "}") {
                    guard ByteClass.isHexDigit(raw[digits]), digits - index <= 8 else { return nil }
                    let digit = raw[digits]
                    let value = digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10
                    scalarValue = scalarValue * 16 + UInt32(value)
                    digits += 1
                }
                guard digits < raw.count, let scalar = Unicode.Scalar(scalarValue) else { return nil }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = digits + 1
            default:
                result.append(escaped)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
