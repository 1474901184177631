/// Alerts whose title is a parameter of the method that builds and presents them (issue
/// 34): `func showAlert(title: String, message: String)` building `UIAlertController(title:
/// title, ...)`. The helper says nothing about the title; each call does. A call that hands
/// it none shows that alert untitled: `showAlert(title: "", ...)`, `title: nil`, `.none`, or
/// a call that leaves out a title whose default is one of these (`func displaySuccess(title:
/// String? = .none, ...)`). A call that hands on its own parameter, never assigned in its
/// method (`func showAlert(title: String) { showErrorAlert(title: title) }`), makes that
/// method such a helper in turn, followed to its own calls.
///
/// Calls are tied to a method as `ParameterBoundPresentations` ties them: by name and the
/// argument labels the method's parameter list accepts (left-out defaults allowed), when
/// no other method of the run accepts that call, or when the call is on the caller's own
/// object of the method's type. Any other title (a literal with words, a value, a helper's
/// result) is a title, or one the reading cannot see: nothing is said. Each round of
/// hand-ons reads every method once. An Objective-C helper (`- (void)showAlertWithTitle:
/// (NSString *)title message:(NSString *)message`) is tied to the messages that send its
/// whole selector (`[self showAlertWithTitle:nil message:...]`), to `self` or when no
/// other method of the run has that selector; what they hand on is not followed.
struct ParameterBoundTitles {
    /// A helper: the method whose parameter at `position` is the alert's title, and
    /// the alert (an index into the requests) it reaches.
    private struct Helper {
        let request: Int
        let method: MethodDeclaration
        let position: Int
        /// It hands the alert back: only a call that drops the result leaves the title
        /// as the call hands it in.
        let returned: Bool
        /// The call shows the alert only when it hands the parameter at this position
        /// this value (`FlagBranch`).
        let shownWhen: (position: Int, value: Bool)?
    }

    /// How many helpers deep hand-ons are followed: real apps wrap an alert once or twice.
    private static let maxRounds = 4

    /// For each request (a method and the position of its title parameter), the calls that
    /// show its alert untitled.
    static func bind(_ requests: [(method: MethodDeclaration, position: Int, returned: Bool, shownWhen: (position: Int, value: Bool)?)],
                     index: CodeIndex,
                     firstFileIndex: Int) -> [[UntitledCall]] {
        var result: [[UntitledCall]] = requests.map { _ in [] }
        guard !requests.isEmpty else { return result }
        var lists: [Int: [SwiftParameterList.Parameter]] = [:]
        func parameters(of method: MethodDeclaration) -> [SwiftParameterList.Parameter] {
            if let known = lists[method.id] { return known }
            let read = SwiftParameterList.read(method, index: index)
            lists[method.id] = read
            return read
        }
        // The run's methods by name, bodies or not (a protocol's requirement may be what a
        // call reaches): a call that two of them accept is tied only on the caller's object.
        var byName: [String: [MethodDeclaration]] = [:]
        for method in index.methods where index.files[method.file].language == .swift {
            byName[method.name, default: []].append(method)
        }
        var helpers: [Helper] = []
        var bySelector: [String: Int] = [:]
        for method in index.methods where index.files[method.file].language == .objectiveC && method.body != nil {
            bySelector[method.selector, default: 0] += 1
        }
        // The scanner gave an Objective-C title as a parameter only where the body never assigns it.
        let objectiveC = requests.indices.filter { index.files[requests[$0].method.file].language == .objectiveC && requests[$0].shownWhen == nil }
        for (position, calls) in objectiveCCalls(of: objectiveC.map { ($0, requests[$0].method, requests[$0].position) }, index: index,
                                                 firstFileIndex: firstFileIndex, selectorCounts: bySelector) {
            result[position] += calls
        }
        for (position, request) in requests.enumerated() where index.files[request.method.file].language == .swift
            && !isAssigned(request.position, in: request.method, index: index, parameters: parameters(of: request.method)) {
            helpers.append(Helper(request: position, method: request.method, position: request.position, returned: request.returned,
                                  shownWhen: request.shownWhen))
        }
        var seen = Set(helpers.map { "\($0.request).\($0.method.id)" })
        for _ in 0..<maxRounds where !helpers.isEmpty {
            var byHelperName: [String: [Int]] = [:]
            for (position, helper) in helpers.enumerated() { byHelperName[helper.method.name, default: []].append(position) }
            var next: [Helper] = []
            for caller in index.methods where caller.body != nil && !index.deadCode.methods.contains(caller.id) {
                guard index.files[caller.file].language == .swift, let body = caller.body else { continue }
                let reader = CodeBodyReader(index: index, file: caller.file)
                for cursor in body where reader.tokens[cursor].kind == .identifier {
                    guard let candidates = byHelperName[reader.text(cursor)], reader.isPunctuation(cursor + 1, "("),
                          !reader.is(cursor - 1, "func"), !reader.isExcludedFromiOS(cursor) else { continue }
                    let arguments = reader.arguments(ofCallAt: cursor + 1)
                    let labels = arguments.map(\.label)
                    // `showAlert(message: m) { ... }`: the closure is an argument too.
                    let trailing = reader.partners[cursor + 1].map { reader.isPunctuation($0 + 1, "{") && !reader.lineBreakBefore($0 + 1) } ?? false
                    let chain = reader.receivers(before: cursor)
                    let onOwnObject = chain.isEmpty || chain == ["self"]
                    let accepting = byName[reader.text(cursor), default: []].filter {
                        SwiftParameterList.bind(labels, to: parameters(of: $0), trailingClosure: trailing) != nil
                    }
                    for position in candidates {
                        let helper = helpers[position]
                        guard helper.method.id != caller.id, accepting.contains(where: { $0.id == helper.method.id }),
                              let bound = SwiftParameterList.bind(labels, to: parameters(of: helper.method), trailingClosure: trailing) else { continue }
                        let tied = accepting.count == 1
                            || onOwnObject && index.ownerName(of: caller) != nil && index.ownerName(of: caller) == index.ownerName(of: helper.method)
                        guard tied, !helper.returned || Self.dropsResult(reader, call: cursor, in: caller, body: body) else { continue }
                        // An alert made only for one value of a flag: this call shows it when
                        // it certainly hands that value (a literal, or the default it leaves).
                        if let flag = helper.shownWhen {
                            let list = parameters(of: helper.method)
                            let handed = bound.firstIndex(of: flag.position).flatMap { argument -> String? in
                                let tokens = arguments[argument].start..<arguments[argument].end
                                return tokens.count == 1 ? reader.text(tokens.lowerBound) : nil
                            } ?? (bound.contains(flag.position) || flag.position >= list.count ? nil : list[flag.position].defaultValue)
                            guard handed == (flag.value ? "true" : "false") else { continue }
                        }
                        let place = CodePlace(file: firstFileIndex + caller.file, span: reader.tokens[cursor].span)
                        let helperName = helper.method.fullName
                        let callerName = (index.ownerName(of: caller).map { $0 + "." } ?? "") + caller.name
                        let message = arguments.first { $0.label == "message" }.flatMap { Self.words(reader, $0.start..<$0.end) }
                        guard let argument = bound.firstIndex(of: helper.position) else {
                            // Left out: the declaration's default.
                            let list = parameters(of: helper.method)
                            guard helper.position < list.count, let tokens = list[helper.position].defaultTokens,
                                  Self.isNoTitle(CodeBodyReader(index: index, file: helper.method.file), tokens) else { continue }
                            result[helper.request].append(UntitledCall(place: place, helper: helperName, caller: callerName, leavesTitleOut: true,
                                                                      messageWords: message))
                            continue
                        }
                        let value = arguments[argument].start..<arguments[argument].end
                        if Self.isNoTitle(reader, value) {
                            result[helper.request].append(UntitledCall(place: place, helper: helperName, caller: callerName, leavesTitleOut: false,
                                                                      messageWords: message))
                        } else if value.count == 1, reader.tokens[value.lowerBound].kind == .identifier {
                            // The caller's own parameter, handed on: its calls say the title.
                            let list = parameters(of: caller)
                            let name = reader.text(value.lowerBound)
                            guard let handedOn = list.firstIndex(where: { $0.name == name }),
                                  !isAssigned(handedOn, in: caller, index: index, parameters: list),
                                  seen.insert("\(helper.request).\(caller.id)").inserted else { continue }
                            next.append(Helper(request: helper.request, method: caller, position: handedOn, returned: false, shownWhen: nil))
                        }
                    }
                }
            }
            helpers = next
        }
        return result
    }

    /// The Objective-C messages that send a helper's selector and hand its title parameter
    /// `nil` or an empty string (`[self showAlertWithTitle:nil message:...]`), sent to `self`
    /// by a method of the helper's class or a subclass, or to anything when no other method
    /// has the selector, from a method that may run: per request. Every Objective-C method
    /// body is read once, whatever the number of helpers.
    private static func objectiveCCalls(of helpers: [(request: Int, method: MethodDeclaration, position: Int)], index: CodeIndex,
                                        firstFileIndex: Int, selectorCounts: [String: Int]) -> [Int: [UntitledCall]] {
        var byFirstPart: [String: [(request: Int, method: MethodDeclaration, position: Int, parts: [String])]] = [:]
        for helper in helpers where helper.method.selector.hasSuffix(":") {
            let parts = helper.method.selector.split(separator: ":").map(String.init)
            guard let first = parts.first, helper.position < parts.count else { continue }
            byFirstPart[first, default: []].append((helper.request, helper.method, helper.position, parts))
        }
        var calls: [Int: [UntitledCall]] = [:]
        guard !byFirstPart.isEmpty else { return calls }
        for caller in index.methods where !index.deadCode.methods.contains(caller.id) {
            guard index.files[caller.file].language == .objectiveC, let body = caller.body else { continue }
            let reader = CodeBodyReader(index: index, file: caller.file)
            let callerClass = index.ownerName(of: caller)
            for cursor in body where reader.tokens[cursor].kind == .identifier {
                // `[receiver first:...`: the receiver is one name right after the `[`.
                guard let candidates = byFirstPart[reader.text(cursor)], reader.isPunctuation(cursor + 1, ":"),
                      reader.isPunctuation(cursor - 2, "["), reader.isName(cursor - 1) || reader.is(cursor - 1, "self"),
                      !reader.isExcludedFromiOS(cursor), let close = reader.partners[cursor - 2], close > cursor else { continue }
                let sent = reader.objcSelectorParts(from: cursor, close: close)
                for helper in candidates where helper.method.id != caller.id && sent.map(\.name) == helper.parts {
                    let onOwnClass = reader.is(cursor - 1, "self") && callerClass.map { caller in
                        index.ownerName(of: helper.method).map { index.isSubclass(caller, of: $0) } ?? false
                    } ?? false
                    guard onOwnClass || selectorCounts[helper.method.selector] == 1 else { continue }
                    let argument = sent[helper.position]
                    guard isNoTitle(reader, argument.start..<argument.end) else { continue }
                    let message = sent.first { $0.name.hasSuffix("message") || $0.name.hasSuffix("Message") }
                    calls[helper.request, default: []].append(UntitledCall(
                        place: CodePlace(file: firstFileIndex + caller.file, span: reader.tokens[cursor].span),
                        helper: helper.method.selector, caller: (callerClass.map { $0 + "." } ?? "") + caller.name, leavesTitleOut: false,
                        messageWords: message.flatMap { words(reader, $0.start..<$0.end) }))
                }
            }
        }
        return calls
    }

    /// Whether the call at `call` (its name) is a statement of its own whose value nothing
    /// takes: on a line of its own after its receivers (`presenter.show(...)`), not
    /// assigned, returned, handed on, chained on, or the single expression a closure or a
    /// function gives back.
    private static func dropsResult(_ reader: CodeBodyReader, call: Int, in method: MethodDeclaration, body: Range<Int>) -> Bool {
        // Back over the receivers: `a.b(x).c?.` before the name.
        var start = call
        while start - 1 > body.lowerBound, reader.isPunctuation(start - 1, ".") {
            var previous = start - 2
            while previous > body.lowerBound, reader.is(previous, "?") || reader.is(previous, "!") { previous -= 1 }
            if reader.isPunctuation(previous, ")") || reader.isPunctuation(previous, "]") {
                guard let open = reader.partners[previous], open < previous else { return false }
                previous = open - 1
            }
            guard previous >= body.lowerBound, reader.isName(previous) || reader.is(previous, "self") else { return false }
            start = previous
        }
        // `await` and `try` say nothing about the value.
        while start - 1 > body.lowerBound, reader.is(start - 1, "await") || reader.is(start - 1, "try") { start -= 1 }
        guard reader.isPunctuation(call + 1, "("), let close = reader.partners[call + 1], close > call + 1 else { return false }
        var end = close + 1
        // A trailing closure.
        if reader.isPunctuation(end, "{"), !reader.lineBreakBefore(end), let closing = reader.partners[end], closing > end { end = closing + 1 }
        let before = start - 1
        guard before >= body.lowerBound - 1, reader.lineBreakBefore(start) || reader.isPunctuation(before, ";") else { return false }
        guard reader.isPunctuation(before, "{") || reader.isPunctuation(before, "}") || reader.isPunctuation(before, ";")
            || reader.isPunctuation(before, ")") || reader.isName(before) || reader.tokens[before].kind == .string else { return false }
        if reader.is(before, "return") || reader.is(before, "in") || reader.is(before, "throw") { return false }
        guard end >= body.upperBound || reader.isPunctuation(end, "}") || reader.isPunctuation(end, ";")
            || reader.lineBreakBefore(end) && !reader.isPunctuation(end, ".") else { return false }
        // `{ show(...) }`: the single expression is what a closure or a function with a
        // result gives back; a method that declares none (no `->`) drops it.
        if reader.isPunctuation(before, "{"), end >= body.upperBound || reader.isPunctuation(end, "}") {
            return before == body.lowerBound - 1 && !declaresResult(reader, of: method, body: body)
        }
        return true
    }

    /// Whether the method declares a result: a `->` between its name and its body.
    private static func declaresResult(_ reader: CodeBodyReader, of method: MethodDeclaration, body: Range<Int>) -> Bool {
        var cursor = body.lowerBound - 2
        while cursor > 0, reader.tokens[cursor].span.start > method.nameSpan.start {
            if reader.is(cursor, "->") { return true }
            cursor -= 1
        }
        return false
    }

    /// `nil`, `.none`, or a string literal of only white space: no title.
    /// The words an argument spells out: a literal without interpolation, or a localised
    /// string the app's tables give.
    private static func words(_ reader: CodeBodyReader, _ tokens: Range<Int>) -> String? {
        guard !tokens.isEmpty else { return nil }
        let words = reader.stringLiteral(tokens.lowerBound, tokens.upperBound) ?? reader.localisedWords(tokens.lowerBound, tokens.upperBound)
        return words.flatMap { $0.isBlank ? nil : $0 }
    }

    private static func isNoTitle(_ reader: CodeBodyReader, _ tokens: Range<Int>) -> Bool {
        if tokens.count == 1, reader.is(tokens.lowerBound, "nil") { return true }
        if tokens.count == 2, reader.isPunctuation(tokens.lowerBound, "."), reader.is(tokens.lowerBound + 1, "none") { return true }
        return reader.stringLiteral(tokens.lowerBound, tokens.upperBound)?.isBlank == true
    }

    /// Whether the method's body may give the parameter's name another value: it declares
    /// or binds the name anew (a local, a loop's or a closure's parameter), assigns it
    /// (`title = ...`, `title += ...`) or hands it `inout` (`&title`).
    /// Read over the whole body, closures included: the reading claims the title only when
    /// nothing in the method can change it.
    private static func isAssigned(_ parameter: Int, in method: MethodDeclaration, index: CodeIndex,
                                   parameters: [SwiftParameterList.Parameter]) -> Bool {
        guard parameter < parameters.count else { return true }
        let name = parameters[parameter].name
        guard let body = method.body else { return true }
        let reader = CodeBodyReader(index: index, file: method.file)
        for offset in body where reader.tokens[offset].kind == .identifier && reader.file.token(reader.tokens[offset], isText: name) {
            if reader.isPunctuation(offset - 1, ".") { continue }
            if reader.is(offset - 1, "let") || reader.is(offset - 1, "var") || reader.is(offset - 1, "&") { return true }
            // Bound anew: `for title in`, `case .x(title)`, a closure's `{ title in` or `{ (title) in`.
            if reader.is(offset - 1, "for") || reader.is(offset - 1, "case") || reader.is(offset + 1, "in")
                || reader.isPunctuation(offset + 1, ")") && reader.is(offset + 2, "in")
                || reader.isPunctuation(offset + 1, ",") && reader.isPunctuation(offset - 1, "(") { return true }
            if reader.is(offset + 1, "=") { return true }
            if offset + 1 < body.upperBound, reader.tokens[offset + 1].kind == .operator {
                let next = reader.text(offset + 1)
                if next.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(next) { return true }
            }
        }
        return false
    }
}
