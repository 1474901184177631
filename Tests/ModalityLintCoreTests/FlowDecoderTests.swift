import Foundation
import XCTest
@testable import ModalityLintCore

final class FlowDecoderTests: XCTestCase {
    // MARK: Helpers

    /// Decodes `text` (JSON, or YAML for a `.yml` path) and returns the document and the
    /// problems as `line:column: message`.
    private func decode(_ text: String, path: String = "test.flow.json") -> (FlowDocument?, [String]) {
        let file = SourceFile(path: path, text: text)
        let parsed = FlowParser.parse(file.bytes, as: FlowParser.syntaxKind(forPath: path))
        XCTAssertNil(parsed.error, "\(parsed.error.map(\.message) ?? "")")
        let (document, problems) = FlowDecoder.decode(parsed.root, file: file)
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
        // An empty JSON file is no JSON text (a parse error); an empty YAML file is an empty document.
        XCTAssertEqual(decode("", path: "empty.flow.yml").1, ["1:1: the flow file is empty; a flow file needs `app` and `screens`"])
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

    // MARK: YAML

    func testYAMLValuesAsYAML12ReadsThem() {
        let text = """
        app: Notes
        screens:
          editor:
            title:
            dismissGesture:
            message: 0x1F
            editsContent: yes
            loads: off
            presentation: fullscreen
            navigationBar: 2.50
            actions:
              - label: Done
                role: done
                dismiss: true
        """
        XCTAssertEqual(decode(text, path: "notes.flow.yml").1, [
            "4:5: `title` needs a value: a string",
            "5:5: `dismissGesture` needs a value: a dismiss gesture (`allowed`, `confirm`, `disabled`)",
            "6:14: `message` needs a string, not the number `0x1F`; quote it: `message: \"0x1F\"`",
            "7:19: `editsContent` needs `true` or `false`, not the string `yes`; write `editsContent: true`",
            "8:12: `loads` needs `true` or `false`, not the string `off`; write `loads: false`",
            "9:19: unknown presentation style `fullscreen` (did you mean `fullScreen`?)",
            "10:20: `navigationBar` needs a string, not the number `2.50`; quote it: `navigationBar: \"2.50\"`",
        ])
    }

    func testYAMLSpans() throws {
        let text = """
        app: Notes
        screens:
          library:
            title: |
              Notes
            actions:
              - label: New Note
                present: discard
              - { role: cancel, label: Keep }
          discard:
            kind: actionSheet
            actions: [{ label: Discard, role: destructive }, { label: Keep Editing, role: cancel }]
        """
        let (decoded, problems) = decode(text, path: "notes.flow.yml")
        XCTAssertEqual(problems, [])
        let document = try XCTUnwrap(decoded)
        let file = document.sources[0]
        XCTAssertEqual(file.position(at: document.screensKeySpan.start), SourcePosition(line: 2, column: 1))
        let library = document.screens[0]
        XCTAssertEqual(file.position(at: library.idSpan.start), SourcePosition(line: 3, column: 3))
        XCTAssertEqual(library.title?.value, "Notes\n")
        XCTAssertEqual(file.position(at: try XCTUnwrap(library.title).valueSpan.start), SourcePosition(line: 4, column: 12))
        let newNote = library.actions[0]
        XCTAssertEqual(file.position(at: newNote.span.start), SourcePosition(line: 7, column: 9))
        let present = try XCTUnwrap(newNote.present)
        XCTAssertEqual(file.position(at: present.keySpan.start), SourcePosition(line: 8, column: 9))
        XCTAssertEqual(file.position(at: present.valueSpan.start), SourcePosition(line: 8, column: 18))
        XCTAssertEqual(file.position(at: present.valueSpan.end), SourcePosition(line: 8, column: 25))
        XCTAssertEqual(file.position(at: library.actions[1].span.start), SourcePosition(line: 9, column: 11))
        XCTAssertEqual(document.screens[1].actions.map(\.labelText), ["Discard", "Keep Editing"])
        XCTAssertEqual(document.app?.value, "Notes")
    }

    // MARK: Robustness

    /// Random trees built from the format's own words never crash the decoder, and every
    /// problem points inside the file.
    func testRandomTreesNeverCrash() {
        var generator = SeededGenerator(seed: 0x5EED)
        let words = FlowFields.document.fieldNames + FlowFields.screen.fieldNames + FlowFields.action.fieldNames
            + ["disable", "all", "home", "editor", "alert", "actionSheet", "popover", "none", "yes", "", "bad id"]
            + NameSet.presentationStyle.names + NameSet.role.names
        let text = String(repeating: "x", count: 64)
        func span() -> ByteSpan {
            let start = Int.random(in: 0...64, using: &generator)
            return ByteSpan(start: start, end: Int.random(in: start...64, using: &generator))
        }
        func word() -> String { words.randomElement(using: &generator)! }
        func value(depth: Int) -> Node {
            switch Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &generator) {
            case 0: return Node(.null, span: span())
            case 1: return Node(.bool(Bool.random(using: &generator)), span: span())
            case 2: return Node(.integer(String(Int.random(in: -5...5, using: &generator))), span: span())
            case 3: return Node(.float(1.5), span: span())
            case 4: return Node(.string(word()), span: span())
            case 5: return Node(.sequence((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth + 1) }), span: span())
            default:
                let entries = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    MappingEntry(key: Int.random(in: 0..<10, using: &generator) == 0 ? value(depth: 9) : Node(.string(word()), span: span()),
                                 value: value(depth: depth + 1))
                }
                return Node(.mapping(entries), span: span())
            }
        }
        for _ in 0..<3_000 {
            var screens: [MappingEntry] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                screens.append(MappingEntry(key: Node(.string(word()), span: span()), value: value(depth: 1)))
            }
            var entries = [
                MappingEntry(key: Node(.string("app"), span: span()), value: value(depth: 3)),
                MappingEntry(key: Node(.string("screens"), span: span()), value: Node(.mapping(screens), span: span())),
            ]
            if Bool.random(using: &generator), case .mapping(let more) = value(depth: 0).value { entries += more }
            let file = SourceFile(path: "random.flow.yml", text: text)
            let (_, problems) = FlowDecoder.decode(Node(.mapping(entries), span: span()), file: file)
            for problem in problems {
                XCTAssertTrue(problem.span.start >= 0 && problem.span.end <= 64 && !problem.message.isEmpty)
                XCTAssertTrue(problem.message.first?.isUppercase == false, problem.message)
            }
        }
    }

    // MARK: Fixtures

    /// Each `Fixtures/invalid/X.flow.*` beside `X.expected`: the linter's `invalid-flow`
    /// lines, in the text format, are exactly the `invalid-flow` lines expected (the rules'
    /// findings, if any, are for the fixture runner to compare).
    func testInvalidFixtures() throws {
        let folder = Repository.root.appendingPathComponent("Fixtures/invalid")
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
        // A long chain of pushes with one misspelt id at the end: decoding (parsing aside)
        // takes about twice as long for twice the screens, not four times.
        func decodingTime(screens count: Int) -> (TimeInterval, Int) {
            // Built directly, so that only the decoder is timed.
            func scalar(_ text: String) -> Node { Node(.string(text), span: .at(0)) }
            var screens: [MappingEntry] = []
            for index in 0..<count {
                let action = Node(.mapping([
                    MappingEntry(key: scalar("label"), value: scalar("Next")),
                    MappingEntry(key: scalar("push"), value: scalar("s\(index + 1)")),
                ]), span: .at(0))
                let screen = Node(.mapping([MappingEntry(key: scalar("actions"), value: Node(.sequence([action]), span: .at(0)))]), span: .at(0))
                screens.append(MappingEntry(key: scalar("s\(index)"), value: screen))
            }
            let root = Node(.mapping([
                MappingEntry(key: scalar("app"), value: scalar("A")),
                MappingEntry(key: scalar("screens"), value: Node(.mapping(screens), span: .at(0))),
            ]), span: .at(0))
            let started = Date()
            let problems = FlowDecoder.decode(root, file: SourceFile(path: "big", text: "")).problems
            return (Date().timeIntervalSince(started), problems.count)
        }
        let (small, smallProblems) = decodingTime(screens: 10_000)
        let (large, largeProblems) = decodingTime(screens: 40_000)
        XCTAssertEqual(smallProblems, 1)
        XCTAssertEqual(largeProblems, 1)
        XCTAssertLessThan(large, max(small * 8, 0.5), "4x the screens took \(large / max(small, 1e-9))x the time")
    }
}

/// A deterministic generator, so that a failure can be reproduced.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
