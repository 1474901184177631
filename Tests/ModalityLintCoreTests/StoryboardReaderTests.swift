import XCTest
@testable import ModalityLintCore

final class StoryboardReaderTests: XCTestCase {
    // MARK: Helpers

    private func storyboard(initial: String? = nil, version: String = "3.0", _ scenes: String) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(version)" toolsVersion="21701" targetRuntime="iOS.CocoaTouch"\(initialAttribute)>
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }

    private func scene(_ controller: String) -> String {
        "        <scene sceneID=\"S\(controller.hashValue & 0xFFFF)\">\n            <objects>\n\(controller)\n            </objects>\n        </scene>"
    }

    private func read(_ texts: [(String, String)]) -> FlowDocument {
        let result = StoryboardReader.read(texts.map { SourceFile(path: $0.0, text: $0.1) })
        XCTAssertTrue(result.problems.isEmpty, "\(result.problems.map(\.message))")
        return result.document!
    }

    private func read(_ text: String, path: String = "Main.storyboard") -> FlowDocument {
        read([(path, text)])
    }

    /// The line and column of the `<` of the start tag whose attributes hold `id="<id>"`,
    /// found by plain text search.
    private func position(ofElementWithID id: String, in text: String) -> SourcePosition {
        let bytes = Array(text.utf8)
        let needle = Array("id=\"\(id)\"".utf8)
        var index = 0
        while index + needle.count <= bytes.count, Array(bytes[index..<index + needle.count]) != needle { index += 1 }
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return SourceFile(path: "", text: text).position(at: index)
    }

    private func position(_ span: ByteSpan, in document: FlowDocument, file: Int = 0) -> SourcePosition {
        document.sources[file].position(at: span.start)
    }

    private func screen(_ id: String, in document: FlowDocument) -> Screen {
        guard let screen = document.screens.first(where: { $0.id == id }) else {
            XCTFail("no screen \(id) in \(document.screens.map(\.id))")
            return Screen(id: id, idSpan: .at(0))
        }
        return screen
    }

    // MARK: Positions

    func testPositionsAreThoseOfTheControllerControlAndSegueElements() {
        // Attributes spread over lines and a `>` inside an attribute value: the position
        // is still the exact `<`, not where the XML parser's line number lands.
        let text = storyboard(initial: "NAV-aa-001", scene("""
                        <navigationController id="NAV-aa-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="REL-aa-001"/>
                            </connections>
                        </navigationController>
        """) + "\n" + scene("""
                        <viewController title="a &gt; b"
                                id="BYZ-38-t0r" customClass="ListViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="List" id="NAV-it-001">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="ADD-bb-001">
                                    <connections>
                                        <segue destination="EDT-vc-001" kind="presentation" modalPresentationStyle="formSheet" id="SEG-pr-001"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
        """) + "\n" + scene("""
                        <!-- <viewController id="not-a-tag"> -->
                        <viewController id="EDT-vc-001" customClass="EditorViewController" sceneMemberID="viewController"><navigationItem key="navigationItem" title="Edit" id="EDT-it-001"/></viewController>
        """))
        let document = read(text)
        let list = screen("ListViewController", in: document)
        XCTAssertEqual(position(list.idSpan, in: document), position(ofElementWithID: "BYZ-38-t0r", in: text))
        XCTAssertEqual(list.actions.count, 1)
        let add = list.actions[0]
        XCTAssertEqual(position(add.span, in: document), position(ofElementWithID: "ADD-bb-001", in: text))
        XCTAssertEqual(position(add.present!.keySpan, in: document), position(ofElementWithID: "SEG-pr-001", in: text))
        XCTAssertEqual(add.present?.value, "EditorViewController")
        XCTAssertEqual(add.style?.value, .formSheet)
        XCTAssertEqual(add.labelText, "Add")
        let editor = screen("EditorViewController", in: document)
        XCTAssertEqual(position(editor.idSpan, in: document), position(ofElementWithID: "EDT-vc-001", in: text))
        // The span covers the start tag, from `<` to its `>`.
        let bytes = document.sources[0].bytes
        XCTAssertEqual(String(decoding: bytes[list.idSpan.start..<list.idSpan.end], as: UTF8.self).suffix(31),
                       "sceneMemberID=\"viewController\">")
        XCTAssertEqual(list.title?.value, "List")
        XCTAssertEqual(list.container?.value, .navigation)
        XCTAssertEqual(document.entry?.value, "ListViewController")
    }

    func testInvalidXMLIsAProblemAtItsLine() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="x" sceneMemberID="viewController">
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let good = SourceFile(path: "Good.storyboard", text: storyboard(scene("<viewController id=\"g\" storyboardIdentifier=\"Good\" sceneMemberID=\"viewController\"/>")))
        let result = StoryboardReader.read([SourceFile(path: "Broken.storyboard", text: text), good])
        XCTAssertEqual(result.problems.count, 1)
        let problem = result.problems[0]
        XCTAssertEqual(problem.file, 0)
        XCTAssertTrue(problem.message.hasPrefix("invalid storyboard XML"), problem.message)
        // At the end tag that closes the wrong element, naming both (libxml2 reports the
        // place past the tag, and only "mismatch").
        XCTAssertEqual(problem.message, "invalid storyboard XML: the end tag </objects> does not close <viewController>, opened at line 6")
        let position = SourceFile(path: "", text: text).position(at: problem.span.start)
        XCTAssertEqual([position.line, position.column], [7, 13])
        // The other storyboard is still read.
        XCTAssertEqual(result.document?.screens.map(\.id), ["Good"])
    }

    /// The launch screen ("Use as Launch Screen", `launchScreen="YES"`) is a picture iOS shows
    /// before the app runs: no screen of the flow, and never its entry.
    func testTheLaunchScreenIsNoScreenOfTheFlow() {
        let launch = storyboard(initial: "l", scene("<viewController id=\"l\" sceneMemberID=\"viewController\"/>"))
            .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"iOS.CocoaTouch\" launchScreen=\"YES\"")
        let main = storyboard(initial: "m", scene("<viewController id=\"m\" storyboardIdentifier=\"Home\" sceneMemberID=\"viewController\"/>"))
        let document = read([("LaunchScreen.storyboard", launch), ("Main.storyboard", main)])
        XCTAssertEqual(document.screens.map(\.id), ["Home"])
        XCTAssertEqual(document.entry?.value, "Home")
    }

    func testNotXMLAtAllAndEmptyFilesAreProblemsNotCrashes() {
        for text in ["", "not xml", "<document", "\u{FEFF}", String(repeating: "<a>", count: 5000)] {
            let result = StoryboardReader.read([SourceFile(path: "X.storyboard", text: text)])
            XCTAssertNil(result.document)
            XCTAssertEqual(result.problems.count, 1, text.prefix(20).description)
        }
        // Well-formed XML that is no storyboard reads as a document without screens.
        let empty = StoryboardReader.read([SourceFile(path: "X.storyboard", text: "<document><unknown/></document>")])
        XCTAssertTrue(empty.problems.isEmpty)
        XCTAssertEqual(empty.document?.screens.count, 0)
        // XML whose root is not Interface Builder's `document` is not a storyboard at all:
        // passing it as one with no problems would hide a misnamed file.
        let page = StoryboardReader.read([SourceFile(path: "X.storyboard", text: "<?xml version=\"1.0\"?>\n<html><body/></html>")])
        XCTAssertNil(page.document)
        XCTAssertEqual(page.problems.map(\.message), [
            "not a storyboard: its root element is <html>, where Interface Builder writes "
                + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" ...>",
        ])
        XCTAssertEqual(page.problems.first?.span.start, 22)
        // Xcode 4's `<archive>` storyboards ship in old apps: too old to read, never a mistake.
        let archive = StoryboardReader.read([SourceFile(path: "Old.storyboard", text: "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"8.00\"><data/></archive>")])
        XCTAssertTrue(archive.problems.isEmpty, "\(archive.problems.map(\.message))")
    }

    // MARK: Segue kinds

    func testSegueKindsBecomePresentPushAndDismiss() {
        let text = storyboard(initial: "NAV", scene("""
            <navigationController id="NAV" sceneMemberID="viewController"><connections><segue destination="A" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
        """) + scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="Next"/><connections><segue destination="B" kind="show" id="s1"/></connections></button>
                    <button id="b2"><state key="normal" title="Pop"/><connections><segue destination="C" kind="popoverPresentation" id="s2"/></connections></button>
                    <button id="b3"><state key="normal" title="Detail"/><connections><segue destination="B" kind="showDetail" id="s3"/></connections></button>
                    <button id="b4"><state key="normal" title="Fade"/><connections><segue destination="C" kind="custom" customClass="Fade" id="s4"/></connections></button>
                    <button id="b5"><state key="normal" title="Future"/><connections><segue destination="C" kind="teleport" id="s5"/></connections></button>
                    <futureControl id="f1"><connections><segue destination="C" kind="modal" modalTransitionStyle="crossDissolve" id="s6"/></connections></futureControl>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="B" storyboardIdentifier="B" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                    <button id="b7"><state key="normal" title="More"/><connections><segue destination="C" kind="push" id="s7"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="C" storyboardIdentifier="C" modalPresentationStyle="overFullScreen" sceneMemberID="viewController">
                <view key="view" id="v3"><subviews>
                    <button id="b8"><state key="normal" title="Back Home"/><connections><segue destination="X" kind="unwind" unwindAction="home:" id="s8"/></connections></button>
                    <button id="b9"><state key="normal" title="Elsewhere"/><connections><segue destination="D" kind="show" id="s9"/></connections></button>
                </subviews></view>
            </viewController>
            <exit id="X" userLabel="Exit" sceneMemberID="exit"/>
        """) + scene("""
            <viewController id="D" storyboardIdentifier="D" sceneMemberID="viewController"/>
        """))
        let document = read(text)
        let a = screen("A", in: document)
        XCTAssertEqual(a.actions.map(\.labelText), ["Next", "Pop", "Detail", "Fade", "FutureControl"])
        XCTAssertEqual(a.actions[0].push?.value, "B")
        XCTAssertEqual(a.actions[1].present?.value, "C")
        XCTAssertEqual(a.actions[1].style?.value, .popover)
        XCTAssertEqual(a.actions[2].push?.value, "B")
        // A custom segue whose class's code is not in the run is an edge of unknown kind.
        XCTAssertNil(a.actions[3].present)
        XCTAssertFalse(a.actions[3].knows(.target))
        XCTAssertFalse(a.actions[3].knows(.dismiss))
        XCTAssertEqual(a.actions[4].present?.value, "C")
        XCTAssertEqual(a.actions[4].transition?.value, .crossDissolve)
        // `push` from a screen pushed inside the navigation controller is a push too.
        XCTAssertEqual(screen("B", in: document).actions[0].push?.value, "C")
        let c = screen("C", in: document)
        XCTAssertEqual(c.presentation?.value, .overFullScreen)
        XCTAssertEqual(c.actions[0].dismiss?.value, true)
        // C is in the navigation stack (pushed from B), so its `show` pushes.
        XCTAssertEqual(c.actions[1].push?.value, "D")
    }

    func testShowOutsideANavigationControllerPresents() {
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <connections><segue destination="B" kind="show" identifier="showB" id="s1"/></connections>
            </viewController>
        """) + scene("""
            <viewController id="B" storyboardIdentifier="B" sceneMemberID="viewController"/>
        """))
        let document = read(text)
        let action = screen("A", in: document).actions[0]
        XCTAssertEqual(action.labelText, "Show B", "a manual segue's identifier, made readable")
        XCTAssertEqual(action.present?.value, "B")
        XCTAssertNil(action.style, "UIKit's default style, as for any present")
        // A manual segue points at the segue itself.
        XCTAssertEqual(position(action.span, in: document), position(ofElementWithID: "s1", in: text))
    }

    func testEmbeddedControllersControlsBelongToTheParentScreen() {
        let text = storyboard(scene("""
            <viewController id="P" storyboardIdentifier="Parent" sceneMemberID="viewController">
                <view key="view" id="v"><subviews><containerView id="cv"><connections><segue destination="K" kind="embed" id="e1"/></connections></containerView></subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="K" storyboardIdentifier="Child" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                    <button id="b"><state key="normal" title="Open"/><connections><segue destination="T" kind="presentation" id="s"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="T" storyboardIdentifier="Target" sceneMemberID="viewController">
                <view key="view" id="v3"><subviews><navigationBar contentMode="scaleToFill" id="nb"/></subviews></view>
            </viewController>
        """))
        let document = read(text)
        XCTAssertEqual(document.screens.map(\.id), ["Parent", "Target"])
        XCTAssertEqual(screen("Parent", in: document).actions.first?.present?.value, "Target")
        // The title people see may be the embedded controller's: the parent's is unknown.
        XCTAssertFalse(screen("Parent", in: document).knows(.title))
        XCTAssertTrue(screen("Target", in: document).knows(.title), "a navigation bar of its own, with no title")
    }

    // MARK: Inferred dismissals and roles

    func testCancelAndDoneWiredToActionMethodsDismiss() {
        let text = storyboard(initial: "H", scene("""
            <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                <connections><segue destination="E" kind="presentation" identifier="edit" id="s"/></connections>
            </viewController>
        """) + scene("""
            <viewController id="E" storyboardIdentifier="Editor" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                    <button id="close"><state key="normal" title="Close"/><connections><action selector="close:" destination="E" eventType="touchUpInside" id="a1"/></connections></button>
                    <button id="other"><state key="normal" title="Refresh"/><connections><action selector="refresh:" destination="E" eventType="touchUpInside" id="a2"/></connections></button>
                </subviews></view>
                <navigationItem key="navigationItem" title="Edit" id="n">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"><connections><action selector="cancel:" destination="E" id="a3"/></connections></barButtonItem>
                    <rightBarButtonItems>
                        <barButtonItem systemItem="save" id="save"><connections><action selector="save:" destination="E" id="a4"/></connections></barButtonItem>
                        <barButtonItem title="Share" style="done" id="share"><connections><action selector="share:" destination="E" id="a5"/></connections></barButtonItem>
                        <barButtonItem systemItem="stop" id="stop"><connections><action selector="stop:" destination="E" id="a6"/></connections></barButtonItem>
                    </rightBarButtonItems>
                </navigationItem>
            </viewController>
        """))
        let document = read(text)
        let actions = screen("Editor", in: document).actions
        XCTAssertEqual(actions.map(\.labelText), ["Close", "Cancel", "Save", "Close"])
        XCTAssertEqual(actions.map { $0.role?.value }, [.close, .cancel, .done, .close])
        XCTAssertTrue(actions.allSatisfy { $0.isInferred && $0.isDismissing })
        XCTAssertEqual(position(actions[1].span, in: document), position(ofElementWithID: "cancel", in: text))
    }

    /// AVPlayerViewController shows video (immersive content) and its own Done button.
    func testAPlayerShowsVideoAndClosesWithItsOwnDoneButton() {
        let text = storyboard(initial: "H", scene("""
            <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                <connections><segue destination="P" kind="presentation" identifier="play" id="s"/></connections>
            </viewController>
        """) + scene("""
            <avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspect" id="P" storyboardIdentifier="Player" sceneMemberID="viewController"/>
        """))
        let document = read(text)
        let player = screen("Player", in: document)
        XCTAssertEqual(player.content?.value, [.video])
        XCTAssertEqual(player.actions.count, 1)
        XCTAssertEqual(player.actions.first?.labelText, "Done")
        XCTAssertEqual(player.actions.first?.role?.value, .close)
        XCTAssertEqual(player.actions.first?.isDismissing, true)
        let rules = Set(Linter().lint(document: document).map(\.ruleID))
        XCTAssertFalse(rules.contains("modal-dismiss-button"))
        XCTAssertTrue(rules.contains("modal-style-fit"), "video in a sheet: \(rules)")
    }

    /// An inference only silences problems: on a screen no segue presents (one presented
    /// from code), a Cancel wired to an action method is not turned into a dismiss that
    /// `dismiss-outside-modal` would report.
    func testNoInferredDismissalOnAScreenOutsideAnyModalContext() {
        let text = storyboard(scene("""
            <viewController id="E" storyboardIdentifier="Picker" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Pick" id="n">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"><connections><action selector="cancel:" destination="E" id="a3"/></connections></barButtonItem>
                </navigationItem>
            </viewController>
        """))
        let document = read(text)
        XCTAssertTrue(screen("Picker", in: document).actions.isEmpty)
        XCTAssertFalse(Linter().lint(document: document).contains { $0.ruleID == "dismiss-outside-modal" })
    }

    // MARK: References and names

    func testReferencesResolveAcrossFilesAndUnknownOnesAreLeaves() {
        let main = storyboard(initial: "H", scene("""
            <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                <connections>
                    <segue destination="R1" kind="presentation" identifier="settings" id="s1"/>
                    <segue destination="R2" kind="presentation" identifier="privacy" id="s2"/>
                    <segue destination="R3" kind="presentation" identifier="help" id="s3"/>
                    <segue destination="R4" kind="presentation" identifier="loop" id="s4"/>
                </connections>
            </viewController>
        """) + scene("""
            <viewControllerPlaceholder storyboardName="Settings" id="R1" sceneMemberID="viewController"/>
        """) + scene("""
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="R2" sceneMemberID="viewController"/>
        """) + scene("""
            <viewControllerPlaceholder storyboardName="Help" referencedIdentifier="HelpCenter" id="R3" sceneMemberID="viewController"/>
        """) + scene("""
            <viewControllerPlaceholder referencedIdentifier="Loop" id="R4" sceneMemberID="viewController"/>
        """) + scene("""
            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Loop" id="R5" storyboardIdentifier="Loop" sceneMemberID="viewController"/>
        """))
        let settings = storyboard(initial: "SN", scene("""
            <navigationController id="SN" sceneMemberID="viewController"><connections><segue destination="S" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>
        """) + scene("""
            <tableViewController id="S" storyboardIdentifier="SettingsRoot" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="P" storyboardIdentifier="Privacy" sceneMemberID="viewController"/>
        """))
        let document = read([("App/Main.storyboard", main), ("App/Settings.storyboard", settings)])
        let home = screen("Home", in: document)
        XCTAssertEqual(home.actions.map { $0.present?.value }, ["SettingsRoot", "Privacy", "HelpCenter", nil].compactMap { $0 })
        // The reference to a storyboard outside the run is a leaf at its placeholder.
        let help = screen("HelpCenter", in: document)
        XCTAssertEqual(help.file, 0)
        XCTAssertEqual(position(help.idSpan, in: document), position(ofElementWithID: "R3", in: main))
        XCTAssertEqual(screen("SettingsRoot", in: document).file, 1)
        XCTAssertEqual(document.entry?.value, "Home")
        XCTAssertEqual(document.additionalEntries, ["SettingsRoot"])
    }

    func testScreenNamesAreReadableUniqueAndValidIDs() {
        let one = storyboard(scene("""
            <viewController id="a1" customClass="DetailViewController" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="a2" customClass="DetailViewController" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="a3" title="Add Account!" sceneMemberID="viewController"/>
        """) + scene("""
            <tableViewController id="a4" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="a5" title="完了" sceneMemberID="viewController"/>
        """))
        let two = storyboard(scene("""
            <viewController id="b1" customClass="DetailViewController" sceneMemberID="viewController"/>
        """))
        let document = read([("Main.storyboard", one), ("Other.storyboard", two)])
        XCTAssertEqual(document.screens.map(\.id), [
            "Main.DetailViewController", "Main.DetailViewController-2", "Add-Account",
            "tableViewController-Main-a4",
            "viewController-Main-a5",
            "Other.DetailViewController",
        ])
        XCTAssertEqual(document.screens[4].title?.value, "完了")
    }

    func testContainersGiveTheirChildrenContainerKinds() {
        let text = storyboard(initial: "T", scene("""
            <tabBarController id="T" sceneMemberID="viewController"><connections>
                <segue destination="N" kind="relationship" relationship="viewControllers" id="t1"/>
                <segue destination="B" kind="relationship" relationship="viewControllers" id="t2"/>
                <segue destination="SP" kind="relationship" relationship="viewControllers" id="t3"/>
            </connections></tabBarController>
        """) + scene("""
            <navigationController id="N" modalPresentationStyle="fullScreen" sceneMemberID="viewController"><connections><segue destination="A" kind="relationship" relationship="rootViewController" id="n1"/></connections></navigationController>
        """) + scene("""
            <splitViewController id="SP" sceneMemberID="viewController"><connections>
                <segue destination="M" kind="relationship" relationship="masterViewController" id="p1"/>
                <segue destination="D" kind="relationship" relationship="detailViewController" id="p2"/>
            </connections></splitViewController>
        """) + ["A", "B", "M", "D"].map { scene("<viewController id=\"\($0)\" storyboardIdentifier=\"\($0)\" sceneMemberID=\"viewController\"/>") }.joined(separator: "\n"))
        let document = read(text)
        XCTAssertEqual(screen("A", in: document).container?.value, .navigation)
        XCTAssertEqual(screen("A", in: document).presentation?.value, .fullScreen)
        XCTAssertEqual(screen("B", in: document).container?.value, .tabBar)
        XCTAssertEqual(screen("M", in: document).container?.value, .splitView)
        XCTAssertEqual(screen("D", in: document).container?.value, .splitView)
        XCTAssertEqual(document.entry?.value, "A")
        XCTAssertEqual(document.additionalEntries, ["B", "M"])
        XCTAssertEqual(document.origin, .storyboard)
    }

    func testReferenceCyclesEndInsteadOfHanging() {
        let text = storyboard(initial: "R1", scene("""
            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Loop" storyboardIdentifier="Loop" id="R1" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController"><connections><segue destination="R1" kind="presentation" identifier="go" id="s"/></connections></viewController>
        """))
        let document = read(text)
        XCTAssertEqual(document.screens.map(\.id), ["A"])
        XCTAssertTrue(screen("A", in: document).actions.isEmpty)
    }

    // MARK: What a storyboard says, and what it does not (second edition)

    func testLegacyPushAlwaysPushesAndShowPushesWhereTheSceneShowsANavigationBar() {
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="Old"/><connections><segue destination="B" kind="push" id="s1"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="B" storyboardIdentifier="B" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="E" storyboardIdentifier="E" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Inbox" id="n1"/>
                <connections><segue destination="B" kind="show" identifier="open_message" id="s2"/></connections>
            </viewController>
        """) + scene("""
            <viewController id="H" storyboardIdentifier="H" hidesBottomBarWhenPushed="YES" sceneMemberID="viewController">
                <connections><segue destination="B" kind="show" identifier="more" id="s3"/></connections>
            </viewController>
        """))
        let document = read(text)
        XCTAssertEqual(screen("A", in: document).actions[0].push?.value, "B", "UIKit refuses `push` outside a navigation controller")
        let e = screen("E", in: document).actions[0]
        XCTAssertEqual(e.push?.value, "B", "a titled navigation item says the scene is in a navigation controller")
        XCTAssertEqual(e.labelText, "Open Message")
        XCTAssertEqual(screen("H", in: document).actions[0].push?.value, "B")
    }

    /// `show` finds the nearest navigation controller among the scene's parents: a tab of a
    /// tab bar that a container view embeds, in a scene at a navigation root, pushes. The
    /// same tab bar with no navigation controller above it presents.
    func testShowFromATabOfATabBarEmbeddedInANavigationRootPushes() {
        func tabs(inNavigation: Bool) -> String {
            let navigation = inNavigation ? scene("""
                <navigationController id="N" sceneMemberID="viewController">
                    <connections><segue destination="M" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                </navigationController>
            """) : ""
            return storyboard(initial: inNavigation ? "N" : "M", navigation + scene("""
                <viewController id="M" storyboardIdentifier="Main" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews><containerView id="cv"><connections><segue destination="T" kind="embed" id="e1"/></connections></containerView></subviews></view>
                </viewController>
            """) + scene("""
                <tabBarController id="T" sceneMemberID="viewController">
                    <connections>
                        <segue destination="A" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="B" kind="relationship" relationship="viewControllers" id="r2"/>
                    </connections>
                </tabBarController>
            """) + scene("""
                <viewController id="A" storyboardIdentifier="Lessons" sceneMemberID="viewController"/>
            """) + scene("""
                <viewController id="B" storyboardIdentifier="Reviews" sceneMemberID="viewController">
                    <connections><segue destination="P" kind="show" identifier="forecast" id="s1"/></connections>
                </viewController>
            """) + scene("""
                <viewController id="P" storyboardIdentifier="Forecast" sceneMemberID="viewController"/>
            """))
        }
        let pushed = screen("Reviews", in: read(tabs(inNavigation: true))).actions[0]
        XCTAssertEqual(pushed.push?.value, "Forecast", "the tab bar's scene is a navigation root")
        XCTAssertNil(pushed.present)
        let presented = screen("Reviews", in: read(tabs(inNavigation: false))).actions[0]
        XCTAssertEqual(presented.present?.value, "Forecast", "no navigation controller above the tab bar")
    }

    /// A container view that embeds a storyboard reference embeds the scene it names: a
    /// `show` from that scene pushes onto the navigation controller around its parent. Near
    /// miss: the same home scene with no navigation controller above it presents.
    func testShowFromASceneEmbeddedThroughAStoryboardReferencePushesWhereItsParentIsInANavigationController() {
        func app(inNavigation: Bool) -> [(String, String)] {
            let navigation = inNavigation ? scene("""
                <navigationController id="N" sceneMemberID="viewController">
                    <connections><segue destination="H" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                </navigationController>
            """) : ""
            let home = storyboard(initial: inNavigation ? "N" : "H", navigation + scene("""
                <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews><containerView id="cv"><connections><segue destination="R" kind="embed" id="e1"/></connections></containerView></subviews></view>
                </viewController>
            """) + scene("""
                <viewControllerPlaceholder storyboardName="News" id="R" sceneMemberID="viewController"/>
            """))
            let news = storyboard(initial: "L", scene("""
                <collectionViewController id="L" storyboardIdentifier="NewsList" sceneMemberID="viewController">
                    <connections><segue destination="D" kind="show" identifier="showNews" id="s1"/></connections>
                </collectionViewController>
            """) + scene("""
                <viewController id="D" storyboardIdentifier="NewsDetail" sceneMemberID="viewController"/>
            """))
            return [("App/Home.storyboard", home), ("App/News.storyboard", news)]
        }
        let pushed = screen("Home", in: read(app(inNavigation: true))).actions
        XCTAssertEqual(pushed.compactMap { $0.push?.value }, ["NewsDetail"], "the embedding scene is a navigation root")
        XCTAssertTrue(pushed.allSatisfy { $0.present == nil })
        let presented = screen("Home", in: read(app(inNavigation: false))).actions
        XCTAssertEqual(presented.compactMap { $0.present?.value }, ["NewsDetail"], "no navigation controller above the home scene")
    }

    /// A segue of the app's class that presents its destination in a navigation controller
    /// it makes (pia's `ModalNavigationSegue`): the destination shows a bar, and its `show`
    /// segues push. The near miss: a segue class that presents the destination bare.
    func testACustomSegueThatWrapsItsDestinationInANavigationControllerMakesItsShowsPushes() {
        func app(segueClass: String) -> [(String, String)] {
            let text = storyboard(initial: "H", scene("""
                <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                    <view key="view" id="hv"><subviews>
                        <button id="b1"><state key="normal" title="Settings"/><connections><segue destination="S" kind="custom" customClass="\(segueClass)" id="s1"/></connections></button>
                    </subviews></view>
                </viewController>
            """) + scene("""
                <viewController id="S" storyboardIdentifier="Settings" customClass="SettingsViewController" sceneMemberID="viewController">
                    <view key="view" id="sv"><subviews>
                        <button id="b2"><state key="normal" title="Privacy"/><connections><segue destination="P" kind="show" id="s2"/></connections></button>
                    </subviews></view>
                </viewController>
            """) + scene("""
                <viewController id="P" storyboardIdentifier="Privacy" sceneMemberID="viewController"/>
            """))
            let code = """
                final class ModalNavigationSegue: UIStoryboardSegue {
                    override func perform() {
                        guard let modal = destination as? UIViewController else { return }
                        source.present(UINavigationController(rootViewController: modal), animated: true)
                    }
                }
                final class FadeSegue: UIStoryboardSegue {
                    override func perform() { source.present(destination, animated: false) }
                }
                final class SettingsViewController: UIViewController {}
                """
            return [("Main.storyboard", text), ("Segues.swift", code)]
        }
        func privacyAction(_ segueClass: String) -> Action? {
            let result = Linter().lint(app: app(segueClass: segueClass).map { SourceFile(path: $0.0, text: $0.1) })
            return result.document?.screens.first { $0.id == "Settings" }?.actions.first
        }
        XCTAssertEqual(privacyAction("ModalNavigationSegue")?.push?.value, "Privacy")
        XCTAssertEqual(privacyAction("FadeSegue")?.present?.value, "Privacy")
    }

    func testUnwindClosesAModalButOnlyPopsElsewhere() {
        let text = storyboard(initial: "NAV", scene("""
            <navigationController id="NAV" sceneMemberID="viewController"><connections><segue destination="A" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
        """) + scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="Next"/><connections><segue destination="P" kind="show" id="s1"/></connections></button>
                    <button id="b2"><state key="normal" title="Edit"/><connections><segue destination="M" kind="presentation" id="s2"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="P" storyboardIdentifier="Pushed" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                    <button id="b3"><state key="normal" title="Back"/><connections><segue destination="X1" kind="unwind" unwindAction="home:" id="s3"/></connections></button>
                </subviews></view>
            </viewController>
            <exit id="X1" userLabel="Exit" sceneMemberID="exit"/>
        """) + scene("""
            <viewController id="M" storyboardIdentifier="Modal" sceneMemberID="viewController">
                <view key="view" id="v3"><subviews>
                    <button id="b4"><state key="normal" title="Cancel"/><connections><segue destination="X2" kind="unwind" unwindAction="home:" id="s4"/></connections></button>
                </subviews></view>
            </viewController>
            <exit id="X2" userLabel="Exit" sceneMemberID="exit"/>
        """))
        let document = read(text)
        XCTAssertNil(screen("Pushed", in: document).actions[0].dismiss, "an unwind on a pushed screen pops")
        XCTAssertEqual(screen("Modal", in: document).actions[0].dismiss?.value, true)
        let diagnostics = Linter(configuration: .everyRuleOn).lint(document: document)
        XCTAssertFalse(diagnostics.contains { $0.ruleID == "dismiss-outside-modal" }, "\(diagnostics)")
    }

    func testOnlyTheScreensOwnControlsCountAndBoldIsNotDone() {
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <view key="view" id="v1"/>
                <navigationItem key="navigationItem" title="Items" id="n1">
                    <barButtonItem key="rightBarButtonItem" title="Add" style="done" id="add"><connections><segue destination="B" kind="presentation" id="s1"/></connections></barButtonItem>
                    <barButtonItem key="leftBarButtonItem" title="Back" id="back"><connections><segue destination="B" kind="presentation" id="s3"/></connections></barButtonItem>
                </navigationItem>
            </viewController>
            <toolbar opaque="NO" id="accessory"><items>
                <barButtonItem title="Done" id="kb"><connections><segue destination="B" kind="presentation" id="s2"/></connections></barButtonItem>
            </items></toolbar>
        """) + scene("""
            <viewController id="B" storyboardIdentifier="B" sceneMemberID="viewController"/>
        """))
        let a = screen("A", in: read(text))
        XCTAssertEqual(a.actions.map(\.labelText), ["Add", "Back"], "the keyboard's accessory toolbar is not the screen's")
        XCTAssertNil(a.actions[0].role, "a bold Add is not a Done button")
        XCTAssertEqual(a.actions[1].role?.value, .close)
    }

    func testTitlesFromANavigationBarInTheViewAHeadingLabelAndNotFromAnUnseenNavigationItem() {
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="One"/><connections><segue destination="B" kind="presentation" id="s1"/></connections></button>
                    <button id="b2"><state key="normal" title="Two"/><connections><segue destination="C" kind="presentation" id="s2"/></connections></button>
                    <button id="b3"><state key="normal" title="Three"/><connections><segue destination="D" kind="presentation" id="s3"/></connections></button>
                    <button id="b4"><state key="normal" title="Four"/><connections><segue destination="E" kind="presentation" id="s4"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="E" storyboardIdentifier="WrappingHeading" sceneMemberID="viewController">
                <view key="view" id="v5"><subviews><scrollView id="sv"><subviews><view id="cv"><subviews>
                    <label text="Importing from Goodreads" numberOfLines="0" id="l5"><rect key="frame" x="40" y="20" width="460" height="34"/><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="28"/></label>
                    <label text="To import your books, export them first." numberOfLines="0" id="l6"><rect key="frame" x="40" y="70" width="460" height="300"/><fontDescription key="fontDescription" type="system" pointSize="22"/></label>
                </subviews></view></subviews></scrollView></subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="B" storyboardIdentifier="WithBar" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                    <navigationBar contentMode="scaleToFill" id="bar"><items><navigationItem title="Filters" id="bi"/></items></navigationBar>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="C" storyboardIdentifier="WithHeading" sceneMemberID="viewController">
                <view key="view" id="v3"><subviews>
                    <label text="Welcome back" id="l1"><rect key="frame" x="16" y="60" width="300" height="40"/><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="D" storyboardIdentifier="Unseen" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Hidden" id="di"/>
            </viewController>
        """))
        let document = read(text)
        XCTAssertEqual(screen("WithBar", in: document).title?.value, "Filters")
        XCTAssertEqual(screen("WithHeading", in: document).title?.value, "Welcome back")
        XCTAssertEqual(screen("WrappingHeading", in: document).title?.value, "Importing from Goodreads",
                       "a short heading allowed to wrap is still a heading; the sentence below it is not")
        XCTAssertNil(screen("Unseen", in: document).title, "presented without a navigation bar, its navigation item's title is not seen")
    }

    /// A storyboard reference to a scene in another storyboard shows that scene as a
    /// segue straight to it would: presented, it has no navigation bar, so its navigation
    /// item's title is never seen and a title it lacks is the view's to draw (open). Near
    /// miss: a reference to a navigation controller shows its root in a bar, whose missing
    /// title is known.
    func testAReferenceToABareScenePresentsItWithoutANavigationBar() {
        let main = storyboard(initial: "H", scene("""
            <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                <view key="view" id="hv"><subviews>
                    <button id="b1"><state key="normal" title="Tour"/><connections><segue destination="R1" kind="presentation" id="s1"/></connections></button>
                    <button id="b2"><state key="normal" title="Sign In"/><connections><segue destination="R2" kind="presentation" id="s2"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewControllerPlaceholder storyboardName="Onboarding" referencedIdentifier="Tour" id="R1" sceneMemberID="viewController"/>
        """) + scene("""
            <viewControllerPlaceholder storyboardName="Onboarding" referencedIdentifier="SignInNavigation" id="R2" sceneMemberID="viewController"/>
        """))
        let onboarding = storyboard(scene("""
            <viewController id="T" storyboardIdentifier="Tour" sceneMemberID="viewController">
                <navigationItem key="navigationItem" id="ti"/>
            </viewController>
        """) + scene("""
            <navigationController id="N" storyboardIdentifier="SignInNavigation" sceneMemberID="viewController">
                <connections><segue destination="S" kind="relationship" relationship="rootViewController" id="r"/></connections>
            </navigationController>
        """) + scene("""
            <viewController id="S" storyboardIdentifier="SignIn" sceneMemberID="viewController">
                <navigationItem key="navigationItem" id="si"/>
            </viewController>
        """))
        let document = read([("Main.storyboard", main), ("Onboarding.storyboard", onboarding)])
        let tour = screen("Tour", in: document)
        XCTAssertEqual(tour.titleInContent?.why, .noNavigationBar, "no bar shows: the title is the view's to draw")
        XCTAssertEqual(tour.openReasons.first { $0.facts.contains(.title) }?.kind, .noNavigationBar)
        let signIn = screen("SignIn", in: document)
        XCTAssertNil(signIn.title)
        XCTAssertTrue(signIn.knows(.title), "its navigation bar shows, with no title")
    }

    /// A static table's cells are placed by the storyboard: a heading label in its first
    /// cell, at the top, heads the view (an About card over a settings table). Near miss:
    /// the same label in a prototype cell is a template the code fills per row, no title.
    func testAHeadingInAStaticTablesFirstCellIsTheTitleAndOneInAPrototypeCellIsNot() {
        func table(_ id: String, identifier: String, dataMode: String) -> String {
            let cell = """
                <tableViewCell id="\(id)c"><rect key="frame" x="16" y="18" width="343" height="113"/>
                    <tableViewCellContentView key="contentView" id="\(id)cv"><subviews>
                        <stackView id="\(id)st"><rect key="frame" x="20" y="20" width="303" height="73"/><subviews>
                            <label text="Mailbox" id="\(id)l"><rect key="frame" x="0.0" y="0.0" width="220" height="52"/><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
                        </subviews></stackView>
                    </subviews></tableViewCellContentView>
                </tableViewCell>
            """
            let cells = dataMode == "static"
                ? "<sections><tableViewSection id=\"\(id)s\"><cells>\(cell)</cells></tableViewSection></sections>"
                : "<prototypes>\(cell)</prototypes>"
            return scene("""
                <tableViewController id="\(id)" storyboardIdentifier="\(identifier)" sceneMemberID="viewController">
                    <tableView key="view" dataMode="\(dataMode)" style="insetGrouped" id="\(id)tv">\(cells)</tableView>
                    <navigationItem key="navigationItem" id="\(id)ni"/>
                </tableViewController>
            """)
        }
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="One"/><connections><segue destination="N1" kind="presentation" id="s1"/></connections></button>
                    <button id="b2"><state key="normal" title="Two"/><connections><segue destination="N2" kind="presentation" id="s2"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <navigationController id="N1" sceneMemberID="viewController">
                <connections><segue destination="S" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        """) + scene("""
            <navigationController id="N2" sceneMemberID="viewController">
                <connections><segue destination="P" kind="relationship" relationship="rootViewController" id="r2"/></connections>
            </navigationController>
        """) + table("S", identifier: "StaticCard", dataMode: "static") + table("P", identifier: "Prototypes", dataMode: "prototypes"))
        let document = read(text)
        XCTAssertEqual(screen("StaticCard", in: document).title?.value, "Mailbox")
        XCTAssertNil(screen("Prototypes", in: document).title, "a prototype cell's label is no heading")
        XCTAssertTrue(screen("Prototypes", in: document).knows(.title))
    }

    func testAScenesOwnClassWithoutItsCodeLeavesItsButtonsAndTitleUnknown() {
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <connections><segue destination="B" kind="presentation" identifier="edit" id="s1"/></connections>
            </viewController>
        """) + scene("""
            <viewController id="B" customClass="EditorViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController"/>
        """) + scene("""
            <viewController id="C" storyboardIdentifier="Plain" sceneMemberID="viewController"/>
        """))
        let document = read(text)
        let editor = screen("EditorViewController", in: document)
        XCTAssertFalse(editor.knows(.title))
        XCTAssertFalse(editor.knows(.actions))
        XCTAssertFalse(editor.knows(.editsContent), "a storyboard cannot say it")
        XCTAssertTrue(screen("Plain", in: document).knows(.actions), "a plain UIViewController adds nothing in code")
        XCTAssertEqual(document.screensNotJudged.map(\.screen), ["EditorViewController"])
        let diagnostics = Linter(configuration: .everyRuleOn).lint(document: document)
        XCTAssertTrue(diagnostics.filter { $0.subject.hasPrefix("EditorViewController") }.isEmpty, "\(diagnostics)")
    }

    // MARK: What the real apps taught

    func testALaunchRoutersFullScreenPresentsAreRootSwitchesNotModals() {
        let text = storyboard(initial: "L", scene("""
            <viewController id="L" storyboardIdentifier="Loading" sceneMemberID="viewController">
                <connections>
                    <segue destination="G" kind="presentation" identifier="LoginSegue" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="s1"/>
                </connections>
            </viewController>
        """) + scene("""
            <viewController id="G" storyboardIdentifier="Login" sceneMemberID="viewController">
                <connections>
                    <segue destination="T" kind="presentation" identifier="MainSegue" modalPresentationStyle="fullScreen" id="s2"/>
                </connections>
            </viewController>
        """) + scene("""
            <tabBarController id="T" sceneMemberID="viewController">
                <connections><segue destination="H" kind="relationship" relationship="viewControllers" id="r1"/></connections>
            </tabBarController>
        """) + scene("""
            <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><state key="normal" title="Help"/><connections><segue destination="P" kind="presentation" modalPresentationStyle="fullScreen" id="s3"/></connections></button>
                </subviews></view>
            </viewController>
        """) + scene("""
            <viewController id="P" storyboardIdentifier="Help" sceneMemberID="viewController"/>
        """))
        let document = read(text)
        XCTAssertNil(screen("Loading", in: document).actions[0].present, "a launch router's first flow is a new root")
        XCTAssertEqual(screen("Login", in: document).actions.map { $0.present == nil }, [true], "and so is the app shell it switches to")
        XCTAssertEqual(screen("Home", in: document).actions[0].present?.value, "Help", "a button's full-screen present is a modal")
        let rules = Set(Linter(configuration: .everyRuleOn).lint(document: document).map(\.subject))
        XCTAssertFalse(rules.contains("Login"), "\(rules)")
        XCTAssertTrue(rules.contains("Help"), "\(rules)")
    }

    func testAButtonWithoutWordsHasNoKnownRoleAndAShortBoldLineIsAHeading() {
        let text = storyboard(initial: "A", scene("""
            <viewController id="A" storyboardIdentifier="A" sceneMemberID="viewController">
                <connections><segue destination="B" kind="presentation" id="s1"/></connections>
            </viewController>
        """) + scene("""
            <viewController id="B" storyboardIdentifier="Guide" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                    <label text="Beginner Objectives" id="l1"><rect key="frame" x="16" y="90" width="300" height="20"/><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
                    <label text="Gems allow you to buy extras, including:" numberOfLines="0" id="l2"><rect key="frame" x="16" y="40" width="300" height="40"/><fontDescription key="fontDescription" type="boldSystem" pointSize="24"/></label>
                </subviews></view>
                <navigationItem key="navigationItem" id="n1">
                    <barButtonItem key="rightBarButtonItem" id="done"><connections><segue destination="A" kind="presentation" id="s2"/></connections></barButtonItem>
                </navigationItem>
            </viewController>
        """))
        let guide = screen("Guide", in: read(text))
        XCTAssertEqual(guide.title?.value, "Beginner Objectives", "a sentence ending in a colon is no heading")
        XCTAssertFalse(guide.actions[0].knows(.role), "its words are set in code or it shows an image")
    }
}
