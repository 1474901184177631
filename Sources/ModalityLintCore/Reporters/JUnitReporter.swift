/// JUnit XML, for CI systems that show test results (GitLab `artifacts:reports:junit`,
/// Jenkins, Azure Pipelines, CircleCI, Buildkite).
///
/// One `<testsuite>` for the run. Each file and rule with diagnostics is a `<testcase>`
/// (`classname` the file, `name` the rule). It fails when one of its diagnostics is at or
/// above the run's fail level (`--fail-level`, errors by default), with one `<failure>`
/// listing them all, one line each; otherwise it passes and lists them in `<system-out>`,
/// so that the test view and the exit status agree. A file with no diagnostic at all is
/// one passing test case named `modality-lint`, so that the count of tests shows what was
/// checked.
public struct JUnitReporter: Reporter {
    public static let name = "junit"

    /// The name of a clean file's test case.
    static let cleanCaseName = "modality-lint"

    public init() {}

    private struct TestCase {
        var file: String
        var rule: String
        var diagnostics: [Diagnostic]
        /// A code file not read: a skipped case (it does not fail the run, and it was not
        /// judged), with why.
        var skipped: UnreadCodeFile?

        var worstSeverity: Severity { diagnostics.map(\.severity).max() ?? .info }
    }

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        var cases: [TestCase] = []
        var unreadByFile: [String: UnreadCodeFile] = [:]
        for unread in report.unreadCode where unreadByFile[unread.file] == nil { unreadByFile[unread.file] = unread }
        for group in FileGroups(report) {
            let unread = unreadByFile.removeValue(forKey: group.file)
            if group.diagnostics.isEmpty {
                cases.append(TestCase(file: group.file, rule: JUnitReporter.cleanCaseName, diagnostics: [], skipped: unread))
                continue
            }
            if let unread {
                cases.append(TestCase(file: group.file, rule: UnreadCodeFile.reportID, diagnostics: [], skipped: unread))
            }
            var indexOfRule: [String: Int] = [:]
            var fileCases: [TestCase] = []
            for diagnostic in group.diagnostics {
                if let index = indexOfRule[diagnostic.ruleID] {
                    fileCases[index].diagnostics.append(diagnostic)
                } else {
                    indexOfRule[diagnostic.ruleID] = fileCases.count
                    fileCases.append(TestCase(file: group.file, rule: diagnostic.ruleID, diagnostics: [diagnostic]))
                }
            }
            cases += fileCases.sorted { $0.rule < $1.rule }
        }
        func fails(_ testCase: TestCase) -> Bool {
            !testCase.diagnostics.isEmpty && testCase.worstSeverity >= report.failLevel
        }
        // A file not read that the run did not list (never expected) still gets its case.
        for unread in report.unreadCode where unreadByFile.removeValue(forKey: unread.file) != nil {
            cases.append(TestCase(file: unread.file, rule: JUnitReporter.cleanCaseName, diagnostics: [], skipped: unread))
        }
        let failures = cases.reduce(0) { $0 + (fails($1) ? 1 : 0) }
        let skipped = cases.reduce(0) { $0 + ($1.skipped == nil ? 0 : 1) }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""

        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"\(ModalityLint.name)\" \(counts)>\n"
        output += "  <testsuite name=\"\(ModalityLint.name)\" \(counts) skipped=\"\(skipped)\">\n"
        for testCase in cases {
            output += "    <testcase classname=\"\(XMLText.attribute(testCase.file))\""
            output += " name=\"\(XMLText.attribute(testCase.rule))\""
            if let unread = testCase.skipped {
                output += ">\n      <skipped message=\"\(XMLText.attribute("\(unread.file):\(unread.position.line):\(unread.position.column): " + unread.sentence))\"/>\n"
                output += "    </testcase>\n"
                continue
            }
            if testCase.diagnostics.isEmpty {
                output += "/>\n"
                continue
            }
            output += ">\n"
            let lines = testCase.diagnostics.map {
                "\($0.file):\($0.start.line):\($0.start.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]"
            }.joined(separator: "\n")
            if fails(testCase) {
                let first = testCase.diagnostics[0]
                let message = testCase.diagnostics.count == 1
                    ? first.message
                    : "\(testCase.diagnostics.count) problems; the first: \(first.message)"
                output += "      <failure message=\"\(XMLText.attribute(message))\""
                output += " type=\"\(testCase.worstSeverity.rawValue)\">"
                output += XMLText.content(lines) + "</failure>\n"
            } else {
                output += "      <system-out>" + XMLText.content(lines) + "</system-out>\n"
            }
            output += "    </testcase>\n"
        }
        output += "  </testsuite>\n</testsuites>\n"
        return output
    }
}
