import XCTest
@testable import ModalityLintCore

/// A browsing context (the rule catalogue, third edition: no committing action and no Cancel in the
/// whole modal context) is left alone by the rules on a task's shape in storyboards as in
/// flow files and code; the same context with a Cancel and a Save is a task again.
final class BrowsingContextTests: XCTestCase {
    /// A Settings sheet in a navigation controller: its table branches into two screens,
    /// one of which pushes further. `barItems` are the items of its navigation item.
    private func settingsStoryboard(barItems: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="H">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                        <view key="view" id="hv"><subviews>
                            <button id="gear"><state key="normal" title="Settings"/><connections><segue destination="N" kind="presentation" id="toSettings"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="N" sceneMemberID="viewController">
                        <connections><segue destination="S" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <tableViewController id="S" storyboardIdentifier="Settings" sceneMemberID="viewController">
                        <tableView key="view" id="tv"><cells>
                            <tableViewCell id="c1"><connections><segue destination="A" kind="show" id="toA"/></connections></tableViewCell>
                            <tableViewCell id="c2"><connections><segue destination="B" kind="show" id="toB"/></connections></tableViewCell>
                        </cells></tableView>
                        <navigationItem key="navigationItem" title="Settings" id="ni">
        \(barItems)
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="A" storyboardIdentifier="Account" title="Account" sceneMemberID="viewController">
                        <view key="view" id="av"><subviews>
                            <button id="more"><state key="normal" title="Password"/><connections><segue destination="C" kind="show" id="toC"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController id="B" storyboardIdentifier="About" title="About" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController id="C" storyboardIdentifier="Password" title="Password" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    private func rules(barItems: String) -> [String] {
        let result = StoryboardReader.read([SourceFile(path: "Settings.storyboard", text: settingsStoryboard(barItems: barItems))])
        XCTAssertTrue(result.problems.isEmpty, "\(result.problems.map(\.message))")
        guard let document = result.document else { return [] }
        return Linter(configuration: .everyRuleOn).lint(document: document).map(\.ruleID)
    }

    func testASettingsSheetClosedWithADoneBarItemIsBrowsing() {
        let found = rules(barItems: """
            <barButtonItem key="rightBarButtonItem" style="done" systemItem="done" id="done"><connections><action selector="onDone:" destination="S" id="d"/></connections></barButtonItem>
            """)
        XCTAssertFalse(found.contains("modal-single-path"), "\(found)")
    }

    func testNearMissTheSameSheetWithCancelAndSaveIsATask() {
        let found = rules(barItems: """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"><connections><action selector="onCancel:" destination="S" id="c"/></connections></barButtonItem>
            <barButtonItem key="rightBarButtonItem" systemItem="save" id="save"><connections><action selector="onSave:" destination="S" id="s"/></connections></barButtonItem>
            """)
        XCTAssertTrue(found.contains("modal-single-path"), "\(found)")
    }

    /// A system Cancel that only closes a sheet where nothing commits cancels nothing
    /// (FlowFiles.md, browsing context, 4th edition): the Settings sheet is browsing whatever its way
    /// out is called; the near miss is the same sheet with a Save beside its Cancel, above.
    func testACancelAloneMakesNoTask() {
        let found = rules(barItems: """
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"><connections><action selector="onCancel:" destination="S" id="c"/></connections></barButtonItem>
            """)
        XCTAssertFalse(found.contains("modal-single-path"), "\(found)")
        XCTAssertFalse(found.contains("modal-style-fit"), "\(found)")
    }

    // MARK: A Cancel on a page pushed further in

    /// A Settings sheet closed with Done that branches into Account and About; Account pushes
    /// a login editor. `settingsCancel` adds a Cancel beside the Done; `editorCancel` gives the
    /// pushed editor a Cancel of its own (it leaves the editor).
    private func settingsFlow(settingsCancel: Bool, editorCancel: Bool) -> [String] {
        let cancel = """
                  - label: Cancel
                    role: cancel
                    dismiss: true
            """
        let yaml = """
            app: Browser
            entry: home
            screens:
              home:
                title: Home
                actions:
                  - label: Settings
                    present: settings
              settings:
                title: Settings
                container: navigation
                actions:
                  - label: Done
                    role: done
                    dismiss: true
            \(settingsCancel ? cancel + "\n" : "")      - label: Account
                    push: account
                  - label: About
                    push: about
              account:
                title: Account
                actions:
                  - label: Login
                    push: editor
              about:
                title: About
              editor:
                title: Login
            \(editorCancel ? "    actions:\n" + cancel + "\n" : "")
            """
        return Linter(configuration: .everyRuleOn).lint(SourceFile(path: "browser.flow.yml", text: yaml)).map(\.ruleID)
    }

    /// The editor's Cancel leaves the editor; the Done of the list it was pushed from keeps
    /// nothing that Cancel throws away: the sheet is browsing, and its branches are no task's.
    func testACancelOnAPushedEditorMakesNoTaskOfTheSheetItIsIn() {
        let found = settingsFlow(settingsCancel: false, editorCancel: true)
        XCTAssertFalse(found.contains("parse-error"), "\(found)")
        XCTAssertFalse(found.contains("modal-single-path"), "\(found)")
    }

    /// Near miss: a Done beside a Cancel on the sheet's own screen keeps what the Cancel
    /// would throw away: a task, whose branches are reported.
    func testNearMissADoneBesideACancelMakesATask() {
        let found = settingsFlow(settingsCancel: true, editorCancel: false)
        XCTAssertTrue(found.contains("modal-single-path"), "\(found)")
    }

    /// Near miss: a Cancel on the sheet's own screen and a Done on a page pushed from it (a
    /// checkout's receipt) make a task: the Done keeps what the Cancel would throw away.
    func testNearMissADoneReachedFromACancelMakesATask() {
        let yaml = """
            app: Shop
            entry: home
            screens:
              home:
                title: Home
                actions:
                  - label: Cart
                    present: cart
              cart:
                title: Cart
                container: navigation
                actions:
                  - label: Cancel
                    role: cancel
                    dismiss: true
                  - label: Shipping
                    push: shipping
                  - label: Coupons
                    push: coupons
                  - label: Clear
              coupons:
                title: Coupons
              shipping:
                title: Shipping
                actions:
                  - label: Continue
                    push: receipt
              receipt:
                title: Thank You
                actions:
                  - label: Done
                    role: done
                    dismiss: true
            """
        let found = Linter(configuration: .everyRuleOn).lint(SourceFile(path: "shop.flow.yml", text: yaml)).map(\.ruleID)
        XCTAssertTrue(found.contains("modal-single-path"), "\(found)")
    }

    // MARK: An unwind that goes back inside the sheet

    /// A Preferences sheet closed with a Close item: its table opens Servers and About;
    /// Servers branches into About and a New Server form, which leads further (a Key
    /// picker) and whose Save unwinds to `unwindFromCreate:`. `unwindOwner` is the class
    /// that implements that action.
    private func hostsApp(unwindOwner: String) -> [SourceFile] {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="H">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="H" customClass="StartViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" id="hv"><subviews>
                            <button id="gear"><state key="normal" title="Settings"/><connections><segue destination="N" kind="presentation" id="toSettings"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="N" sceneMemberID="viewController">
                        <connections><segue destination="S" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <tableViewController id="S" customClass="PreferencesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" id="tv"><cells>
                            <tableViewCell id="c1"><connections><segue destination="A" kind="show" id="toA"/></connections></tableViewCell>
                            <tableViewCell id="c2"><connections><segue destination="B" kind="show" id="toB"/></connections></tableViewCell>
                        </cells></tableView>
                        <navigationItem key="navigationItem" title="Preferences" id="ni">
                            <barButtonItem key="rightBarButtonItem" systemItem="stop" id="close"><connections><action selector="close:" destination="S" id="cl"/></connections></barButtonItem>
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="A" customClass="ServerListViewController" customModule="App" customModuleProvider="target" title="Servers" sceneMemberID="viewController">
                        <view key="view" id="av"><subviews>
                            <button id="add"><state key="normal" title="New Server"/><connections><segue destination="C" kind="show" id="toC"/></connections></button>
                            <button id="help"><state key="normal" title="About"/><connections><segue destination="B" kind="show" id="toB2"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController id="B" title="About" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController id="C" customClass="ServerFormViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" id="cv"><subviews>
                            <button id="key"><state key="normal" title="Key"/><connections><segue destination="K" kind="show" id="toK"/></connections></button>
                        </subviews></view>
                        <navigationItem key="navigationItem" title="New Server" id="cni">
                            <barButtonItem key="rightBarButtonItem" systemItem="save" id="save"><connections><segue destination="X" kind="unwind" identifier="unwindFromCreate" unwindAction="unwindFromCreate:" id="u"/></connections></barButtonItem>
                        </navigationItem>
                    </viewController>
                    <exit id="X" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
                <scene sceneID="s7"><objects>
                    <viewController id="K" title="Keys" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
        let classes = ["StartViewController", "PreferencesViewController", "ServerListViewController", "ServerFormViewController"]
        var code = "import UIKit\n"
        for name in classes {
            var body = name == "PreferencesViewController" ? "    @IBAction func close(_ sender: Any) { dismiss(animated: true) }\n" : ""
            if name == unwindOwner { body += "    @IBAction func unwindFromCreate(_ segue: UIStoryboardSegue) {}\n" }
            code += "class \(name): UIViewController {\n\(body)}\n"
        }
        return [SourceFile(path: "Main.storyboard", text: storyboard), SourceFile(path: "App.swift", text: code)]
    }

    /// Going back inside a modal is not closing it: Save returns to the server list that
    /// pushed the form, in the same sheet, so nothing in the sheet commits it and it is
    /// browsing, left alone by the rules on a task's shape.
    func testAnUnwindToAScreenThatPushedItInsideTheSheetPops() throws {
        let result = Linter(configuration: .everyRuleOn).lint(app: hostsApp(unwindOwner: "ServerListViewController"))
        let found = result.diagnostics.map(\.ruleID)
        XCTAssertFalse(found.contains("modal-single-path"), "\(found)")
        let document = try XCTUnwrap(result.document)
        let form = try XCTUnwrap(document.screens.first { $0.id == "ServerFormViewController" })
        let save = try XCTUnwrap(form.actions.first { $0.labelText == "Save" })
        XCTAssertNil(save.dismiss, "the Save pops, it does not close the sheet")
        XCTAssertFalse(save.knows(.dismiss))
    }

    /// Near miss: the same Save unwinding to the screen that presented the sheet closes it
    /// with the work saved, so the sheet is a task and its branches are reported.
    func testNearMissAnUnwindToThePresenterClosesTheSheet() throws {
        let result = Linter(configuration: .everyRuleOn).lint(app: hostsApp(unwindOwner: "StartViewController"))
        let found = result.diagnostics.map(\.ruleID)
        XCTAssertTrue(found.contains("modal-single-path"), "\(found)")
        let document = try XCTUnwrap(result.document)
        let form = try XCTUnwrap(document.screens.first { $0.id == "ServerFormViewController" })
        XCTAssertEqual(form.actions.first { $0.labelText == "Save" }?.dismiss?.value, true)
    }
}
