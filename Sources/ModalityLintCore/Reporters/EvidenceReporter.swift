/// Each diagnostic with the facts it relied on, for people asking "why is the tool sure?"
/// (`--format evidence`; `modality-lint why FILE:LINE` shows it for one line):
///
///     Sheets/Editor.swift:12:8: error: 'Editor' is presented modally but ... [modal-dismiss-button]
///       because:
///         Library.swift:20:18: shown: presented by 'Library' (fullScreen) (read in code)
///         Sheets/Editor.swift:30:17: action: 'Add' does not dismiss (read in code; closed: ...)
///
/// With `--show-uncertain` (which `why` passes), each problem a rule did not report because
/// a fact it needs is open follows, with why each fact is open, where the reading gave up:
///
///     Sheets/Join.swift:12:8: note: 'Join' is presented modally but ... [modal-dismiss-button]
///       not reported, because open:
///         Sheets/Join.swift:61:25: dismissal: whether 'Continue' closes it: `context.send(viewAction:)` (open: a method of ...)
public struct EvidenceReporter: Reporter {
    public static let name = "evidence"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "\(diagnostic.file):\(diagnostic.start.line):\(diagnostic.start.column): "
                + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
            if diagnostic.evidence.isEmpty {
                output += "  because: the file itself says so (this is not a judgement about a screen)\n"
                continue
            }
            output += "  because:\n"
            for fact in diagnostic.evidence { output += "    \(fact.rendered)\n" }
        }
        for note in report.uncertain {
            output += "\(note.file):\(note.start.line):\(note.start.column): note: \(note.message) [\(note.ruleID)]\n"
            output += "  not reported, because open:\n"
            for fact in note.evidence { output += "    \(fact.rendered)\n" }
        }
        return output
    }
}
