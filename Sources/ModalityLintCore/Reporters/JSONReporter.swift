/// The whole run as one JSON object, for scripts. The schema is stable (README, "JSON
/// output"): fields are only ever added.
///
/// ```
/// { "tool": {"name", "version"}, "files": [path],
///   "diagnostics": [{"file", "start": {"line", "column"}, "end": {...}, "severity",
///                    "rule", "message", "subject"}],
///   "summary": {"errors", "warnings", "infos"} }
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
        ]).rendered()
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
        ])
    }

    private static func position(_ position: SourcePosition) -> JSONValue {
        .object([("line", .integer(position.line)), ("column", .integer(position.column))])
    }
}
