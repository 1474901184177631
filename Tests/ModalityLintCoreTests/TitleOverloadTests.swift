import XCTest
@testable import ModalityLintCore

/// An app may declare its own `navigationTitle(_:)` (taking an enum of its screens). That
/// overload does not hide SwiftUI's: a call sets the title whichever one its argument picks,
/// so a sheet titled either way is titled. The near miss: a sheet in a navigation stack that
/// calls neither is still reported.
final class TitleOverloadTests: XCTestCase {
    private func lint(_ title: String) -> [Int] {
        let source = """
        import SwiftUI
        enum ScreenName: String { case settings }
        extension View {
            func navigationTitle(_ screen: ScreenName) -> some View { modifier(Titled(text: screen.rawValue)) }
        }
        struct Titled: ViewModifier {
            let text: String
            func body(content: Content) -> some View { content.navigationTitle(text) }
        }
        @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    Button("Help") { showing = true }
                        .navigationTitle(.settings)
                        .sheet(isPresented: $showing) { Unsupported() }
                }
            }
        }
        struct Unsupported: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                NavigationView {
                    Text("This inverter is not supported")
                        \(title)
                        .toolbar { Button("Close") { dismiss() } }
                }
            }
        }
        """
        let result = TestApp.lint(source)
        return result.diagnostics.filter { $0.ruleID == "modal-title" }.map(\.start.line)
    }

    func testSwiftUIsTitleIsATitleBesideTheAppsOwnOverload() {
        XCTAssertEqual(lint(".navigationTitle(\"Unsupported\")"), [])
    }

    func testTheAppsOverloadIsATitleToo() {
        XCTAssertEqual(lint(".navigationTitle(.settings)"), [])
    }

    func testASheetWithNeitherIsStillReported() {
        XCTAssertEqual(lint(""), [21])
    }
}
