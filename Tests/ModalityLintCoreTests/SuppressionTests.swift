import XCTest
@testable import ModalityLintCore

final class SuppressionTests: XCTestCase {
    /// A file whose comments are found by hand, so that these tests check the directives
    /// alone (the parser's comments are tested with the parser).
    private func directives(_ text: String) -> (SuppressionDirectives, SourceFile) {
        let file = SourceFile(path: "f.flow.yml", text: text)
        var comments: [Comment] = []
        for line in 1...file.lineStarts.count {
            let span = file.lineSpan(line)
            let bytes = Array(file.bytes[span.start..<span.end])
            guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { continue }
            comments.append(Comment(
                span: ByteSpan(start: span.start + hash, end: span.end),
                text: String(decoding: bytes[(hash + 1)...], as: UTF8.self),
                isWholeLine: bytes[..<hash].allSatisfy { $0 == 0x20 }))
        }
        return (SuppressionDirectives(comments: comments, in: file), file)
    }

    private func diagnostic(_ rule: String, line: Int, severity: Severity = .warning) -> Diagnostic {
        Diagnostic(file: "f.flow.yml", start: SourcePosition(line: line, column: 3), end: SourcePosition(line: line, column: 4),
                   severity: severity, ruleID: rule, message: "m", subject: "s")
    }

    func testDisableNextLineSkipsBlankAndCommentLines() {
        let (found, _) = directives("""
        screens:
          # modality-lint: disable-next-line modal-title, safe-exit -- a reason
          # modality-lint: disable-next-line done-button-misuse

          editor:
            title: x
        """)
        XCTAssertEqual(found.problems, [])
        let kept = found.apply(to: [
            diagnostic("modal-title", line: 5), diagnostic("safe-exit", line: 5), diagnostic("done-button-misuse", line: 5),
            diagnostic("modal-title", line: 6),
        ], configuration: LintConfiguration())
        XCTAssertEqual(kept.map { "\($0.ruleID)@\($0.start.line)" }, ["modal-title@6"])
    }

    func testDisableLineAndRanges() {
        let (found, _) = directives("""
        a: 1  # modality-lint: disable-line modal-title
        # modality-lint: disable all
        b: 2
        c: 3
        # modality-lint: enable all
        d: 4
        """)
        let kept = found.apply(to: [
            diagnostic("modal-title", line: 1), diagnostic("safe-exit", line: 1),
            diagnostic("safe-exit", line: 3), diagnostic("modal-title", line: 4),
            diagnostic("modal-title", line: 6),
        ], configuration: LintConfiguration())
        XCTAssertEqual(kept.map { "\($0.ruleID)@\($0.start.line)" }, ["safe-exit@1", "modal-title@6"])
    }

    func testARangeWithoutEnableRunsToTheEndOfTheFile() {
        let (found, _) = directives("# modality-lint: disable safe-exit\na: 1\nb: 2\n")
        XCTAssertEqual(found.apply(to: [diagnostic("safe-exit", line: 3)], configuration: LintConfiguration()), [])
    }

    func testUnusedSuppressionsAreReportedAtTheRuleID() {
        let (found, _) = directives("a: 1  # modality-lint: disable-line modal-title, safe-exit\n")
        let result = found.apply(to: [diagnostic("safe-exit", line: 1)], configuration: LintConfiguration())
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result[0].ruleID, "unused-suppression")
        XCTAssertEqual(result[0].severity, .warning)
        XCTAssertEqual(result[0].start, SourcePosition(line: 1, column: 37))
        XCTAssertTrue(result[0].message.contains("disable-line modal-title"))
    }

    func testUnusedSuppressionFollowsTheConfigurationAndRulesThatDidNotRun() {
        let (found, _) = directives("a: 1  # modality-lint: disable-line modal-title\n")
        var off = LintConfiguration()
        off.rules["modal-title"] = .init(enabled: false)
        XCTAssertEqual(found.apply(to: [], configuration: off), [], "a rule that did not run may matter under another configuration")
        var quiet = LintConfiguration()
        quiet.rules["unused-suppression"] = .init(enabled: false)
        XCTAssertEqual(found.apply(to: [], configuration: quiet), [])
        var strict = LintConfiguration()
        strict.rules["unused-suppression"] = .init(severity: .error)
        XCTAssertEqual(found.apply(to: [], configuration: strict).map(\.severity), [.error])
    }

    func testUnknownRulesAndCommandsAreInvalidSuppressions() {
        let (found, _) = directives("""
        # modality-lint: disable-next-line modal-titel
        # modality-lint: disabel modal-title
        # modality-lint: disable-line
        # modality-lint: disable-line parse-error
        # modality-lint: enable safe-exit
        """)
        XCTAssertEqual(found.problems.map(\.ruleID), [
            "invalid-suppression", "invalid-suppression", "invalid-suppression", "invalid-suppression", "unused-suppression",
        ])
        XCTAssertTrue(found.problems[0].message.contains("(did you mean `modal-title`?)"), found.problems[0].message)
        XCTAssertEqual(found.problems[0].start, SourcePosition(line: 1, column: 36))
        XCTAssertTrue(found.problems[1].message.contains("(did you mean `disable`?)"), found.problems[1].message)
        XCTAssertTrue(found.problems[3].message.contains("cannot be suppressed"))
        XCTAssertEqual(found.problems.map(\.severity), [.error, .error, .error, .error, .warning])
    }

    func testParseErrorsAndInvalidFlowsAreNeverSuppressed() {
        let (found, _) = directives("# modality-lint: disable all\na: 1\n")
        let kept = found.apply(to: [
            diagnostic("invalid-flow", line: 2, severity: .error), diagnostic("parse-error", line: 2, severity: .error),
        ], configuration: LintConfiguration())
        XCTAssertEqual(kept.map(\.ruleID), ["invalid-flow", "parse-error", "unused-suppression"])
    }

    func testOrdinaryCommentsAreNotDirectives() {
        let (found, _) = directives("# modality-lint is great\n# disable-line modal-title\na: 1 # modality-lint:disable-line modal-title\n")
        XCTAssertEqual(found.problems, [])
        XCTAssertEqual(found.apply(to: [diagnostic("modal-title", line: 3)], configuration: LintConfiguration()), [])
    }

    // MARK: Through the linter

    func testScreenDisablesSilenceAndReportWhenUnused() {
        let json = """
        {"app": "Notes", "screens": {
          "home": {"title": "Home", "actions": [{"label": "Compose", "present": "editor"}, {"label": "Add", "present": "add"}]},
          "editor": {"lint": {"disable": ["modal-title"]},
                     "actions": [{"label": "Cancel", "role": "cancel", "dismiss": true}]},
          "add": {"title": "Add", "lint": {"disable": ["all"]},
                  "actions": [{"label": "Cancel", "role": "cancel", "dismiss": true}]}
        }}
        """
        let diagnostics = Linter().lint(SourceFile(path: "f.flow.json", text: json))
        XCTAssertEqual(diagnostics.map(\.ruleID), ["unused-suppression"], "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?.start, SourcePosition(line: 5, column: 48), "one warning for `all`, at `all`")
        XCTAssertEqual(diagnostics.first?.subject, "add")
    }

    func testCommentDirectivesThroughTheLinter() {
        let yaml = """
        app: Notes
        screens:
          home:
            title: Home
            actions:
              - label: Compose
                present: editor
          editor:  # modality-lint: disable-line modal-title
            actions:
              - label: Cancel
                role: cancel
                dismiss: true
        """
        XCTAssertEqual(Linter().lint(SourceFile(path: "f.flow.yml", text: yaml)), [])
        let unsuppressed = Linter().lint(SourceFile(path: "f.flow.yml", text: yaml.replacingOccurrences(of: "  # modality-lint: disable-line modal-title", with: "")))
        XCTAssertEqual(unsuppressed.map(\.ruleID), ["modal-title"])
    }
}
