/// Where the run raises an app's own named event (`notify(.switched_timeline(t))`,
/// `NotificationCenter.default.post(name: .didLogOut, ...)`): the places that say the name
/// after a dot, other than those that subscribe to it (`.onReceive(handle_notify(.name))`,
/// `publisher(for: .name)`, `addObserver(..., name: .name, ...)`).
///
/// A screen's `.onReceive(event) { dismiss() }` is a way out people have on that screen
/// only if something they do there raises the event. When every place that raises it is in
/// the code of the screen's presenters (the screen covers them while it shows), the app
/// closes the screen on its own, and people have no way out there. The run is read once
/// for the names said after a dot; each name is looked up when a handler asks.
struct EventPosters {
    /// Each name said after a `.`, with where (file, token of the name).
    private var mentions: [String: [(file: Int, token: Int)]] = [:]

    init(index: CodeIndex) {
        for (position, file) in index.files.enumerated() where file.language == .swift {
            let tokens = file.tokens
            for offset in tokens.indices where offset > 0 && tokens[offset].kind == .identifier {
                let dot = tokens[offset - 1]
                guard dot.kind == .punctuation, file.bytes[dot.span.start] == UInt8(ascii: ".") else { continue }
                mentions[file.text(of: tokens[offset]), default: []].append((position, offset))
            }
        }
    }

    /// Calls whose arguments name an event to listen for, not to raise it.
    private static let subscribingCalls: Set<String> = ["onReceive", "publisher", "addObserver", "notifications", "removeObserver"]

    /// The places that raise the event `name`: every mention outside a subscription.
    func posters(of name: String, in index: CodeIndex) -> [(file: Int, token: Int)] {
        (mentions[name] ?? []).filter { !isSubscription(at: $0.token, in: CodeBodyReader(index: index, file: $0.file)) }
    }

    /// Whether the mention sits in the arguments of `onReceive(`, `publisher(for:`,
    /// `addObserver(` (directly, or in a call made there: `onReceive(handle_notify(.name))`).
    private func isSubscription(at token: Int, in reader: CodeBodyReader) -> Bool {
        var cursor = token - 1
        var calls = 0
        var steps = 0
        // A few calls out, a bounded walk: what is not settled there counts as raising it.
        while cursor > 0, calls < 3, steps < 64 {
            steps += 1
            if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor], close > token {
                calls += 1
                if reader.tokens[cursor - 1].kind == .identifier, Self.subscribingCalls.contains(reader.text(cursor - 1)) { return true }
            } else if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "}") || reader.isPunctuation(cursor, "]"),
                      let open = reader.partners[cursor], open < cursor {
                cursor = open
            } else if reader.isPunctuation(cursor, "{") || reader.isPunctuation(cursor, ";") {
                return false
            }
            cursor -= 1
        }
        return false
    }

    /// The event a publisher expression names: `handle_notify(.switched_timeline)`,
    /// `NotificationCenter.default.publisher(for: .didLogOut)`: the one implicit member
    /// handed as an argument. Nil for anything else (`model.$done`, a timer): then what
    /// raises it is not said.
    static func eventName(in range: Range<Int>, _ reader: CodeBodyReader) -> String? {
        var found: String?
        for offset in range where offset >= 2 && reader.tokens[offset].kind == .identifier && reader.isPunctuation(offset - 1, ".") {
            let before = offset - 2
            guard reader.isPunctuation(before, "(") || reader.isPunctuation(before, ":") else { continue }
            if found != nil { return nil }
            found = reader.text(offset)
        }
        return found
    }
}
