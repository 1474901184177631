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
                JSONString.append(key, to: &output)
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
            JSONString.append(text, to: &output)
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
}
