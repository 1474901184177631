import XCTest
@testable import ModalityLintCore

/// `import` round-trips: linting the unedited import of an app finds the same problems (rule
/// and subject) as linting the app, also where the app's reading knows what a flow file has
/// no key for (a screen code may present, a progress alert, a title set from a value). Each
/// exemption has its near miss: the problem the app does have is still in the import.
/// `Tests/scripts/import_round_trip.py` checks the same on every fixture and real app.
final class ImportRoundTripTests: XCTestCase {
    private func problems(_ diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.map { "\($0.ruleID) \($0.subject)" })
    }

    /// The app's problems, its import's, and the import's text.
    private func roundTrip(_ files: [SourceFile]) -> (app: Set<String>, imported: Set<String>, text: String) {
        let app = problems(Linter().lint(app: files).diagnostics)
        let document = AppReader.read(files).document!
        let text = FlowFileWriter(appName: "App").write(document)
        let imported = problems(Linter().lint(SourceFile(path: "app.flow.yml", text: text)))
        return (app, imported, text)
    }

    private let uikit = SourceFile(path: "Settings.swift", text: """
        class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = viewModel.screenTitle
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: self, action: #selector(help))
            }
            @objc func close() { dismiss(animated: true) }
            @objc func help() {}
            func sync() {
                let loading = UIAlertController(title: nil, message: "Syncing...", preferredStyle: .alert)
                let indicator = UIActivityIndicatorView(frame: .zero)
                loading.view.addSubview(indicator)
                present(loading, animated: true)
                work { loading.dismiss(animated: true) }
            }
            func stuck() {
                let stuck = UIAlertController(title: nil, message: "Stuck", preferredStyle: .alert)
                present(stuck, animated: true)
            }
            func work(_ done: @escaping () -> Void) {}
        }
        """)

    func testTheImportFindsWhatTheAppFinds() {
        let (app, imported, text) = roundTrip([uikit])
        XCTAssertEqual(imported, app, text)
        // The near miss: the bare alert's problems are in both.
        XCTAssertTrue(app.contains("modal-title SettingsViewController.stuck.alert"), "\(app)")
        XCTAssertTrue(app.contains("alert-actions SettingsViewController.stuck.alert"), "\(app)")
    }

    /// Nothing in the app presents the settings screen, but code may: its Done is not judged
    /// in the app, and the import silences `dismiss-outside-modal` there, saying why. Without
    /// that line, the flow file (which names every way in) reports it.
    func testADismissOnAScreenCodeMayPresentIsSilencedWithItsReason() {
        let (_, imported, text) = roundTrip([uikit])
        XCTAssertFalse(imported.contains("dismiss-outside-modal SettingsViewController/Done"))
        XCTAssertTrue(text.contains("code may present it in ways the reading does not follow"), text)
        let edited = text.replacingOccurrences(of: "lint: { disable: [dismiss-outside-modal] }", with: "")
            .replacingOccurrences(of: ", dismiss-outside-modal", with: "")
        let nearMiss = problems(Linter().lint(SourceFile(path: "app.flow.yml", text: edited)))
        XCTAssertTrue(nearMiss.contains("dismiss-outside-modal SettingsViewController/Done"), edited)
    }

    /// A storyboard editor whose Cancel discards people's memo: the app reports the Cancel,
    /// and leaves the sheet's swipe open (a helper stops the swipe of whatever controller it is
    /// handed, which the reading does not follow). The import keeps the Cancel's finding and
    /// silences the rule only on the screen's key line, where the swipe would be judged;
    /// without that line the flow file (swipe `allowed` by default) reports it.
    func testASwipeLeftOpenIsSilencedOnItsLineOnlyAndTheCancelStays() throws {
        let root = Repository.root.appendingPathComponent("Fixtures/projects/Memos/Memos")
        var files = try ["Base.lproj/Main.storyboard", "MemoEditorViewController.swift", "MemoListViewController.swift", "MemoStore.swift"].map {
            SourceFile(path: "Memos/" + $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
        // Without the helper, nothing may stop the swipe: the app and the import report it.
        let (unguarded, unguardedImport, unguardedText) = roundTrip(files)
        XCTAssertEqual(unguardedImport, unguarded, unguardedText)
        XCTAssertTrue(unguarded.contains("confirm-before-discard MemoEditorViewController"), "\(unguarded)")
        files.append(SourceFile(path: "Memos/Locking.swift", text: """
            import UIKit
            func lockSwipe(of controller: UIViewController) { controller.isModalInPresentation = true }

            """))
        let (app, imported, text) = roundTrip(files)
        XCTAssertEqual(imported, app, text)
        XCTAssertTrue(app.contains("confirm-before-discard MemoEditorViewController/Cancel"), "\(app)")
        XCTAssertTrue(text.contains("  # modality-lint: disable-next-line confirm-before-discard\n  MemoEditorViewController:"), text)
        let edited = text.replacingOccurrences(of: "  # modality-lint: disable-next-line confirm-before-discard\n", with: "")
        let nearMiss = problems(Linter().lint(SourceFile(path: "app.flow.yml", text: edited)))
        XCTAssertTrue(nearMiss.contains("confirm-before-discard MemoEditorViewController"), edited)
    }

    /// The spinner alert's title and actions are not judged in the app; the import says why.
    func testAProgressAlertIsSaidInTheComment() {
        let (_, imported, text) = roundTrip([uikit])
        XCTAssertFalse(imported.contains("modal-title SettingsViewController.sync.alert"))
        XCTAssertTrue(text.contains("a progress alert (a spinner in it)"), text)
        XCTAssertTrue(text.contains("a flow file cannot say it, so its lint disables what it silences"), text)
    }

    /// A title set from a value is written as the code that sets it, never a placeholder;
    /// a bar button item with no words is named by its kind, never an empty label.
    func testNoPlaceholderTitleAndNoEmptyLabel() {
        let (_, _, text) = roundTrip([uikit])
        XCTAssertTrue(text.contains("    title: viewModel.screenTitle\n"), text)
        XCTAssertFalse(text.contains(ReadingWords.titleSetInCode), text)
        XCTAssertTrue(text.contains("- label: Bar button item"), text)
        XCTAssertFalse(text.contains("label: \"\""), text)
    }

    /// A shelf app whose tabs are where people start: the book a tab pushes is also opened
    /// as a sheet from the root (a link), and it reads full screen over a settings sheet.
    /// From the tab the settings are the second modal; from the root, the third. The app
    /// counts the fewest (from the tab) and finds nothing; the import has one `entry`, the
    /// root, so it silences modal-stack-depth where that alone raises it, and says why.
    private func shelf(settingsPresentFonts: Bool) -> SourceFile {
        SourceFile(path: "Shelf/ShelfApp.swift", text: """
            import SwiftUI
            @main
            struct ShelfApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct Book: Identifiable { let id = 1 }
            struct RootView: View {
                @State private var opened: Book?
                var body: some View {
                    TabView {
                        LibraryView().tabItem { Text("Library") }
                        StoreView().tabItem { Text("Store") }
                    }
                    .onOpenURL { _ in opened = Book() }
                    .sheet(item: $opened) { book in NavigationStack { BookView(book: book) } }
                }
            }
            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Book") { BookView(book: Book()) } }
                            .navigationTitle("Library")
                    }
                }
            }
            struct StoreView: View {
                var body: some View { NavigationStack { Text("Store").navigationTitle("Store") } }
            }
            struct BookView: View {
                let book: Book
                @State private var reading = false
                var body: some View {
                    Button("Read") { reading = true }
                        .navigationTitle("Book")
                        .fullScreenCover(isPresented: $reading) { ReaderView() }
                }
            }
            struct ReaderView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showsSettings = false
                var body: some View {
                    NavigationStack {
                        Button("Settings") { showsSettings = true }
                            .navigationTitle("Reader")
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                            }
                    }
                    .sheet(isPresented: $showsSettings) { ReaderSettingsView() }
                }
            }
            struct ReaderSettingsView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showsFonts = false
                var body: some View {
                    NavigationStack {
                        Button("Fonts") { showsFonts = true }
                            .navigationTitle("Reading")
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
                            }
                    }
                    \(settingsPresentFonts ? ".sheet(isPresented: $showsFonts) { FontsView() }" : "")
                }
            }
            struct FontsView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        Text("Fonts")
                            .navigationTitle("Fonts")
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
                            }
                    }
                }
            }
            """)
    }

    func testAModalStackCountedFromTheOtherEntriesIsSilencedWithItsReason() {
        let (app, imported, text) = roundTrip([shelf(settingsPresentFonts: false)])
        XCTAssertEqual(imported, app, text)
        XCTAssertFalse(app.contains { $0.hasPrefix("modal-stack-depth") }, "\(app)")
        XCTAssertTrue(text.contains("# also entered at: LibraryView, StoreView"), text)
        XCTAssertTrue(text.contains("which a flow file (one entry) cannot name"), text)
        // Without the line, the flow file counts from the root alone and reports it.
        let edited = text.replacingOccurrences(of: "    lint: { disable: [modal-stack-depth] }\n", with: "")
        let nearMiss = problems(Linter().lint(SourceFile(path: "app.flow.yml", text: edited)))
        XCTAssertTrue(nearMiss.contains("modal-stack-depth ReaderView/Settings"), edited)
    }

    /// The near miss: a third modal even from the tab is the app's problem, and the import's.
    func testAModalStackTooDeepFromEveryEntryStaysInTheImport() {
        let (app, imported, text) = roundTrip([shelf(settingsPresentFonts: true)])
        XCTAssertEqual(imported, app, text)
        XCTAssertTrue(app.contains("modal-stack-depth ReaderSettingsView/Fonts"), "\(app)")
    }

    func testTitleExpressions() {
        func expression(_ line: String, at name: String) -> String? {
            let bytes = Array(line.utf8)
            let start = line.utf8.count - line[line.range(of: name)!.lowerBound...].utf8.count
            return TitleExpression.at(ByteSpan(start: start, end: start + name.utf8.count), in: bytes)
        }
        XCTAssertEqual(expression("    title = String.trans_title; // set once", at: "title"), "String.trans_title")
        XCTAssertEqual(expression(".navigationTitle(vm.detailsTitleLabel)", at: "navigationTitle"), "vm.detailsTitleLabel")
        XCTAssertEqual(expression("UIAlertController(title: L10n.error(name, \"x\"), message: nil)", at: "UIAlertController"),
                       "L10n.error(name, \"x\")")
        XCTAssertEqual(expression("if title == other {", at: "title"), nil)
        // What shows an alert is not its title.
        XCTAssertEqual(expression(".alert(isPresented: $showing) {", at: "alert"), nil)
        XCTAssertEqual(expression(".alert(item: $error) { item in", at: "alert"), nil)
        XCTAssertEqual(expression(".alert($message)", at: "alert"), nil)
    }
}
