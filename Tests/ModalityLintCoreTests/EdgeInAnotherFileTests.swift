import XCTest
@testable import ModalityLintCore

/// A control in one file whose method, in an extension in another file, presents: the
/// action (and what is said about its presentation) is placed at the control, in its file;
/// never at the other file's offset read as a line of the control's file. Near miss: the
/// method in the control's own file is placed at that method. The import says where the
/// presentation is written.
final class EdgeInAnotherFileTests: XCTestCase {
    private let popover = """
        class BrowserViewController: UIViewController {
            @IBAction func showTools(_ sender: UIButton) {
                let tools = ToolsViewController()
                tools.modalPresentationStyle = .popover
                present(tools, animated: true)
            }
        }
        class SearchViewController: UIViewController {}
        class ToolsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Search", style: .plain, target: self, action: #selector(showSearch))
            }
        }

        """
    private let search = """
        extension ToolsViewController {
            @objc func showSearch() {
                present(UINavigationController(rootViewController: SearchViewController()), animated: true)
            }
        }
        """

    func testAPresentationInAnotherFilesExtensionIsPlacedAtTheControl() throws {
        let diagnostics = TestApp.diagnostics([("Tools.swift", popover), ("Tools+Search.swift", "\n\n" + search)])
            .filter { $0.ruleID == "no-modal-over-popover" }
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostic.file, "Tools.swift")
        XCTAssertEqual(diagnostic.start.line, 12)
    }

    /// The import says where the presentation is written, in its own file.
    func testTheImportSaysThePresentationIsInTheOtherFile() throws {
        let files = [SourceFile(path: "Tools.swift", text: popover), SourceFile(path: "Tools+Search.swift", text: "\n\n" + search)]
        let document = try XCTUnwrap(AppReader.read(files).document)
        let text = FlowFileWriter(appName: "App").write(document)
        XCTAssertTrue(text.contains("# Tools.swift:12; presents at Tools+Search.swift:5"), text)
    }

    func testAPresentationInTheControlsFileKeepsItsOwnPlace() throws {
        let diagnostics = TestApp.diagnostics([("Tools.swift", popover + search)]).filter { $0.ruleID == "no-modal-over-popover" }
        XCTAssertEqual(diagnostics.map(\.start.line), [17])
    }
}

