import XCTest
@testable import ModalityLintCore

/// A router's public method hands the view it is given to a private one, which hands it to a
/// method of its own that hosts it and sets its style, and that one's result is presented: the
/// screen is the one the outermost caller names, presented at that call, with the style the
/// factory sets and the transition the caller hands in.
final class HandedOnPresentationTests: XCTestCase {
    /// A review screen with a text editor and no way out, and a router that presents what it
    /// is handed; `call` is the body of `presentReview()`.
    private func app(call: String, transition: String = "transitionStyle") -> String {
        """
        import UIKit
        import SwiftUI

        struct ReviewView: View {
            @State private var feedback = ""
            var body: some View {
                TextEditor(text: $feedback)
            }
        }

        final class Router {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }

            func presentReview(makeView: () -> ReviewView) {
                \(call)
            }

            func presentView(transitionStyle: UIModalTransitionStyle, view: any View) {
                present(transitionStyle: transitionStyle, view: view)
            }

            private func present<ToPresent: View>(transitionStyle: UIModalTransitionStyle, view: ToPresent) {
                navigationController.present(prepared(view, transitionStyle: transitionStyle), animated: true)
            }

            private func prepared<ToPresent: View>(_ toPresent: ToPresent, transitionStyle: UIModalTransitionStyle) -> UIViewController {
                let hosting = UIHostingController(rootView: toPresent)
                hosting.modalTransitionStyle = \(transition)
                hosting.modalPresentationStyle = .overFullScreen
                return hosting
            }
        }

        """
    }

    private func presentation(in result: AppLintResult) -> Action? {
        result.document?.screens.flatMap(\.actions).first { $0.present?.value == "ReviewView" }
    }

    /// Two helpers and a factory deep: the screen is read, its missing way out reported, and
    /// the presentation has the factory's style and the caller's transition.
    func testAViewHandedThroughTwoHelpersAndAFactoryIsPresentedWhereTheCallerNamesIt() throws {
        let result = TestApp.lint(app(call: "presentView(transitionStyle: .crossDissolve, view: ReviewView())"))
        XCTAssertEqual(result.diagnostics.linesAndRules(of: "modal-dismiss-button"), ["4 modal-dismiss-button"])
        let action = try XCTUnwrap(presentation(in: result))
        XCTAssertEqual(action.style?.value, .overFullScreen)
        XCTAssertEqual(action.transition?.value, .crossDissolve)
    }

    /// A local the caller made is as good as the view made in place.
    func testAViewKeptInALocalIsHandedOnToo() {
        let call = """
            let view = ReviewView()
                    presentView(transitionStyle: .crossDissolve, view: view)
            """
        XCTAssertEqual(TestApp.diagnostics(app(call: call)).linesAndRules(of: "modal-dismiss-button"), ["4 modal-dismiss-button"])
    }

    /// Near miss: what the caller hands in is a closure's result, which the reading does not
    /// name: no screen is presented, and nothing is said of it.
    func testAViewTheCallerDoesNotNameIsNoScreen() {
        let result = TestApp.lint(app(call: "presentView(transitionStyle: .crossDissolve, view: makeView())"))
        XCTAssertNil(presentation(in: result))
        XCTAssertEqual(result.diagnostics.linesAndRules(of: "modal-dismiss-button"), [])
    }

    /// Near miss: a transition set from a value no call says leaves the transition unknown
    /// (not UIKit's default), while the style the factory writes still holds.
    func testATransitionFromAValueIsUnknownNotTheDefault() throws {
        let result = TestApp.lint(app(call: "presentView(transitionStyle: .crossDissolve, view: ReviewView())",
                                      transition: "UserDefaults.standard.bool(forKey: \"fade\") ? .crossDissolve : .coverVertical"))
        let action = try XCTUnwrap(presentation(in: result))
        XCTAssertNil(action.transition)
        XCTAssertTrue(action.unknownFacts.contains(.transition))
        XCTAssertEqual(action.style?.value, .overFullScreen)
        XCTAssertEqual(result.diagnostics.linesAndRules(of: "modal-dismiss-button"), ["4 modal-dismiss-button"])
    }
}
