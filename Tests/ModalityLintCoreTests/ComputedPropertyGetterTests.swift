import XCTest
@testable import ModalityLintCore

/// A class's computed property is code: its getter runs whenever the property is read. A
/// coordinator that builds each screen in a getter (`private var settings: Settings {
/// .init { command in nc.present(about, with: .modal) } }`) presents from there, through the
/// app's own `present(_:with:)` helper. And a screen whose view is one of the app's views,
/// made in its code (`view = View(frame: .zero)`, `View` a `typealias`), shows that
/// view's buttons: whether one of them closes it is open, not "none".
final class ComputedPropertyGetterTests: XCTestCase {
    private let helper = """
        import UIKit

        extension UIViewController {
            enum PresentationStyle { case fullScreen, modal }

            func present(_ controller: UIViewController, with style: PresentationStyle, animated: Bool = true) {
                switch style {
                case .fullScreen:
                    controller.modalPresentationStyle = .fullScreen
                    present(controller, animated: animated)
                case .modal:
                    controller.modalPresentationStyle = .pageSheet
                    present(controller, animated: animated)
                }
            }
        }

        final class SettingsViewController: UIViewController {
            enum Command { case showAbout }
            let out: (Command) -> Void
            init(out: @escaping (Command) -> Void) {
                self.out = out
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(about))
            }
            @objc private func about() { out(.showAbout) }
        }

        final class RootCoordinator {
            private let navigationController: UINavigationController

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func run() {
                navigationController.setViewControllers([settings], animated: true)
            }

            private var settings: SettingsViewController {
                .init { [unowned nc = navigationController] command in
                    switch command {
                    case .showAbout:
                        nc.present(about, with: .modal)
                    }
                }
            }

            private var about: AboutViewController {
                .init()
            }
        }

        """

    /// An About screen whose view is `body`'s: its code made by `loadView()`.
    private func app(aboutView body: String) -> String {
        helper + """
            final class AboutViewController: UIViewController {
                typealias View = AboutView
                override func loadView() {
                    view = View(frame: .zero)
                }
            }

            final class AppButton: UIButton {
                var onTouchUp: () -> Void = {}
            }

            final class AboutView: UIView {
            \(body)
            }
            """
    }

    func testAPresentationInAGettersClosureIsRead() {
        // The About view draws a label only: no way out but the swipe.
        let result = TestApp.lint(app(aboutView: "    private let versionLabel = UILabel()"))
        XCTAssertEqual(result.diagnostics.map { "\($0.ruleID) \($0.subject)" }, ["modal-dismiss-button AboutViewController"])
    }

    func testAViewTheScreenMakesBringsItsButtons() {
        // The near miss: the view holds a button of the app's (a `UIButton` subclass),
        // whose action the reading does not follow: it may close the screen, so nothing
        // is claimed.
        let result = TestApp.lint(app(aboutView: """
                private lazy var closeButton: AppButton = {
                    let button = AppButton()
                    button.onTouchUp = { NotificationCenter.default.post(name: .init("close"), object: nil) }
                    return button
                }()
            """))
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(result.uncertain.map { "\($0.ruleID) \($0.subject)" }, ["modal-dismiss-button AboutViewController"])
    }

    func testTheIndexReadsGettersAndAliases() throws {
        let source = """
            class Screen: UIViewController {
                typealias View = ScreenView
                typealias Handler = (Int) -> Void
                typealias Both = A & B
                var shown: ScreenView { ScreenView() }
                var named: String { get { "x" } set { } }
                var count = 0 { didSet { print(count) } }
                var stored: Int = 1
            }
            protocol Showing { var shown: ScreenView { get } }
            struct Row { var label: String { "row" } }
            """
        let index = CodeIndexBuilder([SourceFile(path: "A.swift", text: source)]).link()
        let getters = index.methods.filter { $0.attributes.contains(.propertyGetter) }
        // A class's getters, plain and `get { }`; not an observer, a protocol's requirement
        // or a struct's (a SwiftUI view's `body` is read as a view, not as a method).
        XCTAssertEqual(getters.map(\.fullName), ["shown", "named"])
        XCTAssertEqual(index.resolvingAlias("View", in: "Screen"), "ScreenView")
        XCTAssertEqual(index.resolvingAlias("Handler", in: "Screen"), "Handler")
        XCTAssertEqual(index.resolvingAlias("Both", in: "Screen"), "Both")
        XCTAssertEqual(index.resolvingAlias("View", in: "Row"), "View")
    }
}
