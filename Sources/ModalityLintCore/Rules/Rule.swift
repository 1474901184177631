/// A rule: one guideline, checked over a decoded flow and its graph.
///
/// Adding a rule is one new file with a type conforming to `Rule`, and one line in
/// `RuleRegistry.all`. Every rule must run in time linear in the size of the graph: use
/// `FlowGraph`'s precomputed facts, never enumerate paths.
public protocol Rule: Sendable {
    /// The rule's id, default severity, summary, guideline and options.
    static var description: RuleDescription { get }
    init()
    /// Reports every place where `context.document` breaks the rule.
    func check(_ context: RuleContext)
}

/// What a rule is, for the catalogue (`modality-lint rules`), `explain`, SARIF and the
/// configuration checker.
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    /// One line: what triggers it.
    public var summary: String
    /// The guideline it enforces, in a sentence.
    public var guideline: String
    /// The Human Interface Guidelines page it comes from; empty for the tool's own
    /// diagnostics (`parse-error`, `invalid-flow`, the suppression checks), which no
    /// guideline page explains.
    public var helpURL: String
    public var options: [RuleOption]
    /// A short flow (YAML) that triggers the rule, for `modality-lint explain`; the rule's
    /// document in `Rules/` must contain it, so the two cannot drift.
    public var example: String

    public init(
        id: String, defaultSeverity: Severity, enabledByDefault: Bool = true, summary: String,
        guideline: String,
        helpURL: String = "https://developer.apple.com/design/human-interface-guidelines/modality",
        options: [RuleOption] = [],
        example: String = ""
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.guideline = guideline
        self.helpURL = helpURL
        self.options = options
        self.example = example
    }
}

/// A rule's option, with its default.
public struct RuleOption: Sendable {
    public var name: String
    public var defaultValue: OptionValue
    public var summary: String

    public init(name: String, defaultValue: OptionValue, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// The value of a rule option.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case number(Double)

    public var description: String {
        switch self {
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        }
    }
}
