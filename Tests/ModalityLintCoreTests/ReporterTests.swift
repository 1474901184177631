import XCTest
@testable import ModalityLintCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The output formats: golden files for each format over a real lint of
/// Fixtures/reports (regenerate them with `UPDATE_GOLDEN=1 swift test
/// --filter ReporterTests` after a deliberate change of a message, and review the diff),
/// and the properties that CI systems and terminals depend on (escaping, fingerprints,
/// counts, alignment), on hand-made diagnostics.
final class ReporterTests: XCTestCase {
    // MARK: - Fixtures

    private static let fixtures = Repository.root.appendingPathComponent("Fixtures/reports")

    private static let samplePath = "Fixtures/reports/sample.flow.yml"
    private static let cleanPath = "Fixtures/reports/clean.flow.yml"

    private func source(_ path: String) throws -> SourceFile {
        let url = ReporterTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path)
        return SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The report of linting the sample flow (problems, wide characters) and a clean flow
    /// with the default configuration, as `modality-lint Fixtures/reports` makes it.
    private func sampleReport() throws -> LintReport {
        let sample = try source(ReporterTests.samplePath)
        let clean = try source(ReporterTests.cleanPath)
        let linter = Linter()
        let outcomes = [linter.outcome(of: clean), linter.outcome(of: sample)]
        let diagnostics = outcomes.flatMap(\.diagnostics).sorted(by: Diagnostic.ordered)
        return LintReport(
            diagnostics: diagnostics, files: [ReporterTests.cleanPath, ReporterTests.samplePath],
            sources: [sample.path: sample, clean.path: clean], rules: KnownRules.all,
            documents: outcomes.compactMap(\.document))
    }

    func testSampleFlowHasProblemsOfEverySeverityAndTheCleanFlowNone() throws {
        let report = try sampleReport()
        XCTAssertEqual(Set(report.diagnostics.map(\.severity)), Set(Severity.allCases))
        XCTAssertTrue(report.diagnostics.allSatisfy { $0.file == ReporterTests.samplePath })
        // The caret golden file depends on a diagnostic after the emoji and Hangul.
        XCTAssertTrue(report.diagnostics.contains { $0.start.line == 9 && $0.start.column > 20 })
    }

    /// Rule descriptions for unit tests, independent of which rules are registered.
    private static let sampleRules = [
        RuleDescription(
            id: "modal-dismiss-button", defaultSeverity: .error,
            summary: "A task modal has no dismissing action of its own.",
            guideline: "Always include a button that dismisses the modal view.",
            example: "screens:\n  home: { actions: [{ label: Edit, present: editor }] }\n  editor: {}\n"),
        RuleDescription(
            id: "modal-title", defaultSeverity: .warning,
            summary: "A task modal or an alert has no non-empty title.",
            guideline: "Make it easy to identify a modal view's task with a title."),
        RuleDescription(
            id: "done-button-misuse", defaultSeverity: .warning,
            summary: "An action labelled Done that does not dismiss.",
            guideline: "Use a Done button only to complete the task."),
        RuleDescription(
            id: "modal-style-fit", defaultSeverity: .info,
            summary: "Immersive content presented as a sheet.",
            guideline: "Use full screen for immersive content and complex tasks; sheets for simple ones."),
        RuleDescription(
            id: "transition-style-compat", defaultSeverity: .error,
            summary: "partialCurl with any style but fullScreen.",
            guideline: "Choose a transition that works with the presentation."),
        RuleDescription(
            id: "alert-actionable", defaultSeverity: .info, enabledByDefault: false,
            summary: "An alert with a single action that only closes it.",
            guideline: "Reserve alerts for essential, ideally actionable, information."),
    ]

    // MARK: - Golden files

    private func assertGolden(
        _ format: String, style: ReportStyle = ReportStyle(), file name: String,
        line: UInt = #line
    ) throws {
        guard let reporter = ReporterRegistry.reporter(named: format) else {
            return XCTFail("no reporter named \(format)", line: line)
        }
        let rendered = reporter.init().render(try sampleReport(), style: style)
        let url = ReporterTests.fixtures.appendingPathComponent("expected").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(rendered.utf8).write(to: url)
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertEqual(rendered, expected, "\(format) differs from \(name)", line: line)
        // Deterministic: the same report renders the same bytes twice.
        XCTAssertEqual(rendered, reporter.init().render(try sampleReport(), style: style), line: line)
    }

    func testGoldenText() throws { try assertGolden("text", file: "sample.txt") }
    func testGoldenTextWithSource() throws {
        try assertGolden("text", style: ReportStyle(showsSource: true), file: "sample.source.txt")
    }
    func testGoldenTextWithSourceAndColor() throws {
        try assertGolden("text", style: ReportStyle(showsSource: true, usesColor: true), file: "sample.color.txt")
    }
    func testGoldenJSON() throws { try assertGolden("json", file: "sample.json") }
    func testGoldenSARIF() throws { try assertGolden("sarif", file: "sample.sarif") }
    func testGoldenGitHub() throws { try assertGolden("github", file: "sample.github.txt") }
    func testGoldenJUnit() throws { try assertGolden("junit", file: "sample.junit.xml") }
    func testGoldenCheckstyle() throws { try assertGolden("checkstyle", file: "sample.checkstyle.xml") }
    func testGoldenGitLab() throws { try assertGolden("gitlab", file: "sample.gitlab.json") }
    func testGoldenMarkdown() throws { try assertGolden("markdown", file: "sample.md") }

    func testRegistryNamesEveryFormat() {
        XCTAssertEqual(ReporterRegistry.names, ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab", "markdown", "evidence"])
        for name in ReporterRegistry.names {
            XCTAssertEqual(ReporterRegistry.reporter(named: name)?.name, name)
        }
        XCTAssertNil(ReporterRegistry.reporter(named: "xml"))
    }

    // MARK: - Text

    private func report(_ text: String, path: String = "f.flow.yml", _ diagnostics: [Diagnostic]) -> LintReport {
        LintReport(diagnostics: diagnostics, files: [path], sources: [path: SourceFile(path: path, text: text)])
    }

    private func at(
        _ line: Int, _ column: Int, to endLine: Int? = nil, _ endColumn: Int? = nil,
        severity: Severity = .error, rule: String = "modal-title", message: String = "m", subject: String = "s",
        file: String = "f.flow.yml"
    ) -> Diagnostic {
        Diagnostic(
            file: file, start: SourcePosition(line: line, column: column),
            end: SourcePosition(line: endLine ?? line, column: endColumn ?? column), severity: severity,
            ruleID: rule, message: message, subject: subject)
    }

    private func caretLines(_ text: String, _ diagnostic: Diagnostic) -> [String] {
        let rendered = TextReporter().render(report(text, [diagnostic]), style: ReportStyle(showsSource: true))
        return rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testOneLineFormIsUnchangedWithoutStyle() {
        let rendered = TextReporter().render(
            report("a: b\n", [at(1, 1, message: "'editor' has no title", subject: "editor")]), style: ReportStyle())
        XCTAssertEqual(rendered, "f.flow.yml:1:1: error: 'editor' has no title [modal-title]\n")
    }

    func testCaretUnderlinesToTheEndColumn() {
        let lines = caretLines("screens:\n  editor:\n", at(2, 3, to: 2, 9))
        XCTAssertEqual(lines[1], " 2 |   editor:")
        XCTAssertEqual(lines[2], "   |   ^^^^^^")
    }

    func testCaretStaysAlignedAfterWideCharacters() {
        // 새 and 메 and 모 take two columns each, 📝 two: `present` starts 8 columns further
        // right on screen than its character column suggests.
        let text = "- { label: \"📝 새 메모\", present: editor }"
        let column = Array(text.unicodeScalars).firstIndex(of: "p")! + 1
        let lines = caretLines(text, at(1, column, to: 1, column + 7))
        let caretLine = lines[2]
        let sourceLine = lines[1]
        XCTAssertEqual(
            DisplayWidth.of(String(caretLine.prefix(while: { $0 != "^" }))),
            DisplayWidth.of(String(sourceLine[..<sourceLine.range(of: "present")!.lowerBound])))
        XCTAssertTrue(caretLine.hasSuffix(" ^^^^^^^"))
    }

    func testCaretUnderWideCharacterIsTwoColumnsWide() {
        let lines = caretLines("label: 완료", at(1, 8, to: 1, 10))
        XCTAssertEqual(lines[2], "   |        ^^^^")
    }

    func testCaretStaysAlignedAfterCombiningMarksAndTabs() {
        // "e" + U+0301 is one column on screen but two characters; the tab then moves to
        // the next multiple of eight.
        let text = "e\u{301}x\tkey: value"
        let column = Array(text.unicodeScalars).firstIndex(of: "k")! + 1
        let lines = caretLines(text, at(1, column, to: 1, column + 3))
        XCTAssertEqual(lines[1], " 1 | e\u{301}x      key: value")
        XCTAssertEqual(lines[2], "   |         ^^^")
    }

    func testCaretForADiagnosticSpanningLinesIsOneCharacter() {
        let lines = caretLines("a:\n  b: c\n", at(1, 1, to: 2, 5))
        XCTAssertEqual(lines[2], "   | ^")
    }

    func testCaretAtTheEndOfTheLine() {
        let lines = caretLines("key: \"open", at(1, 11))
        XCTAssertEqual(lines[2], "   |           ^")
    }

    func testControlCharactersInTheSourceLineAreNotSentToTheTerminal() {
        let lines = caretLines("a\u{1B}[31m: b\u{202E}c", at(1, 9))
        XCTAssertFalse(lines[1].contains("\u{1B}"))
        XCTAssertFalse(lines[1].contains("\u{202E}"))
        XCTAssertEqual(lines[2], "   |         ^")
    }

    func testGutterIsAsWideAsTheLineNumber() {
        let text = String(repeating: "x: 1\n", count: 11)
        let lines = caretLines(text, at(11, 1, to: 11, 2))
        XCTAssertEqual(lines[1], " 11 | x: 1")
        XCTAssertEqual(lines[2], "    | ^")
    }

    func testNoSourceLineForAFileWithoutSourceOrALineOutOfRange() {
        let rendered = TextReporter().render(
            LintReport(diagnostics: [at(1, 1, file: "other.flow.yml"), at(9, 1)], files: ["f.flow.yml"],
                       sources: ["f.flow.yml": SourceFile(path: "f.flow.yml", text: "a: b")]),
            style: ReportStyle(showsSource: true))
        XCTAssertEqual(rendered, "other.flow.yml:1:1: error: m [modal-title]\nf.flow.yml:9:1: error: m [modal-title]\n")
    }

    func testAVeryLongLineIsShownAsAWindowAroundTheColumn() {
        // Minified JSON: one line of 60,000 characters with a Hangul key far into it.
        let prefix = String(repeating: "{\"a\":1,", count: 5_000)
        let text = prefix + "\"완료\":true" + String(repeating: ",\"b\":2", count: 3_000) + "}"
        let column = prefix.unicodeScalars.count + 2
        let lines = caretLines(text, at(1, column, to: 1, column + 2))
        XCTAssertLessThanOrEqual(DisplayWidth.of(lines[1]), 200)
        XCTAssertTrue(lines[1].hasPrefix(" 1 | …"))
        XCTAssertTrue(lines[1].hasSuffix("…"))
        let caretColumn = DisplayWidth.of(String(lines[2].prefix(while: { $0 != "^" })))
        let keyColumn = DisplayWidth.of(String(lines[1][..<lines[1].range(of: "완료")!.lowerBound]))
        XCTAssertEqual(caretColumn, keyColumn)
        XCTAssertTrue(lines[2].hasSuffix(" ^^^^"))
    }

    func testManyDiagnosticsOnOneLongLineStayLinear() {
        func render(_ count: Int) -> Double {
            let text = String(repeating: "{\"a\":1,", count: count) + "}"
            let diagnostics = (0..<count).map { at(1, $0 * 8 + 2) }
            let report = report(text, diagnostics)
            let start = Date()
            _ = TextReporter().render(report, style: ReportStyle(showsSource: true))
            return Date().timeIntervalSince(start)
        }
        let ratio = render(16_000) / max(render(4_000), 1e-6)
        XCTAssertLessThan(ratio, 10, "quadratic would be 16: \(ratio)")
    }

    func testColorsSeverityAndResets() {
        let rendered = TextReporter().render(
            report("a: b\n", [at(1, 1, severity: .warning)]), style: ReportStyle(usesColor: true))
        XCTAssertTrue(rendered.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        XCTAssertTrue(rendered.hasSuffix("\u{1B}[0m\n"))
    }

    func testDisplayWidth() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("완료"), 4)
        XCTAssertEqual(DisplayWidth.of("完成"), 4)
        XCTAssertEqual(DisplayWidth.of("完了"), 4)
        XCTAssertEqual(DisplayWidth.of("📝"), 2)
        XCTAssertEqual(DisplayWidth.of("Ａ"), 2)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("\u{200D}\u{FE0F}"), 0)
        // Conjoining jamo: one syllable block of two columns.
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2)
        XCTAssertEqual(DisplayWidth.of("ｱ"), 1)  // half-width katakana
    }

    // MARK: - JSON

    private func jsonObject(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func testJSONCarriesEveryFieldAndEscapesStrings() throws {
        let message = "quote \" backslash \\ line\nbreak tab\t bell\u{7} 완료 📝"
        let diagnostic = at(3, 5, to: 3, 11, severity: .warning, rule: "done-button-misuse", message: message,
                            subject: "editor/완료")
        let output = JSONReporter().render(
            LintReport(diagnostics: [diagnostic], files: ["a.flow.yml", "f.flow.yml"]), style: ReportStyle())
        let root = try XCTUnwrap(try jsonObject(output) as? [String: Any])
        let tool = try XCTUnwrap(root["tool"] as? [String: Any])
        XCTAssertEqual(tool["name"] as? String, "modality-lint")
        XCTAssertEqual(tool["version"] as? String, ModalityLint.version)
        XCTAssertEqual(root["files"] as? [String], ["a.flow.yml", "f.flow.yml"])
        let entry = try XCTUnwrap((root["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(entry["file"] as? String, "f.flow.yml")
        XCTAssertEqual(entry["start"] as? [String: Int], ["line": 3, "column": 5])
        XCTAssertEqual(entry["end"] as? [String: Int], ["line": 3, "column": 11])
        XCTAssertEqual(entry["severity"] as? String, "warning")
        XCTAssertEqual(entry["rule"] as? String, "done-button-misuse")
        XCTAssertEqual(entry["message"] as? String, message)
        XCTAssertEqual(entry["subject"] as? String, "editor/완료")
        XCTAssertEqual(root["summary"] as? [String: Int], ["errors": 0, "warnings": 1, "infos": 0])
    }

    func testJSONOfACleanRunHasNoDiagnostics() throws {
        let output = JSONReporter().render(LintReport(diagnostics: [], files: []), style: ReportStyle())
        let root = try XCTUnwrap(try jsonObject(output) as? [String: Any])
        XCTAssertEqual((root["diagnostics"] as? [Any])?.count, 0)
        XCTAssertEqual(root["summary"] as? [String: Int], ["errors": 0, "warnings": 0, "infos": 0])
    }

    // MARK: - SARIF

    private func sarifResults(_ report: LintReport) throws -> (rules: [[String: Any]], results: [[String: Any]], run: [String: Any]) {
        let root = try XCTUnwrap(try jsonObject(SARIFReporter().render(report, style: ReportStyle())) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return (try XCTUnwrap(driver["rules"] as? [[String: Any]]), try XCTUnwrap(run["results"] as? [[String: Any]]), run)
    }

    private func fingerprints(_ report: LintReport) throws -> [String] {
        try sarifResults(report).results.map {
            try XCTUnwrap(($0["partialFingerprints"] as? [String: String])?["modalityLint/v1"])
        }
    }

    func testSARIFFingerprintsSurviveUnrelatedLinesMoving() throws {
        let before = LintReport(diagnostics: [
            at(3, 3, rule: "modal-title", subject: "editor"),
            at(9, 7, rule: "done-button-misuse", subject: "editor/Done"),
        ], files: ["f.flow.yml"], rules: [])
        // Five lines inserted above both, and the columns changed by reindentation.
        let after = LintReport(diagnostics: [
            at(8, 5, rule: "modal-title", subject: "editor"),
            at(14, 9, rule: "done-button-misuse", subject: "editor/Done"),
        ], files: ["f.flow.yml"], rules: [])
        XCTAssertEqual(try fingerprints(before), try fingerprints(after))
        XCTAssertNotEqual(try fingerprints(before)[0], try fingerprints(before)[1])
        XCTAssertEqual(try fingerprints(before)[0].count, 16)
    }

    func testSARIFFingerprintsTellApartTheSameProblemTwiceAndOtherFiles() throws {
        let report = LintReport(diagnostics: [
            at(3, 3, rule: "invalid-flow", message: "unknown key 'titel'", subject: ""),
            at(5, 3, rule: "invalid-flow", message: "unknown key 'titel'", subject: ""),
            at(5, 3, rule: "invalid-flow", message: "unknown key 'titel'", subject: "", file: "g.flow.yml"),
            at(7, 3, rule: "invalid-flow", message: "unknown key 'kinds'", subject: ""),
        ], files: ["f.flow.yml", "g.flow.yml"], rules: [])
        XCTAssertEqual(Set(try fingerprints(report)).count, 4)
    }

    func testSARIFRulesCoverEveryResultIncludingBuiltinChecks() throws {
        let report = LintReport(diagnostics: [
            at(1, 1, rule: "parse-error", subject: ""),
            at(2, 1, rule: "invalid-flow", subject: ""),
            at(3, 1, severity: .warning, rule: "unused-suppression", subject: ""),
            at(4, 1, rule: "modal-dismiss-button"),
            at(5, 1, severity: .info, rule: "some-future-rule"),
        ], files: ["f.flow.yml"], rules: ReporterTests.sampleRules)
        let (rules, results, run) = try sarifResults(report)
        let ids = rules.map { $0["id"] as? String }
        XCTAssertEqual(Set(ids.compactMap { $0 }).count, ids.count, "rule ids are unique")
        for id in ["parse-error", "invalid-flow", "unused-suppression", "alert-actionable"] {
            XCTAssertTrue(ids.contains(id), "\(id) described")
        }
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "error", "warning", "error", "note"])
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let disabled = try XCTUnwrap(rules.first { $0["id"] as? String == "alert-actionable" })
        XCTAssertEqual((disabled["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool, false)
        XCTAssertEqual((disabled["defaultConfiguration"] as? [String: Any])?["level"] as? String, "note")
        XCTAssertEqual(disabled["name"] as? String, "AlertActionable")
        let help = try XCTUnwrap(disabled["help"] as? [String: String])
        XCTAssertNotNil(help["text"])
        XCTAssertNotNil(help["markdown"])
    }

    /// Every id the tool can emit, its own included, has a `helpUri`; a built-in id's is a
    /// page of the documentation that exists.
    func testSARIFGivesEveryIdAHelpURI() throws {
        let builtins = ["parse-error", "invalid-flow", "invalid-suppression", "unused-suppression"]
        let report = LintReport(diagnostics: builtins.enumerated().map { at($0.offset + 1, 1, rule: $0.element, subject: "") },
                                files: ["f.flow.yml"], rules: RuleRegistry.descriptions)
        let (rules, _, _) = try sarifResults(report)
        XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }), Set(KnownRules.all.map(\.id)))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            let uri = try XCTUnwrap(rule["helpUri"] as? String, id)
            XCTAssertTrue(uri.hasPrefix("https://"), id)
            guard builtins.contains(id) else { continue }
            let prefix = ModalityLint.informationURL + "/blob/main/"
            XCTAssertTrue(uri.hasPrefix(prefix), id)
            let path = String(uri.dropFirst(prefix.count).split(separator: "#")[0])
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(id): \(path)")
        }
    }

    private func artifactLocation(_ result: [String: Any]) throws -> [String: String] {
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
        let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
        return try XCTUnwrap(physical["artifactLocation"] as? [String: String])
    }

    func testSARIFLocationsAreRelativeAndPercentEncoded() throws {
        let report = LintReport(diagnostics: [
            at(1, 1, file: "./Flows/My Notes/메모#1.flow.yml"),
            at(1, 1, file: "/repo/Flows/a.flow.yml"),
            at(1, 1, file: "/elsewhere/b.flow.yml"),
        ], files: [], rules: [], sourceRoot: "/repo")
        let (_, results, run) = try sarifResults(report)
        let locations = try results.map(artifactLocation)
        XCTAssertEqual(locations[0], ["uri": "Flows/My%20Notes/%EB%A9%94%EB%AA%A8%231.flow.yml", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(locations[1], ["uri": "Flows/a.flow.yml", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(locations[2], ["uri": "file:///elsewhere/b.flow.yml"])
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: Any]])
        XCTAssertEqual(bases["%SRCROOT%"]?["uri"] as? String, "file:///repo/")
    }

    func testSARIFRegionNeverEndsBeforeItStarts() throws {
        let (_, results, _) = try sarifResults(LintReport(diagnostics: [at(4, 9, to: 4, 2)], files: [], rules: []))
        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first)
        let region = try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 4, "startColumn": 9, "endLine": 4, "endColumn": 9])
    }

    func testWindowsPathsUseForwardSlashes() {
        XCTAssertEqual(ReportPath.relative("Flows\\a.flow.yml", to: nil), "Flows/a.flow.yml")
        XCTAssertEqual(ReportPath.relative("C:\\repo\\Flows\\a.flow.yml", to: "C:\\repo"), "Flows/a.flow.yml")
        XCTAssertEqual(ReportPath.uri("C:/other/a b.yml"), "file:///C:/other/a%20b.yml")
    }

    func testFNV1aMatchesPublishedVectors() {
        XCTAssertEqual(Fingerprint.fnv1a64(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(Fingerprint.fnv1a64("a"), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(Fingerprint.fnv1a64("foobar"), 0x85944171f73967e8)
    }

    // MARK: - GitHub

    func testGitHubEscapesDataAndProperties() {
        let diagnostic = at(2, 3, to: 2, 9, message: "100% sure\r\nsecond line: a, b",
                            file: "./Flows/a,b:c.flow.yml")
        let output = GitHubReporter().render(LintReport(diagnostics: [diagnostic], files: []), style: ReportStyle())
        XCTAssertEqual(
            output,
            "::error file=Flows/a%2Cb%3Ac.flow.yml,line=2,col=3,endLine=2,endColumn=8,"
                + "title=modality-lint (modal-title)::100%25 sure%0D%0Asecond line: a, b\n")
    }

    func testGitHubInfoIsANoticeAndMultiLineDropsEndColumn() {
        let output = GitHubReporter().render(
            LintReport(diagnostics: [at(2, 3, to: 4, 1, severity: .info)], files: []), style: ReportStyle())
        XCTAssertEqual(output, "::notice file=f.flow.yml,line=2,col=3,endLine=4,title=modality-lint (modal-title)::m\n")
    }

    // MARK: - XML formats

    private final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            elements.append((elementName, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    private func parseXML(_ text: String) throws -> ElementCollector {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = ElementCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return collector
    }

    private let awkwardMessage = "<tag> & \"quotes\" 'single' ]]> bell\u{7} nul\u{0} 완료\nnext\ttab"

    func testCheckstyleIsWellFormedAndKeepsTheMessage() throws {
        let report = LintReport(
            diagnostics: [at(3, 5, severity: .warning, rule: "done-button-misuse", message: awkwardMessage,
                             file: "b&c.flow.yml")],
            files: ["a.flow.yml", "b&c.flow.yml"])
        let collector = try parseXML(CheckstyleReporter().render(report, style: ReportStyle()))
        XCTAssertEqual(collector.elements.map(\.name), ["checkstyle", "file", "file", "error"])
        XCTAssertEqual(collector.elements[0].attributes["version"], "4.3")
        XCTAssertEqual(collector.elements[1].attributes["name"], "a.flow.yml")
        XCTAssertEqual(collector.elements[2].attributes["name"], "b&c.flow.yml")
        let error = collector.elements[3].attributes
        XCTAssertEqual(error["line"], "3")
        XCTAssertEqual(error["column"], "5")
        XCTAssertEqual(error["severity"], "warning")
        XCTAssertEqual(error["source"], "modality-lint.done-button-misuse")
        XCTAssertEqual(error["message"], "<tag> & \"quotes\" 'single' ]]> bell\u{FFFD} nul\u{FFFD} 완료\nnext\ttab")
    }

    func testJUnitCountsCasesPerFileAndRule() throws {
        let report = LintReport(diagnostics: [
            at(1, 1, rule: "modal-title", file: "a.flow.yml"),
            at(5, 1, rule: "modal-title", file: "a.flow.yml"),
            at(2, 1, severity: .warning, rule: "done-button-misuse", message: awkwardMessage, file: "a.flow.yml"),
            at(3, 1, severity: .info, rule: "modal-style-fit", file: "a.flow.yml"),
        ], files: ["a.flow.yml", "clean.flow.yml"], failLevel: .warning)
        let collector = try parseXML(JUnitReporter().render(report, style: ReportStyle()))
        XCTAssertEqual(
            collector.elements.map(\.name),
            ["testsuites", "testsuite", "testcase", "failure", "testcase", "system-out", "testcase", "failure", "testcase"])
        for index in 0..<2 {
            XCTAssertEqual(collector.elements[index].attributes["tests"], "4")
            XCTAssertEqual(collector.elements[index].attributes["failures"], "2")
            XCTAssertEqual(collector.elements[index].attributes["errors"], "0")
        }
        let cases = collector.elements.filter { $0.name == "testcase" }.map {
            ($0.attributes["classname"] ?? "") + " " + ($0.attributes["name"] ?? "")
        }
        XCTAssertEqual(cases, [
            "a.flow.yml done-button-misuse", "a.flow.yml modal-style-fit", "a.flow.yml modal-title",
            "clean.flow.yml modality-lint",
        ])
        let failures = collector.elements.filter { $0.name == "failure" }.map(\.attributes)
        XCTAssertEqual(failures[0]["message"], "<tag> & \"quotes\" 'single' ]]> bell\u{FFFD} nul\u{FFFD} 완료\nnext\ttab")
        XCTAssertEqual(failures[0]["type"], "warning")
        XCTAssertEqual(failures[1]["message"], "2 problems; the first: m")
        XCTAssertTrue(collector.text.contains("a.flow.yml:1:1: error: m [modal-title]\na.flow.yml:5:1: error: m [modal-title]"))
        XCTAssertTrue(collector.text.contains("a.flow.yml:3:1: info: m [modal-style-fit]"))
    }

    func testJUnitFailsOnlyWhatFailsTheRun() throws {
        let diagnostics = [
            at(1, 1, rule: "modal-title", file: "a.flow.yml"),
            at(2, 1, severity: .warning, rule: "done-button-misuse", file: "a.flow.yml"),
            at(3, 1, severity: .info, rule: "modal-style-fit", file: "a.flow.yml"),
        ]
        var failed: [Severity: [String]] = [:]
        for level in Severity.allCases {
            let report = LintReport(diagnostics: diagnostics, files: ["a.flow.yml"], failLevel: level)
            let collector = try parseXML(JUnitReporter().render(report, style: ReportStyle()))
            var current = ""
            for element in collector.elements {
                if element.name == "testcase" { current = element.attributes["name"] ?? "" }
                if element.name == "failure" { failed[level, default: []].append(current) }
            }
            XCTAssertEqual(collector.elements[0].attributes["failures"], String(failed[level, default: []].count))
        }
        XCTAssertEqual(failed[.error], ["modal-title"])
        XCTAssertEqual(failed[.warning], ["done-button-misuse", "modal-title"])
        XCTAssertEqual(failed[.info], ["done-button-misuse", "modal-style-fit", "modal-title"])
    }

    // MARK: - GitLab

    func testGitLabIssuesHaveWhatGitLabRequires() throws {
        let report = LintReport(diagnostics: [
            at(2, 3, to: 2, 9, rule: "modal-title", file: "./Flows/a.flow.yml"),
            at(4, 1, severity: .warning, rule: "safe-exit", file: "./Flows/a.flow.yml"),
            at(6, 1, severity: .info, rule: "modal-style-fit", file: "./Flows/a.flow.yml"),
        ], files: [])
        let issues = try XCTUnwrap(try jsonObject(GitLabReporter().render(report, style: ReportStyle())) as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "minor", "info"])
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, ["modal-title", "safe-exit", "modal-style-fit"])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 3)
        let location = try XCTUnwrap(issues[0]["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "Flows/a.flow.yml")
        let begin = try XCTUnwrap((location["positions"] as? [String: Any])?["begin"] as? [String: Int])
        XCTAssertEqual(begin, ["line": 2, "column": 3])
        XCTAssertEqual(issues[0]["description"] as? String, "m")
        XCTAssertEqual(
            try XCTUnwrap(try jsonObject(GitLabReporter().render(LintReport(diagnostics: [], files: ["a"]), style: ReportStyle())) as? [Any]).count, 0)
    }

    // MARK: - Scale

    /// Every format renders a large report in time proportional to its size: four times
    /// the diagnostics may not take more than ten times as long (quadratic would be 16).
    func testEveryFormatIsLinear() {
        func bigReport(_ count: Int) -> LintReport {
            let files = (0..<count / 10).map { "Flows/f\($0).flow.yml" }
            let diagnostics = (0..<count).map { index in
                at(index % 500 + 1, 3, to: index % 500 + 1, 9, severity: Severity.allCases[index % 3],
                   rule: ["modal-title", "safe-exit", "modal-style-fit"][index % 3],
                   message: "screen \(index) has a problem", subject: "s\(index % 7)", file: files[index % files.count])
            }.sorted(by: Diagnostic.ordered)
            return LintReport(diagnostics: diagnostics, files: files)
        }
        for type in ReporterRegistry.all {
            let reporter = type.init()
            func seconds(_ report: LintReport) -> Double {
                var best = Double.infinity
                for _ in 0..<3 {
                    let start = Date()
                    _ = reporter.render(report, style: ReportStyle())
                    best = min(best, Date().timeIntervalSince(start))
                }
                return best
            }
            // Large enough that the small run takes measurable time on a busy machine.
            var size = 1_000
            var small = seconds(bigReport(size))
            while small < 0.02, size < 64_000 {
                size *= 2
                small = seconds(bigReport(size))
            }
            let ratio = seconds(bigReport(size * 4)) / max(small, 1e-6)
            XCTAssertLessThan(ratio, 10, "\(type.name) grows faster than linearly (\(ratio))")
        }
    }
}
