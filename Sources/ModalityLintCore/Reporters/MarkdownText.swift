/// Escaping for the Markdown report: text from files and messages is shown as written,
/// never read as Markdown or HTML.
enum MarkdownText {
    /// Inline text: the ASCII punctuation that can start emphasis, code, links, HTML,
    /// entities or table cells is backslash-escaped (CommonMark allows an escape before any
    /// ASCII punctuation); line breaks and other control characters become spaces.
    static func inline(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "!", "#":
                output += "\\"
                output.unicodeScalars.append(scalar)
            default:
                output.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
            }
        }
        return output
    }

    /// A diagnostic's message: its code spans (`` `dismiss()` ``, paired backticks) stay
    /// code, as in the terminal; the rest is escaped as `inline`. A message with an
    /// unpaired backtick is escaped whole.
    static func message(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 1, parts.count % 2 == 1 else { return inline(text) }
        var output = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 0 {
                output += inline(String(part))
            } else {
                // Inside a code span nothing is Markdown; only line breaks would end it.
                var code = ""
                for scalar in part.unicodeScalars {
                    code.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
                }
                output += "`" + code + "`"
            }
        }
        return output
    }

    /// A link destination in angle brackets, which may hold any character but line breaks
    /// and unescaped `<` `>`; the addresses the report writes are already percent-encoded.
    static func destination(_ url: String) -> String {
        var output = "<"
        for scalar in url.unicodeScalars {
            switch scalar {
            case "<", ">", "\\": output += "\\"; output.unicodeScalars.append(scalar)
            default: output.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? "_" : scalar)
            }
        }
        return output + ">"
    }

    /// `1 error`, `2 errors`.
    static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}
