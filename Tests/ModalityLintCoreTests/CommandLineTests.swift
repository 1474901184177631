import Foundation
import XCTest

/// Runs the real `modality-lint` executable on copies of `Fixtures/cli/` in temporary
/// folders. `swift test` builds the executable with the tests; when running the test
/// bundle alone, run `swift build` first.
final class CommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Copies `Fixtures/cli/<name>` into the temporary folder, returning the copy.
    @discardableResult
    private func fixture(_ name: String, as target: String? = nil) throws -> URL {
        let source = Repository.root.appendingPathComponent("Fixtures/cli/\(name)")
        let destination = folder.appendingPathComponent(target ?? name)
        try FileManager.default.copyItem(at: source, to: destination)
        return destination
    }

    private func write(_ text: String, to relativePath: String) throws {
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ relativePath: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Runs the executable in the temporary folder (or `relativeFolder` inside it).
    private func run(
        _ arguments: [String], in relativeFolder: String = "", input: String? = nil, environment: [String: String] = [:]
    ) throws -> CommandRunner.Result {
        try CommandRunner.run(
            arguments, in: relativeFolder.isEmpty ? folder : folder.appendingPathComponent(relativeFolder),
            input: Data((input ?? "").utf8), environment: environment)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    // MARK: Import

    /// `import` and `graph` read an app as `lint` does: code under a compilation condition
    /// that no iOS app target defines does not ship and is not read. The near miss: the
    /// same file with no project to say which flags are set reads both branches.
    func testImportAndGraphLeaveOutCodeUnderAFlagNoTargetDefines() throws {
        let app = try fixture("../projects/Tides", as: "Tides")
        let lab = """

            #if TIDES_LAB
            struct LabView: View {
                @State private var showing = false
                var body: some View { Button("Lab") { showing = true }.sheet(isPresented: $showing) { LabSheet() } }
            }
            struct LabSheet: View { var body: some View { NavigationStack { Text("Lab") } } }
            #endif

            """
        let forecast = app.appendingPathComponent("Tides/ForecastView.swift")
        try Data((try String(contentsOf: forecast, encoding: .utf8) + lab).utf8).write(to: forecast)
        let imported = try run(["import", "Tides"])
        XCTAssertFalse(imported.standardOutput.contains("LabSheet"), imported.standardOutput)
        XCTAssertTrue(imported.standardOutput.contains("ForecastView"), imported.standardOutput)
        let graph = try run(["graph", "Tides", "--format", "mermaid"])
        XCTAssertFalse(graph.standardOutput.contains("LabSheet"), graph.standardOutput)
        try write("swiftui: true\n", to: "Loose/.modality-lint.yml")
        try write(lab.replacingOccurrences(of: "#if TIDES_LAB", with: "import SwiftUI\n#if TIDES_LAB"), to: "Loose/Lab.swift")
        XCTAssertTrue(try run(["import", "Loose"]).standardOutput.contains("LabSheet"))
    }

    /// `import` saved inside the app's folder, as the README suggests: linting the folder
    /// leaves the import out (each problem once), and says so; linting the import alone
    /// lints it. Its header names the app's files relative to the folder imported.
    func testAnImportSavedInTheAppsFolderIsNotCountedWithTheApp() throws {
        try write("""
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    NavigationStack { Button("Help") { showing = true }.navigationTitle("Home").fullScreenCover(isPresented: $showing) { Help() } }
                }
            }
            struct Help: View {
                var body: some View { NavigationStack { Text("Help").navigationTitle("Help") } }
            }
            """, to: "App/Sources/App.swift")
        let imported = try run(["import", "App"])
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(imported.standardOutput.hasPrefix("# Made by modality-lint import from App/ (1 Swift file):\n#   Sources/App.swift\n"),
                      imported.standardOutput)
        XCTAssertFalse(imported.standardOutput.contains(folder.path), "no path of the machine it ran on")
        try write(imported.standardOutput, to: "App/app.flow.yml")

        let app = try run(["App"])
        XCTAssertEqual(app.status, 1, app.standardError)
        XCTAssertEqual(lines(app.standardOutput).filter { $0.contains("[modal-dismiss-button]") }.count, 1, app.standardOutput)
        XCTAssertFalse(app.standardOutput.contains("app.flow.yml"), app.standardOutput)
        XCTAssertTrue(app.standardError.contains("App/app.flow.yml was made by `modality-lint import` from this app and left out"),
                      app.standardError)
        let alone = try run(["App/app.flow.yml"])
        XCTAssertTrue(alone.standardOutput.contains("App/app.flow.yml:"), alone.standardOutput)
    }

    // MARK: Configuration

    func testEachFileUsesItsNearestConfiguration() throws {
        try fixture("project")
        let result = try run([], in: "project")
        XCTAssertEqual(result.status, 1, result.standardError)
        // app.flow.yml: modal-title off at the top; feature/: an error; legacy/: excluded;
        // ignored-storyboards/: `storyboards: false`.
        XCTAssertTrue(result.standardOutput.hasPrefix("feature/feature.flow.yml:9:3: error: "), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix(" [modal-title]\n"), result.standardOutput)
        XCTAssertEqual(lines(result.standardOutput).count, 1)
        XCTAssertEqual(lines(result.standardError).first, "1 error in 1 file (2 files linted)")
        XCTAssertEqual(lines(result.standardError).last, "failed: 1 error")
    }

    func testExcludedFilesAreSkippedEvenWhenNamedAndStoryboardsCanBeSwitchedOff() throws {
        try fixture("project")
        // Excluded: nothing is left to lint, which is a mistake unless the job says it is not.
        let excluded = try run(["legacy/old.flow.yml"], in: "project")
        XCTAssertEqual(excluded.status, 2, excluded.standardOutput + excluded.standardError)
        XCTAssertTrue(excluded.standardError.contains("nothing to lint in `legacy/old.flow.yml`"), excluded.standardError)
        let allowed = try run(["--allow-empty", "legacy/old.flow.yml"], in: "project")
        XCTAssertEqual(allowed.status, 0, allowed.standardOutput + allowed.standardError)
        XCTAssertEqual(allowed.standardError, "no files to lint\n")
        // Named explicitly, a storyboard is read even where folders skip them.
        let named = try run(["ignored-storyboards/Main.storyboard"], in: "project")
        XCTAssertEqual(named.status, 1)
        XCTAssertTrue(named.standardOutput.hasPrefix("ignored-storyboards/Main.storyboard:23:17: error: 'Detail' "), named.standardOutput)
        XCTAssertTrue(named.standardOutput.contains("[modal-dismiss-button]"), named.standardOutput)
        // Searched, the folder holds nothing to lint: `storyboards: false` left it empty.
        let folder = try run(["ignored-storyboards"], in: "project")
        XCTAssertEqual(folder.status, 2, folder.standardOutput)
        XCTAssertTrue(folder.standardError.contains("nothing to lint in `ignored-storyboards`"), folder.standardError)
        XCTAssertEqual(try run(["--allow-empty", "ignored-storyboards"], in: "project").status, 0)
        // A build step names every file of its target: the configuration decides there.
        let build = try run(["--build-step", "stamp", "ignored-storyboards/Main.storyboard", "app.flow.yml"], in: "project")
        XCTAssertEqual(build.standardOutput, "", "`storyboards: false` applies to a build's storyboards")
        XCTAssertEqual(build.status, 0, build.standardError)
    }

    func testAMisspeltRuleIDStopsTheRunWithASuggestion() throws {
        try fixture("typo")
        let result = try run([], in: "typo")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix(
            ".modality-lint.yml:2:3: error: unknown rule `modal-titel` (did you mean `modal-title`?)\n"), result.standardError)
        // --config names the file for every path.
        try fixture("warnings")
        let explicit = try run(["--config", "typo/.modality-lint.yml", "warnings"])
        XCTAssertEqual(explicit.status, 2)
        XCTAssertTrue(explicit.standardError.contains("typo/.modality-lint.yml:2:3: error: unknown rule `modal-titel`"), explicit.standardError)
        let missing = try run(["--config", "nowhere.yml", "warnings"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("nowhere.yml: no such configuration file"), missing.standardError)
    }

    func testExplicitConfigurationAppliesToEveryFile() throws {
        try fixture("warnings")
        try write("rules:\n  modal-title: off\n", to: "quiet.yml")
        let result = try run(["--config", "quiet.yml", "warnings"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "no problems in 1 file\n")
    }

    // MARK: Exit status and flags

    func testExitStatusForEachFlag() throws {
        try fixture("warnings")
        try fixture("errors")
        try fixture("info")
        func status(_ arguments: [String]) throws -> Int32 { try run(arguments).status }
        XCTAssertEqual(try status(["warnings"]), 0, "warnings do not fail by default")
        XCTAssertEqual(try status(["errors"]), 1)
        XCTAssertEqual(try status(["info"]), 0)
        XCTAssertEqual(try status(["--strict", "warnings"]), 1)
        XCTAssertEqual(try status(["--strict", "info"]), 0)
        XCTAssertEqual(try status(["--fail-level", "warning", "warnings"]), 1)
        XCTAssertEqual(try status(["--fail-level=info", "info"]), 1)
        XCTAssertEqual(try status(["--fail-level", "error", "warnings"]), 0)
        XCTAssertEqual(try status(["--max-warnings", "0", "warnings"]), 1)
        XCTAssertEqual(try status(["--max-warnings", "1", "warnings"]), 0)
        XCTAssertEqual(try status(["--quiet", "warnings"]), 0)
        XCTAssertEqual(try status(["--quiet", "errors"]), 1)
        XCTAssertEqual(try status(["--no-color", "errors"]), 1)
        // The command itself was wrong.
        XCTAssertEqual(try status(["--fail-level", "warnings", "warnings"]), 2)
        XCTAssertEqual(try status(["--max-warnings", "-1", "warnings"]), 2)
        XCTAssertEqual(try status(["--max-warnings"]), 2)
        XCTAssertEqual(try status(["--format", "xml", "warnings"]), 2)
        XCTAssertEqual(try status(["missing-folder"]), 2)
        XCTAssertEqual(try status(["--strict=yes", "warnings"]), 2)
        XCTAssertEqual(try status(["--help"]), 0)
        XCTAssertEqual(try status(["lint", "--help"]), 0)
        XCTAssertEqual(try status(["--version"]), 0)
    }

    // MARK: Build step (the SwiftPM and Xcode build tool plugin)

    func testABuildStepFailsOnlyAtTheConfigurationsBuildFailLevelAndStampsAPassingRun() throws {
        try fixture("errors")
        try fixture("warnings")
        // No build-fail-level: the error is shown as a warning (Xcode fails a step that
        // prints `error:`), the run passes and the stamp is written.
        let lenient = try run(["--build-step", "stamp", "errors"])
        XCTAssertEqual(lenient.status, 0, lenient.standardError)
        XCTAssertTrue(lenient.standardOutput.hasPrefix("errors/one-error.flow.yml:9:3: warning: "), lenient.standardOutput)
        XCTAssertEqual(lines(lenient.standardError), [
            "1 warning in 1 file (1 file linted)",
            "1 error shown as warnings: the configuration's build-fail-level (default none) lets the build go on",
        ])
        XCTAssertTrue(try read("stamp").hasPrefix("// modality-lint: "))

        // `build-fail-level: error`: the error fails the run and no stamp is left behind,
        // so the next build runs the step again; warnings still pass.
        try write("build-fail-level: error\n", to: ".modality-lint.yml")
        let failing = try run(["--build-step", "stamp", "errors"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.standardOutput.hasPrefix("errors/one-error.flow.yml:9:3: error: "), failing.standardOutput)
        XCTAssertEqual(lines(failing.standardError).last, "failed: 1 problem at the configuration's build-fail-level")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stamp").path))
        XCTAssertEqual(try run(["--build-step", "stamp", "warnings"]).status, 0)

        try write("build-fail-level: warning\n", to: ".modality-lint.yml")
        XCTAssertEqual(try run(["--build-step", "stamp", "warnings"]).status, 1)
    }

    /// The plugin runs the step on every build through `ModalityLintStamp.rerun`, which the
    /// step changes after each run; the stamp itself is rewritten only when the summary
    /// changes, so that the target does not compile again for nothing.
    func testABuildStepChangesTheRerunMarkerAndKeepsAnUnchangedStamp() throws {
        try write("app: Notes\nscreens:\n  home: {}\n", to: "clean.flow.yml")
        try write("0\n", to: "out/ModalityLintStamp.rerun")
        XCTAssertEqual(try run(["--build-step", "out/ModalityLintStamp.swift", "clean.flow.yml"]).status, 0)
        let stamp = folder.appendingPathComponent("out/ModalityLintStamp.swift").path
        let written = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date)
        let marker = try read("out/ModalityLintStamp.rerun")
        XCTAssertNotEqual(marker, "0\n", "the step changes the marker after a run")
        Thread.sleep(forTimeInterval: 1.1)
        XCTAssertEqual(try run(["--build-step", "out/ModalityLintStamp.swift", "clean.flow.yml"]).status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date, written,
                       "an unchanged stamp is not written again")
        XCTAssertNotEqual(try read("out/ModalityLintStamp.rerun"), marker)
        // Without the plugin's marker (the command line's own build step), none is made.
        XCTAssertEqual(try run(["--build-step", "other/stamp", "clean.flow.yml"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("other/ModalityLintStamp.rerun").path))
    }

    func testABuildStepIsSilentWhenCleanAndRefusesCommandLineFailLevels() throws {
        try write("app: Notes\nscreens:\n  home: {}\n", to: "clean.flow.yml")
        let clean = try run(["--build-step", "out/stamp", "clean.flow.yml"])
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertEqual(clean.standardOutput + clean.standardError, "", "a clean build step prints nothing, like the compiler")
        XCTAssertEqual(try read("out/stamp"), "// modality-lint: no problems in 1 file\n", "a comment: the stamp may be a source file")
        for option in [["--strict"], ["--fail-level", "warning"], ["--max-warnings", "0"], ["--write-baseline", "b.json"]] {
            let refused = try run(["--build-step", "stamp"] + option + ["clean.flow.yml"])
            XCTAssertEqual(refused.status, 2, "\(option)")
            XCTAssertTrue(refused.standardError.contains("`\(option[0])` does not go with `--build-step`"), refused.standardError)
        }
    }

    func testTheSummarySaysWhyARunFailed() throws {
        try fixture("warnings")
        let strict = try run(["--strict", "warnings"])
        XCTAssertEqual(lines(strict.standardError), ["1 warning in 1 file (1 file linted)", "failed: 1 warning and --strict"])
        let most = try run(["--max-warnings", "0", "warnings"])
        XCTAssertEqual(lines(most.standardError).last, "failed: 1 warning, more than --max-warnings 0")
        let passing = try run(["warnings"])
        XCTAssertEqual(lines(passing.standardError), ["1 warning in 1 file (1 file linted)"])
        XCTAssertTrue(passing.standardOutput.hasPrefix("warnings/one-warning.flow.yml:9:3: warning: "), passing.standardOutput)
    }

    func testUsageMistakesSuggestTheIntendedName() throws {
        let flag = try run(["--stirct"])
        XCTAssertEqual(flag.status, 2)
        XCTAssertTrue(flag.standardError.contains("unknown option `--stirct` (did you mean `--strict`?)"), flag.standardError)
        let format = try run(["--format", "sarf"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.standardError.contains("unknown format `sarf` (did you mean `sarif`?)"), format.standardError)
        let command = try run(["rulez"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.standardError.contains("(did you mean the command `rules`?)"), command.standardError)
    }

    func testQuietShowsOnlyErrors() throws {
        try fixture("warnings", as: "mixed")
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Fixtures/cli/errors/one-error.flow.yml"),
            to: folder.appendingPathComponent("mixed/one-error.flow.yml"))
        let all = try run(["mixed"])
        XCTAssertEqual(lines(all.standardOutput).count, 2)
        let quiet = try run(["-q", "mixed"])
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(lines(quiet.standardOutput).count, 1)
        XCTAssertTrue(quiet.standardOutput.contains(": error: "), quiet.standardOutput)
        XCTAssertTrue(quiet.standardError.contains("only errors shown (--quiet)"), quiet.standardError)
    }

    func testFormatsGoToStandardOutputOrTheirOwnFiles() throws {
        try fixture("errors")
        let json = try run(["--format", "json", "errors"])
        XCTAssertEqual(json.status, 1)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)), json.standardOutput)
        let both = try run(["-f", "text", "-f", "sarif:report.sarif", "--format=junit:out/junit.xml", "errors"])
        XCTAssertEqual(both.status, 2, "a folder that does not exist is a usage mistake")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let written = try run(["-f", "text", "-f", "sarif:report.sarif", "--format=junit:out/junit.xml", "errors"])
        XCTAssertEqual(written.status, 1)
        XCTAssertTrue(written.standardOutput.hasPrefix("errors/one-error.flow.yml:9:3: error: "), written.standardOutput)
        XCTAssertTrue(try read("report.sarif").contains("\"modal-dismiss-button\""))
        XCTAssertTrue(try read("out/junit.xml").contains("<testsuite"))
        let output = try run(["--output", "report.txt", "errors"])
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertTrue(try read("report.txt").hasPrefix("errors/one-error.flow.yml:9:3: error: "))
        // No temporary files are left behind by the atomic writes.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testParseSaysWhereJSONCannotShowTheReadingExactly() throws {
        try write("true: a\n\"true\": b\nx: .inf\n", to: "keys.flow.yml")
        let result = try run(["parse", "keys.flow.yml"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, """
            keys.flow.yml:1:1: note: this key is a boolean, printed as a string
            keys.flow.yml:3:4: note: infinity is printed as Python's json writes it; strict JSON has no such number

            """)
    }

    func testTwoReportsNeverShareAFileOrStandardOutput() throws {
        try fixture("errors")
        for arguments in [["-f", "json", "-f", "sarif"], ["-f", "text", "-f", "json", "-o", "x.json"],
                          ["-f", "sarif:x.sarif", "-f", "sarif:x.sarif"]] {
            let result = try run(arguments + ["errors"])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.standardError.contains("would both go to"), result.standardError)
        }
        // The line-based text and GitHub formats follow one another, as in GitHub Actions.
        let lines = try run(["-f", "text", "-f", "github", "errors"])
        XCTAssertEqual(lines.status, 1)
        XCTAssertTrue(lines.standardOutput.contains("::error file=errors/one-error.flow.yml"), lines.standardOutput)
    }

    func testGitHubActionsGetsAnnotationsAfterTheText() throws {
        try fixture("errors")
        let result = try run(["errors"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(result.status, 1)
        let output = lines(result.standardOutput)
        XCTAssertTrue(output.first?.hasPrefix("errors/one-error.flow.yml:9:3: error: ") == true, result.standardOutput)
        XCTAssertTrue(output.contains { $0.hasPrefix("::error ") }, result.standardOutput)
    }

    // MARK: Files

    func testUnreadableEntriesAreProblemsAtTheirFirstLineAndLinksDoNotLoop() throws {
        try fixture("errors", as: "tree")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("tree/folder.flow.yml"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("tree/dangling.flow.yml").path,
                                       withDestinationPath: "nothing-here.flow.yml")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("tree/loop").path, withDestinationPath: "..")
        try manager.createDirectory(at: folder.appendingPathComponent("tree/.hidden"), withIntermediateDirectories: true)
        try write("not: [valid\n", to: "tree/.hidden/skipped.flow.yml")
        try write("not: [valid\n", to: "tree/.build/skipped.flow.yml")
        let result = try run(["tree"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(lines(result.standardOutput), [
            "tree/dangling.flow.yml:1:1: error: cannot read 'tree/dangling.flow.yml': a symbolic link to nothing [parse-error]",
            "tree/folder.flow.yml:1:1: error: cannot read 'tree/folder.flow.yml': a folder, not a flow file [parse-error]",
            lines(result.standardOutput).last ?? "",
        ])
        XCTAssertTrue(result.standardOutput.contains("tree/one-error.flow.yml:9:3: error: "), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("loop/"), "the linked folder was already searched")
    }

    /// A file is linted once however it is reached: named, found in its folder, through a
    /// link to it, or through a linked folder (the search knows a plain entry's real path
    /// from its folder's, without asking the system for each file).
    func testAFileReachedSeveralWaysIsLintedOnce() throws {
        try fixture("errors", as: "tree")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("tree/alias.flow.yml").path,
                                       withDestinationPath: "one-error.flow.yml")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("linked").path, withDestinationPath: "tree")
        let result = try run(["tree/one-error.flow.yml", "linked", "tree", "linked/one-error.flow.yml"])
        XCTAssertEqual(result.status, 1)
        let reported = lines(result.standardOutput).filter { $0.contains(":9:3: error: ") }
        XCTAssertEqual(reported, reported.first.map { [$0] } ?? [], result.standardOutput)
        XCTAssertTrue(reported.first?.hasPrefix("tree/one-error.flow.yml:9:3: error: ") == true, result.standardOutput)
        // The near miss: a copy is another file, linted on its own.
        try manager.copyItem(at: folder.appendingPathComponent("tree/one-error.flow.yml"),
                             to: folder.appendingPathComponent("tree/copy.flow.yml"))
        let copied = try run(["tree"])
        XCTAssertEqual(lines(copied.standardOutput).filter { $0.contains(":9:3: error: ") }.count, 2, copied.standardOutput)
    }

    func testAFileNamedExplicitlyIsLintedWhateverItsEnding() throws {
        try write("{\"app\": \"X\", \"screens\": {\"home\": {\"title\": \"Home\"}}}", to: "flow.json")
        try write("app: X\nscreens:\n  home:\n    title: Home\n", to: "flow.txt")
        try write("app: X\n", to: "skipped.yml")
        XCTAssertEqual(try run(["flow.json", "flow.txt"]).standardError, "no problems in 2 files\n")
        XCTAssertEqual(try run(["--allow-empty"]).standardError, "no files to lint\n", "a folder search takes only flow endings")
    }

    func testStandardInputIsLintedAsIfAtItsStdinPath() throws {
        try fixture("project")
        let flow = try String(contentsOf: Repository.root.appendingPathComponent("Fixtures/cli/project/app.flow.yml"),
                              encoding: .utf8)
        let feature = try run(["--stdin-path", "feature/new.flow.yml", "-"], in: "project", input: flow)
        XCTAssertEqual(feature.status, 1, feature.standardError)
        XCTAssertTrue(feature.standardOutput.hasPrefix("feature/new.flow.yml:9:3: error: "), feature.standardOutput)
        XCTAssertTrue(feature.standardOutput.hasSuffix("[modal-title]\n"), feature.standardOutput)
        // At the top, modal-title is off; --stdin-path alone implies `-`.
        let top = try run(["--stdin-path", "new.flow.yml"], in: "project", input: flow)
        XCTAssertEqual(top.status, 0, top.standardOutput)
        XCTAssertEqual(top.standardError, "no problems in 1 file\n")
        let plain = try run(["-"], in: "project", input: "app: [broken\n")
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.standardOutput.hasPrefix("<stdin>:"), plain.standardOutput)
        // Code or a storyboard piped in is not misread as YAML: a usage error that says what to do.
        let code = try run(["--stdin-path", "App/Editor.swift"], in: "project", input: "import SwiftUI\n")
        XCTAssertEqual(code.status, 2)
        XCTAssertEqual(code.standardOutput, "")
        XCTAssertTrue(code.standardError.hasPrefix(
            "modality-lint lint: standard input is read as a flow file only, and `App/Editor.swift` is code: lint the app's folder "
                + "instead (e.g. `modality-lint App`), where its storyboards and code are read together\n"), code.standardError)
        XCTAssertEqual(try run(["--stdin-path", "Main.storyboard"], in: "project", input: "<document/>\n").status, 2)
        // Standard input not read (a folder is named, not `-`): the option is not in the way.
        XCTAssertNotEqual(try run(["--stdin-path", "App/Editor.swift", "."], in: "project", input: "").status, 2)
    }

    // MARK: Suppression

    func testSuppressionCommentsEndToEnd() throws {
        try fixture("suppression")
        let suppressed = try run(["suppression/suppressed.flow.yml"])
        XCTAssertEqual(suppressed.status, 0, suppressed.standardOutput)
        XCTAssertEqual(lines(suppressed.standardOutput), [
            "suppression/suppressed.flow.yml:16:61: warning: this `disable-line safe-exit` silences nothing; remove it [unused-suppression]",
        ])
        let misspelt = try run(["suppression/misspelt.flow.yml"])
        XCTAssertEqual(misspelt.status, 1)
        XCTAssertTrue(misspelt.standardOutput.contains(
            "suppression/misspelt.flow.yml:8:42: error: unknown rule `modal-titel` in suppression (did you mean `modal-title`?) [invalid-suppression]"),
                      misspelt.standardOutput)
        XCTAssertTrue(misspelt.standardOutput.contains("[modal-title]"), "a misspelt directive silences nothing")
    }

    /// A rule's `excluded:` silences it in the files it matches; a pattern that matches no
    /// file holding a problem of that rule is reported at its place in the configuration,
    /// but only by a run of the configuration's whole folder (a run of some of its files
    /// may just not hold the files it is for).
    func testARulesExcludedPathsSilenceItAndOneThatMatchesNothingIsReported() throws {
        let flow = """
        app: Notes
        screens:
          home:
            title: Home
            actions:
              - label: Help
                present: help
          help:
            actions:
              - label: Done
                role: done
                dismiss: true

        """
        try write(flow, to: "app/main.flow.yml")
        try write(flow, to: "app/Debug/menu.flow.yml")
        try write("rules:\n  modal-title:\n    excluded:\n      - Debug\n      - \"Legacy/**\"\n", to: "app/.modality-lint.yml")
        let whole = try run(["app"])
        XCTAssertEqual(lines(whole.standardOutput).map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") }, [
            "app/.modality-lint.yml:5:9: warning",
            "app/main.flow.yml:8:3: warning",
        ], whole.standardOutput)
        XCTAssertTrue(whole.standardOutput.contains(
            "`Legacy/**` in `excluded` of `modal-title` matches no file where `modal-title` reports a problem, so it silences nothing; remove it [unused-suppression]"),
                      whole.standardOutput)
        XCTAssertTrue(whole.standardOutput.hasSuffix("[modal-title]\n"), whole.standardOutput)
        let some = try run(["app/main.flow.yml"])
        XCTAssertEqual(lines(some.standardOutput).count, 1, some.standardOutput)
        XCTAssertTrue(some.standardOutput.hasPrefix("app/main.flow.yml:8:3: warning"), some.standardOutput)
    }

    // MARK: Baselines

    func testABaselineSurvivesEditsThatMoveEveryLine() throws {
        try fixture("baseline", as: "app")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/ci"), withIntermediateDirectories: true)
        let written = try run(["--write-baseline", "ci/baseline.json", "."], in: "app")
        XCTAssertEqual(written.status, 0, written.standardOutput + written.standardError)
        XCTAssertEqual(written.standardOutput, "")
        XCTAssertTrue(written.standardError.contains("wrote 2 baseline entries to ci/baseline.json"), written.standardError)
        XCTAssertTrue(written.standardError.hasPrefix("no new problems in "), "the recorded problems are known, not absent")
        let baseline = try read("app/ci/baseline.json")
        XCTAssertTrue(baseline.contains("\"file\": \"../notes.flow.yml\""), "paths are relative to the baseline's folder: \(baseline)")
        XCTAssertTrue(baseline.contains("\"rule\": \"modal-dismiss-button\""))

        // Every line moves; run from another folder: the baseline still matches.
        let original = try read("app/notes.flow.yml")
        try write("# A comment that moves every line.\n\n# And another.\n" + original, to: "app/notes.flow.yml")
        let moved = try run(["--baseline", "app/ci/baseline.json", "app"])
        XCTAssertEqual(moved.status, 0, moved.standardOutput + moved.standardError)
        XCTAssertEqual(moved.standardOutput, "")
        XCTAssertTrue(moved.standardError.contains("2 known problems in the baseline not shown"), moved.standardError)
        XCTAssertFalse(moved.standardError.contains("no longer"))

        // A new problem is reported alone; a fixed one leaves an entry to prune.
        var edited = try read("app/notes.flow.yml")
        edited = edited.replacingOccurrences(of: "  add:\n    title: New\n", with: """
              add:
                title: New
                actions:
                  - { label: Close, role: close, dismiss: true }
              more:
                title: More

            """)
        edited = edited.replacingOccurrences(of: "        present: add\n", with: "        present: add\n      - label: More\n        present: more\n")
        try write(edited, to: "app/notes.flow.yml")
        let changed = try run(["--baseline", "ci/baseline.json"], in: "app")
        XCTAssertEqual(changed.status, 1, changed.standardOutput + changed.standardError)
        XCTAssertEqual(lines(changed.standardOutput).count, 1, changed.standardOutput)
        XCTAssertTrue(changed.standardOutput.contains("[modal-dismiss-button]"), changed.standardOutput)
        XCTAssertTrue(changed.standardOutput.contains("'more'"), changed.standardOutput)
        XCTAssertTrue(changed.standardError.contains("1 baseline entry no longer matches: prune with --write-baseline ci/baseline.json"),
                      changed.standardError)
        let broken = try run(["--baseline", "notes.flow.yml"], in: "app")
        XCTAssertEqual(broken.status, 2, "a file that is not a baseline is a usage mistake")
        XCTAssertEqual(try run(["--baseline", "missing.json"], in: "app").status, 2)
    }

    // MARK: Other commands

    func testInitWritesAValidStarterAndNeverOverwrites() throws {
        try fixture("warnings")
        let first = try run(["init"])
        XCTAssertEqual(first.status, 0, first.standardError)
        let text = try read(".modality-lint.yml")
        XCTAssertTrue(text.contains("# modal-hierarchy-depth: { severity: warning, enabled: true, max-depth: 2 }"), text)
        XCTAssertTrue(text.contains("# alert-actionable: { severity: info, enabled: false }"), text)
        XCTAssertTrue(text.contains("# unused-suppression: { severity: warning, enabled: true }"), text)
        XCTAssertEqual(try run(["warnings"]).status, 0, "the starter file changes nothing")
        let again = try run(["init"])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.standardError.contains("already exists"))
        XCTAssertEqual(try read(".modality-lint.yml"), text)
        // Every listed line is valid as it stands once uncommented.
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.range(of: #"^  # [a-z-]+: \{"#, options: .regularExpression) != nil ? "  " + line.dropFirst(4) : String(line)
        }.joined(separator: "\n")
        try write(uncommented, to: ".modality-lint.yml")
        let result = try run(["--strict", "warnings"])
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("[modal-title]"), "the defaults, written out, mean the defaults")
    }

    func testRulesAndExplain() throws {
        let rules = try run(["rules"])
        XCTAssertEqual(rules.status, 0)
        for id in ["modal-dismiss-button", "dismiss-outside-modal", "unused-suppression", "invalid-suppression", "parse-error"] {
            XCTAssertTrue(rules.standardOutput.contains("\n" + id + " "), "\(id) missing from:\n\(rules.standardOutput)")
        }
        XCTAssertTrue(rules.standardOutput.contains("alert-actionable"))
        let explain = try run(["explain", "modal-hierarchy-depth"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.standardOutput.contains("max-depth (default 2)"), explain.standardOutput)
        XCTAssertTrue(explain.standardOutput.contains("https://developer.apple.com/design/human-interface-guidelines/"))
        XCTAssertTrue(explain.standardOutput.contains("Example that triggers it (a flow file):"))
        let typo = try run(["explain", "modal-titel"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.contains("(did you mean `modal-title`?)"), typo.standardError)
    }
}
