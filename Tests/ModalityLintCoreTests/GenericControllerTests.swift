import XCTest
@testable import ModalityLintCore

/// An instance of a generic view controller (`SelectTableViewController<Team>(...)`) is an
/// instance of its class: what presents it presents that screen. Near miss: the generic
/// type itself (`.self`) is no instance, and what a method of it makes is not said.
final class GenericControllerTests: XCTestCase {
    func testAGenericControllersInstanceIsItsClass() throws {
        let source = """
            protocol SelectDelegate: AnyObject {}
            class SelectTableViewController<Delegate: SelectDelegate>: UITableViewController {
                init(options: [Int]) { super.init(style: .plain) }
            }
            class TeamViewController: UIViewController, SelectDelegate {
                override func viewDidLoad() { super.viewDidLoad(); title = "Team" }
                @objc func showYears() {
                    let select = SelectTableViewController<TeamViewController>(options: [2024, 2025])
                    select.title = "Select Year"
                    let nav = UINavigationController(rootViewController: select)
                    present(nav, animated: true)
                }
                @objc func showMetatype() {
                    let kind = SelectTableViewController<TeamViewController>.self
                    present(kind.makeDefault(), animated: true)
                }
            }
            """
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
        let team = try XCTUnwrap(flow.index(ofScreenNamed: "TeamViewController").map { flow.screens[$0] })
        XCTAssertEqual(team.actions.compactMap(\.target), [.screen("SelectTableViewController")])
    }
}
