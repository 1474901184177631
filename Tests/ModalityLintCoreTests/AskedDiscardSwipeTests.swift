import XCTest
@testable import ModalityLintCore

/// A UIKit screen whose own Cancel asks before discarding (a destructive alert action whose
/// handler closes it) holds work by the app's program; shown as a sheet with nothing in the
/// run stopping the swipe, swiping it down throws that work away without asking.
final class AskedDiscardSwipeTests: XCTestCase {
    private func swipes(_ files: [(String, String)]) -> [String] {
        TestApp.diagnostics(files).filter { $0.ruleID == "confirm-before-discard" && $0.message.contains("swiping it down") }
            .map { "\($0.file):\($0.start.line)" }
    }

    /// A list that presents a form of one-line fields; `present` is how, `cancel` the
    /// form's Cancel method, `extra` more of the form's code.
    private func form(present: String = "present(UINavigationController(rootViewController: form), animated: true)",
                      cancelTitle: String = "\"Cancel\"", cancel: String, extra: String = "") -> [(String, String)] {
        [("App/Form.swift", """
            import UIKit

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Places"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(add))
                }

                @objc func add() {
                    let form = PlaceFormViewController()
                    \(present)
                }
            }

            final class PlaceFormViewController: UIViewController {
                let nameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "New Place"
                    view.addSubview(nameField)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: \(cancelTitle), style: .plain, target: self, action: #selector(cancel))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
                }

                @objc func cancel() {
                    \(cancel)
                }

                @objc func save() {
                    Places.add(nameField.text)
                    dismiss(animated: true)
                }
                \(extra)
            }

            enum Places {
                static func add(_ name: String?) {}
            }

            """)]
    }

    private let asks = """
        guard nameField.hasText else { return close() }
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { _ in self.close() })
                sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                present(sheet, animated: true)
            }

            func close() {
                dismiss(animated: true)
        """

    func testACancelThatAsksMakesTheSheetsSwipeADiscard() {
        XCTAssertEqual(swipes(form(cancel: asks)), ["App/Form.swift:16"])
    }

    func testAButtonWhoseWordsAreUnreadCountsWhenItAlsoClosesWithoutAsking() {
        XCTAssertEqual(swipes(form(cancelTitle: "NSLocalizedString(\"cancel\", comment: \"\")", cancel: asks)), ["App/Form.swift:16"])
    }

    func testAGuardedSwipeIsLeftAlone() {
        XCTAssertEqual(swipes(form(cancel: asks, extra: "override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); isModalInPresentation = nameField.hasText }")), [])
        XCTAssertEqual(swipes(form(cancel: asks, extra: """
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { cancel() }
            """)), [])
        // A guard named anywhere in the run: which sheet it guards is not followed.
        XCTAssertEqual(swipes(form(present: """
            form.presentationController?.delegate = self
                    present(UINavigationController(rootViewController: form), animated: true)
                }
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false
            """, cancel: asks)), [])
    }

    func testAFullScreenFormHasNoSwipe() {
        XCTAssertEqual(swipes(form(present: """
            let navigation = UINavigationController(rootViewController: form)
                    navigation.modalPresentationStyle = .fullScreen
                    present(navigation, animated: true)
            """, cancel: asks)), [])
    }

    func testACancelThatAsksNothingKeepsTheSwipeOpen() {
        XCTAssertEqual(swipes(form(cancel: "dismiss(animated: true)")), [])
    }

    func testADeleteThatAsksIsNotADiscard() {
        // It asks about the saved place, and closes only through the alert.
        XCTAssertEqual(swipes(form(cancelTitle: "\"Delete\"", cancel: """
            let sheet = UIAlertController(title: "Delete this place?", message: nil, preferredStyle: .alert)
                    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                        Places.add(nil)
                        self.dismiss(animated: true)
                    })
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(sheet, animated: true)
            """)), [])
    }

    func testObjectiveCCancelThatAsks() {
        func editor(_ extra: String) -> [(String, String)] {
            [("App/Form.h", "@interface FormViewController : UIViewController\n@end\n@interface ListViewController : UIViewController\n@end\n"),
             ("App/Form.m", """
                @implementation ListViewController
                - (void)viewDidLoad {
                    self.title = @"Places";
                    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(add)];
                }
                - (void)add {
                    [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[FormViewController new]] animated:YES completion:nil];
                }
                @end
                @implementation FormViewController
                - (void)viewDidLoad {
                    self.title = @"New Place";
                    \(extra)
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
                }
                - (void)cancel {
                    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
                    [sheet addAction:[UIAlertAction actionWithTitle:@"Discard" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
                        [self dismissViewControllerAnimated:YES completion:nil];
                    }]];
                    [sheet addAction:[UIAlertAction actionWithTitle:@"Keep Editing" style:UIAlertActionStyleCancel handler:nil]];
                    [self presentViewController:sheet animated:YES completion:nil];
                }
                @end

                """)]
        }
        XCTAssertEqual(swipes(editor("")), ["App/Form.m:10"])
        XCTAssertEqual(swipes(editor("self.modalInPresentation = YES;")), [])
    }

    /// A storyboard scene presented by a segue, whose class makes its Cancel in code.
    func testAStoryboardSceneWhoseCodeCancelAsks() {
        func app(_ segueStyle: String) -> [(String, String)] {
            [("App/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                    <scenes>
                        <scene sceneID="s1"><objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <viewController id="list" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Places" id="n1">
                                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                        <connections><segue destination="nav2" kind="presentation" \(segueStyle) id="p1"/></connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                        </objects></scene>
                        <scene sceneID="s3"><objects>
                            <navigationController id="nav2" sceneMemberID="viewController">
                                <connections><segue destination="form" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s4"><objects>
                            <viewController id="form" customClass="FormViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="New Place" id="n2"/>
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """),
             ("App/FormViewController.swift", """
                import UIKit

                final class FormViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                    }

                    @objc func cancel() {
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive, handler: { _ in self.dismiss(animated: true) }))
                        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                        present(sheet, animated: true)
                    }
                }

                """)]
        }
        XCTAssertEqual(swipes(app("")), ["App/Main.storyboard:24"])
        XCTAssertEqual(swipes(app("modalPresentationStyle=\"fullScreen\"")), [])
    }
}
