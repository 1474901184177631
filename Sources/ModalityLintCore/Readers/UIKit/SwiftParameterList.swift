/// The parameters of a Swift method as its declaration says them: the argument label a
/// call writes (nil for `_`) and the name the body uses. `func show(_ viewController:
/// UIViewController, style: UIModalPresentationStyle)` gives `(nil, viewController)` and
/// `(style, style)`. Read from the tokens after the method's name, up to the list's `)`.
struct SwiftParameterList {
    struct Parameter: Equatable {
        let label: String?
        let name: String
    }

    static func read(_ method: MethodDeclaration, index: CodeIndex) -> [Parameter] {
        let file = index.files[method.file]
        guard file.language == .swift, let nameToken = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: file) else { return [] }
        let reader = CodeBodyReader(index: index, file: method.file)
        var open = nameToken + 1
        // Past generic parameters: `func show<T: UIViewController>(_ x: T)`.
        if open < reader.tokens.count, reader.is(open, "<") {
            var depth = 0
            while open < reader.tokens.count {
                if reader.is(open, "<") { depth += 1 } else if reader.is(open, ">") { depth -= 1 }
                open += 1
                if depth <= 0 { break }
            }
        }
        guard open < reader.tokens.count, reader.isPunctuation(open, "("), let close = reader.partners[open], close > open else { return [] }
        var parameters: [Parameter] = []
        var start = open + 1
        while start < close {
            // One parameter: names up to its `:`, then its type and default, up to a `,`
            // at this depth.
            var cursor = start
            var names: [String] = []
            while cursor < close, !reader.isPunctuation(cursor, ":") {
                if reader.isName(cursor) || reader.is(cursor, "_") { names.append(reader.text(cursor)) }
                cursor += 1
            }
            guard let name = names.last else { return parameters }
            let label = names.count >= 2 ? names[names.count - 2] : name
            parameters.append(Parameter(label: label == "_" ? nil : label, name: name))
            while cursor < close, !reader.isPunctuation(cursor, ",") {
                if let partner = reader.partners[cursor], partner > cursor { cursor = partner }
                cursor += 1
            }
            start = cursor + 1
        }
        return parameters
    }
}
