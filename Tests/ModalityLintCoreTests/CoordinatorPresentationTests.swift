import XCTest
@testable import ModalityLintCore

/// Coordinators (issue 23, item 2): a method that presents the view controller it is
/// handed presents, at each call the index ties to it, the screen the call hands in, with
/// the style the call hands in. Near misses: an argument the caller does not name, a call
/// the index cannot tie to the method.
final class CoordinatorPresentationTests: XCTestCase {
    private func flow(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
    }

    private func lint(_ source: String) -> [String] {
        let result = TestApp.lint(source)
        return result.diagnostics.map { "\($0.ruleID) \($0.subject)" }
    }

    private let screens = """
        class ComposeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "New Message"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            }
            @objc private func cancel() { dismiss(animated: true) }
        }
        class AboutViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "About" }
        }

        """

    func testACoordinatorPresentsWhatEachCallHandsInWithItsStyle() throws {
        let source = screens + """
            final class AppCoordinator {
                let navigationController = UINavigationController()
                private func show(_ viewController: UIViewController, style: UIModalPresentationStyle) {
                    let container = UINavigationController(rootViewController: viewController)
                    container.modalPresentationStyle = style
                    navigationController.present(container, animated: true)
                }
                func compose() {
                    let compose = ComposeViewController()
                    show(compose, style: .pageSheet)
                }
                func about() { show(AboutViewController(), style: UIModalPresentationStyle.formSheet) }
            }
            """
        let read = flow(source)
        let coordinator = try XCTUnwrap(read.index(ofScreenNamed: "AppCoordinator.show").map { read.screens[$0] })
        let bound = coordinator.actions.filter { $0.target != nil }
        XCTAssertEqual(bound.map(\.target), [.screen("ComposeViewController"), .screen("AboutViewController")])
        XCTAssertEqual(bound.map(\.style), [.pageSheet, .formSheet])
        // Placed at the calls, where the team reads which screen is shown how.
        let bytes = Array(source.utf8)
        XCTAssertEqual(bound.compactMap { $0.edgePlace.map { String(decoding: bytes[$0.span.start..<$0.span.end], as: UTF8.self) } }, ["show", "show"])
        XCTAssertEqual(bound.compactMap { $0.edgePlace?.span.start }, [
            try XCTUnwrap(source.range(of: "show(compose")).lowerBound.utf16Offset(in: source),
            try XCTUnwrap(source.range(of: "show(AboutViewController")).lowerBound.utf16Offset(in: source),
        ])
        // About has no button at all: reported; Compose's Cancel dismisses: not.
        XCTAssertEqual(lint(screens + """
            final class AppCoordinator {
                let navigationController = UINavigationController()
                func show(_ viewController: UIViewController, style: UIModalPresentationStyle) {
                    let container = UINavigationController(rootViewController: viewController)
                    container.modalPresentationStyle = style
                    navigationController.present(container, animated: true)
                }
                func start() {
                    show(ComposeViewController(), style: .pageSheet)
                    show(AboutViewController(), style: .formSheet)
                }
            }
            """).filter { $0.hasPrefix("modal-dismiss-button") }, ["modal-dismiss-button AboutViewController"])
    }

    /// A helper that gives the screen it is handed a close button on the navigation
    /// controller it wraps it in: the screen's own code is not all its ways out, so none is
    /// known to be missing (the presenter side counts). Near miss: the same helper without
    /// the button (the test above), and a presenting method that gives another screen one.
    func testBarButtonsAPresenterPutsOnTheScreenItPresentsOpenItsWaysOut() throws {
        let helper = screens + """
            enum Presenter {
                static func showModally(viewController: UIViewController, from parent: UIViewController) {
                    let wrapper = UINavigationController(rootViewController: viewController)
                    let close = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: wrapper, action: #selector(UIViewController.closeWrapper))
                    parent.present(wrapper, animated: true)
                    viewController.navigationItem.leftBarButtonItems = [close]
                }
            }
            final class InboxViewController: UIViewController {
                func about() { Presenter.showModally(viewController: AboutViewController(), from: self) }
                func help() {
                    let help = AboutViewController()
                    let settings = ComposeViewController()
                    settings.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                    present(UINavigationController(rootViewController: help), animated: true)
                }
            }
            """
        let read = flow(helper)
        let about = try XCTUnwrap(read.index(ofScreenNamed: "AboutViewController").map { read.screens[$0] })
        XCTAssertTrue(about.unknownFacts.contains(.actions))
        XCTAssertEqual(about.openReasons(for: .actions).map(\.kind), [.presenterButtons])
        XCTAssertEqual(lint(helper).filter { $0.hasPrefix("modal-dismiss-button") }, [])
        // Near miss: the bar button goes on another screen than the one presented.
        let other = helper.replacingOccurrences(of: "func about() { Presenter.showModally(viewController: AboutViewController(), from: self) }", with: "")
        XCTAssertEqual(lint(other).filter { $0.hasPrefix("modal-dismiss-button") }, ["modal-dismiss-button AboutViewController"])
    }

    /// A navigation controller class of the app whose own code gives the screen it holds a
    /// Done (`self.topViewController.navigationItem.rightBarButtonItem = done` in
    /// `viewWillAppear`): the screen's own code is not all its ways out. Near miss: the same
    /// class giving its own navigation item a button, which no screen it holds shows.
    func testButtonsANavigationControllerClassPutsOnItsTopScreenOpenItsWaysOut() throws {
        func app(_ target: String) -> String {
            screens + """
                final class ModalNavigationController: UINavigationController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        \(target).navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                    }
                    @objc func done() { dismiss(animated: true) }
                }
                final class InboxViewController: UIViewController {
                    func about() { present(ModalNavigationController(rootViewController: AboutViewController()), animated: true) }
                }
                """
        }
        let read = flow(app("self.topViewController?"))
        let about = try XCTUnwrap(read.index(ofScreenNamed: "AboutViewController").map { read.screens[$0] })
        XCTAssertEqual(about.openReasons(for: .actions).map(\.kind), [.presenterButtons])
        XCTAssertEqual(lint(app("self.topViewController?")).filter { $0.hasPrefix("modal-dismiss-button") }, [])
        XCTAssertEqual(lint(app("self")).filter { $0.hasPrefix("modal-dismiss-button") }, ["modal-dismiss-button AboutViewController"])
    }

    func testAnArgumentTheCallerDoesNotNameBindsNothing() throws {
        let read = flow(screens + """
            final class AppCoordinator {
                let navigationController = UINavigationController()
                func show(_ viewController: UIViewController) {
                    navigationController.present(viewController, animated: true)
                }
                func forward(_ screen: UIViewController) { show(screen) }
                func made() { show(makeScreen()) }
                func makeScreen() -> UIViewController { AboutViewController() }
            }
            """)
        let coordinator = try XCTUnwrap(read.index(ofScreenNamed: "AppCoordinator.show").map { read.screens[$0] })
        XCTAssertEqual(coordinator.actions.compactMap(\.target), [])
    }

    func testACallOfANameTwoTypesDeclareIsTiedOnlyOnTheCallersOwnObject() throws {
        let read = flow(screens + """
            final class MailCoordinator {
                let navigationController = UINavigationController()
                func show(_ viewController: UIViewController) { navigationController.present(viewController, animated: true) }
                func start() { show(ComposeViewController()) }
            }
            final class AboutCoordinator {
                let navigationController = UINavigationController()
                func show(_ viewController: UIViewController) { navigationController.present(viewController, animated: true) }
            }
            final class Launcher {
                let about = AboutCoordinator()
                func launch() { about.show(AboutViewController()) }
            }
            """)
        let mail = try XCTUnwrap(read.index(ofScreenNamed: "MailCoordinator.show").map { read.screens[$0] })
        XCTAssertEqual(mail.actions.compactMap(\.target), [.screen("ComposeViewController")])
        let about = try XCTUnwrap(read.index(ofScreenNamed: "AboutCoordinator.show").map { read.screens[$0] })
        XCTAssertEqual(about.actions.compactMap(\.target), [], "`about.show(...)` may be either type's `show`: not tied")
    }

    func testAScreensOwnHelperPresentsWhatItsCallsHandIn() throws {
        let read = flow(screens + """
            class InboxViewController: UIViewController {
                private func showModally(_ controller: UIViewController) {
                    controller.modalPresentationStyle = .formSheet
                    present(controller, animated: true)
                }
                @objc func about() { showModally(AboutViewController()) }
            }
            """)
        let inbox = try XCTUnwrap(read.index(ofScreenNamed: "InboxViewController").map { read.screens[$0] })
        let bound = inbox.actions.filter { $0.target != nil }
        XCTAssertEqual(bound.map(\.target), [.screen("AboutViewController")])
        XCTAssertEqual(bound.map(\.style), [.formSheet])
    }

    /// A screen that presents itself over the presenter it is handed (Delta's cheat
    /// editor): its own method's `self` is its class, so the screen is presented, in a
    /// modal context, with the style the method sets. In an extension of UIKit's class
    /// `self` is whichever screen calls it: nothing is named.
    func testAScreenThatPresentsItselfOverAPresenterItIsHandedIsPresented() throws {
        let source = """
            final class LabelEditorViewController: UIViewController {
                func show(over presenter: UIViewController) {
                    let navigation = UINavigationController(rootViewController: self)
                    navigation.modalPresentationStyle = .overFullScreen
                    presenter.present(navigation, animated: true)
                }
            }
            extension UIViewController {
                func showWrapped(over presenter: UIViewController) {
                    presenter.present(UINavigationController(rootViewController: self), animated: true)
                }
            }
            """
        let read = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
        let presenter = try XCTUnwrap(read.index(ofScreenNamed: "LabelEditorViewController.show").map { read.screens[$0] })
        XCTAssertEqual(presenter.actions.map(\.target), [.screen("LabelEditorViewController")])
        XCTAssertEqual(presenter.actions.map(\.style), [.overFullScreen])
        let helper = try XCTUnwrap(read.index(ofScreenNamed: "UIViewController.showWrapped").map { read.screens[$0] })
        XCTAssertEqual(helper.actions.map(\.target), [nil])
    }

    /// The same in Objective-C (a bug report screen's `- showInViewController:`): `self` in
    /// the class's instance method is the class, and its Cancel, which dismisses a text view
    /// people typed into, is judged. Near misses: a category on UIKit's class, where `self`
    /// is whichever screen calls it, and a `+` method, where `self` is the class itself.
    func testAnObjectiveCScreenThatPresentsItselfIsPresented() throws {
        let files = [
            SourceFile(path: "App/Report.h", text: """
                @interface ReportViewController : UIViewController <UITextViewDelegate>
                - (void)showInViewController:(UIViewController *)presenter;
                @end
                @interface SettingsViewController : UIViewController
                @end

                """),
            SourceFile(path: "App/Report.m", text: """
                @implementation ReportViewController
                - (void)showInViewController:(UIViewController *)presenter {
                    self.modalPresentationStyle = UIModalPresentationOverFullScreen;
                    [presenter presentViewController:self animated:YES completion:nil];
                }
                + (void)showClassIn:(UIViewController *)presenter {
                    [presenter presentViewController:self animated:YES completion:nil];
                }
                - (void)viewDidLoad {
                    self.title = @"Report a Bug";
                    UITextView *summary = [[UITextView alloc] initWithFrame:self.view.bounds];
                    summary.delegate = self;
                    [self.view addSubview:summary];
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
                }
                - (void)cancel {
                    [self dismissViewControllerAnimated:YES completion:nil];
                }
                @end
                @implementation UIViewController (Showing)
                - (void)showWrappedIn:(UIViewController *)presenter {
                    [presenter presentViewController:self animated:YES completion:nil];
                }
                @end
                @implementation SettingsViewController
                - (void)viewDidLoad {
                    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Report" style:UIBarButtonItemStylePlain target:self action:@selector(report)];
                }
                - (void)report {
                    ReportViewController *report = [ReportViewController new];
                    [report showInViewController:self];
                }
                @end

                """),
        ]
        let read = CodeReading.read(files, firstFileIndex: 0).flow
        let presenter = try XCTUnwrap(read.index(ofScreenNamed: "ReportViewController.showInViewController").map { read.screens[$0] })
        XCTAssertEqual(presenter.actions.map(\.target), [.screen("ReportViewController")])
        XCTAssertEqual(presenter.actions.map(\.style), [.overFullScreen])
        for name in ["ReportViewController.showClassIn", "UIViewController.showWrappedIn"] {
            let helper = try XCTUnwrap(read.index(ofScreenNamed: name).map { read.screens[$0] })
            XCTAssertEqual(helper.actions.map(\.target), [nil], name)
        }
        let result = Linter(configuration: .everyRuleOn).lint(app: files)
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "confirm-before-discard" }.map { "\($0.file):\($0.start.line)" },
                       ["App/Report.m:14"])
    }

    /// A view controller's override of `present(_:animated:completion:)` that hands on to
    /// `super` is the controller itself presenting, not a screen of its own named after the
    /// method; and it stands for UIKit's `present`, so another controller's
    /// `present(about, animated: true)` is UIKit's, not the override's. The near miss: the
    /// overriding controller's own call is its own presentation.
    func testAnOverrideOfPresentIsNeitherAScreenNorEveryonesPresent() throws {
        let read = flow(screens + """
            class RootSplitViewController: UISplitViewController {
                override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                    if !viewControllerToPresent.isBeingPresented {
                        super.present(viewControllerToPresent, animated: flag, completion: completion)
                    }
                }
                func compose() { present(ComposeViewController(), animated: true) }
            }
            class InboxViewController: UIViewController {
                func about() { present(AboutViewController(), animated: true) }
            }
            """)
        XCTAssertNil(read.index(ofScreenNamed: "RootSplitViewController.present"), "a method is not a screen")
        let split = try XCTUnwrap(read.index(ofScreenNamed: "RootSplitViewController").map { read.screens[$0] })
        XCTAssertFalse(split.actions.compactMap(\.target).contains(.screen("AboutViewController")),
                       "the inbox's present is UIKit's: \(split.actions.compactMap(\.target))")
        XCTAssertTrue(split.actions.compactMap(\.target).contains(.screen("ComposeViewController")))
        let inbox = try XCTUnwrap(read.index(ofScreenNamed: "InboxViewController").map { read.screens[$0] })
        XCTAssertEqual(inbox.actions.compactMap(\.target), [.screen("AboutViewController")])
    }

    /// A router's `present(_:animated:completion:)` shares its name and labels with UIKit's.
    /// A coordinator's `fromViewController.present(nav, animated: true)`, on a parameter
    /// declared `UIViewController`, is UIKit's: it presents the navigation controller whose
    /// bar the coordinator hid, not the router's handed view controller (a country picker
    /// that draws its own top bar, tonkeeper). Near miss: a call on the router itself binds.
    func testAPresentCalledOnAViewControllerIsUIKitsNotARoutersOfTheSameName() throws {
        let read = flow(screens + """
            final class ContainerRouter {
                let root = UIViewController()
                func present(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
                    root.present(viewController, animated: animated, completion: completion)
                }
            }
            final class BuyCoordinator {
                let router = ContainerRouter()
                func openPicker(fromViewController: UIViewController) {
                    let picker = ComposeViewController()
                    let navigation = UINavigationController(rootViewController: picker)
                    navigation.setNavigationBarHidden(true, animated: false)
                    fromViewController.present(navigation, animated: true)
                }
                func openAbout() {
                    router.present(AboutViewController())
                }
            }
            """)
        let router = try XCTUnwrap(read.index(ofScreenNamed: "ContainerRouter.present").map { read.screens[$0] })
        XCTAssertEqual(router.actions.compactMap(\.target), [.screen("AboutViewController")])
        let compose = try XCTUnwrap(read.index(ofScreenNamed: "ComposeViewController").map { read.screens[$0] })
        XCTAssertNil(compose.container, "its navigation bar is hidden where it is presented")
    }

    /// A screen's present helper that makes a popover only when it is handed the control
    /// tapped (`if let sender { vc.modalPresentationStyle = .popover }`): each call says
    /// which. A call that leaves `sender` out, or hands it `nil`, presents a sheet; that sheet
    /// presented from the popover is a modal over a popover. Near miss: the same sheet
    /// presented by the screen under the popover.
    func testAStyleSetOnlyWhenAParameterHasAValueIsEachCallsStyle() throws {
        // A protocol's requirement of the same name is no second method to call.
        let helper = """
            protocol TabPresenting: AnyObject {
                func present(_ vc: UIViewController, _ sender: UIView?) -> Bool
            }
            extension UIViewController {
                @discardableResult
                func present(_ vc: UIViewController, _ sender: UIView? = nil) -> Bool {
                    guard presentedViewController == nil else { return false }
                    if let sender = sender {
                        vc.modalPresentationStyle = .popover
                        vc.popoverPresentationController?.sourceView = sender.superview
                    }
                    present(vc, animated: true)
                    return true
                }
            }
            class BrowserViewController: UIViewController {
                @IBOutlet var securityButton: UIButton!
                @IBAction func showSecurity(_ sender: UIButton) {
                    present(SecurityViewController(), sender)
                }
            }
            class SettingsViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Settings" }
            }

            """
        let read = flow(helper + """
            class SecurityViewController: UIViewController {
                @objc func openSettings() { present(UINavigationController(rootViewController: SettingsViewController())) }
                @objc func openAgain() { present(SettingsViewController(), nil) }
            }
            """)
        let bound = read.screens.flatMap(\.actions).filter { $0.target != nil }
        XCTAssertEqual(bound.map(\.target), [.screen("SecurityViewController"), .screen("SettingsViewController"), .screen("SettingsViewController")])
        XCTAssertEqual(bound.map { $0.style == .popover }, [true, false, false])

        func overPopover(_ security: String) -> [String] {
            lint(helper + security).filter { $0.hasPrefix("no-modal-over-popover") }
        }
        XCTAssertEqual(overPopover("""
            class SecurityViewController: UIViewController {
                @objc func openSettings() { present(UINavigationController(rootViewController: SettingsViewController())) }
            }
            """).count, 1)
        // Near miss: the same sheet presented by a screen that is not a popover.
        XCTAssertEqual(overPopover("""
            class SecurityViewController: UIViewController {}
            extension BrowserViewController {
                @objc func openSettings() { present(UINavigationController(rootViewController: SettingsViewController())) }
            }
            """).count, 0)
    }

    /// A router whose `present` makes a popover only when its `Bool` flag is true (`if
    /// isPopover, let popover = vc.popoverPresentationController { ... }`), false by default:
    /// a call that leaves the flag out, or hands it `false`, presents a sheet; one that hands
    /// it `true` a popover; one that hands it a value the code computes, an unknown style.
    func testAStyleSetOnlyWhenAFlagIsTrueIsEachCallsStyle() throws {
        let read = flow("""
            final class ViewRouter {
                func present(_ presentedController: UIViewController, from fromController: UIViewController,
                             isModal: Bool = false, isPopover: Bool = false, popoverSourceView: UIView? = nil) {
                    presentedController.isModalInPresentation = isModal
                    if isPopover, let popover = presentedController.popoverPresentationController {
                        popover.sourceView = popoverSourceView
                        presentedController.modalPresentationStyle = .popover
                    }
                    fromController.present(presentedController, animated: true, completion: nil)
                }
            }
            class MigrationViewController: UIViewController {}
            class FilterViewController: UIViewController {}
            class InfoViewController: UIViewController {}
            class LegendViewController: UIViewController {}
            class MapViewController: UIViewController {
                let viewRouter = ViewRouter()
                var isPad = false
                @objc func migrate() { viewRouter.present(MigrationViewController(), from: self, isModal: true) }
                @objc func filter() { viewRouter.present(FilterViewController(), from: self, isPopover: true, popoverSourceView: view) }
                @objc func info() { viewRouter.present(InfoViewController(), from: self, isPopover: false) }
                @objc func legend() { viewRouter.present(LegendViewController(), from: self, isPopover: isPad) }
            }
            """)
        let bound = read.screens.flatMap(\.actions).filter { $0.target != nil }
        XCTAssertEqual(bound.map(\.target), [.screen("MigrationViewController"), .screen("FilterViewController"),
                                            .screen("InfoViewController"), .screen("LegendViewController")])
        XCTAssertEqual(bound.map { $0.style == .popover }, [false, true, false, false])
        XCTAssertEqual(bound.map { $0.unknownFacts.contains(.style) }, [false, false, false, true])
    }
}

/// Delegates (certainty.md, part 1, "delegates whose implementers the index can find"): a
/// call on a delegate property whose type is a protocol of the run has the effect of the
/// conformers' answers when they all agree and were read to the end.
final class DelegateCallTests: XCTestCase {
    /// Whether the editor's Archive button, whose action asks its delegate, dismisses. (A
    /// Cancel that closes nothing is "unknown" rather than "no" whatever its code says: it
    /// reads as a way out; UIKitFlowReader.dismisses.)
    private func archiveDismisses(_ conformers: String) throws -> Bool? {
        let source = """
            protocol EditorDelegate: AnyObject {
                func editorDidArchive(_ editor: EditorViewController)
            }
            class EditorViewController: UIViewController {
                weak var delegate: EditorDelegate?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Edit"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Archive", style: .plain, target: self, action: #selector(archive))
                }
                @objc private func archive() { delegate?.editorDidArchive(self) }
            }

            """ + conformers
        let flow = CodeReading.read([SourceFile(path: "App.swift", text: source)], firstFileIndex: 0).flow
        let editor = try XCTUnwrap(flow.index(ofScreenNamed: "EditorViewController").map { flow.screens[$0] })
        let archive = try XCTUnwrap(editor.actions.first { $0.label == "Archive" })
        return archive.dismisses
    }

    func testADelegateWhoseEveryConformerDismissesDismisses() throws {
        XCTAssertEqual(try archiveDismisses("""
            class ListViewController: UIViewController, EditorDelegate {
                func editorDidArchive(_ editor: EditorViewController) { close() }
                private func close() { dismiss(animated: true) }
            }
            """), true)
    }

    func testADelegateWhoseConformersAllCloseNothingDoesNotDismiss() throws {
        XCTAssertEqual(try archiveDismisses("""
            class ListViewController: UIViewController, EditorDelegate {
                var archived = 0
                func editorDidArchive(_ editor: EditorViewController) { archived += 1 }
            }
            """), false)
    }

    /// Near misses: the answer is open when the conformers disagree, when one reaches code
    /// the reading does not follow, or when the run holds no conformer.
    func testADelegateLeftOpenWhenTheConformersDoNotSayOneThing() throws {
        XCTAssertNil(try archiveDismisses("""
            class ListViewController: UIViewController, EditorDelegate {
                func editorDidArchive(_ editor: EditorViewController) { dismiss(animated: true) }
            }
            class GridViewController: UIViewController, EditorDelegate {
                var archived = 0
                func editorDidArchive(_ editor: EditorViewController) { archived += 1 }
            }
            """))
        XCTAssertNil(try archiveDismisses("""
            class ListViewController: UIViewController, EditorDelegate {
                let store = Store()
                func editorDidArchive(_ editor: EditorViewController) { store.discardDraft() }
            }
            class Store { func discardDraft() {} }
            """))
        XCTAssertNil(try archiveDismisses(""))
    }

    /// An Objective-C delegate property (`id<PickerDelegate> delegate`) is typed by its
    /// protocol, so its call is followed to the conformers, here in Swift. Near miss: a
    /// property of `UIViewController<PickerDelegate>` is an object of that class, whose
    /// methods are not the protocol's answers: the call stays open.
    func testAnObjectiveCDelegateIsFollowedToItsSwiftConformers() throws {
        func cancelDismisses(_ type: String) throws -> Bool? {
            let header = """
                @protocol PickerDelegate <NSObject>
                - (void)pickerWasCancelled:(PickerViewController *)picker;
                @end
                @interface PickerViewController : UITableViewController
                @property (nonatomic, weak) \(type) delegate;
                @end
                """
            let implementation = """
                #import "PickerViewController.h"
                @implementation PickerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelPressed)];
                }
                - (void)cancelPressed { [self.delegate pickerWasCancelled:self]; }
                @end
                """
            let conformer = """
                class LoginViewController: UIViewController, PickerDelegate {
                    func pickerWasCancelled(_ picker: PickerViewController!) { dismiss(animated: true) }
                }
                """
            let files = [SourceFile(path: "PickerViewController.h", text: header), SourceFile(path: "PickerViewController.m", text: implementation),
                         SourceFile(path: "Login.swift", text: conformer)]
            let flow = CodeReading.read(files, firstFileIndex: 0).flow
            let picker = try XCTUnwrap(flow.index(ofScreenNamed: "PickerViewController").map { flow.screens[$0] })
            return try XCTUnwrap(picker.actions.first { $0.role == .cancel }).dismisses
        }
        XCTAssertEqual(try cancelDismisses("id<PickerDelegate>"), true)
        XCTAssertEqual(try cancelDismisses("NSObject<PickerDelegate> *"), true)
        XCTAssertNil(try cancelDismisses("UIViewController<PickerDelegate> *"))
    }
}
