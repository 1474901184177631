/// `modality-lint why FILE:LINE [PATH ...]`: the problems at one line and the facts each
/// relied on, each with its place and how it was established (certainty.md, part 3). The
/// run is `lint`'s over PATH (default: the current folder), so an app's storyboards and code
/// are read together as always.
struct WhyCommand: Subcommand {
    static let name = "why"
    static let summary = "Show why a problem was reported: the facts it relied on, and where each was read."

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "--help" || arguments.first == "-h" {
            Output.standardOutput("""
                usage: modality-lint why FILE[:LINE] [OPTIONS] [PATH ...]

                Lints PATH (default: the current folder) as `modality-lint` does and prints the problems at
                FILE (and LINE), each with the facts it relied on: where each was read (a flow file's key, a
                storyboard attribute, a line of code) and how it was established (stated, or closed: every
                place that could give it was read to the end). Then the problems a rule did not report there
                because a fact it needs is open, each with why: what the reading could not follow, and where.
                Takes lint's options (--config, ...).

                """)
            return ExitStatus.clean
        }
        guard let place = arguments.first, !place.hasPrefix("-") else {
            Output.standardError("modality-lint why: name a place, as FILE:LINE (e.g. 'modality-lint why App/Editor.swift:12')\n")
            return ExitStatus.usage
        }
        // The problems a rule left unsaid at the place, because a fact is open, with why.
        return LintCommand.run(["--format", "evidence", "--show-uncertain", "--at", place] + arguments.dropFirst())
    }
}
