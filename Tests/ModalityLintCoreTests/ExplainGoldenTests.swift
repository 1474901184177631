import Foundation
import XCTest

/// `modality-lint explain RULE` prints exactly `Fixtures/explain/RULE.txt` for every id that
/// `modality-lint rules` lists: the example in a flow file, the same screens as each source
/// reports them, and the suppression in each source's form (a `#` comment or `lint:` in a flow
/// file, a `//` comment in Swift and Objective-C, for storyboards and xibs a `//` comment on
/// the scene's class or at the call that presents it, and a rule's `excluded:`). After an intended change, write the files again with
/// `for id in ...; do modality-lint explain $id > Fixtures/explain/$id.txt; done`.
final class ExplainGoldenTests: XCTestCase {
    private let folder = Repository.root.appendingPathComponent("Fixtures/explain")

    private func listedRuleIDs() throws -> [String] {
        let rules = try CommandRunner.run(["rules"], in: Repository.root)
        XCTAssertEqual(rules.status, 0)
        return rules.standardOutput.split(separator: "\n").dropFirst().compactMap { line -> String? in
            guard let first = line.first, first.isLowercase, let id = line.split(separator: " ").first else { return nil }
            return String(id)
        }
    }

    func testEveryRuleExplainsAsItsGoldenFileSays() throws {
        let ids = try listedRuleIDs()
        XCTAssertGreaterThan(ids.count, 20, "the rule list did not parse")
        for id in ids {
            let expected = try String(contentsOf: folder.appendingPathComponent("\(id).txt"), encoding: .utf8)
            let explained = try CommandRunner.run(["explain", id], in: Repository.root)
            XCTAssertEqual(explained.status, 0, id)
            XCTAssertEqual(explained.standardOutput, expected, "explain \(id) differs from Fixtures/explain/\(id).txt")
        }
    }

    /// No golden file is left for a rule that no longer exists.
    func testEveryGoldenFileIsARule() throws {
        let ids = Set(try listedRuleIDs())
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(Set(files.map { String($0.dropLast(".txt".count)) }), ids)
    }

    /// Each suppressible rule says how to silence it in every source, in that source's form.
    func testSuppressionIsGivenForEverySource() throws {
        let text = try String(contentsOf: folder.appendingPathComponent("modal-title.txt"), encoding: .utf8)
        XCTAssertTrue(text.contains("# modality-lint: disable-line modal-title"))
        XCTAssertTrue(text.contains("lint: { disable: [modal-title] }"))
        XCTAssertTrue(text.contains("// modality-lint: disable-line modal-title"))
        XCTAssertTrue(text.contains("storyboard, xib     // modality-lint: disable-next-line modal-title   (above the scene's class in code"))
        XCTAssertTrue(text.contains("modal-title: { excluded: [\"**/Debug/**\"] }"))
        XCTAssertTrue(text.contains("  SwiftUI:     'editor' is presented modally but has no title"))
    }
}
