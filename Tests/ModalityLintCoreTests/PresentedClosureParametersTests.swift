import XCTest
@testable import ModalityLintCore

/// A closure handed to a view or an `extension View` method of the app that shows it only as
/// a sheet's content (`Indicator(infoView: { InfoScreen() })` whose body says `.sheet {
/// infoView() }`) builds the presented screen, not part of the screen that builds the
/// indicator: convos' info sheet was read as pushes of the agent builder that shows the
/// indicator (blind audit round 6). Near miss: a view that shows the closure in its own
/// body embeds what it builds.
final class PresentedClosureParametersTests: XCTestCase {
    private func app(indicatorBody: String, site: String) -> String {
        """
        import SwiftUI
        struct Indicator<Info: View>: View {
            @State private var showingInfo = false
            @ViewBuilder let infoView: () -> Info
            var body: some View {
                \(indicatorBody)
            }
        }
        struct PromptPresenter<Prompt: View>: ViewModifier {
            @Binding var isPresented: Bool
            @ViewBuilder let modalContent: () -> Prompt
            func body(content: Content) -> some View {
                content.sheet(isPresented: $isPresented) { modalContent() }
            }
        }
        extension View {
            func promptPresenter<Prompt: View>(isPresented: Binding<Bool>, @ViewBuilder modalContent: @escaping () -> Prompt) -> some View {
                modifier(PromptPresenter(isPresented: isPresented, modalContent: modalContent))
            }
        }
        struct ChatScreen: View {
            @State private var prompting = false
            var body: some View {
                NavigationStack {
                    \(site)
                        .navigationTitle("Chat")
                }
            }
        }
        struct InfoScreen: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Members") { MembersScreen() } }
                        .navigationTitle("Info")
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
                }
            }
        }
        struct MembersScreen: View {
            var body: some View { List { Text("Ada") }.navigationTitle("Members") }
        }
        @main struct ChatApp: App { var body: some Scene { WindowGroup { ChatScreen() } } }
        """
    }

    private let presentingIndicator = #"Button("Info") { showingInfo = true }.sheet(isPresented: $showingInfo) { infoView() }"#

    /// Each screen's presented and pushed screens, by id.
    private func edges(_ source: String) -> [String: [String]] {
        let screens = TestApp.lint(source).document?.screens ?? []
        var result: [String: [String]] = [:]
        for screen in screens {
            let shown = screen.actions.compactMap { $0.present.map { "present \($0.value)" } ?? $0.push.map { "push \($0.value)" } }
            if !shown.isEmpty { result[screen.id] = shown.sorted() }
        }
        return result
    }

    func testAClosureAViewShowsOnlyInASheetIsThatSheet() {
        let found = edges(app(indicatorBody: presentingIndicator, site: "Indicator(infoView: { InfoScreen() })"))
        XCTAssertEqual(found["ChatScreen"], ["present InfoScreen"])
        XCTAssertEqual(found["InfoScreen"], ["push MembersScreen"])
    }

    func testAClosureAMethodHandsToAPresentingModifierIsThatSheet() {
        let found = edges(app(indicatorBody: presentingIndicator,
                              site: #"Button("Ask") { prompting = true }.promptPresenter(isPresented: $prompting) { InfoScreen() }"#))
        XCTAssertEqual(found["ChatScreen"], ["present InfoScreen"])
        XCTAssertEqual(found["InfoScreen"], ["push MembersScreen"])
    }

    func testAClosureAViewShowsInItsOwnBodyIsEmbedded() {
        let found = edges(app(indicatorBody: "VStack { infoView() }", site: "Indicator(infoView: { InfoScreen() })"))
        XCTAssertEqual(found["ChatScreen"], ["push MembersScreen"])
        XCTAssertNil(found["InfoScreen"])
    }
}
