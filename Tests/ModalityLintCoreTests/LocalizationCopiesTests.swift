import XCTest
@testable import ModalityLintCore

/// Each language's copy of a storyboard is one storyboard (certainty.md, part 2, "Copies").
final class LocalizationCopiesTests: XCTestCase {
    private func kept(_ paths: [String]) -> [String] { LocalizationCopies.kept(paths).map { paths[$0] } }

    func testOnlyTheBaseCopyIsRead() {
        XCTAssertEqual(kept(["App/fr.lproj/Main.storyboard", "App/Base.lproj/Main.storyboard", "App/de.lproj/Main.storyboard"]),
                       ["App/Base.lproj/Main.storyboard"])
        XCTAssertEqual(kept(["App/fr.lproj/Main.storyboard", "App/en.lproj/Main.storyboard"]), ["App/en.lproj/Main.storyboard"],
                       "without a Base copy, the English one")
    }

    func testAnExportsCopiesAreNotRead() {
        let paths = [
            "Localizations/es.xcloc/Source Contents/Tinodios/Base.lproj/Main.storyboard",
            "Localizations/ru.xcloc/Source Contents/Tinodios/Base.lproj/Main.storyboard",
            "Tinodios/Base.lproj/Main.storyboard",
        ]
        XCTAssertEqual(kept(paths), ["Tinodios/Base.lproj/Main.storyboard"])
        XCTAssertEqual(kept(paths.map { "ios/" + $0 }), ["ios/Tinodios/Base.lproj/Main.storyboard"])
        // Only the export in the run: one of its copies is read.
        XCTAssertEqual(kept(Array(paths.prefix(2))).count, 1)
    }

    func testDifferentStoryboardsOfOneNameAreAllRead() {
        // The near misses: two apps' own storyboards, and a storyboard in no language folder.
        let paths = ["Phone/Base.lproj/Main.storyboard", "Pad/Base.lproj/Main.storyboard", "App/Settings.storyboard",
                     "Other/Settings.storyboard"]
        XCTAssertEqual(kept(paths), paths)
    }

    func testTwoCopiesOfAScreenGiveOneDiagnostic() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="a" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <button id="b1"><state key="normal" title="Add"/>
                                    <connections><segue destination="b" kind="presentation" id="p"/></connections>
                                </button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>

            """
        let files = ["App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard"].map { SourceFile(path: $0, text: storyboard) }
        let diagnostics = Linter(configuration: .everyRuleOn).lint(app: files).diagnostics
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(diagnostics.allSatisfy { $0.file == "App/Base.lproj/Main.storyboard" })
    }
}
