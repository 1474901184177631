import XCTest
@testable import ModalityLintCore

/// An app whose entry is UIKit's (an app delegate) hosting its SwiftUI views in controllers
/// is read whole too: a view that only its preview names is never built, so the untitled
/// alert it would show is not reported (blind round 39, a wallet's `TransactionDetailsOLD`).
/// Near miss: a view the hosting controller builds is read as before.
final class HostedAppNeverBuiltTests: XCTestCase {
    private func app(hosted: String) -> [(String, String)] {
        [("App/AppDelegate.swift", """
            import UIKit
            import SwiftUI
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = UIHostingController(rootView: \(hosted)())
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            """),
         ("App/Views.swift", """
            import SwiftUI
            struct Home: View {
                var body: some View { Text("Wallet") }
            }
            struct OldDetails: View {
                @State private var copied = false
                var body: some View {
                    Button("Copy") { copied = true }
                        .alert(isPresented: $copied) {
                            Alert(title: Text(""), message: Text("Address copied"), dismissButton: .default(Text("Close")))
                        }
                }
            }
            struct OldDetails_Previews: PreviewProvider {
                static var previews: some View { OldDetails() }
            }

            """)]
    }

    func testAViewOnlyItsPreviewBuildsIsNeverBuilt() {
        let result = TestApp.lint(app(hosted: "Home"))
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "modal-title" }, "\(result.diagnostics.map(\.message))")
        XCTAssertEqual(result.neverRun.filter { $0.kind == .view }.map(\.name), ["OldDetails"])
    }

    func testNearMissAViewTheHostBuildsIsRead() {
        let result = TestApp.lint(app(hosted: "OldDetails"))
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-title" }.count, 1, "\(result.diagnostics.map(\.message))")
    }
}
