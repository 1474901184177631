/// GitLab Code Quality (a subset of Code Climate's format): a JSON array that GitLab shows
/// in merge requests when a job publishes it as `artifacts:reports:codequality`.
///
/// Severities: `error` is `major`, `warning` is `minor`, `info` is `info`. `blocker` and
/// `critical` are left for problems that stop a release (security, data loss); a flow
/// that breaks a guideline is a major issue at most. The fingerprint is the one SARIF uses,
/// so GitLab tells new problems from moved ones.
public struct GitLabReporter: Reporter {
    public static let name = "gitlab"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        let fingerprints = Fingerprint.of(report.diagnostics, root: report.sourceRoot)
        var issues: [JSONValue] = []
        issues.reserveCapacity(report.diagnostics.count)
        for (diagnostic, fingerprint) in zip(report.diagnostics, fingerprints) {
            let end = max(diagnostic.end, diagnostic.start)
            issues.append(.object([
                ("type", .string("issue")),
                ("description", .string(diagnostic.message)),
                ("check_name", .string(diagnostic.ruleID)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(GitLabReporter.severity(diagnostic.severity))),
                ("location", .object([
                    ("path", .string(ReportPath.relative(diagnostic.file, to: report.sourceRoot))),
                    ("positions", .object([
                        ("begin", .object([
                            ("line", .integer(diagnostic.start.line)),
                            ("column", .integer(diagnostic.start.column)),
                        ])),
                        ("end", .object([
                            ("line", .integer(end.line)),
                            ("column", .integer(end.column)),
                        ])),
                    ])),
                ])),
            ]))
        }
        // A code file not read: an `info` issue (it does not fail the run), so that the
        // merge request does not pass it for a file that was judged.
        for unread in report.unreadCode {
            let path = ReportPath.relative(unread.file, to: report.sourceRoot)
            let position: JSONValue = .object([
                ("line", .integer(unread.position.line)), ("column", .integer(unread.position.column)),
            ])
            issues.append(.object([
                ("type", .string("issue")),
                ("description", .string(unread.sentence)),
                ("check_name", .string(UnreadCodeFile.reportID)),
                ("fingerprint", .string(Hexadecimal.word(Fingerprint.fnv1a64(path + "\u{0}" + UnreadCodeFile.reportID)))),
                ("severity", .string("info")),
                ("location", .object([
                    ("path", .string(path)),
                    ("positions", .object([("begin", position), ("end", position)])),
                ])),
            ]))
        }
        return JSONValue.array(issues).rendered()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
