import XCTest
@testable import ModalityLintCore

/// `modal-single-path` in code: a form whose code pops back to itself when a picker has
/// chosen is a form with field editors, however deep the picker goes (a search, then a
/// preview whose button picks); the same form without it is a branching hierarchy.
final class SinglePathShapesTests: XCTestCase {
    private func reported(_ files: [(String, String)]) -> [String] {
        Linter().lint(app: files.map { SourceFile(path: $0.0, text: $0.1) }).diagnostics
            .filter { $0.ruleID == "modal-single-path" }.map { "\($0.file):\($0.start.line)" }
    }

    private func editor(returnsToItself: Bool) -> String {
        """
        class EventViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "New Event"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
            }
            @objc func cancel() { dismiss(animated: true) }
            @objc func save() { dismiss(animated: true) }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                if indexPath.row == 0 {
                    navigationController?.pushViewController(SpeciesSearchViewController(), animated: true)
                } else {
                    navigationController?.pushViewController(LocationViewController(), animated: true)
                }
            }
            func speciesSearch(_ search: SpeciesSearchViewController, chose species: String) {
                self.species = species
                \(returnsToItself ? "navigationController?.popToViewController(self, animated: true)" : "tableView.reloadData()")
            }
            var species = ""
        }
        class SpeciesSearchViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(SpeciesDetailViewController(), animated: true)
            }
        }
        class SpeciesDetailViewController: UIViewController {}
        class LocationViewController: UIViewController {}
        class CalendarViewController: UIViewController {
            @IBAction func add(_ sender: Any) {
                present(UINavigationController(rootViewController: EventViewController()), animated: true)
            }
        }
        """
    }

    func testAFormThatReturnsToItselfIsNotAHierarchyAndItsNearMissIs() {
        XCTAssertEqual(reported([("Event.swift", editor(returnsToItself: true))]), [])
        XCTAssertEqual(reported([("Event.swift", editor(returnsToItself: false))]), ["Event.swift:1"])
    }

    func testObjectiveCFormThatReturnsToItself() {
        XCTAssertTrue(ViewControllerCodeFactsProbe.returnsToItself("""
        @implementation EditViewController
        - (void)searchChose:(NSString *)taxon {
            [self.navigationController popToViewController:self animated:YES];
        }
        @end
        """, path: "Edit.m", className: "EditViewController"))
        // Popping to another controller brings people elsewhere, not back to this form.
        XCTAssertFalse(ViewControllerCodeFactsProbe.returnsToItself("""
        @implementation EditViewController
        - (void)searchChose:(NSString *)taxon {
            [self.navigationController popToViewController:self.parentController animated:YES];
        }
        @end
        """, path: "Edit.m", className: "EditViewController"))
    }
}

/// Reads one file's class facts, as the storyboard join and the UIKit reading do.
private enum ViewControllerCodeFactsProbe {
    static func returnsToItself(_ text: String, path: String, className: String) -> Bool {
        let index = CodeIndexBuilder([SourceFile(path: path, text: text)]).link()
        return index.viewControllerFacts(ofClass: className)?.returnsToItself != nil
    }
}
