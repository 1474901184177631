import XCTest
@testable import ModalityLintCore

/// An action method nothing calls and no control is connected to is dead, and so is what
/// only it performs (certainty.md, part 2, "Dead UI").
final class DeadMethodTests: XCTestCase {
    private let header = """
        #import <UIKit/UIKit.h>
        @interface EditViewController : UIViewController <MKMapViewDelegate>
        {
            BOOL ready;
        }
        @property (strong, nonatomic) UIBarButtonItem *mapTypeButton;
        - (IBAction)clickedDone:(id)sender;
        - (void)clickedMapTypeButton;
        @end

        """

    private func implementation(calling call: String = "") -> String {
        """
        #import "EditViewController.h"
        @implementation EditViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            \(call)
        }
        - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
            if ([segue.identifier isEqualToString:@"MapTypeSegue"]) {
                [segue destinationViewController];
            }
        }
        - (IBAction)clickedDone:(id)sender {}
        - (void)clickedMapTypeButton
        {
            [self performSegueWithIdentifier:@"MapTypeSegue" sender:self];
        }
        @end

        """
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="edit" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Edit" id="n1">
                            <barButtonItem key="rightBarButtonItem" systemItem="done" id="d1">
                                <connections><action selector="clickedDone:" destination="edit" id="a1"/></connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="map" kind="modal" identifier="MapTypeSegue" modalTransitionStyle="partialCurl" id="m1"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="map" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Map" id="n2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """

    private func lint(_ files: [(String, String)]) -> AppLintResult {
        TestApp.lint(files)
    }

    private func index(_ files: [(String, String)]) -> CodeIndex {
        var builder = CodeIndexBuilder()
        for (path, text) in files { builder.add(SourceFile(path: path, text: text)) }
        return builder.link()
    }

    func testAnAnnouncedMethodNothingCallsIsDeadWithTheSegueOnlyItPerforms() {
        let dead = lint([("Main.storyboard", storyboard), ("EditViewController.h", header),
                         ("EditViewController.m", implementation())])
        XCTAssertEqual(dead.deadMethodCount, 1)
        XCTAssertEqual(dead.deadSegueCount, 1, "prepareForSegue compares the identifier; only the dead method performs it")
        // Named, so that a user can act on the count (the JSON's `neverRun`).
        XCTAssertEqual(dead.neverRun.map { "\($0.kind.rawValue) \($0.name) \($0.file)" },
                       ["segue  Main.storyboard", "method EditViewController.clickedMapTypeButton EditViewController.m"])
        XCTAssertFalse(dead.diagnostics.contains { $0.ruleID == "transition-style-compat" })

        // The near miss: viewDidLoad calls it, so the segue is performed and judged.
        let live = lint([("Main.storyboard", storyboard), ("EditViewController.h", header),
                         ("EditViewController.m", implementation(calling: "[self clickedMapTypeButton];"))])
        XCTAssertEqual(live.deadMethodCount, 0)
        XCTAssertEqual(live.deadSegueCount, 0)
        XCTAssertEqual(live.neverRun, [])
        XCTAssertTrue(live.diagnostics.contains { $0.ruleID == "transition-style-compat" })
    }

    func testAnyMentionKeepsAMethodLive() {
        let mentions = [
            "[button addTarget:self action:@selector(clickedMapTypeButton) forControlEvents:UIControlEventTouchUpInside];",
            "NSSelectorFromString(@\"clickedMapTypeButton\");",
        ]
        for mention in mentions {
            let result = lint([("Main.storyboard", storyboard), ("EditViewController.h", header),
                               ("EditViewController.m", implementation(calling: mention))])
            XCTAssertEqual(result.deadMethodCount, 0, mention)
            XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "transition-style-compat" }, mention)
        }
        // Another type declares the name (a protocol the class conforms to): the call may
        // come through it.
        let protocolHeader = header.replacingOccurrences(
            of: "@interface EditViewController", with: "@protocol Mapping\n- (void)clickedMapTypeButton;\n@end\n@interface EditViewController")
        XCTAssertEqual(lint([("EditViewController.h", protocolHeader), ("EditViewController.m", implementation())]).deadMethodCount, 0)
    }

    /// Interface Builder 3's archived xibs (a 2010 app's) name an action in a connection's
    /// `<string key="label">clickedMapTypeButton</string>`, for a method announced as
    /// `- (void)` as well as `- (IBAction)`: connected, it runs (blind audit round 40).
    func testAnActionAnArchivedXibConnectsIsLive() {
        let archivedXib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                <data>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <array class="NSMutableArray" key="connectionRecords">
                            <object class="IBConnectionRecord">
                                <object class="IBCocoaTouchEventConnection" key="connection">
                                    <string key="label">clickedMapTypeButton</string>
                                    <int key="IBEventType">7</int>
                                </object>
                                <int key="connectionID">52</int>
                            </object>
                        </array>
                    </object>
                </data>
            </archive>

            """
        let connected = lint([("Main.storyboard", storyboard), ("Edit.xib", archivedXib), ("EditViewController.h", header),
                              ("EditViewController.m", implementation())])
        XCTAssertEqual(connected.deadMethodCount, 0)
        // The near miss: the same archive connecting another selector leaves it dead.
        let other = lint([("Main.storyboard", storyboard), ("Edit.xib", archivedXib.replacingOccurrences(of: ">clickedMapTypeButton<", with: ">clickedHelp:<")),
                          ("EditViewController.h", header), ("EditViewController.m", implementation())])
        XCTAssertEqual(other.deadMethodCount, 1)
    }

    /// An announced setter runs where its property is assigned with dot syntax, which names
    /// the property (`self.mapTypeButton = item` runs `setMapTypeButton:`; blind audit round
    /// 40). The near miss: where nothing assigns the property, the setter is dead.
    func testASetterRunsWhereItsPropertyIsAssigned() {
        let setterHeader = header.replacingOccurrences(of: "- (void)clickedMapTypeButton;",
                                                       with: "- (void)clickedMapTypeButton;\n- (void)setTransparentOverlay:(UIView *)overlay;")
        func implementation(assigning: String) -> String {
            self.implementation(calling: assigning)
                .replacingOccurrences(of: "@end", with: "- (void)setTransparentOverlay:(UIView *)overlay { [self.view addSubview:overlay]; }\n@end")
        }
        let assigned = index([("EditViewController.h", setterHeader),
                              ("EditViewController.m", implementation(assigning: "self.transparentOverlay = [[UIView alloc] init];"))])
        XCTAssertFalse(assigned.deadCode.methods.map { assigned.methods[$0].name }.contains("setTransparentOverlay"))
        let unassigned = index([("EditViewController.h", setterHeader), ("EditViewController.m", implementation(assigning: ""))])
        XCTAssertTrue(unassigned.deadCode.methods.map { unassigned.methods[$0].name }.contains("setTransparentOverlay"))
    }

    func testFrameworkCallbacksAndActionsAreNeverDead() {
        let code = index([("EditViewController.h", header), ("EditViewController.m", implementation())])
        let names = Set(code.deadCode.methods.map { code.methods[$0].name })
        // viewDidLoad and prepareForSegue are not announced (UIKit finds them); an IBAction may
        // be connected by a xib the run does not read.
        XCTAssertEqual(names, ["clickedMapTypeButton"])
    }

    func testASwiftPrivateMethodNothingCallsIsDead() {
        let swift = """
            import UIKit
            final class EditViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                private func showMapTypes() { performSegue(withIdentifier: "MapTypeSegue", sender: nil) }
                func showHelp() { performSegue(withIdentifier: "Help", sender: nil) }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }

            """
        let code = index([("Edit.swift", swift)])
        XCTAssertEqual(Set(code.deadCode.methods.map { code.methods[$0].name }), ["showMapTypes"])
        XCTAssertFalse(code.deadCode.isPerformable("MapTypeSegue", in: code))
        XCTAssertTrue(code.deadCode.isPerformable("Help", in: code), "an internal method may be called from anywhere")

        // The near miss: `#selector` hands it to a control.
        let handed = swift.replacingOccurrences(
            of: "super.viewDidLoad() }",
            with: "super.viewDidLoad(); button.addTarget(self, action: #selector(showMapTypes), for: .touchUpInside) }")
        let live = index([("Edit.swift", handed)])
        XCTAssertTrue(live.deadCode.methods.isEmpty)
        XCTAssertTrue(live.deadCode.isPerformable("MapTypeSegue", in: live))
    }

    /// A private method that only dead private methods call is dead too, and so on down
    /// the chain (xabber's invitation callbacks, called only from handlers whose one call
    /// was commented out; blind round 14). Near miss: one live call keeps the whole chain.
    func testAPrivateMethodOnlyDeadOnesCallIsDead() {
        let swift = """
            import UIKit
            final class ChatViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                private func onAcceptInvite() { onAcceptCallback(error: nil) }
                private func onAcceptCallback(error: String?) { onShowError() }
                private func onShowError() { performSegue(withIdentifier: "InviteError", sender: nil) }
            }

            """
        let code = index([("Chat.swift", swift)])
        XCTAssertEqual(Set(code.deadCode.methods.map { code.methods[$0].name }), ["onAcceptInvite", "onAcceptCallback", "onShowError"])
        XCTAssertFalse(code.deadCode.isPerformable("InviteError", in: code))
        let live = index([("Chat.swift", swift.replacingOccurrences(of: "super.viewDidLoad() }", with: "super.viewDidLoad(); onAcceptInvite() }"))])
        XCTAssertTrue(live.deadCode.methods.isEmpty)
    }

    /// A private method is named only in its own file: other types' methods of the same name,
    /// and the calls to them in other files, do not run it (ProtonDrive's private
    /// `showError(_:)` beside a dozen others, blind audit round 6). Near miss: a call in its
    /// own file keeps it live.
    func testAPrivateMethodIsJudgedByItsOwnFile() {
        let preview = """
            import UIKit
            final class PreviewViewController: UIViewController {
                private func showError(_ message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
                    present(alert, animated: true)
                }
            }

            """
        let list = """
            import UIKit
            final class ListViewController: UIViewController {
                func showError(_ message: String) {}
                override func viewDidLoad() { super.viewDidLoad(); showError("Offline") }
            }

            """
        let files = [("Preview.swift", preview), ("List.swift", list)]
        let code = index(files)
        XCTAssertEqual(code.deadCode.methods.map { "\(code.methods[$0].name) \(code.methods[$0].file)" }, ["showError 0"])
        XCTAssertEqual(lint(files).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.file), [])

        let called = preview.replacingOccurrences(of: "    }\n}", with: "    }\n    func failed() { showError(\"Failed\") }\n}")
        XCTAssertNotEqual(called, preview)
        let live = [("Preview.swift", called), ("List.swift", list)]
        XCTAssertTrue(index(live).deadCode.methods.isEmpty)
        XCTAssertEqual(lint(live).diagnostics.filter { $0.ruleID == "modal-title" }.map(\.file), ["Preview.swift"])
    }
    /// Methods run where no call names them (round 37): an operator, run by every `a > b`,
    /// and a question UIKit asks by its name (`prefersStatusBarHidden`), announced in the
    /// header as a card viewer's is. The near miss: an announced method of the app's own
    /// that nothing calls stays dead.
    func testOperatorsAndMethodsTheSystemCallsAreNeverDead() {
        let swift = """
            import Foundation
            struct Post { let date: Date }
            private func > (lhs: Post, rhs: Post) -> Bool { lhs.date > rhs.date }
            func newest(_ posts: [Post]) -> [Post] { posts.sorted { $0 > $1 } }
            """
        let viewerHeader = """
            #import <UIKit/UIKit.h>
            @interface CardViewController : UIViewController
            - (BOOL)prefersStatusBarHidden;
            - (void)reshuffleCards;
            @end
            """
        let viewer = """
            #import "CardViewController.h"
            @implementation CardViewController
            - (BOOL)prefersStatusBarHidden { return YES; }
            - (void)reshuffleCards { }
            @end
            """
        let result = lint([("Posts.swift", swift), ("CardViewController.h", viewerHeader), ("CardViewController.m", viewer)])
        XCTAssertEqual(result.neverRun.map(\.name), ["CardViewController.reshuffleCards"])
    }
}

/// A SwiftUI view type that presents something and that no code the app runs names (no
/// construction, no hosting controller; a preview runs only in Xcode) never runs: what it
/// shows is not read, and it is counted.
final class DeadViewTypeTests: XCTestCase {
    private func source(home: String) -> String {
        """
        import SwiftUI
        @main struct A: App { var body: some Scene { WindowGroup { \(home) } } }
        struct HomeView: View { var body: some View { Text("Home") } }
        struct OldPromoView: View {
            @State private var showing = false
            var body: some View {
                Button("Promo") { showing = true }
                    .sheet(isPresented: $showing) { PromoSheet() }
            }
        }
        struct PromoSheet: View {
            var body: some View {
                NavigationStack { Text("Buy").navigationTitle("Promo").toolbar { Button("Done") {} } }
            }
        }
        """
    }

    private func lint(home: String) -> AppLintResult {
        Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source(home: home))])
    }

    func testAViewNothingNamesIsNotReadAndIsCounted() {
        let dead = lint(home: "HomeView()")
        XCTAssertEqual(dead.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(dead.deadViewTypeCount, 1)
        XCTAssertEqual(dead.neverRun.map { "\($0.kind.rawValue) \($0.name) \($0.file)" }, ["view OldPromoView App.swift"])
        // The near miss: the window builds it, so its sheet is judged (its Done closes nothing).
        let live = lint(home: "OldPromoView()")
        XCTAssertTrue(live.diagnostics.map(\.ruleID).contains("done-button-misuse"), "\(live.diagnostics.map(\.ruleID))")
        XCTAssertEqual(live.deadViewTypeCount, 0)
        // A public view (a package's) may be built by code outside the run: it is read.
        let published = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(
            path: "App.swift", text: source(home: "HomeView()").replacingOccurrences(of: "struct OldPromoView", with: "public struct OldPromoView"))])
        XCTAssertTrue(published.diagnostics.map(\.ruleID).contains("done-button-misuse"), "\(published.diagnostics.map(\.ruleID))")
        XCTAssertEqual(published.deadViewTypeCount, 0)
    }

    /// Xcode's canvas runs `#Preview` bodies and `PreviewProvider` types; the app never does.
    /// A view they alone build is never shown: the feed screen a team replaced but kept a
    /// preview of.
    func testAViewOnlyPreviewsBuildIsNotRead() {
        for preview in ["#Preview { OldPromoView() }", "#Preview(\"Promo\", traits: .sizeThatFitsLayout) { OldPromoView() }",
                        "struct OldPromoView_Previews: PreviewProvider { static var previews: some View { OldPromoView() } }"] {
            let result = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source(home: "HomeView()") + "\n" + preview)])
            XCTAssertEqual(result.diagnostics.map(\.ruleID), [], preview)
            XCTAssertEqual(result.neverRun.map(\.name), ["OldPromoView"], preview)
        }
        // The near miss: the app builds it too, beside its preview.
        let live = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source(home: "OldPromoView()") + "\n#Preview { OldPromoView() }")])
        XCTAssertTrue(live.diagnostics.map(\.ruleID).contains("done-button-misuse"), "\(live.diagnostics.map(\.ruleID))")
        XCTAssertEqual(live.deadViewTypeCount, 0)
    }

    /// A view named only inside a view that is never built is never built either: the row
    /// of a replaced feed screen, declared in that screen's extension, whose menu presents.
    func testAViewOnlyADeadViewBuildsIsNotRead() {
        let feed = """
            struct OldFeedView: View {
                var body: some View { List { Row(); Row() } }
            }
            extension OldFeedView {
                struct Row: View { var body: some View { OldPromoView() } }
            }
            #Preview { OldFeedView() }
            """
        let dead = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source(home: "HomeView()") + "\n" + feed)])
        XCTAssertEqual(dead.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(dead.neverRun.map(\.name), ["OldPromoView"])
        // The near miss: the window builds the feed, so the promo's sheet is judged.
        let live = Linter(configuration: .everyRuleOn).lint(app: [SourceFile(path: "App.swift", text: source(home: "OldFeedView()") + "\n" + feed)])
        XCTAssertTrue(live.diagnostics.map(\.ruleID).contains("done-button-misuse"), "\(live.diagnostics.map(\.ruleID))")
        XCTAssertEqual(live.deadViewTypeCount, 0)
    }
}

/// Where the run holds the app's storyboards and xibs, an `@IBAction` none of them connects
/// runs only if code hands it over (`#selector`, a call): without that it is dead, and so is
/// what only it presents.
final class UnconnectedActionTests: XCTestCase {
    private let code = """
        import UIKit
        final class MainViewController: UIViewController {
            @IBAction @objc func onCheckIn() {
                let places = PlacesViewController()
                present(places, animated: true)
            }
        }
        final class PlacesViewController: UIViewController {}

        """

    private func storyboard(connecting connection: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="main">
            <scenes>
                <scene sceneID="s0"><objects>
                    <viewController id="main" customClass="MainViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v0">
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="b0">
                                    <state key="normal" title="Check In"/>
                                    \(connection)
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    private func presentsPlaces(_ files: [(String, String)]) -> Bool {
        TestApp.diagnostics(files).contains { $0.ruleID == "modal-dismiss-button" && $0.message.contains("PlacesViewController") }
    }

    func testAnActionNoInterfaceFileConnectsIsDead() {
        let dead = TestApp.lint([("Main.storyboard", storyboard()), ("Main.swift", code)])
        XCTAssertFalse(dead.diagnostics.contains { $0.ruleID == "modal-dismiss-button" })
        XCTAssertTrue(dead.neverRun.contains { $0.name.hasPrefix("MainViewController.onCheckIn") }, "\(dead.neverRun)")

        // Near misses: a control connected to it, code that hands it over, or a run with no
        // interface file at all (a storyboard it does not hold may connect it).
        let connected = storyboard(connecting: """
            <connections><action selector="onCheckIn" destination="main" eventType="touchUpInside" id="a0"/></connections>
            """)
        XCTAssertTrue(presentsPlaces([("Main.storyboard", connected), ("Main.swift", code)]))
        let handed = code.replacingOccurrences(
            of: "final class PlacesViewController",
            with: "func wire(_ b: UIButton, _ m: MainViewController) { b.addTarget(m, action: #selector(MainViewController.onCheckIn), for: .touchUpInside) }\nfinal class PlacesViewController")
        XCTAssertTrue(presentsPlaces([("Main.storyboard", storyboard()), ("Main.swift", handed)]))
        XCTAssertTrue(presentsPlaces([("Main.swift", code)]))
    }

    /// Round 38: a wallet's card view wires `func pressedSend(sender: Any)` in its xib as
    /// `pressedSendWithSender:`, the name Swift gives it in Objective-C: it is connected. The
    /// near miss: a selector of another name leaves it unconnected.
    func testAnActionConnectedByItsObjectiveCNameIsLive() {
        let labelled = code.replacingOccurrences(of: "func onCheckIn()", with: "func onCheckIn(sender: Any)")
        let connected = storyboard(connecting: """
            <connections><action selector="onCheckInWithSender:" destination="main" eventType="touchUpInside" id="a0"/></connections>
            """)
        XCTAssertTrue(presentsPlaces([("Main.storyboard", connected), ("Main.swift", labelled)]))
        let other = storyboard(connecting: """
            <connections><action selector="onCheckOutWithSender:" destination="main" eventType="touchUpInside" id="a0"/></connections>
            """)
        XCTAssertFalse(presentsPlaces([("Main.storyboard", other), ("Main.swift", labelled)]))
    }

}
