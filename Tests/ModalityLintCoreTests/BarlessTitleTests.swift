import XCTest
@testable import ModalityLintCore

/// A screen that certainly shows no navigation bar has its title in its content, which
/// `modal-title` does not judge (certainty.md, part 1, "Title"): a settled fact, neither a
/// diagnostic nor an uncertain note. "No bar" must itself be certain: a presenter that
/// wraps the screen in a navigation controller, code that places it in one, or a view it
/// embeds that may bring one leave it open; a shown bar with no title is still reported.
final class BarlessTitleTests: XCTestCase {
    private func lint(_ source: String) -> (findings: [String], notes: [String]) {
        let result = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source)])
        func named(_ list: [Diagnostic]) -> [String] {
            list.filter { $0.ruleID == "modal-title" }.map { String($0.message.prefix { $0 != " " }) }.sorted()
        }
        return (named(result.diagnostics), named(result.uncertain))
    }

    func testAControllerPresentedBareHasItsTitleInItsView() {
        let source = """
            class LibraryViewController: UIViewController {
                func showTip() { present(TipCardViewController(), animated: true) }
                func compose() { present(UINavigationController(rootViewController: DraftViewController()), animated: true) }
            }
            class TipCardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let close = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(done))
                    toolbarItems = [close]
                }
                @objc func done() { dismiss(animated: true) }
            }
            class DraftViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }
                @objc func cancel() { dismiss(animated: true) }
            }
            """
        let linted = lint(source)
        // Bare: settled, no note. Near miss: wrapped in a navigation controller, no title.
        XCTAssertEqual(linted.notes, [])
        XCTAssertEqual(linted.findings, ["'DraftViewController'"])
    }

    func testAControllerCodePlacesInANavigationControllerElsewhereStaysOpen() {
        let source = """
            class LibraryViewController: UIViewController {
                func showTip() { present(TipCardViewController(), animated: true) }
                func browse() { navigationController?.pushViewController(TipCardViewController(), animated: true) }
            }
            class TipCardViewController: UIViewController {
                @IBAction func done() { dismiss(animated: true) }
            }
            """
        // Pushed on a navigation controller elsewhere: a bar may show it, so "no bar" is not certain.
        XCTAssertEqual(lint(source).notes, ["'TipCardViewController'"])
    }

    /// A SwiftUI view that UIKit code hosts in a navigation controller, or in a navigation
    /// stack of its own, is placed in a navigation bar there: not a view that certainly
    /// shows none. Near miss: a view hosted bare is not placed.
    func testASwiftUIViewHostedUnderANavigationBarIsPlacedInOne() {
        let code = CodeIndexBuilder([SourceFile(path: "Library.swift", text: """
            class LibraryViewController: UIViewController {
                func browse() { present(UINavigationController(rootViewController: UIHostingController(rootView: TipCard())), animated: true) }
                func search() { present(UIHostingController(rootView: NavigationStack { SearchPanel(query: "") }), animated: true) }
                func showTip() { present(UIHostingController(rootView: HintCard()), animated: true) }
            }
            """)]).link()
        XCTAssertTrue(code.isPlacedInNavigation("TipCard"))
        XCTAssertTrue(code.isPlacedInNavigation("SearchPanel"))
        XCTAssertFalse(code.isPlacedInNavigation("HintCard"))
    }

    func testASheetThatShowsAViewItIsHandedStaysOpenWithoutABar() {
        let source = """
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showing = false
                @State private var editing = false
                var body: some View {
                    VStack { Button("Card") { showing = true }; Button("Edit") { editing = true } }
                        .sheet(isPresented: $showing) { Card { Text("Hello") } }
                        .sheet(isPresented: $editing) { NavigationStack { Editor() } }
                }
            }
            struct Card<Content: View>: View {
                @Environment(\\.dismiss) private var dismiss
                @ViewBuilder let content: Content
                var body: some View { VStack { content; Button("Close") { dismiss() } } }
            }
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Text("Draft").toolbar { Button("Done") { dismiss() } } }
            }
            """
        let linted = lint(source)
        // The view it is handed may bring a navigation bar of its own: open, not settled.
        XCTAssertEqual(linted.notes, ["'Card'"])
        // Near miss: a sheet in a navigation stack with no title is reported.
        XCTAssertEqual(linted.findings, ["'Editor'"])
    }

    /// A navigation stack under a branch (not at the top of the body, where the screen's
    /// container is read) may show a bar: not certainly barless, so open. Near miss: the
    /// same sheet with no navigation stack anywhere is settled.
    func testANavigationStackBelowTheTopOfTheBodyLeavesTheTitleOpen() {
        let source = """
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    Button("Filters") { showing = true }.sheet(isPresented: $showing) { Filters() }
                }
            }
            struct Filters: View {
                @Environment(\\.dismiss) private var dismiss
                var compact = true
                var body: some View {
                    if compact {
                        NavigationStack { Toggle("Unread", isOn: .constant(true)).toolbar { Button("Done") { dismiss() } } }
                    } else {
                        VStack { Toggle("Unread", isOn: .constant(true)); Button("Done") { dismiss() } }
                    }
                }
            }
            """
        XCTAssertEqual(lint(source).notes, ["'Filters'"])
        let bare = source.replacingOccurrences(of: "NavigationStack { Toggle", with: "VStack { Toggle")
        XCTAssertEqual(lint(bare).notes, [])
        XCTAssertEqual(lint(bare).findings, [])
    }
}
