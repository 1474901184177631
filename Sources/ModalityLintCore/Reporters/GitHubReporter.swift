/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull
/// request's changed lines and in the run's summary, with no upload step.
///
/// `::error file=F,line=L,col=C,endLine=L,endColumn=C,title=modality-lint (rule)::message`;
/// `info` becomes `notice`. `endColumn` is inclusive (the last character), and is left out
/// when the diagnostic spans lines, where GitHub ignores columns anyway.
public struct GitHubReporter: Reporter {
    public static let name = "github"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var properties = [
                ("file", ReportPath.relative(diagnostic.file, to: report.sourceRoot)),
                ("line", String(diagnostic.start.line)),
                ("col", String(diagnostic.start.column)),
                ("endLine", String(max(diagnostic.end.line, diagnostic.start.line))),
            ]
            if diagnostic.end.line == diagnostic.start.line, diagnostic.end.column > diagnostic.start.column {
                properties.append(("endColumn", String(diagnostic.end.column - 1)))
            }
            properties.append(("title", "\(ModalityLint.name) (\(diagnostic.ruleID))"))
            output += "::" + command + " "
            output += properties.map { $0.0 + "=" + GitHubReporter.escapeProperty($0.1) }.joined(separator: ",")
            output += "::" + GitHubReporter.escapeData(diagnostic.message) + "\n"
        }
        // A code file not read: a notice (it does not fail the run), so that the run's
        // summary does not pass it for a file that was judged.
        for unread in report.unreadCode {
            let properties = [
                ("file", ReportPath.relative(unread.file, to: report.sourceRoot)),
                ("line", String(unread.position.line)),
                ("col", String(unread.position.column)),
                ("endLine", String(unread.position.line)),
                ("title", "\(ModalityLint.name) (\(UnreadCodeFile.reportID))"),
            ]
            output += "::notice "
            output += properties.map { $0.0 + "=" + GitHubReporter.escapeProperty($0.1) }.joined(separator: ",")
            output += "::" + GitHubReporter.escapeData(unread.sentence) + "\n"
        }
        return output
    }

    /// The message part: `%`, CR and LF are the only characters GitHub decodes there.
    static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A property value: as data, and `:` and `,` too, which end a value.
    static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
