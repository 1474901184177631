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

    private struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the executable in the repository root (so fixture paths read as in the goldens),
    /// with standard streams in files so nothing can block.
    private func run(_ arguments: [String], input: String = "", in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try CommandLineTests.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? GraphFixtures.root
        let outputURL = folder.appendingPathComponent("out"), errorURL = folder.appendingPathComponent("err")
        let inputURL = folder.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: Data(input.utf8))
        let output = try FileHandle(forWritingTo: outputURL), errors = try FileHandle(forWritingTo: errorURL)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = inputHandle
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        try inputHandle.close()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8))
    }

    func testPrintsTheGoldenDrawingInEachFormat() throws {
        for (format, ending) in GraphGoldenRenderingTests.goldenEndings {
            let result = try run(["graph", "Fixtures/graph/notes.flow.yml", "--format", format.rawValue])
            XCTAssertEqual(result.status, 0, result.errors)
            let golden = try String(
                contentsOf: GraphFixtures.root.appendingPathComponent("Fixtures/graph/notes" + ending), encoding: .utf8)
            XCTAssertEqual(result.output, golden, format.rawValue)
            XCTAssertEqual(result.errors, "")
        }
        // DOT is the default.
        let dot = try run(["graph", "Fixtures/graph/notes.flow.yml"])
        XCTAssertTrue(dot.output.contains("digraph \"Notes\" {"), dot.output)
    }

    func testReadsStandardInputAndFocuses() throws {
        let flow = try String(
            contentsOf: GraphFixtures.root.appendingPathComponent("Fixtures/graph/nested.flow.yml"), encoding: .utf8)
        let result = try run(["graph", "-", "--format=json", "--focus", "filters"], input: flow)
        XCTAssertEqual(result.status, 0, result.errors)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["focus"] as? String, "filters")
        let ids = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ["editor", "filters", "adjust", "curves", "presets"])
    }

    func testUnknownFocusIsAUsageErrorWithASuggestion() throws {
        let result = try run(["graph", "Fixtures/graph/notes.flow.yml", "--focus", "edtor"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, "modality-lint graph: no screen 'edtor' to focus on (did you mean `editor`?)\n")
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
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errors.hasPrefix("<stdin>:3:7: error: "), result.errors)
        XCTAssertTrue(result.errors.hasSuffix(" [invalid-flow]\n"), result.errors)

        let parse = try run(["graph", "-"], input: "app: [\n")
        XCTAssertEqual(parse.status, 1)
        XCTAssertTrue(parse.errors.contains("error: ") && parse.errors.contains("[parse-error]"), parse.errors)
    }

    func testDrawsTheProblemsOfTheFilesConfiguration() throws {
        let flow = try String(
            contentsOf: GraphFixtures.root.appendingPathComponent("Fixtures/graph/notes.flow.yml"), encoding: .utf8)
        try Data(flow.utf8).write(to: folder.appendingPathComponent("notes.flow.yml"))
        try Data("rules:\n  modal-title: off\n".utf8).write(to: folder.appendingPathComponent(".modality-lint.yml"))
        let result = try run(["graph", "notes.flow.yml", "--format", "mermaid"], in: folder)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains("modal-title"), result.output)
        XCTAssertTrue(result.output.contains("safe-exit"), result.output)
    }
}
