import XCTest
@testable import ModalityLintCore

/// A UIKit screen that shows a spinner and no control, shown over its presenter, is a
/// custom progress alert the app closes when its work ends: not `modal-dismiss-button`'s
/// case. A class made with `init(nibName: nil, bundle: nil)` loads no nib, so its
/// controls are all in its code. Near misses: the same spinner presented as a sheet, and
/// the same class with a button.
///
/// A screen that shows a spinner or a progress bar and no control, shown over its presenter
/// (`overCurrentContext`, `overFullScreen`), is a progress overlay the app closes when its
/// work ends: `modal-dismiss-button` leaves it alone (round 14, Pisth; round 15, Bluefruit).
/// The indicator may be held by a view of the app kept with an inferred type
/// (`let activityView = ActivityView()`), or laid out in a storyboard scene. Near misses: the
/// same screen as a sheet, and a scene that also holds a button.
final class ProgressOverlayTests: XCTestCase {
    private func lint(presenting style: String, extra: String = "") -> [String] {
        let source = """
            class ActivityViewController: UIViewController {
                private let activityView = ActivityView()
                init(message: String) {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .\(style)
                    view = activityView
                }
                required init?(coder: NSCoder) { fatalError() }
                \(extra)
            }
            private class ActivityView: UIView {
                let spinner: UIActivityIndicatorView = UIActivityIndicatorView(style: .large)
            }
            class EditorViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Editor" }
                func export() {
                    let progress = ActivityViewController(message: "Exporting…")
                    present(progress, animated: true)
                }
            }
            """
        let result = TestApp.lint(source)
        return result.diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.map(\.subject)
    }

    func testASpinnerShownOverItsPresenterIsAProgressOverlay() {
        XCTAssertEqual(lint(presenting: "overFullScreen"), [])
        XCTAssertEqual(lint(presenting: "overCurrentContext"), [])
    }

    func testTheSameSpinnerAsASheetStillNeedsAWayOut() {
        XCTAssertEqual(lint(presenting: "pageSheet"), ["ActivityViewController"])
    }

    func testANibOrAControlLeavesItsWaysOutToWhatTheReadingDoesNotSee() {
        XCTAssertEqual(lint(presenting: "pageSheet", extra: "func reload() { Bundle.main.loadNibNamed(\"Activity\", owner: self) }"), [])
        // A button wired to a method that runs the code it was handed (`onStop?()`): open.
        XCTAssertEqual(lint(presenting: "pageSheet", extra: "var onStop: (() -> Void)?\n    func wire(_ button: UIButton) { button.addTarget(self, action: #selector(stop), for: .touchUpInside) }\n    @objc func stop() { onStop?() }"), [])
        // The near miss: its one button is read to the end (`CodeMadeButtons`) and closes nothing.
        XCTAssertEqual(lint(presenting: "pageSheet", extra: "func wire(_ button: UIButton) { button.addTarget(self, action: #selector(stop), for: .touchUpInside) }\n    @objc func stop() {}"), ["ActivityViewController"])
    }

    // MARK: Indicators held by views of inferred type, and laid out in storyboards

    private func missingWayOut(_ files: [(String, String)]) -> Set<String> {
        Set(TestApp.lint(files).diagnostics.filter { $0.ruleID == "modal-dismiss-button" }.compactMap { diagnostic in
            ["BusyViewController", "SheetBusyViewController", "UpdatingScene", "RetryScene"].first { diagnostic.message.contains("'\($0)'") }
        })
    }

    func testAViewOfTheAppHoldingASpinnerMakesAProgressOverlay() {
        let code = """
            import UIKit
            final class ListViewController: UIViewController {
                @objc func refresh() {
                    let busy = BusyViewController()
                    busy.modalPresentationStyle = .overCurrentContext
                    present(busy, animated: true)
                    let sheet = SheetBusyViewController()
                    present(sheet, animated: true)
                }
            }
            class BusyView: UIView {
                let indicator = UIActivityIndicatorView(style: .large)
                let messageLabel = UILabel(frame: .zero)
            }
            final class BusyViewController: UIViewController {
                let busyView = BusyView()
                override func loadView() { view = busyView }
            }
            final class SheetBusyViewController: UIViewController {
                let busyView = BusyView()
                override func loadView() { view = busyView }
            }
            """
        XCTAssertEqual(missingWayOut([("App/Busy.swift", code)]), ["SheetBusyViewController"],
                       "the overlay is left alone; the same screen as a sheet needs a way out")
    }

    func testAStoryboardSceneWithAProgressBarAndNoControlIsAProgressOverlay() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="H">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="H" storyboardIdentifier="Home" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Devices" id="hn"/>
                            <view key="view" id="hv"><subviews>
                                <button id="b1"><state key="normal" title="Update"/><connections><segue destination="U" kind="presentation" modalPresentationStyle="overCurrentContext" id="s1"/></connections></button>
                                <button id="b2"><state key="normal" title="Retry"/><connections><segue destination="R" kind="presentation" modalPresentationStyle="overCurrentContext" id="s2"/></connections></button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="U" storyboardIdentifier="UpdatingScene" sceneMemberID="viewController">
                            <view key="view" id="uv"><subviews>
                                <label text="Updating..." id="ul"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                                <progressView id="up" progress="0.5"/>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="R" storyboardIdentifier="RetryScene" sceneMemberID="viewController">
                            <view key="view" id="rv"><subviews>
                                <progressView id="rp" progress="0.5"/>
                                <button id="rb"><state key="normal" title="Retry"/></button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>

            """
        XCTAssertEqual(missingWayOut([("App/Main.storyboard", storyboard)]), ["RetryScene"])
    }
}
