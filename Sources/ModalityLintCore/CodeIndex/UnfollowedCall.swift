/// A call a closed reading could not follow to the end, kept as the source writes it and
/// where, so that "whether it closes is open" can name the call (certainty.md, part 5):
/// `context.send(viewAction:)`, `delegate?.didFinish()`, `[self.router close]`.
struct UnfollowedCall: Hashable, Sendable {
    /// The call as written, receivers and argument labels included: `router.dismiss()`.
    var words: String
    /// Its receivers, nearest first (`["router"]`), for the kind of call it is.
    var receivers: [String]
    /// The code index's file and the call's name token (nil where the code names the
    /// closure without calling it: `action: onCancel`).
    var file: Int
    var span: ByteSpan?
    /// A closure handed in by the presenter (`onCancel()`), not a method.
    var isClosure = false
    /// The argument labels between the call's parentheses (`["_", "animated"]`), nil where
    /// it has none or is Objective-C's: which of the app's declarations it may reach.
    var labels: [String]?

    /// The Swift call whose name is at `offset`: its receiver chain as written (through
    /// `?` and `!`, blanks dropped) and its argument labels, `send(viewAction:)`.
    static func swift(_ reader: CodeBodyReader, at offset: Int, isClosure: Bool = false) -> UnfollowedCall {
        var start = offset
        while reader.isPunctuation(start - 1, ".") {
            var cursor = start - 2
            while cursor >= 0, reader.tokens[cursor].kind == .operator, reader.is(cursor, "?") || reader.is(cursor, "!") { cursor -= 1 }
            guard reader.isName(cursor) else { break }
            start = cursor
        }
        var words = ""
        for cursor in start...offset { words += reader.text(cursor) }
        var open = offset + 1
        if !reader.isPunctuation(open, "("), reader.is(open, "?") { open += 1 }
        var labels: [String]?
        if reader.isPunctuation(open, "(") {
            labels = reader.arguments(ofCallAt: open).map { $0.label.isEmpty ? "_" : $0.label }
            words += "(" + (labels ?? []).map { $0 + ":" }.joined() + ")"
        }
        return UnfollowedCall(words: words, receivers: reader.receivers(before: offset), file: reader.fileIndex,
                              span: reader.tokens[offset].span, isClosure: isClosure, labels: labels)
    }

    /// The Objective-C message whose selector's first part is at `offset`:
    /// `[self.router closeAnimated:]`.
    static func objectiveC(_ reader: CodeBodyReader, at offset: Int, receivers: [String]) -> UnfollowedCall {
        let selector = reader.text(offset) + (reader.isPunctuation(offset + 1, ":") ? ":" : "")
        return UnfollowedCall(words: "[\(receivers.reversed().joined(separator: ".")) \(selector)]", receivers: receivers,
                              file: reader.fileIndex, span: reader.tokens[offset].span)
    }

    /// What kind of code the call reaches, from how it is written.
    var kind: OpenReason.Kind {
        if isClosure { return .closureCall }
        let onSelf = receivers.isEmpty || receivers == ["self"]
        if onSelf { return .appFunctionCall }
        // Only the words of the reason hang on the name; whether the call is followed does not.
        if let nearest = receivers.first, nearest.lowercased().hasSuffix("delegate") { return .delegateCall }
        if let root = receivers.last, root.unicodeScalars.first?.properties.isUppercase == true { return .typeMethodCall }
        return .otherObjectCall
    }

    /// The reason it opens `facts`, placed in the document (whose code files start at
    /// `firstFile`).
    func reason(opening facts: Facts, firstFile: Int) -> OpenReason {
        OpenReason(facts, kind, words: words, at: span.map { CodePlace(file: firstFile + file, span: $0) })
    }
}
