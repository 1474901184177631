import ModalityLintCore

/// Finds the configuration that applies to a file: `--config FILE` for everything, else the
/// `.modality-lint.yml` in the file's folder or its nearest parent. Each folder is looked up
/// once per run. Loading is the core's job (`ConfigurationLoader`); this only finds files.
final class ConfigurationLookup {
    /// A configuration and the absolute folder its paths are relative to.
    struct Resolved {
        var configuration: ConfigurationFile
        var folder: String

        /// Whether a file (absolute path) is linted under this configuration.
        func covers(_ absolutePath: String) -> Bool {
            configuration.covers(FileSystem.relative(absolutePath, to: folder))
        }

        func mayContainCoveredFiles(_ absoluteFolder: String) -> Bool {
            configuration.mayContainCoveredFiles(FileSystem.relative(absoluteFolder, to: folder))
        }
    }

    /// The defaults, when no configuration file is found.
    static let defaults = Resolved(configuration: ConfigurationFile(path: ""), folder: "/")

    /// `--config FILE`, loaded once.
    private var explicitResolved: Resolved?
    private var byFolder: [String: Resolved] = [:]
    /// Every problem in every configuration file met; the run stops (exit 2) if any.
    private(set) var problems: [ConfigurationProblem] = []
    /// Configuration files that could not be read, with the reason.
    private(set) var failures: [String] = []
    /// The absolute path of every configuration file loaded (or tried), in order: the
    /// result cache's key holds them, so that one added where none was makes a new key.
    private(set) var loaded: [String] = []

    /// `explicitPath` is `--config FILE`; a missing or broken one is recorded as a problem.
    init(explicitPath: String?) {
        if let explicitPath {
            explicitResolved = load(explicitPath) ?? ConfigurationLookup.defaults
        }
    }

    /// The configuration for the files in `folder` (absolute).
    func configuration(forFolder folder: String) -> Resolved {
        if let explicitResolved { return explicitResolved }
        var visited: [String] = []
        var current = folder
        var found = ConfigurationLookup.defaults
        while true {
            if let cached = byFolder[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = (current == "/" ? "" : current) + "/" + ConfigurationLoader.fileName
            if FileSystem.kind(of: candidate) != .missing {
                found = load(candidate) ?? ConfigurationLookup.defaults
                break
            }
            if current == "/" { break }
            current = FileSystem.parent(of: current)
        }
        for folder in visited { byFolder[folder] = found }
        return found
    }

    /// Prints every configuration file that could not be read and every mistake in one
    /// that could, to standard error; true when there was any (the run then exits 2).
    func printProblems() -> Bool {
        // Like every error not at a line of a file, said by the tool.
        for failure in failures { Output.standardError("modality-lint: \(failure)\n") }
        for problem in problems { Output.standardError("\(problem)\n") }
        return !failures.isEmpty || !problems.isEmpty
    }

    private func load(_ path: String) -> Resolved? {
        let absolute = FileSystem.absolute(path)
        loaded.append(absolute)
        let shown = ConfigurationLookup.displayPath(absolute)
        guard FileSystem.kind(of: absolute) == .file else {
            failures.append("\(shown): \(FileSystem.kind(of: absolute) == .missing ? "no such configuration file" : "not a readable file")")
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(absolute)
        } catch let error as FileSystem.ReadError {
            failures.append("\(shown): cannot read the configuration file: \(error.reason)")
            return nil
        } catch {
            failures.append("\(shown): cannot read the configuration file")
            return nil
        }
        let (configuration, problems) = ConfigurationLoader.load(SourceFile(path: shown, bytes: bytes))
        self.problems += problems
        guard let configuration else { return nil }
        return Resolved(configuration: configuration, folder: FileSystem.parent(of: absolute))
    }

    /// A path relative to the current folder when it lies inside it, else absolute.
    static func displayPath(_ absolute: String) -> String {
        let current = FileSystem.absolute(".")
        let relative = FileSystem.relative(absolute, to: current)
        return relative.hasPrefix("..") ? absolute : relative
    }
}
