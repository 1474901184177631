/// Suppression comments in YAML flow files (the Configuration article, "Suppressing a problem"):
///
///     # modality-lint: disable-next-line RULE[, RULE]   the next line with content
///     key: value  # modality-lint: disable-line RULE    this line
///     # modality-lint: disable RULE                     from here ...
///     # modality-lint: enable RULE                      ... to here (or the end of the file)
///
/// `all` names every rule. Text after ` -- ` is a free-form reason. `parse-error`,
/// `invalid-flow`, `invalid-suppression` and `unused-suppression` cannot be suppressed: the
/// first two mean the file could not be trusted, the last two guard suppressions themselves.
/// A directive that silences nothing is reported as `unused-suppression`; one that cannot
/// be understood, or names an unknown rule, as `invalid-suppression`.
public struct SuppressionDirectives: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
    }

    /// One rule id of one directive, with the lines it covers.
    struct Entry: Sendable {
        var ruleID: String
        /// Where the rule id is written: `unused-suppression` points here.
        var span: ByteSpan
        var kind: Kind
        /// 1-based lines covered, inclusive.
        var firstLine: Int
        var lastLine: Int
    }

    static let everyRule = "all"
    static let prefix = Array("modality-lint:".utf8)

    let file: SourceFile
    private(set) var entries: [Entry] = []
    /// The indices of `entries`, by rule id, so that each diagnostic checks only its own
    /// rule's directives and `all`.
    private var entriesByRule: [String: [Int]] = [:]
    /// `invalid-suppression` diagnostics, and `unused-suppression` ones for `enable`s that
    /// close nothing.
    public private(set) var problems: [Diagnostic] = []

    /// Reads the directives among `comments` of `file`.
    public init(comments: [Comment], in file: SourceFile) {
        self.file = file
        var nextContentLine: [Int]?
        var openRanges: [String: Entry] = [:]
        var openOrder: [String] = []
        for comment in comments {
            guard let directive = parse(comment) else { continue }
            let line = file.lineIndex(at: comment.span.start) + 1
            switch directive.kind {
            case .disableLine, .disableNextLine:
                var target = line
                if directive.kind == .disableNextLine {
                    if nextContentLine == nil { nextContentLine = SuppressionDirectives.nextContentLines(file, comments) }
                    target = nextContentLine![line]
                }
                for (id, span) in directive.rules {
                    entries.append(Entry(ruleID: id, span: span, kind: directive.kind, firstLine: target, lastLine: target))
                }
            case .disable:
                for (id, span) in directive.rules where openRanges[id] == nil {
                    openRanges[id] = Entry(ruleID: id, span: span, kind: .disable, firstLine: line, lastLine: Int.max)
                    openOrder.append(id)
                }
            case .enable:
                for (id, span) in directive.rules {
                    let closing = id == SuppressionDirectives.everyRule ? openOrder.filter { openRanges[$0] != nil } : [id]
                    var closedAny = false
                    for openID in closing {
                        guard var entry = openRanges.removeValue(forKey: openID) else { continue }
                        entry.lastLine = line
                        entries.append(entry)
                        closedAny = true
                    }
                    if !closedAny {
                        problems.append(diagnostic(
                            ruleID: BuiltinDiagnostic.unusedSuppression, severity: .warning, span: span,
                            message: "`enable \(id)` has no `disable \(id)` before it; remove it"))
                    }
                }
            }
        }
        for id in openOrder {
            if let entry = openRanges[id] { entries.append(entry) }
        }
        for (index, entry) in entries.enumerated() { entriesByRule[entry.ruleID, default: []].append(index) }
    }

    /// Drops the diagnostics that a directive covers, and adds an `unused-suppression`
    /// for each rule id of a directive that covered nothing (only for rules that ran under
    /// `configuration`: a rule switched off here may run under another configuration).
    public func apply(to diagnostics: [Diagnostic], configuration: LintConfiguration) -> [Diagnostic] {
        applyCounting(to: diagnostics, configuration: configuration).kept
    }

    /// `apply`, also saying how many diagnostics the directives dropped.
    func applyCounting(
        to diagnostics: [Diagnostic], configuration: LintConfiguration
    ) -> (kept: [Diagnostic], suppressed: Int) {
        var used = [Bool](repeating: false, count: entries.count)
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let covering = entries(covering: diagnostic.ruleID, atLine: diagnostic.start.line)
            for index in covering { used[index] = true }
            if covering.isEmpty { kept.append(diagnostic) }
        }
        return (kept + problems(used: used, configuration: configuration), diagnostics.count - kept.count)
    }

    /// The entries that silence rule `ruleID` at 1-based `line` (none for a rule that
    /// cannot be suppressed). `lineDirectivesOnly`: only `disable-next-line` and
    /// `disable-line` ones, the directives that speak for one line's declaration or call.
    func entries(covering ruleID: String, atLine line: Int, lineDirectivesOnly: Bool = false) -> [Int] {
        guard KnownRules.isSuppressible(ruleID) else { return [] }
        var result: [Int] = []
        for ids in [entriesByRule[ruleID], entriesByRule[SuppressionDirectives.everyRule]] {
            for index in ids ?? [] where entries[index].firstLine <= line && line <= entries[index].lastLine {
                if lineDirectivesOnly, entries[index].kind != .disableLine, entries[index].kind != .disableNextLine { continue }
                result.append(index)
            }
        }
        return result
    }

    /// The directives' own problems: `invalid-suppression` always; `unused-suppression` (an
    /// `enable` that closes nothing, an entry `used` does not mark) only when that rule is
    /// on, at its severity.
    func problems(used: [Bool], configuration: LintConfiguration) -> [Diagnostic] {
        let unusedRule = KnownRules.unusedSuppression
        let invalid = problems.filter { $0.ruleID != unusedRule.id }
        guard configuration.isEnabled(unusedRule) else { return invalid }
        let severity = configuration.severity(of: unusedRule)
        var unused = problems.filter { $0.ruleID == unusedRule.id }
        for index in unused.indices { unused[index].severity = severity }
        for (index, entry) in entries.enumerated() where !used[index] {
            if entry.ruleID != SuppressionDirectives.everyRule {
                guard let rule = KnownRules.description(of: entry.ruleID),
                      configuration.isEnabled(rule) else { continue }
            }
            unused.append(diagnostic(
                ruleID: unusedRule.id, severity: severity, span: entry.span,
                message: "this `\(entry.kind.rawValue) \(entry.ruleID)` silences nothing; remove it"))
        }
        return invalid + unused
    }

    // MARK: Reading directives

    private struct Directive {
        var kind: Kind
        var rules: [(String, ByteSpan)]
    }

    private mutating func parse(_ comment: Comment) -> Directive? {
        let text = Array(comment.text.utf8)
        // `comment.span.start` is the `#`; the text begins one byte later.
        let base = comment.span.start + 1
        var index = 0
        func skipSpaces() { while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 } }
        func word() -> (String, ByteSpan)? {
            skipSpaces()
            let start = index
            while index < text.count, text[index] != 0x20, text[index] != 0x09, text[index] != 0x2C { index += 1 }
            guard index > start else { return nil }
            return (String(decoding: text[start..<index], as: UTF8.self), ByteSpan(start: base + start, end: base + index))
        }
        skipSpaces()
        guard text.count - index >= SuppressionDirectives.prefix.count,
              Array(text[index..<index + SuppressionDirectives.prefix.count]) == SuppressionDirectives.prefix
        else { return nil }
        index += SuppressionDirectives.prefix.count
        let whole = comment.span
        guard let (command, commandSpan) = word() else {
            invalid("a `modality-lint:` comment names a command: disable-next-line, disable-line, disable or enable", at: whole)
            return nil
        }
        guard let kind = Kind(rawValue: command) else {
            invalid("unknown suppression command `\(command)`"
                    + Suggestion.didYouMean(command, among: Kind.allCases.map(\.rawValue))
                    + "; use disable-next-line, disable-line, disable or enable", at: commandSpan)
            return nil
        }
        var rules: [(String, ByteSpan)] = []
        var valid = true
        while true {
            skipSpaces()
            while index < text.count, text[index] == 0x2C { index += 1; skipSpaces() }
            guard let (id, span) = word() else { break }
            if id == "--" { break }  // the rest is the reason
            if id == SuppressionDirectives.everyRule || KnownRules.isSuppressible(id) {
                rules.append((id, span))
            } else if KnownRules.description(of: id) != nil {
                invalid("`\(id)` cannot be suppressed", at: span)
                valid = false
            } else {
                invalid("unknown rule `\(id)` in suppression"
                        + Suggestion.didYouMean(id, among: KnownRules.configurable.map(\.id) + [SuppressionDirectives.everyRule]),
                        at: span)
                valid = false
            }
        }
        if rules.isEmpty {
            if valid {
                invalid("`\(command)` names the rules it silences (or `all`)", at: commandSpan)
            }
            return nil
        }
        return Directive(kind: kind, rules: rules)
    }

    private mutating func invalid(_ message: String, at span: ByteSpan) {
        problems.append(diagnostic(ruleID: BuiltinDiagnostic.invalidSuppression, severity: .error, span: span, message: message))
    }

    private func diagnostic(ruleID: String, severity: Severity, span: ByteSpan, message: String) -> Diagnostic {
        Linter.diagnostic(in: file, span: span, severity: severity, ruleID: ruleID, message: message, subject: "")
    }

    /// For each 1-based line, the first later line holding something other than blanks
    /// and whole-line comments (one backwards pass: linear however many directives).
    private static func nextContentLines(_ file: SourceFile, _ comments: [Comment]) -> [Int] {
        let lineCount = file.lineStarts.count
        var commentOnly = [Bool](repeating: false, count: lineCount + 2)
        for comment in comments where comment.isWholeLine {
            commentOnly[file.lineIndex(at: comment.span.start) + 1] = true
        }
        var next = [Int](repeating: lineCount + 1, count: lineCount + 2)
        var candidate = lineCount + 1
        var line = lineCount
        while line >= 1 {
            next[line] = candidate
            let span = file.lineSpan(line)
            let blank = file.bytes[span.start..<span.end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !blank && !commentOnly[line] { candidate = line }
            line -= 1
        }
        next[0] = candidate
        return next
    }
}
