/// The checks a report can name: the run's rules, and the three that are not rules
/// (never in the registry, never disabled) but still need a description in SARIF.
enum ReportedRules {
    /// The id of the diagnostic for a suppression comment or `lint: { disable }` entry
    /// that suppressed nothing.
    static let unusedSuppression = "unused-suppression"

    static let builtins: [RuleDescription] = [
        RuleDescription(
            id: BuiltinDiagnostic.parseError, defaultSeverity: .error,
            summary: "The file is not valid JSON or supported YAML; nothing else in it was checked.",
            guideline: "A flow file must parse before its flow can be judged. The message names "
                + "the problem (or the unsupported YAML feature) at its line and column."),
        RuleDescription(
            id: BuiltinDiagnostic.invalidFlow, defaultSeverity: .error,
            summary: "An unknown key, a value of the wrong type, an unknown value, or an id that "
                + "names no screen.",
            guideline: "The flow document must follow the flow file format; the message says what "
                + "was expected, and suggests the nearest known name."),
        RuleDescription(
            id: unusedSuppression, defaultSeverity: .warning,
            summary: "A suppression comment or `lint: { disable }` entry that suppressed nothing.",
            guideline: "Remove suppressions that no longer apply, so that they cannot hide a "
                + "future problem."),
    ]

    /// Every description a report of `report` needs, each id once: the run's rules in
    /// order, then the built-in checks, then a bare entry for any other id a diagnostic
    /// carries (so that every result can point at its rule).
    static func catalogue(for report: LintReport) -> [RuleDescription] {
        var catalogue: [RuleDescription] = []
        var known = Set<String>()
        for description in report.rules + builtins where known.insert(description.id).inserted {
            catalogue.append(description)
        }
        for diagnostic in report.diagnostics where known.insert(diagnostic.ruleID).inserted {
            catalogue.append(RuleDescription(
                id: diagnostic.ruleID, defaultSeverity: diagnostic.severity,
                summary: diagnostic.ruleID, guideline: diagnostic.ruleID))
        }
        return catalogue
    }
}
