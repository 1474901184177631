import Foundation
import XCTest
@testable import ModalityLintCore

/// Input no flow file should ever contain, given to the real tool: each run must end with a
/// clear diagnostic or a clean pass, status 1 or 0, never a crash, a hang or a wrong reading.
/// (Unreadable entries, dangling links and link loops in folders are in CommandLineTests.)
final class HostileInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes `bytes` as `name` and lints it with the real executable.
    private func lint(_ name: String, _ bytes: [UInt8], timeout: TimeInterval = 300) throws -> CommandRunner.Result {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        let result = try CommandRunner.run([name], in: folder, timeout: timeout)
        XCTAssertFalse(result.timedOut, "\(name): the tool did not finish within \(timeout) s")
        XCTAssertTrue([0, 1].contains(result.status), "\(name): exit status \(result.status)\n\(result.standardError)")
        return result
    }

    private func assertOneParseError(
        _ result: CommandRunner.Result, at position: String, containing words: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(result.status, 1, file: file, line: line)
        XCTAssertEqual(lines.count, 1, result.standardOutput, file: file, line: line)
        guard let first = lines.first else { return }
        XCTAssertTrue(first.contains(":\(position): error: "), String(first), file: file, line: line)
        XCTAssertTrue(first.contains(words), String(first), file: file, line: line)
        XCTAssertTrue(first.hasSuffix("[parse-error]"), String(first), file: file, line: line)
    }

    // MARK: Depth

    func testOneHundredThousandNestedBracketsAndBlockLevels() throws {
        let brackets = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        assertOneParseError(try lint("deep.flow.json", brackets), at: "1:501", containing: "nesting deeper than 500")
        assertOneParseError(try lint("deep-flow.flow.yml", Array("app: x\nscreens: ".utf8) + brackets),
                            at: "2:509", containing: "nesting deeper than 500")  // the mapping is level 1
        // `- - - ...`: 100,000 block sequences, one inside the other, on one line.
        let blocks = Array("app: x\nscreens:\n".utf8) + Array(String(repeating: "- ", count: 100_000).utf8) + Array("x\n".utf8)
        assertOneParseError(try lint("deep-block.flow.yml", blocks), at: "3:999", containing: "nesting deeper than 500")
        // Block mappings, one indentation step each, until past the limit.
        var mappings = "app: x\nscreens:\n"
        for level in 0..<600 { mappings += String(repeating: " ", count: level + 1) + "k\(level):\n" }
        let result = try lint("deep-mappings.flow.yml", Array(mappings.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.contains("nesting deeper than 500"), result.standardOutput)
    }

    // MARK: Size

    /// 100 MB: a flow of 80,000 screens whose alert messages are long, so that the file is
    /// large without being a toy; it must be read and linted like any other.
    func testAHundredMegabyteFile() throws {
        var text = "app: Big\nscreens:\n"
        let padding = String(repeating: "All of this text explains what went wrong. ", count: 27)
        var index = 0
        while text.utf8.count < 100_000_000 {
            text += """
              s\(index):
                title: Screen \(index)
                actions:
                  - { label: Next, push: s\(index + 1) }
                  - { label: Problem, present: a\(index) }
              a\(index):
                kind: alert
                title: Problem \(index)
                message: "\(padding)"
                actions:
                  - { label: OK, role: cancel }

            """
            index += 1
        }
        text += "  s\(index):\n    title: Last\n"
        let result = try lint("big.flow.yml", Array(text.utf8), timeout: 600)
        XCTAssertEqual(result.status, 0, String(result.standardOutput.prefix(2000)) + result.standardError)
        XCTAssertTrue(result.standardError.contains("no problems"), result.standardError)
    }

    /// A 10 MB minified JSON flow on a single line, with thousands of problems on that line:
    /// every column must still be right, and finding them must stay linear.
    func testATenMegabyteSingleLine() throws {
        var screens: [String] = []
        var size = 0
        var index = 0
        while size < 10_000_000 {
            // Each screen is presented without a title: one modal-title warning each.
            let screen = "\"s\(index)\":{\"actions\":[{\"label\":\"Open\",\"present\":\"s\(index + 1)\"},"
                + "{\"label\":\"Close\",\"role\":\"cancel\",\"dismiss\":true}]}"
            screens.append(screen)
            size += screen.utf8.count + 1
            index += 1
        }
        screens.append("\"s\(index)\":{\"title\":\"End\",\"actions\":[{\"label\":\"Close\",\"role\":\"cancel\",\"dismiss\":true}]}")
        let text = "{\"app\":\"OneLine\",\"screens\":{" + screens.joined(separator: ",") + "}}"
        let bytes = Array(text.utf8)
        let result = try lint("line.flow.json", bytes)
        XCTAssertEqual(result.status, 0)
        let titleWarnings = result.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[modal-title]") }
        // s1 ... s(index-1) are presented and untitled; s0 is the entry, the last has a title.
        XCTAssertEqual(titleWarnings.count, index - 1, "one modal-title warning per untitled presented screen")
        // The warning about s1 points at its key, found here by searching the bytes.
        let key = Array("\"s1\":".utf8)
        let offset = (0...(bytes.count - key.count)).first { Array(bytes[$0..<$0 + key.count]) == key }!
        XCTAssertTrue(titleWarnings.contains { $0.hasPrefix("line.flow.json:1:\(offset + 1): warning: 's1' ") },
                      String(titleWarnings.prefix(3).joined(separator: "\n")))
    }

    // MARK: Bytes that are not text

    private let sample = Array("""
        app: Café
        screens:
          home:
            title: "Über — 완료"
            actions:
              - { label: Open, present: sheet }
          sheet:
            title: Sheet
            actions: [{ label: Done, role: done, dismiss: true }, { label: Cancel, role: cancel, dismiss: true }]

        """.utf8)

    /// Invalid UTF-8 (a lone 0xFF, a truncated sequence) inserted before every byte of a
    /// flow, in YAML and in JSON: always refused, at exactly that place.
    func testInvalidUTF8InEveryPosition() throws {
        let json = Array(#"{"app": "Café", "screens": {"home": {"title": "Über — 완료"}}}"#.utf8)
        for (source, kind) in [(sample, SyntaxKind.yaml), (json, .json)] {
            for bad: [UInt8] in [[0xFF], [0xE2, 0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] {
                for offset in 0...source.count where offset == source.count || source[offset] & 0xC0 != 0x80 {
                    var bytes = source
                    bytes.insert(contentsOf: bad, at: offset)
                    let parsed = FlowParser.parse(bytes, as: kind)
                    guard let error = parsed.error else {
                        XCTFail("\(kind) with \(bad) at \(offset) was accepted")
                        continue
                    }
                    XCTAssertEqual(error.span.start, offset, "\(kind) with \(bad) at \(offset): \(error.message)")
                    XCTAssertTrue(error.message.contains("UTF-8"), error.message)
                }
            }
        }
    }

    /// NUL is never part of a flow file: refused wherever it stands, even in a comment.
    func testNULBytesInEveryPosition() throws {
        for offset in 0...sample.count where offset == sample.count || sample[offset] & 0xC0 != 0x80 {
            var bytes = sample
            bytes.insert(0, at: offset)
            let parsed = FlowParser.parse(bytes, as: .yaml)
            XCTAssertEqual(parsed.error?.span.start, offset, "NUL at \(offset): \(parsed.error?.message ?? "accepted")")
        }
        let result = try lint("nul.flow.yml", Array("app: x\nscreens:\n  a: {}\n".utf8) + [0, 0, 0])
        assertOneParseError(result, at: "4:1", containing: "U+0000")
    }

    func testAUTF16FileIsRefusedWithAnExplanation() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "app: Notes\nscreens:\n  a: {}\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        assertOneParseError(try lint("wide.flow.yml", bytes), at: "1:1", containing: "UTF-16")
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in "{\"app\": \"Notes\"}".utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        assertOneParseError(try lint("wide.flow.json", bigEndian), at: "1:1", containing: "UTF-16")
    }

    func testAnEmptyFileIsReportedNotMisread() throws {
        let result = try lint("empty.flow.yml", [])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput,
                       "empty.flow.yml:1:1: error: the flow file is empty; a flow file needs `app` and `screens` [invalid-flow]\n")
    }

    // MARK: Graphs that punish naive algorithms

    /// One modal whose pushes form a single 100,000-screen cycle: depth is reported once,
    /// at the push that goes too deep, and the run ends.
    func testAHundredThousandScreenCycle() throws {
        var text = "app: Ring\nscreens:\n  home:\n    title: Home\n    actions:\n      - { label: Start, present: r0 }\n"
        let count = 100_000
        for index in 0..<count {
            text += "  r\(index):\n    title: Ring \(index)\n    actions:\n"
            text += "      - { label: Next, push: r\((index + 1) % count) }\n"
            if index == 0 {
                text += "      - { label: Cancel, role: cancel, dismiss: true }\n"
                text += "      - { label: Save, role: done, dismiss: true }\n"
            }
        }
        let result = try lint("ring.flow.yml", Array(text.utf8))
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasSuffix("[modal-hierarchy-depth]") }.count, 1, String(lines.prefix(5).joined(separator: "\n")))
        XCTAssertEqual(lines.filter { $0.hasSuffix("[modal-single-path]") }.count, 0)
    }

    /// 1,000 screens, each of which pushes and presents every other one (2 million edges),
    /// with every rule on: the rules must not go quadratic in paths.
    func testAFullyConnectedFlowOfAThousandScreens() throws {
        let count = 1_000
        var screens: [Screen] = []
        screens.reserveCapacity(count)
        for index in 0..<count {
            var screen = Screen(id: "s\(index)", idSpan: .at(0))
            screen.title = Located("Screen \(index)", at: .at(0))
            for other in 0..<count where other != index {
                var push = Action(span: .at(0), label: Located("Go \(other)", at: .at(0)))
                push.push = Located("s\(other)", at: .at(0))
                var present = Action(span: .at(0), label: Located("Show \(other)", at: .at(0)))
                present.present = Located("s\(other)", at: .at(0))
                present.style = Located(other % 2 == 0 ? .popover : .pageSheet, at: .at(0))
                screen.actions += [push, present]
            }
            screens.append(screen)
        }
        let document = FlowDocument(sources: [SourceFile(path: "dense.flow.yml", text: "")], screens: screens)
        let start = Date()
        let diagnostics = Linter(configuration: .everyRuleOn).lint(document: document)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertFalse(diagnostics.isEmpty)
        // A generous bound for a debug build on a loaded machine; a quadratic rule over
        // 2 million edges would take hours.
        XCTAssertLessThan(seconds, 120, "linting 2 million edges took \(seconds) s")
    }
}
