/// A view controller whose own factory loads it from a storyboard the run does not hold:
/// `+ (instancetype)fromStoryboard { [[UIStoryboard storyboardWithName:@"Settings" ...]
/// instantiateViewControllerWithIdentifier:...] }`, `static func make() -> Self {
/// UIStoryboard(name: "Settings", bundle: nil)... }`.
///
/// Its scene, with the navigation item's title and the bar buttons it may hold, is in that
/// storyboard, so what the class's code leaves unset may be set there: the title and the
/// ways out stay open (certainty.md: a missing fact needs a closed reading). A storyboard
/// of the run that names the class is joined to it when the flows merge, and is not
/// missing. Only the class's type methods are read: an instance method that loads a
/// storyboard makes another screen, not this one.
struct StoryboardsNotInRun {
    private let index: CodeIndex
    /// The names of the run's storyboards (`Main` for `Base.lproj/Main.storyboard`).
    private let storyboardNames: Set<String>

    init(index: CodeIndex, storyboardNames: Set<String>) {
        self.index = index
        self.storyboardNames = storyboardNames
    }

    /// The storyboard (its name, and where the code names it) that a type method of
    /// `className` loads and the run does not hold; nil when there is none. Linear in the
    /// class's type methods' tokens.
    func missingStoryboard(loading className: String) -> (name: String, place: (file: Int, span: ByteSpan))? {
        for method in index.methods(of: className) where method.attributes.contains(.typeMethod) {
            guard method.body != nil else { continue }
            let reader = CodeBodyReader(index: index, file: method.file)
            for offset in index.bodyTokens(of: method).indices where reader.tokens[offset].kind == .identifier {
                // `storyboardWithName:@"X"` (Objective-C), `UIStoryboard(name: "X"` (Swift).
                let loads = reader.is(offset, "storyboardWithName")
                    || reader.is(offset, "UIStoryboard") && reader.isPunctuation(offset + 1, "(") && reader.is(offset + 2, "name")
                guard loads, let literal = firstString(after: offset, reader),
                      let name = reader.file.stringValue(of: reader.tokens[literal]) else { continue }
                if !storyboardNames.contains(name) { return (name, (method.file, reader.tokens[literal].span)) }
            }
        }
        return nil
    }

    /// The first string literal among the few tokens after `offset`, before the call closes.
    private func firstString(after offset: Int, _ reader: CodeBodyReader) -> Int? {
        var cursor = offset + 1
        let end = min(reader.tokens.count, offset + 6)
        while cursor < end {
            if reader.tokens[cursor].kind == .string { return cursor }
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") { return nil }
            cursor += 1
        }
        return nil
    }
}
