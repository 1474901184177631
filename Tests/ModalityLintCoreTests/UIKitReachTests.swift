import XCTest
@testable import ModalityLintCore

/// Reach of the UIKit reading (issue 23, item 3): iOS 13's storyboard instantiation,
/// identifiers built of literals, storyboards' initial scenes, presentations on a presenter
/// the code computes, alerts kept in properties. Each with its near miss, where what the
/// code does not say stays unknown.
final class UIKitReachTests: XCTestCase {
    private func flow(_ files: [(String, String)]) -> CodeFlow {
        CodeReading.read(files.map { SourceFile(path: $0.0, text: $0.1) }, firstFileIndex: 0).flow
    }

    private func screen(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CodeScreen {
        let index = try XCTUnwrap(flow.index(ofScreenNamed: name), "no screen \(name)", file: file, line: line)
        return flow.screens[index]
    }

    func testIOS13InstantiationAndIdentifiersBuiltOfLiterals() throws {
        let read = flow([("Home.swift", """
        class HomeViewController: UIViewController {
            static let settingsID = "Settings"
            private let helpID: String = "Help" + "Page"
            var mutableID = "Mutable"
            func newForm() {
                let controller = storyboard!.instantiateViewController(identifier: "Profile")
                present(controller, animated: true)
            }
            func creator() {
                let controller = storyboard!.instantiateViewController(identifier: "Tab", creator: { coder in TabController(coder: coder) })
                present(controller, animated: true)
            }
            func joined() {
                present(storyboard!.instantiateViewController(withIdentifier: Self.settingsID + "Nav"), animated: true)
            }
            func constant() {
                present(storyboard!.instantiateViewController(withIdentifier: helpID), animated: true)
            }
            func variable() {
                present(storyboard!.instantiateViewController(withIdentifier: mutableID), animated: true)
            }
            func parameter(_ name: String) {
                present(storyboard!.instantiateViewController(withIdentifier: name + "Nav"), animated: true)
            }
            func interpolated(_ name: String) {
                present(storyboard!.instantiateViewController(identifier: "\\(name)Nav"), animated: true)
            }
        }
        class TabController: UIViewController {}
        """)])
        let home = try screen(read, "HomeViewController")
        XCTAssertEqual(home.actions.map(\.target), [
            .storyboardIdentifier("Profile"), .storyboardIdentifier("Tab"), .storyboardIdentifier("SettingsNav"),
            .storyboardIdentifier("HelpPage"),
            // Near misses: a `var`, a parameter, an interpolation name no scene for sure.
            nil, nil, nil,
        ])
    }

    func testIdentifiersBuiltOfLiteralsNameTheirScenes() {
        let index = CodeIndexBuilder([SourceFile(path: "A.swift", text: """
        class HomeViewController: UIViewController {
            func joined() { present(storyboard!.instantiateViewController(withIdentifier: "Quest" + "Builder"), animated: true) }
            func parameter(_ name: String) { present(storyboard!.instantiateViewController(withIdentifier: name + "Solver"), animated: true) }
        }
        """)]).link()
        let code = CodeIndexSceneCode(index: index, firstFileIndex: 0)
        XCTAssertTrue(code.names(storyboardIdentifier: "QuestBuilder"))
        XCTAssertFalse(code.names(storyboardIdentifier: "QuestSolver"), "a parameter's value is not known")
    }

    func testAStoryboardsInitialScene() throws {
        let read = flow([("Home.swift", """
        class HomeViewController: UIViewController {
            func settings() {
                let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                guard let controller = storyboard.instantiateInitialViewController() else { return }
                present(controller, animated: true)
            }
            func about() {
                present(UIStoryboard(name: "About", bundle: nil).instantiateInitialViewController()!, animated: true)
            }
            func wrapped() {
                let navigation = UIStoryboard(name: "Help", bundle: nil).instantiateInitialViewController() as! UINavigationController
                present(navigation, animated: true)
            }
            func named(_ name: String) {
                present(UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()!, animated: true)
            }
            func own() {
                present(storyboard!.instantiateInitialViewController()!, animated: true)
            }
        }
        """)])
        let home = try screen(read, "HomeViewController")
        XCTAssertEqual(home.actions.map(\.target), [
            .storyboardInitialScene("Settings"), .storyboardInitialScene("About"), .storyboardInitialScene("Help"),
            // Near misses: a storyboard named by a parameter, or the controller's own.
            nil, nil,
        ])
    }

    func testObjectiveCPresentationsOnAComputedPresenter() throws {
        let read = flow([
            ("List.h", "@interface ListViewController : UIViewController\n@end\n"),
            ("List.m", """
            @implementation ListViewController
            - (void)warn {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Offline" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [[self activeViewController] presentViewController:alert animated:YES completion:nil];
            }
            - (void)weakly {
                __weak typeof(self) weakSelf = self;
                [self load:^{
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Done" message:nil preferredStyle:UIAlertControllerStyleAlert];
                    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
                    [weakSelf presentViewController:alert animated:YES completion:nil];
                }];
            }
            - (UIViewController *)activeViewController { return self.presentedViewController ?: self; }
            @end
            """),
        ])
        // On a computed presenter: the alert is read, at a stand-in for whoever presents.
        let warn = try screen(read, "ListViewController.warn")
        XCTAssertTrue(warn.isUnnamedPresenter)
        guard case .screen(let alertName)? = warn.actions.first?.target else { return XCTFail("the alert is presented") }
        let alert = try screen(read, alertName)
        XCTAssertEqual(alert.title?.text, "Offline")
        XCTAssertTrue(alert.actions.isEmpty)
        // On `weakSelf`, an alias of `self`: the screen's own presentation.
        let list = try screen(read, "ListViewController")
        XCTAssertEqual(list.actions.map(\.target), [.screen("ListViewController.weakly.alert")])
        XCTAssertEqual(try screen(read, "ListViewController.weakly.alert").actions.map(\.label), ["OK"])
    }

    func testObjectiveCPresentationOnACastReceiver() throws {
        let read = flow([
            ("Shake.h", "@interface ShakeMonitor : NSObject\n@end\n"),
            ("Shake.m", """
            @implementation ShakeMonitor
            - (void)confirmFrom:(UIResponder *)responder {
                UIAlertController *confirm = [UIAlertController alertControllerWithTitle:@"Send report?" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [(UIViewController *)responder presentViewController:confirm animated:YES completion:nil];
            }
            - (void)askFrom:(UIResponder *)responder {
                UIAlertController *ask = [UIAlertController alertControllerWithTitle:@"Describe it" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [self.delegate monitor:(ShakeMonitor *)self presentViewController:ask animated:YES];
            }
            @end
            """),
        ])
        // The cast stands between the `[` and the receiver: presented on a controller the
        // method is handed, read at a stand-in for whoever presents.
        let confirm = try screen(read, "ShakeMonitor.confirmFrom")
        XCTAssertTrue(confirm.isUnnamedPresenter)
        guard case .screen(let alertName)? = confirm.actions.first?.target else { return XCTFail("the alert is presented") }
        XCTAssertEqual(try screen(read, alertName).title?.text, "Send report?")
        // Near miss: a cast argument before `presentViewController:`, a later part of the
        // app's own delegate method, presents nothing here.
        XCTAssertNil(read.index(ofScreenNamed: "ShakeMonitor.askFrom"))
    }

    func testObjectiveCPresentationsInCFunctions() throws {
        let read = flow([
            ("Keys.h", "@interface KeyStore : NSObject\n@end\n@interface VaultViewController : UIViewController\n@end\n"),
            ("Keys.m", """
            NSString *askPassphrase(UIViewController *presenter);
            static void (^announce)(void) = ^{ NSLog(@"ready"); };

            int share_main(int argc, char *argv[]) {
                dispatch_async(dispatch_get_main_queue(), ^{
                    UIActivityViewController *share = [[UIActivityViewController alloc] initWithActivityItems:@[] applicationActivities:nil];
                    [session.device.controller presentViewController:share animated:YES completion:nil];
                });
                return 0;
            }

            @implementation KeyStore {
                int _count;
            }
            NSString *askPassphrase(UIViewController *presenter) {
                UIAlertController *request = [UIAlertController alertControllerWithTitle:@"Locked key" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [presenter presentViewController:request animated:YES completion:nil];
                return nil;
            }
            - (void)unlock {
                askPassphrase(nil);
            }
            @end

            @implementation VaultViewController
            - (void)warn {
                if (self.locked) {
                    UIAlertController *locked = [UIAlertController alertControllerWithTitle:@"Locked" message:nil preferredStyle:UIAlertControllerStyleAlert];
                    [self presentViewController:locked animated:YES completion:nil];
                }
            }
            @end
            """),
        ])
        // A C function, at the top level or between an implementation's methods, is read
        // as a Swift top-level function is: what it presents, on a presenter it is handed.
        let share = try screen(read, "share_main")
        XCTAssertTrue(share.isUnnamedPresenter)
        XCTAssertEqual(share.actions.count, 1)
        let ask = try screen(read, "askPassphrase")
        XCTAssertTrue(ask.isUnnamedPresenter)
        guard case .screen(let alertName)? = ask.actions.first?.target else { return XCTFail("the alert is presented") }
        XCTAssertEqual(try screen(read, alertName).title?.text, "Locked key")
        // Near misses: a prototype, a block variable and a method's `if (...) { ... }` are no
        // functions; the method's alert stays its screen's own, and the class keeps its method.
        let vault = try screen(read, "VaultViewController")
        XCTAssertEqual(vault.actions.count, 1)
        XCTAssertNil(read.index(ofScreenNamed: "VaultViewController.warn"))
        XCTAssertNil(read.index(ofScreenNamed: "announce"))
        let index = CodeIndexBuilder([SourceFile(path: "Keys.m", text: """
            NSString *askPassphrase(UIViewController *presenter);
            @implementation KeyStore
            NSString *askPassphrase(UIViewController *presenter) { return nil; }
            - (void)unlock { if (ready) { askPassphrase(nil); } }
            @end
            """)]).link()
        XCTAssertEqual(index.methods.map(\.name), ["askPassphrase", "unlock"])
        XCTAssertEqual(index.methods.map { index.ownerName(of: $0) }, [nil, "KeyStore"])
    }

    func testAnAlertKeptInAPropertyIsReadWhereItIsBuilt() throws {
        let read = flow([("Sync.swift", """
        class SyncViewController: UIViewController {
            private var currentAlert: UIAlertController?
            func prepareAlert() {
                if currentAlert != nil { return }
                self.currentAlert = UIAlertController(title: "Sync failed", message: nil, preferredStyle: .alert)
                currentAlert?.addAction(UIAlertAction(title: "Retry", style: .default))
            }
            func showAlert() {
                present(currentAlert!, animated: true)
            }
            func hideAlert() {
                currentAlert?.dismiss(animated: true)
                currentAlert = nil
            }
        }
        class ChangedViewController: UIViewController {
            var pendingAlert: UIAlertController?
            func build() { pendingAlert = UIAlertController(title: "Pending", message: nil, preferredStyle: .alert) }
            func extend() { pendingAlert?.addAction(UIAlertAction(title: "Later", style: .cancel)) }
            func show() { present(pendingAlert!, animated: true) }
        }
        class TwiceViewController: UIViewController {
            var shownAlert: UIAlertController?
            func first() { shownAlert = UIAlertController(title: "One", message: nil, preferredStyle: .alert) }
            func second() { shownAlert = UIAlertController(title: "Two", message: nil, preferredStyle: .alert) }
            func show() { present(shownAlert!, animated: true) }
        }
        class OutsideViewController: UIViewController {
            var sharedAlert: UIAlertController?
            func build() { sharedAlert = UIAlertController(title: "Shared", message: nil, preferredStyle: .alert) }
            func show() { present(sharedAlert!, animated: true) }
        }
        final class Reacher {
            func touch(_ controller: OutsideViewController) { controller.sharedAlert?.title = nil }
        }
        """)])
        let sync = try screen(read, "SyncViewController")
        XCTAssertEqual(sync.actions.map(\.target), [.screen("SyncViewController.prepareAlert.alert")])
        let alert = try screen(read, "SyncViewController.prepareAlert.alert")
        XCTAssertEqual(alert.title?.text, "Sync failed")
        XCTAssertEqual(alert.actions.map(\.label), ["Retry"])
        XCTAssertFalse(alert.unknownFacts.contains(.actions))
        XCTAssertFalse(alert.unknownFacts.contains(.title))
        // Near misses: another method adds to it, two alerts are built into it, another
        // type reaches it. Its presentation names nothing for sure.
        for name in ["ChangedViewController", "TwiceViewController", "OutsideViewController"] {
            let presenter = try screen(read, name)
            XCTAssertEqual(presenter.actions.map(\.target), [nil], name)
            XCTAssertTrue(presenter.actions.first?.unknownFacts.contains(.target) == true, name)
        }
    }

    func testAPropertyObserverPresentsAsAMethodOfItsType() throws {
        let read = flow([("Editor.swift", """
        class EditorViewController: UIViewController {
            var linterVC: UIViewController?
            var warnings = [String]() {
                didSet {
                    guard let linter = linterVC else { return }
                    linter.modalPresentationStyle = .popover
                    present(linter, animated: false)
                }
            }
            var documentation: String? {
                willSet(next) { }
                didSet {
                    DispatchQueue.main.async { [weak self] in
                        self?.present(DocViewController(), animated: true)
                    }
                }
            }
            var help: UIViewController {
                let controller = HelpViewController()
                present(controller, animated: true)
                return controller
            }
            var items = [1, 2].map { value in value * 2 }
            func showLinter() { linterVC = UIViewController() }
        }
        class DocViewController: UIViewController {}
        class HelpViewController: UIViewController {}
        """)])
        let editor = try screen(read, "EditorViewController")
        let presented = editor.actions.filter { $0.edge == .present }
        // A computed property's getter is code the class runs whenever the property is read:
        // what it presents, the class presents (ComputedPropertyGetterTests). Near miss: an
        // initialiser's trailing closure is no observer, and presents nothing.
        XCTAssertEqual(presented.map(\.label), ["Help", "Warnings", "Documentation"])
        XCTAssertEqual(presented.map(\.target), [.screen("HelpViewController"), .screen("UIViewController"), .screen("DocViewController")])
    }

    func testAClosureInAPropertysInitialValuePresentsAsAMethodOfItsType() throws {
        let read = flow([("Ledger.swift", """
        class LedgerViewController: UIViewController {
            lazy var rows = [Row { _ in }] + [
                Row(onToggle: { [unowned self] isOn in
                    guard isOn else { return }
                    let alert = UIAlertController(title: "Hide every entry?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    self.present(alert, animated: true, completion: nil)
                })
            ]
            private lazy var table: UITableView = {
                let table = UITableView()
                return table
            }()
            var onClose: (() -> Void)?
            typealias Handler = (UIViewController) -> Void
            var notes = [String]() {
                didSet { present(NotesViewController(), animated: true) }
            }
            var help: UIViewController {
                let help = HelpViewController()
                present(help, animated: true)
                return help
            }
        }
        class NotesViewController: UIViewController {}
        class HelpViewController: UIViewController {}
        struct Row { var onToggle: (Bool) -> Void }
        struct ShareActions { var share: (UIViewController) -> Void }
        extension ShareActions {
            static let standard = ShareActions(share: { presenter in
                let share = makeShareSheet()
                presenter.present(share, animated: true, completion: nil)
            })
        }
        """)])
        let ledger = try screen(read, "LedgerViewController")
        let presented = ledger.actions.filter { $0.edge == .present }
        XCTAssertEqual(presented.map(\.label), ["Help", "Notes", "Rows"])
        XCTAssertEqual(presented.map(\.target), [
            .screen("HelpViewController"), .screen("NotesViewController"), .screen("LedgerViewController.rows.alert"),
        ])
        let alert = try screen(read, "LedgerViewController.rows.alert")
        XCTAssertEqual(alert.title?.text, "Hide every entry?")
        // On the controller the closure is handed: which screen presents is not said there.
        let share = try screen(read, "ShareActions.standard")
        XCTAssertTrue(share.isUnnamedPresenter)
        XCTAssertEqual(share.actions.count, 1)
        // Near miss: the observer's block after an initial value is read once, as an
        // observer, not as a closure of the value (Notes, once). The getter is code of the
        // class, read as its methods are (Help).
        XCTAssertEqual(ledger.actions.filter { $0.target == .screen("NotesViewController") }.count, 1)
    }

    func testInitialValueClosuresAreTheOutermostClosuresOfTheValueOnly() {
        let source = """
        class C {
            var a = [1] { didSet { print(1) } }
            var b: (Int) -> Int = { value in [value].map { $0 }.first! }
            lazy var c: Int = { 3 }()
            var d: Int { 4 }
            var e: Int
            typealias T = Int
            let f = D(g: { print(5) }, h: [{ print(6) }])
        }
        """
        let index = CodeIndexBuilder([SourceFile(path: "C.swift", text: source)]).link()
        let properties = PropertyObservers(index: index)
        XCTAssertEqual(properties.methods.map(\.name), ["a"])
        XCTAssertEqual(properties.initialValueClosures.map(\.name), ["b", "c", "f", "f"])
        XCTAssertEqual(Set(properties.methods.map(\.id) + properties.initialValueClosures.map(\.id)).count, 5, "every id its own")
        let file = index.files[0]
        XCTAssertEqual(properties.initialValueClosures.map { method in
            method.body.map { body in body.map { file.text(of: file.tokens[$0]) }.joined(separator: " ") } ?? ""
        }, ["{ value in [ value ] . map { $0 } . first ! }", "{ 3 }", "{ print ( 5 ) }", "{ print ( 6 ) }"])
    }

    func testObserverBodiesAreTheDidSetAndWillSetBlocksOnly() {
        let source = """
        class C {
            var a = 1 { didSet { print(1) } }
            var b: Int = 2 {
                willSet(next) { print(next) }
                didSet { print(2) }
            }
            var c: Int { get { 3 } set { print(newValue) } }
            var d = [1].map { $0 }
            var e: Int { 5 }
        }
        """
        let index = CodeIndexBuilder([SourceFile(path: "C.swift", text: source)]).link()
        let observers = PropertyObservers(index: index).methods
        XCTAssertEqual(observers.map(\.name), ["a", "b", "b"])
        XCTAssertTrue(observers.allSatisfy { $0.id < 0 && $0.body != nil })
        let file = index.files[0]
        XCTAssertEqual(observers.map { method in
            method.body.map { body in body.map { file.text(of: file.tokens[$0]) }.joined(separator: " ") } ?? ""
        }, ["print ( 1 )", "print ( next )", "print ( 2 )"])
    }
}

/// Objective-C's alerts kept in an instance variable, closed or not.
final class ObjCPropertyAlertTests: XCTestCase {
    private func flow(_ files: [(String, String)]) -> CodeFlow {
        CodeReading.read(files.map { SourceFile(path: $0.0, text: $0.1) }, firstFileIndex: 0).flow
    }

    func testAnAlertKeptInAnInstanceVariableIsReadWhereItIsBuilt() throws {
        let header = """
        @interface SyncViewController : UIViewController
        @property (nonatomic, strong) UIAlertController *currentAlert;
        @end
        @interface OtherViewController : UIViewController
        @property (nonatomic, strong) UIAlertController *otherAlert;
        @end

        """
        let source = """
        @implementation SyncViewController
        - (void)prepare {
            if (_currentAlert) { return; }
            _currentAlert = [UIAlertController alertControllerWithTitle:@"Sync failed" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [_currentAlert addAction:[UIAlertAction actionWithTitle:@"Retry" style:UIAlertActionStyleDefault handler:nil]];
        }
        - (void)show {
            [self presentViewController:self.currentAlert animated:YES completion:nil];
        }
        @end
        @implementation OtherViewController
        - (void)prepare {
            _otherAlert = [UIAlertController alertControllerWithTitle:@"Other" message:nil preferredStyle:UIAlertControllerStyleAlert];
        }
        - (void)extend {
            [self configure:_otherAlert];
        }
        - (void)show {
            [self presentViewController:_otherAlert animated:YES completion:nil];
        }
        @end
        """
        let read = flow([("Sync.h", header), ("Sync.m", source)])
        let sync = try XCTUnwrap(read.index(ofScreenNamed: "SyncViewController").map { read.screens[$0] })
        XCTAssertEqual(sync.actions.map(\.target), [.screen("SyncViewController.prepare.alert")])
        let alert = try XCTUnwrap(read.index(ofScreenNamed: "SyncViewController.prepare.alert").map { read.screens[$0] })
        XCTAssertEqual(alert.title?.text, "Sync failed")
        XCTAssertEqual(alert.actions.map(\.label), ["Retry"])
        XCTAssertFalse(alert.unknownFacts.contains(.actions))
        // Near miss: another method hands it to code of its own.
        let other = try XCTUnwrap(read.index(ofScreenNamed: "OtherViewController").map { read.screens[$0] })
        XCTAssertEqual(other.actions.map(\.target), [nil])
    }

}
