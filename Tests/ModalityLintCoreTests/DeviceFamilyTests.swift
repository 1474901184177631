import XCTest
@testable import ModalityLintCore

/// The devices an app runs on, from its project's `TARGETED_DEVICE_FAMILY` (round 37: an
/// expense tracker, iPhone only, whose "popover" profile screen is a sheet there): a popover
/// that adapts is no popover on an iPhone-only app, and an action sheet on an iPad-only app
/// is a popover, closed by a tap outside (`DeviceFamilies`).
final class DeviceFamilyTests: XCTestCase {
    /// The small project of `SDKDefaultStyleTests`, its app target's configurations setting
    /// `appSettings`.
    private func devices(appSettings: String, projectTarget: String = "15.0", files: [String: String] = [:]) -> Set<Device>? {
        let text = SDKDefaultStyleTests.project(upgrade: "1500", projectTarget: projectTarget, appSettings: appSettings)
        let membership = TargetMembership(projects: [.init(path: "/p/App.xcodeproj", bytes: Array(text.utf8))], packageRoots: [])
        return membership.appDevices { files[$0].map { Array($0.utf8) } }
    }

    func testTheAppTargetsSayWhichDevices() {
        XCTAssertEqual(devices(appSettings: "TARGETED_DEVICE_FAMILY = 1; "), [.iphone])
        XCTAssertEqual(devices(appSettings: "TARGETED_DEVICE_FAMILY = 2; "), [.ipad])
        XCTAssertEqual(devices(appSettings: "TARGETED_DEVICE_FAMILY = \"1,2\"; "), [.iphone, .ipad])
        XCTAssertEqual(devices(appSettings: "TARGETED_DEVICE_FAMILY = \"1,6\"; "), [.iphone], "Mac Catalyst is neither")
    }

    /// The near misses: a value left to Xcode, set for one SDK only, through a variable, or
    /// in an `.xcconfig` the folder does not hold: unknown, so both.
    func testAValueNotStatedInFullLeavesTheDevicesUnknown() {
        XCTAssertNil(devices(appSettings: ""))
        XCTAssertNil(devices(appSettings: "\"TARGETED_DEVICE_FAMILY[sdk=iphoneos*]\" = 1; "))
        XCTAssertNil(devices(appSettings: "TARGETED_DEVICE_FAMILY = \"$(FAMILY)\"; "))
    }

    private let popoverApp = """
        import UIKit
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Profile"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            }
            @objc func close() { dismiss(animated: true) }
            @objc func editProfile() {
                let editor = EditProfileViewController()
                present(UINavigationController(rootViewController: editor), animated: true)
            }
        }
        final class EditProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Edit Profile"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            }
            @objc func cancel() { dismiss(animated: true) }
        }
        final class HomeViewController: UIViewController {
            @objc func showProfile() {
                let profile = ProfileViewController()
                profile.modalPresentationStyle = .popover
                present(profile, animated: true)
            }
        }

        """

    private func rules(_ source: String, devices: Set<Device>?) -> [String] {
        var linter = Linter(configuration: .everyRuleOn)
        linter.configuration.appDevices = devices
        return linter.lint(app: [SourceFile(path: "App.swift", text: source)]).diagnostics.map(\.ruleID)
    }

    /// On an app for both devices the profile is a popover on iPad, and its editor a modal
    /// over it; on an iPhone-only app the profile adapts to a sheet (its delegate could keep
    /// it a popover, so whether it is one is open): nothing is said of a popover.
    func testAPopoverOnAnIPhoneOnlyAppIsNoPopover() {
        XCTAssertTrue(rules(popoverApp, devices: nil).contains("no-modal-over-popover"))
        XCTAssertFalse(rules(popoverApp, devices: [.iphone]).contains("no-modal-over-popover"))
    }

    private let actionSheetApp = """
        import UIKit
        final class LibraryViewController: UIViewController {
            @objc func share(_ sender: UIBarButtonItem) {
                let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
                sheet.addAction(UIAlertAction(title: "Send as Message", style: .default))
                sheet.popoverPresentationController?.barButtonItem = sender
                present(sheet, animated: true)
            }
        }

        """

    /// On an iPad-only app an action sheet is a popover, whose Cancel the system leaves out.
    /// The near miss: the same sheet on an app that runs on iPhone needs its Cancel.
    func testAnActionSheetOnAnIPadOnlyAppNeedsNoCancel() {
        XCTAssertFalse(rules(actionSheetApp, devices: [.ipad]).contains("action-sheet-cancel"))
        XCTAssertTrue(rules(actionSheetApp, devices: [.iphone, .ipad]).contains("action-sheet-cancel"))
    }
}
