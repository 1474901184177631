import XCTest
@testable import ModalityLintCore

/// A button handed another object's method (`Button("Close", action: model.onDismiss)`) runs
/// that method, as `model.onDismiss()` would: what it does is the object's code, not a
/// method of the view of the same name (or none). Near miss: `action: onDismiss`, the view's
/// own method, which does nothing that closes, is read to its end: no way out.
final class ObjectMethodReferenceTests: XCTestCase {
    private func source(action: String) -> String {
        """
        import SwiftUI
        final class SupportModel {
            var isPresenting: Binding<Bool>
            init(isPresenting: Binding<Bool>) { self.isPresenting = isPresenting }
            func onDismiss() { isPresenting.wrappedValue = false }
        }
        struct RootView: View {
            @State private var showSupport = false
            var body: some View {
                NavigationStack {
                    Button("Support") { showSupport = true }
                        .navigationTitle("Settings")
                }
                .sheet(isPresented: $showSupport) {
                    SupportView(model: SupportModel(isPresenting: $showSupport))
                }
            }
        }
        struct SupportView: View {
            @State var model: SupportModel
            var body: some View {
                NavigationStack {
                    Text("How can we help?")
                        .navigationTitle("Support")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Close", action: \(action)) }
                        }
                }
            }
            func onDismiss() { print("tapped") }
        }
        """
    }

    private func noWayOut(_ result: AppLintResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }
    }

    func testAnotherObjectsMethodIsThatObjectsCode() {
        XCTAssertEqual(noWayOut(TestApp.lint(source(action: "model.onDismiss"))).map(\.message), [])
    }

    func testTheViewsOwnMethodIsReadToItsEnd() {
        XCTAssertEqual(noWayOut(TestApp.lint(source(action: "onDismiss"))).count, 1)
    }
}
