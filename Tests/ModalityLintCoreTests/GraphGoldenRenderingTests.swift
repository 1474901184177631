import Foundation
import XCTest
@testable import ModalityLintCore

/// Golden tests: each flow under `Fixtures/graph/` (popovers, nested modals, cycles, every
/// severity) drawn in each format must equal its sibling file byte for byte:
/// `<name>.dot`, `<name>.mmd`, `<name>.graph.json`. Run with `UPDATE_GOLDEN=1` to
/// rewrite them after an intended change, then review the diff by hand.
final class GraphGoldenRenderingTests: XCTestCase {
    static let goldenEndings: [(format: GraphFormat, ending: String)] = [
        (.dot, ".dot"), (.mermaid, ".mmd"), (.json, ".graph.json"),
    ]

    static func goldenPath(for flowPath: String, ending: String) -> String {
        var base = flowPath
        for suffix in [".flow.yml", ".flow.json"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
        }
        return base + ending
    }

    func testEveryFixtureMatchesItsGoldenDrawings() throws {
        let paths = try GraphFixtures.flowPaths()
        XCTAssertGreaterThanOrEqual(paths.count, 3, "the graph fixtures are missing")
        let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        for path in paths {
            for (format, ending) in Self.goldenEndings {
                let output = try GraphFixtures.render(path, format)
                let goldenPath = Self.goldenPath(for: path, ending: ending)
                let url = Repository.root.appendingPathComponent(goldenPath)
                if updating {
                    try Data(output.utf8).write(to: url)
                    continue
                }
                guard let expected = FileManager.default.contents(atPath: url.path) else {
                    XCTFail("\(path) has no \(goldenPath); run the tests with UPDATE_GOLDEN=1 to write it, then review it")
                    continue
                }
                XCTAssertEqual(String(decoding: expected, as: UTF8.self), output,
                               "\(path) drawn as \(format.rawValue) differs from \(goldenPath) (UPDATE_GOLDEN=1 rewrites it)")
            }
        }
    }

    func testFixturesShowEverySeverityPopoversNestedModalsAndCycles() throws {
        var severities = Set<String>()
        var popover = false, nestedModal = false, cycle = false
        for path in try GraphFixtures.flowPaths() {
            let json = try GraphFixtures.render(path, .json)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            for diagnostic in object["diagnostics"] as? [[String: Any]] ?? [] {
                severities.insert(diagnostic["severity"] as? String ?? "")
            }
            let contexts = object["contexts"] as? [[String: Any]] ?? []
            if contexts.contains(where: { $0["isPopover"] as? Bool == true }) { popover = true }
            let contextOf = Dictionary(uniqueKeysWithValues: (object["nodes"] as? [[String: Any]] ?? []).map {
                ($0["id"] as! String, $0["context"] as? String)
            })
            var pushes = Set<[String]>()
            for edge in object["edges"] as? [[String: Any]] ?? [] {
                guard let from = edge["from"] as? String, let to = edge["to"] as? String else { continue }
                if edge["kind"] as? String == "present", contextOf[from] ?? nil != nil { nestedModal = true }
                if edge["kind"] as? String == "push" {
                    pushes.insert([from, to])
                    if pushes.contains([to, from]) { cycle = true }
                }
            }
        }
        XCTAssertEqual(severities, ["error", "warning", "info"])
        XCTAssertTrue(popover, "no fixture has a popover")
        XCTAssertTrue(nestedModal, "no fixture presents a modal from a modal")
        XCTAssertTrue(cycle, "no fixture has a push cycle")
    }

    /// Graphviz must accept every DOT drawing. Skipped where `dot` is not installed (CI
    /// installs it).
    func testGraphvizDrawsEveryDOTOutput() throws {
        guard let dot = CommandRunner.program(named: "dot") else {
            throw XCTSkip("Graphviz `dot` is not on PATH; install graphviz to check the DOT output")
        }
        for path in try GraphFixtures.flowPaths() {
            for focus in [nil] + Self.focusSamples(path) {
                let text = try GraphFixtures.render(path, .dot, focus: focus)
                let result = try CommandRunner.run(
                    ["-Tsvg"], in: FileManager.default.temporaryDirectory, input: Data(text.utf8), program: dot)
                XCTAssertEqual(result.status, 0, "dot rejected \(path) (focus \(focus ?? "none")): \(result.standardError)")
                XCTAssertTrue(result.standardOutput.contains("<svg"), "dot drew no SVG for \(path)")
                XCTAssertEqual(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines), "",
                               "dot warned about \(path): \(result.standardError)")
            }
        }
    }

    /// The first screen with a modal context, to try `--focus` with.
    private static func focusSamples(_ path: String) -> [String] {
        guard let json = try? GraphFixtures.render(path, .json),
              let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let nodes = object["nodes"] as? [[String: Any]] else { return [] }
        return nodes.compactMap { $0["context"] is String ? $0["id"] as? String : nil }.prefix(1).map { $0 }
    }
}
