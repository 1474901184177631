import XCTest
@testable import ModalityLintCore

final class StoryboardFlowFileWriterTests: XCTestCase {
    private let tricky = [
        "yes", "No", "null", "~", "true", "FALSE", "on", "1.0", "42", "-1", ".inf", "0x1F", "+1",
        "#tag", "a: b", "a:b", "C#", "- item", "? key", "[list]", "{map}", "*alias", "&anchor", "!tag",
        "|", ">", "'single'", "\"double\"", "%directive", "@at", "`tick`", " leading", "trailing ",
        "line\nbreak", "tab\there", "back\\slash", "Done:", "bell\u{07}", "nel\u{85}", "完了", "New Note",
    ]

    func testScalarsThatCouldReadAsSomethingElseAreQuoted() {
        XCTAssertEqual(FlowFileWriter.scalar("New Note"), "New Note")
        XCTAssertEqual(FlowFileWriter.scalar("完了"), "完了")
        XCTAssertEqual(FlowFileWriter.scalar("Sign-Up_2.v"), "Sign-Up_2.v")
        XCTAssertEqual(FlowFileWriter.scalar("yes"), "\"yes\"")
        XCTAssertEqual(FlowFileWriter.scalar("null"), "\"null\"")
        XCTAssertEqual(FlowFileWriter.scalar("1.0"), "\"1.0\"")
        XCTAssertEqual(FlowFileWriter.scalar("#tag"), "\"#tag\"")
        XCTAssertEqual(FlowFileWriter.scalar("a: b"), "\"a: b\"")
        XCTAssertEqual(FlowFileWriter.scalar(""), "\"\"")
        // (An empty label is not a valid action, so the read-back list below leaves it out.)
        XCTAssertEqual(FlowFileWriter.scalar("say \"hi\"\n"), "\"say \\\"hi\\\"\\n\"")
        XCTAssertEqual(FlowFileWriter.scalar("bell\u{07}"), "\"bell\\x07\"")
        XCTAssertEqual(FlowFileWriter.scalar("nel\u{85}"), "\"nel\\u0085\"")
        for text in tricky where text != "New Note" && text != "完了" {
            XCTAssertTrue(FlowFileWriter.scalar(text).hasPrefix("\""), text)
        }
    }

    func testWritesEveryFieldInTheFlowFormat() {
        let span = ByteSpan.at(0)
        var editor = Screen(id: "editor", idSpan: span)
        editor.title = Located("New Note", at: span)
        editor.container = Located(.navigation, at: span)
        editor.presentation = Located(.formSheet, at: span)
        editor.transition = Located(.crossDissolve, at: span)
        editor.editsContent = Located(true, at: span)
        editor.dismissGesture = Located(.confirm, at: span)
        editor.content = Located([.text, .photo], at: span)
        var cancel = Action(span: span, label: Located("Cancel", at: span))
        cancel.role = Located(.cancel, at: span)
        cancel.dismiss = Located(true, at: span)
        cancel.confirm = Located("discard", at: span)
        var photo = Action(span: span, label: Located("yes", at: span))
        photo.present = Located("viewer", at: span)
        photo.style = Located(.popover, at: span)
        photo.compact = Located(.none, at: span)
        editor.actions = [cancel, photo]
        var discard = Screen(id: "discard", idSpan: span)
        discard.kind = Located(.actionSheet, at: span)
        discard.title = Located("Discard this note?", at: span)
        let viewer = Screen(id: "viewer", idSpan: span)
        let document = FlowDocument(
            sources: [SourceFile(path: "notes.flow.yml", text: "")], app: Located("Notes", at: span),
            devices: Located([.iphone], at: span), entry: Located("editor", at: span),
            defaultTransition: Located(.coverVertical, at: span), screens: [editor, discard, viewer])
        XCTAssertEqual(FlowFileWriter().write(document), """
        app: Notes
        devices: [iphone]
        entry: editor
        defaults:
          transition: coverVertical
        screens:
          editor:
            title: New Note
            container: navigation
            presentation: formSheet
            transition: crossDissolve
            content: [text, photo]
            editsContent: true
            dismissGesture: confirm
            actions:
              - label: Cancel
                role: cancel
                dismiss: true
                confirm: discard
              - label: "yes"
                present: viewer
                style: popover
                compact: none
          discard:
            title: Discard this note?
            kind: actionSheet
          viewer: {}

        """)
    }

    /// Every tricky label reads back as exactly itself through the project's YAML parser.
    func testTrickyLabelsReadBackExactly() throws {
        let span = ByteSpan.at(0)
        var screen = Screen(id: "null", idSpan: span)
        screen.title = Located("1.0", at: span)
        screen.actions = tricky.map { Action(span: span, label: Located($0, at: span)) }
        let document = FlowDocument(sources: [SourceFile(path: "x.flow.yml", text: "")], screens: [screen])
        let yaml = FlowFileWriter(appName: "on").write(document)
        let parsed = FlowParser.parse(Array(yaml.utf8), as: .yaml)
        if parsed.error?.message == "parser not implemented" {
            throw XCTSkip("the YAML parser is not merged into this build yet")
        }
        XCTAssertNil(parsed.error, "\(parsed.error?.message ?? "")\n\(yaml)")
        let (decoded, problems) = FlowDecoder.decode(parsed.root, file: SourceFile(path: "x.flow.yml", text: yaml))
        XCTAssertTrue(problems.isEmpty, "\(problems.map(\.message))\n\(yaml)")
        XCTAssertEqual(decoded?.app?.value, "on")
        XCTAssertEqual(decoded?.screens.first?.id, "null")
        XCTAssertEqual(decoded?.screens.first?.title?.value, "1.0")
        XCTAssertEqual(decoded?.screens.first?.actions.map(\.labelText), tricky)
    }
}
