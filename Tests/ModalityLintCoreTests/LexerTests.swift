import XCTest
@testable import ModalityLintCore

/// The Swift lexer: every lexical form, its problems, and `#if` platform exclusion.
final class LexerTests: XCTestCase {
    private func lex(_ source: String) -> LexedFile { SwiftLexer.lex(Array(source.utf8)) }

    /// `kind:text` of each token, for compact expectations.
    private func shapes(_ source: String) -> [String] {
        let file = lex(source)
        return file.tokens.map { "\($0.kind):\(file.text(of: $0))" }
    }

    func testNamesKeywordsAttributesAndPunctuation() {
        XCTAssertEqual(shapes("@IBAction func `default`(_ x: Int) -> $0"), [
            "attribute:@IBAction", "keyword:func", "identifier:`default`", "punctuation:(", "identifier:_",
            "identifier:x", "punctuation::", "identifier:Int", "punctuation:)", "operator:->", "identifier:$0",
        ])
        XCTAssertEqual(shapes("override var $isOn = self.title ?? nil"), [
            "identifier:override", "keyword:var", "identifier:$isOn", "operator:=", "keyword:self",
            "punctuation:.", "identifier:title", "operator:??", "keyword:nil",
        ])
        XCTAssertEqual(shapes("navigationController?.dismiss(animated: true)"), [
            "identifier:navigationController", "operator:?", "punctuation:.", "identifier:dismiss",
            "punctuation:(", "identifier:animated", "punctuation::", "keyword:true", "punctuation:)",
        ])
        XCTAssertEqual(shapes("@Environment(\\.dismiss) var d"), [
            "attribute:@Environment", "punctuation:(", "punctuation:\\", "punctuation:.", "identifier:dismiss",
            "punctuation:)", "keyword:var", "identifier:d",
        ])
        XCTAssertEqual(shapes("let café = 1...2; a..<b"), [
            "keyword:let", "identifier:café", "operator:=", "number:1", "operator:...", "number:2",
            "punctuation:;", "identifier:a", "operator:..<", "identifier:b",
        ])
        XCTAssertEqual(shapes("#selector(cancel(_:)) #available(iOS 15, *)").prefix(3), ["poundKeyword:#selector", "punctuation:(", "identifier:cancel"])
        let file = lex("class A {}")
        XCTAssertTrue(file.token(file.tokens[0], is: "class"))
        XCTAssertTrue(file.token(file.tokens[1], isText: "A"))
        XCTAssertFalse(file.token(file.tokens[1], is: "AB"))
        let backticked = lex("`self`")
        XCTAssertEqual(backticked.identifierName(of: backticked.tokens[0]), "self")
    }

    func testNumbers() {
        XCTAssertEqual(shapes("0x1F 0b1010 0o17 1_000 3.14 1e-3 0x1.8p3 pair.0.1"), [
            "number:0x1F", "number:0b1010", "number:0o17", "number:1_000", "number:3.14", "number:1e-3",
            "number:0x1.8p3", "identifier:pair", "punctuation:.", "number:0", "punctuation:.", "number:1",
        ])
    }

    func testCommentsAreTriviaAndNest() {
        let file = lex("a // modality-lint: disable-next-line modal-title\n/* outer /* inner */ still */ b")
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["a", "b"])
        XCTAssertEqual(file.trivia.map(\.kind), [.lineComment, .blockComment])
        XCTAssertEqual(file.text(of: file.trivia[0].span), "// modality-lint: disable-next-line modal-title")
        XCTAssertEqual(file.text(of: file.trivia[1].span), "/* outer /* inner */ still */")
        XCTAssertTrue(file.problems.isEmpty)
        XCTAssertEqual(file.comments.count, 2)
    }

    func testStringLiteralsOfEveryForm() {
        let sources = [
            #""plain \"quoted\" \n""#,
            ##"#"raw "with" quotes"#"##,
            ###"##"two "# hashes"##"###,
            "\"\"\"\n    multi \"line\"\n    text\n    \"\"\"",
            "#\"\"\"\n  raw \"\"\" inside\n  \"\"\"#",
        ]
        for source in sources {
            let file = lex(source + " x")
            XCTAssertEqual(file.tokens.map(\.kind), [.string, .identifier], source)
            XCTAssertEqual(file.text(of: file.tokens[0]), source)
            XCTAssertTrue(file.problems.isEmpty, "\(source): \(file.problems)")
        }
        let values = sources.map { lex($0).stringValue(of: lex($0).tokens[0]) }
        XCTAssertEqual(values, ["plain \"quoted\" \n", "raw \"with\" quotes", "two \"# hashes", "multi \"line\"\ntext", "raw \"\"\" inside"])
        XCTAssertEqual(lex(#""caf\u{E9} \t""#).stringValue(of: lex(#""caf\u{E9} \t""#).tokens[0]), "café \t")
        let rawEscape = ##"#"\n stays"#"##
        XCTAssertEqual(lex(rawEscape).stringValue(of: lex(rawEscape).tokens[0]), #"\n stays"#)
    }

    func testInterpolationNestsToAnyDepth() {
        let source = #"let s = "a \(b("c \(d + "e \(f)")")) g" + h"#
        let file = lex(source)
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["let", "s", "=", #""a \(b("c \(d + "e \(f)")")) g""#, "+", "h"])
        let inner = file.interpolatedTokens(of: file.tokens[3]).map { file.text(of: $0) }
        XCTAssertEqual(inner, ["b", "(", #""c \(d + "e \(f)")""#, "d", "+", #""e \(f)""#, "f", ")"])
        XCTAssertNil(file.stringValue(of: file.tokens[3]), "an interpolated literal has no plain value")
        XCTAssertTrue(file.problems.isEmpty)
        // Parentheses inside an interpolation, raw interpolation, and a multi-line one.
        let raw = lex(##"#"\#(f(x)) and \(not) "# y"##)
        XCTAssertEqual(raw.tokens.map(\.kind), [.string, .identifier])
        XCTAssertEqual(raw.interpolatedTokens(of: raw.tokens[0]).map { raw.text(of: $0) }, ["f", "(", "x", ")"])
        let multi = lex("\"\"\"\n  \\(a(\n  b))\n  \"\"\" z")
        XCTAssertEqual(multi.tokens.map(\.kind), [.string, .identifier])
        XCTAssertTrue(multi.problems.isEmpty)
    }

    func testDeepInterpolationNestingUsesNoRecursion() {
        var source = "x"
        for _ in 0..<20_000 { source = "\"\\(" + source + ")\"" }
        let file = lex(source + " y")
        XCTAssertEqual(file.tokens.map(\.kind), [.string, .identifier])
        XCTAssertEqual(file.interpolationTokens.count, 20_000)
        XCTAssertTrue(file.problems.isEmpty)
    }

    func testUnterminatedLiteralsAreProblemsAndLexingGoesOn() {
        let file = lex("let a = \"open\nlet b = 1")
        XCTAssertEqual(file.problems.map(\.message), ["unterminated string literal: close it with `\"`"])
        XCTAssertEqual(file.problems[0].span.start, 8)
        XCTAssertEqual(file.tokens.suffix(4).map { file.text(of: $0) }, ["let", "b", "=", "1"])

        let interpolated = lex("x = \"a \\(b\nc")
        XCTAssertEqual(interpolated.problems.count, 1)
        XCTAssertEqual(interpolated.tokens.last.map { interpolated.text(of: $0) }, "c")

        let raw = lex("#\"\"\"\nnever closed \"\"\"")
        XCTAssertEqual(raw.problems.map(\.message), ["unterminated string literal: close it with `\"\"\"#`"])
        let comment = lex("a /* /* */")
        XCTAssertEqual(comment.problems.map(\.message), ["unterminated comment: close it with `*/`"])
        XCTAssertNil(lex("\"abc").stringValue(of: lex("\"abc").tokens[0]))
    }

    func testScriptLineIsAComment() {
        let file = lex("#!/usr/bin/swift\nprint(1)")
        XCTAssertEqual(file.tokens.count, 4)
        XCTAssertEqual(file.trivia.map(\.kind), [.lineComment])
    }

    func testUnknownBytesBecomeUnknownTokens() {
        XCTAssertEqual(shapes("a @ ` \u{1} b"), ["identifier:a", "unknown:@", "unknown:`", "unknown:\u{1}", "identifier:b"])
    }

    func testRegexLiteralsAndDivision() {
        XCTAssertEqual(shapes("let r = /[a-z]+\\/x/"), ["keyword:let", "identifier:r", "operator:=", "regex:/[a-z]+\\/x/"])
        XCTAssertEqual(shapes("a / b / c"), ["identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c"])
        XCTAssertEqual(shapes("let x = width/2/scale"), ["keyword:let", "identifier:x", "operator:=", "identifier:width", "operator:/", "number:2", "operator:/", "identifier:scale"])
        XCTAssertEqual(shapes("f(/a b/)"), ["identifier:f", "punctuation:(", "regex:/a b/", "punctuation:)"])
        XCTAssertEqual(shapes("x = y /z / 2"), ["identifier:x", "operator:=", "identifier:y", "operator:/", "identifier:z", "operator:/", "number:2"])
        XCTAssertEqual(shapes("let r = #/a/b/# ; s"), ["keyword:let", "identifier:r", "operator:=", "regex:#/a/b/#", "punctuation:;", "identifier:s"])
        XCTAssertEqual(shapes("#/\n  a / b\n/# x").map { $0.hasPrefix("regex:") ? "regex" : $0 }, ["regex", "identifier:x"])
        XCTAssertEqual(shapes("x /= 2"), ["identifier:x", "operator:/=", "number:2"])
        XCTAssertEqual(shapes("(/ 2)").count, 4)
    }

    func testConditionalCompilationOutsideiOS() {
        let source = """
        a
        #if os(macOS)
        mac
        #elseif os(iOS)
        ios
        #else
        other
        #endif
        #if DEBUG
        debug
        #else
        release
        #endif
        #if !os(iOS) && canImport(AppKit) // comment
        appkit
        #endif
        #if targetEnvironment(macCatalyst)
        catalyst
        #else
        device
        #endif
        #if os(visionOS) || os(watchOS)
        vision
        #elseif canImport(UIKit)
        uikit
        #endif
        #if os(macOS)
        #if DEBUG
        nested
        #endif
        #endif
        z
        """
        let file = lex(source)
        let excluded = file.tokens.filter { file.isExcludedFromiOS($0.span.start) }.map { file.text(of: $0) }
        XCTAssertEqual(excluded, ["mac", "other", "debug", "appkit", "catalyst", "vision", "nested"],
                       "a shipped build: DEBUG is not set, its #else is")
        // `debug: true` reads debug code again: DEBUG is then undecided, both branches read.
        let withDebug = ConditionalBlocks.excluded(by: file.directives, in: file.bytes, flags: ["DEBUG": .unknown])
        XCTAssertFalse(withDebug.contains { $0.start <= file.tokens[4].span.start && file.tokens[4].span.start < $0.end })
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["a", "mac", "ios", "other", "debug", "release", "appkit", "catalyst", "device", "vision", "uikit", "nested", "z"])
        XCTAssertEqual(file.directives.count, 19)
        XCTAssertEqual(file.text(of: file.directives[0].condition), "os(macOS)")
        XCTAssertEqual(file.text(of: file.directives[7].condition), "!os(iOS) && canImport(AppKit)")
        XCTAssertEqual(file.comments.count, 1)
        XCTAssertTrue(file.problems.isEmpty)
    }

    func testPathologicalConditionIsUndecided() {
        let source = "#if " + String(repeating: "(", count: 10_000) + "os(macOS)\nx\n#endif"
        let file = lex(source)
        XCTAssertFalse(file.isExcludedFromiOS(file.tokens[0].span.start))
    }

    func testRandomBytesNeverCrashAndSpansStayInside() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"#\\()/*\n \\(@`$ab1.'{}\r\"\"\"#/".utf8)
        for round in 0..<400 {
            let count = Int.random(in: 0..<300, using: &generator)
            let bytes = (0..<count).map { _ in round % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)! }
            let file = SwiftLexer.lex(bytes)
            for token in file.tokens + file.interpolationTokens {
                XCTAssertTrue(token.span.start >= 0 && token.span.start <= token.span.end && token.span.end <= bytes.count, "\(bytes)")
            }
            for token in file.tokens where token.kind == .string { _ = file.stringValue(of: token) }
            XCTAssertTrue(zip(file.tokens, file.tokens.dropFirst()).allSatisfy { $0.span.end <= $1.span.start }, "\(bytes)")
        }
    }

    func testTruncatedSnippetsNeverCrash() {
        let snippet = Array(#"""
        @objc(done:) func done(_ s: Any) { title = "Hi \(name ?? "x") #"raw"# \(a(b(c)))"; let r = #/x/#; /* c /* d */ */ }
        let m = """
          line \(value)
          """
        #if os(macOS)
        let x = 1
        #endif
        """#.utf8)
        for length in 0...snippet.count {
            let file = SwiftLexer.lex(Array(snippet[0..<length]))
            XCTAssertTrue(file.tokens.allSatisfy { $0.span.end <= length })
        }
    }

    func testLexingTimeIsLinear() {
        let unit = Array(#"""
        final class V: UIViewController { @IBAction func cancel(_ s: Any) { dismiss(animated: true) } // c
          let t = "a \(b) c"; let n = 3.5 / 2 ; /* block */ let r = #"raw"#
        }

        """#.utf8)
        func seconds(_ copies: Int) -> Double {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(unit.count * copies)
            for _ in 0..<copies { bytes.append(contentsOf: unit) }
            let start = DispatchTime.now().uptimeNanoseconds
            _ = SwiftLexer.lex(bytes)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        let copies = 5_000_000 / unit.count
        let small = seconds(copies / 10)
        let large = seconds(copies)
        // Ten times the input may take at most about twenty times as long (a noisy machine).
        XCTAssertLessThan(large, max(small * 20, 0.05) + 1, "5 MB took \(large) s, 0.5 MB \(small) s")
        // Hostile shapes: many unterminated literals, many regex candidates, deep comments.
        for pattern in ["\"\n", "(/", "/*", "\"\\(", "#\"", "`"] {
            let bytes = Array(String(repeating: pattern, count: 200_000).utf8)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = SwiftLexer.lex(bytes)
            XCTAssertLessThan(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, 10, pattern)
        }
    }
}
