extension String {
    /// The words of a name as code writes it, in their own case: split at `_`, `-`, `.` and
    /// spaces, before a capital that follows a small letter or a digit (`titleLabel` →
    /// title, Label), and before the last capital of a run that a small letter follows, so an
    /// acronym stays one word (`UIHeaderView` → UI, Header, View; `isIPhone` → is, I, Phone;
    /// `showURL` → show, URL).
    ///
    /// One splitter for every reading that judges a name by its words (a heading label, a
    /// header view, a device test, a segue identifier shown to people), so they agree on
    /// what a word is.
    var identifierWords: [Substring] {
        var words: [Substring] = []
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var index = start
        var previous: Unicode.Scalar?
        func close(at end: String.UnicodeScalarView.Index) {
            if start < end { words.append(Substring(scalars[start..<end])) }
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "_" || scalar == "-" || scalar == "." || scalar == " " {
                close(at: index)
                start = next
            } else if Self.isUppercase(scalar), let previous {
                let afterSmall = Self.isLowercase(previous) || ("0"..."9").contains(previous)
                let endsAnAcronym = Self.isUppercase(previous) && next < scalars.endIndex && Self.isLowercase(scalars[next])
                if afterSmall || endsAnAcronym {
                    close(at: index)
                    start = index
                }
            }
            previous = scalar
            index = next
        }
        close(at: scalars.endIndex)
        return words
    }

    /// Case without a Unicode property lookup for ASCII, nearly every identifier's letters.
    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }
}
