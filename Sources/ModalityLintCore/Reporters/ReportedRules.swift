/// The checks a report can name: the run's rules, and the engine's own diagnostics
/// (`parse-error`, `invalid-flow`, `invalid-suppression`, `unused-suppression`), which are
/// not in the rule registry but still need a description in SARIF.
enum ReportedRules {
    /// Every description a report of `report` needs, each id once: the run's rules in
    /// order, then the engine's diagnostics, then a bare entry for any other id a
    /// diagnostic carries (so that every result can point at its rule).
    static func catalogue(for report: LintReport) -> [RuleDescription] {
        var catalogue: [RuleDescription] = []
        var known = Set<String>()
        for description in report.rules + [KnownRules.unusedSuppression] + KnownRules.fixed
        where known.insert(description.id).inserted {
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
