/// A function of the app, declared outside every type, that draws a button with a closure
/// it is handed: `sheetCloseToolbarItem { dismiss() }`, whose body hands its `action` to
/// `Button(role: .cancel, action: action)`, directly or through another such function of
/// the app's. The button's action is then the closure the call site hands in, read where
/// the call stands (a summary of the function, composed at the call).
///
/// Closed only where it is certain: the function is the one top-level declaration of its
/// name, the call's arguments bind its parameters by label (a trailing closure binds the
/// one closure parameter left, the others it skips having defaults), and every mention of
/// the parameter in its body is a `Button`'s `action:` argument or an argument of another
/// such function bound to a parameter of the same kind. A function that calls the
/// closure itself, keeps it or hands it anywhere else leaves what the closure does open.
/// The role the `Button` is drawn with (`role: .cancel`) is the control's, as it would be
/// written at the call site: the same on every button the closures are drawn with.
enum ButtonHelperFunctions {
    /// The closures the call at `call.name` hands to a function of the app that only draws
    /// a button with each (bodies, braces excluded), and the role every such button is drawn
    /// with; nil when the callee is no such function or the call's arguments do not bind
    /// its parameters with certainty.
    static func buttonActions(of call: SwiftUICall, _ reader: CodeBodyReader,
                              index: CodeIndex) -> (actions: [Range<Int>], role: ActionRole?)? {
        guard let function = uniqueFunction(named: reader.text(call.name), index: index),
              call.closures.allSatisfy({ $0.label.isEmpty }), call.closures.count <= 1 else { return nil }
        let parameters = SwiftParameterList.read(function, index: index)
        guard let bound = SwiftParameterList.bind(call.arguments.map(\.label), to: parameters, leavingTrailing: !call.closures.isEmpty)
        else { return nil }
        var actions: [Range<Int>] = []
        var roles: [ActionRole?] = []
        for (argument, position) in zip(call.arguments, bound.arguments) {
            guard let body = reader.closureBody(argument.range) else { continue }
            guard onlyDrawsButton(parameters[position].name, in: function, index: index, depth: 0, roles: &roles) else { return nil }
            actions.append(body)
        }
        if let trailing = call.closures.first, let position = bound.trailing {
            guard onlyDrawsButton(parameters[position].name, in: function, index: index, depth: 0, roles: &roles) else { return nil }
            actions.append(trailing.range)
        }
        let role = roles.first.flatMap { first in roles.allSatisfy { $0 == first } ? first : nil }
        return (actions, role)
    }

    /// Helpers handing the closure on to helpers: a few levels are all an app writes.
    private static let depthLimit = 4

    private static func uniqueFunction(named name: String, index: CodeIndex) -> MethodDeclaration? {
        guard let ids = index.topLevelFunctions[name], ids.count == 1 else { return nil }
        let function = index.methods[ids[0]]
        return function.body == nil ? nil : function
    }

    /// Whether every mention of `parameter` in the function's body hands it to a `Button`'s
    /// `action:` or to another such function of the app, and there is at least one; each
    /// such `Button`'s role is added to `roles`.
    private static func onlyDrawsButton(_ parameter: String, in function: MethodDeclaration, index: CodeIndex, depth: Int,
                                        roles: inout [ActionRole?]) -> Bool {
        guard depth < depthLimit, let body = function.body else { return false }
        let reader = CodeBodyReader(index: index, file: function.file)
        let end = min(body.upperBound, reader.tokens.count)
        var drawn = false
        for cursor in body.lowerBound..<end where reader.tokens[cursor].kind == .identifier && reader.text(cursor) == parameter {
            // An argument label of its name (`action: action`), not a mention.
            if reader.isPunctuation(cursor + 1, ":"), reader.isPunctuation(cursor - 1, "(") || reader.isPunctuation(cursor - 1, ",") { continue }
            // `label: parameter` standing as a whole argument of a call.
            guard reader.isPunctuation(cursor - 1, ":"), reader.isName(cursor - 2),
                  reader.isPunctuation(cursor + 1, ",") || reader.isPunctuation(cursor + 1, ")"),
                  let open = enclosingParenthesis(of: cursor, reader, from: body.lowerBound), reader.isName(open - 1) else { return false }
            let label = reader.text(cursor - 2)
            let callee = reader.text(open - 1)
            if callee == "Button", label == "action", !reader.isPunctuation(open - 2, ".") {
                drawn = true
                let role = reader.arguments(ofCallAt: open).first { $0.label == "role" }
                roles.append(role.flatMap { reader.memberName($0.start..<$0.end) }.flatMap(SwiftUIButtonRole.role(named:)))
                continue
            }
            guard let next = uniqueFunction(named: callee, index: index), !reader.isPunctuation(open - 2, ".") else { return false }
            let parameters = SwiftParameterList.read(next, index: index)
            let arguments = reader.arguments(ofCallAt: open)
            guard let bound = SwiftParameterList.bind(arguments.map(\.label), to: parameters, leavingTrailing: false),
                  let position = arguments.firstIndex(where: { $0.start == cursor }),
                  onlyDrawsButton(parameters[bound.arguments[position]].name, in: next, index: index, depth: depth + 1,
                                  roles: &roles) else { return false }
            drawn = true
        }
        return drawn
    }

    /// The `(` of the call whose argument list holds `offset` directly.
    private static func enclosingParenthesis(of offset: Int, _ reader: CodeBodyReader, from start: Int) -> Int? {
        var cursor = offset - 1
        while cursor >= start {
            if reader.isPunctuation(cursor, "(") { return cursor }
            if reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, "[") { return nil }
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") || reader.isPunctuation(cursor, "}"),
               let open = reader.partners[cursor], open < cursor {
                cursor = open
            }
            cursor -= 1
        }
        return nil
    }
}

extension SwiftParameterList {
    /// Which parameter each labelled argument binds, and which the one trailing closure
    /// binds: the first parameter left after them whose type is a closure (its type starts
    /// with no name), the parameters it skips and those after it all having defaults.
    static func bind(_ labels: [String], to list: [Parameter], leavingTrailing: Bool) -> (arguments: [Int], trailing: Int?)? {
        guard leavingTrailing else { return bind(labels, to: list).map { ($0, nil) } }
        for candidate in list.indices where list[candidate].type == nil {
            let before = Array(list[..<candidate])
            guard let bound = bind(labels, to: before) else { continue }
            let skipped = (bound.last.map { $0 + 1 } ?? 0)..<candidate
            guard skipped.allSatisfy({ list[$0].hasDefault }), list[(candidate + 1)...].allSatisfy(\.hasDefault) else { continue }
            return (bound, candidate)
        }
        return nil
    }
}
