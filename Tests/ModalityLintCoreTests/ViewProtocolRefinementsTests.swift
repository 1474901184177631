import XCTest
@testable import ModalityLintCore

/// An app's own protocol that refines `View` (`protocol PlatformView: View`, its `body`
/// given by a protocol extension) makes the types that conform to it views, through any
/// chain of the app's protocols. Near misses: a protocol that refines no view protocol, and
/// one of a package the run does not hold, make nothing a view.
final class ViewProtocolRefinementsTests: XCTestCase {
    private func read(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
    }

    private let source = """
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        protocol PlatformView: View {
            associatedtype iOSBody: View
            var iOSView: iOSBody { get }
        }
        extension PlatformView {
            var body: some View { iOSView }
        }
        protocol MenuView: PlatformView {}
        protocol Describing { var summary: String { get } }
        struct Root: View {
            var body: some View {
                VStack { EditMenu(); DeleteMenu(); Plain(); Packaged() }
            }
        }
        struct EditMenu: PlatformView {
            @State private var confirming = false
            var iOSView: some View {
                Button("Delete") { confirming = true }
                    .confirmationDialog("Delete?", isPresented: $confirming) { Button("Delete", role: .destructive) {} }
            }
        }
        struct DeleteMenu: MenuView {
            @State private var asking = false
            var iOSView: some View {
                Button("Remove") { asking = true }
                    .alert("Remove?", isPresented: $asking) { Button("Remove", role: .destructive) {} }
            }
        }
        struct Plain: Describing {
            @State private var shown = false
            var summary: String { "plain" }
            var sheet: some View { Text("x").sheet(isPresented: $shown) { Text("y") } }
            func show() { shown = true }
        }
        struct Packaged: PackageView {
            @State private var shown = false
            var content: some View { Text("x").alert("Hi", isPresented: $shown) { Button("OK") {} } }
            func show() { shown = true }
        }

        """

    func testConformingToTheAppsRefinementOfViewMakesAView() {
        let index = CodeIndexBuilder([SourceFile(path: "App.swift", text: source)]).link()
        let views = SwiftUIViewTypes(index: index)
        XCTAssertTrue(views.isViewType("EditMenu"))
        XCTAssertTrue(views.isViewType("DeleteMenu"), "through a chain of the app's protocols")
        // Near misses: a protocol that refines no view protocol, and one the run does not declare.
        XCTAssertFalse(views.isViewType("Plain"))
        XCTAssertFalse(views.isViewType("Packaged"))
        XCTAssertFalse(views.isViewType("PlatformView"), "a protocol is not a view type of its own")
    }

    /// A package's protocol that refines `View`, listed in `FrameworkBehaviour` (SwiftUIFlux's
    /// `ConnectedView`, whose extension's `body` calls `body(props:)`), makes its conformers
    /// views too; the near miss, a package's protocol the table does not list, still says
    /// nothing, and an app that declares a protocol of the listed name is read from its own.
    func testAPackagesRefinementOfViewInTheFrameworkTableMakesAView() {
        let connected = """
            struct Shelf: ConnectedView {
                struct Props { let count: Int }
                @State private var sorting = false
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: 0) }
                func body(props: Props) -> some View {
                    Button("Sort") { sorting = true }
                        .actionSheet(isPresented: $sorting) { ActionSheet(title: Text("Sort")) }
                }
            }
            """
        let packaged = CodeIndexBuilder([SourceFile(path: "App.swift", text: source + connected)]).link()
        XCTAssertTrue(SwiftUIViewTypes(index: packaged).isViewType("Shelf"))
        XCTAssertFalse(SwiftUIViewTypes(index: packaged).isViewType("Packaged"))
        let redeclared = "protocol ConnectedView { func map() }\n" + connected
        let own = CodeIndexBuilder([SourceFile(path: "App.swift", text: redeclared)]).link()
        XCTAssertFalse(SwiftUIViewTypes(index: own).isViewType("Shelf"), "the app's own ConnectedView refines nothing")
        let kinds = read(source.replacingOccurrences(of: "Packaged() }", with: "Packaged(); Shelf() }") + connected)
            .screens.filter { $0.kind == .actionSheet }.map(\.name)
        XCTAssertTrue(kinds.contains { $0.hasPrefix("Shelf.actionSheet") }, "\(kinds)")
    }

    func testTheConformersPresentationsAreRead() {
        let flow = read(source)
        let kinds = flow.screens.filter { [.alert, .actionSheet].contains($0.kind) }.map(\.name).sorted()
        XCTAssertTrue(kinds.contains { $0.hasPrefix("EditMenu.actionSheet") }, "\(kinds)")
        XCTAssertTrue(kinds.contains { $0.hasPrefix("DeleteMenu.alert") }, "\(kinds)")
        XCTAssertFalse(kinds.contains { $0.hasPrefix("Packaged") }, "\(kinds)")
    }
}
