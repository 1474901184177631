/// `path:line:column: severity: message [rule-id]`, one line each: the form editors and
/// Xcode read.
public struct TextReporter: Reporter {
    public static let name = "text"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "\(diagnostic.file):\(diagnostic.start.line):\(diagnostic.start.column): "
            output += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
        }
        return output
    }
}
