import Foundation
import XCTest
@testable import ModalityLintCore

/// The README's own examples, checked against the tool, so that the front page cannot lie.
final class ReadmeExamplesTests: XCTestCase {
    private func readme() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The Quick start lints a bundled SwiftUI app and shows a UIKit and an Objective-C
    /// finding next, before any flow file (DocumentationTests checks that the tool prints
    /// every line shown).
    func testTheQuickStartShowsSwiftUIAndUIKitFindingsFirst() throws {
        let lines = try readme().split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("swift run modality-lint Fixtures/projects/Recipes ") })
        let firstFinding = { (suffix: String) in lines.firstIndex { $0.hasPrefix("Fixtures/") && $0.contains(suffix) } }
        let firstFlow = try XCTUnwrap(lines.firstIndex { $0.contains(".flow.yml:") })
        for suffix in [".swift:", ".m:"] {
            let index = try XCTUnwrap(firstFinding(suffix), "the README shows a \(suffix) finding")
            XCTAssertLessThan(index, firstFlow, "a \(suffix) finding comes before the flow files")
        }
    }

    /// The flow file of "A flow file" is clean; without its Cancel it draws exactly the two
    /// warnings the README shows.
    func testTheExampleFlowIsCleanAndItsBrokenVariantAsShown() throws {
        let text = try readme()
        let section = try XCTUnwrap(text.range(of: "## A flow file"))
        let open = try XCTUnwrap(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let close = try XCTUnwrap(text.range(of: "```\n", range: open.upperBound..<text.endIndex))
        let flow = String(text[open.upperBound..<close.lowerBound])
        XCTAssertEqual(Linter().lint(SourceFile(path: "Flows/notes.flow.yml", text: flow)).map(\.ruleID), [])

        var lines = flow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cancel = try XCTUnwrap(lines.firstIndex { $0.contains("label: Cancel") })
        lines.removeSubrange(cancel..<cancel + 4)
        let broken = Linter().lint(SourceFile(path: "Flows/notes.flow.yml", text: lines.joined(separator: "\n")))
        let printed = TextReporter().render(LintReport(diagnostics: broken, files: ["Flows/notes.flow.yml"]),
                                            style: ReportStyle())
        let sectionEnd = try XCTUnwrap(text.range(of: "## What it checks"))
        let shown = text[section.upperBound..<sectionEnd.lowerBound].split(separator: "\n")
            .filter { $0.hasPrefix("Flows/notes.flow.yml:") }
        XCTAssertEqual(printed, shown.map { $0 + "\n" }.joined())
    }
}
