import XCTest
@testable import ModalityLintCore

/// An untitled SwiftUI alert is told where its title goes in the source it came from: iOS
/// 13's `Alert(title: Text(""), ...)` value takes it in `Alert(title:)`, the modifier form
/// `.alert("", isPresented:)` in `.alert(...)` (round 25 critique: ruuvi's firmware views).
final class SwiftUIAlertValueAdviceTests: XCTestCase {
    private func advice(_ alert: String) -> [String] {
        TestApp.lint("""
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { FirmwareView() } } }
            struct FirmwareView: View {
                @State private var failed = false
                var body: some View {
                    NavigationStack {
                        Button("Update") { failed = true }
                            .navigationTitle("Firmware")
                            \(alert)
                    }
                }
            }
            """).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.message)
    }

    func testAnAlertValueIsToldToTitleItsValue() {
        let messages = advice(".alert(isPresented: $failed) { Alert(title: Text(\"\"), message: Text(\"The update could not be downloaded. Check your connection and try again.\"), dismissButton: .default(Text(\"OK\"))) }")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("give `Alert(title:)` a `Text` that") == true, "\(messages)")
    }

    /// Near miss: the modifier form is told to title the modifier.
    func testTheModifierFormIsToldToTitleTheModifier() {
        let messages = advice(".alert(\"\", isPresented: $failed) { Button(\"OK\") {} } message: { Text(\"The update could not be downloaded. Check your connection and try again.\") }")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("give `.alert(...)` a title that") == true, "\(messages)")
    }
}
