import XCTest
@testable import ModalityLintCore

final class YAMLParserTests: XCTestCase {
    private func parse(_ text: String) -> ParsedDocument { ParserTestSupport.parse(text, .yaml) }

    private func root(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Node? {
        ParserTestSupport.root(text, .yaml, file: file, line: line)
    }

    /// The value of `value:` in a one-line document `value: TEXT`.
    private func scalar(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> AnyHashable? {
        root("value: " + text + "\n", file: file, line: line)?.parsedChild("value")?.parsedPlain
    }

    /// Asserts a parse error at `expected` ("line:column") whose message contains `fragment`.
    private func assertError(_ text: String, at expected: String, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        ParserTestSupport.assertError(text, .yaml, at: expected, fragment, file: file, line: line)
    }

    // MARK: Structure

    func testBlockAndFlowCollections() {
        let text = """
        app: Notes
        devices: [iphone, ipad]
        screens:
          library:
            actions:
            - label: New
              present: editor
            - {label: Settings, push: settings}
          nested:
            - - a
              - b
            -
              k: v
        """
        let node = root(text)!
        XCTAssertEqual(node.parsedChild("devices")?.parsedPlain, ["s:iphone", "s:ipad"] as [AnyHashable])
        let actions = node.parsedChild("screens")?.parsedChild("library")?.parsedChild("actions")
        XCTAssertEqual(actions?.parsedItem(0)?.parsedChild("present")?.parsedString, "editor")
        XCTAssertEqual(actions?.parsedItem(1)?.parsedChild("push")?.parsedString, "settings")
        let nested = node.parsedChild("screens")?.parsedChild("nested")
        XCTAssertEqual(nested?.parsedItem(0)?.parsedPlain, ["s:a", "s:b"] as [AnyHashable])
        XCTAssertEqual(nested?.parsedItem(1)?.parsedChild("k")?.parsedString, "v")
    }

    func testMultiLineFlowCollections() {
        let node = root("a: [1,\n  {b: [x,\n    y], c: 'z'},\n]\nd: {\n  e: f\n}\n")!
        XCTAssertEqual(node.parsedChild("a")?.parsedItem(1)?.parsedChild("b")?.parsedPlain, ["s:x", "s:y"] as [AnyHashable])
        XCTAssertEqual(node.parsedChild("d")?.parsedChild("e")?.parsedString, "f")
        XCTAssertEqual(root("{a, b: 1}")?.parsedPlain, [["s:a", "null"], ["s:b", "i:1"]] as [AnyHashable])
    }

    func testEmptyValuesAndDocuments() {
        XCTAssertNil(root(""))
        XCTAssertNil(root("# just a comment\n\n"))
        XCTAssertNil(root("---\n...\n"))
        XCTAssertEqual(root("a:\nb: ~\n")?.parsedPlain, [["s:a", "null"], ["s:b", "null"]] as [AnyHashable])
        XCTAssertEqual(root("- \n-\n- x")?.parsedPlain, ["null", "null", "s:x"] as [AnyHashable])
        XCTAssertEqual(root("--- |\n  text\n...\n# done\n")?.parsedPlain, "s:text\n")
    }

    // MARK: Positions

    func testNodePositionsAfterMultibyteTextAndCRLF() {
        let text = "é😀: x\r\nscreens:\r\n  - title: \"Ü\"\r\n    next: [a, 😀b]\r\n"
        let node = root(text)!
        guard case .mapping(let entries) = node.value else { return XCTFail() }
        XCTAssertEqual(ParserTestSupport.position(entries[0].value.span.start, in: text), "1:5")
        XCTAssertEqual(ParserTestSupport.position(entries[1].key.span.start, in: text), "2:1")
        let item = entries[1].value.parsedItem(0)!
        XCTAssertEqual(ParserTestSupport.position(entries[1].value.span.start, in: text), "3:3")
        XCTAssertEqual(ParserTestSupport.position(item.span.start, in: text), "3:5")
        XCTAssertEqual(ParserTestSupport.position(item.parsedChild("title")!.span.start, in: text), "3:12")
        let next = item.parsedChild("next")!
        XCTAssertEqual(ParserTestSupport.position(next.span.start, in: text), "4:11")
        XCTAssertEqual(ParserTestSupport.position(next.parsedItem(1)!.span.start, in: text), "4:15")
        XCTAssertEqual(ParserTestSupport.position(next.span.end, in: text), "4:18")
    }

    func testErrorPositionsAfterMultibyteTextAndCRLF() {
        assertError("é: 1\r\n😀: &a 2\r\n", at: "2:4", "anchors")
        assertError("title: \"ü\"\r\ntitle: 2\r\n", at: "2:1", "duplicate key `title` (first at line 1)")
    }

    func testSpansOfScalarsAndBlockScalars() {
        let text = "a: plain text  # c\nb: |\n  one\n  two\n\nc: 'q'\n"
        let node = root(text)!
        let plain = node.parsedChild("a")!
        XCTAssertEqual(Array(text.utf8)[plain.span.start..<plain.span.end], Array("plain text".utf8)[...])
        let block = node.parsedChild("b")!
        XCTAssertEqual(ParserTestSupport.position(block.span.start, in: text), "2:4")
        XCTAssertEqual(ParserTestSupport.position(block.span.end, in: text), "4:6")
        let quoted = node.parsedChild("c")!
        XCTAssertEqual(quoted.span.end - quoted.span.start, 3)
    }

    // MARK: Scalars

    func testCoreSchemaResolution() {
        for text in ["null", "Null", "NULL", "~", ""] { XCTAssertEqual(scalar(text), "null", text) }
        for text in ["true", "True", "TRUE"] { XCTAssertEqual(scalar(text), true, text) }
        for text in ["false", "False", "FALSE"] { XCTAssertEqual(scalar(text), false, text) }
        for text in ["yes", "no", "on", "off", "nUll", "tRue", "y", "n"] { XCTAssertEqual(scalar(text), "s:" + text, text) }
        let integers = ["0": "0", "-0": "0", "+12": "12", "007": "7", "0o17": "15", "0x1F": "31", "0xff": "255",
                        "123456789012345678901234567890": "123456789012345678901234567890",
                        "0x123456789ABCDEF0123456789": "90144042682896311822508713865", "-42": "-42"]
        for (text, digits) in integers { XCTAssertEqual(scalar(text), "i:" + digits, text) }
        let floats: [String: Double] = ["1.5": 1.5, "-0.25": -0.25, "1e3": 1000, "1.5E-3": 0.0015, ".5": 0.5, "+.5": 0.5,
                                        "1.": 1, "-1.0e+5": -100000, ".inf": .infinity, "-.Inf": -.infinity, "+.INF": .infinity]
        for (text, number) in floats { XCTAssertEqual(scalar(text), AnyHashable(number), text) }
        for text in [".nan", ".NaN", ".NAN"] { XCTAssertEqual(scalar(text), "nan", text) }
        for text in ["nan", "inf", ".iNf", "0x", "0o8", "1e", "1.2.3", "12:30", "-.NAN", "1,000", "0O17"] {
            XCTAssertEqual(scalar(text), "s:" + text, text)
        }
        // Quoted values are always strings.
        XCTAssertEqual(scalar("\"true\""), "s:true")
        XCTAssertEqual(scalar("'1'"), "s:1")
        XCTAssertEqual(scalar("'~'"), "s:~")
    }

    func testValuesCommonReadersDisagreeOnAreRefused() {
        assertError("a: 1_000\n", at: "1:4", "the unquoted value `1_000` is read as a number by some YAML parsers")
        assertError("a: 0b101\n", at: "1:4", "quote it")
        assertError("a: +0x1F\n", at: "1:4", "quote it")
        assertError("a: 2024-01-31\n", at: "1:4", "read as a date")
        assertError("a: .5e5\n", at: "1:4", "quote it")
        assertError("a: =\n", at: "1:4", "quote it")
        assertError("a: {x:}\n", at: "1:6", "put a space after `:`")
    }

    func testPlainScalars() {
        XCTAssertEqual(scalar("Hello, world # comment"), "s:Hello, world")
        XCTAssertEqual(scalar("a#b"), "s:a#b")
        XCTAssertEqual(scalar("http://x.y/#z"), "s:http://x.y/#z")
        XCTAssertEqual(scalar("-x"), "s:-x")
        XCTAssertEqual(scalar("what?"), "s:what?")
        XCTAssertEqual(root("a: one\n  two\n\n  three\nb: x\n")?.parsedChild("a")?.parsedPlain, "s:one two\nthree")
        XCTAssertEqual(root("- one\n  two\n")?.parsedItem(0)?.parsedPlain, "s:one two")
    }

    func testQuotedScalars() {
        XCTAssertEqual(scalar("'it''s'"), "s:it's")
        XCTAssertEqual(scalar(#""\0\a\b\t\n\v\f\r\e\ \"\/\\\N\_\L\P\x41\u00e9\U0001F600""#),
                       "s:\u{0}\u{7}\u{8}\t\n\u{b}\u{c}\r\u{1b} \"/\\\u{85}\u{a0}\u{2028}\u{2029}Aé😀")
        XCTAssertEqual(root("a: \"one\n  two\n\n  three\"\n")?.parsedChild("a")?.parsedPlain, "s:one two\nthree")
        XCTAssertEqual(root("a: 'one   \n   two'\n")?.parsedChild("a")?.parsedPlain, "s:one two")
        XCTAssertEqual(root("a: \"x\\\n  y\"\n")?.parsedChild("a")?.parsedPlain, "s:xy")
        XCTAssertEqual(root("a: \"x\\ \n  y\"\n")?.parsedChild("a")?.parsedPlain, "s:x  y")
        XCTAssertEqual(root("a: \"x\r\n  y\"\r\n")?.parsedChild("a")?.parsedPlain, "s:x y")
    }

    func testBlockScalars() {
        XCTAssertEqual(root("a: |\n  line\n   indented\n\n  last\n")?.parsedChild("a")?.parsedPlain, "s:line\n indented\n\nlast\n")
        XCTAssertEqual(root("a: |-\n  strip\n\n\nb: 1\n")?.parsedChild("a")?.parsedPlain, "s:strip")
        XCTAssertEqual(root("a: |+\n  keep\n\n\nb: 1\n")?.parsedChild("a")?.parsedPlain, "s:keep\n\n\n")
        XCTAssertEqual(root("a: |\n  clip\n\n\nb: 1\n")?.parsedChild("a")?.parsedPlain, "s:clip\n")
        XCTAssertEqual(root("a: >\n  folded\n  line\n\n  para\n    more\n  back\n")?.parsedChild("a")?.parsedPlain, "s:folded line\npara\n  more\nback\n")
        XCTAssertEqual(root("a: |2\n   three\n  two\n")?.parsedChild("a")?.parsedPlain, "s: three\ntwo\n")
        XCTAssertEqual(root("- >-\n  x\n\n\n  y\n")?.parsedItem(0)?.parsedPlain, "s:x\n\ny")
        XCTAssertEqual(root("a: |\n  no final newline")?.parsedChild("a")?.parsedPlain, "s:no final newline")
        XCTAssertEqual(root("a: |\n  x\r\n  y\r\n")?.parsedChild("a")?.parsedPlain, "s:x\ny\n")
        XCTAssertEqual(root("a: |\n  # text\n# comment\n")?.parsedChild("a")?.parsedPlain, "s:# text\n")
        XCTAssertEqual(root("a: |\nb: 1\n")?.parsedChild("a")?.parsedPlain, "s:")
        assertError("a: |\n    \n  x\n", at: "2:1", "leading empty line of this block scalar has more spaces")
        assertError("- |\n  \n   x\n", at: "2:1", "leading empty line of this block scalar has fewer spaces")
        XCTAssertEqual(root("a: |\n\n  \n  x\n")?.parsedChild("a")?.parsedPlain, "s:\n\nx\n")
        assertError("a: |0\n  x\n", at: "1:5", "1 to 9")
        assertError("a: | x\n", at: "1:6", "starts on the next line")
        assertError("--- |1\n x\n", at: "1:6", "indentation indicator on a block scalar at the top level")
    }

    // MARK: Comments and documents

    func testCommentsAreKeptWithSpans() {
        let text = "# top\na: 1 # trailing\n  # indented\nb: [x, # in flow\n  y]\nc: | # header\n  # content, not a comment\n"
        let document = parse(text)
        XCTAssertNil(document.error)
        XCTAssertEqual(document.comments.map(\.text), [" top", " trailing", " indented", " in flow", " header"])
        XCTAssertEqual(document.comments.map(\.isWholeLine), [true, false, true, false, false])
        let trailing = document.comments[1]
        XCTAssertEqual(ParserTestSupport.position(trailing.span.start, in: text), "2:6")
        XCTAssertEqual(trailing.span.end - trailing.span.start, "# trailing".utf8.count)
        XCTAssertEqual(parse("a: 1 # c\r\n").comments.first?.text, " c")
    }

    func testDocumentMarkersAndByteOrderMark() {
        XCTAssertEqual(root("---\na: 1\n...\n")?.parsedPlain, [["s:a", "i:1"]] as [AnyHashable])
        XCTAssertEqual(root("--- # c\na: 1\n")?.parsedPlain, [["s:a", "i:1"]] as [AnyHashable])
        let bom = FlowParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), as: .yaml)
        XCTAssertNil(bom.error)
        XCTAssertEqual(bom.root?.span.start, 3)
    }

    // MARK: Refused features

    func testRefusedFeaturesNameTheFeatureAtItsPosition() {
        assertError("a: 1\nb: &anchor 2\n", at: "2:4", "anchors (`&name`) are not supported: write the value out in full")
        assertError("a: *alias\n", at: "1:4", "aliases (`*name`) are not supported")
        assertError("a: !!str 1\n", at: "1:4", "tags (`!tag`, `!!str`) are not supported")
        assertError("a: !custom x\n", at: "1:4", "tags")
        assertError("? a\n: b\n", at: "1:1", "explicit keys (`? `) are not supported")
        assertError("a: {? b}\n", at: "1:5", "explicit keys")
        assertError("base:\n  <<: {x: 1}\n", at: "2:3", "merge keys (`<<`) are not supported")
        assertError("%YAML 1.2\n---\na: 1\n", at: "1:1", "directives (`%YAML`, `%TAG`) are not supported")
        assertError("a: 1\n---\nb: 2\n", at: "2:1", "more than one document")
        assertError("---\na: 1\n---\n", at: "3:1", "more than one document")
        assertError("a: 1\n...\nb: 2\n", at: "3:1", "content after the document end marker")
        assertError("a:\n\tb: 1\n", at: "2:1", "tab characters are not allowed")
        assertError("a: x\ty\n", at: "1:5", "tab characters")
        assertError("a:\n  b: 1\n  b: 2\n", at: "3:3", "duplicate key `b` (first at line 2): a mapping's keys must be unique")
        assertError("a: {x: 1, x: 2}\n", at: "1:11", "duplicate key `x`")
        assertError("1: a\n0x1: b\n", at: "2:1", "duplicate key `1`")
        assertError("[a]: b\n", at: "1:1", "cannot be a key")
        assertError("a: {[x]: y}\n", at: "1:5", "cannot be a key")
        assertError("a: [b: c]\n", at: "1:6", "`key: value` pair inside `[...]`")
        assertError("a: x\n  - y\n", at: "2:3", "starts with `-`")
    }

    func testInvalidTextIsRefused() {
        let invalid = FlowParser.parse(Array("a: ".utf8) + [0xFF] + Array("\n".utf8), as: .yaml)
        XCTAssertEqual(invalid.error?.span.start, 3)
        XCTAssertTrue(invalid.error?.message.contains("invalid UTF-8") ?? false)
        assertError("a: x\u{0}y\n", at: "1:5", "control character U+0000")
        assertError("a: x\u{1}\n", at: "1:5", "control character U+0001")
        assertError("a: x\u{85}\n", at: "1:5", "control character U+0085")
        assertError("a: x\u{2028}y\n", at: "1:5", "line separator")
        assertError("a: 1\n\u{FEFF}b: 2\n", at: "2:1", "byte-order mark")
    }

    func testMalformedDocuments() {
        assertError("a: b: c\n", at: "1:5", "a value cannot be `key: value` on the same line")
        assertError("a: - b\n", at: "1:4", "block sequence cannot start on the same line as its key")
        assertError("a: 'open\n", at: "1:4", "unterminated quoted string")
        assertError("a: \"open\n  more\n", at: "1:4", "unterminated quoted string")
        assertError("a: [1, 2\n", at: "1:4", "unterminated `[`")
        assertError("a: {x: 1\n", at: "1:4", "unterminated `{`")
        assertError("a: [1,, 2]\n", at: "1:7", "empty entry")
        assertError("a: [1}\n", at: "1:6", "expected `,` or `]`")
        assertError("a:\n  b: 1\n   c: 2\n", at: "3:4", "bad indentation")
        assertError("a:\n    b: 1\n  c: 2\n", at: "3:3", "bad indentation")
        assertError("a: 1\n- b\n", at: "2:1", "found a sequence item")
        assertError("- a\nb: 1\n", at: "2:1", "unexpected content")
        assertError("a:\n  - b\n  c: d\n", at: "3:3", "bad indentation")
        assertError("  a: 1\nb: 2\n", at: "2:1", "indented less than the document's first line")
        assertError("a: \"\\q\"\n", at: "1:5", "invalid escape")
        assertError("a: \"\\ud800\"\n", at: "1:5", "surrogate")
        assertError("a: \"x\"y\n", at: "1:7", "unexpected `y` after the value")
        assertError("a: @x\n", at: "1:4", "cannot start an unquoted value")
        assertError("a: b\n  c: d\n", at: "2:3", "bad indentation")
        assertError("a: [x]\n  b\n", at: "2:3", "bad indentation")
    }

    // MARK: Limits

    func testDeepNestingIsAClearErrorAndFast() {
        let start = Date()
        assertError(String(repeating: "[", count: 100_000), at: "1:501", "nesting deeper than 500 levels")
        assertError("a: " + String(repeating: "{b: ", count: 100_000), at: "1:2000", "nesting deeper than 500 levels")
        assertError(String(repeating: "- ", count: 100_000) + "x\n", at: "1:1001", "nesting deeper than 500 levels")
        var indented = ""
        for level in 0..<600 { indented += String(repeating: " ", count: level) + "k:\n" }
        assertError(indented, at: "501:501", "nesting deeper than 500 levels")
        // Block and flow levels count together.
        assertError(String(repeating: "- ", count: 300) + String(repeating: "[", count: 300), at: "1:801", "nesting")
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        XCTAssertNotNil(root(String(repeating: "- ", count: 500) + "x\n"))
    }

    func testDeepNestingOnASmallThreadStack() {
        let flow = String(repeating: "[", count: 500) + "1" + String(repeating: "]", count: 500)
        XCTAssertNil(ParserTestSupport.parseOnSmallStack(Array(flow.utf8), .yaml)?.error)
        let block = String(repeating: "- ", count: 500) + "x\n"
        XCTAssertNil(ParserTestSupport.parseOnSmallStack(Array(block.utf8), .yaml)?.error)
        let tooDeep = ParserTestSupport.parseOnSmallStack(Array((String(repeating: "- ", count: 100_000) + "x").utf8), .yaml)
        XCTAssertTrue(tooDeep?.error?.message.contains("nesting") ?? false)
    }

    func testBigInputs() {
        var text = "app: Big\nscreens:\n"
        let screen = [
            "    title: A screen title with some text",
            "    container: navigation",
            "    actions:",
            "      - label: Done",
            "        role: done",
            "        dismiss: true",
            "      - { label: Next, push: s1 }",
        ].joined(separator: "\n")
        for index in 0..<110_000 { text += "  s\(index):\n" + screen + "\n" }
        XCTAssertGreaterThan(text.utf8.count, 18_000_000)
        let document = parse(text)
        XCTAssertNil(document.error, document.error?.message ?? "")
        XCTAssertEqual(document.root?.parsedChild("screens")?.parsedChild("s109999")?.parsedChild("actions")?.parsedItem(1)?.parsedChild("push")?.parsedString, "s1")
        let line = "a: [" + String(repeating: "abcdefgh, ", count: 1_000_000) + "x]\n"
        let long = parse(line)
        XCTAssertNil(long.error)
        if case .sequence(let items)? = long.root?.parsedChild("a")?.value { XCTAssertEqual(items.count, 1_000_001) } else { XCTFail() }
    }
}
