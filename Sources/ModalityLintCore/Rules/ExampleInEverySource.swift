/// A rule's example (a flow file) as each kind of source would report it: what `explain`
/// shows so that a team working in storyboards, SwiftUI, UIKit or Objective-C sees the
/// problem in its own words, not only in a flow file's keys.
///
/// The example's screens are taken as if that source had stated them, with the facts the
/// source never states left unknown, as its reader leaves them (a storyboard does not say
/// whether a scene edits people's content); where the rule then stays silent, the example
/// needs a fact that source does not state, and the entry has no message.
public enum ExampleInEverySource {
    public struct Report: Sendable, Equatable {
        /// `storyboard`, `SwiftUI`, `UIKit` or `Objective-C`.
        public var source: String
        /// The first message the rule gives on the example in that source, or nil.
        public var message: String?
    }

    public static func reports(of ruleID: String) -> [Report] {
        guard let rule = RuleRegistry.all.first(where: { $0.description.id == ruleID }),
              !rule.description.example.isEmpty else { return [] }
        let file = SourceFile(path: "\(ruleID).flow.yml", text: rule.description.example)
        let parsed = FlowParser.parse(file.bytes, as: FlowParser.syntaxKind(forPath: file.path))
        guard let document = FlowDecoder.decode(parsed.root, file: file).document else { return [] }
        let sources: [(name: String, path: String, unstated: Facts, isSwiftUI: Bool)] = [
            ("storyboard", "Main.storyboard", Facts.unstatedByStoryboards, false),
            // SwiftUI's reading states what a screen shows (a `VideoPlayer`, a `Form`).
            ("SwiftUI", "App.swift", UIKitFlowReader.unstatedByCode.subtracting(.content), true),
            ("UIKit", "App.swift", UIKitFlowReader.unstatedByCode, false),
            ("Objective-C", "App.m", UIKitFlowReader.unstatedByCode, false),
        ]
        return sources.map { source in
            var copy = document
            copy.origin = .code
            copy.sources = [SourceFile(path: source.path, text: rule.description.example)]
            copy.defaultNavigationBar = nil
            copy.defaultTransition = nil
            // A flow file's first screen is its entry; an app's readers name theirs (the
            // storyboard's initial controller, the `WindowGroup`'s view).
            if copy.entry == nil, let first = copy.screens.first { copy.entry = Located(first.id, at: first.idSpan) }
            for index in copy.screens.indices {
                copy.screens[index].unknownFacts.formUnion(source.unstated)
                copy.screens[index].isSwiftUI = source.isSwiftUI
            }
            let context = RuleContext(document: copy, graph: FlowGraph(document: copy), options: [:])
            rule.init().check(context)
            return Report(source: source.name, message: context.findings.first?.message)
        }
    }
}
