import XCTest
@testable import ModalityLintCore

/// A `UIViewControllerRepresentable` of the app shows the controller its
/// `makeUIViewController(context:)` makes. Where that is a system controller that draws its
/// own heading and a button that closes it (FrameworkBehaviour: `SFSafariViewController`,
/// `UIActivityViewController`, `UIDocumentPickerViewController`), the sheet's title and way out
/// are known, not open. Near misses: a controller of the app's own, an opaque
/// `some UIViewController` and a system controller not in the table keep them open; a system
/// controller named through `typealias UIViewControllerType` is read as the method's type.
final class WrappedSystemControllerTests: XCTestCase {
    private func screen(wrapping representable: String) throws -> CodeScreen {
        let source = """
            import SwiftUI
            import SafariServices
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var open = false
                var body: some View { NavigationStack { Button("Open") { open = true }.navigationTitle("Home").sheet(isPresented: $open) { Wrapped() } } }
            }
            final class AppBrowser: UIViewController {}
            struct Wrapped: UIViewControllerRepresentable {
            \(representable)
                func updateUIViewController(_ controller: UIViewControllerType, context: Context) {}
                final class Coordinator: NSObject {
                    func makeUIViewController(context: Int) -> UIDocumentPickerViewController { fatalError() }
                }
            }
            """
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0, readsSwiftUI: true).flow
        let index = try XCTUnwrap(flow.index(ofScreenNamed: "Wrapped"))
        return flow.screens[index]
    }

    private func settled(_ screen: CodeScreen) -> (title: Bool, wayOut: [String], edits: Bool?) {
        (!screen.unknownFacts.contains(.title) && screen.title != nil,
         screen.unknownFacts.contains(.actions) ? [] : screen.actions.filter { $0.dismisses == true }.map(\.label),
         screen.editsContent?.value)
    }

    func testASystemControllerBringsItsTitleAndWayOut() throws {
        let safari = try settled(screen(wrapping: "    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: URL(string: \"https://a.b\")!) }"))
        XCTAssertTrue(safari.title)
        XCTAssertEqual(safari.wayOut, ["Done"])
        XCTAssertEqual(safari.edits, false)

        let share = try settled(screen(wrapping: """
                func makeUIViewController(context: UIViewControllerRepresentableContext<Wrapped>)
                    -> UIActivityViewController {
                    UIActivityViewController(activityItems: [], applicationActivities: nil)
                }
            """))
        XCTAssertEqual(share.wayOut, ["Close"])
        // The share sheet wrapped into SwiftUI is the share sheet, a system modal (it adds
        // nothing to a stack of the app's modals); Safari's view is a screen like the app's.
        XCTAssertEqual(try screen(wrapping: """
                func makeUIViewController(context: Context) -> UIActivityViewController {
                    UIActivityViewController(activityItems: [], applicationActivities: nil)
                }
            """).kind, .activityView)
        XCTAssertEqual(try screen(wrapping: "    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: URL(string: \"https://a.b\")!) }").kind, .screen)

        let aliased = try settled(screen(wrapping: """
                typealias UIViewControllerType = UIDocumentPickerViewController
                func makeUIViewController(context: Context) -> UIViewControllerType { UIDocumentPickerViewController(forOpeningContentTypes: []) }
            """))
        XCTAssertEqual(aliased.wayOut, ["Cancel"])
        XCTAssertTrue(aliased.title)
    }

    func testOtherControllersStayOpen() throws {
        for body in [
            "    func makeUIViewController(context: Context) -> AppBrowser { AppBrowser() }",
            "    func makeUIViewController(context: Context) -> some UIViewController { SFSafariViewController(url: URL(string: \"https://a.b\")!) }",
            "    func makeUIViewController(context: Context) -> UIFontPickerViewController { UIFontPickerViewController() }",
            "    func makeUIViewController(context: Context) -> UIViewController { SFSafariViewController(url: URL(string: \"https://a.b\")!) }",
        ] {
            let wrapped = try screen(wrapping: body)
            XCTAssertTrue(wrapped.unknownFacts.isSuperset(of: [.title, .actions, .editsContent]), body)
            XCTAssertTrue(wrapped.actions.isEmpty, body)
        }
    }
}

/// A view of the app whose body draws a wrapped system controller (Gem's `SafariView`, whose
/// body shows its `SFSafariViewController` representable in both branches of an `if`) has
/// that controller's button: the sheet has a way out. Near miss: the same view drawing a
/// representable of the app's own controller, which draws no button, has none.
final class DrawnSystemControllerTests: XCTestCase {
    private func lint(controller: String) -> [String] {
        TestApp.lint("""
            import SwiftUI
            import SafariServices
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var open = false
                var body: some View { NavigationStack { Button("Open") { open = true }.navigationTitle("Home").sheet(isPresented: $open) { SafariView(url: URL(string: "https://a.b")!) } } }
            }
            final class AppBrowser: UIViewController { init(url: URL) { super.init(nibName: nil, bundle: nil) } }
            struct SafariView: View {
                let url: URL
                var draggable = false
                var body: some View {
                    if draggable {
                        ZStack(alignment: .top) { Base(url: url); Color.white.opacity(0.001) }
                            .presentationDetents([.large])
                    } else {
                        Base(url: url).ignoresSafeArea(.all)
                    }
                }
                fileprivate struct Base: UIViewControllerRepresentable {
                    let url: URL
                    func makeUIViewController(context: Context) -> \(controller) { \(controller)(url: url) }
                    func updateUIViewController(_ controller: \(controller), context: Context) {}
                }
            }
            """).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
    }

    func testAViewDrawingASystemControllerHasItsWayOut() {
        XCTAssertEqual(lint(controller: "SFSafariViewController"), [])
    }

    /// Near miss: the same view drawing the app's own controller, which shows no button of
    /// its own here: the sheet has no way out, and is told so.
    func testAViewDrawingTheAppsOwnControllerHasNoWayOut() {
        XCTAssertEqual(lint(controller: "AppBrowser").count, 1)
    }
}
