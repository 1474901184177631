/// Renders a document tree as pretty JSON (2-space indentation, keys in document order):
/// how the tool read a file, for `modality-lint parse`.
///
/// Keys that are not strings are written as the text of their value (`1`, `true`, `null`),
/// and non-finite floats as `Infinity`, `-Infinity` and `NaN`, as Python's `json` does.
public enum NodeJSONWriter {
    public static func render(_ node: Node) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        write(node, indent: 0, to: &output)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ node: Node, indent: Int, to output: inout [UInt8]) {
        switch node.value {
        case .sequence(let items):
            if items.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2, &output)
                write(item, indent: indent + 2, to: &output)
            }
            newline(indent, &output)
            output.append(UInt8(ascii: "]"))
        case .mapping(let entries):
            if entries.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, entry) in entries.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2, &output)
                JSONString.append(keyText(entry.key), to: &output)
                output.append(contentsOf: ": ".utf8)
                write(entry.value, indent: indent + 2, to: &output)
            }
            newline(indent, &output)
            output.append(UInt8(ascii: "}"))
        case .string(let text):
            JSONString.append(text, to: &output)
        default:
            output.append(contentsOf: scalarText(node.value).utf8)
        }
    }

    private static func newline(_ indent: Int, _ output: inout [UInt8]) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: indent))
    }

    private static func keyText(_ key: Node) -> String {
        if case .string(let text) = key.value { return text }
        return scalarText(key.value)
    }

    private static func scalarText(_ value: Node.Value) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let digits): return digits
        case .float(let number):
            if number.isNaN { return "NaN" }
            if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
            return String(number)
        case .string(let text): return text
        case .sequence, .mapping: return ""
        }
    }
}
