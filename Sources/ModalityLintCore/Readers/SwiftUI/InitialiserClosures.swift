/// The closures a view keeps from its initialiser: a control of the view that calls one
/// (`Button(action: onReset)`) runs the code its building site hands in (`BasicSection(onReset:
/// { store.send(.resetTapped) })`), which the reading can follow where that site stands.
///
/// Only a parameter the initialiser certainly keeps under the property of its own name
/// counts: the memberwise initialiser's, or an explicit one that says `self.onReset =
/// onReset`. Any other closure parameter stays what it was, a closure whose code is unknown.
enum InitialiserClosures {
    /// The view's initialisers' parameter lists. A closure parameter not kept as the closure
    /// property of its name has no name: it still takes its argument (a trailing closure
    /// is matched to it as the compiler does), but nothing the view calls is it.
    static func parameterLists(of viewType: SwiftUIViewTypes.ViewType, in index: CodeIndex) -> [[SwiftUIViewTypes.Parameter]] {
        guard !viewType.closureNames.isEmpty, !viewType.sharesItsName else { return [] }
        var lists: [[SwiftUIViewTypes.Parameter]] = []
        var declaresInitialiserInItsBody = false
        for method in index.methods(of: viewType.name) where method.name == "init" {
            guard let body = method.body, let owner = method.owner,
                  let nameToken = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: index.files[method.file]) else { continue }
            if index.types[owner].kind != .extension { declaresInitialiserInItsBody = true }
            let reader = CodeBodyReader(index: index, file: method.file)
            let kept = keptParameters(in: body, reader)
            lists.append(SwiftUIViewTypes.parameters(ofMethodNamedAt: nameToken, before: body.lowerBound, reader).map { parameter in
                var parameter = parameter
                if parameter.isFunction, !(viewType.closureNames.contains(parameter.name) && kept.contains(parameter.name)) { parameter.name = "" }
                return parameter
            })
        }
        if !declaresInitialiserInItsBody, let memberwise = memberwiseParameters(of: viewType, in: index) { lists.append(memberwise) }
        return lists
    }

    /// `self.name = name` statements of an initialiser's body: the names it keeps as is.
    private static func keptParameters(in body: Range<Int>, _ reader: CodeBodyReader) -> Set<String> {
        var kept: Set<String> = []
        let end = min(body.upperBound, reader.tokens.count)
        var cursor = body.lowerBound
        while cursor + 4 < end {
            defer { cursor += 1 }
            guard reader.is(cursor, "self"), reader.isPunctuation(cursor + 1, "."), reader.isName(cursor + 2),
                  reader.is(cursor + 3, "="), reader.isName(cursor + 4), reader.text(cursor + 2) == reader.text(cursor + 4) else { continue }
            let next = cursor + 5
            // The whole right-hand side is the parameter: `self.a = a ?? b` keeps something else.
            if next >= end || reader.lineBreakBefore(next) || reader.isPunctuation(next, ";") || reader.isPunctuation(next, "}") {
                kept.insert(reader.text(cursor + 2))
            }
        }
        return kept
    }

    /// The memberwise initialiser: the stored instance properties of the type's own body, in
    /// order, less the `let`s given a value there (which it does not take).
    private static func memberwiseParameters(of viewType: SwiftUIViewTypes.ViewType, in index: CodeIndex) -> [SwiftUIViewTypes.Parameter]? {
        guard let primary = viewType.declarations.first, index.type(named: viewType.name)?.kind == .struct else { return nil }
        var result: [(start: Int, parameter: SwiftUIViewTypes.Parameter)] = []
        for property in index.properties(of: viewType.name) where !property.isStatic && property.file == primary.file {
            guard let token = SwiftUIViewTypes.tokenIndex(of: property.nameSpan, in: index.files[property.file]),
                  primary.body.contains(token), index.types[property.owner].kind != .extension,
                  SwiftUIViewTypes.isStored(property, in: index) else { continue }
            let reader = CodeBodyReader(index: index, file: property.file)
            if reader.is(token - 1, "let"), hasValue(after: token, reader) { continue }
            let name = property.name
            result.append((property.nameSpan.start, .init(label: name, name: name, isFunction: viewType.closureNames.contains(name))))
        }
        return result.sorted { $0.start < $1.start }.map(\.parameter)
    }

    /// `let name: T = value` or `let name = value`: an `=` on the declaration's line.
    private static func hasValue(after name: Int, _ reader: CodeBodyReader) -> Bool {
        var cursor = name + 1
        while cursor < reader.tokens.count, !reader.lineBreakBefore(cursor) {
            if reader.is(cursor, "=") { return true }
            if let partner = reader.partners[cursor], partner > cursor { cursor = partner }
            cursor += 1
        }
        return false
    }
}
