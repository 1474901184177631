import ModalityLintCore

/// `modality-lint init`: writes a starter `.modality-lint.yml` that lists every rule with
/// its defaults, commented out, so that the file changes nothing until someone edits it.
struct InitCommand: Subcommand {
    static let name = "init"
    static let summary = "Write a starter .modality-lint.yml listing every rule and its defaults."

    static let parser = ArgumentParser(
        command: name,
        usage: "modality-lint init [FILE]\n\nWrites FILE (default .modality-lint.yml); never overwrites an existing file.",
        options: [])

    static func run(_ arguments: [String]) -> Int32 {
        var status = ExitStatus.clean
        guard let parsed = parser.run(arguments, status: &status) else { return status }
        guard parsed.operands.count <= 1 else {
            return parser.fail(UsageError(message: "name at most one file"))
        }
        let path = parsed.operands.first ?? ConfigurationLoader.fileName
        guard FileSystem.kind(of: path) == .missing else {
            return parser.fail(UsageError(message: "\(path) already exists; not overwriting it"))
        }
        do {
            try FileSystem.writeAtomically(template(), to: path)
        } catch let error as FileSystem.ReadError {
            Output.standardError("modality-lint init: cannot write \(path): \(error.reason)\n")
            return ExitStatus.usage
        } catch {
            return ExitStatus.usage
        }
        Output.standardError("wrote \(path): every rule is listed with its default; uncomment a line to change it\n")
        return ExitStatus.clean
    }

    /// The starter file. Each rule line is commented out and holds its defaults; removing
    /// the `# ` in front of one gives a valid setting (a test checks that).
    static func template() -> String {
        var text = """
        # modality-lint configuration. It applies to the code (Swift, Objective-C), storyboards
        # and flow files in this folder and below (a folder's own .modality-lint.yml takes
        # over there).
        #
        # A rule is `on`, `off`, a severity (`error`, `warning`, `info`), or a mapping:
        #   rule-id: { severity: warning, enabled: true, <option>: value }
        # Each rule below is listed with its defaults; remove the `# ` to change it.
        # 'modality-lint explain RULE' tells what a rule checks.

        rules:

        """
        for rule in KnownRules.configurable {
            text += "  # \(rule.summary)\n"
            var fields = ["severity: \(rule.defaultSeverity.rawValue)", "enabled: \(rule.enabledByDefault)"]
            for option in rule.options {
                fields.append("\(option.name): \(option.defaultValue)")
            }
            text += "  # \(rule.id): { \(fields.joined(separator: ", ")) }\n"
        }
        text += """

        # Which files to lint: paths or globs relative to this file's folder
        # (`*` within a name, `**` any folders, `?` one character). A folder includes all it holds.
        # include: [Flows]
        # exclude: [Flows/legacy, "**/*.draft.flow.yml"]

        # Read *.storyboard files found in folders (files named on the command line always are).
        # storyboards: true

        # The lowest severity that fails a build linted by the SwiftPM or Xcode build tool plugin:
        # none (problems are shown, errors as warnings, and the build goes on), error, warning or info.
        # build-fail-level: none

        """
        return text
    }
}
