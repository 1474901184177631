import XCTest
@testable import ModalityLintCore

/// A button that calls a method of the view model the screen holds (`viewModel.reset()`)
/// runs the model's code, read to its end: a method that only sets the model's own
/// properties closes nothing, unless what it clears is what the presenter shows the sheet
/// on. Near misses, where the reading stays open or the call closes the sheet: the method
/// calls into another object, or toggles a binding it was handed.
final class InertObjectMethodsTests: XCTestCase {
    /// The presenter hands its flag to app code (`Handoff.keep`), as an app that lets a
    /// router or a model close the sheet does: what the buttons' calls reach may then close
    /// it (without that, nothing they reach could: ContentCapabilityTests).
    private func app(method: String, presenter: String = "@State private var showing = false",
                     showing: String = "$showing", open: String = "showing = true",
                     model: String = "@StateObject private var model = FiltersModel()") -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        final class Router: ObservableObject {
            @Published var filtering = false
            func close() { filtering = false }
        }
        final class FiltersModel: ObservableObject {
            @Published var onlyUnread = false
            @Published var filtering = false
            var handed: Binding<Bool> = .constant(true)
            private var count = 0
            let router = Router()
            \(method)
            private func bump() { count += 1 }
        }
        struct Root: View {
            \(presenter)
            var body: some View {
                NavigationStack {
                    Button("Filters") { \(open) }
                        .navigationTitle("Library")
                        .sheet(isPresented: \(showing)) { Filters() }.task { Handoff.keep(\(showing)) }
                }
            }
        }
        struct Filters: View {
            \(model)
            var body: some View {
                NavigationStack {
                    Form { Button("Reset") { model.reset() } }.navigationTitle("Filters")
                }
            }
        }
        enum Handoff { static func keep(_ flag: Binding<Bool>) {} }
        """
    }

    private func lint(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules(of: "modal-dismiss-button")
    }

    func testAModelMethodThatOnlySetsItsOwnStateClosesNothing() {
        XCTAssertEqual(lint(app(method: "func reset() { let start = false; onlyUnread = start; bump(); objectWillChange.send() }")),
                       ["26 modal-dismiss-button"])
        // Near miss: the method calls into another object, whose code may close the sheet.
        XCTAssertEqual(lint(app(method: "func reset() { onlyUnread = false; router.close() }")), [])
        // Near miss: it toggles a binding it was handed, which may be the presenter's flag.
        XCTAssertEqual(lint(app(method: "func reset() { handed.wrappedValue.toggle() }")), [])
        // Near miss: it stores into another object's property.
        XCTAssertEqual(lint(app(method: "func reset() { router.filtering = false }")), [])
        // Near miss: the property it sets runs an observer, whose code calls into another object.
        XCTAssertEqual(lint(app(method: "var draft = \"\" { didSet { router.close() } }\n    func reset() { draft = \"\" }")), [])
    }

    /// What the method clears, through the methods of its own it calls, is what a presenter
    /// showing the sheet on that property sees cleared: the button closes the sheet.
    func testWhatAModelMethodClearsClosesTheSheetThePresenterShowsOnIt() {
        let shared = app(method: "func reset() { finish() }\n    private func finish() { filtering = false }",
                         presenter: "@EnvironmentObject private var model: FiltersModel",
                         showing: "$model.filtering", open: "model.filtering = true",
                         model: "@EnvironmentObject private var model: FiltersModel")
        XCTAssertEqual(lint(shared), [])
    }
}
