import XCTest
@testable import ModalityLintCore

/// What code says about a view controller class: titles, bar button items and whether
/// they dismiss, action methods, modal settings, navigation placement, custom segues.
final class ViewControllerCodeFactsTests: XCTestCase {
    private func index(_ files: [(String, String)]) -> CodeIndex {
        CodeIndexBuilder(files.map { SourceFile(path: $0.0, text: $0.1) }).link()
    }

    private func text(_ code: CodeIndex, _ location: CodeLocation?) -> String? {
        location.map { code.files[$0.file].text(of: $0.span) }
    }

    /// A screen that sets its Cancel on its navigation controller's top item sets it on its
    /// own navigation item, in Swift and Objective-C. Near miss: the top item of another
    /// object's bar is not this screen's.
    func testABarButtonSetOnTheBarsTopItemIsTheScreensOwn() throws {
        let swift = index([("Picker.swift", """
        class PickerViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelled))
                navigationController?.navigationBar.topItem?.leftBarButtonItem = cancel
                otherBar.topItem?.rightBarButtonItem = UIBarButtonItem(title: "Not mine", style: .plain, target: nil, action: nil)
            }
            @objc func cancelled() { dismiss(animated: true) }
        }
        """)])
        let facts = try XCTUnwrap(swift.viewControllerFacts(ofClass: "PickerViewController"))
        XCTAssertEqual(facts.barButtonItems.map(\.label), [.systemItem("cancel")])
        XCTAssertEqual(facts.barButtonItems.map(\.dismisses), [true])
        let objc = index([("Picker.h", "@interface PickerViewController : UITableViewController\n@end\n"), ("Picker.m", """
        @implementation PickerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIBarButtonItem *cancel = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                                     target:self action:@selector(cancelled)];
            self.navigationController.navigationBar.topItem.leftBarButtonItem = cancel;
            self.otherBar.topItem.rightBarButtonItem = cancel;
        }
        - (void)cancelled { [self dismissViewControllerAnimated:YES completion:nil]; }
        @end
        """)])
        let objcFacts = try XCTUnwrap(objc.viewControllerFacts(ofClass: "PickerViewController"))
        XCTAssertEqual(objcFacts.barButtonItems.map(\.side), [.left])
        XCTAssertEqual(objcFacts.barButtonItems.map(\.dismisses), [true])
    }

    /// A bar item the reading does not see made (the app's own `UIBarButtonItem` subclass
    /// handed a closure, a factory) is a button whose words and action are unknown, not no
    /// button: a Close made so is not said to be missing. Near misses: `nil` and UIKit's
    /// `editButtonItem` are no way out.
    func testABarItemMadeWhereTheReadingDoesNotSeeIsAnUnknownButton() throws {
        let code = index([("Select.swift", """
        class SelectViewController: UITableViewController {
            let onDismiss: () -> Void
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = CloseBarButtonItem(onTap: { [weak self] in self?.onDismiss() })
                navigationItem.leftBarButtonItem = editButtonItem
                navigationItem.backBarButtonItem = nil
            }
        }
        """)])
        let facts = try XCTUnwrap(code.viewControllerFacts(ofClass: "SelectViewController"))
        XCTAssertEqual(facts.barButtonItems.map(\.label), [.unknown])
        XCTAssertEqual(facts.barButtonItems.map(\.side), [.right])
        XCTAssertEqual(facts.barButtonItems.map(\.dismisses), [nil])
    }

    func testSwiftTitlesBarButtonsAndModalSettings() throws {
        let code = index([("Editor.swift", """
        class EditorViewController: BaseEditor {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Edit Note"
                let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped(_:)))
                navigationItem.leftBarButtonItem = cancel
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save)),
                    UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }),
                ]
                otherController.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Not mine", style: .plain, target: nil, action: nil)
                isModalInPresentation = true
                modalPresentationStyle = .formSheet
            }
            @objc func cancelTapped(_ sender: Any) { close() }
            private func close() { presentingViewController?.dismiss(animated: true, completion: nil) }
            @objc func save() { performSegue(withIdentifier: "saved", sender: nil) }
            @IBAction func done(_ sender: UIBarButtonItem) { self.dismiss(animated: true) }
            @IBAction func back(_ sender: Any) { navigationController?.popViewController(animated: true) }
            @IBAction func nothing(_ sender: Any) { print("no") }
        }
        class BaseEditor: UIViewController {
            override func viewWillAppear(_ animated: Bool) { navigationItem.setRightBarButton(UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(goAway)), animated: false) }
            @objc func goAway() { helper() }
            func helper() { deeper() }
            func deeper() { dismiss(animated: true) }
        }
        """)])
        let facts = try XCTUnwrap(code.viewControllerFacts(ofClass: "EditorViewController"))
        XCTAssertEqual(facts.title?.text, "Edit Note")
        XCTAssertEqual(text(code, facts.title?.location), "title")
        XCTAssertEqual(code.sources[0].position(at: facts.location.span.start), SourcePosition(line: 1, column: 7))
        XCTAssertEqual(facts.barButtonItems.map(\.label), [.systemItem("cancel"), .title("Save"), .systemItem("close"), .image("xmark")])
        XCTAssertEqual(facts.barButtonItems.map(\.side), [.left, .right, .right, .right])
        XCTAssertEqual(facts.barButtonItems.map(\.dismisses), [true, false, true, true], "the class's own methods, followed to any depth")
        XCTAssertEqual(facts.barButtonItems[1].performedSegueIdentifiers, ["saved"])
        XCTAssertEqual(facts.barButtonItems.map { text(code, $0.location) }, Array(repeating: "UIBarButtonItem", count: 4))
        if case .method(_, let selector) = facts.barButtonItems[0].action { XCTAssertEqual(selector, "cancelTapped:") } else { XCTFail("not resolved") }
        if case .closure = facts.barButtonItems[2].action {} else { XCTFail("not a closure") }
        XCTAssertEqual(text(code, facts.isModalInPresentation), "isModalInPresentation")
        XCTAssertEqual(facts.modalPresentationStyle?.caseName, "formSheet")
        XCTAssertNil(facts.modalTransitionStyle)

        XCTAssertEqual(code.actionMethodFacts(selector: "done:", inClass: "EditorViewController")?.dismisses, true)
        XCTAssertEqual(code.actionMethodFacts(selector: "back:", inClass: "EditorViewController")?.pops, true)
        XCTAssertEqual(code.actionMethodFacts(selector: "back:", inClass: "EditorViewController")?.dismisses, false)
        XCTAssertEqual(code.actionMethodFacts(selector: "nothing:", inClass: "EditorViewController")?.dismisses, false)
        XCTAssertEqual(code.actionMethodFacts(selector: "goAway", inClass: "EditorViewController")?.dismisses, true)
        XCTAssertNil(code.actionMethodFacts(selector: "missing:", inClass: "EditorViewController"))
        XCTAssertNil(code.viewControllerFacts(ofClass: "NotInTheRun"))
    }

    func testTitlesThatAreDynamicOrNotTheScreens() throws {
        let code = index([("T.swift", """
        class A: UIViewController { override func viewDidLoad() { navigationItem.title = viewModel.name } }
        class B: UIViewController { override func viewDidLoad() { navigationItem.titleView = logo } }
        class C: UIViewController { func f(other: UIViewController) { other.title = "x"; let title = "y"; label.title = "z"; if title == "a" {} } }
        class D: UIViewController { func f() { self.title = "One" }
            func g() { title = "Two" } }
        """)])
        XCTAssertEqual(code.viewControllerFacts(ofClass: "A")?.title.map { $0.text == nil }, true)
        XCTAssertEqual(code.viewControllerFacts(ofClass: "B")?.title.map { $0.text == nil }, true)
        XCTAssertNil(try XCTUnwrap(code.viewControllerFacts(ofClass: "C")).title)
        let d = try XCTUnwrap(code.viewControllerFacts(ofClass: "D"))
        XCTAssertNotNil(d.title)
        XCTAssertNil(d.title?.text, "two different literals: the text is not known")
    }

    func testCodeForOtherPlatformsSaysNothing() throws {
        let code = index([("P.swift", """
        class P: UIViewController {
            override func viewDidLoad() {
                #if os(macOS)
                title = "Mac"
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                present(UINavigationController(rootViewController: MacOnly()), animated: true)
                #endif
            }
            @objc func close() {
                #if targetEnvironment(macCatalyst)
                dismiss(animated: true)
                #endif
            }
        }
        """)])
        let facts = try XCTUnwrap(code.viewControllerFacts(ofClass: "P"))
        XCTAssertNil(facts.title)
        XCTAssertTrue(facts.barButtonItems.isEmpty)
        XCTAssertFalse(code.isPlacedInNavigation("MacOnly"))
        XCTAssertEqual(code.actionMethodFacts(selector: "close", inClass: "P")?.dismisses, false)
    }

    func testObjectiveCFacts() throws {
        let code = index([("List.h", "@interface ListViewController : UITableViewController\n@end"), ("List.m", """
        @implementation ListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Lists";
            UIBarButtonItem *cancel = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel:)];
            self.navigationItem.leftBarButtonItem = cancel;
            [self.navigationItem setRightBarButtonItem:[[UIBarButtonItem alloc] initWithTitle:@"Done" style:UIBarButtonItemStyleDone target:self action:@selector(done)] animated:NO];
            self.modalPresentationStyle = UIModalPresentationPageSheet;
            self.modalInPresentation = YES;
        }
        - (IBAction)cancel:(id)sender { [self dismissViewControllerAnimated:YES completion:nil]; }
        - (void)done { [self.navigationController popViewControllerAnimated:YES]; }
        - (IBAction)unwind:(id)sender { [self performSegueWithIdentifier:@"back" sender:self]; }
        @end
        """)])
        let facts = try XCTUnwrap(code.viewControllerFacts(ofClass: "ListViewController"))
        XCTAssertEqual(facts.location.language, .objectiveC)
        XCTAssertEqual(facts.title?.text, "Lists")
        XCTAssertEqual(facts.barButtonItems.map(\.label), [.systemItem("cancel"), .title("Done")])
        XCTAssertEqual(facts.barButtonItems.map(\.side), [.left, .right])
        XCTAssertEqual(facts.barButtonItems.map(\.dismisses), [true, false])
        XCTAssertEqual(facts.modalPresentationStyle?.caseName, "pageSheet")
        XCTAssertNotNil(facts.isModalInPresentation)
        XCTAssertEqual(code.actionMethodFacts(selector: "cancel:", inClass: "ListViewController")?.dismisses, true)
        XCTAssertEqual(code.actionMethodFacts(selector: "done", inClass: "ListViewController")?.pops, true)
        XCTAssertEqual(code.actionMethodFacts(selector: "unwind:", inClass: "ListViewController")?.performedSegueIdentifiers, ["back"])
    }

    func testMoreTitleAndItemForms() throws {
        let code = index([("M.m", """
        @implementation SetterTitle
        - (void)viewDidLoad { [self setTitle:@"Inbox"]; }
        @end
        @implementation ItemTitle
        - (void)viewDidLoad { self.navigationItem.title = NSLocalizedString(@"Inbox", nil); }
        @end
        """), ("S.swift", """
        class Local: UIViewController {
            override func viewDidLoad() {
                let close: UIBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Close", comment: ""), style: .plain, target: self, action: #selector(close))
                navigationItem.setLeftBarButton(close, animated: false)
                navigationItem.rightBarButtonItem = editButtonItem
                navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Other", style: .plain, target: model, action: #selector(Model.go))]
            }
            @objc private func close() { self.dismiss(animated: true) }
        }
        """)])
        XCTAssertEqual(code.viewControllerFacts(ofClass: "SetterTitle")?.title?.text, "Inbox")
        let dynamic = try XCTUnwrap(code.viewControllerFacts(ofClass: "ItemTitle")?.title)
        XCTAssertNil(dynamic.text, "a localised string is not a literal the tool can read")
        let local = try XCTUnwrap(code.viewControllerFacts(ofClass: "Local"))
        XCTAssertEqual(local.barButtonItems.map(\.label), [.unknown, .title("Other")])
        XCTAssertEqual(local.barButtonItems.map(\.dismisses), [true, nil], "another target's action is unknown")
        if case .unresolved(let written) = local.barButtonItems[1].action { XCTAssertEqual(written, "Model.go") } else { XCTFail() }
    }

    /// A choice between system items that all close without completing names the first
    /// (the button discards either way); any other choice leaves its words unknown.
    func testAChoiceOfSystemItems() throws {
        let code = index([("S.swift", """
        class Editor: UIViewController {
            var editing = false
            override func viewDidLoad() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: editing ? .cancel : .close, target: self, action: #selector(close))
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: editing ? .done : .edit, target: self, action: #selector(toggle))
            }
            @objc private func close() { dismiss(animated: true) }
            @objc private func toggle() { editing.toggle() }
        }
        """)])
        let editor = try XCTUnwrap(code.viewControllerFacts(ofClass: "Editor"))
        XCTAssertEqual(editor.barButtonItems.map(\.label), [.systemItem("cancel"), .unknown])
    }

    func testNavigationPlacement() {
        let code = index([("Nav.swift", """
        class Root: UIViewController {
            func open() {
                let nav = UINavigationController(rootViewController: Settings())
                present(nav, animated: true)
                let editor = Editor.init()
                present(UINavigationController(rootViewController: editor), animated: true)
                let fromStoryboard = storyboard?.instantiateViewController(withIdentifier: "Profile")
                present(UINavigationController(rootViewController: fromStoryboard!), animated: true)
                let cast = storyboard!.instantiateViewController(withIdentifier: "Other") as! Detail
                navigationController?.pushViewController(cast, animated: true)
                show(Help(), sender: self)
                let tabs = UITabBarController()
                tabs.viewControllers = [NotInNav()]
                let stack = MyNav()
                stack.viewControllers = [Listed()]
                present(Modal(), animated: true)
            }
        }
        class MyNav: UINavigationController {}
        class Pusher: UIViewController { func go(_ vc: UIViewController) { self.navigationController?.pushViewController(vc, animated: true) } }
        """), ("Nav.m", """
        @implementation Legacy
        - (void)go {
            Thing *thing = [Thing new];
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:thing];
            [self.navigationController pushViewController:[[Pushed alloc] initWithNibName:nil bundle:nil] animated:YES];
            [nav setViewControllers:@[[[First alloc] init], thing]];
        }
        @end
        """)])
        let placement = code.navigationPlacement
        XCTAssertEqual(placement.classes, ["Settings", "Editor", "Detail", "Help", "Listed", "Thing", "Pushed", "First"])
        XCTAssertEqual(placement.storyboardIdentifiers, ["Profile"])
        XCTAssertEqual(placement.classesUsingOwnNavigationController, ["Root", "Pusher", "Legacy"])
        XCTAssertTrue(code.isPlacedInNavigation("Settings"))
        XCTAssertFalse(code.isPlacedInNavigation("Modal"))
        XCTAssertTrue(code.usesOwnNavigationController("Pusher"))
    }

    func testCustomSegues() {
        let code = index([("Segues.swift", """
        class DismissSegue: UIStoryboardSegue { override func perform() { source.presentingViewController?.dismiss(animated: true) } }
        class FadeSegue: UIStoryboardSegue { override func perform() { source.present(destination, animated: false) } }
        class Mixed: FadeSegue { override func perform() { source.present(destination, animated: false); source.dismiss(animated: true) } }
        class Plain: UIStoryboardSegue {}
        class NotASegue: UIViewController { override func perform() { dismiss(animated: true) } }
        final class ModalNavigationSegue: UIStoryboardSegue {
            override func perform() {
                guard let modal = destination as? ModalController else { return }
                let nav = UINavigationController(rootViewController: modal)
                source.present(nav, animated: true, completion: nil)
            }
        }
        final class OtherRootSegue: UIStoryboardSegue {
            override func perform() { source.present(UINavigationController(rootViewController: Placeholder()), animated: true) }
        }
        """), ("Push.m", "@interface PushSegue : UIStoryboardSegue\n@end\n@implementation PushSegue\n- (void)perform { [self.sourceViewController.navigationController pushViewController:self.destinationViewController animated:YES]; }\n@end")])
        XCTAssertEqual(code.customSegueBehaviour(ofClass: "DismissSegue"), .dismiss)
        XCTAssertEqual(code.customSegueBehaviour(ofClass: "FadeSegue"), .present)
        XCTAssertEqual(code.customSegueBehaviour(ofClass: "PushSegue"), .push)
        XCTAssertNil(code.customSegueBehaviour(ofClass: "Mixed"))
        XCTAssertNil(code.customSegueBehaviour(ofClass: "Plain"))
        XCTAssertNil(code.customSegueBehaviour(ofClass: "NotASegue"))
        // The destination, through a local bound from it, at the root of a navigation
        // controller the segue makes; the near miss puts another controller there.
        XCTAssertEqual(code.customSegueBehaviour(ofClass: "ModalNavigationSegue"), .presentInNavigation)
        XCTAssertEqual(code.customSegueBehaviour(ofClass: "OtherRootSegue"), .present)
    }
}
