/// The shape of one SwiftUI call as its tokens show it: `Name(args) { closure } label: { ... }`.
///
/// SwiftUI spreads one control over a parenthesised argument list and any number of
/// trailing closures, the first unlabelled, the rest labelled (`label:`, `message:`). The
/// readers ask for "the argument or trailing closure called X", whichever form the code uses.
struct SwiftUICall {
    struct Argument {
        var label: String
        /// Token indices of the argument's expression.
        var range: Range<Int>
    }

    /// The callee's name token.
    var name: Int
    /// The `(` of the argument list, when there is one.
    var open: Int?
    var arguments: [Argument] = []
    /// Trailing closures in order: the first has an empty label. Ranges exclude the braces.
    var closures: [Argument] = []
    /// The index just past the call (its last `)` or `}`).
    var end: Int

    /// The call whose callee's name is at `name`, or nil when no `(` or `{` follows it.
    /// A `{` on a line of its own after a name that took no arguments is not read as a
    /// trailing closure (`if flag\n{`, a declaration's body).
    static func read(at name: Int, _ reader: CodeBodyReader, limit: Int) -> SwiftUICall? {
        // `func signUp() async {`, `get async {`: the effects of a declaration before its
        // body, not a function called with a trailing closure.
        if reader.is(name, "async"), name > 0, reader.isPunctuation(name - 1, ")") || reader.is(name - 1, "get") { return nil }
        var call = SwiftUICall(name: name, end: name + 1)
        var cursor = name + 1
        if reader.isPunctuation(cursor, "("), !reader.lineBreakBefore(cursor), let close = reader.partners[cursor], close > cursor {
            call.open = cursor
            call.arguments = reader.arguments(ofCallAt: cursor).map { Argument(label: $0.label, range: $0.start..<$0.end) }
            cursor = min(close + 1, limit)
            call.end = cursor
        }
        // The first trailing closure, then `label: {` ones.
        if cursor < limit, reader.isPunctuation(cursor, "{"), let close = reader.partners[cursor], close > cursor {
            call.closures.append(Argument(label: "", range: cursor + 1..<min(close, limit)))
            cursor = min(close + 1, limit)
            call.end = cursor
            while cursor + 2 < limit, reader.isName(cursor), reader.isPunctuation(cursor + 1, ":"), reader.isPunctuation(cursor + 2, "{"),
                  let labelledClose = reader.partners[cursor + 2], labelledClose > cursor + 2 {
                call.closures.append(Argument(label: reader.text(cursor), range: cursor + 3..<min(labelledClose, limit)))
                cursor = min(labelledClose + 1, limit)
                call.end = cursor
            }
        }
        guard call.open != nil || !call.closures.isEmpty else { return nil }
        return call
    }

    func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }

    func closure(_ label: String) -> Argument? { closures.first { $0.label == label } }

    /// An argument by label (a closure's body when it is one), or the trailing closure
    /// that takes its place.
    func argumentOrClosure(_ label: String, _ reader: CodeBodyReader) -> Range<Int>? {
        if let argument = argument(label) { return reader.closureBody(argument.range) ?? argument.range }
        return closure(label)?.range
    }

    /// The first unlabelled argument.
    var firstUnlabelled: Argument? {
        guard let first = arguments.first, first.label.isEmpty else { return nil }
        return first
    }
}

extension CodeBodyReader {
    /// The range inside the braces when `range` is exactly one `{ ... }` (a closure argument).
    func closureBody(_ range: Range<Int>) -> Range<Int>? {
        guard let first = range.first, isPunctuation(first, "{"), let close = partners[first], close == range.upperBound - 1 else { return nil }
        return first + 1..<close
    }

    /// The plain text of a string literal, of `Text("...")`, or of `LocalizedStringKey("...")`
    /// and friends standing alone in `range`; nil for anything else (an interpolation, a value).
    func literalText(_ range: Range<Int>) -> String? {
        // A literal where SwiftUI takes a `LocalizedStringKey`: the table's words for it.
        if let value = stringLiteral(range.lowerBound, range.upperBound) { return localisedKeyWords(value) }
        if let words = localisedWords(range.lowerBound, range.upperBound) { return words }
        // `Text("...")`, `String(localized: "...")`, `LocalizedStringKey("...")`.
        guard range.count >= 4, isName(range.lowerBound), isPunctuation(range.lowerBound + 1, "("),
              partners[range.lowerBound + 1] == range.upperBound - 1 else { return nil }
        let inner = range.lowerBound + 2
        var valueStart = inner
        if isName(inner), isPunctuation(inner + 1, ":") { valueStart = inner + 2 }
        guard valueStart + 1 < range.upperBound else { return nil }
        let nameText = text(range.lowerBound)
        guard ["Text", "String", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString"].contains(nameText) else { return nil }
        // The string must be the first argument; anything after it (a comment, a table) is fine.
        let end = expressionEnd(from: valueStart, limit: range.upperBound - 1)
        return stringLiteral(valueStart, end)
    }

    /// The first string literal in `range` that stands as `Name("...")`'s first argument for
    /// one of `names` (`Text("Cancel")`, `Label("Delete", systemImage: ...)`).
    func firstLiteral(named names: [StaticString], in range: Range<Int>) -> String? {
        var cursor = range.lowerBound
        while cursor + 2 < range.upperBound {
            if tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, "("), !isPunctuation(cursor - 1, "."),
               names.contains(where: { `is`(cursor, $0) }) {
                var value = cursor + 2
                let verbatim = isName(value) && isPunctuation(value + 1, ":") && `is`(value, "verbatim")
                if verbatim { value += 2 }
                if value < range.upperBound, tokens[value].kind == .string, let text = file.stringValue(of: tokens[value]) {
                    return verbatim ? text : localisedKeyWords(text)
                }
                // `Text(Strings.cancel)`, `Text(NSLocalizedString(...))`: the localised words the
                // app's expression shows (LocalisedText), as the first argument.
                if !verbatim, let first = arguments(ofCallAt: cursor + 1).first, first.label.isEmpty,
                   let words = localisedWords(first.start, first.end) {
                    return words
                }
            }
            cursor += 1
        }
        return nil
    }

    /// The value of `label: "..."` anywhere in `range` (`systemImage: "xmark"`).
    func labelledLiteral(_ labels: [StaticString], in range: Range<Int>) -> String? {
        var cursor = range.lowerBound
        while cursor + 2 < range.upperBound {
            if labels.contains(where: { `is`(cursor, $0) }), isPunctuation(cursor + 1, ":"), tokens[cursor + 2].kind == .string,
               let text = file.stringValue(of: tokens[cursor + 2]) {
                return text
            }
            cursor += 1
        }
        return nil
    }

    /// `.name` → `name`: the member named by an implicit member expression filling `range`
    /// (`role: .cancel`, `placement: .cancellationAction`), or its last name.
    func memberName(_ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var last: String?
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if isPunctuation(cursor, "(") { break }
            if isName(cursor) { last = text(cursor) }
            cursor += 1
        }
        return last
    }
}

extension ByteClass {
    /// `A`...`Z`: how Swift code spells a type's name, by convention.
    static func isUppercaseLetter(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}
