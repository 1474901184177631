import XCTest

/// The apps in `Fixtures/projects/` (storyboards with their Swift and Objective-C code,
/// written for these tests), linted as a user lints an app's folder: the output is exactly
/// the golden `Fixtures/projects/<App>.expected` beside each (UPDATE_GOLDEN=1 rewrites it).
final class ProjectFixtureTests: XCTestCase {
    func testEveryProjectMatchesItsGoldenOutput() throws {
        let folder = Repository.root.appendingPathComponent("Fixtures/projects")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".expected") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let app = "Fixtures/projects/" + String(name.dropLast(".expected".count))
            let result = try CommandRunner.run([app], in: Repository.root)
            let golden = folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try result.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            XCTAssertEqual(result.standardOutput, try String(contentsOf: golden, encoding: .utf8), app)
        }
    }

    /// Journal holds each cause of a false alarm seen on real apps once, beside six true
    /// problems: what it must not report is checked by the golden; here, that the dead
    /// scene, and the tour only it leads to, are the only screens not judged (every class's
    /// code was found, Objective-C too).
    func testJournalJudgesEveryLiveSceneWithItsCode() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Journal", "--format", "json"], in: Repository.root)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let notJudged = try XCTUnwrap(report["notJudged"] as? [[String: Any]])
        XCTAssertEqual(notJudged.map { "\($0["screen"] ?? "") \($0["reason"] ?? "")" }, ["LegacyWelcome deadScene", "LegacyTourViewController deadScene"])
        XCTAssertTrue(result.standardError.contains("2 storyboard scenes are never shown"), result.standardError)
    }
}
