/// A JSON value whose objects keep their keys in the order they were written, so that
/// reports come out byte-for-byte the same on every run and platform (Foundation's
/// `JSONSerialization` orders keys differently on Linux and macOS).
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation, ending with a line break.
    func rendered() -> String {
        var output = ""
        write(to: &output, indentation: 0)
        output += "\n"
        return output
    }

    private func write(to output: inout String, indentation: Int) {
        switch self {
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                JSONValue.indent(&output, indentation + 1)
                JSONValue.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indentation: indentation + 1)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            JSONValue.indent(&output, indentation)
            output += "}"
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                JSONValue.indent(&output, indentation + 1)
                element.write(to: &output, indentation: indentation + 1)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            JSONValue.indent(&output, indentation)
            output += "]"
        case .string(let text):
            JSONValue.writeString(text, to: &output)
        case .integer(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private static func indent(_ output: inout String, _ level: Int) {
        for _ in 0..<level { output += "  " }
    }

    /// RFC 8259 string: quotes, backslashes and control characters escaped; everything
    /// else, non-ASCII included, written as UTF-8.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += "\\u00" + Hexadecimal.byte(UInt8(scalar.value))
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

enum Hexadecimal {
    private static let digits = Array("0123456789abcdef".unicodeScalars)

    /// Two lowercase hexadecimal digits.
    static func byte(_ value: UInt8) -> String {
        var text = ""
        text.unicodeScalars.append(digits[Int(value >> 4)])
        text.unicodeScalars.append(digits[Int(value & 0x0F)])
        return text
    }

    /// Sixteen lowercase hexadecimal digits.
    static func word(_ value: UInt64) -> String {
        var text = ""
        var shift: UInt64 = 60
        while true {
            text.unicodeScalars.append(digits[Int((value >> shift) & 0x0F)])
            if shift == 0 { break }
            shift -= 4
        }
        return text
    }
}
