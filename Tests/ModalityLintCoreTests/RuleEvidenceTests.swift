import XCTest
@testable import ModalityLintCore

/// What a rule weighed beyond a screen's own facts is in the diagnostic's evidence, so that
/// `why` shows it: `consistent-transitions` says which transitions it counted.
final class RuleEvidenceTests: XCTestCase {
    func testConsistentTransitionsShowsTheTransitionsItCounted() throws {
        let flow = """
            app: Notes
            screens:
              library:
                title: Notes
                actions:
                  - { label: New Note, present: editor }
                  - { label: Settings, present: settings }
                  - { label: About, present: about, transition: flipHorizontal }
              editor: { title: New Note }
              settings: { title: Settings }
              about: { title: About }
            """
        let diagnostics = Linter().lint(SourceFile(path: "notes.flow.yml", text: flow))
        let diagnostic = try XCTUnwrap(diagnostics.first { $0.ruleID == "consistent-transitions" })
        let counted = try XCTUnwrap(diagnostic.evidence.first { $0.fact == "transitions" })
        XCTAssertEqual(counted.statement, "coverVertical 2, flipHorizontal 1; the app's is coverVertical (the transition most of its modals use)")
        XCTAssertTrue(counted.how.hasPrefix("counted over every present"), counted.how)
        XCTAssertNil(counted.file)
    }
}
