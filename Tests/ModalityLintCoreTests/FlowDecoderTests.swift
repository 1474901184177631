import Foundation
import XCTest
@testable import ModalityLintCore

final class FlowDecoderTests: XCTestCase {
    // MARK: Helpers

    /// Decodes `text` (JSON) and returns the document and the problems as `line:column: message`.
    private func decode(_ text: String, path: String = "test.flow.json") -> (FlowDocument?, [String]) {
        let file = SourceFile(path: path, text: text)
        let root = DecoderTestTree.parse(text)
        let (document, problems) = FlowDecoder.decode(root, file: file)
        let lines = problems
            .sorted { $0.span.start < $1.span.start }
            .map { "\(file.position(at: $0.span.start)): \($0.message)" }
        return (document, lines)
    }

    private func problems(_ text: String) -> [String] { decode(text).1 }

    /// The byte offset of the `occurrence`-th (1-based) `needle` in `text`.
    private func offset(of needle: String, in text: String, occurrence: Int = 1) -> Int {
        var searchStart = text.startIndex
        var found = text.startIndex
        for _ in 0..<occurrence {
            let range = text.range(of: needle, range: searchStart..<text.endIndex)!
            found = range.lowerBound
            searchStart = range.upperBound
        }
        return text.utf8.distance(from: text.utf8.startIndex, to: found)
    }

    private let notes = """
    {
      "app": "Notes",
      "devices": ["iphone", "ipad"],
      "entry": "library",
      "defaults": {"transition": "coverVertical", "navigationBar": "standard"},
      "screens": {
        "library": {
          "title": "Notes",
          "container": "navigation",
          "actions": [
            {"label": "New Note", "present": "editor", "style": "pageSheet", "compact": "none"},
            {"label": "Settings", "push": "settings"}
          ]
        },
        "settings": {"title": "Settings", "content": ["form", "list"], "loads": true, "loadingIndicator": "spinner"},
        "editor": {
          "title": "New Note",
          "container": "navigation",
          "navigationBar": "standard",
          "editsContent": true,
          "dismissGesture": "confirm",
          "presentation": "formSheet",
          "transition": "crossDissolve",
          "lint": {"disable": ["all"]},
          "actions": [
            {"label": "Cancel", "role": "cancel", "dismiss": true, "confirm": "discard"},
            {"label": "Done", "role": "done", "dismiss": true}
          ]
        },
        "discard": {
          "kind": "actionSheet",
          "title": "Discard this note?",
          "message": "Your changes will be lost.",
          "actions": [
            {"label": "Discard Changes", "role": "destructive"},
            {"label": "Keep Editing", "role": "cancel"}
          ]
        }
      }
    }
    """

    // MARK: A valid document

    func testDecodesEveryFieldOfAValidDocument() throws {
        let (decoded, problems) = decode(notes)
        XCTAssertEqual(problems, [])
        let document = try XCTUnwrap(decoded)
        XCTAssertEqual(document.origin, .flowFile)
        XCTAssertEqual(document.sources.map(\.path), ["test.flow.json"])
        XCTAssertEqual(document.app?.value, "Notes")
        XCTAssertEqual(document.devices?.value, [.iphone, .ipad])
        XCTAssertEqual(document.entry?.value, "library")
        XCTAssertEqual(document.defaultTransition?.value, .coverVertical)
        XCTAssertEqual(document.defaultNavigationBar?.value, "standard")
        XCTAssertEqual(document.screens.map(\.id), ["library", "settings", "editor", "discard"])
        XCTAssertEqual(document.screensKeySpan.start, offset(of: "\"screens\"", in: notes))
        XCTAssertEqual(document.screensKeySpan.end, offset(of: "\"screens\"", in: notes) + 9)

        let library = document.screens[0]
        XCTAssertEqual(library.idSpan.start, offset(of: "\"library\": {", in: notes))
        XCTAssertEqual(library.file, 0)
        XCTAssertEqual(library.container?.value, .navigation)
        XCTAssertEqual(library.actions.count, 2)
        let newNote = library.actions[0]
        XCTAssertEqual(newNote.labelText, "New Note")
        XCTAssertEqual(newNote.span.start, offset(of: "\"label\": \"New Note\"", in: notes))
        XCTAssertEqual(newNote.present?.value, "editor")
        XCTAssertEqual(newNote.present?.keySpan.start, offset(of: "\"present\"", in: notes))
        XCTAssertEqual(newNote.present?.valueSpan.start, offset(of: "\"editor\", \"style\"", in: notes))
        XCTAssertEqual(newNote.style?.value, .pageSheet)
        XCTAssertEqual(newNote.compact?.value, CompactStyle.none)
        XCTAssertEqual(library.actions[1].push?.value, "settings")

        let settings = document.screens[1]
        XCTAssertEqual(settings.content?.value, [.form, .list])
        XCTAssertEqual(settings.loads?.value, true)
        XCTAssertEqual(settings.loadingIndicator?.value, .spinner)

        let editor = document.screens[2]
        XCTAssertEqual(editor.navigationBar?.value, "standard")
        XCTAssertEqual(editor.editsContent?.value, true)
        XCTAssertEqual(editor.dismissGesture?.value, .confirm)
        XCTAssertEqual(editor.presentation?.value, .formSheet)
        XCTAssertEqual(editor.transition?.value, .crossDissolve)
        XCTAssertEqual(editor.disabledRules.map(\.value), RuleRegistry.descriptions.map(\.id),
                       "`all` stands for every registered rule")
        XCTAssertEqual(editor.actions[0].role?.value, .cancel)
        XCTAssertEqual(editor.actions[0].dismiss?.value, true)
        XCTAssertEqual(editor.actions[0].confirm?.value, "discard")

        let discard = document.screens[3]
        XCTAssertEqual(discard.kind?.value, .actionSheet)
        XCTAssertEqual(discard.message?.value, "Your changes will be lost.")
        XCTAssertEqual(discard.actions.map(\.effectiveRole), [.destructive, .cancel])
    }

    func testScreenWithNothingAfterItsIDIsAnEmptyScreen() throws {
        let (document, problems) = decode(#"{"app": "A", "screens": {"home": null}}"#)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(try XCTUnwrap(document).screens.map(\.id), ["home"])
    }

    func testIDsMayNameScreensListedLater() {
        XCTAssertEqual(problems(#"{"app": "A", "entry": "b", "screens": {"a": {"actions": [{"label": "x", "push": "b"}]}, "b": {}}}"#), [])
    }

    // MARK: Unknown keys

    func testUnknownKeysAreReportedAtTheKeyWithASuggestion() {
        let text = """
        {"app": "A", "scrreens": 1, "screens": {"editor": {"titel": "x", "actions": [
          {"label": "Go", "presnt": "editor"}, {"lable": "y"}]},
          "b": {"lint": {"disabled": []}}},
         "defaults": {"transtion": "custom"}}
        """
        XCTAssertEqual(problems(text), [
            "1:14: unknown key `scrreens` in the document (did you mean `screens`?)",
            "1:52: unknown key `titel` in screen `editor` (did you mean `title`?)",
            "2:19: unknown key `presnt` in action `Go` of screen `editor` (did you mean `present`?)",
            "2:41: unknown key `lable` in action 2 of screen `editor` (did you mean `label`?)",
            "2:41: action 2 of screen `editor` has no `label`; add it: the visible button text.",
            "3:18: unknown key `disabled` in `lint` of screen `b` (did you mean `disable`?)",
            "4:15: unknown key `transtion` in `defaults` (did you mean `transition`?)",
        ])
    }

    func testUnknownKeyWithNothingCloseListsTheKnownKeys() {
        XCTAssertEqual(problems(#"{"app": "A", "screens": {"a": {"lint": {"xyzzy": 1}}}}"#), [
            "1:41: unknown key `xyzzy` in `lint` of screen `a`; expected one of `disable`",
        ])
    }

    // MARK: Wrong types and unknown values

    func testWrongTypesAreReportedAtTheValue() {
        let text = """
        {"app": 7, "screens": {"a": {
          "title": null, "message": 42, "navigationBar": true, "editsContent": "yes",
          "loads": "off", "kind": 3, "content": "video", "actions": {"label": "x"}
        }}}
        """
        XCTAssertEqual(problems(text), [
            "1:9: `app` needs a string, not the number `7`; quote it: `app: \"7\"`",
            "2:12: `title` needs a value: a string",
            "2:29: `message` needs a string, not the number `42`; quote it: `message: \"42\"`",
            "2:50: `navigationBar` needs a string, not `true`; quote it: `navigationBar: \"true\"`",
            "2:72: `editsContent` needs `true` or `false`, not the string `yes`; write `editsContent: true`",
            "3:12: `loads` needs `true` or `false`, not the string `off`; write `loads: false`",
            "3:27: `kind` needs a screen kind (`screen`, `alert`, `actionSheet`, `activityView`, `shareSheet`), not the number `3`",
            "3:41: `content` needs a list; write `content: [video]`",
            "3:61: `actions` needs a list of actions, not a mapping; start each action with `- `",
        ])
    }

    func testUnknownEnumValuesSuggestTheClosestName() {
        let text = """
        {"app": "A", "devices": ["iphone", "ipda", "iphone"], "screens": {"a": {
          "presentation": "fullscreen", "container": "tabbar", "content": ["vidoe", 4],
          "dismissGesture": "nope", "actions": [{"label": "x", "role": "canel", "present": "a", "compact": "no"}]
        }}}
        """
        XCTAssertEqual(problems(text), [
            "1:36: unknown device `ipda` (did you mean `ipad`?)",
            "1:44: `iphone` is listed twice in `devices`; remove one",
            "2:19: unknown presentation style `fullscreen` (did you mean `fullScreen`?)",
            "2:46: unknown container `tabbar` (did you mean `tabBar`?)",
            "2:68: unknown content kind `vidoe` (did you mean `video`?)",
            "2:77: each entry of `content` needs a content kind (`video`, `photo`, `camera`, `document`, `map`, `form`, `text`, `list`, `web`), not the number `4`",
            "3:21: unknown dismiss gesture `nope`; use one of `allowed`, `confirm`, `disabled`",
            "3:64: unknown role `canel` (did you mean `cancel`?)",
            "3:100: unknown compact style `no` (did you mean `none`?)",
        ])
    }

    func testEmptyDevicesAndEmptyLabel() {
        XCTAssertEqual(problems(#"{"app": "A", "devices": [], "screens": {"a": {"actions": [{"label": " "}]}}}"#), [
            "1:25: `devices` is empty; list one or more of `iphone`, `ipad`, or remove it",
            "1:69: `label` is empty; write the text people see",
        ])
    }

    // MARK: Screen ids

    func testIDsThatNameNoScreen() {
        let text = """
        {"app": "A", "entry": "hom", "screens": {"home": {"actions": [
          {"label": "a", "present": "edtor"}, {"label": "b", "push": "zzzzzz"}, {"label": "c", "confirm": 1}
        ]}, "editor": {}}}
        """
        XCTAssertEqual(problems(text), [
            "1:23: `entry: hom` names no screen (did you mean `home`?)",
            "2:29: `present: edtor` names no screen (did you mean `editor`?)",
            "2:62: `push: zzzzzz` names no screen; add `zzzzzz` under `screens` or name one of its screens",
            "2:99: `confirm` needs a screen id, not the number `1`",
        ])
    }

    func testScreenIDsMustBeNamesOfLettersDigitsAndPunctuation() throws {
        let (document, problems) = decode(#"{"app": "A", "screens": {"my screen": {}, "ok-1.two_3": {}}}"#)
        XCTAssertEqual(problems, [
            "1:26: screen id `my screen` may hold only letters, digits, `-`, `_` and `.`; rename it",
        ])
        XCTAssertEqual(try XCTUnwrap(document).screens.map(\.id), ["my screen", "ok-1.two_3"])
    }

    func testConfirmMustNameAnAlertOrActionSheet() {
        let text = """
        {"app": "A", "screens": {"a": {"actions": [{"label": "x", "confirm": "b"}, {"label": "y", "confirm": "c"}]},
         "b": {}, "c": {"kind": "alert"}}}
        """
        XCTAssertEqual(problems(text), [
            "1:70: `confirm: b` names a plain screen, not an alert or action sheet; give `b` `kind: alert` or `kind: actionSheet`, or confirm with another screen",
        ])
    }

    // MARK: Actions

    func testPresentAndPushTogetherKeepTheFirst() throws {
        let text = #"{"app": "A", "screens": {"a": {"actions": [{"label": "x", "push": "a", "present": "a"}]}}}"#
        let (document, problems) = decode(text)
        XCTAssertEqual(problems, [
            "1:72: action `x` of screen `a` has both `push` and `present`; an action either presents or pushes a screen, so remove one",
        ])
        let action = try XCTUnwrap(document).screens[0].actions[0]
        XCTAssertEqual(action.push?.value, "a")
        XCTAssertNil(action.present)
    }

    func testPresentationDetailsWithoutPresent() {
        let text = """
        {"app": "A", "screens": {"a": {"actions": [
          {"label": "x", "style": "popover", "push": "a"},
          {"label": "y", "transition": "custom", "compact": "none"},
          {"label": "z", "present": "nowhere", "style": "popover"}
        ]}}}
        """
        XCTAssertEqual(problems(text), [
            "2:18: `style` has no effect on a `push`; remove it, or show the screen with `present`",
            "3:18: `transition` only applies to a `present`; remove it, or add `present:` with the screen to show",
            "3:42: `compact` only applies to a `present`; remove it, or add `present:` with the screen to show",
            "4:29: `present: nowhere` names no screen; add `nowhere` under `screens` or name one of its screens",
        ])
    }

    func testActionsThatAreNotMappings() {
        XCTAssertEqual(problems(#"{"app": "A", "screens": {"a": {"actions": ["Done", {}]}}}"#), [
            "1:44: action 1 of screen `a` needs a mapping with a `label` (such as `- { label: Done, dismiss: true }`), not the string `Done`",
            "1:52: action 2 of screen `a` is empty; give it a `label`",
        ])
    }

    func testActionSpanIsItsFirstKey() throws {
        let text = #"{"app": "A", "screens": {"a": {"actions": [{"role": "done", "label": "Done", "dismiss": true}]}}}"#
        let action = try XCTUnwrap(decode(text).0).screens[0].actions[0]
        XCTAssertEqual(action.span.start, offset(of: "\"role\"", in: text))
        XCTAssertEqual(action.label?.keySpan.start, offset(of: "\"label\"", in: text))
        XCTAssertEqual(action.label?.valueSpan.start, offset(of: "\"Done\"", in: text))
    }

    // MARK: lint.disable

    func testUnknownRuleIDs() {
        let text = #"{"app": "A", "screens": {"a": {"lint": {"disable": ["al", "invalid-flow", "zzzzzzzzzzzz", 3]}}}}"#
        XCTAssertEqual(problems(text), [
            "1:53: unknown rule `al` (did you mean `all`?)",
            "1:59: `invalid-flow` cannot be disabled; fix the problems it reports instead",
            "1:75: unknown rule `zzzzzzzzzzzz`; `modality-lint rules` lists the rule ids",
            "1:91: each entry of `disable` needs a rule id, not the number `3`",
        ])
    }

    func testEveryRegisteredRuleIDCanBeDisabled() throws {
        let ids = RuleRegistry.descriptions.map(\.id)
        let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
        let (document, problems) = decode(#"{"app": "A", "screens": {"a": {"lint": {"disable": [\#(list)]}}}}"#)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(try XCTUnwrap(document).screens[0].disabledRules.map(\.value), ids)
    }

    // MARK: The document as a whole

    func testMissingAppAndScreens() {
        let (document, problems) = decode(#"{"devices": ["ipad"]}"#)
        XCTAssertNil(document)
        XCTAssertEqual(problems, [
            "1:1: the document has no `app`; add it: the app or feature name.",
            "1:1: the document has no `screens`; add it: screen id to screen. Ids are letters, digits, `-`, `_` and `.`.",
        ])
    }

    func testNothingWorthLinting() {
        XCTAssertNil(decode("[1, 2]").0)
        XCTAssertEqual(problems("[1, 2]"), ["1:1: a flow file must be a mapping with `app` and `screens`, not a list"])
        XCTAssertEqual(decode("").1, ["1:1: the flow file is empty; a flow file needs `app` and `screens`"])
        XCTAssertNil(decode(#"{"app": "A", "screens": {}}"#).0)
        XCTAssertEqual(problems(#"{"app": "A", "screens": {}}"#), ["1:25: `screens` is empty; add at least one screen"])
        XCTAssertEqual(problems(#"{"app": "A", "screens": ["a"]}"#), [
            "1:25: `screens` needs a mapping of screen id to screen, not a list",
        ])
        XCTAssertEqual(problems(#"{"app": "A", "screens": {"a": "Home"}}"#), [
            "1:31: screen `a` needs a mapping of its fields (such as `title:`), not the string `Home`",
        ])
    }

    func testKeepsDecodingAfterProblems() throws {
        let text = #"{"app": "A", "screens": {"a": {"kind": "alrt", "title": "T", "actions": [{"label": "OK", "dismis": true}]}}}"#
        let (decoded, problems) = decode(text)
        XCTAssertEqual(problems.count, 2)
        let screen = try XCTUnwrap(decoded).screens[0]
        XCTAssertNil(screen.kind, "a wrong value is left out")
        XCTAssertEqual(screen.title?.value, "T")
        XCTAssertEqual(screen.actions.map(\.labelText), ["OK"])
    }

    func testNonStringKeys() {
        XCTAssertEqual(problems(#"{"app": "A", "screens": {"a": {}}, "7": 1}"#).count, 1)
        let root = Node(.mapping([
            MappingEntry(key: Node(.string("app"), span: ByteSpan(start: 0, end: 3)), value: Node(.string("A"), span: ByteSpan(start: 5, end: 6))),
            MappingEntry(key: Node(.integer("7"), span: ByteSpan(start: 7, end: 8)), value: Node(.null, span: ByteSpan(start: 9, end: 9))),
            MappingEntry(key: Node(.string("screens"), span: ByteSpan(start: 10, end: 17)), value: Node(.mapping([
                MappingEntry(key: Node(.integer("404"), span: ByteSpan(start: 19, end: 22)), value: Node(.null, span: ByteSpan(start: 23, end: 23))),
                MappingEntry(key: Node(.string("b"), span: ByteSpan(start: 24, end: 25)), value: Node(.null, span: ByteSpan(start: 26, end: 26))),
            ]), span: ByteSpan(start: 19, end: 26))),
        ]), span: ByteSpan(start: 0, end: 26))
        let file = SourceFile(path: "t", text: "app: A\n7:\nscreens:\n404:\nb:\n")
        let (document, unsorted) = FlowDecoder.decode(root, file: file)
        let problems = unsorted.sorted { $0.span.start < $1.span.start }
        XCTAssertEqual(problems.map(\.span.start), [7, 19])
        XCTAssertEqual(problems.map(\.message), [
            "key `7` in the document is the number `7`; keys are field names such as `app`",
            "screen id `404` is read as the number `404`; quote it (`\"404\"`) or use letters",
        ])
        XCTAssertEqual(document?.screens.map(\.id), ["b"])
    }

    // MARK: Fixtures

    /// Each `Fixtures/invalid/X.flow.*` beside `X.expected`: the linter's `invalid-flow`
    /// lines, in the text format, are exactly the `invalid-flow` lines expected (the rules'
    /// findings, if any, are for the fixture runner to compare).
    func testInvalidFixtures() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = repository.appendingPathComponent("Fixtures/invalid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".flow.yml") || $0.hasSuffix(".flow.yaml") || $0.hasSuffix(".flow.json") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 4)
        for name in names {
            let relative = "Fixtures/invalid/" + name
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            let file = SourceFile(path: relative, bytes: Array(bytes))
            let diagnostics = Linter().lint(file)
            let report = LintReport(diagnostics: diagnostics, files: [relative])
            let actual = TextReporter().render(report, style: ReportStyle())
                .split(separator: "\n").map(String.init)
                .filter { $0.hasSuffix("[\(BuiltinDiagnostic.invalidFlow)]") }
            let stem = name.replacingOccurrences(of: #"\.flow\.(yml|yaml|json)$"#, with: "", options: .regularExpression)
            let expectedText = try String(contentsOf: folder.appendingPathComponent(stem + ".expected"), encoding: .utf8)
            let expected = expectedText.split(separator: "\n").map(String.init)
                .filter { $0.hasSuffix("[\(BuiltinDiagnostic.invalidFlow)]") }
            XCTAssertFalse(expected.isEmpty, relative)
            XCTAssertEqual(actual, expected, relative)
        }
    }

    func testLinearInTheNumberOfScreens() {
        // A long chain of pushes with one misspelt id at the end: decoding stays fast.
        var screens: [String] = []
        for index in 0..<20_000 {
            screens.append(#""s\#(index)": {"actions": [{"label": "Next", "push": "s\#(index + 1)"}]}"#)
        }
        let text = #"{"app": "A", "screens": {\#(screens.joined(separator: ", "))}}"#
        let started = Date()
        let problems = problems(text)
        XCTAssertEqual(problems.count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}

/// A small JSON reader with byte spans, enough for these tests' documents.
enum DecoderTestTree {
    static func parse(_ text: String) -> Node? {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        guard reader.index < reader.bytes.count else { return nil }
        return reader.value()
    }

    struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() -> Node {
            skipSpace()
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [MappingEntry] = []
                skipSpace()
                while bytes[index] != UInt8(ascii: "}") {
                    let key = value()
                    skipSpace()
                    index += 1 // :
                    let item = value()
                    entries.append(MappingEntry(key: key, value: item))
                    skipSpace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                }
                index += 1
                return Node(.mapping(entries), span: ByteSpan(start: start, end: index))
            case UInt8(ascii: "["):
                index += 1
                var items: [Node] = []
                skipSpace()
                while bytes[index] != UInt8(ascii: "]") {
                    items.append(value())
                    skipSpace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                }
                index += 1
                return Node(.sequence(items), span: ByteSpan(start: start, end: index))
            case UInt8(ascii: "\""):
                index += 1
                while bytes[index] != UInt8(ascii: "\"") { index += 1 }
                index += 1
                let text = String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
                return Node(.string(text), span: ByteSpan(start: start, end: index))
            default:
                while index < bytes.count, !" ,]}\n".utf8.contains(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                let span = ByteSpan(start: start, end: index)
                switch word {
                case "true": return Node(.bool(true), span: span)
                case "false": return Node(.bool(false), span: span)
                case "null": return Node(.null, span: span)
                default:
                    if word.contains(".") { return Node(.float(Double(word) ?? 0), span: span) }
                    return Node(.integer(word), span: span)
                }
            }
        }
    }
}
