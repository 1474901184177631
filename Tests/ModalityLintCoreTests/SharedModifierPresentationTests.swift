import XCTest
@testable import ModalityLintCore

/// A presentation inside a modifier of the app's that several screens apply
/// (`.webSheet(url:)` wrapping `.sheet(item:)`) is each screen's own, changed where that
/// screen applies the modifier: a third modal on the stack is reported at the use, not in
/// the shared modifier (gem's SafariViewModifier, twenty screens, blind audit round 5).
/// Near miss: a modifier only one screen applies is that screen's code: reported in it.
final class SharedModifierPresentationTests: XCTestCase {
    private func source(sharedWithRoot: Bool) -> String {
        """
        import SwiftUI
        struct WebSheetModifier: ViewModifier {
            @Binding var url: URL?
            func body(content: Content) -> some View {
                content.sheet(item: $url) { url in WebPage(url: url) }
            }
        }
        extension View {
            func webSheet(url: Binding<URL?>) -> some View { modifier(WebSheetModifier(url: url)) }
        }
        struct WebPage: View {
            let url: URL
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack { Text("page").navigationTitle("Help").toolbar { Button("Done") { dismiss() } } }
            }
        }
        struct RootView: View {
            @State private var first = false
            @State private var help: URL?
            var body: some View {
                NavigationStack { Button("Open") { first = true }.navigationTitle("Home") }
                    .sheet(isPresented: $first) { SheetOne() }
                    \(sharedWithRoot ? ".webSheet(url: $help)" : "")
            }
        }
        struct SheetOne: View {
            @State private var second = false
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Button("More") { second = true }
                        .navigationTitle("One")
                        .toolbar { Button("Done") { dismiss() } }
                }
                .sheet(isPresented: $second) { SheetTwo() }
            }
        }
        struct SheetTwo: View {
            @State private var help: URL?
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Button("Help") { help = URL(string: "https://example.com") }
                        .navigationTitle("Two")
                        .toolbar { Button("Done") { dismiss() } }
                }
                .webSheet(url: $help)
            }
        }
        @main struct HelpApp: App { var body: some Scene { WindowGroup { RootView() } } }
        """
    }

    private func stackLines(_ result: AppLintResult) -> [Int] {
        result.diagnostics.filter { $0.ruleID == "modal-stack-depth" && $0.message.contains("'WebPage'") }.map(\.start.line)
    }

    func testASharedModifiersPresentationIsPlacedWhereTheScreenAppliesIt() {
        XCTAssertEqual(stackLines(TestApp.lint(source(sharedWithRoot: true))), [48])
    }

    func testAModifierOneScreenAppliesIsThatScreensCode() {
        XCTAssertEqual(stackLines(TestApp.lint(source(sharedWithRoot: false))), [5])
    }
}
