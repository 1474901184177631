/// How a plain (unquoted) YAML scalar resolves, by the YAML 1.2 core schema.
///
/// Some plain values are read one way by the core schema and another way by common YAML
/// parsers (YAML 1.1 ones, and 1.2 ones with extensions): `1_000`, `0b101`, `+0x1F`,
/// `2024-01-01`, `.5e5`, `=`, `<<`. Those are refused, asking for quotes, so that the file
/// means the same to every reader.
enum ScalarResolution {
    static func resolvePlain<Text: RandomAccessCollection>(_ text: Text, span: ByteSpan) throws(SyntaxError) -> Node.Value where Text.Element == UInt8, Text.Index == Int {
        let count = text.count
        let start = text.startIndex
        @inline(__always) func at(_ offset: Int) -> UInt8 { offset < count ? text[start + offset] : 0 }
        func equals(_ word: String) -> Bool {
            word.utf8.count == count && word.utf8.elementsEqual(text)
        }
        let first = at(0)
        // Most values are words: decide quickly that they are strings.
        let mayBeSpecial = first == UInt8(ascii: "~") || first == UInt8(ascii: "n") || first == UInt8(ascii: "N")
            || first == UInt8(ascii: "t") || first == UInt8(ascii: "T") || first == UInt8(ascii: "f") || first == UInt8(ascii: "F")
            || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || first == UInt8(ascii: "=") || first == UInt8(ascii: "<") || isDigit(first)
        if count == 0 { return .null }
        if !mayBeSpecial { return .string(string(text)) }
        switch count {
        case 1 where first == UInt8(ascii: "~"): return .null
        case 4 where equals("null") || equals("Null") || equals("NULL"): return .null
        case 4 where equals("true") || equals("True") || equals("TRUE"): return .bool(true)
        case 5 where equals("false") || equals("False") || equals("FALSE"): return .bool(false)
        default: break
        }
        let isSignOrDot = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        if !isSignOrDot, !isDigit(first), first != UInt8(ascii: "="), first != UInt8(ascii: "<") {
            return .string(string(text))
        }
        if first == UInt8(ascii: ".") || at(1) == UInt8(ascii: ".") {
            if equals(".nan") || equals(".NaN") || equals(".NAN") { return .float(.nan) }
            for word in [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"] where equals(word) { return .float(.infinity) }
            for word in ["-.inf", "-.Inf", "-.INF"] where equals(word) { return .float(-.infinity) }
        }

        // Integers: [-+]?[0-9]+, 0o[0-7]+, 0x[0-9a-fA-F]+.
        var index = 0
        var negative = false
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        if index == 0, count > 2, first == UInt8(ascii: "0"), at(1) == UInt8(ascii: "o") || at(1) == UInt8(ascii: "x") {
            let radix = at(1) == UInt8(ascii: "o") ? 8 : 16
            var valid = true
            for offset in 2..<count {
                let digit = TextScanning.hexValue(at(offset))
                if digit == 0xFF || Int(digit) >= radix { valid = false; break }
            }
            if valid {
                let digits = Array(text)[2...]
                return .integer(TextScanning.canonicalInteger(negative: false, digits: digits, radix: radix))
            }
        }
        let digitsStart = index
        while isDigit(at(index)) { index += 1 }
        let integerDigits = index - digitsStart
        if integerDigits > 0, index == count {
            return .integer(TextScanning.canonicalInteger(negative: negative, digits: Array(text)[digitsStart...], radix: 10))
        }
        // Floats: [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?
        var isFloat = false
        var fractionDigits = 0
        if at(index) == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while isDigit(at(index)) { index += 1 }
            fractionDigits = index - fractionStart
        }
        if integerDigits > 0 || fractionDigits > 0 {
            isFloat = true
            var hasExponent = false
            if at(index) == UInt8(ascii: "e") || at(index) == UInt8(ascii: "E") {
                hasExponent = true
                index += 1
                if at(index) == UInt8(ascii: "-") || at(index) == UInt8(ascii: "+") { index += 1 }
                let exponentStart = index
                while isDigit(at(index)) { index += 1 }
                if index == exponentStart { isFloat = false }
            }
            if index != count { isFloat = false }
            if isFloat {
                if integerDigits == 0, hasExponent {
                    throw ambiguous(text, span: span, as: "a number by some YAML parsers and as text by others")
                }
                let bytes = Array(text)
                let value = bytes.withUnsafeBufferPointer { TextScanning.parseDouble($0, 0, $0.count) }
                return .float(value)
            }
        }
        try refuseAmbiguousText(text, span: span)
        return .string(string(text))
    }

    /// Plain text that the core schema reads as a string but other common readers do not.
    private static func refuseAmbiguousText<Text: RandomAccessCollection>(_ text: Text, span: ByteSpan) throws(SyntaxError) where Text.Element == UInt8, Text.Index == Int {
        let bytes = Array(text)
        if bytes == Array("<<".utf8) {
            throw SyntaxError("merge keys (`<<`) are not supported: write the keys out in full", at: span)
        }
        if bytes == Array("=".utf8) {
            throw ambiguous(text, span: span, as: "a special value by some YAML parsers")
        }
        // Numbers with `_` separators, binary, signed hexadecimal or octal (YAML 1.1 forms).
        var index = 0
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { index = 1 }
        let body = bytes[index...]
        if body.count > 2, body.first == UInt8(ascii: "0") {
            let marker = body[body.startIndex + 1]
            let digits = body.dropFirst(2)
            let isBinary = marker == UInt8(ascii: "b") && digits.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") || $0 == UInt8(ascii: "_") }
            let radix = marker == UInt8(ascii: "o") ? 8 : marker == UInt8(ascii: "x") ? 16 : 0
            let isRadixNumber = radix > 0 && digits.allSatisfy { $0 == UInt8(ascii: "_") || Int(TextScanning.hexValue($0)) < radix }
            if isBinary || (isRadixNumber && (index == 1 || digits.contains(UInt8(ascii: "_")))) {
                throw ambiguous(text, span: span, as: "a number by some YAML parsers and as text by others")
            }
        }
        if let firstByte = body.first, isDigit(firstByte) || firstByte == UInt8(ascii: "."),
           body.contains(UInt8(ascii: "_")),
           body.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) {
            throw ambiguous(text, span: span, as: "a number by some YAML parsers and as text by others")
        }
        // Dates and times (YAML 1.1 timestamps): 2024-01-31, 2024-1-5 10:00:00, ...
        if bytes.count >= 8, bytes[0...3].allSatisfy(isDigit), bytes[4] == UInt8(ascii: "-"), isDigit(bytes[5]) {
            var position = 6
            if isDigit(bytes[position]) { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "-"), position + 1 < bytes.count, isDigit(bytes[position + 1]) {
                throw ambiguous(text, span: span, as: "a date by some YAML parsers")
            }
        }
    }

    private static func ambiguous<Text: RandomAccessCollection>(_ text: Text, span: ByteSpan, as reading: String) -> SyntaxError where Text.Element == UInt8 {
        SyntaxError("the unquoted value `\(string(text))` is read as \(reading): quote it (\"...\") if you mean text", at: span)
    }

    @inline(__always) private static func isDigit(_ value: UInt8) -> Bool {
        value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
    }

    @inline(__always) private static func string<Text: RandomAccessCollection>(_ text: Text) -> String where Text.Element == UInt8 {
        String(decoding: text, as: UTF8.self)
    }
}
