import XCTest
@testable import ModalityLintCore

/// A sheet whose whole content is the app's `UIViewRepresentable` making a `WKWebView` (a
/// licence page, a menu on the web): UIKit draws no bar and no button around the page, and a
/// representable that holds no binding, closure, dismiss action or object of the app's has
/// nothing to close the sheet with, so only the swipe does (blind round 14: resell's EULA
/// sheet, penn-mobile's dining menu). The page's heading is the page's: its title stays open.
final class WebPageSheetTests: XCTestCase {
    private func problems(_ representable: String) -> [String] {
        let source = """
            import SwiftUI
            import WebKit
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showingTerms = false
                var body: some View {
                    NavigationStack {
                        Button("Terms") { showingTerms = true }
                            .navigationTitle("Settings")
                            .sheet(isPresented: $showingTerms) { TermsPage(url: URL(string: "https://example.com")!) }
                    }
                }
            }
            \(representable)
            """
        return TestApp.lint(source).diagnostics.map { "\($0.start.line) \($0.ruleID)" }
    }

    func testAWebPageSheetHasNoWayOutButTheSwipe() {
        XCTAssertEqual(problems("""
            struct TermsPage: UIViewRepresentable {
                let url: URL
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
            }
            """), ["14 modal-dismiss-button"])
    }

    /// Near misses: a representable handed a closure (its coordinator may close the sheet
    /// when the page says so), or making a view of the app's own, stays open.
    func testARepresentableThatMayCloseOrMakesTheAppsViewStaysOpen() {
        XCTAssertEqual(problems("""
            struct TermsPage: UIViewRepresentable {
                let url: URL
                var onAccept: () -> Void = {}
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
            }
            """), [])
        XCTAssertEqual(problems("""
            final class TermsWebView: WKWebView {}
            struct TermsPage: UIViewRepresentable {
                let url: URL
                func makeUIView(context: Context) -> TermsWebView { TermsWebView() }
                func updateUIView(_ view: TermsWebView, context: Context) { view.load(URLRequest(url: url)) }
            }
            """), [])
    }
}
