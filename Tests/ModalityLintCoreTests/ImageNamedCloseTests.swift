import XCTest
@testable import ModalityLintCore

/// A bar button item that shows only an image is named by that image: an asset named for
/// closing (`NavbarClose`, `ic_close`) on an item that dismisses is the screen's Close, so a
/// text editor in a sheet whose X throws the typing away is `confirm-before-discard`
/// (HalloApp's group name editor, blind round 24). Near misses: the same X asking first, an
/// image whose name only contains the letters (`closedLock`), and an X that dismisses nothing.
final class ImageNamedCloseTests: XCTestCase {
    private func editor(image: String, close: String = "dismiss(animated: true)") -> [(String, String)] {
        [("App/EditName.swift", """
            import UIKit
            final class GroupViewController: UIViewController {
                override func viewDidLoad() {
                    title = "Group"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
                }
                @objc func edit() {
                    present(UINavigationController(rootViewController: EditNameViewController()), animated: true)
                }
            }
            final class EditNameViewController: UIViewController {
                private let textView = UITextView()
                override func viewDidLoad() {
                    navigationItem.title = "Group Name"
                    view.addSubview(textView)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: self, action: #selector(save))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "\(image)"), style: .plain, target: self, action: #selector(closeAction))
                }
                @objc private func closeAction() { \(close) }
                @objc private func save() { Groups.rename(to: textView.text); dismiss(animated: true) }
            }

            """)]
    }

    private func discards(_ files: [(String, String)]) -> [String] {
        TestApp.lint(files).diagnostics.filter { $0.ruleID == "confirm-before-discard" }.map { "\($0.file):\($0.start.line):\($0.message)" }
    }

    func testAnImageNamedForClosingIsTheClose() {
        for name in ["NavbarClose", "ic_close_white", "closeButton", "xmark"] {
            let found = discards(editor(image: name))
            XCTAssertTrue(found.contains { $0.hasPrefix("App/EditName.swift:17:") && $0.contains("the '\(name)' symbol button closes 'EditNameViewController'") }, "\(name): \(found)")
        }
    }

    func testTheWordsOfAnImageName() {
        XCTAssertEqual(ButtonWords.role(forImageNamed: "NavbarClose"), .close)
        XCTAssertEqual(ButtonWords.role(forImageNamed: "btn-dismiss"), .close)
        XCTAssertEqual(ButtonWords.role(forImageNamed: "xmark.circle.fill"), .close)
        // SF Symbols' older X (round 37: a dividend tracker's `ExitButton`).
        XCTAssertEqual(ButtonWords.role(forImageNamed: "x.circle.fill"), .close)
        XCTAssertNil(ButtonWords.role(forImageNamed: "x"), "a lone letter names nothing")
        XCTAssertEqual(ButtonWords.role(forImageNamed: "iconCancel"), .cancel)
        // Only whole words: a closed lock, an enclosure, a cancellation policy say nothing.
        XCTAssertNil(ButtonWords.role(forImageNamed: "closedLock"))
        XCTAssertNil(ButtonWords.role(forImageNamed: "enclose"))
        XCTAssertNil(ButtonWords.role(forImageNamed: "cancellation"))
        XCTAssertNil(ButtonWords.role(forImageNamed: "backArrow"))
    }

    func testNearMisses() {
        // The X asks before it throws the typing away: only the swipe is left.
        let asks = discards(editor(image: "NavbarClose", close: """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in self.dismiss(animated: true) })
                    sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                    present(sheet, animated: true)
            """))
        XCTAssertFalse(asks.contains { $0.hasPrefix("App/EditName.swift:17:") }, "\(asks)")
        // A name that only holds the letters is no Close.
        XCTAssertFalse(discards(editor(image: "closedLock")).contains { $0.hasPrefix("App/EditName.swift:17:") })
        // An X that closes nothing (it clears the field) is no Close.
        XCTAssertFalse(discards(editor(image: "NavbarClose", close: "textView.text = \"\"")).contains { $0.hasPrefix("App/EditName.swift:17:") })
    }
}
