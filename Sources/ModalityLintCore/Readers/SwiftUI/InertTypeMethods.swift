/// The app's type methods (`static func generateFeedback(style:)` of a `HapticsUtil`) that,
/// followed to the end, close nothing (certainty.md, part 1): a control that calls
/// `HapticsUtil.generateFeedback(style: .soft)` is then read on past the call.
///
/// A type method has no view to close and no instance to reach: it closes something only
/// through what it calls or sets. One is inert when its body names no `dismiss`, sets no
/// stored value (an `=` that does not declare a local: it may be a shared router's or a
/// static property someone observes), posts nothing, and every call it makes is a framework
/// call known to close nothing or another inert type method of its own type. Read once per
/// run, linear in the type methods' tokens.
struct InertTypeMethods {
    /// `Type.method` for each inert type method, every overload of that name inert.
    private(set) var keys: Set<String> = []

    init() {}

    init(index: CodeIndex) {
        var bodies: [String: [(file: Int, body: Range<Int>)]] = [:]
        for method in index.methods where method.attributes.contains(.typeMethod) && method.name != "init" {
            guard let owner = method.owner, let body = method.body, index.files[method.file].language == .swift else { continue }
            bodies[Self.key(index.types[owner].name, method.name), default: []].append((method.file, body))
        }
        var open: Set<String> = []
        var usedBy: [String: Set<String>] = [:]
        for key in bodies.keys.sorted() {
            let type = String(key.prefix { $0 != "." })
            for (file, body) in bodies[key] ?? [] {
                let reader = CodeBodyReader(index: index, file: file)
                switch Self.read(body, type: type, reader, index: index, typeMethods: bodies) {
                case .none: open.insert(key)
                case .some(let calls): for called in calls { usedBy[called, default: []].insert(key) }
                }
            }
        }
        // Whatever calls a type method that may close something may too.
        var queue = Array(open)
        while let key = queue.popLast() {
            for user in usedBy[key] ?? [] where open.insert(user).inserted { queue.append(user) }
        }
        keys = Set(bodies.keys).subtracting(open)
    }

    /// Whether `Type.name(...)` closes nothing, followed to the end.
    func closesNothing(type: String, method: String) -> Bool { keys.contains(Self.key(type, method)) }

    private static func key(_ type: String, _ method: String) -> String { type + "." + method }

    /// The type methods of `type` the body calls, or nil when the body itself may close
    /// something or reaches code not followed.
    private static func read(_ body: Range<Int>, type: String, _ reader: CodeBodyReader, index: CodeIndex,
                             typeMethods: [String: [(file: Int, body: Range<Int>)]]) -> Set<String>? {
        var calls: Set<String> = []
        let end = min(body.upperBound, reader.tokens.count)
        for offset in body.lowerBound..<max(body.lowerBound, end) {
            if isAssignment(offset, reader) {
                // `let x = ...`, `var x: T = ...`, `if let x = ...`: a local. Anything else stores.
                var cursor = offset - 1
                var declaresLocal = false
                while cursor >= body.lowerBound {
                    if reader.is(cursor, "let") || reader.is(cursor, "var") { declaresLocal = true; break }
                    if reader.lineBreakBefore(cursor) || reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, ";") { break }
                    cursor -= 1
                }
                guard declaresLocal, reader.is(offset, "=") else { return nil }
                continue
            }
            let name: String, receivers: [String]
            switch Self.bodyToken(at: offset, reader) {
            case .other: continue
            case .mayClose: return nil
            case .call(let called, let calledOn): (name, receivers) = (called, calledOn)
            }
            if receivers.isEmpty || receivers == ["Self"] || receivers == [type], typeMethods[key(type, name)] != nil {
                calls.insert(key(type, name))
            } else if CallClosure.mayRunUnfollowedCode(name, receivers: receivers, index: index) {
                return nil
            }
        }
        return calls
    }

    /// What a token of a body read to its end is, for what it may close.
    enum BodyToken {
        case other
        /// `dismiss` or `post`, called or handed on: it may close something.
        case mayClose
        /// A call (`name(` or `name {`), with its receivers nearest first.
        case call(name: String, receivers: [String])
    }

    static func bodyToken(at offset: Int, _ reader: CodeBodyReader) -> BodyToken {
        guard reader.tokens[offset].kind == .identifier else { return .other }
        let name = reader.text(offset)
        if name == "dismiss" || name == "post" { return .mayClose }
        // `name(`, `name {`, and the optional call `name?(` of a closure property.
        let calls = reader.isPunctuation(offset + 1, "(") || reader.isPunctuation(offset + 1, "{")
            || (reader.is(offset + 1, "?") && reader.isPunctuation(offset + 2, "("))
        guard calls, !reader.is(offset - 1, "func") else { return .other }
        return .call(name: name, receivers: reader.receivers(before: offset))
    }

    /// `=` or a compound assignment (`+=`, `??=`), not a comparison.
    static func isAssignment(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        guard reader.tokens[offset].kind == .operator || reader.is(offset, "=") else { return false }
        let text = reader.text(offset)
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
