/// A screen of an app run that no rule judged, and why, placed for people to find.
public struct UnjudgedScreen: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// The scene's class is the app's own and its code is not in the run.
        case classNotInRun(className: String)
        /// Nothing shows the scene.
        case deadScene
        /// A code file that declares or extends the screen's type does not lex.
        case codeNotRead(file: String)
    }

    public var screen: String
    public var file: String
    public var position: SourcePosition
    public var reason: Reason
}

/// A code file that does not lex. Code is read only for facts, so it never fails a run:
/// its facts are unknown, and the summary and the JSON report say so.
public struct UnreadCodeFile: Sendable, Hashable {
    public var file: String
    /// Where the lexer first stopped making sense of it.
    public var position: SourcePosition
    public var message: String
}

/// What linting an app's storyboards and code gives: the diagnostics, and the screens no
/// rule could judge (the summary counts them; the JSON report lists them).
public struct AppLintResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var unjudged: [UnjudgedScreen]
    /// What the rules would report if the open facts were as feared (`--show-uncertain`),
    /// each message ending with why the facts are open; never counted as problems.
    public var uncertain: [Diagnostic]
    public var unreadCode: [UnreadCodeFile]
    /// Storyboard manual segues that nothing performs, left unread (dead UI).
    public var deadSegueCount: Int
    /// Methods nothing calls and no control is connected to, left unread (dead UI).
    public var deadMethodCount: Int = 0
    /// SwiftUI view types that present or push and that nothing names, left unread (dead UI).
    public var deadViewTypeCount: Int = 0
    /// The files read, in the order the document holds them.
    public var sources: [SourceFile]
    /// The app's graph, for reports that draw it; nil when nothing could be read.
    public var document: FlowDocument?
    /// Problems silenced by suppressions.
    public var suppressedCount: Int
}

extension Linter {
    /// Lints the storyboards, Swift and Objective-C files of one app as one graph: a
    /// storyboard that does not parse is a `parse-error` at its place; a code file that does
    /// not lex is read for no facts (`unreadCode`), and the rest is read.
    public func lint(app files: [SourceFile]) -> AppLintResult {
        let reading = AppReader.readApp(files, readsSwiftUI: configuration.readsSwiftUI, lintsDebugCode: configuration.lintsDebugCode,
                                        buildConditions: configuration.buildConditions,
                                        filesMadeForSDKsBeforeiOS13: configuration.filesMadeForSDKsBeforeiOS13)
        var diagnostics = reading.problems.map {
            Linter.diagnostic(
                in: $0.file, span: $0.span, severity: .error, ruleID: BuiltinDiagnostic.parseError,
                message: $0.message, subject: "")
        }
        var unjudged: [UnjudgedScreen] = []
        var suppressedCount = 0
        var ruleDiagnostics: [Diagnostic] = []
        var uncertain: [Diagnostic] = []
        if let document = reading.document {
            let outcome = outcome(of: document)
            suppressedCount = outcome.suppressedCount
            ruleDiagnostics = outcome.diagnostics
            uncertain = uncertainProblems(in: document, besides: outcome.diagnostics)
            for note in document.screensNotJudged {
                let file = document.sources[note.place.file]
                let reason: UnjudgedScreen.Reason
                switch note.reason {
                case .classNotInRun(let name): reason = .classNotInRun(className: name)
                case .deadScene: reason = .deadScene
                case .codeNotRead(let path): reason = .codeNotRead(file: path)
                }
                unjudged.append(UnjudgedScreen(
                    screen: note.screen, file: file.path, position: file.position(at: note.place.span.start), reason: reason))
            }
        }
        // `// modality-lint:` comments in Swift and Objective-C files silence what is
        // reported in those files, as `#` comments do in flow files; a misspelt or unused
        // one is reported even when the run found nothing.
        var byFile = Dictionary(grouping: ruleDiagnostics, by: \.file)
        for (fileIndex, comments) in reading.suppressionComments.sorted(by: { $0.key < $1.key }) {
            let file = reading.sources[fileIndex]
            let directives = SuppressionDirectives(comments: comments, in: file)
            let (kept, suppressed) = directives.applyCounting(to: byFile[file.path] ?? [], configuration: configuration)
            byFile[file.path] = kept
            suppressedCount += suppressed
        }
        diagnostics += byFile.values.joined()
        let unreadCode = reading.unreadCode.map {
            UnreadCodeFile(file: $0.file.path, position: $0.file.position(at: $0.span.start), message: $0.message)
        }
        return AppLintResult(
            diagnostics: diagnostics.sorted(by: Diagnostic.ordered), unjudged: unjudged, uncertain: uncertain,
            unreadCode: unreadCode,
            deadSegueCount: reading.document?.deadSegues.count ?? 0, deadMethodCount: reading.deadMethodCount, deadViewTypeCount: reading.deadViewTypeCount,
            sources: reading.sources, document: reading.document, suppressedCount: suppressedCount)
    }
}

extension Linter {
    /// The problems the rules find once the open facts are feared, that they do not find
    /// as the app was read: one per rule and subject.
    func uncertainProblems(in document: FlowDocument, besides reported: [Diagnostic]) -> [Diagnostic] {
        let known = Set(reported.map { "\($0.ruleID)\u{0}\($0.subject)" })
        let catalogueRules = Set(RuleRegistry.descriptions.map(\.id))
        var seen = Set<String>()
        var result: [Diagnostic] = []
        for var diagnostic in outcome(of: UncertainProblems.feared(document)).diagnostics where catalogueRules.contains(diagnostic.ruleID) {
            let key = "\(diagnostic.ruleID)\u{0}\(diagnostic.subject)"
            guard !known.contains(key), seen.insert(key).inserted else { continue }
            diagnostic.severity = .info
            diagnostic.message += " (uncertain: \(UncertainProblems.reason(for: diagnostic.subject, rule: diagnostic.ruleID, in: document)))"
            diagnostic.evidence = []
            result.append(diagnostic)
        }
        return result
    }
}
