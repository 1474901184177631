import XCTest
@testable import ModalityLintCore

/// Three readings that follow UIKit code further: a factory method is read to the screen it
/// returns; a dismissal made only when a pop found nothing to pop is a pop; and the app's
/// `extension UIViewController` methods belong to every UIKit view controller subclass.
final class FactoryReturnsTests: XCTestCase {
    /// A navigation controller "web" whose root has a Close and no title.
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="page" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"/>
                        <navigationItem key="navigationItem" id="n1">
                            <barButtonItem key="leftBarButtonItem" title="Close" id="close">
                                <connections><action selector="closePage:" destination="page" id="a1"/></connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController storyboardIdentifier="web" id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                        <connections><segue destination="page" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
            </scenes>
        </document>

        """

    private let closing = """
        import UIKit
        extension UIViewController {
            @IBAction func closePage(_ sender: Any) {
                dismiss(animated: true)
            }
        }

        """

    private func factory(returns: String) -> String {
        """
        import UIKit
        enum Screens {
            static func webPage() -> UIViewController {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                let nav = storyboard.instantiateViewController(withIdentifier: "web") as? UINavigationController
                nav?.modalPresentationStyle = .formSheet
                \(returns)
            }
        }

        """
    }

    private let presenter = """
        import UIKit
        class HelpViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Terms", style: .plain, target: self, action: #selector(openTerms))
            }
            @objc func openTerms(_ sender: Any) {
                present(Screens.webPage(), animated: true)
            }
        }

        """

    /// The factory's one return names the scene it instantiated: presenting what it returns
    /// presents that scene, and its missing title is reported there.
    func testAFactorysReturnedSceneIsWhatItsCallerPresents() {
        let diagnostics = TestApp.diagnostics([
            ("Main.storyboard", storyboard), ("Closing.swift", closing),
            ("Screens.swift", factory(returns: "return nav!")), ("Help.swift", presenter),
        ])
        XCTAssertEqual(diagnostics.linesAndRules(of: "modal-title"), ["5 modal-title"])
        XCTAssertEqual(diagnostics.linesAndRules(of: "modal-dismiss-button"), [], "its Close, from an extension, dismisses")
    }

    /// The near miss: a factory whose returns differ (or return what the reading cannot
    /// name) stands for no one screen, and the scene stays unjudged.
    func testAFactoryReturningDifferentScreensNamesNone() {
        let diagnostics = TestApp.diagnostics([
            ("Main.storyboard", storyboard), ("Closing.swift", closing),
            ("Screens.swift", factory(returns: "if Bool.random() { return nav! }\n        return UIViewController()")),
            ("Help.swift", presenter),
        ])
        XCTAssertEqual(diagnostics.linesAndRules(of: "modal-title"), [])
    }

    private func index(_ files: [(String, String)]) -> CodeIndex {
        CodeIndexBuilder(files.map { SourceFile(path: $0.0, text: $0.1) }).link()
    }

    /// `if navigationController?.popViewController(animated:) == nil { dismiss(...) }` goes
    /// back where the screen is pushed: a pop, not a certain dismissal. Near miss: a pop
    /// followed by a dismissal that always runs dismisses.
    func testADismissalOnlyWhenNothingWasPoppedIsAPop() throws {
        let code = index([("Builder.swift", """
        class BuilderViewController: UIViewController {
            @IBAction func onCancel(_ sender: Any?) {
                if navigationController?.popViewController(animated: true) == nil {
                    dismiss(animated: true)
                }
            }
            @IBAction func onDone(_ sender: Any?) {
                guard navigationController?.popViewController(animated: true) == nil else { return }
                dismiss(animated: true)
            }
            @IBAction func onClose(_ sender: Any?) {
                navigationController?.popViewController(animated: true)
                dismiss(animated: true)
            }
        }
        """)])
        for selector in ["onCancel:", "onDone:"] {
            let facts = try XCTUnwrap(code.actionMethodFacts(selector: selector, inClass: "BuilderViewController"))
            XCTAssertFalse(facts.dismisses, selector)
            XCTAssertTrue(facts.pops, selector)
        }
        let close = try XCTUnwrap(code.actionMethodFacts(selector: "onClose:", inClass: "BuilderViewController"))
        XCTAssertTrue(close.dismisses)
    }

    /// A method of `extension UIViewController` is found for a `UITableViewController`
    /// subclass. Near miss: one of `extension UINavigationController` is not.
    func testAnExtensionOfUIViewControllerIsInEveryControllersChain() {
        let code = index([("Port.swift", """
        class PortViewController: UITableViewController {}
        extension UIViewController {
            @IBAction func dismissViewController(_ sender: Any) { navigationController?.dismiss(animated: true) }
        }
        extension UINavigationController {
            @IBAction func closeStack(_ sender: Any) { dismiss(animated: true) }
        }
        """)])
        XCTAssertEqual(code.actionMethodFacts(selector: "dismissViewController:", inClass: "PortViewController")?.dismisses, true)
        XCTAssertNil(code.actionMethodFacts(selector: "closeStack:", inClass: "PortViewController"))
    }
}
