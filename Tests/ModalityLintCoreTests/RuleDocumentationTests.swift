import Foundation
import XCTest
@testable import ModalityLintCore

/// Every rule's document in `Rules/<id>.md` is also its test suite: each fenced block with
/// the info string `yaml triggers` or `yaml passes` (optionally followed by `name=value`
/// options) is linted with the rule enabled. In a `triggers` block, each `↓` marks where a
/// diagnostic of the rule must start; the set of markers must equal the set of positions
/// the rule reports. A `passes` block must draw nothing from the rule. No example may be
/// an invalid flow. So the documentation people read cannot drift from what the tool does.
final class RuleDocumentationTests: XCTestCase {
    static let marker: Unicode.Scalar = "↓"

    static let rulesFolder = Repository.root.appendingPathComponent("Rules")

    func testEveryRegisteredRuleHasADocument() {
        for description in RuleRegistry.descriptions {
            let path = Self.rulesFolder.appendingPathComponent("\(description.id).md").path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "Rules/\(description.id).md is missing")
        }
    }

    func testEveryDocumentNamesARegisteredRule() throws {
        let ids = Set(RuleRegistry.descriptions.map(\.id))
        for name in try Self.documentNames() {
            let id = String(name.dropLast(".md".count))
            XCTAssertTrue(ids.contains(id), "Rules/\(name) names no registered rule")
        }
    }

    func testDocumentsMatchTheirRuleDescriptions() throws {
        for description in RuleRegistry.descriptions {
            guard let document = try Self.document(for: description.id) else { continue }
            let lines = document.components(separatedBy: "\n")
            XCTAssertEqual(lines.first, "# \(description.id)", "Rules/\(description.id).md: first line")
            XCTAssertTrue(
                lines.contains(Self.defaultLine(for: description)),
                "Rules/\(description.id).md needs the line `\(Self.defaultLine(for: description))`")
            XCTAssertFalse(description.reading.isEmpty, "\(description.id) says nothing of how it reads storyboards and code")
            XCTAssertTrue(
                document.contains("## In storyboards and code\n\n\(description.reading)\n"),
                "Rules/\(description.id).md must say, under `## In storyboards and code`, what `explain` says: \(description.reading)")
            for heading in ["## Why", "## Options", "## Examples"] {
                XCTAssertTrue(lines.contains(heading), "Rules/\(description.id).md lacks `\(heading)`")
            }
            let examples = Self.examples(in: document)
            let firstTrigger = examples.first { $0.kind == .triggers }
            XCTAssertFalse(description.example.isEmpty, "\(description.id) has no `example`")
            XCTAssertTrue(
                firstTrigger.map { Self.removingMarkers($0.text).contains(description.example) } ?? false,
                "\(description.id)'s `example` must appear in the first `yaml triggers` block of its document")
            for option in description.options {
                XCTAssertTrue(
                    document.contains("| `\(option.name)` | \(option.defaultValue) |"),
                    "Rules/\(description.id).md must list option `\(option.name)` with default \(option.defaultValue)")
            }
            if description.options.isEmpty {
                XCTAssertTrue(
                    document.contains("This rule has no options."),
                    "Rules/\(description.id).md must say \"This rule has no options.\"")
            }
        }
    }

    func testDocumentExamplesBehaveAsMarked() throws {
        for description in RuleRegistry.descriptions {
            guard let document = try Self.document(for: description.id) else { continue }
            let examples = Self.examples(in: document)
            XCTAssertEqual(
                document.components(separatedBy: "\n").filter { $0.hasPrefix("```") }.count % 2, 0,
                "Rules/\(description.id).md has a code block that is never closed")
            XCTAssertTrue(examples.contains { $0.kind == .triggers }, "Rules/\(description.id).md has no triggering example")
            XCTAssertTrue(examples.contains { $0.kind == .passes }, "Rules/\(description.id).md has no passing example")
            for example in examples {
                check(example, of: description)
            }
        }
    }

    private func check(_ example: Example, of description: RuleDescription) {
        let place = "Rules/\(description.id).md:\(example.line)"
        let knownOptions = Set(description.options.map(\.name))
        for name in example.options.keys where !knownOptions.contains(name) {
            XCTFail("\(place): \(description.id) has no option `\(name)`")
        }
        let (text, markers) = Self.extractMarkers(example.text)
        if example.kind == .passes {
            XCTAssertTrue(markers.isEmpty, "\(place): a `passes` example carries a ↓ marker")
        } else {
            XCTAssertFalse(markers.isEmpty, "\(place): a `triggers` example needs at least one ↓ marker")
        }
        let configuration = LintConfiguration(rules: [
            description.id: LintConfiguration.RuleSettings(enabled: true, options: example.options),
        ])
        let diagnostics = Linter(configuration: configuration)
            .lint(SourceFile(path: "example.flow.yml", text: text), as: .yaml)
        for diagnostic in diagnostics
        where diagnostic.ruleID == BuiltinDiagnostic.parseError || diagnostic.ruleID == BuiltinDiagnostic.invalidFlow {
            XCTFail("\(place): the example is not a valid flow: \(diagnostic.start): \(diagnostic.message) [\(diagnostic.ruleID)]")
        }
        let reported = diagnostics.filter { $0.ruleID == description.id }
        let found = Set(reported.map(\.start))
        let missing = markers.subtracting(found).sorted()
        let unexpected = reported.filter { !markers.contains($0.start) }
        XCTAssertTrue(missing.isEmpty, "\(place): no \(description.id) diagnostic at the marker(s) \(missing) of the example")
        for diagnostic in unexpected {
            XCTFail("\(place): unexpected \(description.id) diagnostic at \(diagnostic.start) of the example: \(diagnostic.message)")
        }
    }

    // MARK: Reading the documents

    enum ExampleKind: String {
        case triggers, passes
    }

    struct Example {
        var kind: ExampleKind
        var options: [String: OptionValue]
        /// The block's lines, markers included, each ending in a line break.
        var text: String
        /// The 1-based line of the opening fence in the document.
        var line: Int
    }

    static func defaultLine(for description: RuleDescription) -> String {
        let state = description.enabledByDefault ? "on" : "off by default"
        return "**Default:** \(description.defaultSeverity.rawValue), \(state)."
    }

    static func documentNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The document's text, or nil (after a test failure) when it does not exist.
    static func document(for id: String) throws -> String? {
        let url = rulesFolder.appendingPathComponent("\(id).md")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The `yaml triggers` and `yaml passes` blocks, in document order. Other fenced blocks
    /// are skipped whole, so a ``` line inside them is not read as an example's fence.
    static func examples(in document: String) -> [Example] {
        var examples: [Example] = []
        var current: (example: Example?, lines: [String])?
        for (offset, line) in document.components(separatedBy: "\n").enumerated() {
            if var open = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    if var example = open.example {
                        example.text = open.lines.map { $0 + "\n" }.joined()
                        examples.append(example)
                    }
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
                continue
            }
            guard line.hasPrefix("```") else { continue }
            let words = line.dropFirst(3).split(separator: " ").map(String.init)
            var example: Example?
            if words.count >= 2, words[0] == "yaml", let kind = ExampleKind(rawValue: words[1]) {
                var options: [String: OptionValue] = [:]
                for word in words.dropFirst(2) {
                    let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { continue }
                    options[parts[0]] = optionValue(parts[1])
                }
                example = Example(kind: kind, options: options, text: "", line: offset + 1)
            }
            current = (example, [])
        }
        return examples
    }

    static func optionValue(_ text: String) -> OptionValue {
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let integer = Int(text) { return .integer(integer) }
        if let number = Double(text) { return .number(number) }
        return .bool(false)
    }

    static func removingMarkers(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != marker }))
    }

    /// The text without markers, and the 1-based line and column (in Unicode scalars, as
    /// diagnostics count them) at which each marker stood.
    static func extractMarkers(_ text: String) -> (text: String, markers: Set<SourcePosition>) {
        var markers = Set<SourcePosition>()
        var scalars = String.UnicodeScalarView()
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == marker {
                markers.insert(SourcePosition(line: line, column: column))
                continue
            }
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(scalars), markers)
    }
}
