import Foundation
import XCTest
@testable import ModalityLintCore

/// Advice fits the source and the screen (the rule catalogue, third edition): every rule's
/// message, rendered for every kind of source, speaks a flow file's keys only for flow
/// files, gives bar advice (a toolbar item, a bar button item, a navigation title) only for
/// a screen that shows a navigation bar, and never names a button by a placeholder.
final class MessagesFitTheSourceTests: XCTestCase {
    /// Flow-file keys as advice writes them: in code or Interface Builder they mean nothing.
    static let flowKeys = [
        "`dismiss: true`", "{ label:", "`role: ", "`style: ", "`present:", "`push:", "`confirm:", "`compact: ",
        "`transition: ", "`navigationBar: ", "`dismissGesture: ", "`loadingIndicator: ", "`shownOn:", "`editsContent",
        "defaults.", "role `",
    ]
    /// Swift's spellings, which Objective-C code cannot take: an argument label list, a
    /// leading-dot enum case, Swift's `true`, SwiftUI.
    static let swiftOnly = ["(title:", "(animated:", "= .", "= true", "`.", "dismiss()", "Button(", "ToolbarItem"]
    /// Advice that only a screen showing a navigation bar can follow.
    static let barAdvice = ["ToolbarItem", "bar button item", "navigation item", ".navigationTitle", "shown in the navigation bar"]

    struct Rendered {
        var source: AdviceSource
        var rule: String
        var message: String
        var showsBar: Bool
    }

    /// Every rule over `document`, with whether each finding's screen shows a bar.
    private func render(_ document: FlowDocument, as source: AdviceSource) -> [Rendered] {
        let graph = FlowGraph(document: document)
        var rendered: [Rendered] = []
        for rule in RuleRegistry.all {
            let context = RuleContext(document: document, graph: graph, options: [:])
            rule.init().check(context)
            for finding in context.findings {
                let bar = finding.screen.map { context.showsNavigationBar($0) } ?? false
                rendered.append(Rendered(source: source, rule: rule.description.id, message: finding.message, showsBar: bar))
            }
        }
        return rendered
    }

    /// Each rule's own example, as written (a flow file) and as if a storyboard, SwiftUI,
    /// UIKit or Objective-C code had stated the same screens, with the facts those sources
    /// never state left unknown, as their readers leave them.
    private func examplesInEverySource() throws -> [Rendered] {
        var rendered: [Rendered] = []
        for description in RuleRegistry.descriptions where !description.example.isEmpty {
            let file = SourceFile(path: "\(description.id).flow.yml", text: description.example)
            let parsed = FlowParser.parse(file.bytes, as: FlowParser.syntaxKind(forPath: file.path))
            guard let document = FlowDecoder.decode(parsed.root, file: file).document else {
                XCTFail("\(description.id)'s example does not decode")
                continue
            }
            rendered += render(document, as: .flowFile)
            for (source, path, unstated) in [
                (AdviceSource.storyboard, "Main.storyboard", Facts.unstatedByStoryboards),
                (.swiftUI, "App.swift", UIKitFlowReader.unstatedByCode), (.uikit, "App.swift", UIKitFlowReader.unstatedByCode),
                (.objectiveC, "App.m", UIKitFlowReader.unstatedByCode),
            ] {
                var copy = document
                copy.origin = .code
                copy.sources = [SourceFile(path: path, text: description.example)]
                copy.defaultNavigationBar = nil
                copy.defaultTransition = nil
                for index in copy.screens.indices {
                    copy.screens[index].unknownFacts.formUnion(unstated)
                    copy.screens[index].isSwiftUI = source == .swiftUI
                }
                rendered += render(copy, as: source)
            }
        }
        return rendered
    }

    /// The fixture apps (storyboards with their Swift and Objective-C code, SwiftUI apps).
    private func fixtureApps() throws -> [Rendered] {
        var rendered: [Rendered] = []
        let root = Repository.root.appendingPathComponent("Fixtures")
        let folders = try ["projects", "markdown", "storyboards"].flatMap { group -> [URL] in
            let url = root.appendingPathComponent(group)
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .map { url.appendingPathComponent($0) }
                .filter { var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0.path, isDirectory: &folder) && folder.boolValue }
        }
        for folder in folders {
            var files: [SourceFile] = []
            let walker = FileManager.default.enumerator(atPath: folder.path)
            while let relative = walker?.nextObject() as? String {
                guard [.storyboard, .swift, .objc].contains(SourceKind(path: relative)),
                      let text = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8) else { continue }
                files.append(SourceFile(path: relative, text: text))
            }
            guard let document = AppReader.read(files).document else { continue }
            let graph = FlowGraph(document: document)
            for rule in RuleRegistry.all {
                let context = RuleContext(document: document, graph: graph, options: [:])
                rule.init().check(context)
                for finding in context.findings {
                    guard let screen = finding.screen else { continue }
                    rendered.append(Rendered(
                        source: context.adviceSource(ofScreen: screen), rule: rule.description.id,
                        message: finding.message, showsBar: context.showsNavigationBar(screen)))
                }
            }
        }
        return rendered
    }

    func testEveryRulesMessageFitsEverySource() throws {
        let rendered = try examplesInEverySource() + fixtureApps()
        // Every rule was rendered for a source other than a flow file, most for several.
        let outsideFlowFiles = Set(rendered.filter { $0.source != .flowFile }.map(\.rule))
        XCTAssertGreaterThanOrEqual(outsideFlowFiles.count, 15, "\(outsideFlowFiles.sorted())")
        for item in rendered where item.source != .flowFile {
            for key in Self.flowKeys where item.message.contains(key) {
                XCTFail("\(item.rule) (\(item.source)) speaks the flow-file key \(key): \(item.message)")
            }
        }
        for item in rendered where !item.showsBar && item.source != .flowFile {
            for advice in Self.barAdvice where item.message.contains(advice) {
                XCTFail("\(item.rule) (\(item.source)) gives bar advice (\(advice)) for a screen with no bar: \(item.message)")
            }
        }
        for item in rendered where item.source == .objectiveC {
            for spelling in Self.swiftOnly where item.message.contains(spelling) {
                XCTFail("\(item.rule) (Objective-C) speaks Swift (\(spelling)): \(item.message)")
            }
        }
        for item in rendered {
            XCTAssertFalse(item.message.contains("'Button'"), "\(item.rule): \(item.message)")
            XCTAssertFalse(item.message.contains("'Bar button item'"), "\(item.rule): \(item.message)")
        }
    }
}
