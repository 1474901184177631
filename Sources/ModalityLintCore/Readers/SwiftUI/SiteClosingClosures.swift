/// The closures a presenting site hands the screen it shows that close that screen: the
/// closure's own code sets the flag the presentation is driven by to `false` or `nil`.
///
///     .sheet(isPresented: $showStoneSheet) {
///         StonePlacementSheet(onPlace: { showStoneSheet = false; placeStone() },
///                             onDismiss: { showStoneSheet = false })
///     }
///
/// A control of `StonePlacementSheet` that calls `onPlace()` closes the sheet, as a
/// `dismiss()` of its own would: the closure is the presenter's code, and it is read there
/// (certainty.md, "follow the program": closures handed in at each call site). Only a
/// closure written at the site as the argument of a closure property the screen's
/// initialiser keeps under its own name (InitialiserClosures), and only a reset made in the
/// closure's own body, not in a block inside it (`if saved { show = false }` closes on some
/// paths only, which is not known to be a way out). The screen's `onDismiss:` argument is
/// its own parameter here, not the modifier's.
enum SiteClosingClosures {
    /// The names of the closure properties of `target` (built at its presentation site)
    /// whose handed closure resets the presentation's flag.
    static func names(_ presentation: ViewSummary.Presentation, target: ViewSummary.Construction,
                      viewTypes: SwiftUIViewTypes, index: CodeIndex) -> Set<String> {
        guard let binding = presentation.binding, presentation.kind != .navigationDestination,
              target.place.file == presentation.place.file,
              target.place.token > presentation.place.token, target.place.token < presentation.end,
              let lists = viewTypes.type(named: target.name)?.initialiserParameterLists, !lists.isEmpty else { return [] }
        let reader = CodeBodyReader(index: index, file: presentation.place.file)
        guard let call = SwiftUICall.read(at: target.place.token, reader, limit: presentation.end) else { return [] }
        var names: Set<String> = []
        for argument in call.arguments {
            // The label names a closure the initialiser keeps (in every list that has it).
            let kept = lists.compactMap { list in list.first { $0.label == argument.label } }
            guard !kept.isEmpty, kept.allSatisfy({ $0.isFunction }), let property = kept.first?.name,
                  kept.allSatisfy({ $0.name == property }),
                  let body = reader.closureBody(argument.range) else { continue }
            if resets(binding, inOwnBody: body, reader) { names.insert(property) }
        }
        return names
    }

    /// Whether `body` itself, not a block or closure within it, says `flag = false` or
    /// `flag = nil` (`self.flag` too).
    private static func resets(_ flag: String, inOwnBody body: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            if reader.isPunctuation(cursor, "{"), let close = reader.partners[cursor], close > cursor {
                cursor = close + 1
                continue
            }
            if reader.isName(cursor), reader.text(cursor) == flag, reader.is(cursor + 1, "="),
               reader.is(cursor + 2, "false") || reader.is(cursor + 2, "nil"),
               !reader.isPunctuation(cursor - 1, ".") || reader.is(cursor - 2, "self") {
                return true
            }
            cursor += 1
        }
        return false
    }
}
