import XCTest
@testable import ModalityLintCore

/// Text a sheet binds to a member of an object its presenter holds and hands in
/// (`ComposeSheet(model: model)`, where `model` is the presenter's `@StateObject`) outlives
/// the sheet: a swipe only closes it, and the draft is there when it opens again, as a
/// presenter's state handed in as a binding is (blind audits, rounds 38 and 40). Near
/// misses: an object the site makes anew (`ComposeSheet(model: ComposeModel())`), and one
/// whose members the presenter's own code writes as it shows the sheet, lose the text.
final class PresenterHeldDraftTests: XCTestCase {
    private func app(site: String, presenterWrites: Bool = false) -> String {
        """
        import SwiftUI

        final class ComposeModel: ObservableObject, Identifiable {
            @Published var message = ""
            @Published var showingCompose = false
            func send() { print(message) }
        }

        struct ComposeSheet: View {
            @ObservedObject var model: ComposeModel
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    TextEditor(text: $model.message)
                        .navigationTitle("Announcement")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Send") { model.send(); dismiss() } }
                        }
                }
            }
        }

        struct BroadcastView: View {
            @StateObject private var model = ComposeModel()
            var body: some View {
                Button("Announce") { open() }
                    .sheet(isPresented: $model.showingCompose) { \(site) }
            }
            func open() {
                \(presenterWrites ? "model.message = \"\"" : "print(\"open\")")
                model.showingCompose = true
            }
        }

        """
    }

    private func discards(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules(of: "confirm-before-discard")
    }

    func testADraftInAnObjectThePresenterHoldsIsNotLostToASwipe() {
        XCTAssertEqual(discards(app(site: "ComposeSheet(model: model)")), [])
    }

    func testAnObjectMadeAtTheSiteLosesTheDraft() {
        XCTAssertEqual(discards(app(site: "ComposeSheet(model: ComposeModel())")), ["9 confirm-before-discard"])
    }

    /// The closure's own `model` (a value the sheet is handed, which goes with it) shadows
    /// the presenter's: the draft is lost with the sheet (a TCA `store in` is the same).
    func testAnObjectTheContentClosureIsHandedIsNotThePresenters() {
        let source = app(site: "ComposeSheet(model: model)")
            .replacingOccurrences(of: ".sheet(isPresented: $model.showingCompose) { ComposeSheet(model: model) }",
                                  with: ".sheet(item: $model.draftModel) { model in ComposeSheet(model: model) }")
            .replacingOccurrences(of: "@Published var showingCompose = false", with: "@Published var showingCompose = false\n    @Published var draftModel: ComposeModel?")
        XCTAssertEqual(discards(source), ["10 confirm-before-discard"])
    }

    func testAPresenterThatWritesTheObjectsMembersMayClearTheDraft() {
        XCTAssertEqual(discards(app(site: "ComposeSheet(model: model)", presenterWrites: true)), ["9 confirm-before-discard"])
    }
}
