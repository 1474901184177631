/// The byte classes both lexers share. Bytes of 0x80 and above (the parts of a non-ASCII
/// character) count as identifier bytes: Swift allows most letters of every script in
/// names, and treating the rest the same way never splits a character.
enum ByteClass {
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    /// Space, tab, form feed, vertical tab, NUL: what separates tokens on a line.
    @inline(__always)
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0C || byte == 0x0B || byte == 0x00
    }

    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Characters that make up operators: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// `( ) [ ] { } , ; : .` and `\`.
    @inline(__always)
    static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3B, 0x3A, 0x2E, 0x5C: return true
        default: return false
        }
    }
}

/// Swift's reserved words, looked up by bytes without building a string.
enum SwiftKeywords {
    static let words: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    /// The words grouped by length, as byte arrays.
    private static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 16)
        for word in words { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Whether `bytes[start..<end]` is a reserved word.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length >= 2, length < 16 else { return false }
        let first = bytes[start]
        guard first >= 0x61 || first == 0x53 else { return false }  // lowercase, or `Self`
        candidates: for word in byLength[length] where word[0] == first {
            var index = 1
            while index < length {
                if word[index] != bytes[start + index] { continue candidates }
                index += 1
            }
            return true
        }
        return false
    }

    /// Whether `name` is a reserved word.
    static func isKeyword(_ name: String) -> Bool { words.contains(name) }
}
