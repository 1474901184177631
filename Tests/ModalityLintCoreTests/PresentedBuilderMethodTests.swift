import XCTest
@testable import ModalityLintCore

/// A view's method that only builds what one of its presentations shows (`.sheet(isPresented:
/// $show, content: makeSheet)`, `.sheet(...) { makeSheet() }`) builds the presented screen:
/// its views and their buttons are the sheet's, not the presenting view's. Near miss: the
/// same method also called in the view's body builds part of the view itself (the timeline
/// is pushed inside a sheet, where a Done that only goes back is judged).
final class PresentedBuilderMethodTests: XCTestCase {
    private func source(alsoInBody: Bool) -> String {
        """
        import SwiftUI
        struct RootView: View {
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
                    NavigationLink("Timeline") { TimelineView() }
                        .navigationTitle("Browse")
                        .toolbar { Button("Close") { dismiss() } }
                }
            }
        }
        struct TimelineView: View {
            @State private var showText = false
            var body: some View {
                VStack {
                    Button("Select Text") { showText = true }
                    \(alsoInBody ? "makeSelectableText()" : "")
                }
                .navigationTitle("Timeline")
                .sheet(isPresented: $showText, content: makeSelectableText)
            }
            private func makeSelectableText() -> some View {
                SelectableTextView()
            }
        }
        struct SelectableTextView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Text("Hello")
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
                        .navigationTitle("Select Text")
                }
            }
        }
        """
    }

    private func aboutTheTimelinesDone(_ result: AppLintResult) -> [String] {
        (result.diagnostics + result.uncertain).filter { $0.ruleID == "done-button-misuse" && $0.message.contains("TimelineView") }
            .map(\.message)
    }

    func testAMethodThatOnlyBuildsASheetsContentBuildsTheSheet() {
        XCTAssertEqual(aboutTheTimelinesDone(TestApp.lint(source(alsoInBody: false))), [])
    }

    func testTheSameMethodCalledInTheBodyBuildsPartOfTheView() {
        XCTAssertFalse(aboutTheTimelinesDone(TestApp.lint(source(alsoInBody: true))).isEmpty)
    }
}
