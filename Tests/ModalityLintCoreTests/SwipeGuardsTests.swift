import XCTest
@testable import ModalityLintCore

/// Since iOS 13 a sheet closes when people swipe it down. A UIKit screen that holds people's
/// writing, shown as a sheet, loses it to the swipe unless something stops or answers it;
/// which screen each guard of the run governs is followed (`SwipeGuards`), not taken from a
/// mention anywhere in the app (HalloApp's group editors, blind round 24: one screen of the
/// app set `isModalInPresentation` on itself, and every other sheet's swipe stayed open).
/// Near misses: the screen guards itself (or its base class does, or it answers as its own
/// presentation's delegate); a guard set on another object, or in a container, or an
/// answering delegate set on another's presentation controller, may govern any sheet.
final class SwipeGuardsTests: XCTestCase {
    private let editor = """
        import UIKit
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                title = "Notes"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
            }
            @objc func compose() {
                present(UINavigationController(rootViewController: EditorViewController()), animated: true)
            }
        }
        class EditorViewController: BaseViewController {
            private let textView = UITextView()
            override func viewDidLoad() {
                title = "New Note"
                view.addSubview(textView)
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc func save() { NoteStore.shared.add(textView.text); dismiss(animated: true) }
        }
        class BaseViewController: UIViewController {}

        """

    private func swipes(_ extra: String...) -> [String] {
        var files = [("App/Editor.swift", editor)]
        for (number, code) in extra.enumerated() { files.append(("App/Extra\(number).swift", code)) }
        return TestApp.lint(files).diagnostics
            .filter { $0.ruleID == "confirm-before-discard" && $0.message.contains("swiping it down") }
            .map { "\($0.file):\($0.start.line)" }
    }

    func testASheetWithWritingAndNothingGuardingItsSwipe() {
        XCTAssertEqual(swipes(), ["App/Editor.swift:11"])
        // Another screen guarding its own swipe guards only its own.
        XCTAssertEqual(swipes("import UIKit\nfinal class LoginViewController: UIViewController {\n    override func viewDidLoad() { isModalInPresentation = true }\n}\n"),
                       ["App/Editor.swift:11"])
        XCTAssertEqual(swipes("import UIKit\nfinal class LoginViewController: UIViewController {\n    override var isModalInPresentation: Bool { get { true } set {} }\n}\n"),
                       ["App/Editor.swift:11"])
        // A delegate that only hears of the close stops nothing.
        XCTAssertEqual(swipes("""
            import UIKit
            final class PickerViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
                func show(_ controller: UIViewController) {
                    controller.presentationController?.delegate = self
                    present(controller, animated: true)
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
            }

            """), ["App/Editor.swift:11"])
        // A screen answering as its own presentation's delegate answers for itself only.
        XCTAssertEqual(swipes("""
            import UIKit
            final class ComposerViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
                override func viewDidAppear(_ animated: Bool) { presentationController?.delegate = self }
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false }
            }

            """), ["App/Editor.swift:11"])
    }

    func testAGuardThatMayGovernTheSheet() {
        // The screen itself, or its base class.
        XCTAssertEqual(swipes("import UIKit\nextension EditorViewController {\n    func lock() { self.isModalInPresentation = true }\n}\n"), [])
        XCTAssertEqual(swipes("import UIKit\nextension BaseViewController {\n    func lock() { navigationController?.isModalInPresentation = true }\n}\n"), [])
        // A navigation controller the code made and named like the property is another's.
        XCTAssertEqual(swipes("""
            import UIKit
            final class GameViewController: UIViewController {
                func showPause() {
                    let navigationController = UINavigationController(rootViewController: EditorViewController())
                    navigationController.isModalInPresentation = true
                    present(navigationController, animated: true)
                }
            }

            """), [])
        // Set on another object, which may be the editor.
        XCTAssertEqual(swipes("import UIKit\nfunc lockSwipe(of controller: UIViewController) { controller.isModalInPresentation = true }\n"), [])
        // In a container, which governs whatever it shows.
        XCTAssertEqual(swipes("import UIKit\nfinal class SheetNavigationController: UINavigationController {\n    override func viewDidLoad() { isModalInPresentation = true }\n}\n"), [])
        // An answering delegate set on another's presentation controller.
        XCTAssertEqual(swipes("""
            import UIKit
            final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
                func show(_ controller: UIViewController, from presenter: UIViewController) {
                    controller.presentationController?.delegate = self
                    presenter.present(controller, animated: true)
                }
                func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
            }

            """), [])
    }

    func testObjectiveCGuards() {
        func objc(_ body: String) -> [(String, String)] {
            [("App/Lock.h", "@interface LockViewController : UIViewController\n@end\n"),
             ("App/Lock.m", "@implementation LockViewController\n- (void)lock:(UIViewController *)other {\n    \(body)\n}\n@end\n")]
        }
        func run(_ files: [(String, String)]) -> [String] {
            TestApp.lint([("App/Editor.swift", editor)] + files).diagnostics
                .filter { $0.ruleID == "confirm-before-discard" && $0.message.contains("swiping it down") }
                .map { "\($0.file):\($0.start.line)" }
        }
        XCTAssertEqual(run(objc("self.modalInPresentation = YES;")), ["App/Editor.swift:11"])
        XCTAssertEqual(run(objc("[self setModalInPresentation:YES];")), ["App/Editor.swift:11"])
        XCTAssertEqual(run(objc("[other setModalInPresentation:YES];")), [])
        XCTAssertEqual(run(objc("other.modalInPresentation = YES;")), [])
    }
}
