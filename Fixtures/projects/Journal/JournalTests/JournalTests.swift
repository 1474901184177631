import XCTest
@testable import Journal

final class JournalTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: UIScreen.main.bounds)
    }

    /// The old welcome scene must still load: a few 1.x users open it from an old shortcut.
    func testLegacyWelcomeStillLoads() {
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(for: AppDelegate.self))
        let welcome = storyboard.instantiateViewController(withIdentifier: "LegacyWelcome")
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()

        host.present(welcome, animated: false)

        XCTAssertTrue(host.presentedViewController is LegacyWelcomeViewController)
    }

    func testEntryTitleIsItsFirstLine() {
        let entry = Entry(text: "Rain\nStayed in and read.", date: Date())
        XCTAssertEqual(entry.title, "Rain")
    }
}
