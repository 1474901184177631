/// Every id a person can meet in a report: the rules of `RuleRegistry` and the engine's
/// own diagnostics. The configuration checker, `rules` and `explain` read this list, so a
/// built-in id is never reported as unknown.
public enum KnownRules {
    /// A suppression comment or `lint: { disable: }` entry that silenced nothing.
    public static let unusedSuppression = RuleDescription(
        id: BuiltinDiagnostic.unusedSuppression, defaultSeverity: .warning,
        summary: "A suppression comment or `lint: { disable: }` entry that silenced nothing. Reported at the rule id.",
        guideline: "Remove suppressions that no longer hide anything, so that they cannot hide a new problem later.",
        helpURL: KnownRules.guide("Configuration", anchor: "suppressing-a-problem"),
        example: """
        app: Notes
        screens:
          library:
            title: Notes  # modality-lint: disable-line modal-title
        """)

    /// The engine's diagnostics that are not rules; they cannot be configured or
    /// suppressed, because each means the tool could not trust what it read.
    public static let fixed: [RuleDescription] = [
        RuleDescription(
            id: BuiltinDiagnostic.parseError, defaultSeverity: .error,
            summary: "The file is not valid JSON or supported YAML, or could not be read. Reported where reading stopped.",
            guideline: "Fix the file first: nothing else in it can be checked until it can be read.",
            helpURL: KnownRules.guide("ReadingFlowFiles")),
        RuleDescription(
            id: BuiltinDiagnostic.invalidFlow, defaultSeverity: .error,
            summary: "An unknown key, a value of the wrong type, an unknown value, or an id that names no screen. Reported at the value.",
            guideline: "Write the flow as the flow file reference describes; a misspelt key would otherwise be silently ignored.",
            helpURL: KnownRules.guide("FlowFiles", anchor: "what-gets-reported")),
        RuleDescription(
            id: BuiltinDiagnostic.invalidSuppression, defaultSeverity: .error,
            summary: "A `# modality-lint:` comment that cannot be understood, or that names an unknown rule. Reported at the comment.",
            guideline: "A misspelt suppression would silence nothing while looking as if it did.",
            helpURL: KnownRules.guide("Configuration", anchor: "suppressing-a-problem")),
    ]

    /// The page of the tool's own documentation that explains a built-in id (no guideline
    /// page of Apple's does): SARIF needs a `helpUri` for every id it can emit.
    static func guide(_ page: String, anchor: String? = nil) -> String {
        ModalityLint.informationURL + "/blob/main/Sources/ModalityLintCore/ModalityLintCore.docc/" + page + ".md"
            + (anchor.map { "#" + $0 } ?? "")
    }

    /// The ids a configuration file may name under `rules:`.
    public static let configurable: [RuleDescription] = RuleRegistry.descriptions + [unusedSuppression]

    /// Everything, in catalogue order: the rules, then the built-in diagnostics.
    public static let all: [RuleDescription] = configurable + fixed

    private static let byID: [String: RuleDescription] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    /// `unused-suppression` is configurable but cannot itself be silenced: it guards the
    /// suppressions.
    private static let suppressibleIDs = Set(configurable.map(\.id)).subtracting([unusedSuppression.id])

    public static func description(of id: String) -> RuleDescription? {
        byID[id]
    }

    /// Whether a suppression (a comment or `lint: { disable: }`) may silence the rule id:
    /// any configurable rule but `unused-suppression`.
    public static func isSuppressible(_ id: String) -> Bool {
        suppressibleIDs.contains(id)
    }
}

extension BuiltinDiagnostic {
    /// A suppression that silenced nothing (a warning, configurable like a rule).
    public static let unusedSuppression = "unused-suppression"
    /// A suppression directive that names an unknown rule or is malformed (an error that
    /// cannot be suppressed).
    public static let invalidSuppression = "invalid-suppression"
}
