import Foundation
import XCTest
@testable import ModalityLintCore

/// The Markdown report (`--format markdown`).
///
/// Golden reports: each `Fixtures/markdown/<name>.md` is what `modality-lint --format
/// markdown Fixtures/markdown/<name>…` prints from the repository root, where the input is
/// the file `<name>.<ending>` or the folder `<name>/` beside it (`UPDATE_GOLDEN=1` writes the
/// golden of a new input), in a GitHub Actions job of
/// `modality-lint/example` at a fixed commit (so the goldens show the links to lines).
/// Adding a case is adding one input and its `.md`. `UPDATE_GOLDEN=1` rewrites them;
/// review the diff. `Tests/scripts/check_markdown_reports.py` parses the same files with a
/// CommonMark parser and checks each drawing against `modality-lint graph`.
final class MarkdownReportTests: XCTestCase {
    static let folder = "Fixtures/markdown"
    /// The GitHub Actions variables the goldens are made under (GitLab's are cleared, and
    /// so are the real ones when the tests themselves run in CI).
    static let gitHubJob = [
        "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "modality-lint/example",
        "GITHUB_SHA": "4b825dc642cb6eb9a060e54bf8d69288fbee4904", "CI_PROJECT_URL": "", "CI_COMMIT_SHA": "",
    ]

    /// (input path, golden path), relative to the repository root: every file or folder
    /// but the goldens, with the golden named after it up to its first dot.
    static func cases() throws -> [(input: String, golden: String)] {
        let folderURL = Repository.root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted()
        var result: [(String, String)] = []
        var inputOfGolden: [String: String] = [:]
        for input in names where !input.hasSuffix(".md") && !input.hasPrefix(".") {
            let golden = String(input.prefix { $0 != "." }) + ".md"
            if let other = inputOfGolden.updateValue(input, forKey: golden) {
                throw CaseError(description: "\(folder)/\(other) and \(input) would share \(golden): rename one")
            }
            result.append(("\(folder)/\(input)", "\(folder)/\(golden)"))
        }
        for golden in names where golden.hasSuffix(".md") && inputOfGolden[golden] == nil {
            throw CaseError(description: "\(folder)/\(golden) has no input beside it")
        }
        return result
    }

    struct CaseError: Error, CustomStringConvertible {
        var description: String
    }

    func testGoldenReports() throws {
        let cases = try Self.cases()
        XCTAssertTrue(Set(cases.map(\.golden)).isSuperset(of: [
            "Fixtures/markdown/StoryboardApp.md", "Fixtures/markdown/CodeApp.md", "Fixtures/markdown/large.md",
            "Fixtures/markdown/notes.md",
        ]), "a flow file, a storyboard app, a code app and a run that is cut, at least")
        for (input, golden) in cases {
            let result = try CommandRunner.run(
                ["--format", "markdown", input], in: Repository.root, environment: Self.gitHubJob)
            // 1 when an error fails the run, 0 when only warnings are found; never a usage error.
            XCTAssertTrue([0, 1].contains(result.status), "\(input): \(result.standardError)")
            let url = Repository.root.appendingPathComponent(golden)
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try Data(result.standardOutput.utf8).write(to: url)
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                XCTFail("\(input) has no \(golden); run the tests with UPDATE_GOLDEN=1 to write it, then review it")
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if result.standardOutput != expected {
                XCTFail("\(input): the report differs from \(golden) (UPDATE_GOLDEN=1 rewrites it); first difference at line "
                        + "\(Self.firstDifferentLine(result.standardOutput, expected))")
            }
        }
    }

    /// 5,000 problems do not fit: the report stays within 1,000,000 bytes, lists whole items
    /// and drawings only, and its last paragraph counts exactly what it left out.
    func testTheLargeRunIsCutToAMillionBytesAndSaysWhatItLeftOut() throws {
        let report = String(decoding: try Data(contentsOf: Repository.root.appendingPathComponent("\(Self.folder)/large.md")), as: UTF8.self)
        XCTAssertLessThan(report.utf8.count, MarkdownReporter.sizeLimit)
        XCTAssertLessThan(report.utf8.count, 1_048_576, "GitHub's limit for a job summary")
        XCTAssertGreaterThan(report.utf8.count, MarkdownReporter.sizeLimit * 9 / 10, "the room is used")
        XCTAssertTrue(report.hasPrefix("## ❌ modality-lint failed: 1000 errors, 4000 warnings in 1 file\n"))
        let items = report.split(separator: "\n").filter { $0.hasPrefix("- ") }.count
        let drawings = report.components(separatedBy: "```mermaid\n").count - 1
        XCTAssertGreaterThan(items, 0)
        // Each block's five problems sit on its hub, its editor and its preview: 3,000
        // neighbourhoods, all different.
        XCTAssertFalse(report.contains("above shows this neighbourhood"))
        let leftOutDrawings = 3000 - drawings
        XCTAssertTrue(report.hasSuffix(
            "**Left out:** \(5000 - items) of the 5000 problems (in 1 file) and \(leftOutDrawings) drawings of their screens, "
                + "to keep this report within 1,000,000 bytes (what a GitHub job summary and a GitLab note accept). "
                + "The other formats (`--format text`, `sarif`, `gitlab`) list every problem.\n"), String(report.suffix(400)))
        XCTAssertEqual(report.components(separatedBy: "```").count % 2, 1, "every fence is closed")
    }

    // MARK: The reporter on its own

    private func report(_ flow: String, path: String = "app.flow.yml", configure: (inout LintReport) -> Void = { _ in }) -> LintReport {
        let source = SourceFile(path: path, bytes: Array(("app: Test\n" + flow).utf8))
        let outcome = Linter().outcome(of: source)
        var report = LintReport(
            diagnostics: outcome.diagnostics, files: [path], sources: [path: source],
            documents: outcome.document.map { [$0] } ?? [], suppressedCount: outcome.suppressedCount)
        configure(&report)
        return report
    }

    private static let editorWithoutWayOut = """
        screens:
          home: { actions: [{ label: Edit, present: editor }] }
          editor: { title: Edit }

        """

    func testACleanRunIsOneShortLineThatCountsWhatIsNotListed() {
        let clean = report("screens:\n  home: {}\n")
        XCTAssertEqual(MarkdownReporter().render(clean, style: ReportStyle()), "✅ **modality-lint**: no problems in 1 file\n")
        let silenced = report("""
            screens:
              home: { actions: [{ label: Edit, present: editor }] }
              editor: { title: Edit, lint: { disable: [modal-dismiss-button] } }

            """) { $0.baselinedCount = 2 }
        XCTAssertEqual(silenced.suppressedCount, 1)
        XCTAssertEqual(MarkdownReporter().render(silenced, style: ReportStyle()),
                       "✅ **modality-lint**: no new problems in 1 file (1 suppressed, 2 in the baseline)\n")
        XCTAssertEqual(MarkdownReporter().render(LintReport(diagnostics: [], files: []), style: ReportStyle()),
                       "✅ **modality-lint**: no files to lint\n")
    }

    func testCommentDirectivesCountAsSuppressed() {
        let flow = """
            screens:
              home: { actions: [{ label: Edit, present: editor }] }
              # modality-lint: disable-next-line modal-dismiss-button
              editor: { title: Edit }

            """
        XCTAssertEqual(report(flow).suppressedCount, 1)
        XCTAssertTrue(report(flow).diagnostics.isEmpty)
    }

    func testTheDrawingIsTheGraphCommandsDrawingOfTheScreen() throws {
        let report = report(Self.editorWithoutWayOut)
        let text = MarkdownReporter().render(report, style: ReportStyle())
        let expected = try GraphRenderer(document: report.documents[0], diagnostics: report.diagnostics)
            .render(.mermaid, focus: "editor")
        XCTAssertTrue(text.contains("#### editor\n\n- 🔴 **error** `modal-dismiss-button` at 4:3: 'editor' is presented modally"), text)
        XCTAssertTrue(text.contains("\n```mermaid\n" + expected + "```\n"), text)
        XCTAssertTrue(text.hasPrefix("## ❌ modality-lint failed: 1 error in 1 file\n\n| Rule | Errors | Warnings | Infos |\n"), text)
    }

    func testWithoutTheDocumentsTheProblemsAreListedUndrawn() {
        var report = report(Self.editorWithoutWayOut)
        report.documents = []
        let text = MarkdownReporter().render(report, style: ReportStyle())
        XCTAssertFalse(text.contains("```mermaid"))
        XCTAssertTrue(text.contains("### app.flow.yml\n\n- 🔴 **error** `modal-dismiss-button`"), text)
    }

    func testMessagesAndPathsAreShownAsWrittenNotReadAsMarkdown() {
        let diagnostic = Diagnostic(
            file: "a_b/*x*.flow.yml", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2),
            severity: .warning, ruleID: "modal-title", message: "'<b>|[x](y)`z`&amp;' is *bold*\nsecond line", subject: "")
        let text = MarkdownReporter().render(LintReport(diagnostics: [diagnostic], files: [diagnostic.file]), style: ReportStyle())
        XCTAssertTrue(text.contains("### a\\_b/\\*x\\*.flow.yml\n"), text)
        // `z` is a code span, as the message writes it; everything else is shown as written.
        XCTAssertTrue(text.contains(": '\\<b\\>\\|\\[x\\](y)`z`\\&amp;' is \\*bold\\* second line\n"), text)
        // An unpaired backtick opens nothing: the whole message is escaped.
        XCTAssertEqual(MarkdownText.message("add `dismiss: true` to `this"), "add \\`dismiss: true\\` to \\`this")
        XCTAssertEqual(MarkdownText.message("add `{ label: *Cancel* }`"), "add `{ label: *Cancel* }`")
    }

    func testLinksPointAtTheLineInTheRepositoryTheCIEnvironmentNames() {
        let gitLab = SourceLinks.continuousIntegration([
            "CI_PROJECT_URL": "https://gitlab.example.com/group/app", "CI_COMMIT_SHA": "abc",
        ])
        XCTAssertEqual(gitLab?.fileBase, "https://gitlab.example.com/group/app/-/blob/abc/")
        let gitHub = SourceLinks.continuousIntegration([
            "GITHUB_SERVER_URL": "https://github.com/", "GITHUB_REPOSITORY": "o/app", "GITHUB_SHA": "def",
            "CI_PROJECT_URL": "https://gitlab.example.com/group/app", "CI_COMMIT_SHA": "abc",
        ])
        XCTAssertEqual(gitHub?.fileBase, "https://github.com/o/app/blob/def/")
        XCTAssertNil(SourceLinks.continuousIntegration(["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/app"]))
        XCTAssertNil(SourceLinks.continuousIntegration(["CI_PROJECT_URL": "", "CI_COMMIT_SHA": "abc"]))

        let links = SourceLinks(fileBase: "https://github.com/o/app/blob/def")
        XCTAssertEqual(links.url(path: "/work/app/Flows/main flow.yml", line: 4, sourceRoot: "/work/app"),
                       "https://github.com/o/app/blob/def/Flows/main%20flow.yml#L4")
        XCTAssertEqual(links.url(path: "./a.flow.yml", line: 1, sourceRoot: nil), "https://github.com/o/app/blob/def/a.flow.yml#L1")
        XCTAssertNil(links.url(path: "/elsewhere/a.flow.yml", line: 1, sourceRoot: "/work/app"))
        XCTAssertNil(links.url(path: "../a.flow.yml", line: 1, sourceRoot: "/work/app"))
        XCTAssertNil(links.url(path: "<stdin>", line: 1, sourceRoot: "/work/app"))

        let linked = report(Self.editorWithoutWayOut) { $0.sourceLinks = gitLab }
        XCTAssertTrue(MarkdownReporter().render(linked, style: ReportStyle())
            .contains(" at [4:3](<https://gitlab.example.com/group/app/-/blob/abc/app.flow.yml#L4>): "))
    }

    /// A small limit cuts the report between whole parts and says what it left out.
    func testAReportThatDoesNotFitIsCutBetweenWholePartsAndSaysSo() {
        let report = report("""
            screens:
              home: { actions: [{ label: A, present: a }, { label: B, present: b }] }
              a: { title: A }
              b: { title: B }

            """)
        XCTAssertEqual(report.diagnostics.count, 2)
        let whole = MarkdownReporter().render(report, style: ReportStyle())
        XCTAssertFalse(whole.contains("Left out"))
        // Room for the first screen's problem and drawing, not the second's.
        let firstDrawingEnd = whole.range(of: "```\n")!.upperBound
        let limit = whole.utf8.distance(from: whole.utf8.startIndex, to: firstDrawingEnd.samePosition(in: whole.utf8)!)
            + MarkdownReporter.closingReserve + 10
        let cut = MarkdownReporter(limit: limit).render(report, style: ReportStyle())
        XCTAssertTrue(cut.hasPrefix(String(whole[..<firstDrawingEnd])), cut)
        XCTAssertTrue(cut.hasSuffix("**Left out:** 1 of the 2 problems (in 1 file) and 1 drawing of their screens, "
                                    + "to keep this report within 1,000,000 bytes (what a GitHub job summary and a GitLab note accept). "
                                    + "The other formats (`--format text`, `sarif`, `gitlab`) list every problem.\n"), cut)
        XCTAssertLessThan(cut.utf8.count, limit)
    }

    // MARK: The command line

    func testTheCommandLineCountsBaselinedProblemsWithoutListingThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(("app: Test\n" + Self.editorWithoutWayOut).utf8).write(to: folder.appendingPathComponent("app.flow.yml"))
        let write = try CommandRunner.run(["--write-baseline", "baseline.json", "app.flow.yml"], in: folder)
        XCTAssertEqual(write.status, 0, write.standardError)
        let result = try CommandRunner.run(
            ["--format", "markdown:summary.md", "--baseline", "baseline.json", "app.flow.yml"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8),
                       "✅ **modality-lint**: no new problems in 1 file (1 in the baseline)\n")
    }

    private static func firstDifferentLine(_ lhs: String, _ rhs: String) -> Int {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<min(left.count, right.count) where left[index] != right[index] { return index + 1 }
        return min(left.count, right.count) + 1
    }
}
