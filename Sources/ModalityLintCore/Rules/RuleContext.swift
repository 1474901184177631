/// What a rule sees while it checks one document, and where it reports.
public final class RuleContext {
    public let document: FlowDocument
    public let graph: FlowGraph
    private let options: [String: OptionValue]
    public private(set) var findings: [Finding] = []
    /// Readings of this document and graph that the rules of one run share.
    let shared: SharedReadings

    /// `shared` is the same object for every rule of one run over `document` and `graph`.
    public init(document: FlowDocument, graph: FlowGraph, options: [String: OptionValue], shared: SharedReadings = SharedReadings()) {
        self.document = document
        self.graph = graph
        self.options = options
        self.shared = shared
    }

    // MARK: Options (the configured value, else the rule's default)

    public func integer(_ name: String, default fallback: Int) -> Int {
        switch options[name] {
        case .integer(let value)?: return value
        case .number(let value)?: return Int(value)
        default: return fallback
        }
    }

    public func number(_ name: String, default fallback: Double) -> Double {
        switch options[name] {
        case .number(let value)?: return value
        case .integer(let value)?: return Double(value)
        default: return fallback
        }
    }

    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value)? = options[name] { return value }
        return fallback
    }

    // MARK: Reporting

    /// Reports a problem about a screen (the subject), pointing at `span` in its file.
    /// Nothing is reported about a screen whose contents are unknown (`hasUnknownContents`):
    /// a rule would only be judging what it cannot see.
    public func report(_ message: String, screen: Int, at span: ByteSpan, severity: Severity? = nil) {
        report(message, screen: screen, at: span, severity: severity, evidence: [])
    }

    /// Reports a problem about a screen, with the other places of its one cause (the
    /// screens it affects) as evidence.
    func report(_ message: String, screen: Int, at span: ByteSpan, severity: Severity? = nil, evidence: [RuleEvidence]) {
        let screenValue = document.screens[screen]
        if screenValue.hasUnknownContents { return }
        var finding = Finding(
            file: screenValue.file, span: span, message: message, subject: screenValue.id,
            screen: screen, severity: severity)
        finding.ruleEvidence = evidence
        findings.append(finding)
    }

    /// Reports a problem about a screen at a place of code outside it: a call of the
    /// helper that builds the screen, where the fix goes (`Screen.untitledCalls`).
    func report(_ message: String, screen: Int, call: UntitledCall, severity: Severity? = nil) {
        let screenValue = document.screens[screen]
        if screenValue.hasUnknownContents { return }
        findings.append(Finding(
            file: call.place.file, span: call.place.span, message: message, subject: "\(screenValue.id)/called in \(call.caller)",
            screen: screen, severity: severity))
    }

    /// Reports a problem about one action at a place of code in any file: where the screen
    /// uses the shared view whose code the action is (`Action.usedAt`).
    func report(_ message: String, screen: Int, action: Int, atPlace place: CodePlace, evidence: [RuleEvidence] = []) {
        let screenValue = document.screens[screen]
        let actionValue = screenValue.actions[action]
        var finding = Finding(
            file: place.file, span: place.span, message: message,
            subject: "\(screenValue.id)/\(actionValue.labelText)", screen: screen, severity: nil, action: action)
        finding.ruleEvidence = evidence
        findings.append(finding)
    }

    /// Reports a problem about one action of a screen, pointing at `span` (by default the
    /// action's first key).
    public func report(
        _ message: String, screen: Int, action: Int, at span: ByteSpan? = nil, severity: Severity? = nil
    ) {
        report(message, screen: screen, action: action, at: span, severity: severity, evidence: [])
    }

    /// Reports a problem about one action, with what the rule itself weighed beyond the
    /// screen's and the action's facts (the transitions it counted, say).
    func report(
        _ message: String, screen: Int, action: Int, at span: ByteSpan? = nil, severity: Severity? = nil,
        evidence: [RuleEvidence]
    ) {
        let screenValue = document.screens[screen]
        let actionValue = screenValue.actions[action]
        // An action read from code lives in its own file; a span given by the caller is
        // one of the action's own keys, so it is in the action's file too.
        var finding = Finding(
            file: actionValue.file ?? screenValue.file, span: span ?? actionValue.span, message: message,
            subject: "\(screenValue.id)/\(actionValue.labelText)", screen: screen, severity: severity, action: action)
        finding.ruleEvidence = evidence
        findings.append(finding)
    }

    /// The kind of file a screen was read from, so that advice speaks its words: flow-file
    /// keys for a flow file, Interface Builder's for a storyboard, Swift's for code.
    public func source(ofScreen screen: Int) -> SourceKind {
        SourceKind(path: document.sources[document.screens[screen].file].path)
    }

    /// Whether advice about `screen` is in SwiftUI's terms (a view type, a SwiftUI alert).
    public func isSwiftUI(screen: Int) -> Bool {
        document.screens[screen].isSwiftUI
    }

    /// Reports a problem about the whole document, at the `screens` key.
    public func reportDocument(_ message: String, severity: Severity? = nil) {
        findings.append(Finding(
            file: 0, span: document.screensKeySpan, message: message, subject: "screens",
            screen: nil, severity: severity))
    }
}

/// A rule's report, before the engine turns it into a `Diagnostic`.
public struct Finding: Sendable {
    /// Index into `FlowDocument.sources`.
    public var file: Int
    public var span: ByteSpan
    public var message: String
    public var subject: String
    /// The screen it concerns (its `lint: { disable: }` applies), if any.
    public var screen: Int?
    /// Overrides the rule's configured severity (a rule that reports some cases lower).
    public var severity: Severity?
    /// The action it concerns, when it is about one: its facts are the evidence.
    public var action: Int?
    /// What the rule weighed beyond the screen's and the action's facts.
    var ruleEvidence: [RuleEvidence] = []
}

/// A fact a rule weighed that is not one of a screen's or an action's own (a count over the
/// whole app), as `why` and the JSON report show it.
struct RuleEvidence: Sendable {
    var fact: String
    var statement: String
    /// How it was established: "counted over ...".
    var how: String
    /// Where it was read, when it is one place (another screen's fact: the content of the
    /// screen a present shows); nil for a count over the app.
    var file: Int? = nil
    var span: ByteSpan? = nil
}
