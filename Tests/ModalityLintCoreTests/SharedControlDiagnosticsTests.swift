import XCTest
@testable import ModalityLintCore

/// A control that several screens share (a toolbar item view of the app's own) is one place
/// in the code but an action of each screen that shows it: each screen it wrongs is named,
/// at the place where that screen uses it, which is where the screen's fix goes (a blind
/// audit of IceCubes judged three diagnostics on the shared item's one line misplaced).
final class SharedControlDiagnosticsTests: XCTestCase {
    func testASharedCancelIsReportedForEachScreenItClosesWithoutAsking() {
        let source = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var a = false
                @State private var b = false
                var body: some View {
                    Button("Report") { a = true }.sheet(isPresented: $a) { Report() }
                    Button("Edit Bio") { b = true }.sheet(isPresented: $b) { EditBio() }
                }
            }
            struct CancelItem: ToolbarContent {
                @Environment(\\.dismiss) private var dismiss
                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel", role: .cancel) { dismiss() } }
                }
            }
            struct Report: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var comment = ""
                var body: some View {
                    NavigationStack {
                        Form { TextField("Comment", text: $comment, axis: .vertical) }
                            .navigationTitle("Report")
                            .interactiveDismissDisabled()
                            .toolbar {
                                CancelItem()
                                ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
                            }
                    }
                }
            }
            struct EditBio: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var bio = ""
                var body: some View {
                    NavigationStack {
                        Form { TextEditor(text: $bio) }
                            .navigationTitle("Bio")
                            .interactiveDismissDisabled()
                            .toolbar {
                                CancelItem()
                                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
                            }
                    }
                }
            }
            """
        let diagnostics = Linter(configuration: .everyRuleOn)
            .lint(app: [SourceFile(path: "App.swift", text: source)]).diagnostics
            .filter { $0.ruleID == "confirm-before-discard" }
        XCTAssertEqual(diagnostics.map { "\($0.start.line):\($0.start.column)" }, ["26:21", "41:21"])
        XCTAssertEqual(diagnostics.map(\.message).map { $0.contains("'EditBio'") }, [false, true])
        XCTAssertTrue(diagnostics[0].message.contains("'Report'"), diagnostics[0].message)
    }
}
