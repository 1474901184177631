/// Telling a localisation key from the words people see. Where the reading knows only the
/// key of a button's or an alert's words (`NSLocalizedString("action.cancel", ...)` whose key
/// the app's string tables do not give, `LocalisedText`), the key is not what people read: a
/// message names such a button by its role or place instead, and such an alert by its place
/// (the rule catalogue's advice: <doc:Choices>).
public enum LocalisationKeys {
    /// Whether `text` is shaped like a key rather than words: one run of letters, digits,
    /// dots and underscores with no space, in which a `.` or `_` joins two parts of two or
    /// more characters, the first with a letter (`action.cancel`, `screen_start_chat_action`,
    /// `L10n.actionCancel`, `Common.Buttons.OK`). Words people read have spaces, or join
    /// parts with neither (`Cancel`, `Sign In`, `OK`, `e.g.`, `v1.2`).
    public static func isKey(_ text: String) -> Bool {
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." || character == "_" {
                parts.append(text[start..<index])
                start = text.index(after: index)
            } else if !(character.isLetter || character.isNumber) || !character.isASCII {
                return false
            }
            index = text.index(after: index)
        }
        parts.append(text[start..<text.endIndex])
        guard parts.count >= 2, parts.allSatisfy({ $0.count >= 2 }) else { return false }
        return parts[0].contains(where: \.isLetter)
    }
}
