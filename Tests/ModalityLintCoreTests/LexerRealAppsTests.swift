import XCTest
@testable import ModalityLintCore

/// Every `.swift`, `.m` and `.h` file of the real apps lexes without a crash, and without
/// a problem unless the file really is broken.
final class LexerRealAppsTests: XCTestCase {
    func testEverySwiftFileLexesWithoutProblems() throws {
        let files = try RealApps.files(endingWith: [".swift"])
        XCTAssertGreaterThan(files.count, 1_000)
        var problems: [String] = []
        for file in files {
            let lexed = SwiftLexer.lex(file.bytes)
            let source = SourceFile(path: file.path, bytes: file.bytes)
            for problem in lexed.problems {
                problems.append("\(file.path):\(source.position(at: problem.span.start)): \(problem.message)")
            }
        }
        XCTAssertEqual(problems, [], "\(problems.count) problems in \(files.count) Swift files")
    }

    func testEveryObjectiveCFileLexesWithoutProblems() throws {
        let files = try RealApps.files(endingWith: [".m", ".mm", ".h"])
        XCTAssertGreaterThan(files.count, 10)
        var problems: [String] = []
        for file in files {
            let lexed = ObjCLexer.lex(file.bytes)
            let source = SourceFile(path: file.path, bytes: file.bytes)
            for problem in lexed.problems {
                problems.append("\(file.path):\(source.position(at: problem.span.start)): \(problem.message)")
            }
        }
        XCTAssertEqual(problems, [], "\(problems.count) problems in \(files.count) Objective-C files")
    }
}
