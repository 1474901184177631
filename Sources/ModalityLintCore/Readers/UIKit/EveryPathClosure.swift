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
///   `MainActor.run { }`, `OperationQueue.addOperation { }`, `withCheckedContinuation { }`
///   and Swift's other continuations, the completion of `present(alert, animated: true) { }`,
///   the screen's own or, where the app declares no `present(_:animated:...)`, another
///   presenter's) and its
///   body closes; a closure
///   handed to the app's or another framework's call (a completion handler) may never run;
/// - loops and `switch` with a dismissal or an exit in them are not read: not every path.
///
/// Objective-C is read the same way, with its own shapes: a message sent to the alert
/// (`[alert dismissViewControllerAnimated:YES completion:nil]`) closes the paths that reach
/// it; a braceless `if (c) statement;` or `else statement;` is a branch of one statement;
/// a block certainly runs when it is handed to `dispatch_async`, `dispatch_after`,
/// `dispatch_sync`, `dispatch_barrier_async`, `addOperationWithBlock:`,
/// `scheduledTimerWithTimeInterval:...block:` or `presentViewController:animated:completion:`.
/// A block handed to any other call may never run. A toast (an alert with no actions
/// dismissed a moment later in a `dispatch_after` block, or `asyncAfter`, or a timer's
/// block) is closed on every path this way, whether Swift's closure trails the call or is
/// its labelled argument (`asyncAfter(deadline: t, execute: { ... })`).
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

    /// The app's functions that certainly run the closure they are handed (`withMainActor { }`).
    private let appCode: AppAlertCode?

    /// A reader for one method whose body ends at `limit`.
    init(reader: CodeBodyReader, limit: Int, methodLength: Int, appCode: AppAlertCode? = nil) {
        self.reader = reader
        self.end = limit
        self.budget = 4 * max(methodLength, 1)
        self.appCode = appCode
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

    /// Calls whose trailing closure certainly runs: the framework runs it, soon. Swift's
    /// continuations run theirs at once, before the `await` returns
    /// (`await withCheckedContinuation { c in alert.dismiss(animated: true) { c.resume() } }`).
    private static let certainlyRun: Set<String> = [
        "Task", "detached", "async", "asyncAfter", "sync", "run", "addOperation", "performAndWait", "perform",
        "scheduledTimer", "present", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    /// Objective-C functions that certainly run the block they are handed: GCD's.
    private static let objcCertainlyRunFunctions: Set<String> = [
        "dispatch_async", "dispatch_after", "dispatch_sync", "dispatch_barrier_async", "dispatch_barrier_sync",
    ]

    /// Objective-C messages (their first selector part) that certainly run the block they
    /// are handed: `[[NSOperationQueue mainQueue] addOperationWithBlock:^{...}]`,
    /// `[NSTimer scheduledTimerWithTimeInterval:1.2 repeats:NO block:^(NSTimer *t){...}]`.
    private static let objcCertainlyRunMessages: Set<String> = [
        "addOperationWithBlock", "scheduledTimerWithTimeInterval", "presentViewController",
    ]

    private var isObjC: Bool { reader.file.language == .objectiveC }

    /// Whether the alert built at `construction` is closed on every path that follows it,
    /// up to the end of the block the construction is in.
    func holds(from construction: Int, dismissals: Set<Int>) -> Bool {
        guard !dismissals.isEmpty, reader.file.language == .swift || reader.file.language == .objectiveC else { return false }
        self.dismissals = dismissals
        var start = construction
        while true {
            let outcome = walk(from: start, to: end, insideDo: false)
            // Built in a block the caller waits for (`DispatchQueue.main.sync { ... }`): the
            // statements after the block follow it on every path.
            guard outcome == .continues, let after = afterSynchronousBlock(around: start) else { return outcome == .closes }
            start = after
        }
    }

    /// Where the code goes on after the innermost block around `position`, when that block
    /// is a closure its call runs before returning (`queue.sync { }`, `performAndWait { }`).
    private func afterSynchronousBlock(around position: Int) -> Int? {
        var cursor = position - 1
        while cursor >= 0 {
            budget -= 1
            if budget < 0 { return nil }
            if reader.isPunctuation(cursor, "}"), let open = reader.partners[cursor], open < cursor {
                cursor = open - 1
                continue
            }
            if reader.isPunctuation(cursor, "{") {
                guard let close = reader.partners[cursor], close > position, close < end,
                      reader.isName(cursor - 1), reader.is(cursor - 1, "sync") || reader.is(cursor - 1, "performAndWait"),
                      !reader.receivers(before: cursor - 1).isEmpty else { return nil }
                return close + 1
            }
            cursor -= 1
        }
        return nil
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
                if isObjC {
                    // A message to the alert, or a block GCD, a queue or a timer runs.
                    let outcome = readObjCGroup(cursor, close)
                    if outcome != .continues { return outcome }
                } else if reader.isPunctuation(cursor, "(") {
                    // `asyncAfter(deadline: .now() + 1.5, execute: { ... })`: a closure argument
                    // of a call that certainly runs it.
                    let outcome = readSwiftArguments(cursor, close)
                    if outcome != .continues { return outcome }
                }
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
                    guard let body = branch(after: cursor) else { return .unknown }
                    if containsDismissal(body.start - 1, body.end) || containsExit(body.start - 1, body.end) { return .unknown }
                    cursor = body.next
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
            guard let body = branch(after: cursor) else { return (.unknown, end) }
            switch walk(from: body.start, to: body.end, insideDo: insideDo) {
            case .escapes: return (.escapes, body.next)
            case .unknown: return (.unknown, body.next)
            case .continues: allClose = false
            case .closes: break
            }
            guard reader.is(body.next, "else") else {
                // No final `else`: the path that takes no branch goes on.
                return (.continues, body.next)
            }
            if reader.is(body.next + 1, "if") {
                cursor = body.next + 1
                continue
            }
            guard let elseBody = branch(after: body.next) else { return (.unknown, end) }
            switch walk(from: elseBody.start, to: elseBody.end, insideDo: insideDo) {
            case .escapes: return (.escapes, elseBody.next)
            case .unknown: return (.unknown, elseBody.next)
            case .continues: allClose = false
            case .closes: break
            }
            return (allClose ? .closes : .continues, elseBody.next)
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

    /// The body of the statement at `keyword` (`if`, `else`, a loop): the tokens to walk
    /// (`start..<end`) and the token after it. In Objective-C a body may be one statement
    /// without braces (`if (done) return;`), up to its `;`; one that is itself a statement
    /// with a body (`if (a) if (b) ...`) is not read.
    private func branch(after keyword: Int) -> (start: Int, end: Int, next: Int)? {
        if isObjC {
            var cursor = keyword + 1
            if reader.isPunctuation(cursor, "("), let close = partner(cursor) { cursor = close + 1 }
            if !reader.isPunctuation(cursor, "{") {
                for nested: StaticString in ["if", "for", "while", "do", "switch", "else"] where reader.is(cursor, nested) { return nil }
                guard let semicolon = statementEnd(from: cursor) else { return nil }
                return (cursor, semicolon, semicolon + 1)
            }
            guard let close = partner(cursor) else { return nil }
            return (cursor + 1, close, close + 1)
        }
        guard let open = bodyOpen(after: keyword, stoppingAtElse: false), let close = partner(open) else { return nil }
        return (open + 1, close, close + 1)
    }

    /// The `;` that ends an Objective-C statement starting at `start`, past its groups.
    private func statementEnd(from start: Int) -> Int? {
        var cursor = start
        while cursor < end {
            if reader.isPunctuation(cursor, ";") { return cursor }
            if reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, "{") { return nil }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") {
                guard let close = partner(cursor) else { return nil }
                cursor = close
            }
            cursor += 1
        }
        return nil
    }

    /// An Objective-C group `open...close` met as a statement's part: a message sending the
    /// alert its dismissal closes the paths that reach it; a block that GCD, an operation
    /// queue or a timer certainly runs is walked; any other block may never run. Each token
    /// of the group is looked at once (nested groups are skipped, not entered).
    /// A Swift argument list: a closure argument (`execute: { ... }`) of a call that
    /// certainly runs what it is handed is walked; any other closure may never run. Each
    /// token of the list is looked at once (nested groups are skipped, not entered).
    private func readSwiftArguments(_ open: Int, _ close: Int) -> Outcome {
        guard Self.runsWhatItIsHanded(callee: open - 1, reader, appCode: appCode) else { return .continues }
        var cursor = open + 1
        while cursor < close {
            budget -= 1
            if budget < 0 { return .unknown }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "{") {
                guard let inner = partner(cursor) else { return .unknown }
                if reader.isPunctuation(cursor, "{"), reader.isPunctuation(cursor - 1, ":") {
                    let outcome = walk(from: cursor + 1, to: inner, insideDo: false)
                    if outcome != .continues { return outcome }
                }
                cursor = inner + 1
                continue
            }
            cursor += 1
        }
        return .continues
    }

    private func readObjCGroup(_ open: Int, _ close: Int) -> Outcome {
        let certainlyRuns: Bool
        if reader.isPunctuation(open, "(") {
            certainlyRuns = reader.isName(open - 1) && Self.objcCertainlyRunFunctions.contains(reader.text(open - 1))
        } else {
            certainlyRuns = firstSelector(open, close).map { Self.objcCertainlyRunMessages.contains($0) } ?? false
        }
        var cursor = open + 1
        while cursor < close {
            budget -= 1
            if budget < 0 { return .unknown }
            // `[alert dismissViewControllerAnimated:YES completion:nil]`: the message itself.
            if reader.isPunctuation(open, "["), dismissals.contains(cursor) { return .closes }
            if reader.is(cursor, "^") {
                // `^{`, `^(NSTimer *timer) {`: a block argument.
                var body = cursor + 1
                if reader.isPunctuation(body, "("), let parameters = partner(body) { body = parameters + 1 }
                if certainlyRuns, reader.isPunctuation(body, "{"), let blockClose = partner(body) {
                    let outcome = walk(from: body + 1, to: blockClose, insideDo: false)
                    if outcome != .continues { return outcome }
                    cursor = blockClose + 1
                    continue
                }
            }
            if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "{") {
                guard let inner = partner(cursor) else { return .unknown }
                cursor = inner + 1
                continue
            }
            cursor += 1
        }
        return .continues
    }

    /// The first part of the selector of the message `[receiver part:...]` at `open`.
    private func firstSelector(_ open: Int, _ close: Int) -> String? {
        var cursor = open + 1
        // The receiver: a name, or a group (`[NSOperationQueue mainQueue]`).
        if reader.isPunctuation(cursor, "[") || reader.isPunctuation(cursor, "("), let inner = partner(cursor) {
            cursor = inner + 1
        } else {
            cursor += 1
        }
        guard cursor < close, reader.isName(cursor) else { return nil }
        return reader.text(cursor)
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
        // The call's argument list before the closure: `partner` looks forward only.
        if reader.isPunctuation(callee, ")"), let group = reader.partners[callee], group < callee { callee = group - 1 }
        return Self.runsWhatItIsHanded(callee: callee, reader, appCode: appCode)
    }

    /// The name token of the call that `offset`, a bare argument (`execute: calling`), is
    /// handed to, when that call certainly runs what it is handed.
    static func callRunningArgument(at offset: Int, _ reader: CodeBodyReader, appCode: AppAlertCode?) -> Int? {
        // The `(` of the argument list the argument is in: the nearest one before it whose
        // partner closes after it, at most a few arguments back.
        var cursor = offset - 1
        while cursor >= 0, offset - cursor < 64 {
            if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor], close > offset {
                return runsWhatItIsHanded(callee: cursor - 1, reader, appCode: appCode) ? cursor - 1 : nil
            }
            if reader.isPunctuation(cursor, ")"), let group = reader.partners[cursor], group < cursor {
                cursor = group - 1
                continue
            }
            if reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, ";") { return nil }
            cursor -= 1
        }
        return nil
    }

    /// Whether the call named at `callee` certainly runs the closure it is handed: one of
    /// the framework's (`certainlyRun`) on the receiver it needs, or a function of the app's
    /// whose body certainly runs it (`AppAlertCode.runsItsClosure`).
    private static func runsWhatItIsHanded(callee: Int, _ reader: CodeBodyReader, appCode: AppAlertCode?) -> Bool {
        guard reader.isName(callee) else { return false }
        let name = reader.text(callee)
        guard Self.certainlyRun.contains(name) else {
            let chain = reader.receivers(before: callee)
            guard let appCode, chain.isEmpty || chain == ["self"] else { return false }
            return appCode.runsItsClosure(calling: name)
        }
        if name == "Task" { return true }
        let chain = reader.receivers(before: callee)
        if name == "detached" { return chain.first == "Task" }
        if name == "run" { return chain.first == "MainActor" }
        if name == "scheduledTimer" { return chain.first == "Timer" }
        // Swift's continuations are free functions: `await withCheckedContinuation { ... }`.
        if name.hasSuffix("Continuation") { return chain.isEmpty }
        // `present(alert, animated: true) { ... }`: UIKit runs the completion once the alert
        // shows (a toast dismissed a moment later from there). On another presenter
        // (`self?.parentViewController?.present(alert, ...)`) it is UIKit's all the same
        // where the app declares no `present` taking `animated:` (its `present(next:)` is
        // another call): the completion runs whenever the alert shows (a nil presenter shows
        // nothing).
        if name == "present" {
            let isUIKits = chain.isEmpty || chain == ["self"] || appCode.map { !$0.declares("present", withLabel: "animated") } == true
            guard isUIKits, reader.isPunctuation(callee + 1, "(") else { return false }
            return reader.arguments(ofCallAt: callee + 1).contains { $0.label == "animated" }
        }
        // `async`, `sync`, `addOperation`, `perform`: on a queue or context (a receiver); on
        // what a call returns only where that call is GCD's (`DispatchQueue.global().async`).
        guard let first = chain.first else { return false }
        return first != "()" || isGlobalQueue(before: callee, reader)
    }

    /// Whether the call whose `.` precedes `callee` is GCD's own queue getter:
    /// `DispatchQueue.global().async`, `DispatchQueue.global(qos: .userInitiated).async`.
    private static func isGlobalQueue(before callee: Int, _ reader: CodeBodyReader) -> Bool {
        let close = callee - 2
        guard reader.isPunctuation(callee - 1, "."), reader.isPunctuation(close, ")"), let open = reader.partners[close],
              open < close, reader.isName(open - 1), reader.is(open - 1, "global") else { return false }
        return reader.receivers(before: open - 1) == ["DispatchQueue"]
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
