import XCTest
@testable import ModalityLintCore

/// A view builder may declare locals before its view (`let scale = ...` then
/// `NavigationView { ... }`, Swift 5.4): the view after them is the body's, with its
/// navigation bar. MoodSnap's Insights sheet was told it "shows no navigation bar" and to
/// wrap itself in one it has (round 25 critique).
final class LocalsBeforeTheBodyViewTests: XCTestCase {
    private func dismissAdvice(bodyStart: String) -> [String] {
        TestApp.lint("""
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    NavigationStack {
                        Button("Insights") { showing = true }
                            .navigationTitle("Diary")
                            .sheet(isPresented: $showing) { InsightsView() }
                    }
                }
            }
            struct InsightsView: View {
                @State private var scale = 1
                var body: some View {
                    \(bodyStart)
                    NavigationView {
                        Text("Mood over time")
                            .navigationBarTitle(Text("Insights"))
                    }
                }
            }
            """).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.message)
    }

    func testTheViewAfterLocalsIsTheBodysWithItsBar() {
        let messages = dismissAdvice(bodyStart: "let months: Int = max(scale, 1)\n        let copy = months")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertFalse(messages.joined().contains("shows no navigation bar"), "\(messages)")
    }

    /// Near miss: the same body with no locals reads the same.
    func testTheSameBodyWithoutLocalsReadsTheSame() {
        XCTAssertEqual(dismissAdvice(bodyStart: ""), dismissAdvice(bodyStart: "let months = scale"))
    }
}
