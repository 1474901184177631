import XCTest
@testable import ModalityLintCore

/// The UIKit reading of code (the ReadingAnApp article): view controllers as screens, what their
/// methods present and push, the alerts and activity views they build, in Swift and
/// Objective-C; and what stays unknown when the code does not say it.
final class UIKitFlowReaderTests: XCTestCase {
    private func flow(_ files: [(String, String)]) -> CodeFlow {
        CodeReading.read(files.map { SourceFile(path: $0.0, text: $0.1) }, firstFileIndex: 0).flow
    }

    private func screen(_ flow: CodeFlow, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CodeScreen {
        let index = try XCTUnwrap(flow.index(ofScreenNamed: name), "no screen \(name)", file: file, line: line)
        return flow.screens[index]
    }

    private func text(_ source: String, _ place: CodePlace?) -> String? {
        place.map { String(decoding: Array(source.utf8)[$0.span.start..<$0.span.end], as: UTF8.self) }
    }

    func testPresentResolvesInitialisersNavigationRootsAndStyles() throws {
        let source = """
        class ListViewController: UITableViewController {
            func edit() {
                let editor = EditorViewController()
                editor.modalPresentationStyle = .formSheet
                editor.modalTransitionStyle = .crossDissolve
                present(editor, animated: true)
            }
            func settings() {
                navigationController?.present(UINavigationController(rootViewController: SettingsViewController.init()), animated: true)
            }
            func detail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        class EditorViewController: UIViewController {}
        class SettingsViewController: UIViewController {
            override func viewDidLoad() { modalPresentationStyle = .pageSheet }
        }
        class DetailViewController: UIViewController {}
        class RootNavigationController: UINavigationController {}
        """
        let read = flow([("List.swift", source)])
        XCTAssertNil(read.index(ofScreenNamed: "RootNavigationController"), "a navigation controller is a container")
        let list = try screen(read, "ListViewController")
        XCTAssertEqual(list.actions.map(\.label), ["Edit", "Settings", "Detail"])
        let edit = list.actions[0]
        XCTAssertEqual(edit.target, .screen("EditorViewController"))
        XCTAssertEqual(edit.edge, .present)
        XCTAssertEqual(text(source, edit.edgePlace), "present")
        XCTAssertEqual(edit.style, .formSheet)
        XCTAssertEqual(edit.transition, .crossDissolve)
        XCTAssertEqual(edit.dismisses, false)
        // Inside a navigation controller the presented controller is the navigation
        // controller, whose style is its own (automatic); UIKit's default transition.
        let settings = list.actions[1]
        XCTAssertEqual(settings.target, .screen("SettingsViewController"))
        XCTAssertEqual(settings.style, .automatic)
        XCTAssertEqual(settings.transition, .coverVertical)
        XCTAssertEqual(try screen(read, "SettingsViewController").container?.kind, .navigation)
        XCTAssertEqual(try screen(read, "SettingsViewController").presentation?.value, .pageSheet)
        let detail = list.actions[2]
        XCTAssertEqual(detail.edge, .push)
        XCTAssertEqual(detail.target, .screen("DetailViewController"))
        XCTAssertEqual(text(source, detail.edgePlace), "pushViewController")
    }

    func testAnUnknownTargetStaysUnknownAndAHelperPresentsForItsCallers() throws {
        let read = flow([("A.swift", """
        class HostViewController: UIViewController {
            func show(_ controller: UIViewController) { present(controller, animated: true) }
            func showMade() { present(makeController(), animated: true) }
            func other(_ child: UIViewController) { child.present(EditorViewController(), animated: true) }
        }
        class EditorViewController: UIViewController {}
        enum AlertHelper {
            static func showError(on controller: UIViewController) {
                let alert = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)
                controller.present(alert, animated: true)
            }
        }
        extension UIViewController {
            func presentShare(_ items: [Any]) {
                present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
            }
        }
        """)])
        let host = try screen(read, "HostViewController")
        XCTAssertEqual(host.actions.count, 2, "another controller's present is not this screen's")
        for action in host.actions {
            XCTAssertNil(action.target)
            XCTAssertTrue(action.unknownFacts.contains(.target))
        }
        // Presentations on a controller handed in or reached: at a stand-in for the callers,
        // which is no screen; what they present is read, and its transition is not compared.
        let other = try screen(read, "HostViewController.other")
        XCTAssertTrue(other.isUnnamedPresenter)
        XCTAssertTrue(other.unknownFacts.isSuperset(of: Facts.everyScreenFact))
        XCTAssertEqual(other.actions.first?.target, .screen("EditorViewController"))
        XCTAssertTrue(other.actions.first?.unknownFacts.contains(.transition) == true)
        let helper = try screen(read, "AlertHelper.showError")
        XCTAssertTrue(helper.isUnnamedPresenter)
        guard case .screen(let alertName)? = helper.actions.first?.target else { return XCTFail("the helper's alert is its target") }
        XCTAssertEqual(try screen(read, alertName).kind, .alert)
        XCTAssertEqual(try screen(read, alertName).title?.text, "Error")
        let extensionMethod = try screen(read, "UIViewController.presentShare")
        guard case .screen(let shareName)? = extensionMethod.actions.first?.target else { return XCTFail("an extension's share sheet") }
        XCTAssertEqual(try screen(read, shareName).kind, .activityView)
    }

    func testAContainerControllerLeavesItsTitleAndButtonsToItsChild() throws {
        let read = flow([("A.swift", """
        class Wrapper: UIViewController {
            let child: UIViewController
            init(child: UIViewController) { self.child = child; super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() { addChild(child); view.addSubview(child.view) }
        }
        class Plain: UIViewController {}
        """)])
        XCTAssertTrue(try screen(read, "Wrapper").unknownFacts.isSuperset(of: [.title, .actions]))
        XCTAssertFalse(try screen(read, "Plain").unknownFacts.contains(.actions))
    }

    func testAlertsAndActionSheetsWithTheirActions() throws {
        let source = """
        class ListViewController: UIViewController {
            func ask() {
                let cancelTitle = NSLocalizedString("Cancel", comment: "")
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
                sheet.addAction(delete)
                sheet.addAction(UIAlertAction(title: cancelTitle, style: .cancel))
                present(sheet, animated: true)
            }
            func warn() {
                let alert = UIAlertController(title: "Saved".localize(), message: "Done.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self.present(alert, animated: true, completion: nil)
            }
            func choose(_ names: [String]) {
                let alert = UIAlertController(title: name, message: nil, preferredStyle: .alert)
                for name in names { alert.addAction(UIAlertAction(title: name, style: .default)) }
                present(alert, animated: true)
            }
            func helper() {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction.cancel())
                present(alert, animated: true)
            }
            func handedOver() {
                let alert = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
                configure(alert)
                present(alert, animated: true)
            }
            func failed(_ error: Error) {
                present(UIAlertController(with: error), animated: true)
            }
            func share() {
                present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
            }
        }
        """
        let read = flow([("List.swift", source)])
        let sheet = try screen(read, "ListViewController.ask.actionSheet")
        XCTAssertEqual(sheet.kind, .actionSheet)
        XCTAssertNil(sheet.title)
        XCTAssertEqual(text(source, sheet.place), "UIAlertController")
        XCTAssertEqual(sheet.actions.map(\.label), ["Delete", "Cancel"])
        XCTAssertEqual(sheet.actions.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(sheet.actions.map(\.dismisses), [true, true])
        XCTAssertEqual(text(source, sheet.actions[0].place), "UIAlertAction")
        XCTAssertFalse(sheet.unknownFacts.contains(.actions))

        let alert = try screen(read, "ListViewController.warn.alert")
        XCTAssertEqual(alert.title?.text, "Saved")
        XCTAssertEqual(alert.actions.map(\.role), [.default])

        let looped = try screen(read, "ListViewController.choose.alert")
        XCTAssertTrue(looped.unknownFacts.contains(.actions))
        XCTAssertNotNil(looped.title, "a title set from a value is a title")
        XCTAssertNil(looped.title?.text)
        // An action made where the reading does not follow is one action, of unknown role.
        let helper = try screen(read, "ListViewController.helper.alert")
        XCTAssertEqual(helper.actions.count, 1)
        XCTAssertTrue(helper.actions[0].unknownFacts.contains(.role))
        XCTAssertTrue(try screen(read, "ListViewController.handedOver.alert").unknownFacts.contains(.actions))
        XCTAssertEqual(try screen(read, "ListViewController.share.activityView").kind, .activityView)
        // The app's own convenience initialiser may set everything: only the kind of
        // controller is known.
        let failed = try screen(read, "ListViewController.failed.alert")
        XCTAssertTrue(failed.unknownFacts.isSuperset(of: [.kind, .title, .actions]))
        let list = try screen(read, "ListViewController")
        XCTAssertEqual(list.actions.first?.target, .screen("ListViewController.ask.actionSheet"))
        XCTAssertNil(list.actions.first?.transition, "a system modal's transition is its own")
    }

    func testStoryboardScenesHostedViewsSystemControllersAndCoordinators() throws {
        let read = flow([("A.swift", """
        class HomeViewController: UIViewController {
            func settings() {
                let navigation = storyboard!.instantiateViewController(withIdentifier: "SettingsNav") as! UINavigationController
                present(navigation, animated: true)
            }
            func account() {
                let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! UINavigationController
                let account = navigation.topViewController as! AccountViewController
                present(navigation, animated: true)
            }
            func about() { present(UIHostingController(rootView: NavigationStack { AboutView() }), animated: true) }
            func web() { present(SFSafariViewController(url: url), animated: true) }
            func safe() {
                guard let safari = SFSafariViewController.safeSafariViewController(url) else { return }
                present(safari, animated: true)
            }
            func flag() { present(SFSafariViewController.isAvailable(url), animated: true) }
        }
        extension SFSafariViewController {
            static func safeSafariViewController(_ url: URL) -> SFSafariViewController? { nil }
            static func isAvailable(_ url: URL) -> Bool { true }
        }
        class AccountViewController: UIViewController {}
        final class Coordinator {
            private var root: HomeViewController!
            func showHelp() { root.present(HelpViewController(), animated: true) }
        }
        class HelpViewController: UIViewController {}
        """)])
        let home = try screen(read, "HomeViewController")
        XCTAssertEqual(home.actions.map(\.target), [
            .storyboardIdentifier("SettingsNav"), .screen("AccountViewController"), .screen("AboutView"),
            .screen("SFSafariViewController"), .screen("SFSafariViewController"), nil, .screen("HelpViewController"),
        ])
        XCTAssertEqual(home.actions.last?.label, "Show Help")
        // The system's controller is a screen whose contents the code does not show.
        XCTAssertEqual(try screen(read, "SFSafariViewController").unknownFacts, .everyScreenFact)
    }

    func testPopoversThatRefuseToAdapt() throws {
        let read = flow([("A.swift", """
        class GalleryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            func filters() {
                let filters = FiltersViewController()
                filters.modalPresentationStyle = .popover
                filters.popoverPresentationController?.delegate = self
                present(filters, animated: true)
            }
            func plain() {
                let filters = FiltersViewController()
                filters.modalPresentationStyle = .popover
                present(filters, animated: true)
            }
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { return .none }
        }
        class FiltersViewController: UIViewController {}
        """)])
        let gallery = try screen(read, "GalleryViewController")
        XCTAssertEqual(gallery.actions.map(\.style), [.popover, .popover])
        XCTAssertEqual(gallery.actions.map(\.compact), [CompactStyle.none, nil])
        // The advice names the delegate method the class declares (round 20, phyphox), not
        // the overload with a trait collection.
        XCTAssertEqual(gallery.actions.map(\.compactMethod), ["adaptivePresentationStyle(for:)", nil])
    }

    func testScreenFactsOfAClassNoStoryboardNames() throws {
        let read = flow([("A.swift", """
        class EditorViewController: UIViewController {
            override func viewDidLoad() {
                isModalInPresentation = true
                modalTransitionStyle = .flipHorizontal
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
            }
            @objc func cancel() { dismiss(animated: true) }
            @objc func done() { delegate?.editorDidFinish() }
        }
        class PanelViewController: UIHostingController<AnyView> {}
        class ListViewController: UIViewController {
            func panel() { present(UINavigationController(rootViewController: PanelViewController()), animated: true) }
            func editor() { present(UINavigationController(rootViewController: EditorViewController()), animated: true) }
        }
        class TipsViewController: UIViewController {
            override func viewDidLoad() {
                let close = UIButton(type: .close)
                close.addTarget(self, action: #selector(close), for: .touchUpInside)
            }
        }
        """)])
        let editor = try screen(read, "EditorViewController")
        XCTAssertEqual(editor.dismissGesture?.value, .disabled)
        XCTAssertEqual(editor.transition?.value, .flipHorizontal)
        XCTAssertTrue(editor.unknownFacts.isSuperset(of: [.loads, .content]))
        // Every source of its views is read and none takes typing: it holds no typed work
        // (TypedTextClosureTests); a hosted SwiftUI view's fields are not read here.
        XCTAssertEqual(editor.editsContent?.value, false)
        XCTAssertTrue(try screen(read, "PanelViewController").unknownFacts.contains(.editsContent))
        // Under a navigation bar a missing title is known to be missing; a hosted SwiftUI
        // view may set its own.
        XCTAssertNil(editor.title)
        XCTAssertFalse(editor.unknownFacts.contains(.title))
        XCTAssertTrue(try screen(read, "PanelViewController").unknownFacts.contains(.title))
        XCTAssertFalse(editor.unknownFacts.contains(.actions))
        XCTAssertEqual(editor.actions.map(\.label), ["Cancel", "Done"])
        XCTAssertEqual(editor.actions.map(\.role), [.cancel, .done])
        // Done that hands over to a delegate may close the view there: unknown, not false.
        XCTAssertEqual(editor.actions.map(\.dismisses), [true, nil])
        XCTAssertTrue(try screen(read, "TipsViewController").unknownFacts.contains(.actions), "a UIButton the reading does not follow")
    }

    func testObjectiveCPresentsPushesAndAlerts() throws {
        let source = """
        @implementation ListViewController
        - (void)compose {
            ComposerViewController *composer = [[ComposerViewController alloc] init];
            composer.modalPresentationStyle = UIModalPresentationFormSheet;
            [self presentViewController:composer animated:YES completion:nil];
        }
        - (void)settings {
            UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:[[SettingsViewController alloc] init]];
            [self presentViewController:navigation animated:YES completion:nil];
            [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
        }
        - (void)ask {
            UIAlertController *sheet = [UIAlertController alertControllerWithTitle:@"Sort" message:nil preferredStyle:UIAlertControllerStyleActionSheet];
            [sheet addAction:[UIAlertAction actionWithTitle:@"By Date" style:UIAlertActionStyleDefault handler:nil]];
            [self presentViewController:sheet animated:YES completion:nil];
        }
        @end
        """
        let read = flow([
            ("List.h", "@interface ListViewController : UIViewController\n@end\n"),
            ("List.m", source),
            ("Others.h", """
            @interface ComposerViewController : UIViewController
            @end
            @interface SettingsViewController : UIViewController
            @end
            @interface DetailViewController : UIViewController
            @end
            """),
        ])
        let list = try screen(read, "ListViewController")
        XCTAssertEqual(list.actions.map(\.target), [
            .screen("ComposerViewController"), .screen("SettingsViewController"), .screen("DetailViewController"),
            .screen("ListViewController.ask.actionSheet"),
        ])
        XCTAssertEqual(list.actions.map(\.edge), [.present, .present, .push, .present])
        XCTAssertEqual(list.actions[0].style, .formSheet)
        XCTAssertEqual(list.actions[1].style, .automatic)
        XCTAssertEqual(text(source, list.actions[0].edgePlace), "presentViewController")
        let sheet = try screen(read, "ListViewController.ask.actionSheet")
        XCTAssertEqual(sheet.title?.text, "Sort")
        XCTAssertEqual(sheet.actions.map(\.label), ["By Date"])
        XCTAssertEqual(sheet.actions.map(\.role), [.default])
    }

    func testCodeOnNonIOSBranchesIsLeftOut() throws {
        let read = flow([("A.swift", """
        class ListViewController: UIViewController {
            func show() {
                #if os(macOS)
                present(EditorViewController(), animated: true)
                #else
                navigationController?.pushViewController(EditorViewController(), animated: true)
                #endif
            }
        }
        class EditorViewController: UIViewController {}
        """)])
        XCTAssertEqual(try screen(read, "ListViewController").actions.map(\.edge), [.push])
    }
}
