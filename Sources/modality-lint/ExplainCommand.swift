import ModalityLintCore

/// `modality-lint explain RULE`: everything about one rule.
struct ExplainCommand: Subcommand {
    static let name = "explain"
    static let summary = "Explain a rule: what it checks, the guideline, options, an example."

    static let parser = ArgumentParser(command: name, usage: "modality-lint explain RULE", options: [])

    static func run(_ arguments: [String]) -> Int32 {
        var status = ExitStatus.clean
        guard let parsed = parser.run(arguments, status: &status) else { return status }
        guard parsed.operands.count == 1, let id = parsed.operands.first else {
            return parser.fail(UsageError(message: "name one rule, e.g. `modality-lint explain modal-dismiss-button`"))
        }
        guard let rule = KnownRules.description(of: id) else {
            return parser.fail(UsageError(message: "unknown rule `\(id)`" + Suggestion.didYouMean(id, among: KnownRules.all.map(\.id))
                                          + "; 'modality-lint rules' lists them"))
        }
        Output.standardOutput(explanation(of: rule))
        return ExitStatus.clean
    }

    static func explanation(of rule: RuleDescription) -> String {
        let isFixed = KnownRules.fixed.contains { $0.id == rule.id }
        var text = "\(rule.id)\n\n"
        text += "  Severity:  \(rule.defaultSeverity.rawValue)"
        text += isFixed ? " (always on; cannot be configured or suppressed)\n" : ", \(rule.enabledByDefault ? "on" : "off") by default\n"
        text += "  Checks:    \(rule.summary)\n"
        text += "  Guideline: \(rule.guideline)\n"
        if !rule.helpURL.isEmpty { text += "  More:      \(rule.helpURL)\n" }
        if !rule.reading.isEmpty { text += "  In apps:   \(rule.reading)\n" }
        if !rule.options.isEmpty {
            text += "\nOptions (in .modality-lint.yml: `\(rule.id): { <option>: value }`):\n"
            for option in rule.options {
                text += "  \(option.name) (default \(option.defaultValue)): \(option.summary)\n"
            }
        }
        if !rule.example.isEmpty {
            text += "\nExample that triggers it (a flow file):\n\n"
            for line in rule.example.split(separator: "\n", omittingEmptySubsequences: false) {
                text += line.isEmpty ? "\n" : "    \(line)\n"
            }
            // The same screens as each source would state them: the problem in its words.
            let reports = ExampleInEverySource.reports(of: rule.id)
            if reports.allSatisfy({ $0.message == nil }) {
                text += "Read from a storyboard or code, these screens are not reported: see In apps, above.\n"
            } else {
                text += "The same screens read from each source:\n"
                for report in reports {
                    let said = report.message ?? "not reported: see In apps, above"
                    text += "  \(report.source + ":", padded: 13)\(said)\n"
                }
            }
        }
        // Only advice that works for this id: a suppression comment naming an id that
        // cannot be suppressed is itself an error.
        text += "\n"
        if rule.id == BuiltinDiagnostic.parseError {
            text += "To see how the tool read a file: modality-lint parse FILE\n"
        } else if rule.id == BuiltinDiagnostic.unusedSuppression {
            text += "To fix it: delete the suppression it points at (or the rule id in it) that silences nothing\n"
        } else if isFixed {
            text += "To fix it: correct the place it points at; the message says what to write\n"
        }
        if KnownRules.isSuppressible(rule.id) {
            // A directive silences what is reported on its lines; on a screen's class or at a
            // presenting call, that screen's or presentation's problems wherever they are
            // placed (the Configuration article, "Suppressing a problem").
            text += "To silence it where it is reported:\n"
            text += "  \("flow file", padded: 20)# modality-lint: disable-line \(rule.id)"
                + "   (YAML; or disable-next-line, disable ... enable)\n"
            text += "  \("", padded: 20)lint: { disable: [\(rule.id)] }   (on the screen; YAML or JSON)\n"
            text += "  \("Swift, Objective-C", padded: 20)// modality-lint: disable-line \(rule.id)"
                + "   (or disable-next-line, disable ... enable)\n"
            text += "  \("storyboard, xib", padded: 20)// modality-lint: disable-next-line \(rule.id)"
                + "   (above the scene's class in code, or above the call that presents it)\n"
            text += "  \("some files", padded: 20)\(rule.id): { excluded: [\"**/Debug/**\"] }   (under `rules:` in .modality-lint.yml)\n"
        }
        if !isFixed {
            text += "To switch it off: `\(rule.id): off` under `rules:` in .modality-lint.yml\n"
        }
        return text
    }
}

private extension DefaultStringInterpolation {
    /// `text` followed by spaces up to `width` characters (a column of labels).
    mutating func appendInterpolation(_ text: String, padded width: Int) {
        appendLiteral(text + String(repeating: " ", count: max(1, width - text.count)))
    }
}
