/// Whether anything in the run may set an object's presentation flag (`sheets.showInfo` of
/// `.sheet(isPresented: $sheets.showInfo)`) to `true` (certainty.md, part 1): a flag no code
/// sets is a presentation nobody can open, whatever screen it names. The object's class is
/// not needed: every mention of the property's name in every code file is read, whoever's
/// property it is, so another type's `showInfo = true` keeps this one open too.
///
/// A mention may set it when it is an assignment of anything but `false`, `nil` or `NO`
/// (`showInfo = isFirstRun`, `= !showInfo`), a `toggle()`, a declaration with another
/// initial value or none (a computed property, a `@Binding`, one set in `init`), an
/// argument label with such a value (`Sheets(showInfo: true)`), a key path (`\.showInfo`),
/// the wrapper's storage (`_showInfo`), an Objective-C setter (`setShowInfo:`) or a string
/// (`setValue(true, forKey: "showInfo")`). A projected binding (`$sheets.showInfo`) may be
/// handed to a control that sets it: only the presenting site's own may be said. Read per
/// name asked, comparing bytes, and only for names the run says a dozen times or fewer:
/// a flag mentioned more is set somewhere.
struct ObjectFlagWrites {
    private var answers: [String: Bool] = [:]

    /// Whether nothing may set `name` true, its one projected binding being the
    /// presentation's own.
    mutating func isNeverSetTrue(_ name: String, index: CodeIndex) -> Bool {
        if let known = answers[name] { return known }
        let answer = Self.read(name, index: index)
        answers[name] = answer
        return answer
    }

    private static let mentionLimit = 12

    private static func read(_ name: String, index: CodeIndex) -> Bool {
        guard !name.isEmpty, index.referenceCount(of: name) <= mentionLimit, index.referenceCount(of: "_" + name) == 0,
              !index.stringLiterals.contains(name),
              index.referenceCount(of: "set" + name.prefix(1).uppercased() + name.dropFirst()) == 0
        else { return false }
        let spelled = Array(name.utf8)
        var projected = 0
        for file in index.files.indices {
            let lexed = index.files[file]
            let reader = CodeBodyReader(index: index, file: file)
            for (offset, token) in lexed.tokens.enumerated() where token.kind == .identifier || token.kind == .keyword {
                guard token.span.end - token.span.start == spelled.count,
                      lexed.bytes[token.span.start..<token.span.end].elementsEqual(spelled) else { continue }
                if reader.isPunctuation(offset - 1, "."), reader.receivers(before: offset).last?.hasPrefix("$") == true {
                    projected += 1
                    continue
                }
                if maySet(at: offset, reader) { return false }
            }
        }
        return projected == 1
    }

    /// Whether the mention of the name at `offset` may give it a value other than off.
    private static func maySet(at offset: Int, _ reader: CodeBodyReader) -> Bool {
        func isOff(_ cursor: Int) -> Bool { reader.is(cursor, "false") || reader.is(cursor, "nil") || reader.is(cursor, "NO") }
        func valueEndsAt(_ cursor: Int) -> Bool {
            // `= false` and nothing more on the statement: `= false || other` may be true.
            reader.kind(cursor) == nil || reader.lineBreakBefore(cursor) || reader.isPunctuation(cursor, ";")
                || reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, ",")
        }
        if reader.is(offset - 1, "\\") || (reader.isPunctuation(offset - 1, ".") && reader.is(offset - 2, "\\")) { return true }
        if reader.is(offset - 1, "var") || reader.is(offset - 1, "let") {
            // A declaration: its initial value, after any type annotation on its line.
            var cursor = offset + 1
            while reader.kind(cursor) != nil, !reader.lineBreakBefore(cursor), !reader.is(cursor, "="),
                  !reader.isPunctuation(cursor, "{"), !reader.isPunctuation(cursor, ";") {
                cursor += 1
            }
            guard reader.is(cursor, "=") else { return true }
            return !(isOff(cursor + 1) && valueEndsAt(cursor + 2))
        }
        if reader.is(offset + 1, "=") { return !(isOff(offset + 2) && valueEndsAt(offset + 3)) }
        if reader.kind(offset + 1) == .operator, reader.text(offset + 1).hasSuffix("="),
           !["==", "!=", "<=", ">=", "===", "!=="].contains(reader.text(offset + 1)) {
            return true
        }
        if reader.isPunctuation(offset + 1, "."), reader.is(offset + 2, "toggle") { return true }
        if reader.isPunctuation(offset + 1, ":"), reader.isPunctuation(offset - 1, "(") || reader.isPunctuation(offset - 1, ",") {
            return !(isOff(offset + 2) && valueEndsAt(offset + 3))
        }
        return false
    }
}
