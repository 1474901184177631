import XCTest
@testable import ModalityLintCore

/// `NavigationLink("", isActive: $showsNext) { NextView() }.hidden()` with buttons that set
/// `showsNext = true`: each button pushes the link's destination, the way SwiftUI pushed from
/// code before `navigationDestination(isPresented:)` (InfiniLink's setup sheet, blind round
/// 26: its Next and Skip were read as doing nothing). The first page still has no way out of
/// its own, which `modal-dismiss-button` asks of every task modal. Near miss: a button that
/// sets another flag pushes nothing.
final class ActivatedLinkPushTests: XCTestCase {
    private func app(next: String) -> String {
        """
        import SwiftUI

        @main
        struct Watch: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }

        struct HomeView: View {
            @State private var showsSetup = true
            var body: some View {
                Text("Watch")
                    .sheet(isPresented: $showsSetup) { SetUpView(isShown: $showsSetup) }
            }
        }

        struct SetUpView: View {
            @Binding var isShown: Bool
            @State private var isNavActive = false
            @State private var other = false
            var body: some View {
                NavigationView {
                    Form {
                        NavigationLink("", isActive: $isNavActive, destination: { FinishView(isShown: $isShown) })
                            .hidden()
                        Text("Let's get you set up.")
                        Button {
                            \(next)
                        } label: {
                            Text("Next")
                        }
                    }
                    .interactiveDismissDisabled()
                }
            }
        }

        struct FinishView: View {
            @Binding var isShown: Bool
            var body: some View {
                Form {
                    Text("All set.")
                    Button("Continue") { isShown = false }
                }
            }
        }

        """
    }

    func testAButtonThatActivatesTheLinkPushesItsDestination() {
        let document = AppReader.read([SourceFile(path: "App.swift", text: app(next: "isNavActive = true"))]).document!
        let setUp = document.screens.first { $0.id == "SetUpView" }
        let next = setUp?.actions.first { $0.label?.value == "Next" }
        XCTAssertEqual(next?.push?.value, "FinishView", "\(String(describing: setUp?.actions))")
        let dismissButton = TestApp.lint(app(next: "isNavActive = true")).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }
        XCTAssertEqual(dismissButton.count, 1)
    }

    func testAButtonThatSetsAnotherFlagPushesNothing() {
        let document = AppReader.read([SourceFile(path: "App.swift", text: app(next: "other = true"))]).document!
        let setUp = document.screens.first { $0.id == "SetUpView" }
        XCTAssertNil(setUp?.actions.first { $0.label?.value == "Next" }?.push)
    }
}
