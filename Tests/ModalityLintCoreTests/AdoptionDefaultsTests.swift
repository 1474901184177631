import Foundation
import XCTest
@testable import ModalityLintCore

/// What a team putting the tool in CI meets, through the real executable: a code file that
/// could not be read is said in the summary and every report (and does not fail the run),
/// and `why FILE:LINE` reads FILE's app wherever it is run from.
final class AdoptionDefaultsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modality-lint-adoption-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func write(_ bytes: [UInt8], to relativePath: String) throws {
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func run(_ arguments: [String], in relativeFolder: String = "") throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: relativeFolder.isEmpty ? folder : folder.appendingPathComponent(relativeFolder),
                              input: Data())
    }

    // MARK: A code file not read

    /// Binary bytes under a code file's name: the run passes (code is read only for its
    /// facts), but "no problems in 1 file" must not pass for a judgement of it: the summary
    /// says it, and so does every format, on standard output. The near miss: a code file
    /// that reads is named by none of them.
    func testACodeFileNotReadIsSaidInTheSummaryAndEveryFormat() throws {
        try write(Array("import UIKit\n".utf8) + [0, 1, 2, 3], to: "App/X.swift")
        try write(Array("import UIKit\nfinal class Fine {}\n".utf8), to: "App/Fine.swift")
        let text = try run(["App"])
        XCTAssertEqual(text.status, 0, text.standardError)
        XCTAssertTrue(text.standardError.hasPrefix("no problems in 2 files (1 code file of them not read"), text.standardError)
        XCTAssertTrue(text.standardOutput.contains("App/X.swift:2:1: note: not read, so its facts are unknown"), text.standardOutput)
        XCTAssertFalse(text.standardOutput.contains("Fine.swift"), text.standardOutput)
        let expected: [(format: String, says: [String])] = [
            ("json", ["\"unreadCode\"", "App/X.swift"]),
            ("sarif", ["\"toolExecutionNotifications\"", "\"unread-code\"", "App/X.swift"]),
            ("junit", ["<skipped message=\"App/X.swift:2:1: not read", "skipped=\"1\""]),
            ("checkstyle", ["<file name=\"App/X.swift\">", "source=\"modality-lint.unread-code\"", "severity=\"info\""]),
            ("gitlab", ["\"check_name\": \"unread-code\"", "\"path\": \"App/X.swift\"", "\"severity\": \"info\""]),
            ("markdown", ["**Not read:** 1 code file", "App/X.swift"]),
            ("github", ["::notice file=App/X.swift,line=2,col=1,endLine=2,title=modality-lint (unread-code)::not read"]),
        ]
        for (format, says) in expected {
            let result = try run(["--format", format, "App"])
            XCTAssertEqual(result.status, 0, "\(format): \(result.standardError)")
            for words in says {
                XCTAssertTrue(result.standardOutput.contains(words), "\(format) says \(words):\n\(result.standardOutput)")
            }
            XCTAssertFalse(result.standardOutput.contains("Fine.swift") && format != "junit" && format != "checkstyle"
                           && format != "json", "\(format) names only the file not read:\n\(result.standardOutput)")
        }
        // The SARIF stays valid: a notification is no result.
        let sarif = try run(["--format", "sarif", "App"])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
    }

    // MARK: why reads the file's app

    /// `why FILE:LINE` run from outside the file's app reads the app (the nearest folder
    /// above FILE with a project, a package or a configuration), not the current folder,
    /// which holds nothing of it. The near miss: a PATH given is read as given.
    func testWhyReadsTheAppOfTheFileNotTheCurrentFolder() throws {
        let sample = try Data(contentsOf: Repository.root.appendingPathComponent("Fixtures/reports/sample.flow.yml"))
        try write(Array(sample), to: "Notes/Flows/notes.flow.yml")
        try write(Array("rules: {}\n".utf8), to: "Notes/.modality-lint.yml")
        try write(Array("app: X\nscreens:\n  home:\n    title: Home\n".utf8), to: "Elsewhere/other.flow.yml")
        let why = try run(["why", "../Notes/Flows/notes.flow.yml:14"], in: "Elsewhere")
        XCTAssertEqual(why.status, 1, why.standardError)
        XCTAssertTrue(why.standardOutput.contains("[modal-dismiss-button]"), why.standardOutput + why.standardError)
        // Inside the app's folders too.
        let inside = try run(["why", "notes.flow.yml:14"], in: "Notes/Flows")
        XCTAssertTrue(inside.standardOutput.contains("[modal-dismiss-button]"), inside.standardOutput + inside.standardError)
        // A PATH given is what is read.
        let given = try run(["why", "../Notes/Flows/notes.flow.yml:14", "."], in: "Elsewhere")
        XCTAssertEqual(given.status, 2, given.standardError)
        XCTAssertTrue(given.standardError.contains("names no file this run linted"), given.standardError)
    }

    // MARK: What was not read, named

    /// The summary counted code that never runs but named none: it names the first by name
    /// and place, and the JSON report names every one (`neverRun`). The near miss: a view
    /// the app builds is neither counted nor named.
    func testCodeThatNeverRunsIsNamed() throws {
        let app = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View { var body: some View { Text("Home") } }
            struct OldPromoView: View {
                @State private var showing = false
                var body: some View {
                    Button("Promo") { showing = true }
                        .sheet(isPresented: $showing) { Text("Buy") }
                }
            }
            """
        try write(Array(app.utf8), to: "App/App.swift")
        let text = try run(["App"])
        XCTAssertTrue(text.standardError.contains("1 SwiftUI view is never built (nothing the app runs names it): what it shows was not read: `OldPromoView` at App/App.swift:4"),
                      text.standardError)
        let json = try run(["--format", "json", "App"])
        XCTAssertTrue(json.standardOutput.contains("\"neverRun\": ["), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains("\"name\": \"OldPromoView\""), json.standardOutput)
        try write(Array(app.replacingOccurrences(of: "WindowGroup { HomeView() }", with: "WindowGroup { OldPromoView() }").utf8), to: "App/App.swift")
        let live = try run(["App"])
        XCTAssertFalse(live.standardError.contains("OldPromoView"), live.standardError)
    }

    /// The count of problems held back because a fact is open names the first of them, the
    /// screen and where, as the other counts do. The near miss: with `--show-uncertain` they
    /// are listed, and no count is printed.
    func testTheProblemsHeldBackNameTheFirst() throws {
        let app = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showing = false
                let onDone: () -> Void
                var body: some View {
                    Button("Help") { showing = true }
                        .sheet(isPresented: $showing) { HelpSheet(onDone: onDone) }
                }
            }
            struct HelpSheet: View {
                let onDone: () -> Void
                var body: some View { Button("Got It") { onDone() } }
            }
            """
        try write(Array(app.utf8), to: "App/App.swift")
        let text = try run(["App"])
        XCTAssertTrue(text.standardError.contains("is open (--show-uncertain lists them, with why)"), text.standardError)
        XCTAssertTrue(text.standardError.contains("; the first: 'HelpSheet' at App/App.swift:"), text.standardError)
        let listed = try run(["--show-uncertain", "App"])
        XCTAssertFalse(listed.standardError.contains("; the first:"), listed.standardError)
    }
}
