import XCTest
@testable import ModalityLintCore

/// `showDetailViewController(_:sender:)` sent to a split view controller shows the controller
/// in its secondary column (FrameworkBehaviour): no presentation, so no modal to judge; so
/// does a screen's own call in an app with a split view of its own, which UIKit sends up to
/// the split view holding the screen. Near misses: in an app with no split view the call
/// presents, as UIKit's default does, and a property of the app's own that happens to be
/// called `splitViewController` is read by its declared class.
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
}
