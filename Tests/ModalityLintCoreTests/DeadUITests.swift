import XCTest
@testable import ModalityLintCore

/// Storyboard content nothing live reaches is not judged (certainty.md, part 2, "Dead UI"),
/// and a scene whose container embeds other controllers may end its flow through them.
final class DeadUITests: XCTestCase {
    private func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="lib">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="Library" id="lib" customClass="LibraryViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Library" id="n1"/>
                        <connections>
                            <segue destination="add" kind="presentation" identifier="AddObservationSegue" id="m1"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="add" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Add" id="n2"/>
        \(scenes)
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    private func read(_ storyboard: String, code: String) -> (document: FlowDocument, diagnostics: [Diagnostic], deadSegues: Int) {
        let files = [SourceFile(path: "Main.storyboard", text: storyboard), SourceFile(path: "Library.swift", text: code)]
        let document = AppReader.read(files).document!
        let result = Linter(configuration: .everyRuleOn).lint(app: files)
        return (document, result.diagnostics, result.deadSegueCount)
    }

    private let library = "import UIKit\nfinal class LibraryViewController: UIViewController {}\n"

    func testAManualSegueNoCodePerformsLeadsNowhere() {
        let dead = read(storyboard(""), code: library)
        XCTAssertEqual(dead.deadSegues, 1)
        XCTAssertEqual(dead.document.screens.flatMap(\.actions).compactMap(\.present?.value), [])
        XCTAssertFalse(dead.diagnostics.contains { $0.ruleID == "modal-dismiss-button" }, "the scene is never shown")

        // The near miss: code performs it, so the scene is presented, with no way out.
        let performed = library.replacingOccurrences(
            of: "{}", with: "{ func add() { performSegue(withIdentifier: \"AddObservationSegue\", sender: nil) } }")
        let live = read(storyboard(""), code: performed)
        XCTAssertEqual(live.deadSegues, 0)
        XCTAssertEqual(live.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.count, 1)
    }

    func testAnIdentifierCodeNamesAsAnEnumCaseMayBePerformed() {
        let named = library + "enum Segue: String { case AddObservationSegue }\n"
        XCTAssertEqual(read(storyboard(""), code: named).deadSegues, 0)
    }

    func testAContainerThatEmbedsControllersMayEndItsFlowThroughThem() {
        let performed = library.replacingOccurrences(
            of: "{}", with: "{ func add() { performSegue(withIdentifier: \"AddObservationSegue\", sender: nil) } }")
        let embedding = storyboard("""
                        <view key="view" id="v"><subviews>
                            <containerView id="c"><connections><segue destination="child" kind="embed" id="e"/></connections></containerView>
                        </subviews></view>
            """).replacingOccurrences(of: "</scenes>", with: """
                <scene sceneID="s3"><objects>
                    <viewController id="child" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
            """)
        XCTAssertFalse(read(embedding, code: performed).diagnostics.contains { $0.ruleID == "modal-dismiss-button" })
    }
}

/// `#if DEBUG` code never ships (certainty.md, part 2, "Conditions"): it is read only with
/// `debug: true`.
final class DebugCodeTests: XCTestCase {
    private let source = """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var showingLog = false
            var body: some View {
                NavigationStack {
                    Text("Home").navigationTitle("Home")
                    #if DEBUG
                    Button("Log") { showingLog = true }
                        .fullScreenCover(isPresented: $showingLog) { DebugLog() }
                    #else
                    Text("Release")
                    #endif
                }
            }
        }
        struct DebugLog: View { var body: some View { NavigationStack { Text("log").navigationTitle("Log") } } }
        """

    private func rules(debug: Bool) -> [String] {
        var configuration = LintConfiguration.everyRuleOn
        configuration.lintsDebugCode = debug
        return Linter(configuration: configuration).lint(app: [SourceFile(path: "App.swift", text: source)]).diagnostics.map(\.ruleID)
    }

    func testDebugOnlyScreensAreNotJudgedByDefault() {
        XCTAssertFalse(rules(debug: false).contains("modal-dismiss-button"))
        XCTAssertTrue(rules(debug: true).contains("modal-dismiss-button"), "debug: true reads the debug menu's cover")
    }

    func testTheElseOfDebugIsRead() {
        let lexed = SwiftLexer.lex(Array(source.utf8))
        let release = lexed.tokens.firstIndex { lexed.text(of: $0) == "\"Release\"" }!
        let log = lexed.tokens.firstIndex { lexed.text(of: $0) == "\"Log\"" }!
        XCTAssertFalse(lexed.isExcludedFromiOS(lexed.tokens[release].span.start))
        XCTAssertTrue(lexed.isExcludedFromiOS(lexed.tokens[log].span.start))
    }
}
