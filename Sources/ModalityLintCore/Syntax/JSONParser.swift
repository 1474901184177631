/// Strict JSON (RFC 8259), iterative so that nesting depth costs heap, not stack.
///
/// Decisions: duplicate keys in an object are an error (a flow file's meaning must not depend
/// on which duplicate a reader keeps); a UTF-8 byte-order mark at the start is skipped (RFC
/// 8259 lets parsers ignore it, and Windows editors write one); `-0` is the integer 0, as in
/// Python's `json`; numbers too large for a Double become infinity, as in Python's `json`.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var position = 0

    /// An open container. Its members wait on the shared `items` / `entries` stacks from
    /// `base` on, so that adding one never copies the others (a member array inside an enum
    /// payload would be copied on every append).
    private enum Frame {
        case array(start: Int, base: Int)
        case object(start: Int, base: Int)
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedDocument {
        var parser = JSONParser(bytes)
        do throws(SyntaxError) {
            let root = try parser.parseDocument()
            return ParsedDocument(root: root, comments: [], error: nil)
        } catch {
            return ParsedDocument(root: nil, comments: [], error: error)
        }
    }

    @inline(__always) private func byte(_ index: Int) -> UInt8 { index < end ? bytes[index] : 0 }

    private mutating func parseDocument() throws(SyntaxError) -> Node? {
        if TextScanning.hasByteOrderMark(bytes) { position = 3 }
        if let error = TextScanning.validate(bytes, from: position, yamlPrintable: false) { throw error }
        let valueSearchStart = position
        skipWhitespace()
        if position == end {
            // RFC 8259: a JSON text is one value; white space alone is none.
            let what = position == valueSearchStart ? "the file is empty" : "the file holds only white space"
            throw SyntaxError("\(what), not a JSON value: a JSON flow file is one object, `{\"app\": ..., \"screens\": {...}}`",
                              at: .at(valueSearchStart))
        }
        var stack: [Frame] = []
        var items: [Node] = []
        var entries: [MappingEntry] = []
        var keySets: [KeySet] = []
        var value: Node
        parsing: while true {
            // Read one value, or open a container and go on with its first member.
            skipWhitespace()
            let start = position
            switch byte(position) {
            case UInt8(ascii: "["):
                if stack.count >= NestingLimit.maximumDepth { throw SyntaxError(NestingLimit.message, at: .init(start: start, end: start + 1)) }
                position += 1
                skipWhitespace()
                if byte(position) == UInt8(ascii: "]") {
                    position += 1
                    value = Node(.sequence([]), span: ByteSpan(start: start, end: position))
                } else {
                    stack.append(.array(start: start, base: items.count))
                    continue parsing
                }
            case UInt8(ascii: "{"):
                if stack.count >= NestingLimit.maximumDepth { throw SyntaxError(NestingLimit.message, at: .init(start: start, end: start + 1)) }
                position += 1
                skipWhitespace()
                if byte(position) == UInt8(ascii: "}") {
                    position += 1
                    value = Node(.mapping([]), span: ByteSpan(start: start, end: position))
                } else {
                    keySets.append(KeySet())
                    let key = try parseKey(afterComma: nil, keys: &keySets[keySets.count - 1])
                    stack.append(.object(start: start, base: entries.count))
                    entries.append(MappingEntry(key: key, value: key))
                    continue parsing
                }
            default:
                value = try parseScalar()
            }
            // Hand the value to its container; close containers that end here.
            while let top = stack.last {
                skipWhitespace()
                let separator = byte(position)
                position += 1
                switch top {
                case .array(let arrayStart, let base):
                    items.append(value)
                    if separator == UInt8(ascii: ",") {
                        let comma = position - 1
                        skipWhitespace()
                        if byte(position) == UInt8(ascii: "]") {
                            throw SyntaxError("trailing comma before `]`: remove the last comma", at: .init(start: comma, end: comma + 1))
                        }
                        continue parsing
                    }
                    guard separator == UInt8(ascii: "]") else {
                        position -= 1
                        throw expected("`,` or `]` after an array element")
                    }
                    value = Node(.sequence(Array(items[base...])), span: ByteSpan(start: arrayStart, end: position))
                    items.removeSubrange(base...)
                case .object(let objectStart, let base):
                    entries[entries.count - 1].value = value
                    if separator == UInt8(ascii: ",") {
                        let key = try parseKey(afterComma: position - 1, keys: &keySets[keySets.count - 1])
                        entries.append(MappingEntry(key: key, value: key))
                        continue parsing
                    }
                    guard separator == UInt8(ascii: "}") else {
                        position -= 1
                        throw expected("`,` or `}` after an object member")
                    }
                    value = Node(.mapping(Array(entries[base...])), span: ByteSpan(start: objectStart, end: position))
                    entries.removeSubrange(base...)
                    keySets.removeLast()
                }
                stack.removeLast()
            }
            break parsing
        }
        skipWhitespace()
        if position < end {
            throw SyntaxError("unexpected content after the JSON value: a file holds exactly one value", at: .init(start: position, end: position + 1))
        }
        return value
    }

    /// Reads `"key"` and the `:` after it, checking that the key is new in its object.
    private mutating func parseKey(afterComma comma: Int?, keys: inout KeySet) throws(SyntaxError) -> Node {
        skipWhitespace()
        guard byte(position) == UInt8(ascii: "\"") else {
            if let comma, byte(position) == UInt8(ascii: "}") {
                throw SyntaxError("trailing comma before `}`: remove the last comma", at: .init(start: comma, end: comma + 1))
            }
            if byte(position) == UInt8(ascii: "'") {
                throw SyntaxError("strings use double quotes in JSON, not single quotes", at: .init(start: position, end: position + 1))
            }
            throw expected("a string key in double quotes")
        }
        let keyStart = position
        let text = try parseString()
        let key = Node(.string(text), span: ByteSpan(start: keyStart, end: position))
        if let firstOffset = keys.insert(text, at: keyStart) {
            throw SyntaxError("duplicate key `\(text)` (first at \(FlowParser.lineDescription(of: firstOffset, in: bytes))): an object's keys must be unique", at: key.span)
        }
        skipWhitespace()
        guard byte(position) == UInt8(ascii: ":") else { throw expected("`:` after the key") }
        position += 1
        return key
    }

    private mutating func parseScalar() throws(SyntaxError) -> Node {
        let start = position
        let first = byte(position)
        switch first {
        case UInt8(ascii: "\""):
            let text = try parseString()
            return Node(.string(text), span: ByteSpan(start: start, end: position))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            try expectWord("true")
            return Node(.bool(true), span: ByteSpan(start: start, end: position))
        case UInt8(ascii: "f"):
            try expectWord("false")
            return Node(.bool(false), span: ByteSpan(start: start, end: position))
        case UInt8(ascii: "n"):
            try expectWord("null")
            return Node(.null, span: ByteSpan(start: start, end: position))
        case UInt8(ascii: "'"):
            throw SyntaxError("strings use double quotes in JSON, not single quotes", at: .init(start: start, end: start + 1))
        case UInt8(ascii: "/"), UInt8(ascii: "#"):
            throw SyntaxError("comments are not allowed in JSON: use the YAML format (`.flow.yml`) for comments", at: .init(start: start, end: start + 1))
        case UInt8(ascii: "]"):
            throw SyntaxError("expected a value before `]`", at: .init(start: start, end: start + 1))
        case UInt8(ascii: "}"):
            throw SyntaxError("expected a value before `}`", at: .init(start: start, end: start + 1))
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw SyntaxError("`NaN` and `Infinity` are not JSON numbers", at: .init(start: start, end: start + 1))
        default:
            if position >= end { throw SyntaxError("unexpected end of file: expected a value", at: .at(end)) }
            throw expected("a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let start = position
        let count = word.utf8CodeUnitCount
        let pointer = word.utf8Start
        for offset in 0..<count where byte(start + offset) != pointer[offset] {
            throw SyntaxError("expected a value (`true`, `false`, `null`, a number, a string, an array or an object)", at: .init(start: start, end: start + 1))
        }
        position += count
        if isWordByte(byte(position)) {
            throw SyntaxError("expected a value (`true`, `false`, `null`, a number, a string, an array or an object)", at: .init(start: start, end: start + 1))
        }
    }

    @inline(__always) private func isWordByte(_ value: UInt8) -> Bool {
        (value >= UInt8(ascii: "a") && value <= UInt8(ascii: "z")) || (value >= UInt8(ascii: "A") && value <= UInt8(ascii: "Z"))
            || (value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")) || value == UInt8(ascii: "_")
    }

    @inline(__always) private func isDigit(_ value: UInt8) -> Bool {
        value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
    }

    private mutating func parseNumber() throws(SyntaxError) -> Node {
        let start = position
        var negative = false
        if byte(position) == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        let integerStart = position
        guard isDigit(byte(position)) else {
            if byte(position) == UInt8(ascii: "I") { throw SyntaxError("`NaN` and `Infinity` are not JSON numbers", at: .init(start: start, end: position + 1)) }
            throw SyntaxError("expected a digit after `-`", at: .init(start: position, end: position + 1))
        }
        if byte(position) == UInt8(ascii: "0"), isDigit(byte(position + 1)) {
            throw SyntaxError("numbers cannot have leading zeros in JSON", at: .init(start: start, end: position + 2))
        }
        while isDigit(byte(position)) { position += 1 }
        let integerEnd = position
        var isInteger = true
        if byte(position) == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard isDigit(byte(position)) else { throw SyntaxError("expected a digit after the decimal point", at: .init(start: position, end: position + 1)) }
            while isDigit(byte(position)) { position += 1 }
        }
        if byte(position) == UInt8(ascii: "e") || byte(position) == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") { position += 1 }
            guard isDigit(byte(position)) else { throw SyntaxError("expected a digit in the exponent", at: .init(start: position, end: position + 1)) }
            while isDigit(byte(position)) { position += 1 }
        }
        if isWordByte(byte(position)) || byte(position) == UInt8(ascii: ".") {
            throw SyntaxError("invalid number", at: .init(start: start, end: position + 1))
        }
        let span = ByteSpan(start: start, end: position)
        if isInteger {
            let length = integerEnd - integerStart
            if length < 19 {
                // Fast path: fits an Int64, so the canonical text is the text itself.
                if negative, length == 1, bytes[integerStart] == UInt8(ascii: "0") { return Node(.integer("0"), span: span) }
                return Node(.integer(TextScanning.string(bytes, start, integerEnd)), span: span)
            }
            return Node(.integer(TextScanning.canonicalInteger(negative: negative, digits: Array(bytes[integerStart..<integerEnd])[...], radix: 10)), span: span)
        }
        return Node(.float(TextScanning.parseDouble(bytes, start, position)), span: span)
    }

    /// Reads a string starting at its opening quote; leaves `position` after the closing one.
    private mutating func parseString() throws(SyntaxError) -> String {
        let open = position
        position += 1
        let contentStart = position
        // Fast path: no escapes.
        while position < end {
            let value = bytes[position]
            if value == UInt8(ascii: "\"") {
                position += 1
                return TextScanning.string(bytes, contentStart, position - 1)
            }
            if value == UInt8(ascii: "\\") { break }
            if value < 0x20 { throw controlCharacter(at: position) }
            position += 1
        }
        var buffer: [UInt8] = Array(bytes[contentStart..<position])
        while position < end {
            let value = bytes[position]
            if value == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if value < 0x20 { throw controlCharacter(at: position) }
            if value != UInt8(ascii: "\\") {
                buffer.append(value)
                position += 1
                continue
            }
            let escapeStart = position
            position += 1
            let escaped = byte(position)
            position += 1
            switch escaped {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try readHex4(escapeStart: escapeStart)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard byte(position) == UInt8(ascii: "\\"), byte(position + 1) == UInt8(ascii: "u") else {
                        throw SyntaxError("lone surrogate in `\\u` escape: a high surrogate must be followed by a low one", at: .init(start: escapeStart, end: position))
                    }
                    let lowStart = position
                    position += 2
                    let low = try readHex4(escapeStart: lowStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw SyntaxError("lone surrogate in `\\u` escape: a high surrogate must be followed by a low one", at: .init(start: escapeStart, end: position))
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw SyntaxError("lone surrogate in `\\u` escape: a low surrogate must follow a high one", at: .init(start: escapeStart, end: position))
                }
                TextScanning.appendUTF8(scalar, to: &buffer)
            default:
                if escapeStart + 1 >= end { break }
                throw SyntaxError("invalid escape `\\\(String(decoding: [escaped], as: UTF8.self))` in a JSON string", at: .init(start: escapeStart, end: min(position, end)))
            }
        }
        throw SyntaxError("unterminated string: add the closing `\"`", at: .init(start: open, end: open + 1))
    }

    private mutating func readHex4(escapeStart: Int) throws(SyntaxError) -> UInt32 {
        var scalar: UInt32 = 0
        for _ in 0..<4 {
            let digit = TextScanning.hexValue(byte(position))
            guard digit != 0xFF else {
                throw SyntaxError("`\\u` must be followed by four hexadecimal digits", at: .init(start: escapeStart, end: min(position + 1, end)))
            }
            scalar = scalar << 4 | UInt32(digit)
            position += 1
        }
        return scalar
    }

    private func controlCharacter(at index: Int) -> SyntaxError {
        SyntaxError("control character \(TextScanning.hex(UInt32(bytes[index]))) in a string: write it as an escape such as `\\n`", at: .init(start: index, end: index + 1))
    }

    @inline(__always) private mutating func skipWhitespace() {
        while position < end {
            let value = bytes[position]
            if value == 0x20 || value == 0x0A || value == 0x0D || value == 0x09 { position += 1 } else { return }
        }
    }

    private func expected(_ what: String) -> SyntaxError {
        if position >= end { return SyntaxError("unexpected end of file: expected \(what)", at: .at(end)) }
        let value = bytes[position]
        if value == UInt8(ascii: "/") || value == UInt8(ascii: "#") {
            return SyntaxError("comments are not allowed in JSON: use the YAML format (`.flow.yml`) for comments", at: .init(start: position, end: position + 1))
        }
        return SyntaxError("expected \(what)", at: .init(start: position, end: position + 1))
    }
}

/// The keys seen so far in one mapping, for the duplicate check: a linear scan while the
/// mapping is small (most are), a hash table once it grows.
struct KeySet {
    private var small: [(key: String, offset: Int)] = []
    private var large: [String: Int]? = nil

    /// Records `key`; returns the offset of an earlier equal key, if any.
    mutating func insert(_ key: String, at offset: Int) -> Int? {
        if large != nil {
            if let earlier = large![key] { return earlier }
            large![key] = offset
            return nil
        }
        for entry in small where entry.key == key { return entry.offset }
        small.append((key, offset))
        if small.count > 12 {
            var table: [String: Int] = [:]
            table.reserveCapacity(32)
            for entry in small { table[entry.key] = entry.offset }
            large = table
            small = []
        }
        return nil
    }
}
