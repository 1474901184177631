import XCTest
@testable import ModalityLintCore

/// Presentation modifiers applied inside a presentation's content closure (`.sheet {
/// Picker(context: c).alert(item: $c.alertInfo) }`) are the presented screen's: it presents
/// them, driven by the presenter's flags. Near misses: the presenter does not present them,
/// a branch's modifier is that branch's screen's only, and an alert applied outside the
/// closure stays the presenter's.
final class ContentClosurePresentationsTests: XCTestCase {
    private func read(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
    }

    private func screen(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CodeScreen {
        let index = try XCTUnwrap(flow.index(ofScreenNamed: name), "no screen \(name) in \(flow.screens.map(\.name))", file: file, line: line)
        return flow.screens[index]
    }

    /// The kinds of the screens a screen's actions present.
    private func presentedKinds(_ flow: CodeFlow, from screen: CodeScreen) -> [ScreenKind] {
        screen.actions.compactMap { action in
            guard action.edge == .present, case .screen(let name)? = action.target, let index = flow.index(ofScreenNamed: name) else { return nil }
            return flow.screens[index].kind
        }
    }

    private let app = """
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }

        """

    func testAnAlertAppliedToTheSheetsContentIsPresentedByTheSheet() throws {
        let flow = read(app + """
            struct Root: View {
                @State private var picking = false
                @State private var failed = false
                var body: some View {
                    Button("Pick") { picking = true }
                        .sheet(isPresented: $picking) {
                            Picker()
                                .alert("Could not load", isPresented: $failed) { Button("OK") {} }
                        }
                        .alert("Root problem", isPresented: $failed) { Button("OK") {} }
                }
                func load() { failed = true }
            }
            struct Picker: View {
                var body: some View { Text("Places") }
            }
            """)
        let root = try screen(flow, "Root")
        let picker = try screen(flow, "Picker")
        XCTAssertEqual(presentedKinds(flow, from: picker), [.alert], "the sheet's screen presents the alert applied to it")
        // Near miss: the alert applied outside the closure is the presenter's, and only it.
        XCTAssertEqual(presentedKinds(flow, from: root).filter { $0 == .alert }.count, 1)
        guard case .screen(let alertName)? = picker.actions.first(where: { $0.edge == .present })?.target else {
            return XCTFail("the picker presents its alert")
        }
        XCTAssertEqual(try screen(flow, alertName).title?.text, "Could not load")
        // Named after the presenter, after its own alerts: the id of its own stays.
        XCTAssertEqual(alertName, "Root.alert.failed.2")
    }

    func testEachBranchPresentsWhatIsAppliedInItAndAllPresentWhatIsAppliedOutside() throws {
        let flow = read(app + """
            struct Root: View {
                @State private var mode = 0
                @State private var shown = false
                @State private var asking = false
                @State private var note = false
                var body: some View {
                    Button("Open") { shown = true; mode = 1 }
                        .sheet(isPresented: $shown) {
                            NavigationStack {
                                if mode == 0 {
                                    Editor().confirmationDialog("Discard?", isPresented: $asking) { Button("Discard", role: .destructive) {} }
                                } else {
                                    Viewer()
                                }
                            }
                            .alert("Saved", isPresented: $note) { Button("OK") {} }
                        }
                }
                func ask() { asking = true; note = true }
            }
            struct Editor: View { var body: some View { Text("Edit") } }
            struct Viewer: View { var body: some View { Text("View") } }
            """)
        XCTAssertEqual(presentedKinds(flow, from: try screen(flow, "Editor")).sorted { "\($0)" < "\($1)" }, [.actionSheet, .alert])
        // Near miss: the other branch does not present the editor's dialog.
        XCTAssertEqual(presentedKinds(flow, from: try screen(flow, "Viewer")), [.alert])
    }

    func testASheetInsideTheContentIsPresentedByThePresentedScreenAndKeepsItsOwnContent() throws {
        let flow = read(app + """
            struct Root: View {
                @State private var first = false
                @State private var second = false
                @State private var problem = false
                var body: some View {
                    Button("First") { first = true }
                        .sheet(isPresented: $first) {
                            Step()
                                .sheet(isPresented: $second) {
                                    Detail().alert("Problem", isPresented: $problem) { Button("OK") {} }
                                }
                        }
                }
                func next() { second = true; problem = true }
            }
            struct Step: View { var body: some View { Text("Step") } }
            struct Detail: View { var body: some View { Text("Detail") } }
            """)
        let step = try screen(flow, "Step")
        XCTAssertEqual(step.actions.filter { $0.edge == .present }.map(\.target), [.screen("Detail")])
        XCTAssertEqual(presentedKinds(flow, from: try screen(flow, "Detail")), [.alert])
        // Near miss: the presenter presents the first sheet, not what its content presents.
        XCTAssertEqual(try screen(flow, "Root").actions.filter { $0.edge == .present }.map(\.target), [.screen("Step")])
    }

    func testTheAppsOverloadAndAUIKitWrapperAsContent() throws {
        let flow = read(app + """
            struct AlertInfo: Identifiable { let id = 1; let title: String }
            extension View {
                func alert(item: Binding<AlertInfo?>) -> some View {
                    alert(item.wrappedValue?.title ?? "", isPresented: .constant(item.wrappedValue != nil)) { Button("OK") {} }
                }
            }
            struct Root: View {
                @State private var editing = false
                @State private var info: AlertInfo?
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) {
                            ImageEditor().ignoresSafeArea().alert(item: $info)
                        }
                }
                func fail() { info = AlertInfo(title: "Too large") }
            }
            struct ImageEditor: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """)
        let editor = try screen(flow, "ImageEditor")
        XCTAssertEqual(presentedKinds(flow, from: editor), [.alert], "a UIKit wrapper presents what SwiftUI applies to it")
        guard case .screen(let alertName)? = editor.actions.first(where: { $0.edge == .present })?.target else { return XCTFail("no alert") }
        // Through the app's overload: its title is SwiftUI's, from the item (a value); its
        // buttons are the overload's, left open.
        let alert = try screen(flow, alertName)
        XCTAssertTrue(alert.unknownFacts.contains(.actions))
        XCTAssertFalse(alert.unknownFacts.contains(.title))
        XCTAssertNotNil(alert.title)
    }

    func testALabelledContentClosureIsReadAsATrailingOne() throws {
        let flow = read(app + """
            struct Root: View {
                @State private var sorting = false
                private var sortSheet: ActionSheet { ActionSheet(title: Text("Sort"), buttons: [.default(Text("Name")), .cancel()]) }
                var body: some View {
                    Button("Sort") { sorting.toggle() }
                        .actionSheet(isPresented: $sorting, content: { self.sortSheet })
                }
            }
            """)
        XCTAssertEqual(presentedKinds(flow, from: try screen(flow, "Root")), [.actionSheet])
    }
}
