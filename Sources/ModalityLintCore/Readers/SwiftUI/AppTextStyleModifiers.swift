/// The app's own modifiers of `View` or `Text` that set the font from their argument
/// (`Text(model.title).textStyle(.boldTitle)`, where `func textStyle(_ style: TextStyle)`
/// applies `.modifier(TextStyleModifier(style: style))`, whose body says `.font(style.font)`).
/// A `Text` so styled heads its screen as one in a title font does (TitleSignals.isHeading).
///
/// The argument is read to its font where the app spells it: a static member of the style's
/// type (`static let boldTitle = TextStyle(font: .title, ...)`) gives its `font:` argument.
/// A style the reading cannot follow (a model's property) may be a heading's, so it is one:
/// a title is never called missing because a style was not read (certainty.md, "Title").
///
/// Read once per run: each `extension View`/`Text` method's body, and the bodies of the
/// view modifiers it applies, once.
struct AppTextStyleModifiers {
    /// Per modifier name, the type of the style its first parameter takes (`TextStyle`), or
    /// nil where the parameter is not one named type.
    private(set) var styleTypes: [String: String?] = [:]

    init() {}

    init(index: CodeIndex) {
        var fontSettingTypes: [String: Bool] = [:]
        /// Whether a view modifier type of the app sets a font in its own methods.
        func setsFont(type: String) -> Bool {
            if let known = fontSettingTypes[type] { return known }
            fontSettingTypes[type] = false
            let found = index.methods(of: type).contains { method in
                guard let body = method.body else { return false }
                return Self.callsFont(in: body, CodeBodyReader(index: index, file: method.file))
            }
            fontSettingTypes[type] = found
            return found
        }
        for extended in ["View", "Text"] {
            for method in index.methods(of: extended) where method.body != nil && !method.attributes.contains(.typeMethod) {
                let reader = CodeBodyReader(index: index, file: method.file)
                let body = method.body!
                var sets = Self.callsFont(in: body, reader)
                if !sets {
                    // `self.modifier(TextStyleModifier(style: style))`.
                    for cursor in body where reader.is(cursor, "modifier") && reader.isPunctuation(cursor + 1, "(")
                        && reader.isName(cursor + 2) && reader.isPunctuation(cursor + 3, "(") && setsFont(type: reader.text(cursor + 2)) {
                        sets = true
                        break
                    }
                }
                guard sets, let parameters = RouteValues.parameters(of: method, in: index), let first = parameters.first else { continue }
                styleTypes[method.name] = PropertyDeclaration.bareName(first.type)
            }
        }
    }

    /// `.font(` in the tokens of `body`.
    private static func callsFont(in body: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        let end = min(body.upperBound, reader.tokens.count)
        return (body.lowerBound..<end).contains { reader.is($0, "font") && reader.isPunctuation($0 - 1, ".") && reader.isPunctuation($0 + 1, "(") }
    }

    /// Whether `.name(argument)` chained on a `Text` may set it in a heading's font: the
    /// app's font-setting modifier with a style that is a title's, or one not followed.
    func mayHead(modifier name: String, argument: Range<Int>?, _ reader: CodeBodyReader, index: CodeIndex) -> Bool {
        guard let styleType = styleTypes[name] else { return false }
        guard let argument, let styleType, argument.count == 2, reader.isPunctuation(argument.lowerBound, "."),
              reader.isName(argument.lowerBound + 1) else { return true }
        let member = reader.text(argument.lowerBound + 1)
        for property in index.properties(of: styleType) where property.isStatic && property.name == member {
            let valueReader = CodeBodyReader(index: index, file: property.file)
            guard let value = EditableContentCode.initialiser(of: property, valueReader) else { return true }
            // `TextStyle(font: .title, color: ...)`: the font it is made with.
            guard let font = value.first(where: { valueReader.is($0, "font") && valueReader.isPunctuation($0 + 1, ":") }) else { return true }
            let start = font + 2
            let end = valueReader.expressionEnd(from: start, limit: value.upperBound)
            return TitleSignals(reader: valueReader).isTitleFont(start..<end)
        }
        return true
    }
}
