import XCTest
@testable import ModalityLintCore

/// One cause, one diagnostic, across rules: a task modal whose one problem is a missing way
/// out draws `modal-dismiss-button` only, not also `safe-exit` (the Cancel it would ask for)
/// or `confirm-before-discard`'s swipe clause (the swipe is the only way out), in a flow
/// file, a storyboard and SwiftUI alike. With a way out, the other rules speak again.
final class OneCauseOneDiagnosticTests: XCTestCase {
    private func rules(_ files: [(String, String)]) -> [String] {
        Linter().lint(app: files.map { SourceFile(path: $0.0, text: $0.1) }).diagnostics.map(\.ruleID).sorted()
    }

    private func flow(editorActions: String) -> String {
        """
        app: Notes
        screens:
          library:
            title: Notes
            actions:
              - label: New Note
                present: editor
          editor:
            title: New Note
            editsContent: true
            dismissGesture: allowed
            actions:
              - label: Next
                push: review
        \(editorActions)
          review:
            title: Review
            actions:
              - label: Save
                role: done
                dismiss: true
        """
    }

    private func rules(flow text: String) -> [String] {
        Linter().lint(SourceFile(path: "notes.flow.yml", text: text)).map(\.ruleID).sorted()
    }

    func testFlowFile() {
        XCTAssertEqual(rules(flow: flow(editorActions: "")), ["modal-dismiss-button"])
        // Near miss: a Done of its own, and the other causes come back, each once.
        let withDone = flow(editorActions: "      - { label: Done, role: done, dismiss: true }")
        XCTAssertEqual(rules(flow: withDone), ["confirm-before-discard", "safe-exit"])
    }

    func testSwiftUI() {
        func source(_ toolbar: String) -> String {
            """
            import SwiftUI
            struct LibraryView: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        List { Text("Notes") }
                            .navigationTitle("Notes")
                            .toolbar { Button("New Note") { composing = true } }
                            .sheet(isPresented: $composing) { EditorView() }
                    }
                }
            }
            struct EditorView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var text = ""
                var body: some View {
                    NavigationStack {
                        TextEditor(text: $text)
                            .navigationTitle("New Note")
                            \(toolbar)
                    }
                }
            }
            """
        }
        XCTAssertEqual(rules([("Notes.swift", source(""))]), ["modal-dismiss-button"])
        let withCancel = source(".toolbar { ToolbarItem(placement: .cancellationAction) { Button(\"Cancel\") { dismiss() } } }")
        XCTAssertEqual(rules([("Notes.swift", withCancel)]), ["confirm-before-discard", "confirm-before-discard"])
    }

    func testStoryboard() {
        func storyboard(_ editorItems: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="lib">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="lib" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <button id="b1"><state key="normal" title="New Note"/>
                                    <connections><segue destination="nav" kind="presentation" id="seg1"/></connections>
                                </button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="nb"/>
                            <connections><segue destination="ed" kind="relationship" relationship="rootViewController" id="seg2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="ed" sceneMemberID="viewController">
                            <view key="view" id="v2"><subviews>
                                <button id="b2"><state key="normal" title="Next"/>
                                    <connections><segue destination="rev" kind="show" id="seg3"/></connections>
                                </button>
                            </subviews></view>
                            <navigationItem key="navigationItem" title="New Note" id="ni1">\(editorItems)</navigationItem>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="rev" sceneMemberID="viewController">
                            <view key="view" id="v3"/>
                            <navigationItem key="navigationItem" title="Review" id="ni2">
                                <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="bb1">
                                    <connections><segue destination="lib" kind="unwind" unwindAction="saved:" id="seg4"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        }
        XCTAssertEqual(rules([("Main.storyboard", storyboard(""))]), ["modal-dismiss-button"])
        // Near miss: a Save that closes the editor, and the missing Cancel is safe-exit's. (A
        // plain Done there, over nothing edited, would itself be the safe way out.)
        let withDone = """
            <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="bb2">
                <connections><segue destination="lib" kind="unwind" unwindAction="done:" id="seg5"/></connections>
            </barButtonItem>
            """
        XCTAssertEqual(rules([("Main.storyboard", storyboard(withDone))]), ["safe-exit"])
    }
}
