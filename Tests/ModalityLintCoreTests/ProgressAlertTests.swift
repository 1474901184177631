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

    /// A busy alert an `async` method takes down inside `withCheckedContinuation`, whose
    /// closure Swift runs before the `await` returns: closed on every path ("Collecting
    /// Logs" while a log export gathers its files). The near miss: the same dismissal handed
    /// to the app's own function, which may never call it, is still reported.
    func testAnAlertClosedInsideAContinuationIsClosedOnEveryPath() {
        let source = """
        class LogExporter {
            func export(from presenter: UIViewController) async {
                let busy = UIAlertController(title: "Collecting Logs", message: "Please wait", preferredStyle: .alert)
                presenter.present(busy, animated: true)
                let logs = await collect()
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    busy.dismiss(animated: true) { continuation.resume() }
                }
                send(logs)
            }
            func handedAway(from presenter: UIViewController) async {
                let busy = UIAlertController(title: "Collecting Logs", message: "Please wait", preferredStyle: .alert)
                presenter.present(busy, animated: true)
                await whenReady { busy.dismiss(animated: true) }
            }
            func collect() async -> String { "" }
            func whenReady(_ then: @escaping () -> Void) async {}
            func send(_ logs: String) {}
        }
        """
        let lines = reported("alert-actions", "Logs.swift", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(lines, ["12"], "\(lines)")
    }

    /// A toast: an alert with a message and no actions, dismissed a moment later by the
    /// presenting code on every path (`dispatch_after`, `asyncAfter`, a timer). A transient
    /// notice, asked for neither actions nor a title. Its near misses, an actionless alert
    /// never dismissed and one dismissed only inside an `if`, are still reported.
    func testObjectiveCToastDismissedAfterADelayDrawsNothing() {
        let source = """
        @implementation ShelfViewController
        - (void)flash:(NSString *)text
        {
            if (text.length == 0) return;
            UIAlertController *toast = [UIAlertController alertControllerWithTitle:nil message:text preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:toast animated:YES completion:nil];
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                [toast dismissViewControllerAnimated:YES completion:nil];
            });
        }
        - (void)flashOnMain:(NSString *)text
        {
            dispatch_async(dispatch_get_main_queue(), ^{
                UIAlertController *note = [UIAlertController alertControllerWithTitle:nil message:text preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:note animated:YES completion:nil];
                [NSTimer scheduledTimerWithTimeInterval:1.5 repeats:NO block:^(NSTimer *timer) {
                    [note dismissViewControllerAnimated:YES completion:nil];
                }];
            });
        }
        - (void)flashWhenShort:(NSString *)text
        {
            UIAlertController *maybe = [UIAlertController alertControllerWithTitle:nil message:text preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:maybe animated:YES completion:nil];
            if (text.length < 20) {
                dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                    [maybe dismissViewControllerAnimated:YES completion:nil];
                });
            }
        }
        - (void)flashUnlessBusy:(NSString *)text
        {
            UIAlertController *busy = [UIAlertController alertControllerWithTitle:nil message:text preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:busy animated:YES completion:nil];
            if (self.busy) return;
            [self afterDelay:^{ [busy dismissViewControllerAnimated:YES completion:nil]; }];
        }
        - (void)stuck:(NSString *)text
        {
            UIAlertController *stuck = [UIAlertController alertControllerWithTitle:nil message:text preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:stuck animated:YES completion:nil];
        }
        @end
        """
        let actions = reported("alert-actions", "Shelf.m", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(actions, ["23", "33", "40"], "\(actions)")
        let titles = reported("modal-title", "Shelf.m", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(titles, ["23", "33", "40"], "\(titles)")
    }

    func testSwiftToastDismissedAfterADelayDrawsNothing() {
        let source = """
        class ShelfViewController: UIViewController {
            func flash(_ text: String) {
                guard !text.isEmpty else { return }
                let toast = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                present(toast, animated: true)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                    toast.dismiss(animated: true)
                }
            }
            func flashWithTimer(_ text: String) {
                let note = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                present(note, animated: true)
                Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
                    note.dismiss(animated: true)
                }
            }
            func flashWhenShort(_ text: String) {
                let maybe = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                present(maybe, animated: true)
                if text.count < 20 {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { maybe.dismiss(animated: true) }
                }
            }
            func stuck(_ text: String) {
                let stuck = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                present(stuck, animated: true)
            }
        }
        """
        let actions = reported("alert-actions", "Shelf.swift", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(actions, ["18", "25"], "\(actions)")
        let titles = reported("modal-title", "Shelf.swift", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(titles, ["18", "25"], "\(titles)")
    }

    /// A busy alert closed through a function of the app's that runs the closure it is handed
    /// on every path of its own body (`withMainActor { alert.dismiss(...) }`, calling it or
    /// handing it to `DispatchQueue.main.asyncAfter(deadline:execute:)`), from a `defer` in
    /// work sent to `DispatchQueue.global().async`: closed on every path (blind audit round
    /// 18). Near misses: a helper that runs the closure only on the main thread, and work
    /// that may return before reaching the dismissal.
    func testAnAlertClosedThroughTheAppsOwnClosureRunnerDrawsNothing() {
        let source = """
        func withMainActor(delay: Double = 0, _ calling: @escaping () -> Void) {
            guard Thread.isMainThread, delay <= 0 else {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: calling)
                return
            }
            calling()
        }
        func onlyOnMain(_ calling: @escaping () -> Void) {
            if Thread.isMainThread { calling() }
        }
        class FavoriteViewController: UIViewController {
            func favorite() {
                let alert = UIAlertController(title: "Sending", message: "Sending Request", preferredStyle: .alert)
                DispatchQueue.global().async {
                    defer { withMainActor {
                        alert.dismiss(animated: true)
                    } }
                    self.send()
                }
                present(alert, animated: true)
            }
            func unfavorite() {
                let alert = UIAlertController(title: "Sending", message: "Sending Request", preferredStyle: .alert)
                present(alert, animated: true)
                DispatchQueue.global(qos: .userInitiated).async {
                    self.send()
                    withMainActor { alert.dismiss(animated: true) }
                }
            }
            func onlyOnTheMainThread() {
                let alert = UIAlertController(title: "Sending", message: "Sending Request", preferredStyle: .alert)
                present(alert, animated: true)
                onlyOnMain { alert.dismiss(animated: true) }
            }
            func mayReturnFirst(_ ready: Bool) {
                let alert = UIAlertController(title: "Sending", message: "Sending Request", preferredStyle: .alert)
                present(alert, animated: true)
                DispatchQueue.global().async {
                    guard ready else { return }
                    withMainActor { alert.dismiss(animated: true) }
                }
            }
            func send() {}
        }
        """
        let actions = reported("alert-actions", "Favorite.swift", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(actions, ["31", "36"], "\(actions)")
    }

    /// A busy alert the screen presents and later closes with its own `dismiss(animated:)`
    /// (UIKit has the presenter dismiss what it presented), built in a block the method waits
    /// for (`DispatchQueue.main.sync { }`), closed after work sent to a queue: closed on every
    /// path (blind audit round 19, Sileo). Near misses: the alert built in an `async` block,
    /// which the statements after it may run before; the screen's dismiss on one path only.
    func testAnAlertThePresenterDismissesAfterASynchronousBlockDrawsNothing() {
        let source = """
        class RepairViewController: UIViewController {
            func repair() {
                DispatchQueue.main.sync {
                    let alert = UIAlertController(title: "Repairing", message: "Please wait", preferredStyle: .alert)
                    self.present(alert, animated: true, completion: nil)
                }
                DispatchQueue.global(qos: .default).async {
                    self.work()
                    DispatchQueue.main.async {
                        self.dismiss(animated: true)
                    }
                }
            }
            func repairLater() {
                DispatchQueue.main.async {
                    let alert = UIAlertController(title: "Repairing", message: "Please wait", preferredStyle: .alert)
                    self.present(alert, animated: true, completion: nil)
                }
                DispatchQueue.main.async { self.dismiss(animated: true) }
            }
            func repairIfAllowed(_ allowed: Bool) {
                let alert = UIAlertController(title: "Repairing", message: "Please wait", preferredStyle: .alert)
                present(alert, animated: true)
                if allowed { dismiss(animated: true) }
            }
            func work() {}
        }
        """
        let actions = reported("alert-actions", "Repair.swift", source).map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(actions, ["16", "22"], "\(actions)")
    }

    /// The toast dismissed from the completion of its own presentation (canvas' "Successfully
    /// submitted!", blind audit round 5): UIKit runs that completion once the alert shows.
    /// Near miss: the same dismissal in a block handed to the app's own method may never run.
    func testToastDismissedFromItsPresentationsCompletionDrawsNothing() {
        let swift = """
        class SubmitViewController: UIViewController {
            func submitted() {
                let alert = UIAlertController(title: "Submitted!", message: nil, preferredStyle: .alert)
                self.present(alert, animated: true) {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { alert.dismiss(animated: true) }
                }
            }
            func later(_ then: @escaping () -> Void) {}
            func maybe() {
                let alert = UIAlertController(title: "Maybe", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
                later { alert.dismiss(animated: true) }
            }
        }
        """
        XCTAssertEqual(reported("alert-actions", "Submit.swift", swift).map { String($0.prefix { $0 != ":" }) }, ["10"])
        let objc = """
        @implementation SubmitViewController
        - (void)submitted
        {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Submitted!" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:alert animated:YES completion:^{
                dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                    [alert dismissViewControllerAnimated:YES completion:nil];
                });
            }];
        }
        @end
        """
        XCTAssertEqual(reported("alert-actions", "Submit.m", objc), [])
    }

    /// The same completion on another presenter (Saily's "rebuilding icons" alert, blind
    /// round 26: `self?.parentViewController?.present(alert, animated: true) { ... }`) is
    /// UIKit's where the app declares no `present` of its own. Near miss: an app whose
    /// router declares `present(_:animated:completion:)` may never run it.
    func testAnAlertDismissedFromAnotherPresentersCompletionDrawsNothing() {
        let swift = """
        class IconsViewController: UIViewController {
            var host: UIViewController?
            func rebuild() {
                let alert = UIAlertController(title: "Rebuilding", message: "This takes a while", preferredStyle: .alert)
                host?.present(alert, animated: true) {
                    DispatchQueue.global().async {
                        Icons.rebuild()
                        DispatchQueue.main.async { alert.dismiss(animated: true) }
                    }
                }
            }
        }
        """
        XCTAssertEqual(reported("alert-actions", "Icons.swift", swift), [])
        // An app's `present` of other labels is another call.
        XCTAssertEqual(reported("alert-actions", "Icons.swift", swift + "\nextension UIViewController { func present(next: UIViewController) {} }\n"), [])
        let router = swift + """

        final class Router {
            func present(_ controller: UIViewController, animated: Bool, completion: @escaping () -> Void) {}
        }
        """
        XCTAssertEqual(reported("alert-actions", "Icons.swift", router).map { String($0.prefix { $0 != ":" }) }, ["4"])
    }
}
