import XCTest
@testable import ModalityLintCore

/// A class whose only storyboard scene is dead and that no code names is never shown: what
/// its methods present never reaches people, so nothing placed there is reported
/// (certainty.md, part 2, "Dead UI").
final class NeverShownClassTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="home">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Home" id="n1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="old" customClass="ArchiveViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Archive" id="n2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """

    private let archive = """
        import UIKit
        final class ArchiveViewController: UIViewController {
            func confirmPurge() {
                let sheet = UIAlertController(title: "Purge?", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Purge", style: .destructive, handler: nil))
                present(sheet, animated: true)
            }
        }

        """

    private func diagnostics(home: String) -> [Diagnostic] {
        let files = [SourceFile(path: "Main.storyboard", text: storyboard),
                     SourceFile(path: "Home.swift", text: home),
                     SourceFile(path: "Archive.swift", text: archive)]
        return Linter(configuration: .everyRuleOn).lint(app: files).diagnostics
    }

    func testWhatANeverShownClassPresentsIsNotReported() {
        let home = "import UIKit\nfinal class HomeViewController: UIViewController {}\n"
        XCTAssertFalse(diagnostics(home: home).contains { $0.ruleID == "action-sheet-cancel" },
                       "no segue, identifier or code shows ArchiveViewController")
    }

    func testTheSameClassMadeInCodeIsJudged() {
        // The near miss: code creates it, so its sheet is shown, with no Cancel.
        let home = """
            import UIKit
            final class HomeViewController: UIViewController {
                @objc func openArchive() { navigationController?.pushViewController(ArchiveViewController(), animated: true) }
            }

            """
        XCTAssertEqual(diagnostics(home: home).filter { $0.ruleID == "action-sheet-cancel" }.map(\.file), ["Archive.swift"])
    }

    func testASubclassOfALiveSceneKeepsItsSuperclassShown() {
        // Another near miss: a class the app shows inherits the methods.
        let home = "import UIKit\nfinal class HomeViewController: ArchiveViewController {}\n"
        XCTAssertEqual(diagnostics(home: home).filter { $0.ruleID == "action-sheet-cancel" }.count, 1)
    }

    /// The import writes the class's sheet as any screen (a flow file cannot say "never
    /// shown"), and silences there what the app leaves unreported, saying why, so that linting
    /// the unedited import finds what linting the app finds; the near miss, a class code
    /// creates, keeps its problem in the import.
    func testTheImportSilencesWhatANeverShownClassPresentsSayingWhy() throws {
        func imported(home: String) throws -> (problems: [String], text: String) {
            let files = [SourceFile(path: "Main.storyboard", text: storyboard),
                         SourceFile(path: "Home.swift", text: home),
                         SourceFile(path: "Archive.swift", text: archive)]
            let document = try XCTUnwrap(AppReader.read(files).document)
            let text = FlowFileWriter(appName: "App").write(document)
            let problems = Linter(configuration: .everyRuleOn).lint(SourceFile(path: "app.flow.yml", text: text))
            return (problems.filter { $0.ruleID == "action-sheet-cancel" }.map(\.subject), text)
        }
        let dead = try imported(home: "import UIKit\nfinal class HomeViewController: UIViewController {}\n")
        XCTAssertEqual(dead.problems, [], dead.text)
        XCTAssertTrue(dead.text.contains("in a class no code creates and whose scenes are dead"), dead.text)
        let live = try imported(home: "import UIKit\nfinal class HomeViewController: ArchiveViewController {}\n")
        XCTAssertEqual(live.problems, ["ArchiveViewController.confirmPurge.actionSheet"], live.text)
        XCTAssertFalse(live.text.contains("whose scenes are dead"), live.text)
    }
}
