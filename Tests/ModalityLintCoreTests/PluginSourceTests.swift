import Foundation
import XCTest

/// The SwiftPM plugins cannot import the command line's code (a plugin depends only on
/// executables), so the little they know of it is written out again in their sources.
/// These tests compare the copies with the originals; `Tests/scripts/plugin_consumer_test.sh`
/// runs the plugins themselves, in a real build.
final class PluginSourceTests: XCTestCase {
    private func source(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The quoted strings of the array or set literal that follows `declaration` in `text`.
    private func literal(after declaration: String, in text: String) throws -> [String] {
        let start = try XCTUnwrap(text.range(of: declaration), "no `\(declaration)`").upperBound
        let open = try XCTUnwrap(text[start...].firstIndex(of: "["))
        let close = try XCTUnwrap(text[open...].firstIndex(of: "]"))
        return text[open...close].split(separator: "\"", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `swift package modality-lint` must know which options take a value, or it would
    /// take `--format json`'s `json` for a path and lint no target.
    func testTheCommandPluginKnowsEveryLintOptionThatTakesAValue() throws {
        let help = try CommandRunner.run(["lint", "--help"], in: Repository.root)
        XCTAssertEqual(help.status, 0)
        var takingValues = Set<String>()
        for line in help.standardOutput.split(separator: "\n") where line.hasPrefix("  -") {
            // `  --format, -f NAME[:FILE]  Summary`: the names, then an upper-case placeholder.
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            let names = words.prefix { $0.hasPrefix("-") }.map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
            let placeholderCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ[]:")
            if let next = words.dropFirst(names.count).first, next.allSatisfy(placeholderCharacters.contains) {
                takingValues.formUnion(names)
            }
        }
        XCTAssertTrue(takingValues.contains("--format") && takingValues.contains("-f"), "\(takingValues)")
        let plugin = try source("Sources/ModalityLintCommandPlugin/ModalityLintCommandPlugin.swift")
        XCTAssertEqual(Set(try literal(after: "optionsTakingValues: Set<String> =", in: plugin)), takingValues)
    }

    /// The build tool plugin picks the target's files by the endings the command line
    /// searches folders for.
    func testTheBuildPluginLintsTheFilesTheCommandLineFindsInFolders() throws {
        let discovery = try source("Sources/modality-lint/FileDiscovery.swift")
        let plugin = try source("Sources/ModalityLintBuildPlugin/ModalityLintBuildPlugin.swift")
        XCTAssertEqual(try literal(after: "static let flowEndings =", in: plugin),
                       try literal(after: "static let flowEndings =", in: discovery))
        XCTAssertTrue(plugin.contains("static let storyboardEnding = \".storyboard\""))
        XCTAssertTrue(discovery.contains("static let storyboardEnding = \".storyboard\""))
    }
}
