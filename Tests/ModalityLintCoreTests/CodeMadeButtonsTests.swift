import XCTest
@testable import ModalityLintCore

/// Buttons a view controller makes in code and wires to itself (`setTitle`, `addTarget(self,
/// action:for:)`, `UIButton(type: .close)`) are read as the screen's controls, with their words
/// and what their actions do, as bar button items are: a form sheet whose code-made Cancel
/// throws away what was typed is reported, and a screen whose only buttons save without
/// closing has no way out. Wiring that is not tied to a method of the class keeps the
/// screen's controls open (blind audit round 27: BeeSwift's, beiwe's and scoop's forms).
final class CodeMadeButtonsTests: XCTestCase {
    /// A list presenting a report form whose `viewDidLoad` ends with `setup` and which has
    /// `methods`.
    private func app(setup: String, methods: String) -> String {
        """
        import UIKit

        final class PostsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Posts"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Report", style: .plain, target: self, action: #selector(report))
            }

            @objc func report() {
                let form = ReportViewController()
                form.modalPresentationStyle = .formSheet
                present(form, animated: true)
            }
        }

        final class ReportViewController: UIViewController {
            private let reasonView = UITextView()
            private let cancelButton = UIButton(type: .system)
            private let sendButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                isModalInPresentation = true
                view.addSubview(reasonView)
                view.addSubview(cancelButton)
                view.addSubview(sendButton)
                \(setup)
            }

            \(methods)
        }
        """
    }

    private let wiredCancelAndSend = """
        cancelButton.setTitle("Cancel", for: .normal)
                cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
                sendButton.setTitle("Send", for: .normal)
                sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)
        """

    func testACodeMadeCancelThatDropsTypedTextIsReported() throws {
        let diagnostics = TestApp.diagnostics(app(setup: wiredCancelAndSend, methods: """
            @objc private func cancelTapped() { dismiss(animated: true) }
                @objc private func sendTapped() {
                    Reports.send(reasonView.text)
                    dismiss(animated: true)
                }
            """))
        let discard = try XCTUnwrap(diagnostics.first { $0.ruleID == "confirm-before-discard" }, "\(diagnostics.map(\.message))")
        XCTAssertTrue(discard.message.contains("'Cancel'"), discard.message)
        // At the button's wiring, where its action is chosen.
        XCTAssertEqual(discard.start.line, 29, discard.message)
        XCTAssertFalse(diagnostics.contains { $0.ruleID == "modal-dismiss-button" }, "\(diagnostics.map(\.message))")
    }

    func testTheNearMissACancelThatAsksFirstIsNotReported() {
        let diagnostics = TestApp.diagnostics(app(setup: wiredCancelAndSend, methods: """
            @objc private func cancelTapped() {
                    let alert = UIAlertController(title: "Discard this report?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in self.dismiss(animated: true) })
                    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                    present(alert, animated: true)
                }
                @objc private func sendTapped() {
                    Reports.send(reasonView.text)
                    dismiss(animated: true)
                }
            """))
        XCTAssertFalse(diagnostics.contains { $0.ruleID == "confirm-before-discard" }, "\(diagnostics.map(\.message))")
    }

    func testButtonsThatNeverCloseLeaveTheSheetWithNoSafeWayOut() throws {
        let diagnostics = TestApp.diagnostics(app(setup: """
            sendButton.setTitle("Send", for: .normal)
                    sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)
            """, methods: """
            @objc private func sendTapped() { Reports.send(reasonView.text) }
            """))
        // Send completes the task; nothing leaves it without sending.
        let exit = try XCTUnwrap(diagnostics.first { $0.ruleID == "safe-exit" }, "\(diagnostics.map(\.message))")
        XCTAssertTrue(exit.message.contains("add a Cancel button to its view"), exit.message)
    }

    func testWiringNotTiedToTheClassKeepsTheWayOutOpen() {
        // The near miss: the Send button's target is another object, which may close the form.
        let diagnostics = TestApp.diagnostics(app(setup: """
            sendButton.setTitle("Send", for: .normal)
                    sendButton.addTarget(Reports.shared, action: #selector(Reports.sendCurrent), for: .touchUpInside)
                    cancelButton.addTarget(self, action: #selector(keepTyping), for: .touchUpInside)
            """, methods: """
            @objc private func keepTyping() { reasonView.becomeFirstResponder() }
            """))
        XCTAssertFalse(diagnostics.contains { $0.ruleID == "modal-dismiss-button" || $0.ruleID == "safe-exit" }, "\(diagnostics.map(\.message))")
    }

    func testWordsComeFromTheNameTheButtonIsKeptIn() throws {
        let source = app(setup: """
            let close = UIButton(type: .close)
                    close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
                    sendButton.addTarget(self, action: #selector(sendTapped), for: .primaryActionTriggered)
                    reasonView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(sendTapped)))
            """, methods: """
            @objc private func closeTapped() { dismiss(animated: true) }
                @objc private func sendTapped() { }
                private func style() { sendButton.setImage(UIImage(systemName: "paperplane"), for: .normal) }
            """)
        let index = CodeIndexBuilder([SourceFile(path: "App.swift", text: source)]).link()
        let facts = try XCTUnwrap(index.viewControllerFacts(ofClass: "ReportViewController"))
        XCTAssertEqual(facts.viewButtons.map(\.label), [.systemItem("close"), .image("paperplane")])
        XCTAssertEqual(facts.viewButtons.map(\.dismisses), [true, false])
        XCTAssertFalse(facts.hasUnreadButtonWiring)
    }

    func testAnAlertsActionsAreNotAControlsWiring() throws {
        // `alert.addAction(_:)` adds a button to the alert; a control's `addAction(_:for:)`
        // wires a closure the reading does not tie to a method (BeeSwift's data point editor,
        // whose delete confirmation kept every code-made button open).
        func wiring(_ extra: String) throws -> Bool {
            let source = app(setup: wiredCancelAndSend, methods: """
                @objc private func cancelTapped() { dismiss(animated: true) }
                    @objc private func sendTapped() { dismiss(animated: true) }
                    private func confirm() {
                        \(extra)
                    }
                """)
            let index = CodeIndexBuilder([SourceFile(path: "App.swift", text: source)]).link()
            return try XCTUnwrap(index.viewControllerFacts(ofClass: "ReportViewController")).hasUnreadButtonWiring
        }
        XCTAssertFalse(try wiring("""
            let alert = UIAlertController(title: "Send?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
            """))
        XCTAssertTrue(try wiring("sendButton.addAction(UIAction { _ in self.dismiss(animated: true) }, for: .touchUpInside)"))
    }

    func testAClosureTheClassWasHandedMayClose() throws {
        // `onCancel?()` runs the presenter's code, which may dismiss: open, never "does not
        // dismiss" (owncloud's progress screen, whose Cancel calls its `cancelHandler?()`).
        let source = app(setup: """
            cancelButton.setTitle("Cancel", for: .normal)
                    cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
            """, methods: """
            var onCancel: (() -> Void)?
                var onFinish: (() -> Void)!
                @objc private func cancelTapped() { onCancel?() }
                @objc private func finish() { let ready = true ? (1) : 2; _ = ready }
            """)
        let index = CodeIndexBuilder([SourceFile(path: "App.swift", text: source)]).link()
        let facts = try XCTUnwrap(index.viewControllerFacts(ofClass: "ReportViewController"))
        XCTAssertEqual(facts.viewButtons.map(\.dismisses), [nil])
        XCTAssertFalse(TestApp.diagnostics(source).contains { $0.ruleID == "modal-dismiss-button" })
    }

    func testObjectiveCButtonsAreReadToo() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface NoteViewController : UIViewController
            @end
            """
        let implementation = """
            #import "NoteViewController.h"
            @implementation NoteViewController {
                UIButton *_doneButton;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                _doneButton = [UIButton buttonWithType:UIButtonTypeSystem];
                [_doneButton setTitle:@"Done" forState:UIControlStateNormal];
                [_doneButton addTarget:self action:@selector(doneTapped:) forControlEvents:UIControlEventTouchUpInside];
            }
            - (void)doneTapped:(id)sender {
                [self dismissViewControllerAnimated:YES completion:nil];
            }
            @end
            """
        let index = CodeIndexBuilder([SourceFile(path: "NoteViewController.h", text: header),
                                          SourceFile(path: "NoteViewController.m", text: implementation)]).link()
        let facts = try XCTUnwrap(index.viewControllerFacts(ofClass: "NoteViewController"))
        XCTAssertEqual(facts.viewButtons.map(\.label), [.title("Done")])
        XCTAssertEqual(facts.viewButtons.map(\.dismisses), [true])
    }
}
