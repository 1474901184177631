/// Checkstyle XML, which Jenkins (Warnings Next Generation), reviewdog, Danger and most
/// code-review bots read. Every linted file has a `<file>` element, clean ones empty, as
/// Checkstyle itself writes them.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for group in FileGroups(report) {
            let unread = report.unreadCode.filter { $0.file == group.file }
            if group.diagnostics.isEmpty, unread.isEmpty {
                output += "  <file name=\"\(XMLText.attribute(group.file))\"/>\n"
                continue
            }
            output += "  <file name=\"\(XMLText.attribute(group.file))\">\n"
            // A code file not read: an `info` entry (it does not fail the run), so that
            // the file does not pass for one that was judged.
            for file in unread {
                output += "    <error line=\"\(file.position.line)\" column=\"\(file.position.column)\""
                output += " severity=\"info\""
                output += " message=\"\(XMLText.attribute(file.sentence))\""
                output += " source=\"\(XMLText.attribute(ModalityLint.name + "." + UnreadCodeFile.reportID))\"/>\n"
            }
            for diagnostic in group.diagnostics {
                output += "    <error line=\"\(diagnostic.start.line)\" column=\"\(diagnostic.start.column)\""
                output += " severity=\"\(diagnostic.severity.rawValue)\""
                output += " message=\"\(XMLText.attribute(diagnostic.message))\""
                output += " source=\"\(XMLText.attribute(ModalityLint.name + "." + diagnostic.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }
}

/// The report's diagnostics grouped by file, in the order of `LintReport.files` (clean
/// files included), then any file that has diagnostics but was not listed. Linear.
struct FileGroups: Sequence {
    struct Group {
        var file: String
        var diagnostics: [Diagnostic]
    }

    private var groups: [Group] = []

    init(_ report: LintReport) {
        var indexOfFile: [String: Int] = [:]
        for file in report.files where indexOfFile[file] == nil {
            indexOfFile[file] = groups.count
            groups.append(Group(file: file, diagnostics: []))
        }
        for diagnostic in report.diagnostics {
            if let index = indexOfFile[diagnostic.file] {
                groups[index].diagnostics.append(diagnostic)
            } else {
                indexOfFile[diagnostic.file] = groups.count
                groups.append(Group(file: diagnostic.file, diagnostics: [diagnostic]))
            }
        }
    }

    func makeIterator() -> IndexingIterator<[Group]> { groups.makeIterator() }
}
