import XCTest
@testable import ModalityLintCore

/// A popover kept a popover on iPhone that only shows words is a tip, as TipKit's popovers
/// are, and `compact-adaptation` leaves it; one with a control people use is modal content
/// that belongs in a sheet there, and is still reported.
final class InformationPopoverTests: XCTestCase {
    private func app(popoverContent: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            @State private var showsInfo = false
            var body: some View {
                NavigationStack {
                    Button("Wallet") { showsInfo = true }
                        .popover(isPresented: $showsInfo) { WalletInfo().presentationCompactAdaptation(.popover) }
                        .navigationTitle("Home")
                }
            }
        }
        struct WalletInfo: View {
            @State private var scanning = false
            var body: some View { VStack { \(popoverContent) } }
        }

        """
    }

    func testAPopoverThatOnlyShowsWordsIsATip() {
        XCTAssertEqual(TestApp.diagnostics(app(popoverContent: #"Text("Main wallet"); Text("0.25 BTC")"#))
            .linesAndRules(of: "compact-adaptation"), [])
    }

    func testAPopoverWithAButtonIsStillReported() {
        // The near miss: a button people tap makes it modal content, a sheet on iPhone.
        XCTAssertEqual(TestApp.diagnostics(app(popoverContent: #"Text("Main wallet"); Button("Scan QR code") { scanning = true }"#))
            .linesAndRules(of: "compact-adaptation"), ["8 compact-adaptation"])
    }
}
