import XCTest
@testable import ModalityLintCore

/// A SwiftUI view that UIKit code hosts (`present(UIHostingController(rootView: ReplyView()))`)
/// is a screen wherever UIKit shows it, even when it presents nothing itself: before, the
/// presentation named a view no reading made a screen of, and the reply editor was never
/// judged (HostedRootViews). Its swipe is UIKit's to stop: where code of the run names a way
/// to stop a sheet's swipe (`isModalInPresentation`), whether this one's is stopped is open.
final class HostedRootViewTests: XCTestCase {
    private func app(presenting: String) -> String {
        """
        import SwiftUI
        import UIKit
        struct ReplyView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var text = ""
            var body: some View {
                NavigationStack {
                    TextEditor(text: $text)
                        .navigationTitle("Reply")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Send") { send() } }
                        }
                }
            }
            func send() { dismiss() }
        }
        final class ReviewsViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Reviews" }
            @objc func reply() {
                \(presenting)
            }
        }
        """
    }

    private func rules(_ source: String) -> (findings: [String], notes: [String]) {
        let result = TestApp.lint(source)
        return (result.diagnostics.map(\.ruleID).sorted(), result.uncertain.map(\.ruleID).sorted())
    }

    func testAViewUIKitHostsIsAScreenWhereUIKitPresentsIt() {
        let hosted = rules(app(presenting: "present(UIHostingController(rootView: ReplyView()), animated: true)"))
        // The editor's only way out is Send, and swiping it down loses the reply.
        XCTAssertEqual(hosted.findings, ["confirm-before-discard", "safe-exit"])
    }

    /// `SwiftUI.Button(...)`, named with its module (where the app has a `Button` of its own),
    /// is SwiftUI's button: its action is read. Before, the name after the `.` read as a
    /// modifier, and a hosted confirmation whose only control is that button had no way out.
    func testAButtonNamedWithItsModuleIsAButton() {
        func source(_ button: String) -> String {
            """
            import SwiftUI
            import UIKit
            struct DoneView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("Deleted")
                        \(button)(action: { dismiss() }) { Text("OK") }
                    }
                }
            }
            final class ListViewController: UIViewController {
                @objc func done() { present(UIHostingController(rootView: DoneView()), animated: true) }
            }
            """
        }
        XCTAssertFalse(rules(source("SwiftUI.Button")).findings.contains("modal-dismiss-button"))
        XCTAssertFalse(rules(source("Button")).findings.contains("modal-dismiss-button"))
        // Near miss: a label, not a button, offers no way out however it is named.
        XCTAssertTrue(rules(source("SwiftUI.Label")).findings.contains("modal-dismiss-button"))
    }

    func testAUIKitSwipeGuardInTheRunLeavesAHostedViewsSwipeOpen() {
        let guarded = rules(app(presenting: """
            let controller = UIHostingController(rootView: ReplyView())
                    controller.isModalInPresentation = true
                    present(controller, animated: true)
            """))
        XCTAssertFalse(guarded.findings.contains("confirm-before-discard"))
        XCTAssertTrue(guarded.findings.contains("safe-exit"))
    }
}
