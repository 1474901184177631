/// The parameters of a Swift method as its declaration says them: the argument label a
/// call writes (nil for `_`) and the name the body uses. `func show(_ viewController:
/// UIViewController, style: UIModalPresentationStyle)` gives `(nil, viewController)` and
/// `(style, style)`. Read from the tokens after the method's name, up to the list's `)`.
struct SwiftParameterList {
    struct Parameter: Equatable {
        let label: String?
        let name: String
        /// The first name of the written type (`NavigationPage` for `NavigationPage?`,
        /// `Bool`); nil when the type does not start with a name (a closure, a tuple).
        var type: String? = nil
        /// Whether the declaration gives a default (`= false`): a call may leave it out.
        var hasDefault = false
        /// The default when it is one token (`false`, `nil`, `0`).
        var defaultValue: String? = nil
        /// The default's tokens (`.none`, `nil`, `""`), in the declaration's file.
        var defaultTokens: Range<Int>? = nil
        /// Whether its type is a function (`() -> Void`, `(() -> Void)?`): a trailing
        /// closure may be its argument.
        var isFunction = false
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
            var parameter = Parameter(label: label == "_" ? nil : label, name: name)
            var typeToken = cursor + 1
            // Past attributes and ownership: `@escaping`, `inout`.
            while typeToken < close, reader.tokens[typeToken].kind == .attribute || reader.is(typeToken, "inout") {
                typeToken += 1
            }
            if typeToken < close, reader.isName(typeToken) { parameter.type = reader.text(typeToken) }
            while cursor < close, !reader.isPunctuation(cursor, ",") {
                if !parameter.hasDefault, reader.is(cursor, "->") { parameter.isFunction = true }
                if let partner = reader.partners[cursor], partner > cursor {
                    // `(() -> Void)?`: the arrow is inside the parentheses.
                    if !parameter.hasDefault, reader.isPunctuation(cursor, "("), (cursor..<partner).contains(where: { reader.is($0, "->") }) {
                        parameter.isFunction = true
                    }
                    cursor = partner
                }
                if reader.is(cursor, "=") || reader.isPunctuation(cursor, "=") {
                    parameter.hasDefault = true
                    var end = cursor + 1
                    while end < close, !reader.isPunctuation(end, ",") {
                        if let partner = reader.partners[end], partner > end { end = partner }
                        end += 1
                    }
                    parameter.defaultTokens = (cursor + 1)..<end
                    let next = cursor + 1
                    if next + 1 <= close, reader.isPunctuation(next + 1, ",") || next + 1 == close {
                        parameter.defaultValue = reader.text(next)
                    }
                }
                cursor += 1
            }
            parameters.append(parameter)
            start = cursor + 1
        }
        return parameters
    }

    /// Which parameter each argument of a call binds, in order, parameters with defaults
    /// left out where the labels skip them; nil when the labels do not fit the list. A call
    /// followed by a trailing closure (`show(message: m) { ... }`) hands that closure to the
    /// first parameter of a function type after the labelled ones, as Swift's forward scan
    /// does; the positions returned are the written arguments'.
    static func bind(_ labels: [String], to list: [Parameter], trailingClosure: Bool = false) -> [Int]? {
        var result: [Int] = []
        var position = 0
        for label in labels {
            while position < list.count, (list[position].label ?? "") != label {
                guard list[position].hasDefault else { return nil }
                position += 1
            }
            guard position < list.count else { return nil }
            result.append(position)
            position += 1
        }
        var rest = list[position...]
        if trailingClosure {
            guard let closure = rest.firstIndex(where: \.isFunction), list[position..<closure].allSatisfy(\.hasDefault) else { return nil }
            rest = list[(closure + 1)...]
        }
        guard rest.allSatisfy(\.hasDefault) else { return nil }
        return result
    }
}
