/// A value of an OpenStep-format ("old-style ASCII") property list, the format of Xcode's
/// `project.pbxproj`: strings (quoted or not), `<hex data>`, arrays and dictionaries.
public enum PropertyList: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array (other members skipped).
    public var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}

/// Reads an OpenStep-format property list from UTF-8 bytes, exactly as Xcode writes and
/// reads `project.pbxproj`: `{ key = value; }`, `( a, b, )`, `"quoted \"strings\""`,
/// unquoted strings of `[A-Za-z0-9_$+/:.-]`, `<0fbd 7777>` data, `/* */` and `//` comments.
///
/// One pass over the bytes, iterative (nesting costs heap, not stack) and limited to
/// `maximumDepth` levels, so any input ends in linear time with a value or one error with
/// its line and column; it never traps.
public struct PBXProjParser {
    /// Real projects nest five or six levels; the limit makes 100,000 `{` a clear error and
    /// keeps the values shallow enough to free without deep recursion.
    public static let maximumDepth = 200

    /// Why the bytes are not a property list, and where.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        /// Byte offset of the problem.
        public var offset: Int
        public var line: Int
        public var column: Int

        public var description: String { "\(line):\(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value the bytes hold, or the first problem found.
    public static func parse(_ bytes: [UInt8]) -> Result<PropertyList, Failure> {
        var parser = PBXProjParser(bytes)
        do throws(Failure) {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }

    /// An open container; its members wait on shared stacks from `base` on.
    private enum Frame {
        case array(base: Int)
        case dictionary(base: Int)
    }

    @inline(__always) private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private func failure(_ message: String, at offset: Int) -> Failure {
        let clamped = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        var index = 0
        while index < clamped {
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
        var column = 1
        index = lineStart
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return Failure(message: message, offset: clamped, line: line, column: column)
    }

    private mutating func parseDocument() throws(Failure) -> PropertyList {
        // A UTF-8 byte-order mark is tolerated.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        try skipTrivia()
        if position >= bytes.count { throw failure("the file is empty: a project is one `{ ... }` dictionary", at: position) }
        var stack: [Frame] = []
        var items: [PropertyList] = []
        var entries: [(key: String, value: PropertyList)] = []
        var keys: [String] = []
        var value: PropertyList
        parsing: while true {
            try skipTrivia()
            let start = position
            switch byte(position) {
            case UInt8(ascii: "{"):
                guard stack.count < PBXProjParser.maximumDepth else {
                    throw failure("nesting deeper than \(PBXProjParser.maximumDepth) levels", at: start)
                }
                position += 1
                stack.append(.dictionary(base: entries.count))
                if let key = try keyOrClose() {
                    keys.append(key)
                    continue parsing
                }
                stack.removeLast()
                value = .dictionary([:])
            case UInt8(ascii: "("):
                guard stack.count < PBXProjParser.maximumDepth else {
                    throw failure("nesting deeper than \(PBXProjParser.maximumDepth) levels", at: start)
                }
                position += 1
                try skipTrivia()
                if byte(position) == UInt8(ascii: ")") {
                    position += 1
                    value = .array([])
                } else {
                    stack.append(.array(base: items.count))
                    continue parsing
                }
            default:
                value = try scalar(expecting: "a value")
            }
            // Hand the value to its container; close the containers that end here.
            while let top = stack.last {
                try skipTrivia()
                switch top {
                case .array(let base):
                    items.append(value)
                    if byte(position) == UInt8(ascii: ",") {
                        position += 1
                        try skipTrivia()
                        if byte(position) != UInt8(ascii: ")") { continue parsing }
                    }
                    guard byte(position) == UInt8(ascii: ")") else {
                        throw failure(position >= bytes.count ? "unexpected end of file in an array: expected `)`"
                                      : "expected `,` or `)` after an array element", at: position)
                    }
                    position += 1
                    value = .array(Array(items[base...]))
                    items.removeSubrange(base...)
                case .dictionary(let base):
                    entries.append((keys.removeLast(), value))
                    guard byte(position) == UInt8(ascii: ";") else {
                        throw failure(position >= bytes.count ? "unexpected end of file in a dictionary: expected `;`"
                                      : "expected `;` after the value of `\(entries[entries.count - 1].key)`", at: position)
                    }
                    position += 1
                    if let key = try keyOrClose() {
                        keys.append(key)
                        continue parsing
                    }
                    var dictionary: [String: PropertyList] = [:]
                    dictionary.reserveCapacity(entries.count - base)
                    // A repeated key: the last one counts, as in Foundation's reader.
                    for entry in entries[base...] { dictionary[entry.key] = entry.value }
                    entries.removeSubrange(base...)
                    value = .dictionary(dictionary)
                }
                stack.removeLast()
            }
            break parsing
        }
        try skipTrivia()
        if position < bytes.count {
            throw failure("unexpected content after the property list's end", at: position)
        }
        return value
    }

    /// After `{` or a `;`: the next key and its `=`, or nil at the closing `}`.
    private mutating func keyOrClose() throws(Failure) -> String? {
        try skipTrivia()
        if byte(position) == UInt8(ascii: "}") {
            position += 1
            return nil
        }
        if position >= bytes.count { throw failure("unexpected end of file in a dictionary: expected `}`", at: position) }
        let keyStart = position
        guard case .string(let key) = try scalar(expecting: "a key or `}`") else {
            throw failure("a dictionary's keys are strings, not data", at: keyStart)
        }
        try skipTrivia()
        guard byte(position) == UInt8(ascii: "=") else {
            throw failure("expected `=` after the key `\(key)`", at: position)
        }
        position += 1
        return key
    }

    static func isUnquotedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// A quoted or unquoted string, or `<data>`.
    private mutating func scalar(expecting what: String) throws(Failure) -> PropertyList {
        let start = position
        let first = byte(position)
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return .string(try quoted(first))
        }
        if first == UInt8(ascii: "<") {
            return .data(try data())
        }
        if PBXProjParser.isUnquotedByte(first), position < bytes.count {
            while position < bytes.count, PBXProjParser.isUnquotedByte(bytes[position]) { position += 1 }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self))
        }
        if position >= bytes.count { throw failure("unexpected end of file: expected \(what)", at: position) }
        let shown = first >= 0x21 && first < 0x7F ? "`\(Character(Unicode.Scalar(first)))`" : String(format: first)
        throw failure("expected \(what), found \(shown)", at: position)
    }

    /// A string in double (or single) quotes, with its escapes: `\n`, `\t`, `\"`, `\\`,
    /// octal `\012` and `\U20AC`.
    private mutating func quoted(_ quote: UInt8) throws(Failure) -> String {
        let start = position
        position += 1
        // Most strings hold no escape: one slice, decoded once.
        var end = position
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == quote {
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end + 1
            return text
        }
        var text: [UInt8] = []
        var scalars = ""
        // Bytes are gathered and decoded in runs; a `\U` escape adds a scalar between runs.
        func flush() {
            if !text.isEmpty {
                scalars += String(decoding: text, as: UTF8.self)
                text.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard position < bytes.count else {
                throw failure("unterminated string: the quote opened here has no closing quote", at: start)
            }
            let current = bytes[position]
            if current == quote {
                position += 1
                break
            }
            if current != UInt8(ascii: "\\") {
                text.append(current)
                position += 1
                continue
            }
            let escape = byte(position + 1)
            position += 2
            switch escape {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, byte(position) >= UInt8(ascii: "0"), byte(position) <= UInt8(ascii: "7") {
                    value = value * 8 + Int(byte(position) - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                text.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4 {
                    let digit = TextScanning.hexValue(byte(position))
                    if digit == 0xFF || position >= bytes.count { break }
                    value = value * 16 + UInt32(digit)
                    position += 1
                    digits += 1
                }
                flush()
                scalars.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default:
                if position - 1 >= bytes.count {
                    throw failure("unterminated string: the quote opened here has no closing quote", at: start)
                }
                // `\"`, `\\`, `\'` and any other byte stand for themselves.
                text.append(escape)
            }
        }
        flush()
        return scalars
    }

    /// `<0fbd 7777>`: pairs of hexadecimal digits, white space between them ignored.
    private mutating func data() throws(Failure) -> [UInt8] {
        let start = position
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            guard position < bytes.count else { throw failure("unterminated data: `<` has no closing `>`", at: start) }
            let current = bytes[position]
            position += 1
            if current == UInt8(ascii: ">") { break }
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D { continue }
            let digit = TextScanning.hexValue(current)
            guard digit != 0xFF else { throw failure("data holds hexadecimal digits only", at: position - 1) }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        if high != nil { throw failure("data holds an odd number of hexadecimal digits", at: start) }
        return result
    }

    /// White space and comments.
    private mutating func skipTrivia() throws(Failure) {
        while position < bytes.count {
            let current = bytes[position]
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D || current == 0x0C || current == 0x0B {
                position += 1
            } else if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                let start = position
                position += 2
                while true {
                    guard position + 1 < bytes.count else {
                        position = bytes.count
                        throw failure("unterminated comment: `/*` has no closing `*/`", at: start)
                    }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    position += 1
                }
            } else if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }
}

private extension String {
    /// A byte shown as `0xAB`.
    init(format byte: UInt8) {
        let digits = Array("0123456789ABCDEF")
        self = "byte 0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
