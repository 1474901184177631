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
        for name in ["Welcome", "Download", "Sized", "Composed"] { try assertOpen(flow, name) }
        // Body text, and a small fixed size, head nothing.
        try assertMissing(flow, "Untitled")
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
        let flow = read(presenter(["Injection", "Maker", "Fixed"]) + """
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
            """)
        try assertOpen(flow, "Injection")
        try assertOpen(flow, "Maker")
        // A closure that does something is no view handed in.
        try assertMissing(flow, "Fixed")
    }
}
