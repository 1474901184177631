import XCTest
@testable import ModalityLintCore

/// `showDetailViewController(_:sender:)` sent to a split view controller shows the controller
/// in its secondary column (FrameworkBehaviour): no presentation, so no modal to judge; so
/// does a screen's own call in an app with a split view of its own, which UIKit sends up to
/// the split view holding the screen. Near misses: in an app with no split view the call
/// presents, as UIKit's default does, and a property of the app's own that happens to be
/// called `splitViewController` is read by its declared class. A receiver the code does not
/// type (a global) is read as the screen's own call.
final class SplitViewDetailTests: XCTestCase {
    private func presented(_ source: String, by presenter: String, file: StaticString = #filePath, line: UInt = #line) throws -> [CodeAction.Target?] {
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
        let index = try XCTUnwrap(flow.index(ofScreenNamed: presenter), "no screen \(presenter)", file: file, line: line)
        return flow.screens[index].actions.filter { $0.edge == .present }.map(\.target)
    }

    func testASplitViewShowsItsDetailInAColumn() throws {
        let source = """
            import UIKit
            class Placeholder: UIViewController {}
            class Main: UISplitViewController {
                func showPlaceholder() { self.showDetailViewController(Placeholder(), sender: nil) }
            }
            class AppSplit: Main {
                func again() { showDetailViewController(Placeholder(), sender: nil) }
            }
            class Sidebar: UIViewController {
                func open() { splitViewController?.showDetailViewController(Placeholder(), sender: self) }
            }
            class Menu: UIViewController {
                let main = Main()
                func open() { main.showDetailViewController(Placeholder(), sender: self) }
            }
            class Plain: UIViewController {
                func open() { showDetailViewController(Placeholder(), sender: self) }
            }
            class Owner: UIViewController {
                let splitViewController = Plain()
                func open() { splitViewController.showDetailViewController(Placeholder(), sender: self) }
            }
            """
        XCTAssertEqual(try presented(source, by: "Main"), [])
        XCTAssertEqual(try presented(source, by: "AppSplit"), [])
        XCTAssertEqual(try presented(source, by: "Sidebar"), [])
        XCTAssertEqual(try presented(source, by: "Menu"), [])
        // A screen's own call, in an app with a split view of its own: UIKit sends it up to
        // the split view that holds the screen.
        XCTAssertEqual(try presented(source, by: "Plain"), [])
        // Near misses: an app's own property is its declared class; with no split view in
        // the app, UIKit's default presents it.
        XCTAssertEqual(try presented(source, by: "Owner"), [.screen("Placeholder")])
        let noSplitView = """
            import UIKit
            class Placeholder: UIViewController {}
            class Plain: UIViewController {
                func open() { showDetailViewController(Placeholder(), sender: self) }
            }
            """
        XCTAssertEqual(try presented(noSplitView, by: "Plain"), [.screen("Placeholder")])
    }

    /// A receiver the class's code does not type, such as a global the app keeps its split
    /// view in (`SPLIT_VIEW_CONTROLLER?.showDetailViewController(...)`, tls-inspector), is
    /// read as the class's own call is: in an app with a split view of its own, the detail
    /// goes to its column. Near miss: with no split view in the app, UIKit presents it.
    func testADetailSentToAnUntypedReceiverGoesToTheAppsSplitView() throws {
        let source = """
            import UIKit
            var SPLIT_VIEW_CONTROLLER: UISplitViewController?
            class Headers: UIViewController {}
            class AppSplit: UISplitViewController {
                override func viewDidLoad() { super.viewDidLoad(); SPLIT_VIEW_CONTROLLER = self }
            }
            class Chain: UIViewController {
                func openHeaders() { SPLIT_VIEW_CONTROLLER?.showDetailViewController(Headers(), sender: nil) }
            }
            """
        func modalProblems(_ source: String) -> [String] {
            TestApp.diagnostics(source).filter { $0.message.hasPrefix("'Headers'") }.map(\.ruleID)
        }
        XCTAssertEqual(try presented(source, by: "Chain"), [])
        XCTAssertEqual(modalProblems(source), [])
        let noSplitView = source.replacingOccurrences(of: "class AppSplit: UISplitViewController", with: "class AppSplit: UIViewController")
        XCTAssertEqual(modalProblems(noSplitView), ["modal-dismiss-button"])
    }
}
