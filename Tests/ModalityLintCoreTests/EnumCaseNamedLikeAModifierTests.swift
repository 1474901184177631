import XCTest
@testable import ModalityLintCore

/// `if presentationMode == .sheet { CloseButton { ... } }` compares a value of the app's own
/// enum whose case is named `sheet`: it presents nothing, and the view in its block is not a
/// sheet. Near miss: the same view under a real `.sheet(isPresented:)` is one, with no way out.
final class EnumCaseNamedLikeAModifierTests: XCTestCase {
    private func source(realSheet: Bool) -> String {
        """
        import SwiftUI
        enum PresentationMode { case navigation, sheet }
        struct RootView: View {
            @State private var showing = false
            var body: some View {
                NavigationStack { InfoView(presentationMode: .navigation) }
            }
        }
        struct InfoView: View {
            let presentationMode: PresentationMode
            @State private var showing = false
            var body: some View {
                VStack {
                    Text("Info")
                    if presentationMode == .sheet {
                        CloseLabel(title: "Close")
                    }
                }
                .navigationTitle("Info")
                \(realSheet ? ".sheet(isPresented: $showing) { CloseLabel(title: \"Close\") }" : "")
            }
        }
        struct CloseLabel: View {
            let title: String
            var body: some View { Text(title) }
        }
        """
    }

    private func aboutCloseLabel(_ result: AppLintResult) -> [Diagnostic] {
        (result.diagnostics + result.uncertain).filter { $0.message.contains("'CloseLabel'") }
    }

    func testAnEnumCaseComparedInAnIfPresentsNothing() {
        XCTAssertEqual(aboutCloseLabel(TestApp.lint(source(realSheet: false))).map(\.message), [])
    }

    func testARealSheetOfTheSameViewIsOne() {
        XCTAssertTrue(aboutCloseLabel(TestApp.lint(source(realSheet: true))).contains { $0.ruleID == "modal-dismiss-button" })
    }
}
