import XCTest
@testable import ModalityLintCore

/// An app's own overloads of `.alert(...)`, `.sheet(...)` (PresentationOverloads): a call
/// only the app's overload takes, whose body reaches SwiftUI's modifier, presents as
/// SwiftUI's would, with what the overload adds left open; a call SwiftUI's modifier takes
/// stays SwiftUI's.
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
        XCTAssertTrue(alert.unknownFacts.isSuperset(of: [.title, .actions]))
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
}
