import XCTest
@testable import ModalityLintCore

/// An assembly or builder object whose instance method makes a screen and returns it as a
/// `UIViewController` (`assembly.makeModule()`, `Builder(id: 1).build()`): presenting what it
/// returns presents that screen, as a type method's factory does.
final class InstanceFactoryTests: XCTestCase {
    /// A screen with a Close and no title, made by two assemblies of the same method name.
    private func assemblies(reviewReturns: String) -> String {
        """
        import UIKit
        final class ReviewAssembly {
            private let courseID: Int
            init(courseID: Int) { self.courseID = courseID }
            func makeModule() -> UIViewController {
                let viewController = ReviewViewController(courseID: courseID)
                \(reviewReturns)
            }
        }
        final class ProfileAssembly {
            func makeModule() -> UIViewController {
                let viewController = ProfileViewController()
                viewController.title = "Profile"
                return viewController
            }
        }
        final class ReviewViewController: UIViewController {
            init(courseID: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            }
            @objc private func close() { dismiss(animated: true) }
        }
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            }
            @objc private func close() { dismiss(animated: true) }
        }

        """
    }

    private let presenter = """
        import UIKit
        final class CourseViewController: UIViewController {
            @objc func writeReview() {
                let assembly = ReviewAssembly(courseID: 1)
                let controller = UINavigationController(rootViewController: assembly.makeModule())
                present(controller, animated: true)
            }
            @objc func showProfile() {
                present(UINavigationController(rootViewController: ProfileAssembly().makeModule()), animated: true)
            }
        }

        """

    /// The local's type says whose `makeModule()` runs: the review screen is presented and
    /// its missing title reported; the profile screen, titled by its assembly before it
    /// returns it, is not (its title is the factory's to give, as a presenter's is).
    func testALocalsAssemblyMethodPresentsTheScreenItReturns() {
        let diagnostics = TestApp.diagnostics([
            ("Assemblies.swift", assemblies(reviewReturns: "return viewController")), ("Course.swift", presenter),
        ])
        XCTAssertEqual(diagnostics.linesAndRules(of: "modal-title"), ["17 modal-title"])
        XCTAssertEqual(diagnostics.first { $0.ruleID == "modal-title" }?.file, "Assemblies.swift")
    }

    /// Near miss: an assembly that returns one of two screens names neither; nothing is said
    /// of a screen the reading cannot name.
    func testAnAssemblyReturningDifferentScreensNamesNone() {
        let returns = """
            if courseID > 0 { return viewController }
                    return ProfileViewController()
            """
        let diagnostics = TestApp.diagnostics([
            ("Assemblies.swift", assemblies(reviewReturns: returns)), ("Course.swift", presenter),
        ])
        XCTAssertEqual(diagnostics.linesAndRules(of: "modal-title"), [])
    }
}
