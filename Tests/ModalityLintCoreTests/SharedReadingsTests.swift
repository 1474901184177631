import XCTest
@testable import ModalityLintCore

/// The rules of one run share what they read alike (`SharedReadings`): sharing it must not
/// change what any rule finds, and a reading of one document must not leak into another.
final class SharedReadingsTests: XCTestCase {
    private func findings(_ name: String, shared: SharedReadings?) throws -> [String] {
        let path = Repository.root.appendingPathComponent("Fixtures/rules/\(name).flow.yml").path
        let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let parsed = FlowParser.parse(file.bytes, as: .yaml)
        let document = try XCTUnwrap(FlowDecoder.decode(parsed.root, file: file).document)
        let graph = FlowGraph(document: document)
        return RuleRegistry.all.flatMap { rule in
            let context = RuleContext(document: document, graph: graph, options: [:], shared: shared ?? SharedReadings())
            rule.init().check(context)
            return context.findings.map { "\(rule.description.id): \($0.message)" }
        }
    }

    func testSharingTheTaskSearchChangesNoFinding() throws {
        for name in ["modal-hierarchy-depth", "modal-single-path", "modal-style-fit"] {
            let alone = try findings(name, shared: nil)
            XCTAssertTrue(alone.contains { $0.hasPrefix(name + ":") }, "\(name) fires on its fixture")
            XCTAssertEqual(try findings(name, shared: SharedReadings()), alone, name)
        }
    }

    func testOneRunsReadingDoesNotReachAnotherDocument() throws {
        let shared = SharedReadings()
        let depth = try findings("modal-hierarchy-depth", shared: shared)
        XCTAssertNotNil(shared.modalTasks, "the first task rule searched, the others reused it")
        // The near miss: a new run over another document reads its own tasks, so the depth
        // rule still fires where it must and nowhere it must not.
        XCTAssertEqual(try findings("modal-style-fit", shared: SharedReadings()), try findings("modal-style-fit", shared: nil))
        XCTAssertEqual(depth.filter { $0.hasPrefix("modal-hierarchy-depth:") }.count,
                       try findings("modal-hierarchy-depth", shared: nil).filter { $0.hasPrefix("modal-hierarchy-depth:") }.count)
    }
}
