import XCTest
@testable import ModalityLintCore

/// `modal-title` may say "no title" only after a closed reading (certainty.md, "Title"):
/// each cause that leaves a screen's title to something the reading cannot judge, with its
/// near miss, the same screen in a shown navigation bar with no title anywhere, which is
/// still known to have none.
final class TitleClosureTests: XCTestCase {
    private func read(_ source: String) -> CodeFlow {
        let files = [SourceFile(path: "App.swift", bytes: Array(source.utf8))]
        return CodeReading.read(files, firstFileIndex: 0, readsSwiftUI: true).flow
    }

    private func screen(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CodeScreen {
        let index = try XCTUnwrap(flow.index(ofScreenNamed: name), "no screen \(name) in \(flow.screens.map(\.name))", file: file, line: line)
        return flow.screens[index]
    }

    /// The title is open: the rule is silent.
    private func assertOpen(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = try screen(flow, name, file: file, line: line)
        XCTAssertTrue(screen.unknownFacts.contains(.title), "\(name)'s title should be unknown", file: file, line: line)
    }

    /// The title is settled as part of the content (no bar shows, or a heading is drawn):
    /// known, and the rule does not judge it.
    private func assertInContent(_ flow: CodeFlow, _ name: String, _ why: TitleInContent.Why,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = try screen(flow, name, file: file, line: line)
        XCTAssertFalse(screen.unknownFacts.contains(.title), "\(name)'s title should be settled, not open", file: file, line: line)
        XCTAssertEqual(screen.titleInContent?.why, why, "\(name)'s title should be in its content", file: file, line: line)
    }

    /// The title is known to be missing: the rule reports it.
    private func assertMissing(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = try screen(flow, name, file: file, line: line)
        XCTAssertNil(screen.title, "\(name) should have no title", file: file, line: line)
        XCTAssertFalse(screen.unknownFacts.contains(.title), "\(name)'s title should be known missing", file: file, line: line)
    }

    /// A root that presents each of `names` as a sheet, each in a navigation stack.
    private func presenter(_ names: [String]) -> String {
        var flags = ""
        var sheets = ""
        for (position, name) in names.enumerated() {
            flags += "    @State private var show\(position) = false\n"
            sheets += "            .onAppear { show\(position) = true }.sheet(isPresented: $show\(position)) { NavigationStack { \(name)() } }\n"
        }
        return """
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
            \(flags)    var body: some View {
                    Text("root")
            \(sheets)    }
            }

            """
    }

    // MARK: A heading drawn in the content

    func testAHeadingInATitleFontLeavesTheTitleToTheContent() throws {
        let flow = read(presenter(["Welcome", "Download", "Sized", "Composed", "Untitled"]) + """
            struct Welcome: View {
                var body: some View { VStack { Image("logo"); Text("Welcome").font(.largeTitle) } }
            }
            struct Download: View {
                var body: some View { VStack { Text(verbatim: status).bold().font(.title.bold()); ProgressView() } }
                var status: String { "Downloading" }
            }
            struct Sized: View {
                var body: some View { Text("Remove Device?").font(.system(size: 28, weight: .bold)) }
            }
            struct Composed: View {
                var body: some View { List { Header(title: "Kiosk Mode"); Toggle("On", isOn: .constant(true)) } }
            }
            struct Header: View {
                let title: String
                var body: some View { Text(title).font(.title3.bold()) }
            }
            struct Untitled: View {
                var body: some View { VStack { Text("Pick a server").font(.body); Text("Small").font(.system(size: 14)) } }
            }
            """)
        for name in ["Welcome", "Download", "Sized", "Composed"] { try assertInContent(flow, name, .heading) }
        // Body text, and a small fixed size, head nothing.
        try assertMissing(flow, "Untitled")
    }

    /// A font set on a stack is the font of the texts in it (SwiftUI's environment): the
    /// greeting's two lines, set in 32 points by their `VStack`, head it. A bar emptied on
    /// purpose (`.navigationTitle("")`) beside a drawn heading leaves the title to the
    /// heading. The near misses: a stack in the body font, and an emptied bar with no heading.
    func testAFontSetOnAStackHeadsItsTextsAndAnEmptiedBarLeavesTheTitleToThem() throws {
        let flow = read(presenter(["Greeting", "Blanked", "Plain", "Empty"]) + """
            struct Greeting: View {
                var body: some View { VStack { VStack { Text("Introducing the"); Text("New Home") }.font(.system(size: 32, weight: .bold)) } }
            }
            struct Blanked: View {
                var body: some View { header().navigationTitle("") }
                func header() -> some View { Group { Text("Public profile") }.font(.title) }
            }
            struct Plain: View {
                var body: some View { VStack { Text("Introducing the"); Text("New Home") }.font(.body) }
            }
            struct Empty: View {
                var body: some View { VStack { Text("Pick one").font(.body) }.navigationTitle("") }
            }
            """)
        try assertInContent(flow, "Greeting", .heading)
        try assertInContent(flow, "Blanked", .heading)
        try assertMissing(flow, "Plain")
        let empty = try screen(flow, "Empty")
        XCTAssertEqual(empty.title?.text, "")
        XCTAssertNil(empty.titleInContent)
        XCTAssertFalse(empty.unknownFacts.contains(.title))
    }

    /// A font of the app's own (`.compound.headingMDBold`, a design system's) has a size the
    /// reading does not know: text set in it may be the screen's heading. SwiftUI's own body
    /// styles, in the same place, head nothing (the near miss).
    func testAnAppsOwnFontMayBeAHeadingsFont() throws {
        let flow = read(presenter(["Backup", "Caption"]) + """
            extension Font { static let compound = CompoundFonts() }
            struct CompoundFonts { let headingMDBold = Font.system(size: 20); let bodyMD = Font.body }
            struct Backup: View {
                var body: some View { VStack { Text("Turn off backup?").font(.compound.headingMDBold); Text("Keys are lost.") } }
            }
            struct Caption: View {
                var body: some View { VStack { Text("Turn off backup?").font(.subheadline); Text("Keys").font(.caption2) } }
            }
            """)
        try assertInContent(flow, "Backup", .heading)
        try assertMissing(flow, "Caption")
    }

    /// The app's own modifier that sets a `Text`'s font from a style (`.textStyle(.boldTitle)`,
    /// applying a view modifier whose body says `.font(style.font)`) is followed to the font
    /// the style is made with; a style the reading cannot follow (a model's) may be a
    /// heading's. The near miss: a style made with the body font heads nothing.
    func testAnAppsTextStyleModifierIsFollowedToItsFont() throws {
        let flow = read(presenter(["Info", "Notice", "Plain"]) + """
            struct TextStyle {
                let font: Font
                let color: Color
                static let boldTitle = TextStyle(font: .title, color: .primary)
                static let body = TextStyle(font: .body, color: .primary)
            }
            struct TextStyleModifier: ViewModifier {
                let style: TextStyle
                func body(content: Content) -> some View { content.font(style.font).foregroundStyle(style.color) }
            }
            extension View {
                func textStyle(_ style: TextStyle) -> some View { modifier(TextStyleModifier(style: style)) }
            }
            struct InfoModel { let title = "Network fee"; let titleStyle = TextStyle.boldTitle }
            struct Info: View {
                let model = InfoModel()
                var body: some View { VStack { Text(model.title).textStyle(model.titleStyle); Text("Paid to miners.") } }
            }
            struct Notice: View {
                var body: some View { VStack { Text("Wallet created").textStyle(.boldTitle); Text("Back it up.") } }
            }
            struct Plain: View {
                var body: some View { VStack { Text("Pick a server").textStyle(.body); Text("Any will do.") } }
            }
            """)
        try assertInContent(flow, "Info", .heading)
        try assertInContent(flow, "Notice", .heading)
        try assertMissing(flow, "Plain")
    }

    /// A screen whose body is a UIKit controller wrapped into SwiftUI (QuickLook in its own
    /// navigation controller) shows that controller's bar, title and buttons, which the
    /// reading does not see: its title and its ways out are open. A screen that only holds
    /// its own content keeps its title known missing (the near miss).
    func testAWrappedControllerBringsItsOwnTitleAndButtons() throws {
        let flow = read(presenter(["Logs", "Framed"]) + """
            struct Logs: View {
                var body: some View { Preview() }
            }
            struct Framed: View {
                var body: some View { VStack { Text("Files"); Button("Refresh") {} } }
            }
            struct Preview: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UINavigationController(rootViewController: QLPreviewController()) }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """)
        try assertOpen(flow, "Logs")
        XCTAssertTrue(try screen(flow, "Logs").unknownFacts.contains(.actions))
        try assertMissing(flow, "Framed")
    }

    func testLargeTextInARowAControlOrAToolbarIsNoHeading() throws {
        let flow = read(presenter(["Rows", "Buttons"]) + """
            struct Rows: View {
                let items = ["a", "b"]
                var body: some View {
                    List(items, id: \\.self) { item in Text(item).font(.title3) }
                    ForEach(items, id: \\.self) { item in Row(name: item) }
                }
            }
            struct Row: View {
                let name: String
                var body: some View { Text(name).font(.title2) }
            }
            struct Buttons: View {
                var body: some View {
                    Button { } label: { Text("Big").font(.largeTitle) }
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Text("Go").font(.title) } }
                }
            }
            """)
        try assertMissing(flow, "Rows")
        try assertMissing(flow, "Buttons")
    }

    func testThePagesOfATabViewTitleTheScreenThatShowsThem() throws {
        let flow = read(presenter(["Onboarding", "Pager"]) + """
            struct Onboarding: View {
                @State private var page = 0
                var body: some View { TabView(selection: $page) { WelcomePage().tag(0); SetupPage().tag(1) } }
            }
            struct WelcomePage: View { var body: some View { Text("Welcome to Plus").font(.largeTitle) } }
            struct SetupPage: View { var body: some View { Text("Set up") } }
            struct Pager: View {
                @State private var page = 0
                var body: some View { TabView(selection: $page) { SetupPage().tag(0) } }
            }
            """)
        try assertOpen(flow, "Onboarding")
        try assertMissing(flow, "Pager")
    }

    // MARK: A navigation bar that does not show

    func testAHiddenNavigationBarLeavesTheTitleToTheContent() throws {
        let flow = read(presenter(["Hidden", "HiddenToolbar", "HiddenByValue", "HiddenAtSite", "Shown"]) + """
            struct Hidden: View {
                var body: some View { ScrollView { Text("Purple") }.navigationBarHidden(true) }
            }
            struct HiddenToolbar: View {
                var body: some View { Text("x").toolbar(.hidden, for: .navigationBar) }
            }
            struct HiddenByValue: View {
                let immersive: Bool
                var body: some View { Text("x").navigationBarHidden(immersive) }
            }
            struct HiddenAtSite: View { var body: some View { Text("x") } }
            struct Shown: View {
                var body: some View {
                    Text("x").navigationBarHidden(false).toolbar(.visible, for: .navigationBar).toolbar(.hidden, for: .tabBar)
                }
            }
            // Built by UIKit code the reading cannot place: live, and no screen holds it.
            let otherHost = UIHostingController(rootView: Other())
            struct Other: View {
                @State private var shown = false
                var body: some View {
                    Text("o").onAppear { shown = true }
                        .sheet(isPresented: $shown) { NavigationStack { HiddenAtSite().toolbar(.hidden) } }
                }
            }
            """)
        for name in ["Hidden", "HiddenToolbar", "HiddenByValue", "HiddenAtSite"] { try assertOpen(flow, name) }
        try assertMissing(flow, "Shown")
    }

    // MARK: A modifier of the app's own

    func testAnAppsModifierThatTitlesOrHidesTheBarLeavesTheTitleOpenInTheBodyAndAtTheSite() throws {
        let flow = read(presenter(["Settings", "Bio", "Plain"]) + """
            struct Settings: View {
                var body: some View { List { Text("Sound") }.appNavigationStyle(title: Text("Settings")) }
            }
            struct Bio: View { var body: some View { Text("bio") } }
            struct Plain: View { var body: some View { Text("plain").appBackground() } }
            let profileHost = UIHostingController(rootView: Profile())
            struct Profile: View {
                @State private var bio = false
                var body: some View {
                    Text("p").onAppear { bio = true }
                        .sheet(isPresented: $bio) { NavigationView { Bio().appBar("Profile") } }
                }
            }
            struct CustomBar<Content: View>: View {
                let title: Text
                let content: Content
                var body: some View { VStack { title; content }.navigationBarHidden(true) }
            }
            struct AppBarModifier: ViewModifier {
                let key: LocalizedStringKey
                func body(content: Content) -> some View { content.navigationBarTitle(key, displayMode: .inline) }
            }
            extension View {
                func appNavigationStyle(title: Text) -> some View { CustomBar(title: title, content: self) }
                func appBar(_ key: LocalizedStringKey) -> some View { self.modifier(AppBarModifier(key: key)) }
                func appBackground() -> some View { background(Color.gray) }
            }
            """)
        try assertOpen(flow, "Settings")
        let bio = try screen(flow, "Bio")
        XCTAssertTrue(bio.title != nil || bio.unknownFacts.contains(.title), "the site's modifier titles it")
        // A modifier of the app's that neither titles nor hides the bar closes nothing.
        try assertMissing(flow, "Plain")
    }

    // MARK: A wrapper that shows what it is handed

    func testAWrapperThatShowsAViewItIsHandedHasTheContentsTitle() throws {
        let flow = read(presenter(["Injection", "Maker", "Fixed", "Erased"]) + """
            struct Injection: View {
                private let content: AnyView
                init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
                var body: some View { NavigationStack { content } }
            }
            struct Maker: View {
                let makePage: () -> AnyView
                var body: some View { makePage() }
            }
            struct Fixed: View {
                let onDone: () -> Void
                var body: some View { Button("Done") { onDone() } }
            }
            struct Erased: View {
                var body: some View { detail }
                private var detail: AnyView { AnyView(Text("x")) }
            }
            """)
        try assertOpen(flow, "Injection")
        try assertOpen(flow, "Maker")
        // A closure that does something is no view handed in, and a view the type erases
        // itself is its own code, read.
        try assertMissing(flow, "Fixed")
        try assertMissing(flow, "Erased")
    }

    // MARK: Content the reading does not see

    /// A screen that is a UIKit controller wrapped into SwiftUI (a photo cropper), or a view
    /// declared against a package's protocol, shows what the reading cannot see: it may be
    /// immersive (a photo, a video, a document), which needs no title when no bar shows, so
    /// without a bar the title is not judged (BareCropper). Under a SwiftUI navigation bar it
    /// is: the bar's title is only `.navigationTitle`'s, which the wrapped controller cannot
    /// set, and an empty bar over immersive content is reported too (4th edition). The near
    /// misses wrap the same controller inside content of their own, or show only SwiftUI
    /// views: their content is read.
    func testAScreenThatIsAWrappedControllerLeavesItsContentOpen() throws {
        let source = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var a = false
                @State private var b = false
                @State private var c = false
                @State private var d = false
                @State private var e = false
                var body: some View {
                    NavigationStack {
                        List {
                            Button("Bare") { e = true }
                            Button("Crop") { a = true }
                            Button("Player") { b = true }
                            Button("Framed") { c = true }
                            Button("Plain") { d = true }
                        }
                        .navigationTitle("Library")
                        .sheet(isPresented: $a) { NavigationStack { Cropper() } }
                        .sheet(isPresented: $b) { NavigationStack { Player() } }
                        .sheet(isPresented: $c) { NavigationStack { Framed() } }
                        .sheet(isPresented: $d) { NavigationStack { Plain() } }
                        .fullScreenCover(isPresented: $e) { BareCropper() }
                    }
                }
            }
            struct BareCropper: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    CropController().overlay { Button("Cancel", role: .cancel) { dismiss() } }
                }
            }
            struct Cropper: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    CropController().toolbar { Button("Cancel", role: .cancel) { dismiss() } }
                }
            }
            struct CropController: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            struct Player: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    PackagePlayer().toolbar { Button("Cancel", role: .cancel) { dismiss() } }
                }
            }
            struct PackagePlayer: PlatformViewControllerRepresentable {
                func makeViewController(context: Context) -> UIViewController { UIViewController() }
            }
            struct Framed: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack { Text("Crop it"); CropController() }.toolbar { Button("Cancel", role: .cancel) { dismiss() } }
                }
            }
            struct Plain: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("Crop it").toolbar { Button("Cancel", role: .cancel) { dismiss() } }
                }
            }
            """
        let flow = read(source)
        for name in ["Cropper", "Player", "BareCropper"] {
            XCTAssertTrue(try screen(flow, name).unknownFacts.contains(.content), "\(name)'s content should be open")
        }
        for name in ["Framed", "Plain"] {
            XCTAssertFalse(try screen(flow, name).unknownFacts.contains(.content), "\(name)'s content should be read")
        }
        let result = TestApp.lint(source)
        let untitled = Set(result.diagnostics.filter { $0.ruleID == "modal-title" }.map(\.subject))
        XCTAssertEqual(untitled, ["Cropper", "Player", "Framed", "Plain"])
    }

    // MARK: Storyboards

    /// An app of storyboards and code, read as users run the tool.
    private func app(_ files: [(String, String)]) throws -> FlowDocument {
        let read = AppReader.read(files.map { SourceFile(path: $0.0, text: $0.1) })
        return try XCTUnwrap(read.document, "\(read.problems.map(\.message))")
    }

    private func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="R">
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="R" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="rb"/>
                        <connections><segue destination="L" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="L" storyboardIdentifier="List" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="List" id="li"/>
                        <view key="view" id="lv"><subviews>
                            <button id="b1"><state key="normal" title="Welcome"/><connections><segue destination="W" kind="presentation" id="p1"/></connections></button>
                            <button id="b2"><state key="normal" title="Edit"/><connections><segue destination="N" kind="presentation" id="p2"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
        \(scenes)
            </scenes>
        </document>

        """
    }

    private func scene(_ controller: String) -> String {
        "        <scene sceneID=\"S\(controller.count)\"><objects>\n\(controller)\n        </objects></scene>\n"
    }

    /// A scene presented in a navigation controller of its own.
    private func wrapped(_ id: String, _ controller: String) -> String {
        scene("""
            <navigationController id="N" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"/>
                <connections><segue destination="\(id)" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        """) + scene(controller)
    }

    private func titleScreen(_ document: FlowDocument, _ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws -> Screen {
        try XCTUnwrap(document.screenByStoryboardIdentifier[identifier].map { document.screens[$0] }, "no scene \(identifier)", file: file, line: line)
    }

    func testAStoryboardHeadingInsideAContainerOrMarkedAsAHeaderTitlesTheScene() throws {
        let heading = """
            <view key="view" id="ev"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>
                <view id="hc" userLabel="Header Container"><rect key="frame" x="0" y="88" width="414" height="132"/><subviews>
                    <label text="Welcome to Notes, the app that keeps them all!" numberOfLines="0" id="hl">
                        <rect key="frame" x="20" y="65" width="374" height="64"/>
                        <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                    </label>
                </subviews></view>
            </subviews></view>
            """
        let document = try app([("Main.storyboard", storyboard(wrapped("E", """
            <viewController id="E" storyboardIdentifier="Edit" sceneMemberID="viewController">\(heading)</viewController>
            """) + scene("""
            <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
            """)))])
        XCTAssertEqual(try titleScreen(document, "Edit").title?.value, "Welcome to Notes, the app that keeps them all!")
        // Near miss: the same label far down the view heads nothing.
        let low = heading.replacingOccurrences(of: "y=\"88\"", with: "y=\"600\"")
        let lowDocument = try app([("Main.storyboard", storyboard(wrapped("E", """
            <viewController id="E" storyboardIdentifier="Edit" sceneMemberID="viewController">\(low)</viewController>
            """) + scene("""
            <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
            """)))])
        let edit = try titleScreen(lowDocument, "Edit")
        XCTAssertNil(edit.title)
        XCTAssertTrue(edit.knows(.title), "in a shown navigation bar with no title, the title is known to be missing")
    }

    func testAScenePresentedWithoutANavigationBarHasItsTitleInItsView() throws {
        let document = try app([("Main.storyboard", storyboard(wrapped("E", """
            <viewController id="E" storyboardIdentifier="Edit" sceneMemberID="viewController"><view key="view" id="ev"/></viewController>
            """) + scene("""
            <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
            """)))])
        let welcome = try titleScreen(document, "Welcome")
        XCTAssertNil(welcome.title)
        XCTAssertTrue(welcome.knows(.title), "no bar: settled, the title is the view's to draw")
        XCTAssertEqual(welcome.titleInContent?.why, .noNavigationBar)
        // Near miss: in a navigation controller with no title anywhere, the title is missing.
        XCTAssertTrue(try titleScreen(document, "Edit").knows(.title))
    }

    func testAClassThatHidesItsNavigationBarHasItsTitleInItsView() throws {
        let code = """
            class EditViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
            }
            class ShownViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(false, animated: animated) }
            }
            """
        for (name, known) in [("EditViewController", false), ("ShownViewController", true)] {
            let document = try app([("Main.storyboard", storyboard(wrapped("E", """
                <viewController id="E" storyboardIdentifier="Edit" customClass="\(name)" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController"><view key="view" id="ev"/></viewController>
                """) + scene("""
                <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
                """))), ("Edit.swift", code)])
            XCTAssertEqual(try titleScreen(document, "Edit").knows(.title), known, name)
        }
    }

    /// A bar the app covers with its own view (a search field added to the bar, a search
    /// display controller set to show its bar there) shows no title of the controller's:
    /// the title is the content's, as with a hidden bar. The near misses: the same search
    /// bar in the view, and a display controller kept out of the bar.
    func testASearchFieldInTheNavigationBarsPlaceLeavesTheTitleToTheContent() throws {
        let cases = [
            ("navigationController?.navigationBar.addSubview(searchBar)", false),
            ("searchDisplay.displaysSearchBarInNavigationBar = true", false),
            ("view.addSubview(searchBar)", true),
            ("searchDisplay.displaysSearchBarInNavigationBar = false", true),
        ]
        for (line, known) in cases {
            let code = """
                class EditViewController: UIViewController {
                    let searchBar = UISearchBar()
                    var searchDisplay: SearchDisplay!
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        \(line)
                    }
                }
                """
            let document = try app([("Main.storyboard", storyboard(wrapped("E", """
                <viewController id="E" storyboardIdentifier="Edit" customClass="EditViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController"><view key="view" id="ev"/></viewController>
                """) + scene("""
                <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
                """))), ("Edit.swift", code)])
            XCTAssertEqual(try titleScreen(document, "Edit").knows(.title), known, line)
        }
        for (line, known) in [("[self.navigationController.navigationBar addSubview:_searchBar];", false), ("[self.view addSubview:_searchBar];", true)] {
            let document = try app([("Main.storyboard", storyboard(wrapped("E", """
                <viewController id="E" storyboardIdentifier="Edit" customClass="EditViewController" sceneMemberID="viewController"><view key="view" id="ev"/></viewController>
                """) + scene("""
                <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
                """))), ("EditViewController.h", "@interface EditViewController : UIViewController\n@end\n"),
                ("EditViewController.m", "@implementation EditViewController\n- (void)viewWillAppear:(BOOL)animated {\n    \(line)\n}\n@end\n")])
            XCTAssertEqual(try titleScreen(document, "Edit").knows(.title), known, line)
        }
    }

    func testASceneCodePresentsBareHasItsTitleInItsView() throws {
        let scenes = scene("""
            <viewController id="E" storyboardIdentifier="Edit" sceneMemberID="viewController"><view key="view" id="ev"/></viewController>
            """) + scene("""
            <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
            """) + scene("""
            <viewController id="H" storyboardIdentifier="Height" customClass="HeightViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController"><view key="view" id="hv"/></viewController>
            """) + scene("""
            <viewController id="P" storyboardIdentifier="Picker" customClass="PickerViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController"><view key="view" id="pv"/></viewController>
            """)
        let code = """
            class HeightViewController: UIViewController {}
            class PickerViewController: UIViewController {}
            class ListViewController: UIViewController {
                func measure() {
                    let height = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Height") as! HeightViewController
                    present(height, animated: true)
                }
                func pick() {
                    let picker = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Picker") as! PickerViewController
                    present(UINavigationController(rootViewController: picker), animated: true)
                }
            }
            """
        let document = try app([("Main.storyboard", storyboard(scenes)), ("List.swift", code)])
        XCTAssertEqual(try titleScreen(document, "Height").titleInContent?.why, .noNavigationBar, "presented bare from code: no bar to title")
        // Near miss: code wraps it in a navigation controller, whose bar shows no title:
        // the bar is its container, so the fix named is the bar's title, not a heading.
        let picker = try titleScreen(document, "Picker")
        XCTAssertNil(picker.title)
        XCTAssertTrue(picker.knows(.title))
        XCTAssertTrue(picker.isKnownToShowNavigationBar)
        XCTAssertFalse(try titleScreen(document, "Height").isKnownToShowNavigationBar)
        let messages = Linter().lint(app: [SourceFile(path: "Main.storyboard", text: storyboard(scenes)), SourceFile(path: "List.swift", text: code)])
            .diagnostics.filter { $0.ruleID == "modal-title" && $0.message.contains("PickerViewController") }.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("give its navigation item a title") }, "\(messages)")
    }

    func testAPresenterThatTitlesASceneItInstantiatesLeavesItsTitleOpen() throws {
        // A scene is named by its storyboard identifier; the presenter's local holds it by
        // that identifier (cast to its class or not) and sets its title before presenting.
        let scenes = scene("""
            <viewController id="P" storyboardIdentifier="Picker" customClass="PickerViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController"><view key="view" id="pv"/></viewController>
            """) + scene("""
            <viewController id="W" storyboardIdentifier="Welcome" sceneMemberID="viewController"><view key="view" id="wv"/></viewController>
            """)
        func code(_ titling: String) -> String {
            """
            class PickerViewController: UIViewController {}
            class ListViewController: UIViewController {
                func pick() {
                    let picker = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Picker")
                    \(titling)
                    present(UINavigationController(rootViewController: picker), animated: true)
                }
            }
            """
        }
        let titled = try app([("Main.storyboard", storyboard(scenes)), ("List.swift", code("picker.title = category.name"))])
        XCTAssertFalse(try titleScreen(titled, "Picker").knows(.title), "the presenter gives it a title")
        // Near miss: the presenter sets something else on it.
        let untitled = try app([("Main.storyboard", storyboard(scenes)), ("List.swift", code("picker.view.tag = 1"))])
        XCTAssertTrue(try titleScreen(untitled, "Picker").knows(.title))
        XCTAssertNil(try titleScreen(untitled, "Picker").title)
    }

    // MARK: UIKit code

    private func codeFlow(_ source: String) -> CodeFlow {
        CodeReading.read([SourceFile(path: "A.swift", text: source)], firstFileIndex: 0).flow
    }

    func testAPresenterThatTitlesTheControllerOrHidesItsBarLeavesItsTitleOpen() throws {
        let read = codeFlow("""
            class ListViewController: UIViewController {
                func edit() {
                    let editor = EditorViewController()
                    editor.title = titleFor(item)
                    present(UINavigationController(rootViewController: editor), animated: true)
                }
                func tips() {
                    let tips = TipsViewController()
                    let navigation = UINavigationController(rootViewController: tips)
                    navigation.isNavigationBarHidden = true
                    present(navigation, animated: true)
                }
                func plain() {
                    let plain = PlainViewController()
                    let done = UIBarButtonItem()
                    done.title = "Done"
                    navigationController?.setNavigationBarHidden(true, animated: false)
                    present(UINavigationController(rootViewController: plain), animated: true)
                }
                func immersive() { present(UINavigationController(rootViewController: ImmersiveViewController()), animated: true) }
            }
            class EditorViewController: UIViewController {}
            class TipsViewController: UIViewController {}
            class PlainViewController: UIViewController {}
            class ImmersiveViewController: UIViewController {
                override func viewDidLoad() { navigationController?.isNavigationBarHidden = true }
            }
            """)
        for name in ["EditorViewController", "TipsViewController", "ImmersiveViewController"] {
            XCTAssertTrue(try XCTUnwrap(read.index(ofScreenNamed: name).map { read.screens[$0] }).unknownFacts.contains(.title), name)
        }
        // Near miss: a bar button's title and the presenter's own bar say nothing of the
        // presented screen's title, which its navigation bar shows missing.
        let plain = try XCTUnwrap(read.index(ofScreenNamed: "PlainViewController").map { read.screens[$0] })
        XCTAssertNil(plain.title)
        XCTAssertFalse(plain.unknownFacts.contains(.title))
    }

    /// A title the class's own code gives in ways beside `title = "..."`: the app's extension
    /// method that sets it, called on the controller; an alias of `self` in a closure; a
    /// `title` getter of its own; a presenter hiding the bar itself
    /// (`nav.navigationBar.isHidden = true`). Near miss: the same extension method called on
    /// another controller titles that one, not this.
    func testATitleGivenThroughTheAppsHelperAnAliasOrAGetterIsATitle() throws {
        let read = codeFlow("""
            extension UIViewController {
                func setNavBarTitle(title: String) { self.title = title }
            }
            class ListViewController: UIViewController {
                func add() { present(UINavigationController(rootViewController: AddViewController()), animated: true) }
                func form() { present(UINavigationController(rootViewController: FormViewController()), animated: true) }
                func other() { present(UINavigationController(rootViewController: OtherViewController()), animated: true) }
            }
            class AddViewController: UITableViewController {
                override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); setNavBarTitle(title: manager.title) }
            }
            class FormViewController: UIViewController {
                override func viewDidLoad() {
                    load { [weak self] form in
                        guard let strong = self else { return }
                        strong.title = form.name
                    }
                }
            }
            class OtherViewController: UITableViewController {
                override func viewDidLoad() { let child = ChildViewController(); child.setNavBarTitle(title: "Child") }
            }
            """)
        XCTAssertNotNil(try XCTUnwrap(read.index(ofScreenNamed: "AddViewController").map { read.screens[$0] }).title)
        XCTAssertNotNil(try XCTUnwrap(read.index(ofScreenNamed: "FormViewController").map { read.screens[$0] }).title)
        let nag = codeFlow("""
            class ListViewController: UIViewController {
                func nag() {
                    let nav = UINavigationController(rootViewController: NagViewController())
                    nav.navigationBar.isHidden = true
                    present(nav, animated: true)
                }
            }
            class NagViewController: UIViewController {}
            """)
        XCTAssertTrue(try XCTUnwrap(nag.index(ofScreenNamed: "NagViewController").map { nag.screens[$0] }).unknownFacts.contains(.title))
        let other = try XCTUnwrap(read.index(ofScreenNamed: "OtherViewController").map { read.screens[$0] })
        XCTAssertNil(other.title)
        XCTAssertFalse(other.unknownFacts.contains(.title))
        let objc = CodeReading.read([SourceFile(path: "Donation.h", text: """
            @interface ListViewController : UIViewController
            @end
            @interface DonationViewController : UIViewController
            @end
            """), SourceFile(path: "Donation.m", text: """
            @implementation ListViewController
            - (void)donate {
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[DonationViewController alloc] init]] animated:YES completion:nil];
            }
            @end
            @implementation DonationViewController
            - (NSString *)title { return NSLocalizedString(@"DONATION_WINDOW_TITLE", nil); }
            @end
            """)], firstFileIndex: 0).flow
        XCTAssertNotNil(try XCTUnwrap(objc.index(ofScreenNamed: "DonationViewController").map { objc.screens[$0] }).title)
    }

    /// A base class that hands its own navigation item to the app's helper, which puts a
    /// logo in its title view (through a second helper it hands the item on to): every
    /// subclass has a title. Near misses: a helper that only sets bar buttons on the item,
    /// and the titling helper handed another controller's item, title nothing of this one.
    func testANavigationItemHandedToTheAppsTitlingHelperHasATitle() throws {
        let read = codeFlow("""
            enum ScreenType {
                case activity, security
                func configureNavigationItem(item: UINavigationItem, target: Any? = nil) {
                    addLogoTo(item: item)
                    item.hidesBackButton = true
                }
                func addLogoTo(item: UINavigationItem) { item.titleView = UIImageView(image: .logo) }
                func addClose(to item: UINavigationItem) { item.rightBarButtonItem = UIBarButtonItem(systemItem: .close) }
            }
            class BaseViewController: UIViewController {
                var screenType: ScreenType = .activity
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    screenType.configureNavigationItem(item: self.navigationItem, target: self)
                }
            }
            class ActivityViewController: BaseViewController {}
            class PlainViewController: UIViewController {
                override func viewDidLoad() { ScreenType.activity.addClose(to: navigationItem) }
            }
            class OtherViewController: UIViewController {
                override func viewDidLoad() { let child = UIViewController(); ScreenType.activity.addLogoTo(item: child.navigationItem) }
            }
            class HomeViewController: UIViewController {
                func show() { present(UINavigationController(rootViewController: ActivityViewController()), animated: true) }
                func plain() { present(UINavigationController(rootViewController: PlainViewController()), animated: true) }
                func other() { present(UINavigationController(rootViewController: OtherViewController()), animated: true) }
            }
            """)
        XCTAssertNotNil(try XCTUnwrap(read.index(ofScreenNamed: "ActivityViewController").map { read.screens[$0] }).title)
        for name in ["PlainViewController", "OtherViewController"] {
            let screen = try XCTUnwrap(read.index(ofScreenNamed: name).map { read.screens[$0] }, name)
            XCTAssertNil(screen.title, name)
            XCTAssertFalse(screen.unknownFacts.contains(.title), name)
        }
    }

    func testAnObjectiveCPresenterThatTitlesTheControllerLeavesItsTitleOpen() throws {
        let read = CodeReading.read([SourceFile(path: "List.m", text: """
            @implementation ListViewController
            - (void)edit {
                EditorViewController *editor = [[EditorViewController alloc] init];
                [editor setTitle:self.itemName];
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:editor] animated:YES completion:nil];
            }
            - (void)plain {
                PlainViewController *plain = [[PlainViewController alloc] init];
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:plain] animated:YES completion:nil];
            }
            @end
            @implementation EditorViewController
            @end
            @implementation PlainViewController
            @end
            """), SourceFile(path: "List.h", text: """
            @interface ListViewController : UIViewController
            @end
            @interface EditorViewController : UIViewController
            @end
            @interface PlainViewController : UIViewController
            @end
            """)], firstFileIndex: 0).flow
        let editor = try XCTUnwrap(read.index(ofScreenNamed: "EditorViewController").map { read.screens[$0] })
        XCTAssertTrue(editor.unknownFacts.contains(.title))
        let plain = try XCTUnwrap(read.index(ofScreenNamed: "PlainViewController").map { read.screens[$0] })
        XCTAssertFalse(plain.unknownFacts.contains(.title))
    }

    /// A presenter that makes the controller through a method of the controller's class hands
    /// it the title when that method's body titles what it makes (`vc.title = title; return
    /// vc`): followed to its end, the title is the presenter's. Near miss: a method of the class
    /// that makes one without titling it leaves the title missing.
    func testAnObjectiveCFactoryThatTitlesWhatItMakesTitlesThePresentedController() throws {
        let read = CodeReading.read([SourceFile(path: "List.m", text: """
            @implementation ListViewController
            - (void)rename {
                TextViewController *vc = [TextViewController textControllerWithTitle:@"Rename" value:self.itemName];
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:vc] animated:YES completion:nil];
            }
            - (void)note {
                PlainViewController *plain = [PlainViewController plainController];
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:plain] animated:YES completion:nil];
            }
            @end
            @implementation TextViewController
            + (instancetype)textControllerWithTitle:(NSString *)title value:(NSString *)value {
                TextViewController *vc = [[TextViewController alloc] init];
                vc.title = title;
                return vc;
            }
            @end
            @implementation PlainViewController
            + (instancetype)plainController {
                PlainViewController *vc = [[PlainViewController alloc] init];
                vc.view.backgroundColor = [UIColor whiteColor];
                return vc;
            }
            @end
            """), SourceFile(path: "List.h", text: """
            @interface ListViewController : UIViewController
            @end
            @interface TextViewController : UIViewController
            @end
            @interface PlainViewController : UIViewController
            @end
            """)], firstFileIndex: 0).flow
        let text = try XCTUnwrap(read.index(ofScreenNamed: "TextViewController").map { read.screens[$0] })
        XCTAssertTrue(text.unknownFacts.contains(.title))
        let plain = try XCTUnwrap(read.index(ofScreenNamed: "PlainViewController").map { read.screens[$0] })
        XCTAssertFalse(plain.unknownFacts.contains(.title))
        XCTAssertNil(plain.title)
    }

    /// In Objective-C a message send is the same assignment as its property syntax, and a
    /// unary message the same read: `[[self navigationItem] setTitle:...]` titles the
    /// controller as `self.navigationItem.title = ...` does (mumble-iphoneos's Access Tokens,
    /// Mixer Debug and iTunes Import screens were reported untitled). Near miss: the same
    /// messages sent to another object, and no title at all, leave the title missing.
    func testAnObjectiveCTitleSetByMessageIsATitle() throws {
        let titled = ["ItemMessageViewController", "DotItemMessageViewController", "SetterViewController", "GetterDotViewController", "TitleViewMessageViewController"]
        let untitled = ["OtherItemViewController", "StackItemViewController", "LabelViewController", "BareViewController"]
        let presents = (titled + untitled).map { name in
            "- (void)open\(name) { [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[\(name) alloc] init]] animated:YES completion:nil]; }"
        }.joined(separator: "\n")
        let header = (["RootViewController"] + titled + untitled).map { "@interface \($0) : UIViewController\n@end" }.joined(separator: "\n")
        let source = """
            @implementation RootViewController
            \(presents)
            @end
            @implementation ItemMessageViewController
            - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; [[self navigationItem] setTitle:NSLocalizedString(@"Tokens", nil)]; }
            @end
            @implementation DotItemMessageViewController
            - (void)viewDidLoad { [self.navigationItem setTitle:@"Mixer"]; }
            @end
            @implementation SetterViewController
            - (void)viewDidLoad { NSString *name = NSLocalizedString(@"Import", nil); [self setTitle:name]; }
            @end
            @implementation GetterDotViewController
            - (void)viewDidLoad { [self navigationItem].title = @"Pairs"; }
            @end
            @implementation TitleViewMessageViewController
            - (void)viewDidLoad { [[self navigationItem] setTitleView:[self header]]; }
            @end
            @implementation OtherItemViewController
            - (void)viewDidLoad { [[self.detail navigationItem] setTitle:@"Detail"]; }
            @end
            @implementation StackItemViewController
            - (void)viewDidLoad { [[[self navigationController] navigationItem] setTitle:@"Stack"]; }
            @end
            @implementation LabelViewController
            - (void)viewDidLoad { [self.label setText:@"Heading"]; [[self label] setTitle:@"Heading"]; }
            @end
            @implementation BareViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            """
        let files = [SourceFile(path: "Root.h", text: header), SourceFile(path: "Root.m", text: source)]
        let flow = CodeReading.read(files, firstFileIndex: 0).flow
        for name in titled {
            let screen = try XCTUnwrap(flow.index(ofScreenNamed: name).map { flow.screens[$0] }, name)
            XCTAssertNotNil(screen.title, "\(name) sets its own title")
        }
        XCTAssertEqual(try XCTUnwrap(flow.index(ofScreenNamed: "GetterDotViewController").map { flow.screens[$0] }).title?.text, "Pairs")
        for name in untitled {
            let screen = try XCTUnwrap(flow.index(ofScreenNamed: name).map { flow.screens[$0] }, name)
            XCTAssertNil(screen.title, "\(name) sets another object's title, or none")
            XCTAssertFalse(screen.unknownFacts.contains(.title), "\(name)'s title should be known missing")
        }
        let reported = Linter().lint(app: files).diagnostics.filter { $0.ruleID == "modal-title" }
        let named = Set((titled + untitled).filter { name in reported.contains { $0.message.contains("'\(name)'") } })
        XCTAssertEqual(named, Set(untitled))
    }
}
