import Foundation
import XCTest
@testable import ModalityLintCore

/// Realistic malformed and refused flow files (Fixtures/parse-errors): each is refused at the
/// position and with the message listed in expected.tsv.
final class ParseErrorFixtureTests: XCTestCase {
    private var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/parse-errors")
    }

    func testEveryFixtureIsRefusedWhereExpected() throws {
        let table = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        var checked = 0
        for row in table.split(separator: "\n").dropFirst() {
            let columns = row.split(separator: "\t", maxSplits: 2).map(String.init)
            XCTAssertEqual(columns.count, 3, String(row))
            guard columns.count == 3 else { continue }
            let path = folder.appendingPathComponent(columns[0])
            let bytes = Array(try Data(contentsOf: path))
            let document = FlowParser.parse(bytes, as: FlowParser.syntaxKind(forPath: columns[0]))
            guard let error = document.error else {
                XCTFail("\(columns[0]) was accepted")
                continue
            }
            let position = SourceFile(path: columns[0], bytes: bytes).position(at: error.span.start)
            XCTAssertEqual(position.description, columns[1], columns[0])
            XCTAssertEqual(error.message, columns[2], columns[0])
            checked += 1
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".flow.") }
        XCTAssertEqual(checked, files.count, "every fixture has a row in expected.tsv")
    }
}
