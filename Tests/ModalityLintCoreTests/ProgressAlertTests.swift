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

    /// A busy alert the app closes on every path of its work: on success and on failure,
    /// in a `Task`, a queue's block or a `defer`. Its near misses leave a path open: an early
    /// `return`, a `catch` that does not close it, a `try` outside any `do`, an `if` without
    /// `else`, a completion handler of the app's that may never run.
    func testAnAlertClosedOnEveryPathDrawsNothingAndItsNearMissesStillFire() {
        let source = """
        class NoteViewController: UIViewController {
            func update() {
                let alert = UIAlertController(title: "Updating Note...", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
                Task { @MainActor in
                    do {
                        try await upload()
                        alert.dismiss(animated: true) { self.close() }
                    } catch {
                        alert.dismiss(animated: true)
                        let failed = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)
                        failed.addAction(UIAlertAction(title: "OK", style: .cancel))
                        present(failed, animated: true)
                    }
                }
            }
            func deferred() {
                let busy = UIAlertController(title: "Working...", message: nil, preferredStyle: .alert)
                present(busy, animated: true)
                DispatchQueue.main.async {
                    defer { busy.dismiss(animated: true) }
                    guard self.ready else { return }
                    self.work()
                }
            }
            func branches() {
                let busy = UIAlertController(title: "Checking...", message: nil, preferredStyle: .alert)
                present(busy, animated: true)
                if ready {
                    busy.dismiss(animated: true)
                } else {
                    busy.dismiss(animated: false)
                }
            }
            func earlyExit() {
                let progress = UIAlertController(title: "Uploading...", message: nil, preferredStyle: .alert)
                present(progress, animated: true)
                Task { @MainActor in
                    guard let request = makeRequest() else { return }
                    do { try await send(request); progress.dismiss(animated: true) } catch { progress.dismiss(animated: true) }
                }
            }
            func onlyOnSuccess() {
                let progress = UIAlertController(title: "Saving...", message: nil, preferredStyle: .alert)
                present(progress, animated: true)
                Task {
                    do { try await save(); progress.dismiss(animated: true) } catch { print(error) }
                }
            }
            func throwsPast() {
                let progress = UIAlertController(title: "Syncing...", message: nil, preferredStyle: .alert)
                present(progress, animated: true)
                Task {
                    try await sync()
                    progress.dismiss(animated: true)
                }
            }
            func oneBranch() {
                let progress = UIAlertController(title: "Loading...", message: nil, preferredStyle: .alert)
                present(progress, animated: true)
                if ready { progress.dismiss(animated: true) }
            }
            func handler() {
                let progress = UIAlertController(title: "Sending...", message: nil, preferredStyle: .alert)
                present(progress, animated: true)
                send { progress.dismiss(animated: true) }
            }
            var ready = true
            func close() {}
            func work() {}
            func upload() async throws {}
            func save() async throws {}
            func sync() async throws {}
            func send(_ done: @escaping () -> Void) {}
            func makeRequest() -> URLRequest? { nil }
            func send(_ request: URLRequest) async throws {}
        }
        """
        let lines = reported("alert-actions", "Note.swift", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(lines, ["36", "44", "51", "59", "64"], "\(lines)")
    }
}
