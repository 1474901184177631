import XCTest
@testable import ModalityLintCore

/// A way out that only a Mac build compiles is no way out on iPhone and iPad: a branch
/// whose condition is false on iOS (`#if targetEnvironment(macCatalyst)`, `#if os(macOS)`)
/// is not iOS code, nor is a method only that branch names (certainty.md, part 2,
/// "Conditions").
final class OffiOSWayOutTests: XCTestCase {
    private func infoScreen(closeButton condition: String?, closeMentionedElsewhere: Bool = false) -> String {
        let button = "navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))"
        let made = condition.map { "#if \($0)\n        \(button)\n        #endif" } ?? button
        return """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Info", style: .plain, target: self, action: #selector(showInfo))
                }

                @objc func showInfo() {
                    present(UINavigationController(rootViewController: InfoViewController()), animated: true)
                }
            }

            final class InfoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Info"
                    \(made)
                }

                @objc func close() {
                    dismiss(animated: true)
                }
            \(closeMentionedElsewhere ? "    override func accessibilityPerformEscape() -> Bool { close(); return true }\n" : "")}

            """
    }

    private func lint(_ code: String) -> AppLintResult {
        TestApp.lint(code)
    }

    private func reportsNoWayOut(_ code: String) -> Bool {
        lint(code).diagnostics.contains { $0.ruleID == "modal-dismiss-button" && $0.message.contains("InfoViewController") }
    }

    func testACloseButtonOnlyTheMacBuildMakesLeavesNoWayOut() {
        XCTAssertTrue(reportsNoWayOut(infoScreen(closeButton: "targetEnvironment(macCatalyst)")))
        XCTAssertTrue(reportsNoWayOut(infoScreen(closeButton: "os(macOS) || targetEnvironment(macCatalyst)")))
        // Nor is its method a hidden way out: only the Mac's button calls it.
        XCTAssertTrue(lint(infoScreen(closeButton: "targetEnvironment(macCatalyst)")).uncertain.isEmpty)
    }

    func testACloseButtonIOSCompilesIsAWayOut() {
        // The near misses: iOS builds the branch, or both branches may be built.
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: nil)))
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: "os(iOS)")))
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: "!targetEnvironment(macCatalyst)")))
        XCTAssertFalse(reportsNoWayOut(infoScreen(closeButton: "BETA")), "a flag the tool cannot decide keeps its branch")
    }

    func testADebugOnlyCloseButtonDoesNotShip() {
        XCTAssertTrue(reportsNoWayOut(infoScreen(closeButton: "DEBUG")))
    }

    func testAMethodIOSCodeAlsoCallsMayStillClose() {
        // iOS code calls the method too (the escape gesture): the reading stays open.
        let code = infoScreen(closeButton: "targetEnvironment(macCatalyst)", closeMentionedElsewhere: true)
        XCTAssertFalse(reportsNoWayOut(code))
    }

    /// A SwiftUI sheet whose close button only the Mac build compiles: the message says so,
    /// at the `dismiss` in the file, since the fix is to compile that button for iOS too.
    /// Near miss: the button iOS compiles too is a way out, and nothing is reported.
    func testASwiftUICloseButtonOnlyTheMacBuildMakesIsNamedInTheMessage() throws {
        func app(_ condition: String) -> String {
            """
            import SwiftUI

            @main
            struct Mesh: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }

            struct HomeView: View {
                @State private var showsHelp = false
                var body: some View {
                    NavigationStack {
                        Button("Help") { showsHelp = true }
                            .navigationTitle("Home")
                            .sheet(isPresented: $showsHelp) { HelpView() }
                    }
                }
            }

            struct HelpView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("Help").font(.title)
                        Text("Tap a node to see it.")
                        #if \(condition)
                        Button { dismiss() } label: { Label("Close", systemImage: "xmark") }
                        #endif
                    }
                }
            }

            """
        }
        let diagnostics = TestApp.lint(app("targetEnvironment(macCatalyst)")).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(try XCTUnwrap(diagnostics.first).message,
                       "'HelpView' is presented modally but offers no action that dismisses it on iPhone and iPad: the `dismiss` "
                       + "its code calls at App.swift:26 is compiled only under `#if targetEnvironment(macCatalyst)`: show that "
                       + "button on iOS too (move it out of the `#if`), or give the iOS build a Done button of its own")
        XCTAssertTrue(TestApp.lint(app("os(iOS)")).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.isEmpty)
    }
}
