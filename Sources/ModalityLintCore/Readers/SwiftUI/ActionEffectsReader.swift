/// Reads what a button's action does (`ActionEffects`): its closure, or the method of the
/// same type it names or calls, followed one call deep, as the ReadingAnApp article's "Dismissing" says.
struct ActionEffectsReader {
    let reader: CodeBodyReader
    let file: Int
    let viewType: SwiftUIViewTypes.ViewType
    /// The type's methods by base name: their files and bodies.
    let methods: [String: [(file: Int, body: Range<Int>)]]
    let index: CodeIndex

    func effects(of range: Range<Int>) -> ActionEffects {
        read(range, in: reader, depth: 0)
    }

    /// `action: save` or `action: model.save`: the named method's effects (unknown names: none).
    func effects(ofMethodNamed name: String) -> ActionEffects {
        var effects = ActionEffects()
        if viewType.closureNames.contains(name) { effects.callsParentClosure = true }
        if viewType.dismissNames.contains(name) { effects.callsDismiss = true }
        // The named method is the action itself, as a closure would be: calls in it are followed one deep.
        for method in methods[name] ?? [] {
            effects.formUnion(read(method.body, in: CodeBodyReader(index: index, file: method.file), depth: 0))
        }
        return effects
    }

    private func read(_ range: Range<Int>, in reader: CodeBodyReader, depth: Int) -> ActionEffects {
        var effects = ActionEffects()
        let tokens = reader.tokens
        let end = min(range.upperBound, tokens.count)
        var cursor = range.lowerBound
        while cursor < end {
            defer { cursor += 1 }
            guard tokens[cursor].kind == .identifier else { continue }
            let name = reader.file.identifierName(of: tokens[cursor])
            let receivers = reader.receivers(before: cursor)
            let onSelf = receivers.isEmpty || receivers == ["self"]
            let calls = reader.isPunctuation(cursor + 1, "(")
                || (cursor + 2 < end && tokens[cursor + 1].kind == .operator && reader.is(cursor + 1, "?") && reader.isPunctuation(cursor + 2, "("))
            if onSelf, calls, viewType.dismissNames.contains(name) {
                effects.callsDismiss = true
            } else if onSelf, reader.isPunctuation(cursor + 1, "."), reader.is(cursor + 2, "callAsFunction"), viewType.dismissNames.contains(name) {
                effects.callsDismiss = true
            } else if name == "dismiss", calls, receivers.first == "wrappedValue" {
                effects.callsDismiss = true
            } else if onSelf, calls, viewType.closureNames.contains(name) {
                effects.callsParentClosure = true
            } else if onSelf, calls, depth == 0, let bodies = methods[name], !reader.isPunctuation(cursor - 1, ".") || receivers == ["self"] {
                for method in bodies {
                    effects.formUnion(read(method.body, in: CodeBodyReader(index: index, file: method.file), depth: 1))
                }
            } else if onSelf, calls, depth > 0, methods[name] != nil, !reader.isPunctuation(cursor - 1, ".") || receivers == ["self"] {
                effects.callsUnreadMethod = true
            } else if name == "toggle", calls, let toggled = receivers.first {
                effects.setsTrue.insert(Self.bindingName(toggled))
                effects.setsFalse.insert(Self.bindingName(toggled))
            } else if cursor + 2 < end, tokens[cursor + 1].kind == .operator, reader.is(cursor + 1, "="),
                      !(cursor > 0 && tokens[cursor - 1].kind == .keyword) {
                // `name = value` (not `let name =`): `wrappedValue` stands for its receiver.
                var target = name
                if name == "wrappedValue", let receiver = receivers.first { target = receiver }
                target = Self.bindingName(target)
                if reader.is(cursor + 2, "false") || reader.is(cursor + 2, "nil") {
                    effects.setsFalse.insert(target)
                } else {
                    effects.setsTrue.insert(target)
                }
            }
        }
        return effects
    }

    /// `$showEditor` and `_showEditor` name the property `showEditor`.
    static func bindingName(_ name: String) -> String {
        if name.hasPrefix("$") || name.hasPrefix("_") { return String(name.dropFirst()) }
        return name
    }
}
