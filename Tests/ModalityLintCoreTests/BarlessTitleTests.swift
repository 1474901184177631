import XCTest
@testable import ModalityLintCore

/// A screen that certainly shows no navigation bar has its title in its content, which
/// `modal-title` does not judge (certainty.md, part 1, "Title"): a settled fact, neither a
/// diagnostic nor an uncertain note. "No bar" must itself be certain: a presenter that
/// wraps the screen in a navigation controller, code that places it in one, or a view it
/// embeds that may bring one leave it open; a shown bar with no title is still reported.
final class BarlessTitleTests: XCTestCase {
    private func lint(_ source: String) -> (findings: [String], notes: [String]) {
        let result = TestApp.lint(source)
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

    private func titleFindings(_ files: [(String, String)]) -> [String] {
        TestApp.lint(files)
            .diagnostics.filter { $0.ruleID == "modal-title" }.map { String($0.message.prefix { $0 != " " }) }.sorted()
    }

    /// `parent.addChild(self)` in an extension of UIKit's controller puts the class in
    /// another controller: it embeds nothing, so its bare presentation shows no bar.
    /// Near miss: a class that adds a child to itself shows that child's bar and title.
    func testAddingItselfToAParentEmbedsNothing() {
        let source = """
            extension UIViewController {
                func attach(to parent: UIViewController) { parent.addChild(self); parent.view.addSubview(view) }
            }
            class LibraryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "About", primaryAction: UIAction { [unowned self] _ in
                        self.present(AboutCardViewController(), animated: true)
                    })
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", primaryAction: UIAction { [unowned self] _ in
                        self.present(HelpPanelViewController(), animated: true)
                    })
                }
            }
            class AboutCardViewController: UIViewController {
                @IBAction func done() { dismiss(animated: true) }
            }
            class HelpPanelViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); addChild(HelpPagesViewController()) }
                @IBAction func done() { dismiss(animated: true) }
            }
            class HelpPagesViewController: UIViewController {}
            """
        XCTAssertEqual(lint(source).notes, ["'HelpPanelViewController'"])
        XCTAssertEqual(lint(source).findings, [])
    }

    /// A style set in a method the initialiser calls (`init() { setupView() }`) is the
    /// controller's own, as one set in the initialiser is: followed, not only one level.
    func testAStyleSetWhereTheInitialiserLeadsIsTheControllers() throws {
        let flow = CodeReading.read([SourceFile(path: "A.swift", text: """
            class BusyOverlayViewController: UIViewController {
                init() { super.init(nibName: nil, bundle: nil); setupView() }
                private func setupView() { applyLook() }
                private func applyLook() { modalPresentationStyle = .overFullScreen }
            }
            class PlainViewController: UIViewController {
                func later() { modalPresentationStyle = .overFullScreen }
            }
            """)], firstFileIndex: 0).flow
        let overlay = try XCTUnwrap(flow.index(ofScreenNamed: "BusyOverlayViewController").map { flow.screens[$0] })
        XCTAssertEqual(overlay.presentation?.value, .overFullScreen)
        // Near miss: a method nothing that sets the controller up calls.
        let plain = try XCTUnwrap(flow.index(ofScreenNamed: "PlainViewController").map { flow.screens[$0] })
        XCTAssertNil(plain.presentation)
    }

    /// A heading label at the top of a controller's xib view is its title, even in a
    /// navigation bar left empty. Near miss: the same xib with body text there is reported.
    func testAXibHeadingLabelTitlesItsOwner() {
        let code = """
            final class ReportsViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Log", primaryAction: UIAction { [unowned self] _ in
                        self.present(UINavigationController(rootViewController: LogViewController()), animated: true)
                    })
                }
            }
            final class LogViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                }
                @objc func done() { dismiss(animated: true) }
            }
            """
        func xib(_ font: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LogViewController">
                        <connections><outlet property="view" destination="v1" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <label text="Sync Log" id="l1">
                                <rect key="frame" x="20" y="64" width="188" height="41"/>
                                \(font)
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        let heading = xib(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>"#)
        XCTAssertEqual(titleFindings([("App/Log.swift", code), ("App/LogViewController.xib", heading)]), [])
        let body = xib(#"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#)
        XCTAssertEqual(titleFindings([("App/Log.swift", code), ("App/LogViewController.xib", body)]), ["'LogViewController'"])
    }
    /// A body that is one of the view's own computed properties (`records.confirmationDialog(...)`)
    /// sits in that property's `NavigationStack`: the bar shows, so the advice for a missing
    /// way out is a toolbar button, not wrapping the view in a stack it already has. Near
    /// miss: the property a `#if os(tvOS)` branch builds is not what iOS shows.
    func testABodyThatIsAPropertyInANavigationStackShowsItsBar() {
        func app(body: String) -> String {
            """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    NavigationStack {
                        Button("Records") { showing = true }
                            .navigationTitle("Books")
                            .sheet(isPresented: $showing) { Records() }
                    }
                }
            }
            struct Records: View {
                var body: some View {
                    \(body)
                }
            }
            extension Records {
                var records: some View {
                    NavigationStack { List { Text("Page 12") }.navigationTitle("All Records") }
                }
                var plain: some View { List { Text("Page 12") } }
            }
            """
        }
        func advice(_ source: String) -> [String] {
            TestApp.lint(source).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
        }
        let inStack = advice(app(body: "records.padding()"))
        XCTAssertEqual(inStack.count, 1)
        XCTAssertTrue(inStack.first?.contains("ToolbarItem(placement: .confirmationAction)") ?? false, "\(inStack)")
        XCTAssertFalse(inStack.first?.contains("shows no navigation bar") ?? true, "\(inStack)")
        let tvOnly = advice(app(body: "#if os(tvOS)\n records\n #else\n plain\n #endif"))
        XCTAssertTrue(tvOnly.first?.contains("shows no navigation bar") ?? false, "\(tvOnly)")
    }
}

