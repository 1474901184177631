/// What an app's own extension method of `UIAlertController` adds to the alert it is called
/// on (`alert.addCancelActionWithTitle("OK")`, `alert.addAction(title: t, style: .cancel,
/// handler: nil)`), summarised once per method by reading its body to the end: the method
/// that builds one `UIAlertAction(title:style:handler:)` and adds it to `self`, or calls
/// another such method of the app's on `self`, adds exactly one action, whose words and
/// style are literals of its body or its parameters (which the call site then fills). A
/// method that does anything else with actions (adds one in a branch, a loop or a closure,
/// adds several, builds them some way not read) has no summary, and the alert's actions
/// stay open.
struct AlertExtensionActions {
    /// Where one of the action's values comes from.
    enum Value: Equatable {
        case literal(String)
        /// The method's parameter of this name: the call's argument, or its default.
        case parameter(String)
        /// A value the reading does not see (the action's words set from a variable).
        case unknown
    }

    /// The one action a method adds.
    struct Added: Equatable {
        var label: Value
        var style: Value
    }

    let index: CodeIndex
    private var summaries: [Int: Added?] = [:]
    /// Alert factories' summaries by method id (`alertFactory`); nil: not a factory.
    var factorySummaries: [Int: AlertInitialiser?] = [:]
    private var reading: Set<Int> = []

    init(index: CodeIndex) { self.index = index }

    /// The action added by calling the app's `UIAlertController` method `name` with these
    /// argument labels (a trailing closure counts as one more argument), with the call's
    /// arguments (read by `reader`) put in for the parameters: its label's literal (nil: set
    /// from a value) and its role; nil when no single method of the app takes the call, or
    /// its summary is not closed.
    mutating func action(calling name: String, arguments: [(label: String, start: Int, end: Int)], trailingClosure: Bool,
                         _ reader: CodeBodyReader) -> (label: String?, role: ActionRole?)? {
        action(of: "UIAlertController", calling: name, arguments: arguments, trailingClosure: trailingClosure, reader, factory: false)
    }

    private mutating func action(of type: String, calling name: String, arguments: [(label: String, start: Int, end: Int)],
                                 trailingClosure: Bool, _ reader: CodeBodyReader, factory: Bool) -> (label: String?, role: ActionRole?)? {
        let labels = arguments.map(\.label)
        let candidates = index.methods(of: type).filter {
            $0.name == name && $0.body != nil && $0.attributes.contains(.typeMethod) == factory
        }
        var matches: [(MethodDeclaration, [RouteValues.Parameter], [Int: Int])] = []
        for method in candidates {
            guard let parameters = RouteValues.parameters(of: method, in: index),
                  let binding = Self.bind(labels, trailingClosure: trailingClosure, to: parameters) else { continue }
            matches.append((method, parameters, binding))
        }
        guard matches.count == 1, let (method, parameters, binding) = matches.first,
              let added = summary(of: method.id, depth: 0, factory: factory) else { return nil }
        let methodReader = CodeBodyReader(index: index, file: method.file)
        // A value of the call: the argument's tokens, or the parameter's default.
        func resolve(_ value: Value) -> (reader: CodeBodyReader, range: Range<Int>)?? {
            switch value {
            case .literal, .unknown: return .some(nil)
            case .parameter(let parameterName):
                guard let position = parameters.firstIndex(where: { $0.name == parameterName }) else { return nil }
                if let argument = binding[position] {
                    guard argument < arguments.count else { return .some(nil) }  // a trailing closure
                    return (reader, arguments[argument].start..<arguments[argument].end)
                }
                guard let defaultValue = parameters[position].defaultValue else { return nil }
                return (methodReader, defaultValue)
            }
        }
        var label: String?
        switch added.label {
        case .literal(let text): label = text
        case .unknown: label = nil
        case .parameter:
            guard let resolved = resolve(added.label) else { return nil }
            label = resolved.flatMap { $0.reader.words($0.range.lowerBound, $0.range.upperBound) }
        }
        var role: ActionRole?
        switch added.style {
        case .literal(let style): role = AlertActionConstruction.role(ofStyle: style)
        case .unknown: return nil
        case .parameter:
            guard let resolved = resolve(added.style), let (styleReader, range) = resolved,
                  let style = styleReader.lastName(in: range.lowerBound, range.upperBound),
                  let known = AlertActionConstruction.role(ofStyle: style) else { return nil }
            role = known
        }
        return (label, role)
    }

    /// The action an app's factory of `UIAlertAction` makes, when `range` is a call of one
    /// (`.cancel(title: "Keep")`, `UIAlertAction.okAndPopView(controller: self)`, `.ok { _ in }`):
    /// a static method of the app's `UIAlertAction` extension whose body makes one
    /// `UIAlertAction(title:style:handler:)`, or calls one other such factory; nil otherwise.
    /// `inActionType`: the call is made in `UIAlertAction`'s own code, where `Self.cancel()`
    /// names its factory too.
    mutating func factoryAction(in range: Range<Int>, _ reader: CodeBodyReader, inActionType: Bool = false)
        -> (label: String?, role: ActionRole?)? {
        var name = range.lowerBound
        if reader.is(name, "UIAlertAction") || inActionType && reader.is(name, "Self"), reader.isPunctuation(name + 1, ".") {
            name += 2
        } else if reader.isPunctuation(name, ".") {
            name += 1
        }
        guard name < range.upperBound, reader.isName(name) else { return nil }
        var arguments: [(label: String, start: Int, end: Int)] = []
        var end = name + 1
        if reader.isPunctuation(end, "("), let close = reader.partners[end], close > end {
            arguments = reader.arguments(ofCallAt: end)
            end = close + 1
        }
        var trailing = false
        if end < range.upperBound, reader.isPunctuation(end, "{"), let close = reader.partners[end], close > end {
            trailing = true
            end = close + 1
        }
        guard end == range.upperBound else { return nil }
        return action(of: "UIAlertAction", calling: reader.text(name), arguments: arguments, trailingClosure: trailing, reader, factory: true)
    }

    /// Which parameter each argument fills, by Swift's rules as the tokens show them (the
    /// labels in order, parameters passed over having defaults; a trailing closure the next
    /// parameter after them); nil when the method does not take the call.
    static func bind(_ labels: [String], trailingClosure: Bool, to parameters: [RouteValues.Parameter]) -> [Int: Int]? {
        var binding: [Int: Int] = [:]
        var next = 0
        for (argument, label) in labels.enumerated() {
            // A declaration's `_` is a call's empty label.
            guard let found = parameters[next...].firstIndex(where: { ($0.label == "_" ? "" : $0.label) == label }),
                  parameters[next..<found].allSatisfy({ $0.defaultValue != nil }) else { return nil }
            binding[found] = argument
            next = found + 1
        }
        if trailingClosure {
            guard let found = parameters[next...].firstIndex(where: { $0.type.contains("->") }),
                  parameters[next..<found].allSatisfy({ $0.defaultValue != nil }) else { return nil }
            binding[found] = labels.count
            next = found + 1
        }
        guard parameters[next...].allSatisfy({ $0.defaultValue != nil }) else { return nil }
        return binding
    }

    /// The one action the method's body adds to `self`, read to its end; nil when it is not
    /// exactly one, added on every run of the method, in a way the reading follows.
    /// For a factory (`factory`), the one action its body makes and returns instead: one
    /// `UIAlertAction(...)` made, or one call of another factory of the app's.
    private mutating func summary(of id: Int, depth: Int, factory: Bool) -> Added? {
        if let known = summaries[id] { return known }
        guard depth < 8, reading.insert(id).inserted else { return nil }
        defer { reading.remove(id) }
        let method = index.methods[id]
        guard let body = method.body, let ownParameters = RouteValues.parameters(of: method, in: index) else {
            summaries[id] = .some(nil)
            return nil
        }
        let reader = CodeBodyReader(index: index, file: method.file)
        let parameterNames = Set(ownParameters.map(\.name))
        let owner = factory ? "UIAlertAction" : "UIAlertController"
        var constructed: [String: Added] = [:]
        var added: [Added] = []
        var failed = false
        var depthOfBraces = 0
        var cursor = body.lowerBound
        let end = min(body.upperBound, reader.tokens.count)
        while cursor < end, !failed {
            defer { cursor += 1 }
            if reader.isPunctuation(cursor, "{") { depthOfBraces += 1; continue }
            if reader.isPunctuation(cursor, "}") { depthOfBraces -= 1; continue }
            // A call: `name(...)`, or in a factory `name { ... }` with only a trailing closure.
            let parenthesised = reader.isPunctuation(cursor + 1, "(")
            guard reader.tokens[cursor].kind == .identifier,
                  parenthesised || (factory && reader.isPunctuation(cursor + 1, "{") && !reader.lineBreakBefore(cursor + 1)),
                  let close = reader.partners[cursor + 1], close > cursor + 1 else { continue }
            let name = reader.text(cursor)
            let receivers = reader.receivers(before: cursor)
            let onSelf = receivers.isEmpty || receivers == ["self"]
            let arguments = parenthesised ? reader.arguments(ofCallAt: cursor + 1) : []
            if name == "UIAlertAction" {
                // `let action = UIAlertAction(title: t, style: s, handler: h)`.
                let action = construction(arguments, reader, parameterNames)
                if reader.is(cursor - 1, "="), reader.isName(cursor - 2), reader.is(cursor - 3, "let") || reader.is(cursor - 3, "var") {
                    constructed[reader.text(cursor - 2)] = action
                } else if factory, depthOfBraces == 0 {
                    // `return UIAlertAction(...)`, or the body's one expression.
                    added.append(action)
                } else if !(reader.isPunctuation(cursor - 1, "(") && reader.is(cursor - 2, "addAction")) {
                    failed = true
                }
            } else if name == "addAction", onSelf, arguments.count == 1, arguments[0].label.isEmpty {
                let argument = arguments[0]
                if argument.end == argument.start + 1, let action = constructed[reader.text(argument.start)] {
                    added.append(action)
                } else if reader.is(argument.start, "UIAlertAction") {
                    // Built in place: read at its own name, just after.
                    added.append(construction(reader.arguments(ofCallAt: argument.start + 1), reader, parameterNames))
                } else {
                    failed = true
                }
                if depthOfBraces > 0 { failed = true }
            } else if onSelf || (factory && (receivers == ["UIAlertAction"] || receivers == ["Self"])),
                      let callee = index.methods(of: owner).first(where: { $0.name == name && $0.id != id }),
                      index.methods(of: owner).filter({ $0.name == name }).count == 1 {
                // Another method of the app's on `self` (another factory): its action, with this call's arguments.
                guard depthOfBraces == 0, let inner = summary(of: callee.id, depth: depth + 1, factory: factory),
                      let calleeParameters = RouteValues.parameters(of: callee, in: index),
                      let binding = Self.bind(arguments.map(\.label), trailingClosure: false, to: calleeParameters) else {
                    failed = true
                    continue
                }
                func substitute(_ value: Value) -> Value {
                    guard case .parameter(let calleeName) = value,
                          let position = calleeParameters.firstIndex(where: { $0.name == calleeName }) else { return value }
                    if let argument = binding[position] {
                        return self.value(arguments[argument].start..<arguments[argument].end, reader, parameterNames)
                    }
                    guard let defaultValue = calleeParameters[position].defaultValue else { return .unknown }
                    return self.value(defaultValue, CodeBodyReader(index: index, file: callee.file), [])
                }
                added.append(Added(label: substitute(inner.label), style: substitute(inner.style)))
            }
        }
        if factory, !failed, added.isEmpty, constructed.count == 1, let made = constructed.first?.value { added.append(made) }
        let result: Added? = !failed && added.count == 1 ? added[0] : nil
        summaries[id] = .some(result)
        return result
    }

    /// The action `UIAlertAction(title:style:handler:)` makes, from its arguments (the style
    /// `.default` when none is given).
    func construction(_ arguments: [(label: String, start: Int, end: Int)], _ reader: CodeBodyReader,
                              _ parameterNames: Set<String>) -> Added {
        var action = Added(label: .unknown, style: .literal("default"))
        for argument in arguments {
            if argument.label == "title" { action.label = value(argument.start..<argument.end, reader, parameterNames) }
            if argument.label == "style" { action.style = value(argument.start..<argument.end, reader, parameterNames) }
        }
        return action
    }

    /// A parameter's name, a string literal, an enum case (`.cancel`), or a value not read.
    func value(_ range: Range<Int>, _ reader: CodeBodyReader, _ parameterNames: Set<String>) -> Value {
        if range.count == 1, parameterNames.contains(reader.text(range.lowerBound)) { return .parameter(reader.text(range.lowerBound)) }
        if let literal = reader.words(range.lowerBound, range.upperBound) { return .literal(literal) }
        if range.count == 2, reader.isPunctuation(range.lowerBound, ".") { return .literal(reader.text(range.lowerBound + 1)) }
        return .unknown
    }
}
