/// The whole run as one JSON object, for scripts. The schema is stable (README, "JSON
/// output"): fields are only ever added.
///
/// ```
/// { "tool": {"name", "version"}, "files": [path],
///   "diagnostics": [{"file", "start": {"line", "column"}, "end": {...}, "severity",
///                    "rule", "message", "subject",
///                    "evidence": [{"fact", "statement", "file"?, "start"?, "how"}]}],
///   "summary": {"errors", "warnings", "infos"},
///   "notJudged": [{"screen", "file", "start": {...}, "reason", "class"?, "codeFile"?, "rules"?, "open"?}],
///   "unreadCode": [{"file", "start": {...}, "message"}],
///   "leftOut": [{"file", "reason", "platform"?, "folder"?, "project"?, "targets"}],
///   "uncertain": [diagnostic, severity info, only with --show-uncertain],
///   "neverRun": [{"kind", "name", "file", "start": {...}}] }
/// ```
///
/// `notJudged` lists the screens of app runs that no rule judged: `classNotInRun` (the
/// scene's class is the app's own and its code is not in the run), `deadScene` (nothing
/// shows the scene), `codeNotRead` (`codeFile`, which declares or extends the screen's
/// type, does not lex), or `factOpen` (a rule stayed silent on the screen because a fact it
/// needs is open: `rules` names them, and `open` says why each fact is open as evidence
/// entries, `kind` saying what the reading could not follow, placed where it gave up).
/// `unreadCode` lists the code files that do not lex: read for facts
/// only, they never fail a run. `leftOut` lists the files a folder search found that no iOS
/// app target builds (`otherPlatform` with its `platform`, `testsOnly`, `notEmbedded`,
/// `noTarget`, `platformFolder` with its `folder`, or `notInWorkspace` with its
/// `workspace`), with the project that says so.
/// `neverRun` names the code left unread because it never runs (dead UI): `kind` `segue`
/// (a manual segue nothing performs; `name` empty), `method` (`Type.name(_:)`: nothing calls
/// it and no control is connected to it) or `view` (a SwiftUI view nothing builds).
/// ```
/// ```
public struct JSONReporter: Reporter {
    public static let name = "json"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        JSONValue.object([
            ("tool", .object([
                ("name", .string(ModalityLint.name)),
                ("version", .string(ModalityLint.version)),
            ])),
            ("files", .array(report.files.map { .string($0) })),
            ("diagnostics", .array(report.diagnostics.map(JSONReporter.value(of:)))),
            ("summary", .object([
                ("errors", .integer(report.count(of: .error))),
                ("warnings", .integer(report.count(of: .warning))),
                ("infos", .integer(report.count(of: .info))),
            ])),
            ("notJudged", .array(report.unjudged.map(JSONReporter.value(of:)) + report.openFacts.map(JSONReporter.value(of:)))),
            ("unreadCode", .array(report.unreadCode.map(JSONReporter.value(of:)))),
            ("uncertain", .array(report.uncertain.map(JSONReporter.value(of:)))),
            ("leftOut", .array(report.leftOut.map(JSONReporter.value(of:)))),
            ("neverRun", .array(report.neverRun.map(JSONReporter.value(of:)))),
        ]).rendered()
    }

    private static func value(of screen: UnjudgedScreen) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("screen", .string(screen.screen)), ("file", .string(screen.file)), ("start", position(screen.position)),
        ]
        switch screen.reason {
        case .classNotInRun(let className):
            fields += [("reason", .string("classNotInRun")), ("class", .string(className))]
        case .deadScene:
            fields.append(("reason", .string("deadScene")))
        case .codeNotRead(let file):
            fields += [("reason", .string("codeNotRead")), ("codeFile", .string(file))]
        }
        return .object(fields)
    }

    private static func value(of screen: OpenFactScreen) -> JSONValue {
        .object([
            ("screen", .string(screen.screen)), ("file", .string(screen.file)), ("start", position(screen.position)),
            ("reason", .string("factOpen")), ("rules", .array(screen.rules.map { .string($0) })),
            ("open", .array(screen.open.map(JSONReporter.value(of:)))),
        ])
    }

    private static func value(of file: LeftOutFile) -> JSONValue {
        var fields: [(String, JSONValue)] = [("file", .string(file.file)), ("reason", .string(file.reason))]
        if let detail = file.detail {
            let key = file.reason == "platformFolder" ? "folder" : file.reason == "notInWorkspace" ? "workspace" : "platform"
            fields.append((key, .string(detail)))
        }
        if let project = file.project { fields.append(("project", .string(project))) }
        fields.append(("targets", .array(file.targets.map { .string($0) })))
        return .object(fields)
    }

    private static func value(of code: NeverRunCode) -> JSONValue {
        .object([("kind", .string(code.kind.rawValue)), ("name", .string(code.name)), ("file", .string(code.file)),
                 ("start", position(code.position))])
    }

    private static func value(of unread: UnreadCodeFile) -> JSONValue {
        .object([("file", .string(unread.file)), ("start", position(unread.position)), ("message", .string(unread.message))])
    }

    private static func value(of diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("start", position(diagnostic.start)),
            ("end", position(diagnostic.end)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
            ("subject", .string(diagnostic.subject)),
            ("evidence", .array(diagnostic.evidence.map(JSONReporter.value(of:)))),
        ])
    }

    private static func value(of evidence: Evidence) -> JSONValue {
        var fields: [(String, JSONValue)] = [("fact", .string(evidence.fact)), ("statement", .string(evidence.statement))]
        if let file = evidence.file { fields.append(("file", .string(file))) }
        if let start = evidence.position { fields.append(("start", position(start))) }
        fields.append(("how", .string(evidence.how)))
        if let kind = evidence.openKind { fields.append(("kind", .string(kind))) }
        return .object(fields)
    }

    private static func position(_ position: SourcePosition) -> JSONValue {
        .object([("line", .integer(position.line)), ("column", .integer(position.column))])
    }
}
