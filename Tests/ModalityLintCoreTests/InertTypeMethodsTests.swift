import XCTest
@testable import ModalityLintCore

/// What a control does through the app's type methods (`Haptics.tap()`): code the reading
/// can follow to the end (certainty.md, part 1). Near misses keep the reading open.
final class InertTypeMethodsTests: XCTestCase {
    private func lint(_ source: String) -> [String] {
        TestApp.diagnostics(source).linesAndRules(of: "modal-dismiss-button")
    }

    /// The presenter hands its flag to app code (`Handoff.keep`), as an app that lets a
    /// router or a model close the sheet does: what the buttons' calls reach may then close
    /// it (without that, nothing they reach could: ContentCapabilityTests).
    private func sheet(_ content: String, site: String = "Downloads()") -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    Button("Downloads") { showing = true }
                        .navigationTitle("Library")
                        .sheet(isPresented: $showing) { \(site) }.task { Handoff.keep($showing) }
                }
            }
        }
        \(content)
        enum Handoff { static func keep(_ flag: Binding<Bool>) {} }
        """
    }

    /// `Haptics.tap()`: the app's type method, followed to the end, plays a haptic.
    func testAnAppsTypeMethodThatClosesNothingIsReadPast() {
        func app(haptics: String) -> String {
            sheet("""
                struct Downloads: View {
                    var body: some View {
                        NavigationStack {
                            Button("Refresh") { Haptics.tap() }
                                .navigationTitle("Downloads")
                        }
                    }
                }
                enum Haptics {
                    \(haptics)
                }
                """)
        }
        let inert = """
            static func tap() { guard isEnabled else { return }; play() }
            private static func play() { let generator = UIImpactFeedbackGenerator(style: .soft); generator.impactOccurred() }
            static var isEnabled: Bool { true }
            """
        XCTAssertEqual(lint(app(haptics: inert)), ["13 modal-dismiss-button"])
        // Near miss: a type method it calls reaches the app's code.
        XCTAssertEqual(lint(app(haptics: inert.replacingOccurrences(of: "generator.impactOccurred()", with: "Router.shared.closeAll()")
                                + "\n}\nfinal class Router { static let shared = Router(); func closeAll() {} ")), [])
        // Near miss: it stores into state someone may observe.
        XCTAssertEqual(lint(app(haptics: "static var presented: Bool = true\nstatic func tap() { presented = false }")), [])
    }
}
