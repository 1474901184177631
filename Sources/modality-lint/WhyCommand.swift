/// `modality-lint why FILE:LINE [PATH ...]`: the problems at one line and the facts each
/// relied on, each with its place and how it was established (certainty.md, part 3). The
/// run is `lint`'s over PATH, so an app's storyboards and code are read together as always.
/// Without PATH, the run reads FILE's app: the nearest folder at or above FILE that holds a
/// `.modality-lint.yml`, an Xcode project (`*.xcodeproj`) or a `Package.swift`; failing
/// those, the nearest that holds `.git`; failing that, the current folder.
struct WhyCommand: Subcommand {
    static let name = "why"
    static let summary = "Show why a problem was reported: the facts it relied on, and where each was read."

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "--help" || arguments.first == "-h" {
            Output.standardOutput("""
                usage: modality-lint why FILE[:LINE] [OPTIONS] [PATH ...]

                Lints PATH (default: FILE's app, see below) as `modality-lint` does and prints the problems at
                FILE (and LINE), each with the facts it relied on: where each was read (a flow file's key, a
                storyboard attribute, a line of code) and how it was established (stated, or closed: every
                place that could give it was read to the end). Then the problems a rule did not report there
                because a fact it needs is open, each with why: what the reading could not follow, and where.
                Takes lint's options (--config, ...). Without PATH, FILE's app is linted: the nearest folder at
                or above FILE with a .modality-lint.yml, an Xcode project (*.xcodeproj) or a Package.swift;
                failing those, the nearest with .git; failing that, the current folder.

                """)
            return ExitStatus.clean
        }
        guard let place = arguments.first, !place.hasPrefix("-") else {
            Output.standardError("modality-lint why: name a place, as FILE:LINE (e.g. 'modality-lint why App/Editor.swift:12')\n")
            return ExitStatus.usage
        }
        var rest = Array(arguments.dropFirst())
        // A file's problems depend on the app around it, wherever the command is run from.
        if let parsed = try? LintCommand.parser.parse(rest), parsed.operands.isEmpty, let app = appFolder(of: place) {
            rest += ["--", app]
        }
        // The problems a rule left unsaid at the place, because a fact is open, with why.
        return LintCommand.run(["--format", "evidence", "--show-uncertain", "--at", place] + rest)
    }

    /// The folder of FILE's app, as a path to pass to `lint`, or nil when FILE is not a file here (then the current folder is read,
    /// and `--at` says when it names no file of the run).
    static func appFolder(of place: String) -> String? {
        var file = place
        if let colon = place.lastIndex(of: ":"), Int(place[place.index(after: colon)...]) != nil {
            file = String(place[..<colon])
        }
        let absolute = FileSystem.absolute(file)
        guard FileSystem.kind(of: absolute) == .file else { return nil }
        var folders: [String] = []
        var folder = FileSystem.parent(of: absolute)
        while true {
            folders.append(folder)
            if folder == "/" { break }
            folder = FileSystem.parent(of: folder)
        }
        func holds(_ folder: String, _ test: (String) -> Bool) -> Bool {
            ((try? FileSystem.contents(of: folder)) ?? []).contains(where: test)
        }
        let app = folders.first { holds($0) { $0 == ".modality-lint.yml" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") } }
            ?? folders.first { holds($0) { $0 == ".git" } }
        guard let app else { return nil }
        // Shown as FILE is written, so that the run's paths are the place's: `../App/X.swift`
        // under `../App`, an absolute FILE under an absolute folder.
        return file.hasPrefix("/") ? app : FileSystem.relative(app, to: FileSystem.absolute("."))
    }
}
