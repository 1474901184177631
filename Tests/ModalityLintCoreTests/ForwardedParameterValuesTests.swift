import XCTest
@testable import ModalityLintCore

/// A view an app's `extension View` method builds draws its Done only `if style == .modal`;
/// the screen's call leaves `style` at the method's default `.navigation`, here through an
/// overload that hands its own parameter on, as isowords' `.navigationStyle(title:)` does.
/// Followed back to the screen's call, that screen has no Done (it was read as one that
/// only goes back). Near misses: the screen that passes `.modal` has the Done, and one that
/// passes a value of its own is not settled by the reading. (The screen is pushed inside a
/// sheet, where a Done that only goes back is judged.)
final class ForwardedParameterValuesTests: XCTestCase {
    private func source(call: String) -> String {
        """
        import SwiftUI
        enum BarStyle { case modal, navigation }
        extension View {
            func appBar<Trailing: View>(title: String, style: BarStyle = .navigation, trailing: Trailing) -> some View {
                AppBar(content: self, style: style, title: title)
            }
            func appBar(title: String, style: BarStyle = .navigation) -> some View {
                self.appBar(title: title, style: style, trailing: EmptyView())
            }
        }
        private struct AppBar<Content: View>: View {
            let content: Content
            let style: BarStyle
            let title: String
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                VStack {
                    HStack {
                        Text(title)
                        if self.style == .modal {
                            Button("Done") { dismiss() }
                        }
                    }
                    content
                }
            }
        }
        struct HomeView: View {
            @State private var browsing = false
            var body: some View {
                NavigationStack { Button("Browse") { browsing = true }.navigationTitle("Home") }
                    .sheet(isPresented: $browsing) { BrowserView() }
            }
        }
        struct BrowserView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    NavigationLink("Stats") { StatsView(wide: false) }
                        .navigationTitle("Browse")
                        .toolbar { Button("Close") { dismiss() } }
                }
            }
        }
        struct StatsView: View {
            let wide: Bool
            var body: some View {
                Text("Stats")\(call)
            }
        }
        @main struct StatsApp: App { var body: some Scene { WindowGroup { HomeView() } } }
        """
    }

    private func doneMisuse(_ call: String) -> [Diagnostic] {
        TestApp.lint(source(call: call)).diagnostics.filter { $0.ruleID == "done-button-misuse" }
    }

    func testADefaultHandedOnThroughAnOverloadHidesTheDone() {
        XCTAssertEqual(doneMisuse(".appBar(title: \"Stats\")").count, 0)
        XCTAssertEqual(doneMisuse(".appBar(title: \"Stats\", style: .navigation, trailing: EmptyView())").count, 0)
        XCTAssertEqual(doneMisuse(".appBar(title: \"Stats\", style: BarStyle.navigation)").count, 0)
        // A conditional written over lines is one argument (`: b` on a line of its own).
        XCTAssertEqual(doneMisuse(".appBar(title: wide\n ? \"Wide\"\n : \"Stats\")").count, 0)
    }

    func testTheCaseThatShowsTheDoneKeepsIt() {
        XCTAssertEqual(doneMisuse(".appBar(title: \"Stats\", style: .modal)").count, 1)
        XCTAssertEqual(doneMisuse(".appBar(title: \"Stats\", style: .modal, trailing: EmptyView())").count, 1)
    }

    func testAValueOfTheScreensOwnIsNotSettled() {
        XCTAssertEqual(doneMisuse(".appBar(title: \"Stats\", style: wide ? .modal : .navigation)").count, 1)
    }
}
