import Foundation
import XCTest
@testable import ModalityLintCore

/// What a new user meets in the first hour, through the real executable: a run that checks
/// nothing must not pass by accident, standard input takes JSON as well as YAML, every
/// `explain` gives advice that works, and each mistake says what to do instead.
final class FirstHourTrapsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-traps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func write(_ text: String, to relativePath: String) throws {
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func run(_ arguments: [String], input: String = "") throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: folder, input: Data(input.utf8))
    }

    private let cleanFlow = "app: X\nscreens:\n  home:\n    title: Home\n"

    // MARK: Nothing to lint

    func testAPathWithNothingToLintIsAMistakeThatNamesThePatterns() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Flows"), withIntermediateDirectories: true)
        try write("not a flow", to: "Flows/notes.txt")
        for arguments in [["Flows"], ["--strict", "Flows"], []] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("nothing to lint in "), result.standardError)
            for pattern in ["*.flow.yml", "*.flow.yaml", "*.flow.json", "*.storyboard"] {
                XCTAssertTrue(result.standardError.contains(pattern), "names \(pattern): \(result.standardError)")
            }
            XCTAssertTrue(result.standardError.contains("--allow-empty"), result.standardError)
        }
        let allowed = try run(["--allow-empty", "Flows"])
        XCTAssertEqual(allowed.status, 0, allowed.standardError)
        XCTAssertEqual(allowed.standardError, "no files to lint\n")
        // A folder with something in it is not affected.
        try write(cleanFlow, to: "Flows/app.flow.yml")
        XCTAssertEqual(try run(["Flows"]).status, 0)
    }

    // MARK: A place to explain

    /// `why FILE:LINE` and `--at` name a place among the linted files: a typo, a line that is
    /// not a number, or a file outside the linted paths is a usage mistake (status 2), never
    /// "no problems"; a line of a linted file with no problem says so for that place.
    func testWhyAtAPlaceThatNamesNoLintedFileIsAMistake() throws {
        try write(cleanFlow, to: "Flows/app.flow.yml")
        for arguments in [["why", "nosuch.yml:3"], ["why", "Flows/app.flow.yml:abc"], ["--at", "Flows/nosuch.yml", "Flows"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("names no file this run linted"), result.standardError)
        }
        let quiet = try run(["why", "Flows/app.flow.yml:3"])
        XCTAssertEqual(quiet.status, 0, quiet.standardError)
        XCTAssertTrue(quiet.standardError.contains("no problems at Flows/app.flow.yml:3"), quiet.standardOutput + quiet.standardError)
    }

    /// A storyboard whose scenes' classes no code of the run declares: linted alone, the
    /// advice is to lint the folder with its code; linted with code, the classes are not in
    /// the app's code at all, and asking for the folder again would send people in circles.
    func testClassesNotFoundSayWhereToLookForThem() throws {
        let storyboard = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/storyboards/Modern.storyboard"), encoding: .utf8)
        try write(storyboard, to: "App/Main.storyboard")
        let alone = try run(["App/Main.storyboard"])
        XCTAssertTrue(alone.standardError.contains("lint the app's folder, code included, to judge them"), alone.standardError)
        try write("import UIKit\n", to: "App/Other.swift")
        let withCode = try run(["App"])
        XCTAssertTrue(withCode.standardError.contains("no file this run read declares them (a framework's, or one outside the linted paths)"),
                      withCode.standardError)
        XCTAssertFalse(withCode.standardError.contains("lint the app's folder"), withCode.standardError)
    }

    // MARK: Standard input and JSON written in a .flow.yml

    func testStandardInputReadsJSONAsWellAsYAML() throws {
        let json = try run(["-"], input: #"{"app":"X","screens":{"a":{"title":"A"}}}"#)
        XCTAssertEqual(json.status, 0, json.standardOutput + json.standardError)
        XCTAssertEqual(json.standardError, "no problems in 1 file\n")
        let yaml = try run(["-"], input: cleanFlow)
        XCTAssertEqual(yaml.status, 0, yaml.standardOutput + yaml.standardError)
        // The same problems, at the same places, whichever way the flow is written.
        let brokenJSON = #"{"app":"X","screens":{"a":{"title":"A","actions":[{"label":"Go","present":"b"}]},"b":{"title":"B"}}}"#
        let fromStandardInput = try run(["-"], input: brokenJSON)
        try write(brokenJSON, to: "compact.json")
        let fromJSONFile = try run(["compact.json"])
        XCTAssertEqual(fromStandardInput.status, 1)
        XCTAssertEqual(fromStandardInput.standardOutput.replacingOccurrences(of: "<stdin>", with: "compact.json"),
                       fromJSONFile.standardOutput)
    }

    func testAFlowYmlWrittenAsCompactJSONIsRead() throws {
        let compact = #"{"app":"X","screens":{"a":{"title":"A","actions":[{"label":"Go","push":"b"}]},"b":{"title":"B"}}}"#
        try write(compact, to: "compact.flow.yml")
        let lint = try run(["compact.flow.yml"])
        XCTAssertEqual(lint.status, 0, lint.standardOutput + lint.standardError)
        let parsed = try run(["parse", "compact.flow.yml"])
        try write(compact, to: "compact.json")
        XCTAssertEqual(parsed.standardOutput, try run(["parse", "compact.json"]).standardOutput)
    }

    func testParseRefusesAJSONFileOfOnlyWhiteSpace() throws {
        try write("  \n\t\n", to: "blank.json")
        let result = try run(["parse", "blank.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput,
                       "blank.json:1:1: error: the file holds only white space, not a JSON value: a JSON flow file is one object, `{\"app\": ..., \"screens\": {...}}` [parse-error]\n")
    }

    // MARK: explain

    /// Every id's advice works: a suppression it recommends silences without being an error
    /// itself, a configuration it recommends is accepted, and only guideline rules link to
    /// the Human Interface Guidelines.
    func testExplainGivesAdviceThatWorksForEveryID() throws {
        let hig = "https://developer.apple.com/design/human-interface-guidelines"
        for rule in KnownRules.all {
            let explained = try run(["explain", rule.id])
            XCTAssertEqual(explained.status, 0, rule.id)
            let text = explained.standardOutput
            let isGuideline = RuleRegistry.descriptions.contains { $0.id == rule.id }
            XCTAssertEqual(text.contains(hig), isGuideline, "\(rule.id): a HIG link only for guideline rules:\n\(text)")

            let directive = "# modality-lint: disable-line \(rule.id)"
            if text.contains(directive) {
                try write("app: X\nscreens:\n  home:\n    title: Home  \(directive)\n", to: "suppressed.flow.yml")
                let linted = try run(["suppressed.flow.yml"])
                XCTAssertFalse(linted.standardOutput.contains("[invalid-suppression]"),
                               "\(rule.id): explain recommends a suppression that is an error:\n\(linted.standardOutput)")
            }
            let configuration = "`\(rule.id): off` under `rules:`"
            if text.contains(configuration) {
                try write("rules:\n  \(rule.id): off\n", to: "config/.modality-lint.yml")
                try write(cleanFlow, to: "config/app.flow.yml")
                let linted = try CommandRunner.run(["app.flow.yml"], in: folder.appendingPathComponent("config"))
                XCTAssertEqual(linted.status, 0, "\(rule.id): explain recommends a configuration that is refused:\n\(linted.standardError)")
            }
            XCTAssertTrue(text.contains(directive) || text.contains(configuration) || text.contains("To fix it:")
                          || text.contains("modality-lint parse FILE"), "\(rule.id): explain says what to do:\n\(text)")
        }
        let unused = try run(["explain", BuiltinDiagnostic.unusedSuppression]).standardOutput
        XCTAssertFalse(unused.contains("disable-line unused-suppression"), unused)
        XCTAssertTrue(try run(["explain", BuiltinDiagnostic.parseError]).standardOutput.contains("modality-lint parse FILE"))
    }

    // MARK: Messages that say what to do

    func testAMissingBaselineSuggestsWritingOne() throws {
        try write(cleanFlow, to: "app.flow.yml")
        let result = try run(["--baseline", "missing.json", "app.flow.yml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--write-baseline missing.json"), result.standardError)
    }

    func testAMissingConfigurationSaysOnlyThatItIsMissing() throws {
        try write(cleanFlow, to: "app.flow.yml")
        let result = try run(["-c", "missing.yml", "app.flow.yml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "modality-lint: missing.yml: no such configuration file\n")
    }

    func testGraphOfAFolderSaysWhatToDoInstead() throws {
        try write(cleanFlow, to: "Flows/app.flow.yml")
        let result = try run(["graph", "Flows/"])
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.standardError.contains("Is a directory"), result.standardError)
        XCTAssertTrue(result.standardError.contains("'Flows/' is a folder"), result.standardError)
        XCTAssertTrue(result.standardError.contains("modality-lint Flows/"), "suggests linting the folder: \(result.standardError)")
    }

    func testAnActionWrittenWithScreenKeysGetsAHintTowardLabelAndStyle() throws {
        try write("""
            app: X
            screens:
              a:
                title: A
                actions:
                  - { label: Go, title: Go, presentation: sheet, present: b }
              b:
                title: B
                actions:
                  - { label: Done, role: done, dismiss: true }
            """, to: "keys.flow.yml")
        let output = try run(["keys.flow.yml"]).standardOutput
        XCTAssertTrue(output.contains("keys.flow.yml:6:22: error: unknown key `title` in action `Go` of screen `a`: an action's visible text is `label`"), output)
        XCTAssertTrue(output.contains("keys.flow.yml:6:33: error: unknown key `presentation` in action `Go` of screen `a`: an action presents with `style`"), output)
    }

    func testVersionIsPrinted() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "modality-lint \(ModalityLint.version)\n")
    }

    // MARK: Storyboards with a document type declaration

    func testAStoryboardDeclaringEntitiesIsRefusedInPlainWords() throws {
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
              <!ENTITY title "Settings">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>

            """, to: "Entities.storyboard")
        let result = try run(["Entities.storyboard"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("Entities.storyboard:2:1: error: invalid storyboard XML: a document type declaration (`<!DOCTYPE ...>`)"),
                      result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("libxml2"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("[parse-error]\n"), result.standardOutput)
    }
}
