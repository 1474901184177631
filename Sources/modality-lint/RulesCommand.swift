import ModalityLintCore

/// `modality-lint rules`: the catalogue, one rule a line.
struct RulesCommand: Subcommand {
    static let name = "rules"
    static let summary = "List every rule: id, default severity, on or off, summary."

    static let parser = ArgumentParser(
        command: name, usage: "modality-lint rules\n\nLists the rules, then the built-in diagnostics.", options: [])

    static func run(_ arguments: [String]) -> Int32 {
        var status = ExitStatus.clean
        guard let parsed = parser.run(arguments, status: &status) else { return status }
        if let extra = parsed.operands.first {
            return parser.fail(UsageError(message: "unexpected argument `\(extra)`"))
        }
        Output.standardOutput(table())
        return ExitStatus.clean
    }

    static func table() -> String {
        let rules = KnownRules.configurable
        let fixed = KnownRules.fixed
        let idWidth = (rules + fixed).map(\.id.count).max() ?? 10
        func row(_ id: String, _ severity: String, _ state: String, _ summary: String) -> String {
            id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + severity.padding(toLength: 9, withPad: " ", startingAt: 0)
                + state.padding(toLength: 9, withPad: " ", startingAt: 0) + summary + "\n"
        }
        var text = row("RULE", "SEVERITY", "DEFAULT", "SUMMARY")
        for rule in rules {
            text += row(rule.id, rule.defaultSeverity.rawValue, rule.enabledByDefault ? "on" : "off", rule.summary)
        }
        text += "\nBuilt in (always on, cannot be configured or suppressed):\n"
        for rule in fixed {
            text += row(rule.id, rule.defaultSeverity.rawValue, "always", rule.summary)
        }
        text += "\nRun 'modality-lint explain RULE' for the guideline, options and an example.\n"
        return text
    }
}
