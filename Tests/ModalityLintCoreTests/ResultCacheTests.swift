import Foundation
import XCTest

/// `lint --cache DIR`: a second run over an unchanged app replays the first run's result
/// byte for byte, and a one-byte change in any file the run reads (code, storyboard,
/// configuration, baseline, Xcode project, package manifest, string table) makes it read
/// the app again. Runs the real executable on a copy of `Fixtures/projects/Tides`.
final class ResultCacheTests: XCTestCase {
    private var folder: URL!
    private var app: URL { folder.appendingPathComponent("App") }
    private var cache: String { folder.appendingPathComponent("cache").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Fixtures/projects/Tides"), to: app)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// What a run shows: its status, standard output, standard error without the
    /// `--verbose` cache line, and the reports it wrote.
    private struct Shown: Equatable {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var reports: [String: String]
    }

    private static let reportFiles = ["report.json", "report.sarif", "report.md", "report.xml"]

    /// Lints the app (every format: text and GitHub on standard output, the others to
    /// files), with the cache unless `cached` is false; returns what it showed and its
    /// `cache:` line.
    private func lint(cached: Bool = true, _ extra: [String] = []) throws -> (shown: Shown, cacheLine: String) {
        for file in Self.reportFiles { try? FileManager.default.removeItem(at: folder.appendingPathComponent(file)) }
        var arguments = ["lint", "--format", "text", "--format", "github", "--format", "json:report.json",
                         "--format", "sarif:report.sarif", "--format", "markdown:report.md", "--format", "junit:report.xml",
                         "--show-uncertain"] + extra + ["App"]
        if cached { arguments += ["--cache", cache, "--verbose"] }
        let result = try CommandRunner.run(arguments, in: folder)
        var errorLines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cacheLine = errorLines.first { $0.hasPrefix("cache: ") } ?? ""
        errorLines.removeAll { $0.hasPrefix("cache: ") }
        var reports: [String: String] = [:]
        for file in Self.reportFiles {
            reports[file] = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return (Shown(status: result.status, standardOutput: result.standardOutput,
                      standardError: errorLines.joined(separator: "\n"), reports: reports), cacheLine)
    }

    private func append(_ text: String, to relativePath: String) throws {
        let url = app.appendingPathComponent(relativePath)
        let handle = try FileHandle(forWritingTo: url)
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    func testAWarmRunShowsExactlyWhatTheColdRunShowed() throws {
        let uncached = try lint(cached: false)
        XCTAssertEqual(uncached.shown.status, 1, uncached.shown.standardError)
        XCTAssertFalse(uncached.shown.standardOutput.isEmpty)
        XCTAssertEqual(uncached.shown.reports.values.count, Self.reportFiles.count)
        let cold = try lint()
        XCTAssertTrue(cold.cacheLine.hasPrefix("cache: miss (no entry), wrote "), cold.cacheLine)
        XCTAssertEqual(cold.shown, uncached.shown)
        let warm = try lint()
        XCTAssertTrue(warm.cacheLine.hasPrefix("cache: reused result of "), warm.cacheLine)
        XCTAssertEqual(warm.shown, uncached.shown)
        // Another option that changes the output is another entry, not this one's result.
        let quiet = try lint(["--quiet"])
        XCTAssertTrue(quiet.cacheLine.hasPrefix("cache: miss (no entry)"), quiet.cacheLine)
        XCTAssertEqual(quiet.shown, try lint(cached: false, ["--quiet"]).shown)
    }

    /// Overwrites the last byte of a file with another: the size stays, only the bytes
    /// (and the file's change time) tell.
    private func replaceLastByte(of relativePath: String) throws {
        let url = app.appendingPathComponent(relativePath)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 1] = bytes[bytes.count - 1] == 0x0A ? 0x20 : 0x0A
        try bytes.write(to: url)
    }

    /// A one-byte change in each kind of file the run reads makes a miss and the cold
    /// run's output; the run after it reuses again. The near miss: a file in the app's
    /// folder the run does not read (an Info.plist) changes, and the result is reused; a
    /// file touched but not changed is reused too. The app's files are a second old when
    /// the first run starts, so that their stamps, not their bytes, say they did not change.
    func testAOneByteChangeInAnyInputIsAMiss() throws {
        Thread.sleep(forTimeInterval: 1.2)
        let baseline = folder.appendingPathComponent("baseline.json").path
        XCTAssertEqual(try CommandRunner.run(["lint", "--write-baseline", baseline, "App"], in: folder).status, 0)
        let withBaseline = ["--baseline", baseline]
        XCTAssertTrue(try lint(withBaseline).cacheLine.contains("miss"))
        XCTAssertTrue(try lint(withBaseline).cacheLine.hasPrefix("cache: reused"))

        try append("\n", to: "Tides Watch App/Info.plist")
        XCTAssertTrue(try lint(withBaseline).cacheLine.hasPrefix("cache: reused"), "a file the run does not read")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: app.appendingPathComponent("Tides/TidesApp.swift").path)
        XCTAssertTrue(try lint(withBaseline).cacheLine.hasPrefix("cache: reused"), "a file touched, not changed")
        try replaceLastByte(of: "Tides/HistoryViewController.swift")
        let sameSize = try lint(withBaseline)
        XCTAssertTrue(sameSize.cacheLine.hasPrefix("cache: miss (") && sameSize.cacheLine.contains("HistoryViewController.swift changed"),
                      sameSize.cacheLine)
        XCTAssertEqual(sameSize.shown, try lint(cached: false, withBaseline).shown)

        let inputs: [(file: String, change: String)] = [
            ("Tides/ForecastView.swift", "\n"),
            ("Tides/Base.lproj/Main.storyboard", " "),
            (".modality-lint.yml", "\n"),
            ("Tides.xcodeproj/project.pbxproj", "\n"),
            ("Packages/TideKit/Package.swift", "\n"),
            ("Tides/de.lproj/Main.strings", "\n"),
        ]
        for input in inputs {
            try append(input.change, to: input.file)
            let changed = try lint(withBaseline)
            XCTAssertTrue(changed.cacheLine.hasPrefix("cache: miss ("), "\(input.file): \(changed.cacheLine)")
            XCTAssertEqual(changed.shown, try lint(cached: false, withBaseline).shown, input.file)
            XCTAssertTrue(try lint(withBaseline).cacheLine.hasPrefix("cache: reused"), input.file)
        }
        // The baseline: a problem it no longer holds is shown again.
        let entries = try String(contentsOfFile: baseline, encoding: .utf8)
        try Data((entries + "\n").utf8).write(to: URL(fileURLWithPath: baseline))
        XCTAssertTrue(try lint(withBaseline).cacheLine.hasPrefix("cache: miss ("), "baseline")
        // A configuration where there was none, and a new code file: another key.
        try Data("rules:\n  modal-dismiss-button: false\n".utf8).write(to: app.appendingPathComponent("Tides/.modality-lint.yml"))
        let configured = try lint(withBaseline)
        XCTAssertTrue(configured.cacheLine.hasPrefix("cache: miss (no entry)"), configured.cacheLine)
        XCTAssertEqual(configured.shown.status, 0, configured.shown.standardError)
        XCTAssertEqual(configured.shown, try lint(cached: false, withBaseline).shown)
        try Data("import SwiftUI\n".utf8).write(to: app.appendingPathComponent("Tides/Extra.swift"))
        XCTAssertTrue(try lint(withBaseline).cacheLine.hasPrefix("cache: miss (no entry)"))
    }

    /// An entry cut short, with a byte changed, or of garbage is ignored: the run reads the
    /// app and shows what a cold run shows; a cache folder that cannot be written fails
    /// nothing.
    func testADamagedEntryIsIgnored() throws {
        let cold = try lint()
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".entry") }
        XCTAssertEqual(entries.count, 1)
        let entry = URL(fileURLWithPath: cache).appendingPathComponent(entries[0])
        let bytes = try Data(contentsOf: entry)
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x01
        for damaged in [bytes.prefix(bytes.count / 2), flipped, Data("garbage".utf8), Data()] {
            try damaged.write(to: entry)
            let run = try lint()
            XCTAssertTrue(run.cacheLine.hasPrefix("cache: miss (the entry is damaged)"), run.cacheLine)
            XCTAssertEqual(run.shown, cold.shown)
        }
        XCTAssertTrue(try lint().cacheLine.hasPrefix("cache: reused"))
        // A cache "folder" that is a file: the run goes on and says why nothing was kept.
        let blocked = folder.appendingPathComponent("blocked").path
        try Data().write(to: URL(fileURLWithPath: blocked))
        let result = try CommandRunner.run(["lint", "--cache", blocked, "--verbose", "--show-uncertain", "--format", "text",
                                            "--format", "github", "App"], in: folder)
        XCTAssertEqual(result.status, cold.shown.status)
        XCTAssertEqual(result.standardOutput, cold.shown.standardOutput)
        XCTAssertTrue(result.standardError.contains("could not write"), result.standardError)
    }
}
