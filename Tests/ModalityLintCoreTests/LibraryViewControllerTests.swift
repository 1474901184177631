import XCTest
@testable import ModalityLintCore

/// A class whose superclass is a library's view controller outside the run (Eureka's
/// `FormViewController`) is a screen when its code overrides a lifecycle method only a view
/// controller has: what it presents is read, and what it shows is left to the library's
/// unseen code. Near misses: a library class overridden with none of those methods, and a
/// class of AppKit's controllers.
final class LibraryViewControllerTests: XCTestCase {
    private func flow(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
    }

    private let popover = """
        class BrowserViewController: UIViewController {
            @IBAction func showSecurity(_ sender: UIButton) {
                let security = SecurityPopUpViewController()
                security.modalPresentationStyle = .popover
                present(security, animated: true)
            }
        }
        class SecurityPopUpViewController: UIViewController {
            @IBAction func customize() {
                present(UINavigationController(rootViewController: SecurityViewController()), animated: true)
            }
        }

        """

    func testALibrarysViewControllerSubclassThatOverridesItsLifecycleIsAScreen() throws {
        let read = flow(popover + """
            open class FixedFormViewController: FormViewController {}
            class SecurityViewController: FixedFormViewController {
                override func viewDidLoad() { super.viewDidLoad(); form +++ Section() }
            }
            """)
        let presenter = try XCTUnwrap(read.index(ofScreenNamed: "SecurityPopUpViewController").map { read.screens[$0] })
        XCTAssertEqual(presenter.actions.compactMap(\.target), [.screen("SecurityViewController")])
        // The library's code may give it a title and buttons: neither is claimed missing.
        let screen = try XCTUnwrap(read.index(ofScreenNamed: "SecurityViewController").map { read.screens[$0] })
        XCTAssertTrue(screen.unknownFacts.contains(.title))
        let diagnostics = TestApp.lint(popover + """
            open class FixedFormViewController: FormViewController {}
            class SecurityViewController: FixedFormViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """).diagnostics.map { "\($0.ruleID) \($0.subject)" }
        XCTAssertEqual(diagnostics.filter { $0.hasPrefix("no-modal-over-popover") }.count, 1, "\(diagnostics)")
        XCTAssertFalse(diagnostics.contains { $0.hasSuffix(" SecurityViewController") }, "\(diagnostics)")
    }

    func testALibraryClassWithoutAViewControllersLifecycleOrAnAppKitControllerIsNoScreen() {
        let read = flow(popover + """
            class SecurityViewController: FormSection {
                override func layoutSubviews() { super.layoutSubviews() }
            }
            class PreferencesController: NSViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """)
        XCTAssertNil(read.index(ofScreenNamed: "SecurityViewController"))
        XCTAssertNil(read.index(ofScreenNamed: "PreferencesController"))
    }
}
