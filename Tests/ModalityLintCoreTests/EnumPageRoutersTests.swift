import XCTest
@testable import ModalityLintCore

/// An app's own navigation model driven by an enum of pages (issue 23): a case handed to a
/// method that stores it into a presentation's item is presented with the style that item
/// closes; anything less closed presents nothing. And a view built where its site fixes a
/// property to `false` or `nil`: the branches that property guards never run there.
final class EnumPageRoutersTests: XCTestCase {
    private func read(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
    }

    /// The screens the flow's actions present, with their styles.
    private func presented(_ flow: CodeFlow) -> [String: PresentationStyle] {
        var result: [String: PresentationStyle] = [:]
        for screen in flow.screens {
            for action in screen.actions where action.edge == .present {
                if case .screen(let name)? = action.target, let style = action.style { result[name] = style }
            }
        }
        return result
    }

    private let navigation = """
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        enum Page {
            case editor, viewer
        }
        extension Page {
            @ViewBuilder func view() -> some View {
                switch self {
                case .editor: Editor()
                case .viewer: Viewer()
                }
            }
        }
        final class Layer: Identifiable {
            let page: Page
            init(page: Page) { self.page = page }
        }
        final class Model {
            static let main = Model()
            var layers: [Layer] = []
            var path: [Page] = []
            var stacked = false
            func open(_ page: Page) { layers.append(Layer(page: page)) }
            func show(_ page: Page) {
                if stacked { path.append(page) } else { open(page) }
            }
        }
        struct Host: View {
            let layer: Layer
            var body: some View { layer.page.view() }
        }
        struct Root: View {
            var body: some View {
                Text("Root")
                    .sheet(item: Binding(get: { Model.main.layers.last }, set: { _ in })) { layer in Host(layer: layer) }
            }
        }
        struct Editor: View {
            @State private var text = ""
            var body: some View { TextEditor(text: $text) }
        }
        struct Viewer: View {
            var body: some View { Text("Read only") }
        }

        """

    func testACaseHandedToAMethodThatStoresItInASheetsItemIsASheet() {
        let flow = read(navigation + """
            struct Feed: View {
                var body: some View {
                    Button("Write") { Model.main.open(.editor) }
                }
            }
            """)
        XCTAssertEqual(presented(flow)["Editor"], .sheet)
        // The host shows whichever page its layer holds: it is not the page.
        let host = flow.screens.first { $0.name == "Host" }
        XCTAssertTrue(host?.unknownFacts.contains(.actions) ?? true)
    }

    /// Near miss: `show(_:)` pushes the page on one path and opens a sheet on the other:
    /// which one a call gets is not closed, so it presents nothing.
    func testAMethodThatMayPushOrPresentPresentsNothing() {
        let flow = read(navigation + """
            struct Feed: View {
                var body: some View {
                    Button("Read") { Model.main.show(.viewer) }
                }
            }
            """)
        XCTAssertNil(presented(flow)["Viewer"])
    }

    /// Near miss: a call whose receiver the reading cannot type may be either of two
    /// models' `open(_:)`, one of which does something else with the page.
    func testACallThatMayBeTwoRoutersThatDisagreePresentsNothing() {
        let flow = read(navigation + """
            final class Other {
                var current: Page?
                func open(_ page: Page) { current = page }
            }
            struct Feed: View {
                let router: AnyObject
                var body: some View {
                    Button("Write") { router.open(.editor) }
                }
            }
            """)
        XCTAssertNil(presented(flow)["Editor"])
    }

    private let closeButton = """
        struct Close: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var asking = false
            var asksFirst = false
            var body: some View {
                Button("Cancel") {
                    if asksFirst { asking = true } else { dismiss() }
                }
                .confirmationDialog("Discard?", isPresented: $asking) {
                    Button("Discard", role: .destructive) { dismiss() }
                }
            }
        }

        """

    private func cancel(in flow: CodeFlow, of screen: String) -> CodeAction? {
        flow.screens.first { $0.name == screen }?.actions.first { $0.label == "Cancel" && $0.edge == nil }
    }

    /// Built with the default (the memberwise initialiser), the button never asks there;
    /// built with a value, it may.
    func testABranchThePropertysFixedFalseRulesOutNeverRunsAtThatSite() {
        let flow = read("@main struct A: App { var body: some Scene { WindowGroup { Root() } } }\n" + closeButton + """
            struct Root: View {
                @State private var a = false
                @State private var b = false
                var body: some View {
                    Button("Open") { a = true; b = true }
                        .sheet(isPresented: $a) { Plain() }
                        .sheet(isPresented: $b) { Careful() }
                }
            }
            struct Plain: View {
                var body: some View { NavigationStack { Text("A").toolbar { Close() } } }
            }
            struct Careful: View {
                @State private var text = ""
                var body: some View { NavigationStack { TextEditor(text: $text).toolbar { Close(asksFirst: !text.isEmpty) } } }
            }
            """)
        let plain = cancel(in: flow, of: "Plain")
        XCTAssertEqual(plain?.dismisses, true)
        XCTAssertNil(plain?.confirm)
        XCTAssertNotNil(cancel(in: flow, of: "Careful")?.confirm)
    }

    /// A trailing closure goes to the closure property the initialiser takes, as the
    /// compiler matches it: `Tap { print("tapped") }` hands `action` code that closes
    /// nothing, so that Cancel does not close the picker. Near miss: a trailing closure that
    /// dismisses leaves the Cancel a way out.
    func testATrailingClosureIsTheClosurePropertysArgument() {
        func picker(_ handed: String) -> String {
            """
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var a = false
                var body: some View {
                    Button("Open") { a = true }
                        .sheet(isPresented: $a) { Picker() }
                }
            }
            struct Tap: View {
                var action: (() -> Void)? = nil
                var body: some View {
                    Button("Cancel") {
                        if let action { action() }
                    }
                }
            }
            struct Picker: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { NavigationStack { Text("A").toolbar { Tap { \(handed) } } } }
            }
            """
        }
        let inert = cancel(in: read(picker("print(\"tapped\")")), of: "Picker")
        XCTAssertNotNil(inert)
        XCTAssertEqual(inert?.dismisses, false, "the handed-in closure closes nothing")
        let closing = cancel(in: read(picker("dismiss()")), of: "Picker")
        XCTAssertNotNil(closing)
        XCTAssertNotEqual(closing?.dismisses, false, "the handed-in closure closes the picker")
    }

    /// Near miss: a local of the property's name (or a parameter) is not the property.
    func testALocalOfTheSameNameIsNotTheProperty() {
        let flow = read("""
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var a = false
                var body: some View {
                    Button("Open") { a = true }
                        .sheet(isPresented: $a) { Picker() }
                }
            }
            struct Close: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var asking = false
                var asksFirst = false
                var body: some View {
                    Button("Cancel") {
                        let asksFirst = !asking
                        if asksFirst { asking = true } else { dismiss() }
                    }
                    .confirmationDialog("Discard?", isPresented: $asking) {
                        Button("Discard", role: .destructive) { dismiss() }
                    }
                }
            }
            struct Picker: View {
                var body: some View { NavigationStack { Text("A").toolbar { Close() } } }
            }
            """)
        XCTAssertNotNil(cancel(in: flow, of: "Picker")?.confirm, "the local may be true: it may ask first")
    }

    /// A method both readings find presenting (a UIKit controller on one path, a page of
    /// the navigator on the other) stands for its callers once, with both presentations.
    func testAMethodThatAlsoPresentsAControllerKeepsBothPresentations() {
        let flow = read(navigation + """
            struct Feed: View {
                var body: some View { Button("Go") { go() } }
                func go() {
                    if Bool.random() {
                        let top = UIApplication.shared.connectedScenes.first
                        top?.present(UIHostingController(rootView: Viewer()), animated: true)
                    } else {
                        Model.main.open(.editor)
                    }
                }
            }
            """)
        let presenter = flow.screens.first { $0.name == "Feed.go" }
        XCTAssertEqual(presenter?.isUnnamedPresenter, true)
        XCTAssertEqual(presenter?.actions.count, 2, "\(presenter?.actions.map(\.label) ?? [])")
    }
}
