import XCTest
@testable import ModalityLintCore

/// An app's own overloads of `.alert(...)`, `.sheet(...)` (PresentationOverloads): a call
/// only the app's overload takes, whose body reaches SwiftUI's modifier, presents as
/// SwiftUI's would, an alert's title followed through the overload to SwiftUI's call and
/// the rest the overload adds left open; a call SwiftUI's modifier takes stays SwiftUI's.
final class PresentationOverloadsTests: XCTestCase {
    private func read(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
    }

    private func screen(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CodeScreen {
        let index = try XCTUnwrap(flow.index(ofScreenNamed: name), "no screen \(name) in \(flow.screens.map(\.name))", file: file, line: line)
        return flow.screens[index]
    }

    private let overloads = """
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct AlertInfo: Identifiable { let id = 1; let title: String }
        extension View {
            func alert(item: Binding<AlertInfo?>) -> some View {
                alert(item.wrappedValue?.title ?? "", isPresented: .constant(item.wrappedValue != nil)) { Button("OK") {} }
            }
            func sheet<Content: View>(isPresented: Binding<Bool>, closable: Bool, @ViewBuilder content: @escaping () -> Content) -> some View {
                sheet(isPresented: isPresented) { NavigationStack { content().toolbar { Button("Close") { isPresented.wrappedValue = false } } } }
            }
            func toast(_ text: String) -> some View { overlay { Text(text) } }
            func popover(message: String) -> some View { overlay { Text(message) } }
        }

        """

    func testTheAppsOverloadPresentsWithItsAdditionsOpen() throws {
        let flow = read(overloads + """
            struct Root: View {
                @State private var info: AlertInfo?
                @State private var editing = false
                var body: some View {
                    List {
                        Button("Why") { info = AlertInfo(title: "Why") }
                        Button("Edit") { editing = true }
                    }
                        .alert(item: $info)
                        .sheet(isPresented: $editing, closable: true) { Editor() }
                        .popover(message: "Hint")
                }
            }
            struct Editor: View {
                @State private var text = ""
                var body: some View { TextEditor(text: $text) }
            }
            """)
        let root = try screen(flow, "Root")
        let presented = root.actions.filter { $0.edge == .present && $0.target != nil }
        XCTAssertEqual(presented.count, 2, "the alert and the sheet; the popover overload draws an overlay")
        guard case .screen(let alertName)? = presented.first?.target else { return XCTFail("the alert is presented") }
        let alert = try screen(flow, alertName)
        XCTAssertEqual(alert.kind, .alert)
        // The overload's title is SwiftUI's from a value: a title whose words the code sets.
        XCTAssertFalse(alert.unknownFacts.contains(.title))
        XCTAssertNotNil(alert.title)
        // Its buttons are the overload's, not read; SwiftUI always shows one.
        XCTAssertTrue(alert.unknownFacts.contains(.actions))
        XCTAssertFalse(alert.actions.isEmpty)
        XCTAssertEqual(presented.last?.target, .screen("Editor"))
        // The overload adds a Close button and a bar: the editor's buttons and title are open.
        XCTAssertTrue(try screen(flow, "Editor").unknownFacts.isSuperset(of: [.actions, .title, .dismissGesture]))
    }

    func testACallSwiftUIsModifierTakesIsSwiftUIs() throws {
        let flow = read(overloads + """
            struct Root: View {
                @State private var asking = false
                @State private var editing = false
                var body: some View {
                    List {
                        Button("Delete") { asking = true }
                        Button("Edit") { editing = true }
                    }
                        .alert("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                        .sheet(isPresented: $editing) { Editor() }
                }
            }
            struct Editor: View {
                @State private var text = ""
                var body: some View { TextEditor(text: $text) }
            }
            """)
        let root = try screen(flow, "Root")
        guard case .screen(let alertName)? = root.actions.first(where: { $0.edge == .present })?.target else { return XCTFail("an alert") }
        let alert = try screen(flow, alertName)
        XCTAssertEqual(alert.title?.text, "Delete?")
        XCTAssertEqual(alert.actions.map(\.label), ["Delete"])
        XCTAssertFalse(alert.unknownFacts.contains(.actions))
        // SwiftUI's own sheet: the editor's buttons are what it shows.
        let editor = try screen(flow, "Editor")
        XCTAssertFalse(editor.unknownFacts.contains(.dismissGesture), "\(editor.unknownFacts)")
    }

    /// The app's overload calling another of its own (`alert(item:)` made of `alert(item:)
    /// { actions } message: { }` made of SwiftUI's): the title is followed through both; a
    /// parameter is the caller's argument, or its default.
    func testTheTitleIsFollowedThroughTheAppsOverloads() throws {
        let flow = read("""
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            protocol AlertProtocol { var title: String { get } }
            struct Info: Identifiable, AlertProtocol { let id = 1; let title: String }
            extension View {
                func alert<Item: AlertProtocol, Actions: View, Message: View>(item: Binding<Item?>, @ViewBuilder actions: (Item) -> Actions, @ViewBuilder message: (Item) -> Message) -> some View {
                    alert(item.wrappedValue?.title ?? "", isPresented: .constant(item.wrappedValue != nil), presenting: item.wrappedValue, actions: actions, message: message)
                }
                func alert(item: Binding<Info?>) -> some View {
                    alert(item: item) { item in Button("OK") {} } message: { item in Text("More") }
                }
                func alert(notice: String = "", isPresented: Binding<Bool>) -> some View {
                    alert(notice, isPresented: isPresented) { Button("OK") {} }
                }
            }
            struct Root: View {
                @State private var info: Info?
                @State private var bare = false
                @State private var titled = false
                var body: some View {
                    List {
                        Button("Why") { info = Info(title: "Why") }
                        Button("Bare") { bare = true }
                        Button("Titled") { titled = true }
                    }
                        .alert(item: $info)
                        .alert(isPresented: $bare)
                        .alert(notice: "Saved", isPresented: $titled)
                }
            }
            """)
        let root = try screen(flow, "Root")
        let alerts = try root.actions.compactMap { action -> CodeScreen? in
            guard action.edge == .present, case .screen(let name)? = action.target else { return nil }
            return try screen(flow, name)
        }
        XCTAssertEqual(alerts.count, 3)
        // Through two overloads: SwiftUI's title is the item's, a value.
        XCTAssertFalse(alerts[0].unknownFacts.contains(.title))
        XCTAssertNil(alerts[0].title?.text)
        XCTAssertNotNil(alerts[0].title)
        // No argument for the title: its default, an empty literal, is certainly no title.
        XCTAssertEqual(alerts[1].title?.text, "")
        XCTAssertFalse(alerts[1].unknownFacts.contains(.title))
        // The near miss: the caller's argument is the title.
        XCTAssertEqual(alerts[2].title?.text, "Saved")
    }

    /// An alert or dialog whose buttons are built where the reading does not follow (an
    /// `Alert` another type's function returns, the app's overload) still has a way out: SwiftUI always
    /// shows a button (FrameworkBehaviour), and a dialog always a cancel.
    func testSwiftUIAlwaysShowsAButton() throws {
        let flow = read("""
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var asking = false
                @State private var choosing = false
                var body: some View {
                    List {
                        Button("Ask") { asking = true }
                        Button("Choose") { choosing = true }
                    }
                        .alert(isPresented: $asking) { Alerts.confirmation(for: kind) }
                        .confirmationDialog("Share", isPresented: $choosing) { ForEach(targets) { target in shareButton(target) } }
                }
                let kind = 1
            }
            """)
        let root = try screen(flow, "Root")
        let modals = try root.actions.compactMap { action -> CodeScreen? in
            guard action.edge == .present, case .screen(let name)? = action.target else { return nil }
            return try screen(flow, name)
        }
        XCTAssertEqual(modals.count, 2)
        XCTAssertTrue(modals[0].unknownFacts.contains(.actions), "the app's buttons are not read")
        XCTAssertFalse(modals[0].actions.isEmpty, "but SwiftUI shows one")
        XCTAssertTrue(modals[1].actions.contains { $0.role == .cancel }, "a dialog always has a cancel: \(modals[1].actions)")
    }
}
