import XCTest
@testable import ModalityLintCore

/// Names are judged by their words in several readings (a heading label, a header view, a
/// device test, a segue shown to people): one splitter, so they agree on what a word is.
final class IdentifierWordsTests: XCTestCase {
    private func words(_ name: String) -> [String] { name.identifierWords.map(String.init) }

    func testCamelCaseSnakeCaseAndAcronyms() {
        XCTAssertEqual(words("titleLabel"), ["title", "Label"])
        XCTAssertEqual(words("UIHeaderView"), ["UI", "Header", "View"])
        XCTAssertEqual(words("isIPhone"), ["is", "I", "Phone"])
        XCTAssertEqual(words("showURL"), ["show", "URL"])
        XCTAssertEqual(words("show_settings-now.later x"), ["show", "settings", "now", "later", "x"])
        XCTAssertEqual(words("header2View"), ["header2", "View"])
        XCTAssertEqual(words("__private"), ["private"])
        XCTAssertEqual(words(""), [])
    }

    func testTheReadingsThatShareIt() {
        XCTAssertTrue(CodeDrawnHeadings.namesAHeading("UITitleLabel"))
        XCTAssertFalse(CodeDrawnHeadings.namesAHeading("subtitleLabel"))
        XCTAssertTrue(ViewSummaryScanner.namesAHeaderView("SheetHeader"))
        XCTAssertFalse(ViewSummaryScanner.namesAHeaderView("SectionHeaderView"))
        XCTAssertTrue(DeviceConditions.isDeviceName("isIPhone"))
        XCTAssertTrue(DeviceConditions.isDeviceName("IS_IPAD"))
        XCTAssertFalse(DeviceConditions.isDeviceName("isPaddingSet"))
        XCTAssertEqual(StoryboardControls.readable(identifier: "showURLPage"), "Show URL Page")
        XCTAssertEqual(StoryboardControls.readable(identifier: "show_settings"), "Show Settings")
    }
}
