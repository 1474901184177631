import Foundation
import XCTest
@testable import ModalityLintCore

/// `modality-lint graph` as people run it: the built executable, its output and exit status.
final class GraphCommandRenderingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Runs the executable in the repository root (so fixture paths read as in the goldens).
    private func run(_ arguments: [String], input: String = "", in directory: URL? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory ?? Repository.root, input: Data(input.utf8))
    }

    func testPrintsTheGoldenDrawingInEachFormat() throws {
        for (format, ending) in GraphGoldenRenderingTests.goldenEndings {
            let result = try run(["graph", "Fixtures/graph/notes.flow.yml", "--format", format.rawValue])
            XCTAssertEqual(result.status, 0, result.standardError)
            let golden = try String(
                contentsOf: Repository.root.appendingPathComponent("Fixtures/graph/notes" + ending), encoding: .utf8)
            XCTAssertEqual(result.standardOutput, golden, format.rawValue)
            XCTAssertEqual(result.standardError, "")
        }
        // DOT is the default.
        let dot = try run(["graph", "Fixtures/graph/notes.flow.yml"])
        XCTAssertTrue(dot.standardOutput.contains("digraph \"Notes\" {"), dot.standardOutput)
    }

    func testReadsStandardInputAndFocuses() throws {
        let flow = try String(
            contentsOf: Repository.root.appendingPathComponent("Fixtures/graph/nested.flow.yml"), encoding: .utf8)
        let result = try run(["graph", "-", "--format=json", "--focus", "filters"], input: flow)
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["focus"] as? String, "filters")
        let ids = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ["editor", "filters", "adjust", "curves", "presets"])
    }

    /// Storyboards that reference one another are drawn together, as `lint` reads them:
    /// the reference from Main to Settings resolves, and Settings' own segues are drawn.
    func testDrawsSeveralStoryboardsAsOneApp() throws {
        let files = ["Fixtures/storyboards/References/Main.storyboard", "Fixtures/storyboards/References/Settings.storyboard"]
        let together = try run(["graph", "--format", "json"] + files)
        XCTAssertEqual(together.status, 0, together.standardError)
        let alone = try run(["graph", "--format", "json", files[0]])
        XCTAssertEqual(alone.status, 0, alone.standardError)
        // Settings' own segues are known only when Settings.storyboard is read.
        XCTAssertTrue(together.standardOutput.contains("\"from\": \"Settings\""), together.standardOutput)
        XCTAssertFalse(alone.standardOutput.contains("\"from\": \"Settings\""), alone.standardOutput)
        XCTAssertGreaterThan(together.standardOutput.count, alone.standardOutput.count)
        let mixed = try run(["graph", files[0], "Fixtures/graph/notes.flow.yml"])
        XCTAssertEqual(mixed.status, 2)
        XCTAssertEqual(mixed.standardError,
                       "modality-lint graph: a flow file is drawn on its own, not with an app ('Fixtures/graph/notes.flow.yml')\n")
    }

    func testUnknownFocusIsAUsageErrorWithASuggestion() throws {
        let result = try run(["graph", "Fixtures/graph/notes.flow.yml", "--focus", "edtor"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "modality-lint graph: no screen 'edtor' to focus on (did you mean `editor`?)\n")
    }

    func testWrongCommandsExitWithTwo() throws {
        XCTAssertEqual(try run(["graph", "Fixtures/graph/notes.flow.yml", "--format", "svg"]).status, 2)
        XCTAssertEqual(try run(["graph", "Fixtures/graph/notes.flow.yml", "--fromat", "dot"]).status, 2)
        XCTAssertEqual(try run(["graph", "Fixtures/graph/missing.flow.yml"]).status, 2)
        XCTAssertEqual(try run(["graph"]).status, 2)
    }

    func testInvalidFlowPrintsItsErrorsLikeLintAndExitsWithOne() throws {
        let result = try run(["graph", "-"], input: "app: X\nscreens:\n  a: {titel: A}\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("<stdin>:3:7: error: "), result.standardError)
        XCTAssertTrue(result.standardError.hasSuffix(" [invalid-flow]\n"), result.standardError)

        let parse = try run(["graph", "-"], input: "app: [\n")
        XCTAssertEqual(parse.status, 1)
        XCTAssertTrue(parse.standardError.contains("error: ") && parse.standardError.contains("[parse-error]"), parse.standardError)
    }

    func testDrawsTheProblemsOfTheFilesConfiguration() throws {
        let flow = try String(
            contentsOf: Repository.root.appendingPathComponent("Fixtures/graph/notes.flow.yml"), encoding: .utf8)
        try Data(flow.utf8).write(to: folder.appendingPathComponent("notes.flow.yml"))
        try Data("rules:\n  modal-title: off\n".utf8).write(to: folder.appendingPathComponent(".modality-lint.yml"))
        let result = try run(["graph", "notes.flow.yml", "--format", "mermaid"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardOutput.contains("modal-title"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("safe-exit"), result.standardOutput)
    }
}
