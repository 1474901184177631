/// A `.modality-lint.yml`, validated: rule settings for the linter, and which files it
/// covers. Paths in it are relative to the folder that holds it; the command line turns
/// file paths into that form before asking `covers(_:)`.
public struct ConfigurationFile: Sendable {
    /// The configuration file's path, as the command line handed it.
    public var path: String
    /// `rules:`, ready for `Linter`.
    public var lint: LintConfiguration
    /// `include:`; empty means everything.
    public var include: [PathPattern]
    /// `exclude:`.
    public var exclude: [PathPattern]
    /// `storyboards:`; false stops folder searches from picking up `*.storyboard`.
    public var readsStoryboards: Bool
    /// `swift:`; false stops folder searches from picking up `*.swift`.
    public var readsSwift: Bool
    /// `objc:`; false stops folder searches from picking up `*.m`.
    public var readsObjectiveC: Bool
    /// `build-fail-level:`, the lowest severity that fails a build the build tool plugin
    /// lints in (`lint --build-step`); nil (`none`, the default) means no problem fails it.
    /// A linter added to a build must not break it before its team has decided so.
    public var buildFailLevel: Severity?
    /// `targets:`; false lints every file a folder search finds, whether an iOS app target
    /// of the folder's Xcode projects builds it or not (`TargetMembership`).
    public var followsTargets = true

    public init(
        path: String, lint: LintConfiguration = LintConfiguration(), include: [PathPattern] = [],
        exclude: [PathPattern] = [], readsStoryboards: Bool = true, readsSwift: Bool = true,
        readsObjectiveC: Bool = true, buildFailLevel: Severity? = nil
    ) {
        self.path = path
        self.lint = lint
        self.include = include
        self.exclude = exclude
        self.readsStoryboards = readsStoryboards
        self.readsSwift = readsSwift
        self.readsObjectiveC = readsObjectiveC
        self.buildFailLevel = buildFailLevel
    }

    /// Whether a file, given relative to the configuration file's folder, is linted:
    /// matched by `include` (when it has entries) and by no `exclude`.
    public func covers(_ relativePath: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(relativePath) }) { return false }
        return !exclude.contains { $0.matches(relativePath) }
    }

    /// Whether a folder search should go into a folder at all (an excluded folder is not
    /// walked, which matters for large ones).
    public func mayContainCoveredFiles(_ relativeFolder: String) -> Bool {
        !exclude.contains { $0.matches(relativeFolder) }
    }
}

/// A mistake in a configuration file, at its line and column. Configuration problems stop
/// the run (exit status 2): a typo must never silently switch a rule off.
public struct ConfigurationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var position: SourcePosition
    public var message: String

    public init(path: String, position: SourcePosition, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// `path:line:column: error: message`, the form editors read.
    public var description: String { "\(path):\(position.line):\(position.column): error: \(message)" }
}
