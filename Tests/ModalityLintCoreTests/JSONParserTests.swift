import XCTest
@testable import ModalityLintCore

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) -> ParsedDocument { ParserTestSupport.parse(text, .json) }

    private func root(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Node? {
        ParserTestSupport.root(text, .json, file: file, line: line)
    }

    /// Asserts a parse error at `expected` ("line:column") whose message contains `fragment`.
    private func assertError(_ text: String, at expected: String, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        ParserTestSupport.assertError(text, .json, at: expected, fragment, file: file, line: line)
    }

    func testValues() {
        let node = root(#"{"a": [1, 2.5, -0, true, false, null, "x"], "b": {}, "c": []}"#)
        let array: [AnyHashable] = ["i:1", 2.5, "i:0", true, false, "null", "s:x"]
        let empty: [AnyHashable] = []
        let expected: [AnyHashable] = [["s:a", array] as [AnyHashable], ["s:b", empty] as [AnyHashable], ["s:c", empty] as [AnyHashable]]
        XCTAssertEqual(node?.parsedPlain, expected)
    }

    func testNumbers() {
        XCTAssertEqual(root("-0")?.parsedPlain, "i:0")
        XCTAssertEqual(root("123456789012345678901234567890")?.parsedPlain, "i:123456789012345678901234567890")
        XCTAssertEqual(root("-123456789012345678901234567890")?.parsedPlain, "i:-123456789012345678901234567890")
        XCTAssertEqual(root("-0.0")?.parsedPlain, -0.0)
        XCTAssertEqual(root("1e3")?.parsedPlain, 1000.0)
        XCTAssertEqual(root("1E-2")?.parsedPlain, 0.01)
        XCTAssertEqual(root("0.1")?.parsedPlain, 0.1)
        XCTAssertEqual(root("1e400")?.parsedPlain, Double.infinity)
    }

    func testStringEscapesAndSurrogatePairs() {
        XCTAssertEqual(root(#""\" \\ \/ \b \f \n \r \t \u00e9 \ud83d\ude00""#)?.parsedString, "\" \\ / \u{8} \u{c} \n \r \t é 😀")
        XCTAssertEqual(root("\"é😀\"")?.parsedString, "é😀")
    }

    func testSpans() {
        let text = "{\n  \"é\": [1, \"x\"],\n  \"b\": null\n}"
        let node = root(text)!
        XCTAssertEqual(ParserTestSupport.position(node.span.start, in: text), "1:1")
        XCTAssertEqual(node.span.end, text.utf8.count)
        guard case .mapping(let entries) = node.value else { return XCTFail() }
        XCTAssertEqual(ParserTestSupport.position(entries[0].key.span.start, in: text), "2:3")
        let array = entries[0].value
        XCTAssertEqual(ParserTestSupport.position(array.span.start, in: text), "2:8")
        XCTAssertEqual(ParserTestSupport.position(array.parsedItem(1)!.span.start, in: text), "2:12")
        XCTAssertEqual(ParserTestSupport.position(entries[1].value.span.start, in: text), "3:8")
        XCTAssertEqual(entries[1].value.span.end - entries[1].value.span.start, 4)
    }

    func testMalformedJSON() {
        assertError("[1, 2,]", at: "1:6", "trailing comma")
        assertError("{\"a\": 1,}", at: "1:8", "trailing comma")
        assertError("// c\n{}", at: "1:1", "comments are not allowed")
        assertError("{\"a\": 1 /* c */}", at: "1:9", "comments are not allowed")
        assertError("[01]", at: "1:2", "leading zeros")
        assertError("-01", at: "1:1", "leading zeros")
        assertError("NaN", at: "1:1", "`NaN` and `Infinity` are not JSON numbers")
        assertError("-Infinity", at: "1:1", "`NaN` and `Infinity` are not JSON numbers")
        assertError("['a']", at: "1:2", "double quotes")
        assertError("{'a': 1}", at: "1:2", "double quotes")
        assertError("\"a\tb\"", at: "1:3", "control character")
        assertError("\"a\nb\"", at: "1:3", "control character")
        assertError(#""\ud800""#, at: "1:2", "lone surrogate")
        assertError(#""\udc00""#, at: "1:2", "lone surrogate")
        assertError(#""\ud800\u0041""#, at: "1:2", "lone surrogate")
        assertError(#""\u12""#, at: "1:2", "four hexadecimal digits")
        assertError(#""\x41""#, at: "1:2", "invalid escape")
        assertError("[1] x", at: "1:5", "after the JSON value")
        assertError("{} {}", at: "1:4", "after the JSON value")
        assertError("[1 2]", at: "1:4", "`,` or `]`")
        assertError("{\"a\" 1}", at: "1:6", "`:`")
        assertError("{a: 1}", at: "1:2", "string key")
        assertError("tru", at: "1:1", "expected a value")
        assertError("1.", at: "1:3", "decimal point")
        assertError(".5", at: "1:1", "expected a value")
        assertError("1e", at: "1:3", "exponent")
        assertError("+1", at: "1:1", "expected a value")
        assertError("\"unterminated", at: "1:1", "unterminated string")
        assertError("[", at: "1:2", "end of file")
        assertError("{\"a\": 1", at: "1:8", "end of file")
        assertError("[1,,2]", at: "1:4", "expected a value")
        assertError("{\"a\":}", at: "1:6", "expected a value before `}`")
        assertError("0x1F", at: "1:1", "invalid number")
    }

    func testDuplicateKeysAreRefused() {
        assertError("{\n  \"title\": 1,\n  \"title\": 2\n}", at: "3:3", "duplicate key `title` (first at line 2): an object's keys must be unique")
        // Keys differing only in escapes are the same key.
        assertError(#"{"é": 1, "\u00e9": 2}"#, at: "1:10", "duplicate key")
        // Many keys: the hash-table path.
        let many = "{" + (0..<40).map { "\"k\($0)\": 0" }.joined(separator: ", ") + ", \"k7\": 1}"
        assertError(many, at: "1:\(many.utf8.count - 7)", "duplicate key `k7`")
        // Nested objects have their own keys.
        XCTAssertNotNil(root(#"{"a": {"a": 1}, "b": {"a": 2}}"#))
    }

    func testInvalidUTF8PointsAtTheByte() {
        let bytes: [UInt8] = Array("{\"a\": \"x".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        let document = FlowParser.parse(bytes, as: .json)
        XCTAssertEqual(document.error?.span.start, 8)
        XCTAssertTrue(document.error?.message.contains("invalid UTF-8") ?? false)
        let lone = FlowParser.parse(Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8), as: .json)
        XCTAssertEqual(lone.error?.span.start, 1, "an encoded surrogate is invalid UTF-8")
    }

    func testByteOrderMarkIsSkipped() {
        let document = FlowParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), as: .json)
        XCTAssertNil(document.error)
        XCTAssertEqual(document.root?.span.start, 3)
    }

    /// RFC 8259: a JSON text is one value; an empty file, or white space alone, is none.
    func testEmptyOrBlankFileIsNotAJSONText() {
        for (text, what) in [("", "the file is empty"), ("  \n\t", "the file holds only white space")] {
            let document = parse(text)
            XCTAssertNil(document.root)
            XCTAssertEqual(document.error?.message,
                           "\(what), not a JSON value: a JSON flow file is one object, `{\"app\": ..., \"screens\": {...}}`")
            XCTAssertEqual(document.error?.span.start, 0)
        }
    }

    func testDeepNestingIsAClearErrorAndFast() {
        let start = Date()
        let deep = String(repeating: "[", count: 100_000)
        assertError(deep, at: "1:501", "nesting deeper than 500 levels")
        let deepObjects = String(repeating: "{\"a\":", count: 100_000)
        assertError(deepObjects, at: "1:2501", "nesting deeper than 500 levels")
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // 500 levels are fine.
        XCTAssertNotNil(root(String(repeating: "[", count: 500) + String(repeating: "]", count: 500)))
        assertError(String(repeating: "[", count: 501) + String(repeating: "]", count: 501), at: "1:501", "nesting")
    }

    func testDeepNestingOnASmallThreadStack() {
        let text = String(repeating: "[", count: 500) + "1" + String(repeating: "]", count: 500)
        let document = ParserTestSupport.parseOnSmallStack(Array(text.utf8), .json)
        XCTAssertNil(document?.error)
        let tooDeep = ParserTestSupport.parseOnSmallStack(Array(String(repeating: "[", count: 100_000).utf8), .json)
        XCTAssertTrue(tooDeep?.error?.message.contains("nesting") ?? false)
    }

    func testBigInputs() {
        // About 20 MB of screens.
        var text = "{\"screens\": {"
        let screen = "{\"title\": \"A screen title with some text\", \"actions\": [{\"label\": \"Done\", \"role\": \"done\", \"dismiss\": true}, {\"label\": \"Next\", \"push\": \"s1\"}]}"
        text += (0..<130_000).map { "\"s\($0)\": \(screen)" }.joined(separator: ",\n")
        text += "}}"
        XCTAssertGreaterThan(text.utf8.count, 18_000_000)
        let document = parse(text)
        XCTAssertNil(document.error)
        XCTAssertEqual(document.root?.parsedChild("screens")?.parsedChild("s129999")?.parsedChild("title")?.parsedString, "A screen title with some text")
        // A single 10 MB line.
        let line = "[" + String(repeating: "\"abcdefgh\",", count: 1_000_000) + "1]"
        let long = parse(line)
        XCTAssertNil(long.error)
        if case .sequence(let items)? = long.root?.value { XCTAssertEqual(items.count, 1_000_001) } else { XCTFail() }
    }
}
