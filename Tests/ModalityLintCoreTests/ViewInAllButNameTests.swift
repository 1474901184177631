import ModalityLintCore
import XCTest

/// A struct that declares `var body: some View` without conforming to `View` (a builder
/// that assembles a screen with its dependencies) is read as the view it builds: a sheet
/// whose content is `ProfileBuilder(container).body` shows what that body builds.
final class ViewInAllButNameTests: XCTestCase {
    private func app(closeButton: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
        struct HomeView: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    Button("Profile") { showing = true }
                        .navigationTitle("Home")
                        .sheet(isPresented: $showing) { NavigationStack { ProfileBuilder(name: "me").body } }
                }
            }
        }
        struct ProfileBuilder {
            let name: String
            var body: some View {
                let view = ProfileView(name: name)
                return view
            }
        }
        struct ProfileView: View {
            @Environment(\\.dismiss) private var dismiss
            let name: String
            var body: some View {
                Text(name)
                    .navigationTitle("Profile")
                    .toolbar { ToolbarItem(placement: .cancellationAction) { \(closeButton) } }
            }
        }
        """
    }

    func testABuildersBodyIsTheScreenItBuilds() {
        let closable = TestApp.lint(app(closeButton: "Button(\"Close\") { dismiss() }"))
        XCTAssertEqual(closable.diagnostics.map(\.ruleID), [])
        // The near miss: the built view has no way out, and that is known, not assumed.
        let trapped = TestApp.lint(app(closeButton: "Button(\"Share\") { print(name) }"))
        XCTAssertEqual(trapped.diagnostics.map(\.ruleID), ["modal-dismiss-button"], "\(trapped.diagnostics.map(\.message))")
    }
}
