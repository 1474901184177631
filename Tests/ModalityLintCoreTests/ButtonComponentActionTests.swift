import XCTest
@testable import ModalityLintCore

/// A button view of the app's own (`CircleButton`) draws a `Button(action: action)` with the
/// closure its site hands in. What the button does is that closure, read where it is written:
/// handed `dismiss.callAsFunction` or `{ dismiss() }`, it closes the sheet and does nothing
/// else, a close button by its program whatever symbol it shows, and the place to change it is
/// the site. Near miss: handed a closure that asks first (`{ askingToDiscard = true }`), it
/// closes nothing itself, and nothing is reported against it.
final class ButtonComponentActionTests: XCTestCase {
    private func app(closeAction: String) -> String {
        """
        import SwiftUI

        struct CircleButton: View {
            let icon: String
            var accessibilityLabel: String = ""
            let action: () -> Void
            var body: some View {
                Button(action: action) { Image(systemName: icon) }
                    .accessibilityLabel(accessibilityLabel)
            }
        }

        struct BugReportView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var text = ""
            @State private var askingToDiscard = false
            var body: some View {
                NavigationStack {
                    TextEditor(text: $text)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                CircleButton(icon: "chevron.down", accessibilityLabel: "Close", action: \(closeAction))
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Send") { Reporter.send(text); dismiss() }
                            }
                        }
                        .navigationTitle("Report a problem")
                        .interactiveDismissDisabled()
                        .confirmationDialog("Discard the report?", isPresented: $askingToDiscard) {
                            Button("Discard", role: .destructive) { dismiss() }
                        }
                }
            }
        }

        enum Reporter { static func send(_ text: String) {} }

        struct HomeView: View {
            @State private var reporting = false
            var body: some View {
                Button("Report a Problem") { reporting = true }
                    .sheet(isPresented: $reporting) { BugReportView() }
            }
        }

        """
    }

    private func findings(_ closeAction: String) -> [String] {
        TestApp.diagnostics(app(closeAction: closeAction)).map { "\($0.start.line) \($0.ruleID) \($0.message.prefix(23))" }
    }

    func testAHandedDismissIsAClosingButtonAtTheSite() {
        XCTAssertEqual(findings("dismiss.callAsFunction"), ["22 confirm-before-discard its close button closes"])
    }

    func testAHandedClosureThatOnlyDismissesIsTheSame() {
        XCTAssertEqual(findings("{ dismiss() }"), ["22 confirm-before-discard its close button closes"])
    }

    func testAHandedClosureThatAsksFirstIsNotReported() {
        XCTAssertEqual(findings("{ askingToDiscard = true }"), [])
    }
}
