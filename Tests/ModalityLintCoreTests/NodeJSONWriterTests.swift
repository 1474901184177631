import XCTest
@testable import ModalityLintCore

/// `modality-lint parse` prints documents with NodeJSONWriter: pretty JSON, 2-space
/// indentation, keys in document order.
final class NodeJSONWriterTests: XCTestCase {
    private func render(_ yaml: String) -> String? {
        let document = FlowParser.parse(Array(yaml.utf8), as: .yaml)
        XCTAssertNil(document.error)
        return document.root.map(NodeJSONWriter.render)
    }

    func testPrettyPrintsInDocumentOrder() {
        XCTAssertEqual(render("z: 1\na: [x, {}, []]\nm: {k: null, t: true, f: 1.5}\n"), """
        {
          "z": 1,
          "a": [
            "x",
            {},
            []
          ],
          "m": {
            "k": null,
            "t": true,
            "f": 1.5
          }
        }

        """)
    }

    func testEscapesAndNonStringKeys() {
        XCTAssertEqual(render("\"q\\\"\\\\\\n\\t\\u0001é\": 1\n"), "{\n  \"q\\\"\\\\\\n\\t\\u0001é\": 1\n}\n")
        XCTAssertEqual(render("1: a\ntrue: b\n~: c\n1.5: d\n"), "{\n  \"1\": \"a\",\n  \"true\": \"b\",\n  \"null\": \"c\",\n  \"1.5\": \"d\"\n}\n")
        XCTAssertEqual(render("[.inf, -.inf, .nan, 123456789012345678901234567890]"),
                       "[\n  Infinity,\n  -Infinity,\n  NaN,\n  123456789012345678901234567890\n]\n")
    }

    func testOutputIsReadBackAsTheSameJSON() {
        let yaml = "a: [1, -2.5e-3, 'x', {b: null}]\nc: |\n  two\n  lines\n"
        guard let json = render(yaml) else { return XCTFail() }
        let again = FlowParser.parse(Array(json.utf8), as: .json)
        XCTAssertNil(again.error)
        XCTAssertEqual(again.root.map(NodeJSONWriter.render), json)
    }
}
