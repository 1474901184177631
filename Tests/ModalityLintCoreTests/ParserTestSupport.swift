import Foundation
import XCTest
@testable import ModalityLintCore

/// Helpers shared by the JSON and YAML parser tests.
enum ParserTestSupport {
    static func parse(_ text: String, _ kind: SyntaxKind) -> ParsedDocument {
        FlowParser.parse(Array(text.utf8), as: kind)
    }

    /// The root of `text`, asserting that it parses.
    static func root(_ text: String, _ kind: SyntaxKind, file: StaticString, line: UInt) -> Node? {
        let document = parse(text, kind)
        XCTAssertNil(document.error, "unexpected error: \(document.error?.message ?? "")", file: file, line: line)
        return document.root
    }

    /// Asserts a parse error at `expected` ("line:column") whose message contains
    /// `fragment`, and which reads like every other message (lowercase, no final period).
    static func assertError(
        _ text: String, _ kind: SyntaxKind, at expected: String, _ fragment: String, file: StaticString, line: UInt
    ) {
        let document = parse(text, kind)
        guard let error = document.error else {
            return XCTFail("expected an error for \(text.debugDescription)", file: file, line: line)
        }
        XCTAssertEqual(position(error.span.start, in: text), expected, error.message, file: file, line: line)
        XCTAssertTrue(error.message.contains(fragment), "\(error.message) does not mention \(fragment)", file: file, line: line)
        XCTAssertNil(document.root, file: file, line: line)
        XCTAssertFalse(error.message.hasSuffix("."), error.message, file: file, line: line)
        XCTAssertEqual(error.message.first.map { String($0) }, error.message.first.map { String($0).lowercased() }, file: file, line: line)
    }

    /// "line:column" of a byte offset in `text`.
    static func position(_ offset: Int, in text: String) -> String {
        SourceFile(path: "t", text: text).position(at: offset).description
    }

    /// Parses on a thread with a 512 KiB stack, as a small secondary thread would have.
    static func parseOnSmallStack(_ bytes: [UInt8], _ kind: SyntaxKind) -> ParsedDocument? {
        final class Box: @unchecked Sendable { var document: ParsedDocument? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.document = FlowParser.parse(bytes, as: kind)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return box.document
    }
}

extension Node {
    /// The node's value as plain Swift data, for compact assertions: mappings become arrays
    /// of [key, value] pairs (document order), integers their digits prefixed with "i:".
    var parsedPlain: AnyHashable {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag
        case .integer(let digits): return "i:" + digits
        case .float(let number): return number.isNaN ? "nan" : AnyHashable(number)
        case .string(let text): return "s:" + text
        case .sequence(let items): return items.map(\.parsedPlain)
        case .mapping(let entries): return entries.map { [$0.key.parsedPlain, $0.value.parsedPlain] as [AnyHashable] }
        }
    }

    func parsedChild(_ key: String) -> Node? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { if case .string(key) = $0.key.value { return true } else { return false } }?.value
    }

    func parsedItem(_ index: Int) -> Node? {
        guard case .sequence(let items) = value, index < items.count else { return nil }
        return items[index]
    }

    var parsedString: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
