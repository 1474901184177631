extension String {
    /// Empty, or only white space: a title or label people would not see. Checks Unicode
    /// scalars rather than `Character`s, which would cost grapheme breaking on every label.
    var isBlank: Bool {
        unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
