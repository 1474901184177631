import Foundation
import XCTest
@testable import ModalityLintCore

/// The README and the articles of the documentation catalog, checked against the
/// repository and the tool: the README stays short with the essentials on its first
/// screen, every relative link resolves, every diagnostic they show for a fixture is one the
/// tool prints, and nothing cites a file the repository does not hold. New articles are
/// picked up by these tests as they are added.
final class DocumentationTests: XCTestCase {
    static let catalog = "Sources/ModalityLintCore/ModalityLintCore.docc"

    struct Document {
        /// Relative to the repository root.
        var path: String
        var text: String
        var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// README.md, then every article of the catalog, in name order.
    static func documents() throws -> [Document] {
        let folder = Repository.root.appendingPathComponent(catalog)
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + articles.map { "\(catalog)/\($0)" }).map { path in
            Document(path: path, text: try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The lines outside fenced code blocks, with their 1-based numbers.
    static func prose(_ document: Document) -> [(number: Int, line: String)] {
        var fence: Int?
        var result: [(Int, String)] = []
        for (index, line) in document.lines.enumerated() {
            let ticks = line.prefix { $0 == "`" }.count
            if ticks >= 3 {
                if fence == nil { fence = ticks } else if ticks >= fence!, line.allSatisfy({ $0 == "`" }) { fence = nil }
                continue
            }
            if fence == nil { result.append((index + 1, line)) }
        }
        return result
    }

    /// The lines inside fenced code blocks, with their 1-based numbers.
    static func code(_ document: Document) -> [(number: Int, line: String)] {
        let outside = Set(prose(document).map(\.number))
        return document.lines.enumerated().compactMap { index, line in
            outside.contains(index + 1) || line.hasPrefix("```") ? nil : (index + 1, line)
        }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" { return Character(scalar) }
            return nil
        })
    }

    static func anchors(of document: Document) -> Set<String> {
        Set(prose(document).compactMap { _, line -> String? in
            guard line.hasPrefix("#") else { return nil }
            return anchor(String(line.drop { $0 == "#" }.drop { $0 == " " }))
        })
    }

    func testTheReadmeIsShortAndItsFirstScreenHasTheEssentials() throws {
        let readme = try XCTUnwrap(Self.documents().first)
        XCTAssertLessThanOrEqual(readme.lines.count, 400, "README.md is for the first hour; move the rest into an article of \(Self.catalog)")
        let firstScreen = readme.lines.prefix(40).joined(separator: "\n")
        for essential in ["swift run modality-lint Fixtures/", "swift test", "[LICENSE](LICENSE)", "To lint your app"] {
            XCTAssertTrue(firstScreen.contains(essential), "the README's first 40 lines show `\(essential)`")
        }
    }

    /// The README's test command is the one CI runs.
    func testTheReadmeTestCommandIsWhatCIRuns() throws {
        let readme = try XCTUnwrap(Self.documents().first)
        let command = try XCTUnwrap(Self.code(readme).map(\.line).first { $0.hasPrefix("swift test") })
            .split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
        let ci = try String(contentsOf: Repository.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        // Run as it is, or with its output kept to check its last line.
        XCTAssertTrue(ci.split(separator: "\n").contains {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return line == command || line.hasPrefix(command + " 2>&1 | tee ")
        }, ".ci/run runs the README's test command `\(command)`")
        // A plain `swift test` ends with Swift Testing's "0 tests passed" after XCTest's
        // result (the suite is XCTest's): the command leaves Swift Testing out, so the last
        // line people read is the result. `.ci/run` checks that it is.
        XCTAssertTrue(command.hasSuffix(" --disable-swift-testing"), "the README's test command ends on XCTest's result: \(command)")
    }

    /// Relative Markdown links name files of the repository (and headings that exist), and
    /// DocC links `<doc:Name#Heading>` name articles of the catalog.
    func testEveryRelativeLinkResolves() throws {
        let documents = try Self.documents()
        let byPath = Dictionary(uniqueKeysWithValues: documents.map { ($0.path, $0) })
        let markdownLink = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let docLink = try NSRegularExpression(pattern: #"<doc:([A-Za-z0-9_-]+)(?:#([A-Za-z0-9_-]+))?>"#)
        var checked = 0
        for document in documents {
            let folder = (document.path as NSString).deletingLastPathComponent
            for (number, line) in Self.prose(document) {
                let range = NSRange(line.startIndex..., in: line)
                for match in markdownLink.matches(in: line, range: range) {
                    let target = String(line[Range(match.range(at: 1), in: line)!])
                    if target.contains("://") || target.hasPrefix("mailto:") { continue }
                    checked += 1
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let file = parts[0].isEmpty ? document.path
                        : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                    let url = Repository.root.appendingPathComponent(file)
                    XCTAssertTrue(FileManager.default.fileExists(atPath: url.path),
                                  "\(document.path):\(number): the link `\(target)` names no file of the repository")
                    if parts.count == 2, let linked = byPath[file] {
                        XCTAssertTrue(Self.anchors(of: linked).contains(parts[1]),
                                      "\(document.path):\(number): `\(target)` names no heading of \(file)")
                    }
                }
                for match in docLink.matches(in: line, range: range) {
                    checked += 1
                    let name = String(line[Range(match.range(at: 1), in: line)!])
                    let article = byPath["\(Self.catalog)/\(name).md"]
                    XCTAssertNotNil(article, "\(document.path):\(number): <doc:\(name)> names no article of the catalog")
                    if let article, let heading = Range(match.range(at: 2), in: line).map({ String(line[$0]) }) {
                        XCTAssertTrue(Self.anchors(of: article).contains(Self.anchor(heading)),
                                      "\(document.path):\(number): <doc:\(name)#\(heading)> names no heading of the article")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "the README links to each article")
    }

    /// Every article is linked from the README, so a newcomer can find it.
    func testTheReadmeLinksToEveryArticle() throws {
        let documents = try Self.documents()
        let readme = documents[0].text
        for article in documents.dropFirst() {
            XCTAssertTrue(readme.contains("(\(article.path))") || readme.contains("(\(article.path)#"),
                          "README.md links to \(article.path)")
        }
    }

    /// A diagnostic line shown for a fixture (`Fixtures/...:line:column: severity: ...
    /// [rule]`, in a code block of the README or an article) is printed by
    /// `modality-lint FIXTURE` run from the repository root (for a file of a bundled app,
    /// `Fixtures/projects/App/...`, by linting the app's folder).
    func testDocumentedDiagnosticsAreWhatTheToolPrints() throws {
        let diagnostic = try NSRegularExpression(pattern: #"^(Fixtures/[^:\s]+):\d+:\d+: (error|warning|info): .+ \[[a-z-]+\]$"#)
        var shownByFixture: [String: [(place: String, line: String)]] = [:]
        for document in try Self.documents() {
            for (number, line) in Self.code(document) {
                guard let match = diagnostic.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
                var fixture = String(line[Range(match.range(at: 1), in: line)!])
                // A file of a bundled app (`Fixtures/projects/App/...`) is linted as part of its app.
                let parts = fixture.split(separator: "/")
                if parts.count > 3, parts[1] == "projects" { fixture = parts.prefix(3).joined(separator: "/") }
                shownByFixture[fixture, default: []].append(("\(document.path):\(number)", line))
            }
        }
        XCTAssertFalse(shownByFixture.isEmpty, "the README shows what the tool prints for a bundled app")
        for (fixture, shown) in shownByFixture.sorted(by: { $0.key < $1.key }) {
            let result = try CommandRunner.run([fixture], in: Repository.root)
            let printed = Set(result.standardOutput.split(separator: "\n").map(String.init))
            for (place, line) in shown {
                XCTAssertTrue(printed.contains(line), "\(place): `modality-lint \(fixture)` does not print\n\(line)")
            }
        }
    }

    /// Nothing in the repository cites documents that are not in it.
    func testNothingCitesFilesOutsideTheRepository() throws {
        let outside = ["flow-format", "storyboards", "rules", "swift"].map { $0 + ".md" }
        let roots = ["Sources", "Tests", "Rules", "Fixtures", ".ci", "README.md", "Package.swift", ".pre-commit-hooks.yaml"]
        var files: [String] = []
        for root in roots {
            let url = Repository.root.appendingPathComponent(root)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else {
                files.append(root)
                continue
            }
            while let name = walker.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = "\(root)/\(name)"
                if FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(path).path, isDirectory: &isFolder),
                   !isFolder.boolValue { files.append(path) }
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: Repository.root.appendingPathComponent(file).path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for name in outside where text.contains(name) {
                XCTFail("\(file) cites \(name), a file the repository does not hold: cite the article of \(Self.catalog) instead")
            }
        }
    }

    // MARK: Defaults that fit a gate

    /// The fenced code blocks of a document, each with the number of its first line.
    static func blocks(_ document: Document) -> [(number: Int, text: String)] {
        var result: [(Int, String)] = []
        var current: (number: Int, lines: [String])?
        for (number, line) in code(document) {
            if let open = current, open.number + open.lines.count == number {
                current!.lines.append(line)
            } else {
                if let open = current { result.append((open.number, open.lines.joined(separator: "\n"))) }
                current = (number, [line])
            }
        }
        if let open = current { result.append((open.number, open.lines.joined(separator: "\n"))) }
        return result
    }

    /// Every snippet that puts the tool in CI, a hook, a build phase or a plugin's gate shows
    /// the adoption path: the baseline recorded once, then `--strict`, so that new problems,
    /// warnings included, fail (warnings never fail a run by default).
    func testEveryCISnippetShowsTheBaselineWithStrict() throws {
        let gates = ["runs-on:", "script:", "repos:", "$SRCROOT", "reviewdog", "stage(", "run: >", "swift package modality-lint"]
        var checked = 0
        for document in try Self.documents() {
            for (number, text) in Self.blocks(document) where gates.contains(where: text.contains) {
                checked += 1
                XCTAssertTrue(text.contains("--baseline") && text.contains("--strict"),
                              "\(document.path):\(number): a CI snippet without `--baseline ... --strict`:\n\(text)")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 8, "the README and the articles show the CI snippets")
        let readme = try XCTUnwrap(Self.documents().first)
        XCTAssertTrue(Self.blocks(readme).contains { $0.text.contains("--write-baseline") && $0.text.contains("--strict") },
                      "the README's Baselines show the adoption path: --write-baseline once, then --baseline with --strict")
    }

    /// pre-commit warns of a mutable `rev:` (a branch): every snippet pins the release's tag.
    func testPreCommitSnippetsPinATag() throws {
        var revisions = 0
        for document in try Self.documents() {
            for (number, line) in Self.code(document) where line.trimmingCharacters(in: .whitespaces).hasPrefix("rev:") {
                revisions += 1
                let value = line.split(separator: ":", maxSplits: 1)[1].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
                XCTAssertEqual(value, ModalityLint.version, "\(document.path):\(number): pin `rev:` to the release's tag (tags are the bare version, as SwiftPM and the release URLs use)")
            }
        }
        XCTAssertGreaterThan(revisions, 0, "the README shows a pre-commit snippet")
    }

    /// pre-commit hides a passing hook's output, so warnings (which pass without
    /// `--strict`) would be committed unseen: every hook is `verbose`.
    func testEveryPreCommitHookShowsItsFindings() throws {
        let hooks = try String(contentsOf: Repository.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entries = hooks.components(separatedBy: "\n- id:").dropFirst()
        XCTAssertFalse(entries.isEmpty)
        for entry in entries {
            XCTAssertTrue(entry.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "verbose: true" },
                          "the hook \(entry.prefix { $0 != "\n" }) is `verbose: true`")
        }
    }

    /// The README says one thing about a file that cannot be read: a code file (read only
    /// for facts) never fails the run and is named; a flow file or storyboard always does.
    func testTheReadmeSaysOneThingAboutAFileThatCannotBeRead() throws {
        let readme = try XCTUnwrap(Self.documents().first)
        let prose = Self.prose(readme).map(\.line).joined(separator: " ")
        XCTAssertFalse(prose.contains("unreadable file"), "say which file: a code file never fails the run, a flow file or storyboard does")
        XCTAssertTrue(prose.contains("a code file that cannot be read, or does not lex, is read for no facts and named in the summary and every report instead, never failing the run"))
        XCTAssertTrue(prose.contains("(a flow file or storyboard that cannot be read, a `parse-error` or an `invalid-flow` always is one)"))
    }
}
