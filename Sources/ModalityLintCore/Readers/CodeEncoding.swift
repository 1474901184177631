/// Whether a code file is UTF-8 text at all, checked before its tokens are trusted.
///
/// A binary file under a code file's name, a file saved as UTF-16 or in a legacy encoding
/// would otherwise lex into dozens of misleading problems ("unterminated string literal")
/// or none. Such a file gets one message that says what it is, and is read for no facts
/// (a code file never fails a run).
enum CodeEncoding {
    /// The first reason `bytes` are not UTF-8 text, at its byte; nil when they are.
    /// `requiresUTF8`: Swift source must be UTF-8 (the compiler refuses anything else);
    /// Objective-C compiles with legacy bytes in comments and strings, so for it only
    /// binary data and UTF-16 count.
    static func problem(in bytes: [UInt8], requiresUTF8: Bool) -> SyntaxError? {
        if let wide = FlowParser.wideEncodingError(bytes) { return wide }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0 {
                return SyntaxError("not a text file: it holds a NUL byte (binary data under a code file's name?)",
                                   at: ByteSpan(start: index, end: index + 1))
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            guard requiresUTF8 else {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else {
                return SyntaxError("not UTF-8: byte 0x\(hex(byte)) starts no UTF-8 character (saved in a legacy encoding?): save it as UTF-8",
                                   at: ByteSpan(start: index, end: index + 1))
            }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or 0.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            let (minimum, maximum): (UInt8, UInt8) = offset == 1 ? (low, high) : (0x80, 0xBF)
            if continuation < minimum || continuation > maximum { return 0 }
        }
        return length
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
