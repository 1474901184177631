/// `path:line:column: severity: message [rule-id]`, one line each: the form editors and
/// Xcode read.
///
/// On a terminal (`ReportStyle.showsSource`) each line is followed by the offending source
/// line and a caret under the column, underlined to the end column when the diagnostic
/// ends on the same line, as rustc and actionlint do. Carets stay aligned under wide
/// characters (Hangul, CJK, emoji take two columns), combining marks and tabs.
public struct TextReporter: Reporter {
    public static let name = "text"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        let palette = Palette(enabled: style.usesColor)
        var output = ""
        // Diagnostics come sorted by file and line: a line with many diagnostics is
        // measured once.
        var lastLine: SourceLine?
        for diagnostic in report.diagnostics {
            output += palette.bold("\(diagnostic.file):\(diagnostic.start.line):\(diagnostic.start.column):")
            output += " " + palette.severity(diagnostic.severity, diagnostic.severity.rawValue + ":")
            output += " \(diagnostic.message) " + palette.dim("[\(diagnostic.ruleID)]") + "\n"
            guard style.showsSource, let source = report.sources[diagnostic.file],
                  diagnostic.start.line >= 1, diagnostic.start.line <= source.lineStarts.count
            else { continue }
            if lastLine?.file != diagnostic.file || lastLine?.number != diagnostic.start.line {
                lastLine = SourceLine(source, diagnostic.start.line)
            }
            if let line = lastLine { output += line.snippet(for: diagnostic, palette: palette) }
        }
        for note in report.uncertain {
            output += palette.bold("\(note.file):\(note.start.line):\(note.start.column):")
            output += " " + palette.dim("note:") + " \(note.message) " + palette.dim("[\(note.ruleID)]") + "\n"
        }
        // A code file that could not be read is no problem, but a run that says nothing of
        // it would pass for one that judged it.
        for unread in report.unreadCode {
            output += palette.bold("\(unread.file):\(unread.position.line):\(unread.position.column):")
            output += " " + palette.dim("note:") + " \(unread.sentence)\n"
        }
        return output
    }

    /// One source line, measured for display: each character's starting screen column.
    struct SourceLine {
        /// Tab stops, as terminals and `cat` show them.
        static let tabWidth = 8
        /// Longer lines (minified JSON) are shown as a window around the column, so that
        /// the report stays proportional to the number of diagnostics.
        static let windowWidth = 160
        static let contextBefore = 60

        let file: String
        let number: Int
        let scalars: [Unicode.Scalar]
        /// `starts[i]`: the screen column (0-based) where character `i` starts;
        /// `starts[scalars.count]` is the width of the line.
        let starts: [Int]

        init(_ source: SourceFile, _ number: Int) {
            file = source.path
            self.number = number
            let span = source.lineSpan(number)
            scalars = Array(String(decoding: source.bytes[span.start..<span.end], as: UTF8.self).unicodeScalars)
            var starts: [Int] = []
            starts.reserveCapacity(scalars.count + 1)
            var width = 0
            for scalar in scalars {
                starts.append(width)
                width += SourceLine.width(of: scalar, at: width)
            }
            starts.append(width)
            self.starts = starts
        }

        static func width(of scalar: Unicode.Scalar, at column: Int) -> Int {
            if scalar == "\t" { return tabWidth - column % tabWidth }
            if scalar == "\u{FEFF}" { return 0 }
            if isUnsafeForTerminal(scalar) { return 1 }
            return DisplayWidth.of(scalar)
        }

        /// What is printed for character `index`.
        private func shown(_ index: Int) -> String {
            let scalar = scalars[index]
            if scalar == "\t" { return String(repeating: " ", count: starts[index + 1] - starts[index]) }
            // A byte-order mark: invisible, takes no room.
            if scalar == "\u{FEFF}" { return "" }
            // Control and bidirectional-override characters would move the cursor or
            // reorder the line on screen: a placeholder instead.
            if isUnsafeForTerminal(scalar) { return "\u{FFFD}" }
            return String(scalar)
        }

        /// The first index of `starts` whose value is at least `column`, or `starts.count`
        /// (binary search: `starts` never decreases).
        private func index(atOrAfter column: Int) -> Int {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < column { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The source line (or a window of it) and the caret line under it.
        func snippet(for diagnostic: Diagnostic, palette: Palette) -> String {
            let count = scalars.count
            let first = min(max(diagnostic.start.column - 1, 0), count)
            let endColumn = diagnostic.end.line == number && diagnostic.end.column > diagnostic.start.column
                ? diagnostic.end.column : diagnostic.start.column + 1
            let last = min(max(endColumn - 1, first), count)

            var windowStart = 0
            var windowEnd = count
            if starts[count] > SourceLine.windowWidth {
                windowStart = index(atOrAfter: starts[first] - SourceLine.contextBefore)
                // The last index that keeps the window within its width.
                windowEnd = index(atOrAfter: starts[windowStart] + SourceLine.windowWidth + 1) - 1
                windowEnd = min(max(windowEnd, first), count)
            }
            let leading = windowStart > 0 ? "…" : ""
            let trailing = windowEnd < count ? "…" : ""
            var text = leading
            for index in windowStart..<windowEnd { text += shown(index) }
            text += trailing

            let caretStart = starts[first] - starts[windowStart] + (leading.isEmpty ? 0 : 1)
            let caretCount = max(1, starts[min(last, windowEnd)] - starts[first])

            let number = String(self.number)
            let gutter = String(repeating: " ", count: number.count)
            var output = " " + palette.gutter(number + " |") + " " + text + "\n"
            output += " " + palette.gutter(gutter + " |") + " " + String(repeating: " ", count: caretStart)
            output += palette.severity(diagnostic.severity, String(repeating: "^", count: caretCount)) + "\n"
            return output
        }
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
