/// The value a screen's call of one of the app's `extension View` methods fixes for a
/// parameter that the method hands on to a view it builds. isowords' screens call
/// `.navigationStyle(title: Text("Stats"))`; that overload calls the other one with
/// `navPresentationStyle: navPresentationStyle`, whose default is `.navigation`, and the
/// other one builds `NavigationBar(navPresentationStyle: navPresentationStyle, ...)`, whose
/// Done shows only `if navPresentationStyle == .modal`. Followed from the view back to the
/// screen's call, the value there is `.navigation`: no Done on that screen.
///
/// Each step is closed or the value is unknown (nil): the call fits exactly one overload by
/// its labels, a forwarding overload calls the method once, and what is handed is a literal
/// (`SiteFixedProperties.literal`), a parameter's default, or another parameter of the
/// forwarding overload, followed the same way. A call with a trailing closure, or an argument
/// that is a variable of the screen, fixes nothing.
enum ForwardedParameterValues {
    /// The value of `name`, a parameter of the overload of `extension View`'s `method` whose
    /// body holds `construction`, at the screen's call of `method` at `call`.
    static func value(of name: String, inViewMethod method: String, enclosing construction: ViewSummary.Place,
                      calledAt call: ViewSummary.Place, index: CodeIndex) -> String? {
        handed(name, inViewMethod: method, holding: construction, calledAt: call, index: index) { range, reader in
            SiteFixedProperties.literal(range.map { reader.text($0) })
        }
    }

    /// The words `name`, a parameter of the `extension View` method whose body holds `use`,
    /// shows at the screen's call of the method at `call` (`.themedNavTitle("Report an Issue",
    /// theme)` for a method that puts `Text(title)` in the bar): a literal handed there, or
    /// the parameter's default, followed through forwarding overloads as `value` is.
    static func words(of name: String, inViewMethod method: String, usedAt use: ViewSummary.Place,
                      calledAt call: ViewSummary.Place, index: CodeIndex) -> String? {
        handed(name, inViewMethod: method, holding: use, calledAt: call, index: index) { range, reader in
            reader.literalText(range)
        }
    }

    /// What the screen's call at `call` hands `name`, a parameter of the overload of
    /// `method` whose body holds `place`, as `interpret` reads it.
    private static func handed(_ name: String, inViewMethod method: String, holding place: ViewSummary.Place,
                               calledAt call: ViewSummary.Place, index: CodeIndex,
                               interpret: (Range<Int>, CodeBodyReader) -> String?) -> String? {
        let overloads = viewExtensionMethods(named: method, index: index)
        guard let builder = overloads.first(where: { $0.file == place.file && $0.body?.contains(place.token) == true }),
              SwiftParameterList.read(builder, index: index).contains(where: { $0.name == name }) else { return nil }
        return value(of: name, in: builder, calledAt: call, overloads: overloads, index: index, depth: 0, interpret: interpret)
    }

    /// How deep a chain of forwarding overloads is followed.
    private static let depthLimit = 4

    /// `interpret` reads a value from an argument's or a default's tokens, or says none.
    private static func value(of name: String, in method: MethodDeclaration, calledAt call: ViewSummary.Place,
                              overloads: [MethodDeclaration], index: CodeIndex, depth: Int,
                              interpret: (Range<Int>, CodeBodyReader) -> String?) -> String? {
        let reader = CodeBodyReader(index: index, file: call.file)
        guard let (arguments, target) = resolve(callAt: call.token, reader, overloads: overloads, index: index) else { return nil }
        let list = SwiftParameterList.read(target.method, index: index)
        if target.method.id == method.id {
            guard let position = list.firstIndex(where: { $0.name == name }) else { return nil }
            if let argument = target.bound.firstIndex(of: position) {
                return interpret(arguments[argument].start..<arguments[argument].end, reader)
            }
            return defaultValue(of: list[position], CodeBodyReader(index: index, file: method.file), interpret)
        }
        // The call resolves to another overload: follow its one call of `method`.
        guard depth < depthLimit, let body = target.method.body else { return nil }
        let bodyReader = CodeBodyReader(index: index, file: target.method.file)
        var forwarded: (arguments: [(label: String, start: Int, end: Int)], bound: [Int])?
        for cursor in body where bodyReader.tokens[cursor].kind == .identifier && bodyReader.text(cursor) == method.name {
            guard !bodyReader.isPunctuation(cursor - 1, ".") || bodyReader.is(cursor - 2, "self"),
                  let inner = resolve(callAt: cursor, bodyReader, overloads: overloads, index: index) else { continue }
            guard inner.target.method.id == method.id, forwarded == nil else { return nil }
            forwarded = (inner.arguments, inner.target.bound)
        }
        let methodList = SwiftParameterList.read(method, index: index)
        guard let forwarded, let position = methodList.firstIndex(where: { $0.name == name }) else { return nil }
        guard let argument = forwarded.bound.firstIndex(of: position) else {
            return defaultValue(of: methodList[position], CodeBodyReader(index: index, file: method.file), interpret)
        }
        let range = forwarded.arguments[argument].start..<forwarded.arguments[argument].end
        // One of the forwarding overload's own parameters, which the screen's call fixes.
        if range.count == 1, list.contains(where: { $0.name == bodyReader.text(range.lowerBound) }) {
            return value(of: bodyReader.text(range.lowerBound), in: target.method, calledAt: call, overloads: overloads, index: index,
                         depth: depth + 1, interpret: interpret)
        }
        return interpret(range, bodyReader)
    }

    /// What a parameter's default (`= false`, `= "Settings"`) says, in its declaration.
    private static func defaultValue(of parameter: SwiftParameterList.Parameter, _ reader: CodeBodyReader,
                                     _ interpret: (Range<Int>, CodeBodyReader) -> String?) -> String? {
        guard let tokens = parameter.defaultTokens, tokens.upperBound <= reader.tokens.count else { return nil }
        return interpret(tokens, reader)
    }

    /// The arguments of the call whose name is at `nameToken`, and the one overload its labels
    /// fit. Nil for a call with a trailing closure (its parameter is not named) or one that
    /// fits no overload, or several.
    private static func resolve(callAt nameToken: Int, _ reader: CodeBodyReader, overloads: [MethodDeclaration], index: CodeIndex)
        -> (arguments: [(label: String, start: Int, end: Int)], target: (method: MethodDeclaration, bound: [Int]))? {
        guard reader.isPunctuation(nameToken + 1, "("), let close = reader.partners[nameToken + 1], close > nameToken,
              !reader.isPunctuation(close + 1, "{") else { return nil }
        let arguments = reader.arguments(ofCallAt: nameToken + 1)
        let labels = arguments.map(\.label)
        var fitting: [(method: MethodDeclaration, bound: [Int])] = []
        for overload in overloads {
            if let bound = SwiftParameterList.bind(labels, to: SwiftParameterList.read(overload, index: index)) { fitting.append((overload, bound)) }
        }
        guard fitting.count == 1 else { return nil }
        return (arguments, fitting[0])
    }

    /// The methods named `name` of the run's `extension View`s that have a body.
    private static func viewExtensionMethods(named name: String, index: CodeIndex) -> [MethodDeclaration] {
        index.methods(of: "View").filter { $0.name == name && $0.body != nil }
    }
}
