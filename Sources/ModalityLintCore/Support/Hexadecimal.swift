/// Lowercase hexadecimal digits, for escapes, percent-encoding and fingerprints.
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
