import XCTest
@testable import ModalityLintCore

/// Content that chooses its screen by branch (`if let url { AddView(url: url) } else {
/// NavigationView { ... Button("Close") } }`) shows the Close only in the other branch: it is
/// not a button of `AddView`, and closes nothing typed there. Near miss: a Close written
/// around the branches (the toolbar of a `NavigationView` holding both) is every branch's,
/// and closes the editor's typed text without asking.
final class SiteControlBranchTests: XCTestCase {
    private func app(closeAroundBranches: Bool) -> String {
        let otherBranch = closeAroundBranches
            ? "Text(\"This link is not a torrent.\")"
            : """
            NavigationView {
                            Text("This link is not a torrent.")
                                .toolbar {
                                    ToolbarItem(placement: .navigationBarLeading) {
                                        Button("Close") { selected = nil }
                                    }
                                }
                        }
            """
        let around = closeAroundBranches
            ? """
            .toolbar {
                                ToolbarItem(placement: .navigationBarLeading) {
                                    Button("Close") { selected = nil }
                                }
                            }
            """
            : ""
        return """
        import SwiftUI

        struct Article: Identifiable { let id: Int; let url: URL? }

        struct FeedView: View {
            @State private var selected: Article?
            let articles: [Article]
            var body: some View {
                List(articles) { article in
                    Button("Open") { selected = article }
                }
                .sheet(item: $selected) { article in
                    NavigationView {
                        if let url = article.url {
                            AddView(url: url)
                        } else {
                            \(otherBranch)
                        }
                    }
                    \(around)
                }
            }
        }

        struct AddView: View {
            @Environment(\\.dismiss) private var dismiss
            let url: URL
            @State private var notes = ""
            var body: some View {
                TextEditor(text: $notes)
                    .navigationTitle("Add Torrent")
                    .interactiveDismissDisabled()
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") { Client.add(url, notes: notes); dismiss() }
                        }
                    }
            }
        }

        enum Client { static func add(_ url: URL, notes: String) {} }

        """
    }

    private func closes(_ source: String) -> [String] {
        TestApp.diagnostics(source).filter { $0.ruleID == "confirm-before-discard" }.map { String($0.message.prefix(30)) }
    }

    func testACloseInTheOtherBranchIsNotTheEditors() {
        XCTAssertEqual(closes(app(closeAroundBranches: false)), [])
    }

    func testACloseAroundTheBranchesClosesTheEditor() {
        XCTAssertEqual(closes(app(closeAroundBranches: true)), ["'Close' closes 'AddView' (\"Add"])
    }
}
