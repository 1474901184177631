/// Which `.sheet(...)`, `.alert(...)` (any presentation modifier) a call means when the app
/// declares its own of that name in an `extension View`: SwiftUI's, or the app's overload.
///
/// Swift picks the overload by the call's argument labels. The reading does the same with
/// what the tokens show: the labels of the call's arguments and labelled trailing closures,
/// against SwiftUI's forms of the modifier and the app's declarations. A call only the
/// app's overload can take is the app's; one both can take is unclear, and read as the
/// app's, whose effect the reading is not sure of. The app's overload, in turn:
///
/// - whose body reaches SwiftUI's modifier of the same name (`alert(item:)` made of
///   `alert(_:isPresented:presenting:actions:)`) presents what SwiftUI's would: the call is a
///   presentation of that kind, driven by its `isPresented:` or `item:` argument, showing
///   what its content closure builds; what the overload adds around it (a title, buttons,
///   a navigation bar) is not read, so the presented screen's title and buttons are open;
/// - whose body does not (a toast drawn in an overlay) is not a presentation: it is read as
///   the app's other view helpers are, a view of its own.
struct PresentationOverloads {
    /// One `extension View` method of the app with a presentation modifier's name.
    private struct Overload {
        var parameters: [Parameter]
        var reachesSystemModifier: Bool
    }

    /// A parameter as its declaration shows it.
    private struct Parameter {
        /// Its argument label (`""` for `_`).
        var label: String
        var hasDefault: Bool
        /// A function type (`() -> Content`, `@escaping (Item) -> Actions`): a trailing
        /// closure may fill it.
        var isClosure: Bool
    }

    /// What a call of a presentation modifier's name is.
    enum Meaning {
        /// SwiftUI's modifier.
        case system
        /// The app's overload, reaching SwiftUI's modifier of the same name.
        case appPresentation
        /// The app's overload, showing something of its own.
        case appView
    }

    private var overloads: [String: [Overload]] = [:]

    /// No overloads: every call is SwiftUI's.
    init() {}

    init(index: CodeIndex, viewTypes: SwiftUIViewTypes) {
        for name in ViewSummaryScanner.presentationModifiers.keys {
            guard let type = viewTypes.type(named: SwiftUIViewTypes.extensionMethodPrefix + name) else { continue }
            overloads[name] = type.declarations.map { declaration in
                let reader = CodeBodyReader(index: index, file: declaration.file)
                return Overload(parameters: Self.parameters(reader, after: declaration.nameToken),
                                reachesSystemModifier: Self.reaches(name, in: declaration.body, reader))
            }
        }
    }

    /// What the call of `name` means; `.system` when the app declares no method of that name.
    func meaning(of name: String, _ call: SwiftUICall) -> Meaning {
        guard let candidates = overloads[name], !candidates.isEmpty else { return .system }
        var labels = call.arguments.map(\.label)
        labels += call.closures.dropFirst().map(\.label)
        let trailing = !call.closures.isEmpty
        let apps = candidates.filter { Self.accepts($0.parameters, labels, trailingClosure: trailing) }
        guard !apps.isEmpty else { return .system }
        return apps.allSatisfy(\.reachesSystemModifier) ? .appPresentation : .appView
    }

    /// Whether a parameter list takes a call with these labels: each label matched, in
    /// order, to a later parameter, the ones passed over having defaults; after them, the
    /// trailing closures fill function parameters and every other one has a default.
    private static func accepts(_ parameters: [Parameter], _ arguments: [String], trailingClosure: Bool) -> Bool {
        var next = 0
        for label in arguments {
            guard let found = parameters[next...].firstIndex(where: { $0.label == label }),
                  parameters[next..<found].allSatisfy(\.hasDefault) else { return false }
            next = found + 1
        }
        let rest = parameters[next...]
        if trailingClosure, !rest.contains(where: \.isClosure) { return false }
        return rest.allSatisfy { $0.hasDefault || ($0.isClosure && trailingClosure) }
    }

    /// The parameters of the method declared at `nameToken`: `func alert<T>(item: ...,
    /// _ title: String = "", message text: () -> Text)` gives `item`, `""` with a default,
    /// and `message`, a function.
    private static func parameters(_ reader: CodeBodyReader, after nameToken: Int) -> [Parameter] {
        var open = nameToken + 1
        if reader.is(open, "<") {
            var depth = 0
            while open < reader.tokens.count {
                if reader.is(open, "<") { depth += 1 }
                if reader.is(open, ">") { depth -= 1 }
                open += 1
                if depth == 0 { break }
            }
        }
        guard reader.isPunctuation(open, "("), let close = reader.partners[open], close > open else { return [] }
        var parameters: [Parameter] = []
        var start = open + 1
        while start < close {
            // `@ViewBuilder content: ...`: the label follows the parameter's attributes.
            while start < close, reader.tokens[start].kind == .attribute {
                start += 1
                if reader.isPunctuation(start, "("), let partner = reader.partners[start], partner > start { start = partner + 1 }
            }
            guard start < close else { break }
            var end = start
            var parameter = Parameter(label: reader.text(start) == "_" ? "" : reader.text(start), hasDefault: false, isClosure: false)
            while end < close, !reader.isPunctuation(end, ",") {
                if reader.is(end, "=") { parameter.hasDefault = true }
                if reader.is(end, "->"), !parameter.hasDefault { parameter.isClosure = true }
                if let partner = reader.partners[end], partner > end { end = partner }
                end += 1
            }
            parameters.append(parameter)
            start = end + 1
        }
        return parameters
    }

    /// Whether a body calls `name(` or `.name(` (SwiftUI's modifier, or another of the
    /// app's that does).
    private static func reaches(_ name: String, in body: Range<Int>, _ reader: CodeBodyReader) -> Bool {
        body.contains { offset in
            reader.tokens[offset].kind == .identifier && reader.isPunctuation(offset + 1, "(") && reader.text(offset) == name
                && !reader.is(offset - 1, "func")
        }
    }
}
