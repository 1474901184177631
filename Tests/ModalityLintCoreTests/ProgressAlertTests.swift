import XCTest
@testable import ModalityLintCore

/// A progress alert (an alert with a spinner or progress bar of the app's in its view, and
/// no buttons) is the app's to close when its work ends: it draws neither `alert-actions`
/// nor `modal-title` (one cause, no diagnostic). An action-less alert the app dismisses on
/// some path is still reported, with advice that fits; one nothing closes still is too.
final class ProgressAlertTests: XCTestCase {
    private func reported(_ rule: String, _ path: String, _ source: String) -> [String] {
        Linter().lint(app: [SourceFile(path: path, text: source)]).diagnostics
            .filter { $0.ruleID == rule }.map { "\($0.start.line): \($0.message)" }
    }

    private let swift = """
    class PauseViewController: UIViewController {
        func spinner() {
            let loading = UIAlertController(title: nil, message: "Checking game...", preferredStyle: .alert)
            let indicator = UIActivityIndicatorView(frame: .zero)
            indicator.startAnimating()
            loading.view.addSubview(indicator)
            present(loading, animated: true)
            check { loading.dismiss(animated: true) }
        }
        func closedOnSomePaths() {
            let progress = UIAlertController(title: "Uploading...", message: "Please wait", preferredStyle: .alert)
            present(progress, animated: true)
            upload { progress.dismiss(animated: true) }
        }
        func bare() {
            let stuck = UIAlertController(title: nil, message: "Stuck", preferredStyle: .alert)
            present(stuck, animated: true)
        }
        func check(_ done: @escaping () -> Void) {}
        func upload(_ done: @escaping () -> Void) {}
    }
    """

    func testASpinnerAlertDrawsNothingAndItsNearMissesStillFire() {
        let actions = reported("alert-actions", "Pause.swift", swift)
        XCTAssertEqual(actions.map { $0.prefix(3) }, ["11:", "16:"], "\(actions)")
        // Closed by the app on some path: the advice is about those paths, never "add an OK".
        XCTAssertTrue(actions[0].contains("every path"), actions[0])
        XCTAssertFalse(actions[0].contains("OK"), actions[0])
        XCTAssertTrue(actions[1].contains("at least `UIAlertAction(title: \"OK\""), actions[1])
        // The spinner alert has no title and is not reported for it; the bare one is.
        XCTAssertEqual(reported("modal-title", "Pause.swift", swift).map { $0.prefix(3) }, ["16:"])
    }

    func testObjectiveCSpinnerAlert() {
        let source = """
        @implementation SyncViewController
        - (void)sync {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:@"Syncing" preferredStyle:UIAlertControllerStyleAlert];
            UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] init];
            [alert.view addSubview:spinner];
            [self presentViewController:alert animated:YES completion:nil];
        }
        - (void)stuck {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:@"Stuck" preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:alert animated:YES completion:nil];
        }
        @end
        """
        XCTAssertEqual(reported("alert-actions", "Sync.m", source).map { $0.prefix(3) }, ["9: "])
        XCTAssertEqual(reported("modal-title", "Sync.m", source).map { $0.prefix(3) }, ["9: "])
    }
}
