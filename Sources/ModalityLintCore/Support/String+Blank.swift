extension String {
    /// Empty, or only white space: a title or label people would not see. Looks at the
    /// UTF-8 bytes, and asks Unicode's tables only beyond ASCII: it runs on every title
    /// and label of a flow, and a label's first letter almost always settles it.
    var isBlank: Bool {
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D, 0x20: continue
            case 0..<0x80: return false
            default: if !scalar.properties.isWhitespace { return false }
            }
        }
        return true
    }
}
