/// What an app's own convenience initialiser of `UIAlertController` makes
/// (`convenience init(title: String, error: Error)` calling
/// `self.init(title: title, message: ..., preferredStyle: .alert)` and `addAction(.ok)`),
/// summarised once per initialiser by reading its body to the end: its style, its title
/// (none, a literal, or a parameter the call fills) and the actions it adds on every run.
/// An action added in a branch, a loop or a closure, another method of the app's called on
/// the alert, a title set after, or `self` handed to other code leaves the actions (and
/// the title) open, as an initialiser not followed does.
struct AlertInitialiser {
    typealias Value = AlertExtensionActions.Value

    /// `preferredStyle:` as the body gives it: a case name, a parameter, or unknown; or
    /// each value it may take where the body chooses between them (`let style = isPad ?
    /// .alert : preferredStyle`), the kind known only where all of them agree at a call.
    var styles: [Value] = [.unknown]
    /// nil: `title: nil`.
    var title: Value? = .unknown
    var message: Value? = nil
    /// The actions added on every run, in order; an action made where the reading does not
    /// follow has unknown words and style.
    var actions: [AlertExtensionActions.Added] = []
    /// Something the reading does not follow may add actions or set the title.
    var actionsOpen = false
    var titleOpen = false
}

extension AlertExtensionActions {
    /// The initialiser of the app's `UIAlertController` extensions that takes a call with
    /// these argument labels (a trailing closure counts as one more), with its parameters
    /// and which argument fills each; nil when none or several do, or it calls `self.init`
    /// not at all (a designated initialiser of a subclass is not this).
    mutating func initialiser(labels: [String], trailingClosure: Bool) -> (method: MethodDeclaration, parameters: [RouteValues.Parameter],
                                                                   binding: [Int: Int], summary: AlertInitialiser)? {
        var matches: [(MethodDeclaration, [RouteValues.Parameter], [Int: Int])] = []
        for method in index.methods(of: "UIAlertController") where method.name == "init" && method.body != nil {
            guard let parameters = RouteValues.parameters(of: method, in: index),
                  let binding = Self.bind(labels, trailingClosure: trailingClosure, to: parameters) else { continue }
            matches.append((method, parameters, binding))
        }
        guard matches.count == 1, let (method, parameters, binding) = matches.first,
              let summary = initialiserSummary(method, parameters: parameters) else { return nil }
        return (method, parameters, binding, summary)
    }

    /// The instance method named `name` of `className` (its own, a superclass's, or the app's
    /// extension of a UIKit class it inherits from, the nearest that has one) that takes a
    /// call with these labels and returns the alert it builds with UIKit's initialiser
    /// (`func alertViewController(title: String? = nil, ...) -> UIAlertController { let alert
    /// = UIAlertController(title: title, ...); ...; return alert }`), summarised as a
    /// convenience initialiser is: the call makes that alert, its title as the call fills it.
    /// With `typeMethodOf`, the type method of that name the app declares on that type
    /// instead (`UIAlertController.clearDataAlert(okayCallback:)`, in an extension).
    mutating func alertFactory(named name: String, labels: [String], trailingClosure: Bool,
                               className: String, typeMethodOf: String? = nil)
        -> (method: MethodDeclaration, parameters: [RouteValues.Parameter], binding: [Int: Int], summary: AlertInitialiser)? {
        var matches: [(MethodDeclaration, [RouteValues.Parameter], [Int: Int])] = []
        // The nearest class of the chain that has a method of this name.
        for method in index.methods(named: name, in: typeMethodOf ?? className)
        where method.body != nil && method.attributes.contains(.typeMethod) == (typeMethodOf != nil) {
            guard let parameters = RouteValues.parameters(of: method, in: index),
                  let binding = Self.bind(labels, trailingClosure: trailingClosure, to: parameters) else { continue }
            matches.append((method, parameters, binding))
        }
        guard matches.count == 1, let (method, parameters, binding) = matches.first else { return nil }
        // Read once per method, however many calls it has.
        let summary: AlertInitialiser?
        if let known = factorySummaries[method.id] {
            summary = known
        } else {
            summary = initialiserSummary(method, parameters: parameters, returningLocal: true)
            factorySummaries[method.id] = .some(summary)
        }
        guard let summary else { return nil }
        return (method, parameters, binding, summary)
    }

    /// Reads the initialiser's body once to its end; nil when it does not call `self.init`
    /// with UIKit's `title:message:preferredStyle:` on every run. `returningLocal`: the body
    /// is a factory's, which builds the alert into a local constant at its top level
    /// (`let alert = UIAlertController(title:message:preferredStyle:)`) and returns that
    /// local and nothing else; any other use of the local leaves the title and actions open.
    private mutating func initialiserSummary(_ method: MethodDeclaration, parameters: [RouteValues.Parameter],
                                             returningLocal: Bool = false) -> AlertInitialiser? {
        guard let body = method.body else { return nil }
        let reader = CodeBodyReader(index: index, file: method.file)
        let parameterNames = Set(parameters.map(\.name))
        let appMethods = Set(index.methods(of: "UIAlertController").map(\.name))
        var summary = AlertInitialiser()
        var designated = false
        var constructed: [String: Added] = [:]
        /// The body's own constants before `self.init`, each as the values it may hold.
        var choices: [String: [Value]] = [:]
        var depth = 0
        var cursor = body.lowerBound
        let end = min(body.upperBound, reader.tokens.count)
        // A factory's local the alert is built into, and whether it is what it returns.
        var local: String?
        var returnsLocal = false
        while cursor < end {
            defer { cursor += 1 }
            if reader.isPunctuation(cursor, "{") { depth += 1; continue }
            if reader.isPunctuation(cursor, "}") { depth -= 1; continue }
            guard reader.tokens[cursor].kind == .identifier || reader.tokens[cursor].kind == .keyword else { continue }
            let receivers = reader.receivers(before: cursor)
            let onSelf = returningLocal ? local.map { receivers == [$0] } ?? false : receivers.isEmpty || receivers == ["self"]
            let name = reader.text(cursor)
            if returningLocal {
                if name == "return" {
                    // What else it may return is not the alert built here.
                    guard let local, reader.isName(cursor + 1), reader.text(cursor + 1) == local, !reader.isPunctuation(cursor + 2, "."),
                          !reader.isPunctuation(cursor + 2, "("), !reader.is(cursor + 2, "?") else { return nil }
                    returnsLocal = true
                    cursor += 1
                    continue
                }
                if let local, name == local, receivers.isEmpty, !reader.isPunctuation(cursor + 1, "."),
                   !(reader.is(cursor + 1, "?") && reader.isPunctuation(cursor + 2, ".")) {
                    // The alert as a value (`register(alert)`): other code reaches it.
                    summary.actionsOpen = true
                    summary.titleOpen = true
                    continue
                }
            }
            if depth == 0, name == "let", reader.isName(cursor + 1), reader.is(cursor + 2, "=") {
                let start = cursor + 3
                choices[reader.text(cursor + 1)] = alternatives(start..<reader.expressionEnd(from: start, limit: end), reader, parameterNames)
                continue
            }
            if name == "self", !returningLocal {
                // `self` as a value (`register(self)`, `x = self`): other code reaches the alert.
                if !reader.isPunctuation(cursor + 1, "."), !reader.is(cursor - 1, "weak"), !reader.is(cursor - 1, "unowned") {
                    summary.actionsOpen = true
                    summary.titleOpen = true
                }
                continue
            }
            if name == "addAction", onSelf, !reader.isPunctuation(cursor + 1, "(") {
                // `self.addAction` handed on as a function (`actions.forEach(self.addAction)`):
                // other code adds as many actions as it runs it.
                summary.actionsOpen = true
                continue
            }
            if (name == "title" || name == "attributedTitle") && onSelf && reader.is(cursor + 1, "=") {
                summary.titleOpen = true
                continue
            }
            if onSelf, name != "init", name != "addAction" || appMethods.contains("addAction"), appMethods.contains(name) {
                // The app's own method called on the alert (`addCancelAction { _ in ... }`):
                // the one action it adds, when it is followed to its end; anything else opens.
                let parenthesised = reader.isPunctuation(cursor + 1, "(")
                let trailingOnly = reader.isPunctuation(cursor + 1, "{") && !reader.lineBreakBefore(cursor + 1)
                var arguments: [(label: String, start: Int, end: Int)] = []
                var trailing = trailingOnly
                if parenthesised, let close = reader.partners[cursor + 1], close > cursor + 1 {
                    arguments = reader.arguments(ofCallAt: cursor + 1)
                    trailing = reader.isPunctuation(close + 1, "{") && !reader.lineBreakBefore(close + 1)
                }
                if depth == 0, parenthesised || trailingOnly,
                   let added = action(calling: name, arguments: arguments, trailingClosure: trailing, reader) {
                    summary.actions.append(Added(label: added.label.map { .literal($0) } ?? .unknown,
                                                 style: added.role.map { .literal(Self.styleName(of: $0)) } ?? .literal("default")))
                } else {
                    summary.actionsOpen = true
                    summary.titleOpen = true
                }
                continue
            }
            guard reader.isPunctuation(cursor + 1, "("), let close = reader.partners[cursor + 1], close > cursor + 1 else { continue }
            let arguments = reader.arguments(ofCallAt: cursor + 1)
            let buildsLocal = returningLocal && local == nil && name == "UIAlertController" && depth == 0
                && reader.is(cursor - 1, "=") && reader.isName(cursor - 2) && (reader.is(cursor - 3, "let") || reader.is(cursor - 3, "var"))
            if !returningLocal && name == "init" && receivers == ["self"] || buildsLocal {
                guard depth == 0, arguments.map(\.label) == ["title", "message", "preferredStyle"] else { return nil }
                designated = true
                if buildsLocal { local = reader.text(cursor - 2) }
                let title = arguments[0], message = arguments[1], style = arguments[2]
                summary.title = reader.is(title.start, "nil") && title.end == title.start + 1 ? nil
                    : value(title.start..<title.end, reader, parameterNames)
                summary.message = reader.is(message.start, "nil") && message.end == message.start + 1 ? nil
                    : value(message.start..<message.end, reader, parameterNames)
                if style.end - style.start == 2, reader.isPunctuation(style.start, ".") {
                    summary.styles = [.literal(reader.text(style.start + 1))]
                } else if style.end == style.start + 1, let values = choices[reader.text(style.start)] {
                    summary.styles = values
                } else {
                    summary.styles = [value(style.start..<style.end, reader, parameterNames)]
                }
                cursor = close
            } else if name == "UIAlertAction", reader.is(cursor - 1, "="), reader.isName(cursor - 2),
                      reader.is(cursor - 3, "let") || reader.is(cursor - 3, "var") {
                constructed[reader.text(cursor - 2)] = construction(arguments, reader, parameterNames)
            } else if name == "addAction", onSelf, arguments.count == 1, arguments[0].label.isEmpty, !appMethods.contains("addAction") {
                guard depth == 0 else {
                    summary.actionsOpen = true
                    continue
                }
                let argument = arguments[0]
                if argument.end == argument.start + 1, let action = constructed[reader.text(argument.start)] {
                    summary.actions.append(action)
                } else if reader.is(argument.start, "UIAlertAction"), reader.isPunctuation(argument.start + 1, "(") {
                    summary.actions.append(construction(reader.arguments(ofCallAt: argument.start + 1), reader, parameterNames))
                } else {
                    // UIKit's `addAction(_:)` adds the one action it is handed.
                    summary.actions.append(Added(label: .unknown, style: .unknown))
                }
            } else if onSelf, name == "setValue" {
                // A value set by key may be the title or bring buttons of its own.
                summary.actionsOpen = true
                summary.titleOpen = true
            }
        }
        return designated && (!returningLocal || returnsLocal) ? summary : nil
    }

    /// The values a constant's expression may give: both branches of a conditional
    /// (`cond ? .alert : style`), or the one value; `.unknown` for what is not read.
    private func alternatives(_ range: Range<Int>, _ reader: CodeBodyReader, _ parameterNames: Set<String>) -> [Value] {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if let partner = reader.partners[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            // A conditional's `?` stands apart from what it follows (`a ? b : c`); an
            // optional chain's is attached (`a?.b`).
            if reader.kind(cursor) == .operator, reader.is(cursor, "?"), cursor > range.lowerBound,
               reader.tokens[cursor - 1].span.end < reader.tokens[cursor].span.start {
                var colon = cursor + 1
                while colon < range.upperBound, !reader.isPunctuation(colon, ":") {
                    if let partner = reader.partners[colon], partner > colon { colon = partner }
                    colon += 1
                }
                guard colon < range.upperBound else { return [.unknown] }
                return alternatives(cursor + 1..<colon, reader, parameterNames) + alternatives(colon + 1..<range.upperBound, reader, parameterNames)
            }
            cursor += 1
        }
        if range.count == 2, reader.isPunctuation(range.lowerBound, ".") { return [.literal(reader.text(range.lowerBound + 1))] }
        return [value(range, reader, parameterNames)]
    }

    /// UIKit's style case for a role, as `AlertActionConstruction.role(ofStyle:)` reads it back.
    private static func styleName(of role: ActionRole) -> String {
        switch role {
        case .cancel: return "cancel"
        case .destructive: return "destructive"
        default: return "default"
        }
    }
}
