/// A report for people reading a pull request: GitHub's job summary, a GitLab or
/// Bitbucket merge-request note. Described for users in `MarkdownReport.md`.
///
/// A title line with the verdict, a table of problems by rule and severity, then per file
/// its problems grouped by the screen they sit in, each group followed by a Mermaid
/// drawing of that screen's neighbourhood, exactly as `modality-lint graph --format
/// mermaid --focus SCREEN` draws it (a neighbourhood drawn once already is referred to,
/// not drawn again). Problems silenced by suppressions or recorded in a baseline are
/// counted, never listed. A clean run is one line.
///
/// The report stays within `limit` bytes (1,000,000: a job summary on GitHub must be
/// under 1 MiB, a note on GitLab at most 1,000,000 characters): what does not fit is left
/// out whole (no half item, no half drawing), and a last paragraph says how much.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    public static let drawsFlows = true

    /// What both places the report is posted accept: GitHub refuses a job summary of
    /// 1 MiB (1,048,576 bytes) or more, GitLab a note of more than 1,000,000 characters
    /// (a character takes at least one byte).
    public static let sizeLimit = 1_000_000
    /// Mermaid refuses to draw a diagram longer than this (its `maxTextSize`, in UTF-16
    /// code units as JavaScript counts), so such a neighbourhood is described instead.
    public static let mermaidTextLimit = 50_000

    /// The size the report stays under, in UTF-8 bytes.
    public let limit: Int

    public init() {
        self.init(limit: MarkdownReporter.sizeLimit)
    }

    public init(limit: Int) {
        self.limit = limit
    }

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        guard !report.diagnostics.isEmpty else {
            return cleanLine(report) + "\n" + (notRead(report).map { "\n" + $0 + "\n" } ?? "")
        }
        var out = MarkdownWriter(limit: limit, reserve: MarkdownReporter.closingReserve)
        out.appendAlways(title(report) + "\n\n")
        if let uncounted = notListed(report) { out.appendAlways(uncounted + "\n\n") }
        if let unread = notRead(report) { out.appendAlways(unread + "\n\n") }
        out.appendAlways(table(report))

        let neighbourhoods = ProblemNeighbourhoods(documents: report.documents, diagnostics: report.diagnostics)
        let files = Self.files(report.diagnostics, by: neighbourhoods)
        var drawnAround: [String: String] = [:]
        var listed = 0
        var filesLeftOut = 0
        var drawingsLeftOut = 0
        var cut = false
        for file in files {
            var fileListedWhole = true
            defer { if !fileListedWhole { filesLeftOut += 1 } }
            var pendingHeading = "\n### " + MarkdownText.inline(file.path) + "\n"
            for group in file.groups {
                if cut {
                    fileListedWhole = false
                    if group.focus != nil { drawingsLeftOut += 1 }
                    continue
                }
                var heading = pendingHeading
                if let focus = group.focus {
                    heading += "\n#### " + MarkdownText.inline(neighbourhoods.screenID(of: focus)) + "\n\n"
                } else if file.hasFlow {
                    heading += "\n#### The file as a whole\n\n"
                } else {
                    heading += "\n"
                }
                for diagnostic in group.diagnostics {
                    guard !cut, out.append(heading + item(diagnostic, report) + "\n") else {
                        cut = true
                        fileListedWhole = false
                        continue
                    }
                    heading = ""
                    pendingHeading = ""
                    listed += 1
                }
                guard let focus = group.focus else { continue }
                guard !cut else {
                    drawingsLeftOut += 1
                    continue
                }
                let mermaid = neighbourhoods.mermaid(of: focus)
                let screen = neighbourhoods.screenID(of: focus)
                guard out.append(drawing(mermaid, around: screen, drawnAround: drawnAround)) else {
                    cut = true
                    drawingsLeftOut += 1
                    continue
                }
                if drawnAround[mermaid] == nil { drawnAround[mermaid] = screen }
            }
        }
        if cut {
            var parts: [String] = []
            let leftOut = report.diagnostics.count - listed
            if leftOut > 0 {
                parts.append("\(leftOut) of the \(report.diagnostics.count) problems (in "
                             + MarkdownText.count(filesLeftOut, "file", "files") + ")")
            }
            if drawingsLeftOut > 0 {
                parts.append(MarkdownText.count(drawingsLeftOut, "drawing", "drawings") + " of their screens")
            }
            out.appendAlways("\n---\n\n**Left out:** " + parts.joined(separator: " and ")
                             + ", to keep this report within 1,000,000 bytes (what a GitHub job summary and a GitLab note accept). "
                             + "The other formats (`--format text`, `sarif`, `gitlab`) list every problem.\n")
        }
        return out.text
    }

    /// Room kept for the closing paragraph that says what was left out.
    static let closingReserve = 512

    // MARK: Parts

    private func cleanLine(_ report: LintReport) -> String {
        if report.files.isEmpty { return "✅ **modality-lint**: no files to lint" }
        let known = report.baselinedCount > 0 ? "new " : ""
        var line = "✅ **modality-lint**: no \(known)problems in " + MarkdownText.count(report.files.count, "file", "files")
        var notes: [String] = []
        if report.suppressedCount > 0 { notes.append("\(report.suppressedCount) suppressed") }
        if report.baselinedCount > 0 { notes.append("\(report.baselinedCount) in the baseline") }
        if !notes.isEmpty { line += " (" + notes.joined(separator: ", ") + ")" }
        return line
    }

    private func title(_ report: LintReport) -> String {
        let fails = report.diagnostics.contains { $0.severity >= report.failLevel }
        var counts: [String] = []
        let errors = report.count(of: .error), warnings = report.count(of: .warning), infos = report.count(of: .info)
        if errors > 0 { counts.append(MarkdownText.count(errors, "error", "errors")) }
        if warnings > 0 { counts.append(MarkdownText.count(warnings, "warning", "warnings")) }
        if infos > 0 { counts.append(MarkdownText.count(infos, "info", "infos")) }
        let affected = Set(report.diagnostics.map(\.file)).count
        let files = max(report.files.count, affected)
        return "## " + (fails ? "❌ modality-lint failed: " : "⚠️ modality-lint passed: ") + counts.joined(separator: ", ")
            + " in " + (affected == files ? "" : "\(affected) of ") + MarkdownText.count(files, "file", "files")
    }

    private func notListed(_ report: LintReport) -> String? {
        var parts: [String] = []
        if report.suppressedCount > 0 {
            parts.append(MarkdownText.count(report.suppressedCount, "problem", "problems") + " silenced by suppressions")
        }
        if report.baselinedCount > 0 {
            parts.append(MarkdownText.count(report.baselinedCount, "known problem", "known problems") + " in the baseline")
        }
        return parts.isEmpty ? nil : "Not listed: " + parts.joined(separator: ", ") + "."
    }

    /// The code files not read (they do not fail the run, but "no problems" must not pass
    /// for a judgement of them): the first few by name, the rest counted, so that the
    /// paragraph stays bounded.
    private func notRead(_ report: LintReport) -> String? {
        guard !report.unreadCode.isEmpty else { return nil }
        let named = report.unreadCode.prefix(MarkdownReporter.unreadNamed).map { file in
            MarkdownText.inline(file.file) + " (\(file.position.line):\(file.position.column): " + MarkdownText.message(file.message) + ")"
        }
        let rest = report.unreadCode.count - named.count
        return "**Not read:** " + MarkdownText.count(report.unreadCode.count, "code file", "code files")
            + ", whose facts are unknown (code is read only for its facts: this does not fail the run): "
            + named.joined(separator: ", ") + (rest > 0 ? ", and \(rest) more (`--format json` lists them all)" : "") + "."
    }

    /// How many unread code files the report names.
    static let unreadNamed = 20

    /// One row per rule, alphabetically, with a count per severity; then the totals.
    private func table(_ report: LintReport) -> String {
        var countsByRule: [String: [Severity: Int]] = [:]
        for diagnostic in report.diagnostics { countsByRule[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1 }
        let severities: [Severity] = [.error, .warning, .info]
        var lines = ["| Rule | Errors | Warnings | Infos |", "| :--- | ---: | ---: | ---: |"]
        for rule in countsByRule.keys.sorted() {
            let counts = countsByRule[rule]!
            lines.append("| `\(rule)` | " + severities.map { String(counts[$0] ?? 0) }.joined(separator: " | ") + " |")
        }
        lines.append("| **Total** | " + severities.map { "**\(report.count(of: $0))**" }.joined(separator: " | ") + " |")
        return lines.joined(separator: "\n") + "\n"
    }

    private func item(_ diagnostic: Diagnostic, _ report: LintReport) -> String {
        let place = "\(diagnostic.start.line):\(diagnostic.start.column)"
        let shownPlace = report.sourceLinks?.url(path: diagnostic.file, line: diagnostic.start.line, sourceRoot: report.sourceRoot)
            .map { "[\(place)](\(MarkdownText.destination($0)))" } ?? place
        return "- " + Self.marker(diagnostic.severity) + " **\(diagnostic.severity.rawValue)** `\(diagnostic.ruleID)` at "
            + shownPlace + ": " + MarkdownText.message(diagnostic.message)
    }

    /// The drawings' colours: red, orange, blue.
    private static func marker(_ severity: Severity) -> String {
        switch severity {
        case .error: return "🔴"
        case .warning: return "🟠"
        case .info: return "🔵"
        }
    }

    private struct FileSection {
        var path: String
        /// Whether the file was read as a flow (its problems can be drawn).
        var hasFlow: Bool
        var groups: [(focus: ProblemNeighbourhoods.Focus?, diagnostics: [Diagnostic])]
    }

    /// The diagnostics by file, in order, and in each file grouped by the screen they sit
    /// in, in order of first appearance.
    private static func files(_ diagnostics: [Diagnostic], by neighbourhoods: ProblemNeighbourhoods) -> [FileSection] {
        var sections: [FileSection] = []
        var indexOfFocus: [ProblemNeighbourhoods.Focus?: Int] = [:]
        for diagnostic in diagnostics {
            if sections.last?.path != diagnostic.file {
                sections.append(FileSection(
                    path: diagnostic.file, hasFlow: neighbourhoods.hasFlow(diagnostic.file), groups: []))
                indexOfFocus = [:]
            }
            let focus = neighbourhoods.focus(of: diagnostic)
            if let index = indexOfFocus[focus] {
                sections[sections.count - 1].groups[index].diagnostics.append(diagnostic)
            } else {
                indexOfFocus[focus] = sections[sections.count - 1].groups.count
                sections[sections.count - 1].groups.append((focus, [diagnostic]))
            }
        }
        return sections
    }

    /// A neighbourhood's Mermaid block; a reference instead when an earlier block draws the
    /// same, and a note when Mermaid would refuse it.
    private func drawing(_ mermaid: String, around screen: String, drawnAround: [String: String]) -> String {
        if let earlier = drawnAround[mermaid] {
            return "\nThe drawing around " + MarkdownText.inline(earlier) + " above shows this neighbourhood.\n"
        }
        if mermaid.utf16.count > MarkdownReporter.mermaidTextLimit {
            return "\nThe neighbourhood of " + MarkdownText.inline(screen) + " is too large for Mermaid to draw ("
                + "\(mermaid.utf16.count) characters, more than \(MarkdownReporter.mermaidTextLimit)): "
                + "`modality-lint graph --focus` draws it as DOT.\n"
        }
        return "\n```mermaid\n" + mermaid + "```\n"
    }
}

/// The report's text, kept under a size in UTF-8 bytes with room for a closing note.
struct MarkdownWriter {
    private(set) var text = ""
    private var size = 0
    let limit: Int
    let reserve: Int

    init(limit: Int, reserve: Int) {
        self.limit = limit
        self.reserve = reserve
    }

    /// Appends `part` when it leaves the report (and the reserve) under the limit.
    mutating func append(_ part: String) -> Bool {
        let count = part.utf8.count
        guard size + count + reserve < limit else { return false }
        text += part
        size += count
        return true
    }

    /// Appends `part` whatever its size (the title, the table, the closing note: each is
    /// bounded by the number of rules, not of problems).
    mutating func appendAlways(_ part: String) {
        text += part
        size += part.utf8.count
    }
}
