import XCTest
@testable import ModalityLintCore

/// A text editor bound to a property of an app object that is an `@AppStorage`
/// (`$appManager.systemPrompt`) stores each edit as it is typed, as one bound to the view's
/// own `@AppStorage` does: swiping the sheet away loses nothing it is sure of (fullmoon's
/// settings sheet, blind audit round 6). Near miss: the object's `@Published` property
/// holds the draft only in memory.
final class ObjectStoredFieldTests: XCTestCase {
    private func source(wrapper: String) -> String {
        """
        import SwiftUI
        final class AppManager: ObservableObject {
            \(wrapper) var systemPrompt = "you are a helpful assistant"
        }
        struct ChatScreen: View {
            @State private var showingSettings = false
            var body: some View {
                NavigationStack {
                    Button("Settings") { showingSettings = true }.navigationTitle("Chat")
                }
                .sheet(isPresented: $showingSettings) { PromptSettings() }
            }
        }
        struct PromptSettings: View {
            @EnvironmentObject var appManager: AppManager
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Form { TextEditor(text: $appManager.systemPrompt) }
                        .navigationTitle("System Prompt")
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
                }
            }
        }
        @main struct ChatApp: App { var body: some Scene { WindowGroup { ChatScreen() } } }
        """
    }

    private func swipeFindings(_ wrapper: String) -> [String] {
        TestApp.lint(source(wrapper: wrapper)).diagnostics.filter { $0.ruleID == "confirm-before-discard" }.map(\.message)
    }

    func testAFieldBoundToAnObjectsStoredPropertyKeepsWhatIsTyped() {
        XCTAssertEqual(swipeFindings(#"@AppStorage("systemPrompt")"#), [])
    }

    func testAFieldBoundToAnObjectsPublishedPropertyHoldsADraft() {
        XCTAssertEqual(swipeFindings("@Published").count, 1)
    }
}
