import XCTest
@testable import ModalityLintCore

/// Code as an editor leaves it in the middle of a change (a file cut short, a bracket
/// dropped) is read for what it says, and never crashes the run: a bracket that does not
/// close has the end of the tokens for its partner, past which no reader may step. Each
/// case is a crash `Tests/scripts/fuzz_code.py` found.
final class HalfWrittenCodeTests: XCTestCase {
    private func lint(_ sources: [String: String]) -> [String] {
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        let result = Linter(configuration: .everyRuleOn).lint(app: files)
        return result.diagnostics.map { "\($0.file):\($0.start.line) \($0.ruleID)" }
    }

    /// A property's initial value is a closure whose `{` never closes: the closure, read
    /// as a method of the property's type, ends with the file.
    func testPropertyClosureCutShort() {
        let source = """
            import UIKit

            final class ListViewController: UITableViewController {
                private let store = Store.shared
                private let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
            """
        XCTAssertEqual(lint(["List.swift": source]), [])
    }

    /// A controller's last property is cut after its colon: its type and value are never
    /// written, and the file ends (the fuzzer's seed 1, iteration 488, once crashed here).
    func testPropertyCutAfterItsColon() {
        let source = """
            import UIKit

            final class QuickNoteViewController: UIViewController {
                @IBOutlet private var textView:
            """
        XCTAssertEqual(lint(["QuickNote.swift": source]), [])
    }

    /// The closure closes but its call's `(` does not, and a method follows.
    func testPropertyClosureCallCutShort() {
        let source = """
            import UIKit

            final class ListViewController: UITableViewController {
                private let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    return formatter
                }(

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    tableView.reloadDrride func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            """
        XCTAssertEqual(lint(["List.swift": source]), [])
    }

    /// An initialiser's parameter list cut inside a parameter's function type: its `(`s
    /// never close, and the route values reader reads the parameters to the end.
    func testInitialiserCutMidParameterList() {
        let source = """
            import SwiftUI

            struct Route {
                enum Style { case push, sheet }
                init(id: String, style: Style = .push, @ViewBuilder content: @escaping (Int
            """
        XCTAssertEqual(lint(["Route.swift": source]), [])
    }

    /// A route type's style initialiser cut after its last statement: the body runs to the
    /// end of the file, and the token after its last one (`style`) is none.
    func testRouteInitialiserCutAfterItsLastStatement() {
        let route = """
            import SwiftUI

            struct Route: Identifiable, Hashable {
                enum Style: Hashable { case push, sheet }
                let id: String
                var style: Style
                private let content: AnyView
                init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) {
                    self.id = id
                    self.style = style
            """
        let app = """
            import SwiftUI

            @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
            final class Coordinator: ObservableObject {
                @Published var path: [Route] = []
                @Published var presentedSheet: Route?
                func show(_ route: Route) {
                    switch route.style {
                    case .push: path.append(route)
                    case .sheet: presentedSheet = route
                    }
                }
            }
            struct Home: View { var body: some View { Text("Home") } }
            """
        XCTAssertEqual(lint(["Route.swift": route, "App.swift": app]), [])
    }

    /// A view generic over its content whose body is cut after a `.`: no modifier name follows.
    func testContentHostCutAfterADot() {
        let source = """
            import SwiftUI

            @main struct A: App { var body: some Scene { WindowGroup { Host { Text("Home") } } } }
            struct Host<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    content.
            """
        XCTAssertEqual(lint(["Host.swift": source]), [])
    }
}
