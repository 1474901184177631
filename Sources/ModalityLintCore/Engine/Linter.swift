/// The pipeline from bytes to diagnostics: parse, decode, build the graph, run the
/// enabled rules, drop what is suppressed, sort.
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints one flow file: JSON when its path ends in `.json`, YAML otherwise.
    public func lint(_ file: SourceFile) -> [Diagnostic] {
        lint(file, as: FlowParser.syntaxKind(forPath: file.path))
    }

    public func lint(_ file: SourceFile, as kind: SyntaxKind) -> [Diagnostic] {
        let parsed = FlowParser.parse(file.bytes, as: kind)
        if let error = parsed.error {
            return [Linter.diagnostic(
                in: file, span: error.span, severity: .error, ruleID: BuiltinDiagnostic.parseError,
                message: error.message, subject: "")]
        }
        let (document, problems) = FlowDecoder.decode(parsed.root, file: file)
        var diagnostics = problems.map {
            Linter.diagnostic(
                in: file, span: $0.span, severity: .error, ruleID: BuiltinDiagnostic.invalidFlow,
                message: $0.message, subject: "")
        }
        if let document {
            diagnostics += lint(document: document)
        }
        return diagnostics.sorted(by: Diagnostic.ordered)
    }

    /// Runs the enabled rules over a decoded document (a flow file or storyboards).
    public func lint(document: FlowDocument) -> [Diagnostic] {
        let graph = FlowGraph(document: document)
        var diagnostics: [Diagnostic] = []
        var seen = Set<PlaceKey>()
        for ruleType in RuleRegistry.all {
            let description = ruleType.description
            guard configuration.isEnabled(description) else { continue }
            let context = RuleContext(
                document: document, graph: graph, options: configuration.options(of: description))
            ruleType.init().check(context)
            let severity = configuration.severity(of: description)
            for finding in context.findings {
                if let screen = finding.screen,
                   document.screens[screen].disabledRules.contains(where: { $0.value == description.id }) {
                    continue
                }
                // One diagnostic per rule and place, however many paths lead there.
                guard seen.insert(PlaceKey(rule: description.id, file: finding.file, span: finding.span)).inserted
                else { continue }
                diagnostics.append(Linter.diagnostic(
                    in: document.sources[finding.file], span: finding.span,
                    severity: finding.severity ?? severity, ruleID: description.id,
                    message: finding.message, subject: finding.subject))
            }
        }
        return diagnostics.sorted(by: Diagnostic.ordered)
    }

    private struct PlaceKey: Hashable {
        var rule: String
        var file: Int
        var span: ByteSpan
    }

    static func diagnostic(
        in file: SourceFile, span: ByteSpan, severity: Severity, ruleID: String, message: String,
        subject: String
    ) -> Diagnostic {
        Diagnostic(
            file: file.path, start: file.position(at: span.start), end: file.position(at: span.end),
            severity: severity, ruleID: ruleID, message: message, subject: subject)
    }
}
