/// One problem, ready to show: where it is, how much it matters, which rule found it and
/// what to change.
public struct Diagnostic: Sendable, Hashable {
    /// The path of the file, as the linter was handed it.
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var severity: Severity
    /// A rule id of the catalogue, or `parse-error` / `invalid-flow`.
    public var ruleID: String
    public var message: String
    /// What the diagnostic concerns, independent of line numbers: the screen id, and for
    /// an action `screen/label`. Baselines and SARIF fingerprints match on it.
    public var subject: String
    /// The facts the rule relied on, each with its place and how it was established
    /// (empty for the tool's own diagnostics).
    public var evidence: [Evidence] = []

    public init(
        file: String, start: SourcePosition, end: SourcePosition, severity: Severity,
        ruleID: String, message: String, subject: String, evidence: [Evidence] = []
    ) {
        self.evidence = evidence
        self.file = file
        self.start = start
        self.end = end
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.subject = subject
    }

    /// Diagnostics sort by file, line, column, then rule id.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.start != rhs.start { return lhs.start < rhs.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// The ids of the two diagnostics that are not rules and can never be disabled.
public enum BuiltinDiagnostic {
    /// The file is not valid JSON or supported YAML.
    public static let parseError = "parse-error"
    /// Unknown keys, wrong types, unknown values, ids that name no screen.
    public static let invalidFlow = "invalid-flow"
}
