/// `path:line:column: severity: message [rule-id]`, one line each: the form editors and
/// Xcode read.
///
/// On a terminal (`ReportStyle.showsSource`) each line is followed by the offending source
/// line and a caret under the column, underlined to the end column when the diagnostic
/// ends on the same line, as rustc and actionlint do. Carets stay aligned under wide
/// characters (Hangul, CJK, emoji take two columns), combining marks and tabs.
public struct TextReporter: Reporter {
    public static let name = "text"

    /// Tab stops in the echoed source line, as terminals and `cat` show them.
    static let tabWidth = 8

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        let palette = Palette(enabled: style.usesColor)
        var output = ""
        for diagnostic in report.diagnostics {
            output += palette.bold("\(diagnostic.file):\(diagnostic.start.line):\(diagnostic.start.column):")
            output += " " + palette.severity(diagnostic.severity, diagnostic.severity.rawValue + ":")
            output += " \(diagnostic.message) " + palette.dim("[\(diagnostic.ruleID)]") + "\n"
            if style.showsSource, let source = report.sources[diagnostic.file] {
                output += TextReporter.snippet(for: diagnostic, in: source, palette: palette)
            }
        }
        return output
    }

    /// The source line and the caret line under it, or nothing when the line is not in
    /// the file.
    static func snippet(for diagnostic: Diagnostic, in source: SourceFile, palette: Palette) -> String {
        let line = diagnostic.start.line
        guard line >= 1, line <= source.lineStarts.count else { return "" }
        let span = source.lineSpan(line)
        let text = String(decoding: source.bytes[span.start..<span.end], as: UTF8.self)
        let endColumn = diagnostic.end.line == line && diagnostic.end.column > diagnostic.start.column
            ? diagnostic.end.column : diagnostic.start.column + 1

        var shown = ""
        var width = 0
        var startWidth: Int?
        var endWidth: Int?
        var column = 1
        for scalar in text.unicodeScalars {
            if column == diagnostic.start.column { startWidth = width }
            if column == endColumn { endWidth = width }
            column += 1
            if scalar == "\t" {
                let spaces = tabWidth - width % tabWidth
                shown += String(repeating: " ", count: spaces)
                width += spaces
            } else if scalar == "\u{FEFF}" {
                // A byte-order mark: invisible, takes no room.
            } else if isUnsafeForTerminal(scalar) {
                // Control and bidirectional-override characters would move the cursor or
                // reorder the line on screen; show a placeholder instead.
                shown += "\u{FFFD}"
                width += 1
            } else {
                shown.unicodeScalars.append(scalar)
                width += DisplayWidth.of(scalar)
            }
        }
        let caretStart = startWidth ?? width
        let caretEnd = endWidth ?? width
        let caretCount = max(1, caretEnd - caretStart)

        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        var output = " " + palette.gutter(number + " |") + " " + shown + "\n"
        output += " " + palette.gutter(gutter + " |") + " " + String(repeating: " ", count: caretStart)
        output += palette.severity(diagnostic.severity, String(repeating: "^", count: caretCount)) + "\n"
        return output
    }

    static func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// ANSI styles, or none.
    struct Palette {
        var enabled: Bool

        func bold(_ text: String) -> String { wrap(text, "1") }
        func dim(_ text: String) -> String { wrap(text, "2") }
        func gutter(_ text: String) -> String { wrap(text, "1;34") }

        func severity(_ severity: Severity, _ text: String) -> String {
            switch severity {
            case .error: return wrap(text, "1;31")
            case .warning: return wrap(text, "1;33")
            case .info: return wrap(text, "1;36")
            }
        }

        private func wrap(_ text: String, _ code: String) -> String {
            enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
    }
}
