#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level helpers shared by the JSON and YAML parsers.
enum TextScanning {
    /// Checks that `bytes` is well-formed UTF-8 (no overlong forms, no surrogates, nothing past
    /// U+10FFFF). With `yamlPrintable`, also refuses what YAML does not allow in a document
    /// (C0 controls other than tab and line breaks, DEL, C1 controls, U+FFFE, U+FFFF, a
    /// byte-order mark after the start) and the Unicode line breaks that YAML 1.1 readers
    /// treat as line ends but YAML 1.2 readers do not.
    static func validate(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, yamlPrintable: Bool) -> SyntaxError? {
        var quotedOnly: [SyntaxError] = []
        let problem = validate(bytes, from: start, yamlPrintable: yamlPrintable, quotedOnly: &quotedOnly)
        guard let first = quotedOnly.first else { return problem }
        guard let problem else { return first }
        return first.span.start < problem.span.start ? first : problem
    }

    /// As `validate(_:from:yamlPrintable:)`, but the characters YAML 1.2 allows inside quoted
    /// scalars only (DEL, C1 controls, U+2028, U+2029, U+FEFF, U+FFFE, U+FFFF: every
    /// character JSON allows in a string) are not refused here: each one's refusal goes to
    /// `quotedOnly`, in file order, for the parser to drop when it lies inside a quoted
    /// scalar. That is what lets the YAML reader read every JSON text as JSON does.
    static func validate(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, yamlPrintable: Bool, quotedOnly: inout [SyntaxError]
    ) -> SyntaxError? {
        var index = start
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                if yamlPrintable, byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                    return SyntaxError("the control character \(hex(UInt32(byte))) is not allowed in a YAML file: remove it or write it as an escape in a double-quoted string", at: ByteSpan(start: index, end: index + 1))
                }
                if yamlPrintable, byte == 0x7F {
                    quotedOnly.append(SyntaxError("the control character \(hex(UInt32(byte))) is not allowed in a YAML file outside quoted text: remove it or write it as an escape in a double-quoted string", at: ByteSpan(start: index, end: index + 1)))
                }
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            if byte & 0xE0 == 0xC0 {
                length = 2; scalar = UInt32(byte & 0x1F)
            } else if byte & 0xF0 == 0xE0 {
                length = 3; scalar = UInt32(byte & 0x0F)
            } else if byte & 0xF8 == 0xF0 {
                length = 4; scalar = UInt32(byte & 0x07)
            } else {
                return invalidUTF8(at: index)
            }
            if index + length > end { return invalidUTF8(at: index) }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                if continuation & 0xC0 != 0x80 { return invalidUTF8(at: index) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            if scalar < smallest || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return invalidUTF8(at: index)
            }
            if yamlPrintable {
                let span = ByteSpan(start: index, end: index + length)
                if (0x80...0x9F).contains(scalar) || scalar == 0xFFFE || scalar == 0xFFFF {
                    quotedOnly.append(SyntaxError("the control character \(hex(scalar)) is not allowed in a YAML file outside quoted text: remove it or write it as an escape in a double-quoted string", at: span))
                }
                if scalar == 0x2028 || scalar == 0x2029 {
                    quotedOnly.append(SyntaxError("the line separator \(hex(scalar)) is read as a line break by some YAML parsers: write it as `\\\(scalar == 0x2028 ? "L" : "P")` in a double-quoted string", at: span))
                }
                if scalar == 0xFEFF {
                    quotedOnly.append(SyntaxError("a byte-order mark (U+FEFF) is only allowed at the very start of the file, or inside quoted text", at: span))
                }
            }
            index += length
        }
        return nil
    }

    private static func invalidUTF8(at index: Int) -> SyntaxError {
        SyntaxError("invalid UTF-8 byte: save the file as UTF-8", at: ByteSpan(start: index, end: index + 1))
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether the file starts with a UTF-8 byte-order mark (EF BB BF).
    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// A String from already validated UTF-8 bytes.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Appends the UTF-8 encoding of a Unicode scalar value.
    static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        if scalar < 0x80 {
            buffer.append(UInt8(scalar))
        } else if scalar < 0x800 {
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        } else if scalar < 0x10000 {
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        } else {
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Parses a decimal floating-point text (already checked against the grammar) with
    /// correct rounding, as C's strtod does.
    static func parseDouble(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double {
        let length = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            for offset in 0..<length { buffer[offset] = CChar(bitPattern: bytes[start + offset]) }
            buffer[length] = 0
            return strtod(buffer.baseAddress!, nil)
        }
    }

    /// Canonical decimal digits of an integer in base 2...16 (`digits` holds ASCII digits,
    /// validated), arbitrary size: "-0" and "000" become "0".
    static func canonicalInteger(negative: Bool, digits: ArraySlice<UInt8>, radix: Int) -> String {
        var decimal: [UInt8] = []  // little-endian base-10 digits
        if radix == 10 {
            var first = digits.startIndex
            while first < digits.endIndex - 1, digits[first] == UInt8(ascii: "0") { first += 1 }
            let text = String(decoding: digits[first...], as: UTF8.self)
            return negative && text != "0" ? "-" + text : text
        }
        for digit in digits {
            var carry = Int(hexValue(digit))
            for index in decimal.indices {
                let value = Int(decimal[index]) * radix + carry
                decimal[index] = UInt8(value % 10)
                carry = value / 10
            }
            while carry > 0 {
                decimal.append(UInt8(carry % 10))
                carry /= 10
            }
        }
        if decimal.isEmpty { return "0" }
        let text = String(decoding: decimal.reversed().map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        return negative ? "-" + text : text
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return 0xFF
        }
    }
}

/// How deeply collections may nest. Real flow files nest a handful of levels; the limit
/// keeps pathological input (100,000 `[`) a clear error instead of a slow or deep walk.
enum NestingLimit {
    static let maximumDepth = 500
    static let message = "nesting deeper than \(maximumDepth) levels is not supported: flatten the document"
}
