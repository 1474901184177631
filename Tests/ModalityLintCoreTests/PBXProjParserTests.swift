import Foundation
import XCTest
@testable import ModalityLintCore

/// The OpenStep property list reader of `project.pbxproj`: exact about quoting, escapes and
/// comments; every input ends, in linear time, in a value or one error with its place.
final class PBXProjParserTests: XCTestCase {
    private func parse(_ text: String) -> Result<PropertyList, PBXProjParser.Failure> {
        PBXProjParser.parse(Array(text.utf8))
    }

    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> PropertyList? {
        switch parse(text) {
        case .success(let value): return value
        case .failure(let failure):
            XCTFail("\(failure)", file: file, line: line)
            return nil
        }
    }

    private func failure(_ text: String) -> PBXProjParser.Failure? {
        if case .failure(let failure) = PBXProjParser.parse(Array(text.utf8)) { return failure }
        return nil
    }

    func testDictionariesArraysStringsAndData() {
        let parsed = value("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* Main.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* Main.swift */; };
            \t\tC3 = { files = ( A1 /* a */, "two words", ); path = "$(SRCROOT)/a-b_c.d+e:f"; };
            \t};
            \tempty = { };
            \tnone = ( );
            \tbytes = <0fbd 7777>;
            }
            """)
        guard case .dictionary(let root)? = parsed else { return XCTFail("not a dictionary") }
        XCTAssertEqual(root["archiveVersion"], .string("1"))
        XCTAssertEqual(root["empty"], .dictionary([:]))
        XCTAssertEqual(root["none"], .array([]))
        XCTAssertEqual(root["bytes"], .data([0x0F, 0xBD, 0x77, 0x77]))
        let objects = root["objects"]?.dictionary
        XCTAssertEqual(objects?["A1"]?.dictionary?["fileRef"], .string("B2"))
        XCTAssertEqual(objects?["C3"]?.dictionary?["files"], .array([.string("A1"), .string("two words")]))
        XCTAssertEqual(objects?["C3"]?.dictionary?["path"], .string("$(SRCROOT)/a-b_c.d+e:f"))
    }

    func testQuotedStringsAndTheirEscapes() {
        let parsed = value(#"{ a = "say \"hi\"\n\ttab\\"; b = "\U00e9t\u00E9 \101"; c = "/* not a comment */ // nor this"; d = "日本"; e = 'single'; }"#)
        let root = parsed?.dictionary
        XCTAssertEqual(root?["a"], .string("say \"hi\"\n\ttab\\"))
        XCTAssertEqual(root?["b"], .string("été A"))
        XCTAssertEqual(root?["c"], .string("/* not a comment */ // nor this"))
        XCTAssertEqual(root?["d"], .string("日本"))
        XCTAssertEqual(root?["e"], .string("single"))
    }

    func testCommentsAnywhereBetweenTokens() {
        let parsed = value("/* head */ { /* a */ key /* b */ = /* c */ value /* d */ ; // e\n list = ( one // x\n , two /* y */ ) ; } // tail")
        XCTAssertEqual(parsed, .dictionary(["key": .string("value"), "list": .array([.string("one"), .string("two")])]))
    }

    func testARepeatedKeyKeepsTheLastValue() {
        XCTAssertEqual(value("{ a = 1; a = 2; }"), .dictionary(["a": .string("2")]))
    }

    func testMistakesAreOneErrorWithLineAndColumn() {
        let unterminated = failure("{\n  path = \"Sources/Main.swift;\n}\n")
        XCTAssertEqual(unterminated?.line, 2)
        XCTAssertEqual(unterminated?.column, 10)
        XCTAssertTrue(unterminated?.message.contains("unterminated string") == true, "\(String(describing: unterminated))")

        let unbalanced = failure("{ a = { b = c; };\n")
        XCTAssertEqual(unbalanced?.line, 2)
        XCTAssertTrue(unbalanced?.message.contains("expected `}`") == true, "\(String(describing: unbalanced))")

        XCTAssertTrue(failure("{ a = (b, c; }")?.message.contains("expected `,` or `)`") == true)
        XCTAssertTrue(failure("{ a = b }")?.message.contains("expected `;` after the value of `a`") == true)
        XCTAssertTrue(failure("{ a b; }")?.message.contains("expected `=` after the key `a`") == true)
        XCTAssertTrue(failure("{ a = b; } }")?.message.contains("after the property list's end") == true)
        XCTAssertTrue(failure("{ a = b; /* open")?.message.contains("unterminated comment") == true)
        XCTAssertTrue(failure("{ a = <0f1>; }")?.message.contains("odd number") == true)
        XCTAssertTrue(failure("{ a = <0fzz>; }")?.message.contains("hexadecimal") == true)
        XCTAssertTrue(failure("{ a = #; }")?.message.contains("found `#`") == true)
        XCTAssertTrue(failure("")?.message.contains("empty") == true)
        XCTAssertTrue(failure("{ a = \"x\\")?.message.contains("unterminated string") == true)
        let unicode = failure("{ é = \"ok\"; ü = ; }")
        XCTAssertEqual(unicode?.column, 3, "columns count characters, not bytes")
    }

    func testOneHundredThousandLevelsOfNestingAreAnErrorNotACrash() {
        for (open, close) in [("{ a = ", " ; }"), ("(", ")")] {
            let text = String(repeating: open, count: 100_000) + "x" + String(repeating: close, count: 100_000)
            let found = failure(text)
            XCTAssertTrue(found?.message.contains("nesting deeper than") == true, "\(String(describing: found))")
        }
        // Just under the limit still parses, and is freed without a deep recursion.
        let depth = PBXProjParser.maximumDepth
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        XCTAssertNotNil(value(text))
    }

    func testRandomBytesAlwaysEnd() {
        var generator = SplitMix(seed: 21)
        let alphabet = Array("{}();=,\"'<>/*\\ \n\tab09$._-é".utf8)
        for round in 0..<2_000 {
            let count = Int(generator.next() % 300)
            var bytes: [UInt8] = []
            for _ in 0..<count {
                // Half structural bytes, half anything.
                let random = generator.next()
                bytes.append(random & 1 == 0 ? alphabet[Int(random >> 8) % alphabet.count] : UInt8(truncatingIfNeeded: random >> 16))
            }
            switch PBXProjParser.parse(bytes) {
            case .success: continue
            case .failure(let failure):
                XCTAssertGreaterThanOrEqual(failure.line, 1, "round \(round)")
                XCTAssertLessThanOrEqual(failure.offset, bytes.count, "round \(round)")
            }
        }
        // Every prefix of a real project ends too.
        let project = Array(TargetMembershipTests.smallProject.utf8)
        for end in stride(from: 0, to: project.count, by: 7) {
            if case .success = PBXProjParser.parse(Array(project[..<end])) {
                XCTFail("a cut project at \(end) parsed")
            }
        }
    }

    func testTimeIsLinearInTheSize() {
        func project(objects: Int) -> [UInt8] {
            var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
            for index in 0..<objects {
                text += "\t\tA\(index) /* File\(index).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"File \(index).swift\"; sourceTree = \"<group>\"; };\n"
            }
            return Array((text + "\t};\n\trootObject = A0;\n}\n").utf8)
        }
        func seconds(_ bytes: [UInt8]) -> Double {
            let start = Date()
            for _ in 0..<3 { _ = PBXProjParser.parse(bytes) }
            return Date().timeIntervalSince(start)
        }
        let small = project(objects: 5_000)
        let large = project(objects: 20_000)
        _ = seconds(small)
        let ratio = seconds(large) / max(seconds(small), 0.000_1)
        // Four times the input: about four times the time, never sixteen.
        XCTAssertLessThan(ratio, 8, "ratio \(ratio)")
    }
}

/// A small deterministic generator, so that a failing round can be replayed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
