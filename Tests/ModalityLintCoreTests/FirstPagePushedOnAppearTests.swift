import XCTest
@testable import ModalityLintCore

/// A wizard sheet whose `NavigationStack(path:)` root shows nothing (`Color.clear`) and
/// which pushes its first page as it appears: people never see the root, so its missing
/// title and Done are not the screen's; the pages' are. Near miss: the root shows its own
/// content and pushes nothing on appearing; its missing way out and title are reported.
final class FirstPagePushedOnAppearTests: XCTestCase {
    private func app(onAppear: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var joining = false
            var body: some View {
                NavigationStack {
                    Button("Link device") { joining = true }
                        .navigationTitle("Devices")
                        .sheet(isPresented: $joining) { JoinWizard(showWizard: $joining) }
                }
            }
        }
        enum Step: Hashable { case intro, scan }
        struct JoinWizard: View {
            @Binding var showWizard: Bool
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Color.clear
                        .navigationDestination(for: Step.self) { step in
                            IntroPage(showWizard: $showWizard)
                        }
                }
                .onAppear { \(onAppear) }
            }
        }
        struct IntroPage: View {
            @Binding var showWizard: Bool
            var body: some View {
                Text("Scan the code on your computer")
                    .navigationTitle("Link")
                    .toolbar { Button("Cancel") { showWizard = false } }
            }
        }
        """
    }

    func testARootPassedAsItAppearsIsNotWhatPeopleSee() {
        func rules(_ source: String) -> [String] {
            TestApp.diagnostics(source).filter { ["modal-dismiss-button", "modal-title"].contains($0.ruleID) }.map(\.ruleID).sorted()
        }
        XCTAssertEqual(rules(app(onAppear: "path.append(Step.intro)")), [])
        let uncertain = TestApp.lint(app(onAppear: "path.append(Step.intro)")).uncertain.filter { $0.ruleID == "modal-title" }
        XCTAssertTrue(uncertain.first?.message.contains("it pushes its first page as it appears") == true, "\(uncertain.map(\.message))")
        // Near miss: nothing is pushed as it appears; the root is what people see.
        XCTAssertEqual(rules(app(onAppear: "print(path.count)")), ["modal-dismiss-button", "modal-title"])
    }
}
