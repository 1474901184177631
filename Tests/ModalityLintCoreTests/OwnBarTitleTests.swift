import XCTest
@testable import ModalityLintCore

/// A controller whose view holds a navigation bar of its own titles itself through that bar:
/// `navItem.title = ...` on its property typed `UINavigationItem` (an outlet to the item of
/// a bar in its scene), `bar.topItem?.title = ...` on one typed `UINavigationBar`. Near miss:
/// the title of another controller it holds is not its own.
final class OwnBarTitleTests: XCTestCase {
    func testATitleSetOnTheItemOfABarOfItsOwnViewIsItsTitle() throws {
        let source = """
            class HomeViewController: UIViewController {
                @IBAction func share(_ sender: Any) {
                    present(UINavigationController(rootViewController: OptionsViewController()), animated: true)
                    present(UINavigationController(rootViewController: BarOptionsViewController()), animated: true)
                    present(UINavigationController(rootViewController: UntitledViewController()), animated: true)
                }
            }
            class OptionsViewController: UIViewController {
                @IBOutlet weak var navItem: UINavigationItem!
                override func viewDidLoad() { super.viewDidLoad(); self.navItem.title = "Share Options" }
            }
            class BarOptionsViewController: UIViewController {
                @IBOutlet weak var bar: UINavigationBar!
                override func viewDidLoad() { super.viewDidLoad(); bar.topItem?.title = "Share Options" }
            }
            class UntitledViewController: UIViewController {
                @IBOutlet weak var preview: UIViewController!
                override func viewDidLoad() { super.viewDidLoad(); preview.title = "Preview" }
            }
            """
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
        func screen(_ name: String) throws -> CodeScreen {
            try XCTUnwrap(flow.index(ofScreenNamed: name).map { flow.screens[$0] }, name)
        }
        XCTAssertEqual(try screen("OptionsViewController").title?.text, "Share Options")
        XCTAssertEqual(try screen("BarOptionsViewController").title?.text, "Share Options")
        let untitled = try screen("UntitledViewController")
        XCTAssertNil(untitled.title)
        XCTAssertFalse(untitled.unknownFacts.contains(.title))
    }
}
