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
///   what its content closure builds. An alert's or dialog's title is followed through the
///   overload to SwiftUI's call (`title(through:_:)`): a parameter there is the caller's
///   argument, or the parameter's default; what else the overload adds around the content
///   (buttons, a navigation bar) is not read;
/// - whose body does not (a toast drawn in an overlay) is not a presentation: it is read as
///   the app's other view helpers are, a view of its own.
struct PresentationOverloads {
    /// One `extension View` method of the app with a presentation modifier's name.
    private struct Overload {
        var parameters: [Parameter]
        var reachesSystemModifier: Bool
        /// The declaration's file and body, where the title is followed.
        var file: Int
        var body: Range<Int>
    }

    /// A parameter as its declaration shows it.
    private struct Parameter {
        /// Its argument label (`""` for `_`).
        var label: String
        /// Its name inside the body (the label when it has no other).
        var name: String
        var hasDefault: Bool
        /// The default value's tokens.
        var defaultValue: Range<Int>?
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
    private var index: CodeIndex?

    /// No overloads: every call is SwiftUI's.
    init() {}

    init(index: CodeIndex, viewTypes: SwiftUIViewTypes) {
        self.index = index
        for name in ViewSummaryScanner.presentationModifiers.keys {
            guard let type = viewTypes.type(named: SwiftUIViewTypes.extensionMethodPrefix + name) else { continue }
            overloads[name] = type.declarations.map { declaration in
                let reader = CodeBodyReader(index: index, file: declaration.file)
                return Overload(parameters: Self.parameters(reader, after: declaration.nameToken),
                                reachesSystemModifier: Self.reaches(name, in: declaration.body, reader),
                                file: declaration.file, body: declaration.body)
            }
        }
    }

    /// What the call of `name` means; `.system` when the app declares no method of that name.
    func meaning(of name: String, _ call: SwiftUICall) -> Meaning {
        let apps = accepting(name, call)
        guard !apps.isEmpty else { return .system }
        return apps.allSatisfy(\.reachesSystemModifier) ? .appPresentation : .appView
    }

    /// The app's overloads of `name` that can take the call.
    private func accepting(_ name: String, _ call: SwiftUICall) -> [Overload] {
        guard let candidates = overloads[name], !candidates.isEmpty else { return [] }
        let labels = call.arguments.map(\.label)
        let trailing = call.closures.map(\.label)
        return candidates.filter { Self.accepts($0.parameters, labels, trailingClosures: trailing) }
    }

    /// The title an alert or dialog gets when the call of `name` is the app's overload,
    /// followed through the overload's body (and any overload of the app's it calls in
    /// turn) to SwiftUI's modifier: `.some(text)` a literal, `.some(nil)` a value (SwiftUI's
    /// title is never optional, so a value is a title whose words the reading does not
    /// know), nil where the reading cannot follow it (more than one overload takes the
    /// call, SwiftUI's call builds no title the reading sees, a chain deeper than any
    /// real one).
    func title(through name: String, _ call: SwiftUICall, _ reader: CodeBodyReader) -> String?? {
        title(name, call, reader, frames: [])
    }

    /// One overload being followed: its parameters and body's reader, and the call that
    /// reached it, read by `callerReader`.
    private struct Frame {
        var parameters: [Parameter]
        var reader: CodeBodyReader
        var caller: SwiftUICall
        var callerReader: CodeBodyReader
    }

    private func title(_ name: String, _ call: SwiftUICall, _ reader: CodeBodyReader, frames: [Frame]) -> String?? {
        guard frames.count < 8, let index else { return nil }
        let apps = accepting(name, call)
        guard apps.count == 1, let overload = apps.first, overload.reachesSystemModifier else { return nil }
        let inner = CodeBodyReader(index: index, file: overload.file)
        let end = min(overload.body.upperBound, inner.tokens.count)
        guard overload.body.lowerBound < end,
              let site = (overload.body.lowerBound..<end).first(where: { offset in
                  inner.tokens[offset].kind == .identifier && inner.text(offset) == name && !inner.is(offset - 1, "func")
                      && inner.isPunctuation(offset + 1, "(")
              }),
              let innerCall = SwiftUICall.read(at: site, inner, limit: end) else { return nil }
        let frames = frames + [Frame(parameters: overload.parameters, reader: inner, caller: call, callerReader: reader)]
        // Another overload of the app's: followed in turn, with this one's parameters as its caller's.
        if !accepting(name, innerCall).isEmpty { return title(name, innerCall, inner, frames: frames) }
        guard let titleArgument = innerCall.firstUnlabelled ?? innerCall.argument("title") else { return nil }
        return value(of: titleArgument.range, frames: frames[...])
    }

    /// What an expression of the innermost overload's body says as a title: a parameter's
    /// name is the caller's argument for it (followed out through each caller), or its
    /// default; a literal is its text; any other expression a value.
    private func value(of range: Range<Int>, frames: ArraySlice<Frame>) -> String?? {
        guard let frame = frames.last else { return nil }
        let reader = frame.reader
        guard range.count == 1, reader.isName(range.lowerBound),
              let parameter = frame.parameters.first(where: { $0.name == reader.text(range.lowerBound) }) else {
            return .some(reader.literalText(range))
        }
        if let argument = frame.caller.arguments.first(where: { $0.label == parameter.label }) {
            // The caller's own expression: read in the caller's body, itself an overload's or the view's.
            return frames.count > 1 ? value(of: argument.range, frames: frames.dropLast())
                                    : .some(frame.callerReader.literalText(argument.range))
        }
        guard let defaultValue = parameter.defaultValue else { return nil }
        return .some(reader.literalText(defaultValue))
    }

    /// Whether a parameter list takes a call with these labels, as Swift matches them: each
    /// argument's label, in order, to a later parameter, the ones passed over having
    /// defaults; then the first trailing closure to the next function parameter (passing
    /// over ones with defaults), and each labelled trailing closure (`message: { }`) by its
    /// label; every parameter left over has a default.
    private static func accepts(_ parameters: [Parameter], _ arguments: [String], trailingClosures: [String]) -> Bool {
        var next = 0
        func take(_ label: String) -> Bool {
            guard let found = parameters[next...].firstIndex(where: { $0.label == label }),
                  parameters[next..<found].allSatisfy(\.hasDefault) else { return false }
            next = found + 1
            return true
        }
        for label in arguments where !take(label) { return false }
        for (position, label) in trailingClosures.enumerated() {
            if position == 0 {
                guard let found = parameters[next...].firstIndex(where: \.isClosure),
                      parameters[next..<found].allSatisfy(\.hasDefault) else { return false }
                next = found + 1
            } else if !take(label) {
                return false
            }
        }
        return parameters[next...].allSatisfy(\.hasDefault)
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
            let label = reader.text(start) == "_" ? "" : reader.text(start)
            let name = reader.isName(start + 1) && reader.isPunctuation(start + 2, ":") ? reader.text(start + 1) : label
            var parameter = Parameter(label: label, name: name, hasDefault: false, isClosure: false)
            while end < close, !reader.isPunctuation(end, ",") {
                if reader.is(end, "="), !parameter.hasDefault {
                    parameter.hasDefault = true
                    parameter.defaultValue = end + 1..<end + 1
                }
                if reader.is(end, "->"), !parameter.hasDefault { parameter.isClosure = true }
                if let partner = reader.partners[end], partner > end { end = partner }
                end += 1
            }
            if let value = parameter.defaultValue { parameter.defaultValue = value.lowerBound..<end }
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
