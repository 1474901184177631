import XCTest
@testable import ModalityLintCore

/// SwiftUI's `dismiss()` goes back in a pushed view and closes a presented one. In a view
/// that nothing presents and a push reaches, it certainly goes back: a Done there is a
/// second Back, which `done-button-misuse` reports. Where the same view is also presented,
/// which one it does is open, and nothing is said. A view pushed only in the app's own
/// navigation, outside every modal, is outside the guidance on modality: its Done, which
/// saves and goes back (a tag created, then the list again), is not judged.
final class PushedOnlyDoneTests: XCTestCase {
    private func lint(_ source: String) -> [(line: Int, message: String)] {
        let result = TestApp.lint(source)
        return result.diagnostics.filter { $0.ruleID == "done-button-misuse" }.map { ($0.start.line, $0.message) }
    }

    private func app(alsoPresented: Bool) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Garden() } } }
        struct Garden: View {
            @State private var picking = false
            @State private var gifting = false
            var body: some View {
                NavigationStack {
                    Button("Seeds") { picking = true }
                    Button("Gift") { gifting = true }
                        .navigationTitle("Garden")
                        .sheet(isPresented: $picking) { SeedPicker() }
                        \(alsoPresented ? ".sheet(isPresented: $gifting) { NavigationStack { SeedShop() } }" : "")
                }
            }
        }
        struct SeedPicker: View {
            @Environment(\\.dismiss) var dismiss
            @State private var shopping = false
            var body: some View {
                NavigationStack {
                    Button("Visit the shop") { shopping = true }
                        .navigationTitle("Seeds")
                        .toolbar { Button("Cancel") { dismiss() } }
                        .navigationDestination(isPresented: $shopping) { SeedShop() }
                }
            }
        }
        \(seedShop)
        """
    }

    func testADoneThatOnlyGoesBackInAViewOnlyPushedIsReported() {
        let found = lint(app(alsoPresented: false))
        XCTAssertEqual(found.map(\.line), [33])
        XCTAssertTrue(found.first?.message.contains("'Done' on 'SeedShop' only goes back") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("remove it and let Back go back") == true)
    }

    func testTheSameViewAlsoPresentedLeavesItOpen() {
        XCTAssertEqual(lint(app(alsoPresented: true)).map(\.line), [])
    }

    /// The shop both apps push: its Done only goes back.
    private let seedShop = """
        struct SeedShop: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                Text("Tomatoes")
                    .navigationTitle("Shop")
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
            }
        }
        """

    /// The shop pushed from the app's own navigation stack, not from inside the sheet.
    private var pushedOutsideEveryModal: String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Garden() } } }
        struct Garden: View {
            @State private var shopping = false
            var body: some View {
                NavigationStack {
                    Button("Visit the shop") { shopping = true }
                        .navigationTitle("Garden")
                        .navigationDestination(isPresented: $shopping) { SeedShop() }
                }
            }
        }
        \(seedShop)
        """
    }

    func testADoneOfAViewPushedOutsideEveryModalIsNotJudged() {
        XCTAssertEqual(lint(pushedOutsideEveryModal).map(\.line), [])
    }
}
