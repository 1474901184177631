import XCTest
@testable import ModalityLintCore

/// A storyboard nothing loads (round 37: a wallet's leftover DeFi storyboard, in the app's
/// resources but named by no Info.plist, storyboard reference or code): its initial scene is
/// never shown, so what it presents is not judged. The project says which storyboards iOS
/// loads itself (`MainStoryboards`); without that word every initial scene is shown.
final class MainStoryboardTests: XCTestCase {
    private func mainStoryboards(appSettings: String, files: [String: String] = [:]) -> Set<String>? {
        let text = SDKDefaultStyleTests.project(upgrade: "1500", projectTarget: "15.0", appSettings: appSettings)
        let membership = TargetMembership(projects: [.init(path: "/p/App.xcodeproj", bytes: Array(text.utf8))], packageRoots: [])
        return membership.mainStoryboards { files[$0].map { Array($0.utf8) } }
    }

    private let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array><dict>
        \t\t\t\t<key>UISceneStoryboardFile</key>
        \t\t\t\t<string>Main</string>
        \t\t\t</dict></array>
        \t\t</dict>
        \t</dict>
        \t<key>UIMainStoryboardFile~ipad</key>
        \t<string>Main_iPad</string>
        </dict>
        </plist>
        """

    func testTheInfoPlistAndTheGeneratedKeysNameTheStoryboardsIOSLoads() {
        XCTAssertEqual(mainStoryboards(appSettings: "INFOPLIST_FILE = App/Info.plist; ", files: ["/p/App/Info.plist": infoPlist]),
                       ["LaunchScreen", "Main", "Main_iPad"])
        XCTAssertEqual(mainStoryboards(appSettings: "INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\"; ",
                                       files: ["/p/App/Info.plist": infoPlist]), ["LaunchScreen", "Main", "Main_iPad"])
        XCTAssertEqual(mainStoryboards(appSettings: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main; "), ["Main"])
        XCTAssertEqual(mainStoryboards(appSettings: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = \"\"; "), [],
                       "a SwiftUI app's generated Info.plist names none")
    }

    /// `<string>LaunchScreen.storyboard</string>` (blind round 39, a DOS emulator): iOS finds
    /// the file with its extension too, so the storyboard is loaded and its scene shown.
    func testAStoryboardNamedWithItsExtensionIsThatStoryboard() {
        let plist = infoPlist.replacingOccurrences(of: "<string>LaunchScreen</string>", with: "<string>LaunchScreen.storyboard</string>")
        XCTAssertEqual(MainStoryboards.storyboardNames(inPlist: Array(plist.utf8)), ["LaunchScreen", "Main", "Main_iPad"])
    }

    /// The near misses: an Info.plist the folder does not hold, one named through another
    /// variable, a binary one, or no word at all: unknown.
    func testAnInfoPlistNotReadInFullLeavesThemUnknown() {
        XCTAssertNil(mainStoryboards(appSettings: "INFOPLIST_FILE = App/Info.plist; "))
        XCTAssertNil(mainStoryboards(appSettings: "INFOPLIST_FILE = \"$(TARGET_NAME)/Info.plist\"; ",
                                     files: ["/p/App/Info.plist": infoPlist]))
        XCTAssertNil(mainStoryboards(appSettings: "INFOPLIST_FILE = App/Info.plist; ", files: ["/p/App/Info.plist": "bplist00..."]))
        XCTAssertNil(mainStoryboards(appSettings: ""))
    }

    private let storyboard = { (name: String, controller: String) in
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="a1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a1" customClass="\(controller)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                        <state key="normal" title="Show \(name) Details"/>
                                        <connections>
                                            <segue destination="a2" kind="presentation" id="g1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController title="\(name) Details" id="a2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func rules(code: String, mainStoryboards: Set<String>?) -> [String] {
        var linter = Linter(configuration: .everyRuleOn)
        linter.configuration.mainStoryboards = mainStoryboards
        let files = [
            SourceFile(path: "Main.storyboard", text: storyboard("Wallet", "WalletViewController")),
            SourceFile(path: "Defi.storyboard", text: storyboard("Pool", "PoolViewController")),
            SourceFile(path: "App.swift", text: """
                import UIKit
                final class WalletViewController: UIViewController {}
                final class PoolViewController: UIViewController {}
                \(code)
                """),
        ]
        return linter.lint(app: files).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.file)
    }

    /// Defi.storyboard's details sheet has no way out; Main's has none either. Only Main is
    /// loaded: Defi's is never shown.
    func testAStoryboardNothingLoadsShowsNothing() {
        XCTAssertEqual(rules(code: "", mainStoryboards: ["Main"]), ["Main.storyboard"])
    }

    /// The near misses: code loads Defi by its name (a string, or an enum case named after
    /// it), or the project's word is unknown: Defi's sheet is judged.
    func testAStoryboardCodeOrTheProjectMayLoadIsJudged() {
        let loads = """
            final class Router {
                func showPools(from host: UIViewController) {
                    let pools = UIStoryboard(name: "Defi", bundle: nil).instantiateInitialViewController()!
                    host.present(pools, animated: true)
                }
            }
            """
        XCTAssertEqual(rules(code: loads, mainStoryboards: ["Main"]).sorted(), ["Defi.storyboard", "Main.storyboard"])
        let named = """
            enum Storyboard: String { case Main, Defi }
            func load(_ storyboard: Storyboard) -> UIViewController? {
                UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateInitialViewController()
            }
            let pools = load(.Defi)
            """
        XCTAssertEqual(rules(code: named, mainStoryboards: ["Main"]).sorted(), ["Defi.storyboard", "Main.storyboard"])
        XCTAssertEqual(rules(code: "", mainStoryboards: nil).sorted(), ["Defi.storyboard", "Main.storyboard"])
    }
}
