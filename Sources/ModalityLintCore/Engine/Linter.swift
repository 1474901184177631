/// What linting one input yields, beyond its diagnostics: the document they are about
/// (reports that draw the flow need it) and how many problems suppressions silenced
/// (reports count them without listing them).
public struct LintOutcome: Sendable {
    /// Sorted by `Diagnostic.ordered`.
    public var diagnostics: [Diagnostic]
    /// nil when the input could not be read as a flow.
    public var document: FlowDocument?
    /// Problems silenced by `lint: { disable: }` and by comment directives.
    public var suppressedCount: Int
    /// For each of `diagnostics` (same order), the screen, action and presentations it is
    /// about, when a rule reported it: what comments on a class or at a presenting call
    /// silence (`ScreenSuppressions`). Empty when not computed.
    var anchors: [SuppressionAnchor?] = []
    /// The rules' `excluded:` patterns that silenced something.
    public var usedExclusions: Set<LintConfiguration.ExcludedPath> = []

    public init(diagnostics: [Diagnostic], document: FlowDocument? = nil, suppressedCount: Int = 0) {
        self.diagnostics = diagnostics
        self.document = document
        self.suppressedCount = suppressedCount
    }
}

/// The pipeline from bytes to diagnostics: parse, decode, build the graph, run the
/// enabled rules, drop what is suppressed, sort.
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints one flow file: JSON when its path ends in `.json`, YAML otherwise.
    public func lint(_ file: SourceFile) -> [Diagnostic] {
        outcome(of: file).diagnostics
    }

    public func lint(_ file: SourceFile, as kind: SyntaxKind) -> [Diagnostic] {
        outcome(of: file, as: kind).diagnostics
    }

    /// Runs the enabled rules over a decoded document (a flow file or storyboards).
    public func lint(document: FlowDocument) -> [Diagnostic] {
        outcome(of: document).diagnostics
    }

    /// Lints one flow file, keeping what reports that draw the flow need: the document
    /// and the number of problems suppressions silenced.
    public func outcome(of file: SourceFile) -> LintOutcome {
        outcome(of: file, as: FlowParser.syntaxKind(forPath: file.path))
    }

    public func outcome(of file: SourceFile, as kind: SyntaxKind) -> LintOutcome {
        var parsed = FlowParser.parse(file.bytes, as: kind)
        if let error = parsed.error {
            return LintOutcome(diagnostics: [Linter.diagnostic(
                in: file, span: error.span, severity: .error, ruleID: BuiltinDiagnostic.parseError,
                message: error.message, subject: "")])
        }
        // The decoder takes the tree over and frees it screen by screen (peak memory).
        let root = parsed.root
        parsed.root = nil
        let (document, problems) = FlowDecoder.decode(consume root, file: file)
        var diagnostics = Linter.diagnostics(for: problems.map {
            PendingDiagnostic(
                file: 0, span: $0.span, severity: .error, ruleID: BuiltinDiagnostic.invalidFlow,
                message: $0.message, subject: "")
        }, in: [file]).0
        var suppressedCount = 0
        var usedExclusions = Set<LintConfiguration.ExcludedPath>()
        if let document {
            let ruleOutcome = outcome(of: document)
            suppressedCount = ruleOutcome.suppressedCount
            var ruleDiagnostics = ruleOutcome.diagnostics
            // The decoder may already have rejected an unknown id in `lint: { disable: }`;
            // one error at a place is enough.
            let invalidPlaces = Set(diagnostics.map(\.start))
            ruleDiagnostics.removeAll {
                $0.ruleID == BuiltinDiagnostic.invalidSuppression && invalidPlaces.contains($0.start)
            }
            let excluded = configuration.excludedByPath(ruleDiagnostics)
            usedExclusions = excluded.used
            suppressedCount += excluded.dropped.filter { $0 }.count
            diagnostics += ruleDiagnostics.indices.filter { !excluded.dropped[$0] }.map { ruleDiagnostics[$0] }
        }
        // Comment directives (YAML only; JSON has no comments) apply to rule diagnostics;
        // parse-error and invalid-flow pass through untouched.
        let directives = SuppressionDirectives(comments: parsed.comments, in: file)
        let applied = directives.applyCounting(to: diagnostics, configuration: configuration)
        var outcome = LintOutcome(
            diagnostics: applied.kept.sorted(by: Diagnostic.ordered), document: document,
            suppressedCount: suppressedCount + applied.suppressed)
        outcome.usedExclusions = usedExclusions
        return outcome
    }

    /// Runs the enabled rules over a decoded document (a flow file or storyboards).
    public func outcome(of document: FlowDocument) -> LintOutcome {
        let graph = FlowGraph(document: document)
        let evidence = EvidenceBuilder(document: document, graph: graph)
        var pending: [PendingDiagnostic] = []
        var seen = Set<PlaceKey>()
        var suppressedCount = 0
        // `lint: { disable: }` entries that silenced something, as (screen, rule id).
        var usedScreenSuppressions = Set<ScreenRule>()
        var ranRules = Set<String>()
        let shared = SharedReadings()
        let neverShown = NeverShownCode(document.neverShownCode)
        for ruleType in RuleRegistry.all {
            let description = ruleType.description
            guard configuration.isEnabled(description) else { continue }
            ranRules.insert(description.id)
            let context = RuleContext(
                document: document, graph: graph, options: configuration.options(of: description), shared: shared)
            ruleType.init().check(context)
            let severity = configuration.severity(of: description)
            for finding in context.findings {
                if !neverShown.isEmpty, neverShown.contains(file: finding.file, span: finding.span) { continue }
                if let screen = finding.screen,
                   document.screens[screen].disabledRules.contains(where: { $0.value == description.id || $0.value == SuppressionDirectives.everyRule }) {
                    usedScreenSuppressions.insert(ScreenRule(screen: screen, rule: description.id))
                    suppressedCount += 1
                    continue
                }
                // One diagnostic per rule, place and screen, however many paths lead there. A
                // control that several screens share (a `CancelToolbarItem` view of the app's
                // own) is reported once for each screen its message names. Two controls one
                // place draws for one screen (an app's close modifier whose button differs by
                // OS version, `if #available`) are one control to fix: one diagnostic.
                let byMessage = PlaceKey(rule: description.id, file: finding.file, span: finding.span, about: finding.message)
                let byScreen = finding.action == nil ? nil
                    : finding.screen.map { PlaceKey(rule: description.id, file: finding.file, span: finding.span, about: "actions of screen \($0)") }
                guard !seen.contains(byMessage), !(byScreen.map(seen.contains) ?? false) else { continue }
                seen.insert(byMessage)
                if let byScreen { seen.insert(byScreen) }
                pending.append(PendingDiagnostic(
                    file: finding.file, span: finding.span, severity: finding.severity ?? severity,
                    ruleID: description.id, message: finding.message, subject: finding.subject,
                    evidence: (finding.screen.map { evidence.evidence(screen: $0, action: finding.action) } ?? [])
                        + finding.ruleEvidence.map {
                            EvidenceBuilder.Pending(fact: $0.fact, statement: $0.statement, file: $0.file, span: $0.span, how: $0.how)
                        },
                    screen: finding.screen, action: finding.action))
            }
        }
        let repeated = OneCauseOneDiagnostic.repeated(pending.map { ($0.ruleID, $0.screen, $0.action) })
        if !repeated.isEmpty { pending = pending.indices.filter { !repeated.contains($0) }.map { pending[$0] } }
        var (diagnostics, anchors) = Linter.diagnostics(for: pending, in: document.sources)
        diagnostics += screenSuppressionProblems(in: document, used: usedScreenSuppressions, ran: ranRules)
        anchors += [SuppressionAnchor?](repeating: nil, count: diagnostics.count - anchors.count)
        let order = diagnostics.indices.sorted { Diagnostic.ordered(diagnostics[$0], diagnostics[$1]) }
        var outcome = LintOutcome(
            diagnostics: order.map { diagnostics[$0] }, document: document, suppressedCount: suppressedCount)
        outcome.anchors = order.map { anchors[$0] }
        return outcome
    }

    /// `invalid-suppression` for unknown ids in `lint: { disable: }`, and
    /// `unused-suppression` for ids of rules that ran and found nothing to silence there.
    private func screenSuppressionProblems(
        in document: FlowDocument, used: Set<ScreenRule>, ran: Set<String>
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let unusedRule = KnownRules.unusedSuppression
        let reportsUnused = configuration.isEnabled(unusedRule)
        for (index, screen) in document.screens.enumerated() {
            let file = document.sources[screen.file]
            func unused(_ written: String, at span: ByteSpan) -> Diagnostic {
                Linter.diagnostic(
                    in: file, span: span, severity: configuration.severity(of: unusedRule), ruleID: unusedRule.id,
                    message: "`\(written)` in `lint: { disable: }` of '\(screen.id)' silences nothing; remove it",
                    subject: screen.id)
            }
            // The decoder writes `all` as one entry per rule, all at the span of `all`:
            // entries that share a span are one written word.
            var groups: [(span: ByteSpan, ids: [String])] = []
            for entry in screen.disabledRules {
                if let last = groups.last, last.span == entry.valueSpan {
                    groups[groups.count - 1].ids.append(entry.value)
                } else {
                    groups.append((entry.valueSpan, [entry.value]))
                }
            }
            for group in groups {
                let all = [SuppressionDirectives.everyRule]
                if group.ids.count > 1 || group.ids == all {
                    let silencedSomething = group.ids.contains { used.contains(ScreenRule(screen: index, rule: $0)) }
                        || group.ids == all && used.contains(where: { $0.screen == index })
                    if reportsUnused, !silencedSomething {
                        problems.append(unused(SuppressionDirectives.everyRule, at: group.span))
                    }
                    continue
                }
                let id = group.ids[0]
                if !KnownRules.isSuppressible(id) {
                    let known = KnownRules.description(of: id) != nil
                    problems.append(Linter.diagnostic(
                        in: file, span: group.span, severity: .error, ruleID: BuiltinDiagnostic.invalidSuppression,
                        message: known ? "`\(id)` cannot be suppressed"
                            : "unknown rule `\(id)` in `lint: { disable: }`"
                                + Suggestion.didYouMean(id, among: KnownRules.configurable.map(\.id) + ["all"]),
                        subject: screen.id))
                } else if reportsUnused, ran.contains(id), !used.contains(ScreenRule(screen: index, rule: id)) {
                    problems.append(unused(id, at: group.span))
                }
            }
        }
        return problems
    }

    private struct ScreenRule: Hashable {
        var screen: Int
        var rule: String
    }

    private struct PlaceKey: Hashable {
        var rule: String
        var file: Int
        var span: ByteSpan
        /// The finding's message, or the screen whose actions it is about.
        var about: String
    }

    /// A rule's finding, waiting for its line and column.
    private struct PendingDiagnostic {
        var file: Int
        var span: ByteSpan
        var severity: Severity
        var ruleID: String
        var message: String
        var subject: String
        var evidence: [EvidenceBuilder.Pending] = []
        /// The screen and action the finding is about, when it names them.
        var screen: Int? = nil
        var action: Int? = nil
    }

    /// Turns findings into diagnostics, computing the positions of each file in one pass,
    /// with each one's anchor (same order).
    private static func diagnostics(
        for pending: [PendingDiagnostic], in sources: [SourceFile]
    ) -> ([Diagnostic], [SuppressionAnchor?]) {
        var diagnostics: [Diagnostic] = []
        var anchors: [SuppressionAnchor?] = []
        diagnostics.reserveCapacity(pending.count)
        let evidence = positionedEvidence(pending, in: sources)
        let byFile = Dictionary(grouping: pending.indices, by: { pending[$0].file })
        for (fileIndex, members) in byFile.sorted(by: { $0.key < $1.key }) {
            let file = sources[fileIndex]
            let starts = file.positions(at: members.map { pending[$0].span.start })
            let ends = file.positions(at: members.map { pending[$0].span.end })
            for (slot, member) in members.enumerated() {
                let finding = pending[member]
                diagnostics.append(Diagnostic(
                    file: file.path, start: starts[slot], end: ends[slot], severity: finding.severity,
                    ruleID: finding.ruleID, message: finding.message, subject: finding.subject, evidence: evidence[member]))
                anchors.append(finding.screen.map { SuppressionAnchor(screen: $0, action: finding.action) })
            }
        }
        return (diagnostics, anchors)
    }

    /// The evidence of every pending diagnostic with positions, each file's offsets
    /// converted in one sorted pass (`SourceFile.positions(at:)`).
    private static func positionedEvidence(_ pending: [PendingDiagnostic], in sources: [SourceFile]) -> [[Evidence]] {
        var requests: [Int: [(diagnostic: Int, item: Int, offset: Int)]] = [:]
        for (diagnostic, finding) in pending.enumerated() {
            for (item, fact) in finding.evidence.enumerated() {
                if let file = fact.file, let span = fact.span {
                    requests[file, default: []].append((diagnostic, item, span.start))
                }
            }
        }
        var result = pending.map { finding in
            finding.evidence.map { Evidence(fact: $0.fact, statement: $0.statement, how: $0.how) }
        }
        for (file, wanted) in requests {
            let positions = sources[file].positions(at: wanted.map(\.offset))
            for (slot, request) in wanted.enumerated() {
                result[request.diagnostic][request.item].file = sources[file].path
                result[request.diagnostic][request.item].position = positions[slot]
            }
        }
        return result
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
