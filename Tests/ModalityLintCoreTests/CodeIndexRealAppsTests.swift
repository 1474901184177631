import XCTest
@testable import ModalityLintCore

/// The code index over the real apps of ../shared/apps: each app indexes and yields its
/// view controllers' facts without a crash, and facts read off real code match the code.
final class CodeIndexRealAppsTests: XCTestCase {
    private func appIndex(_ app: String) throws -> CodeIndex {
        let files = try RealApps.files(endingWith: [".swift", ".m", ".mm", ".h"]).filter { $0.path.hasPrefix(app + "/") }
        guard !files.isEmpty else { throw XCTSkip("\(app) is not in \(RealApps.folder.path)") }
        return CodeIndexBuilder(files.map { SourceFile(path: $0.path, bytes: $0.bytes) }).link()
    }

    func testEveryAppIndexesAndEveryViewControllerHasFacts() throws {
        let files = try RealApps.files(endingWith: [".swift", ".m", ".mm", ".h"])
        let apps = Set(files.map { String($0.path.prefix { $0 != "/" }) }).sorted()
        var viewControllers = 0
        for app in apps {
            let index = CodeIndexBuilder(files.filter { $0.path.hasPrefix(app + "/") }.map { SourceFile(path: $0.path, bytes: $0.bytes) }).link()
            XCTAssertFalse(index.types.isEmpty, app)
            for type in index.types where type.kind == .class && index.isViewController(type.name) {
                XCTAssertNotNil(index.viewControllerFacts(ofClass: type.name), "\(app): \(type.name)")
                viewControllers += 1
            }
        }
        XCTAssertGreaterThan(viewControllers, 100)
    }

    func testNetNewsWireBarButtonItemsFromCode() throws {
        let index = try appIndex("Ranchero-Software__NetNewsWire")
        // AccountInspectorViewController.swift:48: `let doneBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, ...
        // action: #selector(done))`, set as the left item; `done()` calls `dismiss(animated: true)` (line 66).
        let inspector = try XCTUnwrap(index.viewControllerFacts(ofClass: "AccountInspectorViewController"))
        let done = try XCTUnwrap(inspector.barButtonItems.first)
        XCTAssertEqual(done.label, .systemItem("done"))
        XCTAssertEqual(done.side, .left)
        XCTAssertEqual(done.dismisses, true)
        XCTAssertEqual(index.sources[done.location.file].position(at: done.location.span.start).line, 48)
        // iOS/ShareExtension/ShareViewController.swift:16 is a UINavigationController subclass (a
        // container, not a screen); Mac/ShareExtension/ShareViewController.swift:13, an
        // NSViewController of the same name, is the Mac target's and gives way.
        XCTAssertFalse(index.isViewController("ShareViewController"))
        XCTAssertTrue(index.isNavigationController("ShareViewController"))
        // Line 20: `viewControllers = [ShareAddFeedViewController()]` in the navigation subclass.
        XCTAssertTrue(index.isPlacedInNavigation("ShareAddFeedViewController"))
        // Line 56: `title = "NetNewsWire"`; line 57: a Cancel item whose `cancel(_:)` does not call
        // dismiss(animated:) but hands over to the extension context, which closes the
        // extension's sheet: code the reading does not follow, so whether it dismisses is unknown.
        let share = try XCTUnwrap(index.viewControllerFacts(ofClass: "ShareAddFeedViewController"))
        XCTAssertEqual(share.title?.text, "NetNewsWire")
        XCTAssertEqual(share.barButtonItems.map(\.label), [.systemItem("cancel"), .title("Add Feed")])
        XCTAssertEqual(share.barButtonItems.first.map(\.dismisses), .some(nil))
    }
}
