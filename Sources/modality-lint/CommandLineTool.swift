import ModalityLintCore

/// Exit statuses (the CommandLine article of the documentation catalog, "Exit status").
enum ExitStatus {
    /// No problem at or above the failing severity.
    static let clean: Int32 = 0
    /// Problems found (an unreadable or invalid flow file is one).
    static let problems: Int32 = 1
    /// The command itself was wrong: unknown flag, bad configuration, missing path.
    static let usage: Int32 = 2
}

/// One subcommand: `lint`, `rules`, `explain`, `graph`, `parse`, `init`, ...
protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    static func run(_ arguments: [String]) -> Int32
}

enum CommandLineTool {
    /// Every subcommand; `lint` is the default when the first argument names none.
    static let subcommands: [any Subcommand.Type] = [
        LintCommand.self,
        RulesCommand.self,
        ExplainCommand.self,
        GraphCommand.self,
        ParseCommand.self,
        InitCommand.self,
        ImportCommand.self,
        SchemaCommand.self,
        WhyCommand.self,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "--version" {
            Output.standardOutput("modality-lint \(ModalityLint.version)\n")
            return ExitStatus.clean
        }
        if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
            Output.standardOutput(help)
            return ExitStatus.clean
        }
        if let name = arguments.first, let command = subcommands.first(where: { $0.name == name }) {
            return command.run(Array(arguments.dropFirst()))
        }
        return LintCommand.run(arguments)
    }

    static var help: String {
        var text = """
        modality-lint \(ModalityLint.version): checks iOS modal flows against Apple's Human Interface Guidelines.

        Usage: modality-lint [lint] [PATH ...]
               modality-lint COMMAND [ARGUMENTS]

        Commands:

        """
        for command in subcommands {
            text += "  " + command.name + String(repeating: " ", count: max(1, 10 - command.name.count)) + command.summary + "\n"
        }
        text += """

        Run 'modality-lint COMMAND --help' for a command's options.
        Exit status: 0 no problem at or above the failing severity, 1 problems found,
        2 the command itself was wrong.

        """
        return text
    }
}
