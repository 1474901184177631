import Foundation
import XCTest
@testable import ModalityLintCore

/// Golden tests: every flow file under `Fixtures/` (`*.flow.yml`, `*.flow.yaml`,
/// `*.flow.json`, in any subfolder but `Fixtures/storyboards/`, `Fixtures/cli/`,
/// `Fixtures/reports/` and `Fixtures/parse-errors/`, which have their own harnesses)
/// is linted with the default configuration, and the text output, with paths relative to
/// the repository root, must equal the sibling `<name>.expected` byte for byte
/// (`Fixtures/apps/notes.flow.yml` → `Fixtures/apps/notes.expected`; a clean file's
/// expected output is empty). A fixture named after a rule, `Fixtures/rules/<id>.flow.yml`,
/// is linted with that rule turned on as well, so that rules off by default show there too.
/// Run with `UPDATE_GOLDEN=1` to rewrite the expected files after an intended change, then
/// review the diff.
final class FixtureTests: XCTestCase {
    static let flowEndings = [".flow.yml", ".flow.yaml", ".flow.json"]
    static let skippedFolders = [
        "Fixtures/storyboards/", "Fixtures/cli/",  // cli: CommandLineTests runs them
        "Fixtures/reports/",  // ReporterTests runs them, in every format
        "Fixtures/markdown/",  // MarkdownReportTests runs them
        "Fixtures/plugin-consumer/",  // Tests/scripts/plugin_consumer_test.sh builds it
    ]

    func testFixturesMatchTheirGoldenOutput() throws {
        let root = Repository.root
        let fixtures = try Self.fixturePaths(under: root)
        XCTAssertFalse(fixtures.isEmpty, "no flow files under Fixtures/")
        let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        var expectedOwners: [String: String] = [:]

        for path in fixtures {
            let expectedPath = Self.expectedPath(for: path)
            if let other = expectedOwners.updateValue(path, forKey: expectedPath) {
                XCTFail("\(other) and \(path) would share \(expectedPath): rename one")
                continue
            }
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
            let diagnostics = Linter(configuration: Self.configuration(for: path))
                .lint(SourceFile(path: path, bytes: bytes))
            let output = TextReporter().render(LintReport(diagnostics: diagnostics, files: [path]), style: ReportStyle())
            let expectedURL = root.appendingPathComponent(expectedPath)
            if updating {
                try Data(output.utf8).write(to: expectedURL)
                continue
            }
            guard let expected = FileManager.default.contents(atPath: expectedURL.path) else {
                XCTFail("\(path) has no \(expectedPath); run the tests with UPDATE_GOLDEN=1 to write it, then review it")
                continue
            }
            if expected != Data(output.utf8) {
                XCTFail("""
                    \(path): output differs from \(expectedPath) (UPDATE_GOLDEN=1 rewrites it)
                    --- expected
                    \(String(decoding: expected, as: UTF8.self))--- actual
                    \(output)
                    """)
            }
        }
    }

    /// Repository-relative paths of the flow files under `Fixtures/`, sorted.
    static func fixturePaths(under root: URL) throws -> [String] {
        let fixtures = root.appendingPathComponent("Fixtures")
        guard let enumerator = FileManager.default.enumerator(atPath: fixtures.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            // A build of the plugin consumer by hand leaves a `.build` there.
            if relative.hasSuffix("/.build") || relative == ".build" {
                enumerator.skipDescendants()
                continue
            }
            let path = "Fixtures/" + relative
            guard flowEndings.contains(where: { path.hasSuffix($0) }),
                  !skippedFolders.contains(where: { path.hasPrefix($0) }) else { continue }
            paths.append(path)
        }
        return paths.sorted()
    }

    /// The default configuration, with the rule a `Fixtures/rules/<id>.flow.*` names turned on.
    static func configuration(for path: String) -> LintConfiguration {
        let prefix = "Fixtures/rules/"
        guard path.hasPrefix(prefix) else { return LintConfiguration() }
        let name = String(expectedPath(for: path).dropFirst(prefix.count).dropLast(".expected".count))
        guard RuleRegistry.rule(withID: name) != nil else { return LintConfiguration() }
        return LintConfiguration(rules: [name: LintConfiguration.RuleSettings(enabled: true)])
    }

    /// `a/notes.flow.yml` → `a/notes.expected`.
    static func expectedPath(for path: String) -> String {
        for ending in flowEndings where path.hasSuffix(ending) {
            return String(path.dropLast(ending.count)) + ".expected"
        }
        return path + ".expected"
    }
}
