/// Escaping for the XML reports (JUnit, Checkstyle).
enum XMLText {
    /// Text for an attribute value in double quotes. Tabs and line breaks become character
    /// references, because XML parsers turn literal ones in attributes into spaces.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Text for element content.
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            // A literal CR would be read back as LF.
            case "\r": output += "&#13;"
            default:
                if isAllowed(scalar) {
                    output.unicodeScalars.append(scalar)
                } else {
                    // XML 1.0 cannot carry these at all, not even as character references.
                    output += "\u{FFFD}"
                }
            }
        }
        return output
    }

    /// XML 1.0's `Char` production.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
