import XCTest
@testable import ModalityLintCore

/// The code index: declarations per file, joined across files by `link()`.
final class CodeIndexTests: XCTestCase {
    private func index(_ files: [(String, String)]) -> CodeIndex {
        CodeIndexBuilder(files.map { SourceFile(path: $0.0, text: $0.1) }).link()
    }

    func testSelectorsFollowSwiftsRules() {
        let cases = [
            ("click()", "click"), ("click(_:)", "click:"), ("clickWithNamedParam(sender:)", "clickWithNamedParamWithSender:"),
            ("click(for:)", "clickFor:"), ("click(withSender:)", "clickWithSender:"), ("move(_:to:)", "move:to:"),
            ("init(coder:)", "initWithCoder:"), ("f(_:_:)", "f::"), ("show(first:second:)", "showWithFirst:second:"),
        ]
        for (name, selector) in cases { XCTAssertEqual(SelectorNames.selector(forSwiftName: name), selector, name) }
    }

    func testSwiftDeclarations() {
        let code = index([("A.swift", """
        import UIKit
        final class SettingsViewController: BaseViewController, UITableViewDelegate {
            @IBOutlet weak var table: UITableView!
            @Environment(\\.dismiss) private var dismiss
            @Binding var isShown: Bool
            let editor = EditorViewController(nibName: nil, bundle: nil)
            lazy var cancel: UIBarButtonItem = { UIBarButtonItem() }()
            var computed: String { "x" }
            static var shared = SettingsViewController()
            @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
            @objc(closeWithSender:) func close(sender: Any) {}
            @objc private func done(for item: Any) { helper() }
            override func viewDidLoad() {
                super.viewDidLoad()
                func local() {}
            }
            class func make() -> SettingsViewController { SettingsViewController() }
            init?(coder: NSCoder, extra: Int) { super.init(coder: coder) }
            struct Nested { func inner() {} }
        }
        protocol Screen { func show()
            func hide() }
        func topLevel() {}
        """), ("B.swift", """
        class BaseViewController: UIViewController {
            @IBSegueAction func makeEditor(_ coder: NSCoder) -> UIViewController? { nil }
        }
        extension SettingsViewController: UIAdaptivePresentationControllerDelegate {
            func helper() { dismiss(animated: true) }
        }
        extension UIViewController { @objc func shared(_ s: Any) {} }
        """)])
        let settings = try! XCTUnwrap(code.type(named: "SettingsViewController"))
        XCTAssertEqual(settings.kind, .class)
        XCTAssertEqual(settings.inheritedNames, ["BaseViewController", "UITableViewDelegate"])
        XCTAssertEqual(code.sources[settings.file].position(at: settings.nameSpan.start), SourcePosition(line: 2, column: 13))
        XCTAssertEqual(code.superclassChain(of: "SettingsViewController"), ["BaseViewController", "UIViewController"])
        XCTAssertTrue(code.isViewController("SettingsViewController"))
        XCTAssertTrue(code.isSubclass("SettingsViewController", of: "UIViewController"))
        XCTAssertFalse(code.isViewController("Nested"))

        // A computed property's getter is code the class runs, read like a method's.
        let getters = code.methods(of: "SettingsViewController").filter { $0.attributes.contains(.propertyGetter) }
        XCTAssertEqual(getters.map(\.fullName), ["computed"])
        XCTAssertEqual(getters.first.map { code.bodyTokens(of: $0).map { code.files[0].text(of: $0) } }, ["\"x\""])
        let methods = code.methods(of: "SettingsViewController").filter { !$0.attributes.contains(.propertyGetter) }
        XCTAssertEqual(methods.map(\.fullName), ["cancel(_:)", "close(sender:)", "done(for:)", "viewDidLoad()", "make()", "init(coder:extra:)", "helper()"])
        XCTAssertEqual(methods.map(\.selector), ["cancel:", "closeWithSender:", "doneFor:", "viewDidLoad", "make", "initWithCoder:extra:", "helper"])
        XCTAssertEqual(methods[0].attributes, [.ibAction, .objc])
        XCTAssertEqual(methods[3].attributes, [.override])
        XCTAssertEqual(methods[4].attributes, [.typeMethod])
        XCTAssertEqual(code.bodyTokens(of: methods[0]).map { code.files[0].text(of: $0) }, ["dismiss", "(", "animated", ":", "true", ")"])
        XCTAssertEqual(code.method(selector: "makeEditor:", in: "SettingsViewController")?.attributes, [.ibSegueAction, .objc])
        XCTAssertEqual(code.method(selector: "shared:", in: "SettingsViewController").map { code.ownerName(of: $0) }, "UIViewController")
        XCTAssertNil(code.method(selector: "missing:", in: "SettingsViewController"))
        XCTAssertEqual(code.methods(named: "helper", in: "SettingsViewController").count, 1)
        XCTAssertEqual(code.methods(of: "Screen").map(\.fullName), ["show()", "hide()"])
        XCTAssertTrue(code.methods(of: "Screen").allSatisfy { $0.body == nil })
        XCTAssertEqual(code.type(named: "Nested")?.kind, .struct)

        let properties = code.properties(of: "SettingsViewController")
        XCTAssertEqual(properties.map(\.name), ["table", "dismiss", "isShown", "editor", "cancel", "computed", "shared"])
        XCTAssertEqual(properties.map(\.typeName), ["UITableView!", nil, "Bool", "EditorViewController", "UIBarButtonItem", "String", "SettingsViewController"])
        XCTAssertEqual(properties[1].attributes, ["@Environment(\\.dismiss)"])
        XCTAssertEqual(properties[2].attributes, ["@Binding"])
        XCTAssertTrue(properties[6].isStatic)
        XCTAssertEqual(code.declarations(named: "SettingsViewController").map(\.kind), [.class, .extension])
    }

    /// `@Environment(Router.self) var router` (an `@Observable` object read from the
    /// environment) needs no annotation: its attribute names its type, which calls on it are
    /// tied to. A key path names none.
    func testAnObservableReadFromTheEnvironmentHasTheTypeItsAttributeNames() {
        let code = index([("A.swift", """
            struct Editor: View {
                @Environment(NavigationLayer.self) var navigation
                @Environment(\\.dismiss) private var dismiss
                @Environment(Model.Router.self) private var router: Model.Router?
            }
            """)])
        XCTAssertEqual(code.properties(of: "Editor").map(\.typeName), ["NavigationLayer", nil, "Model.Router?"])
    }

    func testObjectiveCDeclarations() {
        let code = index([("Cancel.h", """
        #import <UIKit/UIKit.h>
        @interface CancelViewController : UITableViewController <UITextFieldDelegate, Foo>
        @property (nonatomic, weak) IBOutlet UIBarButtonItem *doneButton;
        @property (nonatomic, copy, nullable) NSString *name;
        - (IBAction)cancel:(id)sender;
        @end
        """), ("Cancel.m", """
        #import "Cancel.h"
        @interface CancelViewController () { int ivar; IBOutlet UILabel *header, *footer; void (^done)(void); }
        @end
        @implementation CancelViewController
        - (void)viewDidLoad { [super viewDidLoad]; }
        - (IBAction)cancel:(id)sender { [self dismissViewControllerAnimated:YES completion:nil]; }
        - (void)move:(id)a to:(NSInteger)b NS_REQUIRES_SUPER { }
        + (instancetype)make { return nil; }
        @end
        """)])
        let type = try! XCTUnwrap(code.type(named: "CancelViewController"))
        XCTAssertEqual(type.language, .objectiveC)
        XCTAssertEqual(type.inheritedNames, ["UITableViewController", "UITextFieldDelegate", "Foo"])
        XCTAssertTrue(code.isViewController("CancelViewController"))
        XCTAssertEqual(code.methods(of: "CancelViewController").map(\.selector), ["cancel:", "viewDidLoad", "cancel:", "move:to:", "make"])
        let cancel = try! XCTUnwrap(code.method(selector: "cancel:", in: "CancelViewController"))
        XCTAssertNil(cancel.body, "the header's declaration comes first, without a body")
        let implemented = code.methods(of: "CancelViewController").filter { $0.selector == "cancel:" && $0.body != nil }
        XCTAssertEqual(implemented.first?.attributes, [.ibAction, .objc])
        // Instance variables are the class's properties too; a block variable is not read.
        XCTAssertEqual(code.properties(of: "CancelViewController").map(\.name), ["doneButton", "name", "ivar", "header", "footer"])
        XCTAssertEqual(code.properties(of: "CancelViewController").map(\.typeName), ["UIBarButtonItem", "NSString", "int", "UILabel", "UILabel"])
        XCTAssertEqual(code.properties(of: "CancelViewController")[3].attributes, ["IBOutlet"])
        XCTAssertEqual(code.properties(of: "CancelViewController")[0].attributes, ["IBOutlet"])
        XCTAssertTrue(code.methods(of: "CancelViewController").first { $0.selector == "make" }!.attributes.contains(.typeMethod))
    }

    func testNavigationControllersAreContainersAndCyclesEnd() {
        let code = index([("N.swift", "class Nav: UINavigationController {}\nclass A: B {}\nclass B: A {}\nstruct V: View {}\nprotocol P {}\nclass C: P {}")])
        XCTAssertFalse(code.isViewController("Nav"))
        XCTAssertTrue(code.isNavigationController("Nav"))
        XCTAssertEqual(code.superclassChain(of: "A"), ["B"])
        XCTAssertEqual(code.superclassChain(of: "V"), [])
        XCTAssertEqual(code.superclassChain(of: "C"), [], "a protocol of the run is no superclass")
    }

    func testReferencesAndStringLiterals() {
        let code = index([
            ("A.swift", "class Dead: UIViewController {}\nextension Dead {}\nclass Used: UIViewController {}\nlet s = \"Settings\"; let t = \"a \\(Interp.self)\""),
            ("B.m", "@implementation DeadToo\n- (void)f { [[Used alloc] init]; NSString *x = @\"Main\"; }\n@end"),
            ("notes.txt", "Dead"),
        ])
        XCTAssertFalse(code.isReferenced(name: "Dead"))
        XCTAssertFalse(code.isReferenced(name: "DeadToo"))
        // An @implementation without an @interface in the run stands for its class.
        XCTAssertEqual(code.type(named: "DeadToo")?.kind, .objcImplementation)
        XCTAssertEqual(code.superclassChain(of: "DeadToo"), [])
        XCTAssertTrue(code.isReferenced(name: "Used"))
        XCTAssertTrue(code.isReferenced(name: "Interp"))
        XCTAssertEqual(code.stringLiterals, ["Settings", "Main"])
        XCTAssertEqual(code.sources.count, 3, "a file that is not code keeps its place")
    }

    func testIdsAreInFileAndOffsetOrder() {
        let files = [("A.swift", "class A {}\nclass B { func f() {} }"), ("B.swift", "class C { func g() {} }")]
        let first = index(files)
        XCTAssertEqual(first.types.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(first.types.map(\.id), [0, 1, 2])
        XCTAssertEqual(first.methods.map(\.name), ["f", "g"])
        XCTAssertEqual(first.methods.map(\.owner), [1, 2])
    }

    func testMalformedCodeNeverCrashes() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["class", "A", ":", "{", "}", "func", "(", ")", "var", "=", "@objc", "extension", "<", ">", ",", "init", "\n", "@interface", "@implementation", "@end", "-", "+", "[", "]", ";", "\""]
        for round in 0..<300 {
            let text = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            let code = index([(round % 2 == 0 ? "x.swift" : "x.m", text)])
            for method in code.methods { _ = code.bodyTokens(of: method) }
            for type in code.types { _ = code.superclassChain(of: type.name); _ = code.isViewController(type.name) }
        }
    }

    /// A generated app of `count` view controllers, each pushing the next and set up with
    /// a title and a Cancel item, with one Objective-C class in ten.
    private func generatedApp(_ count: Int) -> [SourceFile] {
        (0..<count).map { number in
            if number % 10 == 9 {
                return SourceFile(path: "Screen\(number).m", text: """
                @implementation Screen\(number)
                - (void)viewDidLoad { self.title = @"Screen \(number)"; self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel:)]; }
                - (IBAction)cancel:(id)sender { [self dismissViewControllerAnimated:YES completion:nil]; }
                @end
                """)
            }
            return SourceFile(path: "Screen\(number).swift", text: """
            import UIKit
            final class Screen\(number): UIViewController {
                @IBOutlet weak var label: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Screen \(number)"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel(_:)))
                }
                @IBAction func cancel(_ sender: Any) { close() }
                private func close() { dismiss(animated: true) }
                func next() { navigationController?.pushViewController(Screen\(number + 1)(), animated: true) }
            }
            """)
        }
    }

    func testIndexingTimeIsLinear() {
        func seconds(_ count: Int) -> Double {
            let files = generatedApp(count)
            let start = DispatchTime.now().uptimeNanoseconds
            let code = CodeIndexBuilder(files).link()
            for type in code.types { _ = code.viewControllerFacts(ofClass: type.name) }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            XCTAssertEqual(code.types.count, count)
            XCTAssertEqual(code.navigationPlacement.classes.count, count - count / 10)
            return elapsed
        }
        let small = seconds(200)
        let large = seconds(2_000)
        XCTAssertLessThan(large, max(small * 25, 0.2) + 2, "2,000 files took \(large) s, 200 files \(small) s")
        let facts = CodeIndexBuilder(generatedApp(10)).link().viewControllerFacts(ofClass: "Screen9")
        XCTAssertEqual(facts?.barButtonItems.first?.dismisses, true)
        XCTAssertEqual(facts?.title?.text, "Screen 9")
    }

    /// Thousands of views conform to one protocol: linking lists each conformer once, in
    /// the order declared, without searching the list for every one (which grew with the
    /// square of the app).
    func testManyConformersOfOneProtocolLinkInLinearTime() {
        func files(_ count: Int) -> [SourceFile] {
            (0..<count / 100).map { file in
                let types = (0..<100).map { number in
                    "struct Row\(file * 100 + number): Listing, Hashable {}\nextension Row\(file * 100 + number): Listing {}\n"
                }
                return SourceFile(path: "Rows\(file).swift", text: types.joined())
            }
        }
        func seconds(_ count: Int) -> (Double, CodeIndex) {
            let sources = files(count)
            let start = DispatchTime.now().uptimeNanoseconds
            let code = CodeIndexBuilder(sources).link()
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, code)
        }
        let (small, _) = seconds(3_000)
        let (large, code) = seconds(30_000)
        XCTAssertLessThan(large, max(small * 25, 0.2) + 2, "30,000 conformers took \(large) s, 3,000 took \(small) s")
        XCTAssertEqual(code.conformers["Listing"]?.count, 30_000, "an extension repeating the conformance lists no type twice")
        XCTAssertEqual(code.conformers["Listing"]?.prefix(3), ["Row0", "Row1", "Row2"])
        XCTAssertEqual(code.conformers["Hashable"]?.last, "Row29999")
    }

    /// One method of 80,000 lines indexes in time that grows with its length: ten times the
    /// lines take at most about ten times as long (the bound allows 25, with slack for a busy
    /// machine), where a reading that rescans the body at each statement would take a hundred.
    /// Measured against itself, not a wall-clock limit, which a loaded machine broke.
    func testOneHugeFileIndexesInLinearTime() {
        func seconds(_ repeats: Int) -> (Double, ViewControllerCodeFacts?) {
            let body = String(repeating: "        title = a.b(c: [d, e], f: { g($0) }).h\n        navigationItem.rightBarButtonItem = x\n",
                              count: repeats)
            let text = "class Huge: UIViewController {\n    override func viewDidLoad() {\n" + body + "    }\n}\n"
            let start = DispatchTime.now().uptimeNanoseconds
            let code = CodeIndexBuilder([SourceFile(path: "Huge.swift", text: text)]).link()
            let facts = code.viewControllerFacts(ofClass: "Huge")
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, facts)
        }
        let (small, _) = seconds(4_000)
        let (large, facts) = seconds(40_000)
        XCTAssertLessThan(large, max(small * 25, 0.2) + 2, "80,000 lines took \(large) s, 8,000 took \(small) s")
        XCTAssertNotNil(facts?.title)
        XCTAssertNil(facts?.title?.text)
    }
}
