import XCTest

/// The apps in `Fixtures/projects/` (storyboards with their Swift and Objective-C code,
/// written for these tests), linted as a user lints an app's folder: the output is exactly
/// the golden `Fixtures/projects/<App>.expected` beside each (UPDATE_GOLDEN=1 rewrites it).
final class ProjectFixtureTests: XCTestCase {
    func testEveryProjectMatchesItsGoldenOutput() throws {
        let folder = Repository.root.appendingPathComponent("Fixtures/projects")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".expected") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let app = "Fixtures/projects/" + String(name.dropLast(".expected".count))
            let result = try CommandRunner.run([app], in: Repository.root)
            let golden = folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try result.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            XCTAssertEqual(result.standardOutput, try String(contentsOf: golden, encoding: .utf8), app)
        }
    }

    /// Journal holds each cause of a false alarm seen on real apps once, beside six true
    /// problems: what it must not report is checked by the golden; here, that the dead
    /// scene, and the tour only it leads to, are the only screens not judged (every class's
    /// code was found, Objective-C too).
    func testJournalJudgesEveryLiveSceneWithItsCode() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Journal", "--format", "json"], in: Repository.root)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let notJudged = try XCTUnwrap(report["notJudged"] as? [[String: Any]])
        // Screens a rule was silent on because a fact is open are listed too (`factOpen`),
        // each with why: they are judged, the facts are not.
        let unjudged = notJudged.filter { $0["reason"] as? String != "factOpen" }
        XCTAssertEqual(unjudged.map { "\($0["screen"] ?? "") \($0["reason"] ?? "")" }, ["LegacyWelcome deadScene", "LegacyTourViewController deadScene"])
        // Every fact a rule needs is settled here: the settings, help, about, export and
        // rating screens lay out no field, so they hold no typed work (TypedTextSources).
        // A screen left open would say why.
        let open = notJudged.filter { $0["reason"] as? String == "factOpen" }
        XCTAssertEqual(open.count, 0)
        for screen in open {
            let reasons = try XCTUnwrap(screen["open"] as? [[String: Any]], "\(screen)")
            XCTAssertFalse(reasons.isEmpty, "\(screen)")
            XCTAssertTrue(reasons.allSatisfy { $0["kind"] is String && $0["how"] is String }, "\(screen)")
        }
        XCTAssertTrue(result.standardError.contains("2 storyboard scenes are never shown"), result.standardError)
    }

    /// Dispatch is a UIKit app whose coordinator presents every screen through one
    /// `show(_:style:)`: each screen a call hands in is presented, with that call's style.
    /// About has no button at all (reported). Compose's Cancel and Send call its delegate,
    /// the coordinator, whose answers dismiss: followed, they dismiss. Settings' Close calls
    /// a closure the coordinator hands in, which the reading does not follow: open, listed by
    /// `--show-uncertain`, never reported.
    func testDispatchReadsTheScreensItsCoordinatorPresents() throws {
        let imported = try CommandRunner.run(["import", "Fixtures/projects/Dispatch"], in: Repository.root)
        XCTAssertEqual(imported.status, 0)
        for (screen, style) in [("ComposeViewController", "pageSheet"), ("AboutViewController", "formSheet"), ("SettingsViewController", "pageSheet")] {
            XCTAssertTrue(imported.standardOutput.contains("present: \(screen)\n        style: \(style)\n"), "\(screen) \(style):\n" + imported.standardOutput)
        }
        XCTAssertTrue(imported.standardOutput.contains("- label: Cancel  # Dispatch/ComposeViewController.swift:15\n        role: cancel\n        dismiss: true\n"),
                      imported.standardOutput)
        XCTAssertTrue(imported.standardOutput.contains("- label: Send  # Dispatch/ComposeViewController.swift:16\n        dismiss: true\n"),
                      imported.standardOutput)
        let audit = try CommandRunner.run(["Fixtures/projects/Dispatch", "--show-uncertain"], in: Repository.root)
        let wayOutNotes = audit.standardOutput.split(separator: "\n").filter { $0.contains(": note: ") && $0.hasSuffix("[modal-dismiss-button]") }
        XCTAssertEqual(wayOutNotes.map { $0.split(separator: "'")[1] }, ["SettingsViewController"])
    }

    /// The notes `--show-uncertain` adds to a run: each as "screen rule" (the screen of
    /// "'Done' on 'SettingsView'" is the second name; of "the alert in AccountsView has", the
    /// name after "in").
    private func uncertainNotes(_ app: String) throws -> [String] {
        let audit = try CommandRunner.run([app, "--show-uncertain"], in: Repository.root)
        return audit.standardOutput.split(separator: "\n").filter { $0.contains(": note: ") }.map { line in
            let quoted = line.split(separator: "'")
            let unquoted = line.components(separatedBy: " in ").dropFirst().first?.components(separatedBy: " ").first ?? ""
            let screen = quoted.count < 3 ? Substring(unquoted) : line.contains("' on '") ? quoted[3] : quoted[1]
            return "\(screen) \(line.split(separator: "[").last?.dropLast() ?? "")"
        }
    }

    /// Quill is a SwiftUI app whose router owns one `.sheet(item:)` over an enum of sheets:
    /// every case's screen is presented, as a sheet. The generic wrapper that only hosts a
    /// router is no screen: the window's entry is the root view, and the about sheet (shown
    /// in the wrapper) is AboutView, which has no button (reported). The
    /// composer's Cancel and Post and the settings' Done call the router's `dismiss()`, which
    /// clears the sheet's property: they close it (so no note is left on them). The feedback
    /// form's Close calls an environment closure of the app's: open, listed by
    /// `--show-uncertain`, never reported.
    func testQuillReadsEverySheetItsRouterPresents() throws {
        let imported = try CommandRunner.run(["import", "Fixtures/projects/Quill"], in: Repository.root)
        XCTAssertEqual(imported.status, 0)
        XCTAssertTrue(imported.standardOutput.contains("\nentry: RootView\n"), imported.standardOutput)
        XCTAssertFalse(imported.standardOutput.contains("  RouterHost:"), imported.standardOutput)
        for screen in ["ComposeView", "SettingsView", "AboutView", "FeedbackView"] {
            XCTAssertTrue(imported.standardOutput.contains("present: \(screen)\n        style: sheet\n"), "\(screen):\n" + imported.standardOutput)
        }
        for (screen, button) in [("ComposeView", "Cancel"), ("ComposeView", "Post"), ("SettingsView", "Done")] {
            let actions = imported.standardOutput.components(separatedBy: "\n  \(screen):").last ?? ""
            XCTAssertTrue(actions.range(of: "- label: \(button)  # [^\n]*\n        role: [a-z]+\n        dismiss: true\n", options: .regularExpression) != nil,
                          "\(screen) \(button):\n" + imported.standardOutput)
        }
        XCTAssertEqual(try uncertainNotes("Fixtures/projects/Quill"), ["FeedbackView modal-dismiss-button"])
    }

    /// Relay is a SwiftUI app built on coordinators: each screen is made by a coordinator's
    /// `toPresentable()` (`AnyView(ReportScreen())`) and shown through the app's own
    /// `NavigationStackCoordinator`, whose `setSheetCoordinator(_:)` keeps what it is handed
    /// in the property its view presents with `.sheet(item:)`. A coordinator the calling
    /// method builds and hands in, directly or as the root of a stack coordinator of its own,
    /// is presented as a sheet, inside that stack's `NavigationStack`. The report form
    /// discards its text on Cancel and on a swipe (reported); the feedback form asks first,
    /// the preferences hold no content, the abuse report's Cancel is decided past its view
    /// model's publisher (open) and the draft is handed on as a parameter (its presentation
    /// unknown): none reported.
    func testRelayReadsTheScreensItsCoordinatorsHandToTheStack() throws {
        let imported = try CommandRunner.run(["import", "Fixtures/projects/Relay"], in: Repository.root)
        XCTAssertEqual(imported.status, 0)
        for screen in ["ReportScreen", "FeedbackScreen", "PreferencesScreen", "AbuseReportScreen"] {
            XCTAssertTrue(imported.standardOutput.contains("present: \(screen)\n        style: sheet\n"), "\(screen):\n" + imported.standardOutput)
            let facts = imported.standardOutput.components(separatedBy: "\n  \(screen):").last ?? ""
            XCTAssertTrue(facts.contains("\n    container: navigation\n"), "\(screen):\n" + imported.standardOutput)
        }
        XCTAssertFalse(imported.standardOutput.contains("present: DraftScreen"), imported.standardOutput)
        XCTAssertEqual(try uncertainNotes("Fixtures/projects/Relay"), ["AbuseReportScreen modal-dismiss-button"])
    }

    /// Reels shows every screen through a route struct: `Route(id:style:content:)` stores a
    /// view closure and a style of the app's own enum, and the coordinator's `show(_:)`
    /// switches on it (a sheet sets the property the host's `.sheet(item:)` presents, a cover
    /// the `.fullScreenCover(item:)` one, a push appends to the path). So each route built
    /// with a literal style is presented that way, by the host, which is not the screen. The
    /// draft route (built without a style: the default push) and the tips route (whose only
    /// call hands a style of its own) are never presented modally. `router.dismiss()` is the
    /// `DismissAction` the app's property wrapper stores: Cancel, Post and Close close.
    func testReelsPresentsEachRouteWithTheStyleItsDispatchGives() throws {
        let imported = try CommandRunner.run(["import", "Fixtures/projects/Reels"], in: Repository.root)
        XCTAssertEqual(imported.status, 0)
        for (screen, style) in [("ComposeView", "sheet"), ("EditProfileView", "sheet"), ("AboutView", "sheet"), ("PlayerView", "fullScreen")] {
            XCTAssertTrue(imported.standardOutput.contains("present: \(screen)\n        style: \(style)\n"), "\(screen) \(style):\n" + imported.standardOutput)
        }
        for screen in ["DraftView", "TipsView", "NavigationHost"] {
            XCTAssertFalse(imported.standardOutput.contains("present: \(screen)\n"), "\(screen):\n" + imported.standardOutput)
        }
        for (screen, button) in [("ComposeView", "Cancel"), ("ComposeView", "Post"), ("PlayerView", "Close")] {
            let actions = imported.standardOutput.components(separatedBy: "\n  \(screen):").last ?? ""
            XCTAssertTrue(actions.range(of: "- label: \(button)  # [^\n]*\n        role: [a-z]+\n        dismiss: true\n", options: .regularExpression) != nil,
                          "\(screen) \(button):\n" + imported.standardOutput)
        }
        XCTAssertEqual(try uncertainNotes("Fixtures/projects/Reels"), [])
    }

    /// Hearth shows eight screens through one `.sheet(item:)` switch (damus' shape). The
    /// presenter's reset in its `.didPost` handler names none of their cases: it closes
    /// whichever is up, a way out of none, so the filter list with no button is reported. The
    /// landing page is too: its back chevron sits in a bar its own chain hides, it closes on
    /// an event only its presenter raises, and its `.task` only loads. The composer's Cancel
    /// calls the closure its presenter hands in, `{ activeSheet = nil }`, read at the site: a
    /// way out, neither reported nor open. The near misses stay open, never reported: the upload
    /// sheet's reset names `.upload`, the archive's case is built nowhere the enum is
    /// expected (the branch may never run), the tour closes on an event its own page's
    /// button raises, the help sheet's back chevron sits in a bar that shows; the settings
    /// sheet has a Close of its own.
    func testHearthTellsAPresentersUnrelatedResetFromAWayOut() throws {
        XCTAssertEqual(try uncertainNotes("Fixtures/projects/Hearth").filter { $0.hasSuffix("modal-dismiss-button") }.sorted(), [
            "ArchiveView modal-dismiss-button", "HelpView modal-dismiss-button",
            "TourView modal-dismiss-button", "UploadProgressView modal-dismiss-button",
        ])
        let audit = try CommandRunner.run(["Fixtures/projects/Hearth", "--show-uncertain"], in: Repository.root)
        let notes = audit.standardOutput.split(separator: "\n").filter { $0.contains(": note: ") && $0.hasSuffix("[modal-dismiss-button]") }
        XCTAssertTrue(notes.contains { $0.contains("'UploadProgressView'") && $0.contains("its presenter's code may close it") }, audit.standardOutput)
        XCTAssertTrue(notes.contains { $0.contains("'TourView'") && $0.contains("`.onReceive`") }, audit.standardOutput)
        XCTAssertTrue(notes.contains { $0.contains("'HelpView'") && $0.contains("`.onTapGesture`") }, audit.standardOutput)
    }

    /// Forum shows every sheet as a page of `enum Page`, opened through its own navigator:
    /// `openSheet(.compose)` stores the page in a `Layer` with `isFullScreen: false`, and the
    /// root view presents layers through `LayerView`, as a sheet or a full-screen cover by
    /// that flag. Each page a call hands in is presented, with the style the flag closes;
    /// the profile, shown only through `replaceTop(with:)` (in place, or in a new sheet), is
    /// not. The host that shows whichever page its layer holds is not judged as a page. The
    /// composer's `CloseButton()` closes without asking (reported); the reply's
    /// `CloseButton(asksFirst: !text.isEmpty)` may ask (the near miss, silent).
    func testForumReadsThePagesItsNavigatorPresents() throws {
        let imported = try CommandRunner.run(["import", "Fixtures/projects/Forum"], in: Repository.root)
        XCTAssertEqual(imported.status, 0)
        for (screen, style) in [("ComposeView", "sheet"), ("ReplyView", "sheet"), ("ReportView", "sheet"), ("PhotoView", "fullScreen")] {
            XCTAssertTrue(imported.standardOutput.contains("present: \(screen)\n        style: \(style)\n"), "\(screen) \(style):\n" + imported.standardOutput)
        }
        XCTAssertFalse(imported.standardOutput.contains("present: ProfileView"), imported.standardOutput)
        XCTAssertEqual(try uncertainNotes("Fixtures/projects/Forum"), ["LayerView modal-dismiss-button", "LayerView modal-title"])
        let lint = try CommandRunner.run(["Fixtures/projects/Forum"], in: Repository.root)
        XCTAssertFalse(lint.standardOutput.contains("ReplyView"), lint.standardOutput)
    }

    /// Ledger is a Composable Architecture app: `@Presents` state scoped into two sheets and
    /// an alert. About's reducer never names `dismiss` and its parent never clears the
    /// destination, so it has no way out (reported); the editor's reducer calls the `dismiss`
    /// dependency, so whether its buttons close it is open, never reported. The alert's title
    /// and buttons are an `AlertState` the reducer builds: open too, but not whether it has
    /// a button, since SwiftUI's alert always shows one.
    func testLedgerReadsTheFeaturesItsStorePresents() throws {
        let imported = try CommandRunner.run(["import", "Fixtures/projects/Ledger"], in: Repository.root)
        XCTAssertEqual(imported.status, 0)
        for screen in ["EditorView", "AboutView"] {
            XCTAssertTrue(imported.standardOutput.contains("present: \(screen)\n        style: sheet\n"), "\(screen):\n" + imported.standardOutput)
        }
        XCTAssertTrue(imported.standardOutput.contains("present: AccountsView.alert\n"), imported.standardOutput)
        XCTAssertEqual(try uncertainNotes("Fixtures/projects/Ledger"), ["AccountsView modal-title", "EditorView modal-dismiss-button"])
    }

    /// Tides linted with `configuration` in place of its own.
    private func lintTides(configuration: String, arguments: [String] = []) throws -> CommandRunner.Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tides-\(UUID().uuidString).yml")
        try configuration.write(to: scratch, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try CommandRunner.run(["Fixtures/projects/Tides", "--config", scratch.path] + arguments, in: Repository.root)
    }

    /// Tides has an iOS app, a watch app, a test target, a file no target lists, a
    /// localised storyboard, a local package, a debug-only screen, a dead manual segue and
    /// two same-named types in two targets (the tests below): only the app and the package are linted,
    /// and the summary and the JSON report say what was left out and why.
    func testTidesLintsOnlyWhatItsIOSAppBuilds() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Tides", "--format", "json"], in: Repository.root)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let leftOut = try XCTUnwrap(report["leftOut"] as? [[String: Any]])
        XCTAssertEqual(leftOut.map { "\($0["file"] ?? "") \($0["reason"] ?? "") \($0["platform"] ?? "-") [\(($0["targets"] as? [String] ?? []).joined(separator: ","))]" }, [
            "Fixtures/projects/Tides/Snapshots/SnapshotHost.swift testsOnly - [TidesSnapshotTests]",
            "Fixtures/projects/Tides/Tides Watch App/TidesWatchApp.swift otherPlatform watchOS [Tides Watch App]",
            "Fixtures/projects/Tides/Tides/OldOnboardingView.swift noTarget - []",
        ])
        XCTAssertEqual(Set(leftOut.compactMap { $0["project"] as? String }), ["Fixtures/projects/Tides/Tides.xcodeproj"])
        let files = try XCTUnwrap(report["files"] as? [String])
        // The watch folder's file the iOS app adds by an exception set, and the localised
        // storyboard, are the app's.
        XCTAssertTrue(files.contains("Fixtures/projects/Tides/Tides Watch App/Shared/TideUnits.swift"), "\(files)")
        XCTAssertTrue(files.contains("Fixtures/projects/Tides/Tides/Base.lproj/Main.storyboard"), "\(files)")
        XCTAssertTrue(result.standardError.contains(
            "3 files left out, as no iOS app target builds them: 1 in no target of Tides.xcodeproj, 1 only in test targets, 1 only in watchOS targets"),
            result.standardError)

        // `targets: false` lints every file: the file in no target and the test-only one are
        // read again (their views, which nothing names, are then dead UI, and counted).
        let everything = try lintTides(configuration: "swiftui: true\ntargets: false\n")
        XCTAssertFalse(everything.standardError.contains("left out"), everything.standardError)
        XCTAssertTrue(everything.standardError.contains("2 SwiftUI views are never built"), everything.standardError)

        // A file named on the command line is linted whatever builds it.
        let named = try CommandRunner.run(["Fixtures/projects/Tides/Tides Watch App/TidesWatchApp.swift"], in: Repository.root)
        XCTAssertFalse(named.standardError.contains("left out"), named.standardError)
    }

    /// The watch app's `SettingsView` (whose Cancel and Done close nothing) and the iOS
    /// app's (right) share a name: they are two screens, and the watch one never lends the
    /// iOS one its problems. `targets: false` reads both into one run, where two types of
    /// one name cannot be told apart: neither is judged, and `--show-uncertain` says why.
    func testTidesSameNamedTypesInTwoTargetsAreTwoScreens() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Tides"], in: Repository.root)
        XCTAssertFalse(result.standardOutput.contains("SettingsView"), result.standardOutput)
        let everything = try lintTides(configuration: "swiftui: true\ntargets: false\n")
        XCTAssertFalse(everything.standardOutput.contains("'SettingsView'"), everything.standardOutput)
        let uncertain = try lintTides(configuration: "swiftui: true\ntargets: false\n", arguments: ["--show-uncertain"])
        XCTAssertTrue(uncertain.standardOutput.split(separator: "\n").contains {
            $0.contains("'SettingsView'") && $0.contains("several types have this name")
        }, uncertain.standardOutput)
    }

    /// `import` says which target each screen came from: the iOS app's, never the watch
    /// app's (whose `SettingsView` is not the app).
    func testTidesImportNamesEachScreensTarget() throws {
        let result = try CommandRunner.run(["import", "Fixtures/projects/Tides"], in: Repository.root)
        let lines = result.standardOutput.split(separator: "\n")
        let forecast = try XCTUnwrap(lines.first { $0.hasPrefix("  ForecastView:") })
        XCTAssertTrue(forecast.hasSuffix("; target Tides"), String(forecast))
        let settings = lines.filter { $0.hasPrefix("  SettingsView:") }
        XCTAssertEqual(settings.count, 1, result.standardOutput)
        XCTAssertTrue(settings.allSatisfy { $0.contains("Tides/ForecastView.swift") && $0.hasSuffix("; target Tides") }, "\(settings)")
    }

    /// `DebugMenuView` is shown only from `#if DEBUG` code: left out by default, judged
    /// (and wrong) with `debug: true`.
    func testTidesDebugOnlyScreenIsJudgedOnlyWithDebug() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Tides"], in: Repository.root)
        XCTAssertFalse(result.standardOutput.contains("DebugMenuView"), result.standardOutput)
        let debug = try lintTides(configuration: "swiftui: true\ndebug: true\n")
        XCTAssertTrue(debug.standardOutput.contains("error: 'DebugMenuView' is presented modally but offers no action that dismisses it"), debug.standardOutput)
    }

    /// The storyboard's manual segue `showTideHistory` is triggered by no control and its
    /// identifier is in no code: its destination is dead, counted and not judged. The near
    /// miss: once code performs the segue, `HistoryViewController` (nothing closes it) is
    /// reported.
    func testTidesDeadManualSegueIsCountedAndItsNearMissReported() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Tides"], in: Repository.root)
        XCTAssertFalse(result.standardOutput.contains("HistoryViewController"), result.standardOutput)
        XCTAssertTrue(result.standardError.contains("1 manual segue is never performed"), result.standardError)

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tides-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Fixtures/projects/Tides"), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let code = copy.appendingPathComponent("Tides/HistoryViewController.swift")
        let performing = try String(contentsOf: code, encoding: .utf8) + """

            final class DocumentViewController: UIViewController {
                func showHistory() { performSegue(withIdentifier: "showTideHistory", sender: nil) }
            }

            """
        try performing.write(to: code, atomically: true, encoding: .utf8)
        let live = try CommandRunner.run(["."], in: copy)
        XCTAssertTrue(live.standardOutput.contains("error: 'HistoryViewController' is presented modally but offers no action that dismisses it"), live.standardOutput)
        XCTAssertFalse(live.standardError.contains("manual segue is never performed"), live.standardError)
    }

    /// A project that does not parse is named in the summary, and its folder's files are
    /// all linted: never a failed run for it.
    func testAProjectThatDoesNotParseIsNamedAndItsFilesStay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("WatchApp"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{ objects = { A = \"unterminated; }; }".write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "struct Face {}\n".write(to: folder.appendingPathComponent("WatchApp/Face.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["."], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("App.xcodeproj/project.pbxproj:1:19: not read (unterminated string"), result.standardError)
        XCTAssertTrue(result.standardError.contains("no problems in 1 file"), result.standardError)
    }

    /// Sketchbook holds one cause seen several ways: a popover in a row two screens embed is
    /// one diagnostic at the row, quoting the adaptation as written (`.popover`), with both
    /// screens as related places (and a sheet over two popovers, at the row that presents it);
    /// a sheet whose body is another sheet's view is reported
    /// once, at that view, where its fields and Cancel are, naming the wrapper.
    func testSketchbookReportsEachCauseOnceWhereItIsFixed() throws {
        let result = try CommandRunner.run(["Fixtures/projects/Sketchbook", "--format", "json"], in: Repository.root)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let compact = diagnostics.filter { $0["rule"] as? String == "compact-adaptation" }
        XCTAssertEqual(compact.count, 2)
        let shared = try XCTUnwrap(compact.first { ($0["message"] as? String)?.contains("(.popover)") == true })
        XCTAssertTrue((shared["file"] as? String)?.hasSuffix("BrushRow.swift") == true)
        let related = (shared["evidence"] as? [[String: Any]] ?? []).filter { $0["fact"] as? String == "shownIn" }
        XCTAssertEqual(related.compactMap { ($0["statement"] as? String)?.split(separator: "'").first.map(String.init) }, ["GalleryView", "CanvasView"])
        let discard = diagnostics.filter { $0["rule"] as? String == "confirm-before-discard" }.compactMap { $0["message"] as? String }
        XCTAssertFalse(discard.contains { $0.hasPrefix("'NewSketchSheet'") || $0.contains("closes 'NewSketchSheet'") }, discard.joined(separator: "\n"))
        XCTAssertEqual(discard.filter { $0.contains("the fix also covers the sheet 'NewSketchSheet'") }.count, 2)
        // In SARIF, the other places of the one cause are the result's related locations.
        let sarif = try CommandRunner.run(["Fixtures/projects/Sketchbook", "--format", "sarif"], in: Repository.root)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let relatedCounts = results.map { ($0["ruleId"] as? String ?? "", ($0["relatedLocations"] as? [Any])?.count ?? 0) }
        XCTAssertEqual(relatedCounts.filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" },
                       ["compact-adaptation 2", "no-modal-over-popover 2", "confirm-before-discard 1", "confirm-before-discard 1"])
    }
}
