import XCTest
@testable import ModalityLintCore

final class ConfigurationTests: XCTestCase {
    private func load(_ text: String) -> (ConfigurationFile?, [ConfigurationProblem]) {
        let result = ConfigurationLoader.load(SourceFile(path: ".modality-lint.yml", text: text))
        return (result.configuration, result.problems)
    }

    // MARK: Rules

    func testSwitchesSeveritiesAndOptions() throws {
        let (configuration, problems) = load("""
        rules:
          modal-hierarchy-depth: { severity: error, max-depth: 1 }
          minimize-modality: on
          loading-feedback: off
          modal-title: false
          safe-exit: true
          done-button-misuse: info
          modal-dismiss-button: { include-popovers: true }
          alert-actionable: { enabled: false, severity: warning }
          unused-suppression: off
        """)
        XCTAssertEqual(problems, [])
        let lint = try XCTUnwrap(configuration).lint
        func rule(_ id: String) throws -> RuleDescription { try XCTUnwrap(KnownRules.description(of: id)) }
        XCTAssertEqual(lint.severity(of: try rule("modal-hierarchy-depth")), .error)
        XCTAssertEqual(lint.options(of: try rule("modal-hierarchy-depth")), ["max-depth": .integer(1)])
        XCTAssertTrue(lint.isEnabled(try rule("modal-hierarchy-depth")))
        XCTAssertTrue(lint.isEnabled(try rule("minimize-modality")), "`on` (a string in YAML 1.2) switches a rule on")
        XCTAssertFalse(lint.isEnabled(try rule("loading-feedback")))
        XCTAssertFalse(lint.isEnabled(try rule("modal-title")))
        XCTAssertTrue(lint.isEnabled(try rule("safe-exit")))
        XCTAssertEqual(lint.severity(of: try rule("done-button-misuse")), .info)
        XCTAssertTrue(lint.isEnabled(try rule("modal-dismiss-button")))
        XCTAssertEqual(lint.options(of: try rule("modal-dismiss-button")), ["include-popovers": .bool(true)])
        XCTAssertFalse(lint.isEnabled(try rule("alert-actionable")))
        XCTAssertFalse(lint.isEnabled(KnownRules.unusedSuppression))
        // Untouched rules keep their defaults.
        XCTAssertEqual(lint.severity(of: try rule("action-sheet-cancel")), .warning)
    }

    func testConfiguringARuleThatIsOffByDefaultSwitchesItOn() throws {
        let (configuration, problems) = load("rules:\n  minimize-modality: { max-ratio: 0.25 }\n")
        XCTAssertEqual(problems, [])
        let lint = try XCTUnwrap(configuration).lint
        let rule = try XCTUnwrap(KnownRules.description(of: "minimize-modality"))
        XCTAssertTrue(lint.isEnabled(rule))
        XCTAssertEqual(lint.options(of: rule), ["max-ratio": .number(0.25)])
    }

    func testANumberOptionAcceptsAWholeNumber() throws {
        let (configuration, problems) = load("rules:\n  minimize-modality: { max-ratio: 1 }\n")
        XCTAssertEqual(problems, [])
        let rule = try XCTUnwrap(KnownRules.description(of: "minimize-modality"))
        XCTAssertEqual(try XCTUnwrap(configuration).lint.options(of: rule), ["max-ratio": .number(1)])
    }

    func testAMisspeltRuleIDIsAnErrorWithASuggestionAtItsPosition() {
        let (configuration, problems) = load("rules:\n  modal-titel: off\n")
        XCTAssertNil(configuration, "a typo must never silently switch a rule off")
        XCTAssertEqual(problems.map(\.description), [
            ".modality-lint.yml:2:3: error: unknown rule `modal-titel` (did you mean `modal-title`?)",
        ])
    }

    /// `of` is as close to `on` as to `off`; a word cut short is the likelier typo.
    func testASettingCutShortSuggestsTheWordItBegins() {
        let (_, problems) = load("rules:\n  modal-title: of\n")
        XCTAssertEqual(problems.map(\.description), [
            ".modality-lint.yml:2:16: error: `modal-title` is `on`, `off`, `error`, `warning`, `info` or a mapping, not `of` (did you mean `off`?)",
        ])
    }

    func testUnknownOptionWrongTypesAndUnknownKeys() {
        let (configuration, problems) = load("""
        rules:
          modal-hierarchy-depth: { max-dept: 1 }
          modal-stack-depth: { max-depth: deep }
          modal-title: { severity: warnig }
          safe-exit: maybe
          loading-feedback: 3
        exlude: [Flows]
        storyboards: sometimes
        include: 7
        """)
        XCTAssertNil(configuration)
        XCTAssertEqual(problems.map { "\($0.position)" }, ["2:28", "3:35", "4:28", "5:14", "6:21", "7:1", "8:14", "9:10"])
        let messages = problems.map(\.message)
        guard messages.count == 8 else { return XCTFail("\(messages)") }
        XCTAssertTrue(messages[0].hasPrefix("unknown option `max-dept` for rule `modal-hierarchy-depth` (did you mean `max-depth`?)"), messages[0])
        XCTAssertTrue(messages[1].contains("`max-depth` of `modal-stack-depth` is a whole number"), messages[1])
        XCTAssertTrue(messages[2].contains("(did you mean `warning`?)"), messages[2])
        XCTAssertTrue(messages[3].contains("not `maybe`"), messages[3])
        XCTAssertTrue(messages[5].hasPrefix("unknown key `exlude` (did you mean `exclude`?)"), messages[5])
    }

    /// A rule's `excluded:` takes the globs of `include` and `exclude`, each kept with its
    /// place; a pattern that cannot match a path under the file's folder is a problem there.
    func testARulesExcludedPathsAreGlobsKeptWithTheirPlace() throws {
        let (configuration, problems) = load("""
        rules:
          modal-title:
            excluded: ["**/Debug/**", Legacy]
          safe-exit: { severity: info, excluded: "Sources/Experiments/*.swift" }
        """)
        XCTAssertEqual(problems, [])
        let rules = try XCTUnwrap(configuration).lint.rules
        XCTAssertEqual(rules["modal-title"]?.excluded.map { "\($0.position) \($0.pattern.text)" }, ["3:16 **/Debug/**", "3:31 Legacy"])
        XCTAssertEqual(rules["modal-title"]?.enabled, true)
        XCTAssertEqual(rules["safe-exit"]?.excluded.map(\.pattern.text), ["Sources/Experiments/*.swift"])
        XCTAssertTrue(rules["modal-title"]?.excluded[0].pattern.matches("App/Debug/Menu.swift") == true)
        let (broken, mistakes) = load("""
        rules:
          modal-title: { excluded: ["/Users/me/App/Debug", "../Shared", 7, ""] }
          safe-exit: { excluded: { Debug: true } }
        """)
        XCTAssertNil(broken)
        XCTAssertEqual(mistakes.map { "\($0.position)" }, ["2:29", "2:52", "2:65", "2:68", "3:26"])
        guard mistakes.count == 5 else { return }
        XCTAssertTrue(mistakes[0].message.hasPrefix("`/Users/me/App/Debug` is not relative"), mistakes[0].message)
        XCTAssertTrue(mistakes[1].message.hasPrefix("`../Shared` leaves this file's folder"), mistakes[1].message)
        XCTAssertTrue(mistakes[2].message.hasPrefix("`excluded` of `modal-title` lists paths or globs"), mistakes[2].message)
        XCTAssertTrue(mistakes[4].message.hasPrefix("`excluded` of `safe-exit` is a list of paths or globs"), mistakes[4].message)
    }

    func testBuiltInDiagnosticsCannotBeConfigured() {
        let (_, problems) = load("rules:\n  parse-error: off\n")
        XCTAssertEqual(problems.map(\.message), ["`parse-error` cannot be configured: it means the tool could not trust what it read"])
    }

    func testAnEmptyFileAndEmptySectionsMeanTheDefaults() throws {
        XCTAssertEqual(load("").1, [])
        XCTAssertNotNil(load("").0)
        let (configuration, problems) = load("# only comments\nrules:\ninclude:\n")
        XCTAssertEqual(problems, [])
        XCTAssertTrue(try XCTUnwrap(configuration).lint.rules.isEmpty)
    }

    func testYAMLErrorsAreConfigurationProblems() {
        let (configuration, problems) = load("rules:\n  a: &x on\n")
        XCTAssertNil(configuration)
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.position.line, 2)
    }

    // MARK: Builds

    func testBuildFailLevelIsNoneByDefaultOrASeverity() throws {
        XCTAssertNil(try XCTUnwrap(load("").0).buildFailLevel, "a linter added to a build does not break it by default")
        XCTAssertNil(try XCTUnwrap(load("build-fail-level: none\n").0).buildFailLevel)
        XCTAssertEqual(try XCTUnwrap(load("build-fail-level: error\n").0).buildFailLevel, .error)
        XCTAssertEqual(try XCTUnwrap(load("build-fail-level: warning\n").0).buildFailLevel, .warning)
        XCTAssertEqual(try XCTUnwrap(load("build-fail-level: info\n").0).buildFailLevel, .info)
    }

    func testTargetsIsOnByDefaultAndASwitch() throws {
        XCTAssertTrue(try XCTUnwrap(load("rules:\n").0).followsTargets)
        XCTAssertFalse(try XCTUnwrap(load("targets: false\n").0).followsTargets)
        XCTAssertTrue(try XCTUnwrap(load("targets: on\n").0).followsTargets)
        XCTAssertEqual(load("targets: [App]\n").1.map(\.description), [".modality-lint.yml:1:10: error: `targets` is `true` or `false`"])
        XCTAssertTrue(load("target: false\n").1.first?.description.contains("(did you mean `targets`?)") == true)
    }

    func testAMistakeInBuildFailLevelIsAProblemWithASuggestion() {
        let (configuration, problems) = load("build-fail-level: eror\nbuild-fail-levle: error\n")
        XCTAssertNil(configuration)
        XCTAssertEqual(problems.map(\.description), [
            ".modality-lint.yml:1:19: error: `build-fail-level` is `none`, `error`, `warning` or `info`, not `eror` (did you mean `error`?)",
            ".modality-lint.yml:2:1: error: unknown key `build-fail-levle` (did you mean `build-fail-level`?)"
                + "; a configuration file has `rules`, `include`, `exclude`, `storyboards`, `swift`, `objc`, `swiftui`, `debug`, `targets` and `build-fail-level`",
        ])
        XCTAssertEqual(load("build-fail-level: [error]\n").1.map(\.description), [
            ".modality-lint.yml:1:19: error: `build-fail-level` is `none`, `error`, `warning` or `info`",
        ])
    }

    // MARK: Files

    func testIncludeExcludeAndStoryboards() throws {
        let (loaded, problems) = load("""
        include: [Flows, "*.flow.yml"]
        exclude: [Flows/legacy, "**/*.draft.flow.yml"]
        storyboards: off
        """)
        XCTAssertEqual(problems, [])
        let configuration = try XCTUnwrap(loaded)
        XCTAssertFalse(configuration.readsStoryboards)
        XCTAssertTrue(configuration.covers("Flows/notes.flow.yml"))
        XCTAssertTrue(configuration.covers("Flows/sub/deep/notes.flow.yml"))
        XCTAssertTrue(configuration.covers("top.flow.yml"))
        XCTAssertFalse(configuration.covers("Other/notes.flow.yml"), "not included")
        XCTAssertFalse(configuration.covers("Flows/legacy/old.flow.yml"))
        XCTAssertFalse(configuration.covers("Flows/a/b.draft.flow.yml"))
        XCTAssertFalse(configuration.mayContainCoveredFiles("Flows/legacy"))
        XCTAssertTrue(configuration.mayContainCoveredFiles("Flows"))
    }

    func testPathPatterns() {
        XCTAssertTrue(PathPattern("Flows").matches("Flows/a.flow.yml"))
        XCTAssertTrue(PathPattern("./Flows/").matches("Flows/a.flow.yml"))
        XCTAssertFalse(PathPattern("Flows").matches("FlowsOld/a.flow.yml"))
        XCTAssertTrue(PathPattern("F*s/?.flow.yml").matches("Flows/a.flow.yml"))
        XCTAssertFalse(PathPattern("F*s/?.flow.yml").matches("Flows/ab.flow.yml"))
        XCTAssertFalse(PathPattern("*.flow.yml").matches("Flows/a.flow.yml"), "`*` stays within one folder")
        XCTAssertTrue(PathPattern("**/a.flow.yml").matches("a.flow.yml"), "`**` matches no folder too")
        XCTAssertTrue(PathPattern("**/a.flow.yml").matches("x/y/z/a.flow.yml"))
        XCTAssertTrue(PathPattern("x/**/legacy").matches("x/1/2/legacy/a.flow.yml"))
        XCTAssertTrue(PathPattern("**").matches("anything/at/all"))
        XCTAssertTrue(PathPattern(".").matches("anything"))
        // Many `**` against a deep path stays fast (memoised, no exponential backtracking).
        let deep = Array(repeating: "d", count: 200).joined(separator: "/") + "/x"
        XCTAssertFalse(PathPattern(Array(repeating: "**", count: 30).joined(separator: "/") + "/y").matches(deep))
    }
}
