import XCTest
@testable import ModalityLintCore

/// `// modality-lint:` comments in Swift and Objective-C files are read as `#` comments are
/// in flow files: a misspelt one is an error, one that silences nothing is reported.
final class CodeSuppressionTests: XCTestCase {
    private func lint(_ files: [(String, String)]) -> [Diagnostic] {
        Linter(configuration: .everyRuleOn).lint(app: files.map { SourceFile(path: $0.0, text: $0.1) }).diagnostics
    }

    func testADirectiveInSwiftThatSilencesNothingIsReportedAtItsRuleID() {
        let source = """
        import UIKit

        // modality-lint: disable-next-line modal-title -- the title comes from the server
        final class ProfileViewController: UIViewController {}

        """
        let diagnostics = lint([("App/Profile.swift", source)])
        XCTAssertEqual(diagnostics.map { "\($0.file):\($0.start.line):\($0.start.column) \($0.ruleID)" },
                       ["App/Profile.swift:3:37 unused-suppression"])
    }

    func testAMisspeltRuleInABlockCommentOfObjectiveCIsAnError() {
        let source = """
        #import "AboutViewController.h"
        /* modality-lint: disable modal-titel */
        @implementation AboutViewController
        @end

        """
        let diagnostics = lint([("App/AboutViewController.m", source)])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["invalid-suppression"])
        XCTAssertTrue(diagnostics[0].message.contains("did you mean `modal-title`?"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[0].start.line, 2)
    }

    func testTheMarkerInsideAStringIsNotADirective() {
        let source = """
        let help = "// modality-lint: disable-next-line all"

        """
        XCTAssertEqual(lint([("App/Help.swift", source)]).map(\.ruleID), [])
    }

    func testSourceThatDoesNotLexIsAParseErrorAtItsPlace() {
        let diagnostics = lint([("App/Broken.swift", "let title = \"Unclosed\nlet other = 1\n")])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["parse-error"])
        XCTAssertEqual(diagnostics.first?.start.line, 1)
    }
}
