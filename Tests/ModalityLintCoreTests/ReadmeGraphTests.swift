import Foundation
import XCTest
@testable import ModalityLintCore

/// The documentation shows flow graphs as Mermaid blocks; each must be exactly what
/// `modality-lint graph --format mermaid` prints for its fixture, so the picture never
/// drifts from the tool. Each block follows a marker line naming its fixture:
///
///     <!-- graph: Fixtures/graph/notes.flow.yml -->
///     ```mermaid
///     ...
///     ```
final class ReadmeGraphTests: XCTestCase {
    static let markerPrefix = "<!-- graph: "
    static let markerSuffix = " -->"

    struct Block {
        var fixture: String
        var line: Int
        var text: String?
    }

    /// Every marker of the README with the Mermaid block after it (nil when none follows).
    static func blocks(in readme: String) -> [Block] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix(markerPrefix), line.hasSuffix(markerSuffix) else { continue }
            let fixture = String(line.dropFirst(markerPrefix.count).dropLast(markerSuffix.count))
            var block = Block(fixture: fixture, line: index, text: nil)
            // The block starts on the next non-empty line.
            var start = index
            while start < lines.count, lines[start].trimmingCharacters(in: .whitespaces).isEmpty { start += 1 }
            if start < lines.count, lines[start] == "```mermaid",
               let end = lines[(start + 1)...].firstIndex(of: "```") {
                block.text = lines[(start + 1)..<end].map { $0 + "\n" }.joined()
                index = end + 1
            }
            blocks.append(block)
        }
        return blocks
    }

    /// In the README and every article of the documentation catalog.
    func testDocumentedGraphsAreWhatTheCommandPrints() throws {
        var found = 0
        for document in try DocumentationTests.documents() {
            for block in Self.blocks(in: document.text) {
                found += 1
                let expected = try GraphFixtures.render(block.fixture, .mermaid)
                guard let text = block.text else {
                    XCTFail("\(document.path):\(block.line): no ```mermaid block follows the marker for \(block.fixture)")
                    continue
                }
                XCTAssertEqual(text, expected, """
                    \(document.path):\(block.line): the Mermaid block differs from what `modality-lint graph --format \
                    mermaid \(block.fixture)` prints; replace the block with the command's output
                    """)
            }
        }
        XCTAssertGreaterThan(found, 0, """
            the documentation shows no flow graph: add a line `<!-- graph: Fixtures/graph/notes.flow.yml -->` \
            followed by the ```mermaid block that `modality-lint graph --format mermaid \
            Fixtures/graph/notes.flow.yml` prints
            """)
    }

    func testBlockExtractionFindsTheBlockAfterItsMarker() {
        let readme = """
            # Title
            <!-- graph: Fixtures/graph/a.flow.yml -->

            ```mermaid
            flowchart TD
                a --> b
            ```
            <!-- graph: Fixtures/graph/b.flow.yml -->
            text
            """
        let blocks = Self.blocks(in: readme)
        XCTAssertEqual(blocks.map(\.fixture), ["Fixtures/graph/a.flow.yml", "Fixtures/graph/b.flow.yml"])
        XCTAssertEqual(blocks[0].text, "flowchart TD\n    a --> b\n")
        XCTAssertEqual(blocks[0].line, 2)
        XCTAssertNil(blocks[1].text)
    }
}
