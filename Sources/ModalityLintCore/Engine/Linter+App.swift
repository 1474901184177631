/// A screen of an app run that no rule judged, and why, placed for people to find.
public struct UnjudgedScreen: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// The scene's class is the app's own and its code is not in the run.
        case classNotInRun(className: String)
        /// Nothing shows the scene.
        case deadScene
    }

    public var screen: String
    public var file: String
    public var position: SourcePosition
    public var reason: Reason
}

/// What linting an app's storyboards and code gives: the diagnostics, and the screens no
/// rule could judge (the summary counts them; the JSON report lists them).
public struct AppLintResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var unjudged: [UnjudgedScreen]
    /// The files read, in the order the document holds them.
    public var sources: [SourceFile]
    /// The app's graph, for reports that draw it; nil when nothing could be read.
    public var document: FlowDocument?
    /// Problems silenced by suppressions.
    public var suppressedCount: Int
}

extension Linter {
    /// Lints the storyboards, Swift and Objective-C files of one app as one graph: files
    /// that do not parse or lex are `parse-error`s at their place, and the rest is read.
    public func lint(app files: [SourceFile]) -> AppLintResult {
        let (document, problems) = AppReader.read(files)
        var diagnostics = problems.map {
            Linter.diagnostic(
                in: $0.file, span: $0.span, severity: .error, ruleID: BuiltinDiagnostic.parseError,
                message: $0.message, subject: "")
        }
        var unjudged: [UnjudgedScreen] = []
        var suppressedCount = 0
        if let document {
            let outcome = outcome(of: document)
            diagnostics += outcome.diagnostics
            suppressedCount = outcome.suppressedCount
            for note in document.screensNotJudged {
                let file = document.sources[note.place.file]
                let reason: UnjudgedScreen.Reason
                switch note.reason {
                case .classNotInRun(let name): reason = .classNotInRun(className: name)
                case .deadScene: reason = .deadScene
                }
                unjudged.append(UnjudgedScreen(
                    screen: note.screen, file: file.path, position: file.position(at: note.place.span.start), reason: reason))
            }
        }
        return AppLintResult(
            diagnostics: diagnostics.sorted(by: Diagnostic.ordered), unjudged: unjudged,
            sources: document?.sources ?? files, document: document, suppressedCount: suppressedCount)
    }
}
