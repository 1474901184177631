import XCTest
@testable import ModalityLintCore

/// An alert with no words to know it by is named by the method that builds it; where the
/// type gives that base name to several methods (a delegate's `collectionView(_:...)`
/// callbacks), the full name says which (round 25 critique: "in PhotoGridViewController.
/// collectionView"). Near miss: a base name only one method has stays short.
final class AlertNamedByItsMethodTests: XCTestCase {
    func testAnOverloadedMethodIsNamedInFull() {
        let source = """
            final class GridViewController: UIViewController {
                func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                func collectionView(_ view: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    let alert = UIAlertController(title: nil, message: limitMessage(), preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
                func refresh() {
                    let alert = UIAlertController(title: nil, message: failureMessage(), preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
                func limitMessage() -> String { "" }
                func failureMessage() -> String { "" }
            }
            """
        let messages = Linter().lint(app: [SourceFile(path: "Grid.swift", text: source)]).diagnostics
            .filter { $0.ruleID == "modal-title" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.hasPrefix("the alert in GridViewController.collectionView(_:didSelectItemAt:) has no title") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("the alert in GridViewController.refresh has no title") }, "\(messages)")
    }
}
