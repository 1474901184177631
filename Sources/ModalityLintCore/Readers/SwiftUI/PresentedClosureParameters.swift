/// The closures a view or an `extension View` method of the app is handed only to show as a
/// presentation's content: `ConversationIndicator(infoView: { ConversationInfoView() })`,
/// whose body says `.sheet(isPresented: $showingSettings) { infoView() }`, or
/// `.promptPresenter(isPresented: $prompting) { PromptView() }`, whose method hands its
/// `modalContent` to a view modifier that presents it. What such a closure builds is the
/// presented screen, not part of the screen at the building site: its buttons, fields and
/// pushes are the sheet's (convos' info sheet was read as pushes of the agent builder that
/// shows the indicator, blind audit round 6).
///
/// A closure counts as presented when every use of it in the type's code is a call inside
/// the content of a sheet, full-screen cover or popover, or is handed to a view of the app
/// whose closure of that label is itself presented; its own declaration and the
/// initialiser's `self.name = name` are no uses. Any other use (shown in the body, handed
/// to code the reading does not follow) leaves it embedded, as it was read before.
enum PresentedClosureParameters {
    typealias Kind = ViewSummary.Presentation.Kind

    /// Per view type (and `extension View` method, by its view-type name), per closure
    /// property (the memberwise initialiser's label) or method parameter: the kind of the
    /// presentation that shows it. View types are read before methods, which may hand their
    /// closure to one.
    static func read(_ types: [SwiftUIViewTypes.ViewType], index: CodeIndex) -> [String: [String: Kind]] {
        var result: [String: [String: Kind]] = [:]
        let ordered = types.filter { !$0.name.hasPrefix(SwiftUIViewTypes.extensionMethodPrefix) }
            + types.filter { $0.name.hasPrefix(SwiftUIViewTypes.extensionMethodPrefix) }
        for type in ordered where !type.closureNames.isEmpty {
            let found = presented(type, known: result, index: index)
            if !found.isEmpty { result[type.name] = found }
        }
        return result
    }

    private static func presented(_ type: SwiftUIViewTypes.ViewType, known: [String: [String: Kind]],
                                  index: CodeIndex) -> [String: Kind] {
        var kinds: [String: Kind] = [:]
        var embedded = Set<String>()
        for declaration in type.declarations {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            let end = min(declaration.body.upperBound, reader.tokens.count)
            var contents: [(range: Range<Int>, kind: Kind)] = []
            for cursor in declaration.body.lowerBound..<end where reader.tokens[cursor].kind == .identifier
                && reader.isPunctuation(cursor - 1, ".") {
                guard let kind = ViewSummaryScanner.presentationModifiers[reader.text(cursor)],
                      [.sheet, .fullScreenCover, .popover].contains(kind),
                      let call = SwiftUICall.read(at: cursor, reader, limit: end),
                      let content = call.argumentOrClosure("content", reader) ?? call.closures.first?.range else { continue }
                contents.append((content, kind))
            }
            for cursor in declaration.body.lowerBound..<end where reader.tokens[cursor].kind == .identifier {
                let name = reader.text(cursor)
                guard type.closureNames.contains(name), !reader.isPunctuation(cursor - 1, ".") || reader.is(cursor - 2, "self"),
                      !isNoUse(cursor, name, reader) else { continue }
                if reader.isPunctuation(cursor + 1, "("), let kind = contents.first(where: { $0.range.contains(cursor) })?.kind {
                    kinds[name] = kinds[name] ?? kind
                } else if let kind = handedToPresentingView(cursor, reader, known: known) {
                    kinds[name] = kinds[name] ?? kind
                } else {
                    embedded.insert(name)
                }
            }
        }
        return kinds.filter { !embedded.contains($0.key) }
    }

    /// Its declaration (`let content: () -> Content`), a parameter's or argument's label
    /// (`content:`), or the initialiser keeping it (`self.content = content`).
    private static func isNoUse(_ cursor: Int, _ name: String, _ reader: CodeBodyReader) -> Bool {
        if reader.is(cursor - 1, "let") || reader.is(cursor - 1, "var") || reader.isPunctuation(cursor + 1, ":") { return true }
        if reader.is(cursor - 2, "self"), reader.isPunctuation(cursor - 1, "."), reader.is(cursor + 1, "=") { return true }
        return reader.is(cursor - 1, "=") && reader.text(cursor - 2) == name && reader.isPunctuation(cursor - 3, ".")
            && reader.is(cursor - 4, "self")
    }

    /// `Presenter(isPresented: isPresented, modalContent: modalContent)`: the argument is
    /// handed, under its label, to a view of the app that presents the closure of that label.
    private static func handedToPresentingView(_ cursor: Int, _ reader: CodeBodyReader,
                                               known: [String: [String: Kind]]) -> Kind? {
        guard reader.isPunctuation(cursor - 1, ":"), reader.isName(cursor - 2),
              reader.isPunctuation(cursor + 1, ",") || reader.isPunctuation(cursor + 1, ")") else { return nil }
        let label = reader.text(cursor - 2)
        // The `(` of the call the argument is in: the nearest one before it whose partner
        // closes after it.
        var open = cursor - 3
        while open >= 0 {
            if reader.isPunctuation(open, "("), let close = reader.partners[open], close > cursor { break }
            if reader.isPunctuation(open, "{") || reader.isPunctuation(open, "}") || reader.isPunctuation(open, ";") { return nil }
            if let partner = reader.partners[open], partner < open { open = partner }
            open -= 1
        }
        guard open > 0, reader.isName(open - 1) else { return nil }
        return known[reader.text(open - 1)]?[label]
    }
}
