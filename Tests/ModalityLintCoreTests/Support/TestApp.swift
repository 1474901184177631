@testable import ModalityLintCore

/// How a test judges a small app of its own: read as an app (storyboards and code) with every
/// rule on, as any configuration may turn them on, so a test sees each rule's finding.
enum TestApp {
    /// The result (diagnostics, uncertain notes, the document read) of an app made of
    /// `files`, each a path and its text.
    static func lint(_ files: [(String, String)]) -> AppLintResult {
        Linter(configuration: .everyRuleOn).lint(app: files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// The result of an app of one Swift file, `App.swift`.
    static func lint(_ source: String) -> AppLintResult {
        lint([("App.swift", source)])
    }

    /// The diagnostics of an app made of `files`, each a path and its text.
    static func diagnostics(_ files: [(String, String)]) -> [Diagnostic] {
        lint(files).diagnostics
    }

    /// The diagnostics of an app of one Swift file, `App.swift`.
    static func diagnostics(_ source: String) -> [Diagnostic] {
        lint(source).diagnostics
    }
}

extension Sequence where Element == Diagnostic {
    /// Each diagnostic (of `rule` only, when given) as "line rule": where it is and what it
    /// is about, the form most tests compare.
    func linesAndRules(of rule: String? = nil) -> [String] {
        filter { rule == nil || $0.ruleID == rule }.map { "\($0.start.line) \($0.ruleID)" }
    }
}
