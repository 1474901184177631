/// Whether a Swift method closes an alert it built on every path of the work that follows
/// (`alerts[...].closedOnEveryPath`): a progress alert ("Updating Note...") that the app
/// dismisses when the upload succeeds and when it fails is the app's to close, and an OK
/// would only let people hide work that goes on. One dismissal on some paths is not enough:
/// a `guard ... else { return }` before it, a failure that skips it, a completion handler of
/// the app's that may never be called leave the alert on screen.
///
/// The reading walks the statements after the alert's construction, in order:
/// - a dismissal of the alert closes every path that reaches it;
/// - `return`, `throw`, `break`, `continue`, and a `try` outside a `do` (a failure leaves
///   early), end a path that has not closed it;
/// - `if`/`else` closes when every branch does (a final `else` included); `do`/`catch` when
///   the `do` and its catch-all `catch` do; `guard`'s `else` must close before it exits;
/// - `defer { alert.dismiss() }` closes every path of its scope;
/// - a closure closes when it certainly runs (`Task { }`, `DispatchQueue.main.async { }`,
///   `MainActor.run { }`, `OperationQueue.addOperation { }`) and its body closes; a closure
///   handed to the app's or another framework's call (a completion handler) may never run;
/// - loops and `switch` with a dismissal or an exit in them are not read: not every path.
///
/// Each token is walked once per alert: a block is walked by the statement that owns it and
/// skipped by the level around it. The alerts of one method share a budget of steps (a few
/// times the method's length), so that a method of many alerts each dismissed stays linear:
/// an alert read after the budget is spent is not known to be closed on every path.
final class EveryPathClosure {
    private let reader: CodeBodyReader
    private var dismissals: Set<Int> = []
    private var end: Int
    private var budget: Int

    /// A reader for one method whose body ends at `limit`.
    init(reader: CodeBodyReader, limit: Int, methodLength: Int) {
        self.reader = reader
        self.end = limit
        self.budget = 4 * max(methodLength, 1)
    }

    private enum Outcome {
        /// Every path through the code read so far closes the alert.
        case closes
        /// Some path leaves without closing it.
        case escapes
        /// The code read leaves the alert as it was; the path goes on.
        case continues
        /// The code is not read to the end (a loop, a `switch`).
        case unknown
    }

    /// Calls whose trailing closure certainly runs: the framework runs it, soon.
    private static let certainlyRun: Set<String> = [
        "Task", "detached", "async", "asyncAfter", "sync", "run", "addOperation", "performAndWait", "perform",
    ]

    /// Whether the alert built at `construction` is closed on every path that follows it,
    /// up to the end of the block the construction is in.
    func holds(from construction: Int, dismissals: Set<Int>) -> Bool {
        guard !dismissals.isEmpty, reader.file.language == .swift else { return false }
        self.dismissals = dismissals
        return walk(from: construction, to: end, insideDo: false) == .closes
    }

    /// The statements from `start` to `end` (or to the `}` that ends their block).
    private func walk(from start: Int, to end: Int, insideDo: Bool) -> Outcome {
        var cursor = start
        while cursor < end {
            budget -= 1
            if budget < 0 { return .unknown }
            if dismissals.contains(cursor) { return .closes }
            if reader.isPunctuation(cursor, "}") { return .continues }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") {
                // A group or an argument list: a closure inside it is handed to a call,
                // which may never run it; a dismissal there closes no path.
                guard let close = partner(cursor) else { return .unknown }
                cursor = close + 1
                continue
            }
            if reader.tokens[cursor].kind == .keyword || reader.tokens[cursor].kind == .identifier {
                if reader.is(cursor, "return") || reader.is(cursor, "throw") || reader.is(cursor, "break") || reader.is(cursor, "continue") {
                    return .escapes
                }
                if reader.is(cursor, "try"), !insideDo, !reader.is(cursor + 1, "?"), !reader.is(cursor + 1, "!") { return .escapes }
                if reader.is(cursor, "if") {
                    let (outcome, next) = readIf(cursor, insideDo: insideDo)
                    if outcome != .continues { return outcome }
                    cursor = next
                    continue
                }
                if reader.is(cursor, "guard") {
                    guard let open = bodyOpen(after: cursor, stoppingAtElse: true), let close = partner(open) else { return .unknown }
                    switch walk(from: open + 1, to: close, insideDo: insideDo) {
                    case .closes: cursor = close + 1; continue
                    case .unknown: return .unknown
                    case .escapes, .continues: return .escapes
                    }
                }
                if reader.is(cursor, "do"), reader.isPunctuation(cursor + 1, "{") {
                    let (outcome, next) = readDo(cursor + 1, insideDo: insideDo)
                    if outcome != .continues { return outcome }
                    cursor = next
                    continue
                }
                if reader.is(cursor, "switch") || reader.is(cursor, "for") || reader.is(cursor, "while") || reader.is(cursor, "repeat") {
                    guard let open = bodyOpen(after: cursor, stoppingAtElse: false), let close = partner(open) else { return .unknown }
                    if containsDismissal(open, close) || containsExit(open, close) { return .unknown }
                    cursor = close + 1
                    continue
                }
                if reader.is(cursor, "func") {
                    // A local function: its body runs only where it is called.
                    guard let open = bodyOpen(after: cursor, stoppingAtElse: false), let close = partner(open) else { return .unknown }
                    cursor = close + 1
                    continue
                }
            }
            if reader.isPunctuation(cursor, "{") {
                guard let close = partner(cursor) else { return .unknown }
                if reader.is(cursor - 1, "defer") {
                    if walk(from: cursor + 1, to: close, insideDo: false) == .closes { return .closes }
                } else if runsCertainly(cursor) {
                    let outcome = walk(from: cursor + 1, to: close, insideDo: false)
                    if outcome != .continues { return outcome }
                }
                // Any other closure may never run: what it does closes no path.
                cursor = close + 1
                continue
            }
            cursor += 1
        }
        return .continues
    }

    /// `if c { } else if d { } else { }`: the outcome of the chain and the token after it.
    private func readIf(_ start: Int, insideDo: Bool) -> (Outcome, Int) {
        var cursor = start
        var allClose = true
        while true {
            guard let open = bodyOpen(after: cursor, stoppingAtElse: false), let close = partner(open) else { return (.unknown, end) }
            switch walk(from: open + 1, to: close, insideDo: insideDo) {
            case .escapes: return (.escapes, close + 1)
            case .unknown: return (.unknown, close + 1)
            case .continues: allClose = false
            case .closes: break
            }
            guard reader.is(close + 1, "else") else {
                // No final `else`: the path that takes no branch goes on.
                return (.continues, close + 1)
            }
            if reader.is(close + 2, "if") {
                cursor = close + 2
                continue
            }
            guard reader.isPunctuation(close + 2, "{"), let elseClose = partner(close + 2) else { return (.unknown, end) }
            switch walk(from: close + 3, to: elseClose, insideDo: insideDo) {
            case .escapes: return (.escapes, elseClose + 1)
            case .unknown: return (.unknown, elseClose + 1)
            case .continues: allClose = false
            case .closes: break
            }
            return (allClose ? .closes : .continues, elseClose + 1)
        }
    }

    /// `do { } catch ... { }`: closes when the `do` and every `catch` close and one `catch`
    /// catches everything.
    private func readDo(_ open: Int, insideDo: Bool) -> (Outcome, Int) {
        guard let close = partner(open) else { return (.unknown, end) }
        var catchesAll = false
        var catches: [(Int, Int)] = []
        var cursor = close + 1
        while reader.is(cursor, "catch") {
            guard let catchOpen = bodyOpen(after: cursor, stoppingAtElse: false), let catchClose = partner(catchOpen) else { return (.unknown, end) }
            if catchOpen == cursor + 1 || (reader.is(cursor + 1, "let") && catchOpen == cursor + 3) { catchesAll = true }
            catches.append((catchOpen, catchClose))
            cursor = catchClose + 1
        }
        var outcomes = [walk(from: open + 1, to: close, insideDo: insideDo || catchesAll)]
        for (catchOpen, catchClose) in catches { outcomes.append(walk(from: catchOpen + 1, to: catchClose, insideDo: insideDo)) }
        if outcomes.contains(.escapes) { return (.escapes, cursor) }
        if outcomes.contains(.unknown) { return (.unknown, cursor) }
        return (outcomes.allSatisfy { $0 == .closes } && (catchesAll || catches.isEmpty) ? .closes : .continues, cursor)
    }

    /// The `{` of the body of the statement at `keyword` (`if`, `guard`'s `else`, a loop),
    /// past its condition's groups.
    private func bodyOpen(after keyword: Int, stoppingAtElse: Bool) -> Int? {
        var cursor = keyword + 1
        var elseSeen = !stoppingAtElse
        while cursor < end {
            if reader.isPunctuation(cursor, "{") { return elseSeen ? cursor : nil }
            if reader.isPunctuation(cursor, "}") { return nil }
            if reader.is(cursor, "else") { elseSeen = true }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") {
                guard let close = partner(cursor) else { return nil }
                cursor = close
            }
            cursor += 1
        }
        return nil
    }

    /// A trailing closure of a call the framework certainly runs: `Task {`,
    /// `Task { @MainActor in`, `Task(priority: .high) {`, `DispatchQueue.main.async {`,
    /// `queue.asyncAfter(deadline: .now() + 1) {`, `MainActor.run {`.
    private func runsCertainly(_ open: Int) -> Bool {
        var callee = open - 1
        if reader.isPunctuation(callee, ")"), let group = partner(callee) { callee = group - 1 }
        guard reader.isName(callee) else { return false }
        let name = reader.text(callee)
        guard Self.certainlyRun.contains(name) else { return false }
        if name == "Task" { return true }
        let chain = reader.receivers(before: callee)
        if name == "detached" { return chain.first == "Task" }
        if name == "run" { return chain.first == "MainActor" }
        // `async`, `sync`, `addOperation`, `perform`: on a queue or context (a receiver).
        return !chain.isEmpty && chain.first != "()"
    }

    private func partner(_ offset: Int) -> Int? {
        guard let other = reader.partners[offset], other > offset, other <= end else { return nil }
        return other
    }

    private func containsDismissal(_ open: Int, _ close: Int) -> Bool {
        dismissals.contains { $0 > open && $0 < close }
    }

    /// A `return` or `throw` in the block; a block past the budget counts as one.
    private func containsExit(_ open: Int, _ close: Int) -> Bool {
        budget -= close - open
        return budget < 0 || (open..<close).contains { reader.is($0, "return") || reader.is($0, "throw") }
    }
}
