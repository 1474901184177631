/// Views of the app that only host the view they are handed: a generic wrapper whose body is
/// its content and nothing else but values put into the environment (`RouterHost<Content:
/// View>`, whose body is `content().environment(router)`).
///
/// Such a wrapper draws nothing of its own: no bar, title, button or presentation. What a
/// window or a sheet shows through it is the content handed in, so the search for what a
/// site shows looks through it, as through `Group` or `AnyView`, and the wrapper is never
/// judged as the screen. Any other word in the body (a `NavigationStack`, a toolbar, an
/// `.alert`, a view of its own) keeps it a view of its own, read as before.
enum ContentHosts {
    /// Modifiers that only hand values down to the content.
    static let environmentModifiers: Set<String> = ["environment", "environmentObject"]

    /// Whether the view type's `body` is exactly one of its stored properties, called or not
    /// (`content()`, `self.content`), under environment modifiers only, and the type is
    /// generic over views.
    static func onlyHostsContent(_ viewType: SwiftUIViewTypes.ViewType, genericOverViews: Bool, in index: CodeIndex) -> Bool {
        guard genericOverViews, viewType.declarations.count == 1, let body = viewType.bodyProperty else { return false }
        let reader = CodeBodyReader(index: index, file: body.file)
        // `var body: some View {`: the getter's braces.
        var open = body.token + 1
        while open < min(reader.tokens.count, body.token + 8), !reader.isPunctuation(open, "{") {
            if reader.isPunctuation(open, "}") || reader.isPunctuation(open, "=") { return false }
            open += 1
        }
        guard open < reader.tokens.count, let close = reader.partners[open], close > open + 1 else { return false }
        let stored = Set(index.properties(of: viewType.name).filter { !$0.isStatic }.map(\.name))
        var cursor = open + 1
        if reader.is(cursor, "return") { cursor += 1 }
        if reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, ".") { cursor += 2 }
        guard cursor < close, reader.tokens[cursor].kind == .identifier, stored.contains(reader.text(cursor)) else { return false }
        cursor += 1
        if reader.isPunctuation(cursor, "("), reader.isPunctuation(cursor + 1, ")") { cursor += 2 }
        while cursor < close {
            guard reader.isPunctuation(cursor, "."), reader.isName(cursor + 1), environmentModifiers.contains(reader.text(cursor + 1)),
                  reader.isPunctuation(cursor + 2, "("), let end = reader.partners[cursor + 2], end > cursor + 2, end < close else { return false }
            cursor = end + 1
        }
        return cursor == close
    }

    /// `struct RouterHost<Content: View>`, or `struct PartialSheet<T>: View where T: View`:
    /// a generic parameter constrained to `View`, in the angle brackets or the `where` clause.
    static func isGenericOverViews(_ viewType: SwiftUIViewTypes.ViewType, in index: CodeIndex) -> Bool {
        guard let declaration = viewType.declarations.first else { return false }
        let reader = CodeBodyReader(index: index, file: declaration.file)
        guard reader.is(declaration.nameToken + 1, "<") || reader.isPunctuation(declaration.nameToken + 1, "<") else { return false }
        var cursor = declaration.nameToken + 2
        var parameters: Set<String> = []
        while cursor < declaration.body.lowerBound, !reader.is(cursor, ">"), !reader.isPunctuation(cursor, ">") {
            if reader.is(cursor, "View") { return true }
            if reader.isName(cursor), reader.is(cursor - 1, "<") || reader.isPunctuation(cursor - 1, "<") || reader.isPunctuation(cursor - 1, ",") {
                parameters.insert(reader.text(cursor))
            }
            cursor += 1
        }
        // The conformances after the brackets are the type's own (`: View`); only a `where`
        // clause constrains the parameters there.
        while cursor < declaration.body.lowerBound, !reader.is(cursor, "where") { cursor += 1 }
        while cursor + 2 < declaration.body.lowerBound {
            if parameters.contains(reader.text(cursor)), reader.isPunctuation(cursor + 1, ":"), reader.is(cursor + 2, "View") { return true }
            cursor += 1
        }
        return false
    }
}
