/// Everything a report needs about one lint run.
public struct LintReport: Sendable {
    /// Every diagnostic of the run, sorted by `Diagnostic.ordered`.
    public var diagnostics: [Diagnostic]
    /// The paths that were linted, in order, clean ones included (JUnit lists them all).
    public var files: [String]
    /// The sources by path, so that a reporter can show the offending line.
    public var sources: [String: SourceFile]
    /// The descriptions of the rules of the run (SARIF's `tool.driver.rules`).
    public var rules: [RuleDescription]
    /// The absolute path of the folder the paths are relative to (the command line's
    /// working directory), when known. SARIF, GitHub and GitLab want paths relative to the
    /// repository: absolute paths inside this folder are made relative to it, and SARIF
    /// records it as `%SRCROOT%`.
    public var sourceRoot: String?
    /// The lowest severity that fails the run (`--fail-level`): JUnit fails exactly the
    /// test cases that fail the run, so that a CI's test view and its status agree.
    public var failLevel: Severity
    /// The screens of app runs that no rule judged, and why.
    public var unjudged: [UnjudgedScreen] = []
    /// The screens on which a rule stayed silent because a fact it needs is open, and why.
    public var openFacts: [OpenFactScreen] = []
    /// Code files that do not lex, whose facts are unknown.
    public var unreadCode: [UnreadCodeFile] = []
    /// `--show-uncertain`: what the rules would report if open facts were as feared, as
    /// notes that never fail a run (empty unless asked for).
    public var uncertain: [Diagnostic] = []
    /// Files a folder search found that no iOS app target builds, left out of the run.
    public var leftOut: [LeftOutFile] = []
    /// Code left unread because it never runs (dead UI), named.
    public var neverRun: [NeverRunCode] = []
    /// The flows the diagnostics are about (a flow file's document, the storyboards read
    /// together), for reports that draw them (`Reporter.drawsFlows`); the command line
    /// keeps them only for those.
    public var documents: [FlowDocument]
    /// Problems silenced by suppressions (`lint: { disable: }`, comment directives): a
    /// report may count them, never list them.
    public var suppressedCount: Int
    /// Problems left out because a baseline records them: counted, never listed.
    public var baselinedCount: Int
    /// Where the files can be read on the web (a CI's repository page), for links to lines.
    public var sourceLinks: SourceLinks?

    public init(
        diagnostics: [Diagnostic], files: [String], sources: [String: SourceFile] = [:],
        rules: [RuleDescription] = RuleRegistry.descriptions, sourceRoot: String? = nil,
        failLevel: Severity = .error, documents: [FlowDocument] = [], suppressedCount: Int = 0,
        baselinedCount: Int = 0, sourceLinks: SourceLinks? = nil
    ) {
        self.diagnostics = diagnostics
        self.files = files
        self.sources = sources
        self.rules = rules
        self.sourceRoot = sourceRoot
        self.failLevel = failLevel
        self.documents = documents
        self.suppressedCount = suppressedCount
        self.baselinedCount = baselinedCount
        self.sourceLinks = sourceLinks
    }

    /// How many diagnostics there are of a severity.
    public func count(of severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}

/// How the report is shown, decided by the command line (the core never looks at the
/// terminal itself).
public struct ReportStyle: Sendable {
    /// Show each diagnostic's source line with a caret (standard output is a terminal).
    public var showsSource: Bool
    /// Use ANSI colors.
    public var usesColor: Bool

    public init(showsSource: Bool = false, usesColor: Bool = false) {
        self.showsSource = showsSource
        self.usesColor = usesColor
    }
}

/// One output format. Adding a format is one new file with a type conforming to
/// `Reporter`, and one line in `ReporterRegistry.all`.
public protocol Reporter: Sendable {
    /// The name people pass to `--format`.
    static var name: String { get }
    init()
    /// Whether the report draws the flows, and so needs `LintReport.documents` (kept in
    /// memory only when some report asks).
    static var drawsFlows: Bool { get }
    /// The whole report, ready to print or write.
    func render(_ report: LintReport, style: ReportStyle) -> String
}

extension Reporter {
    public static var drawsFlows: Bool { false }
}

public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        JUnitReporter.self,
        CheckstyleReporter.self,
        GitLabReporter.self,
        MarkdownReporter.self,
        EvidenceReporter.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func reporter(named name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}

/// A file a folder search found and left out of the run, because no iOS app target of the
/// folder's Xcode projects builds it (`TargetMembership`).
public struct LeftOutFile: Sendable, Hashable {
    /// The path as shown in the report.
    public var file: String
    /// `otherPlatform`, `testsOnly`, `notEmbedded`, `noTarget`, `platformFolder` or `notInWorkspace`.
    public var reason: String
    /// For `otherPlatform`, the platform (`watchOS`); for `platformFolder`, the folder's name;
    /// for `notInWorkspace`, the workspace's (`App.xcworkspace`).
    public var detail: String?
    /// The project (`*.xcodeproj`) that speaks for the file, as shown.
    public var project: String?
    /// The targets that build it, none of which ships in an iOS app.
    public var targets: [String]

    public init(file: String, reason: String, detail: String? = nil, project: String? = nil, targets: [String] = []) {
        self.file = file
        self.reason = reason
        self.detail = detail
        self.project = project
        self.targets = targets
    }
}
