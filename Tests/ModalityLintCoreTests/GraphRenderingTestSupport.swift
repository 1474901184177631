import XCTest
@testable import ModalityLintCore

/// Builds flow documents in Swift for the renderer tests: every screen and action gets a
/// span of its own in a synthetic source, so diagnostics can point at them.
final class FlowBuilder {
    private(set) var screens: [Screen] = []
    private var nextOffset = 0
    let source: SourceFile
    var entry: String?
    var app = "Test"

    init() {
        // One line per span: offsets 0, 2, 4, ... start lines 1, 2, 3, ...
        source = SourceFile(path: "test.flow.yml", text: String(repeating: "x\n", count: 2_000))
    }

    /// A fresh span (one line of its own).
    func span() -> ByteSpan {
        defer { nextOffset += 2 }
        return ByteSpan(start: nextOffset, end: nextOffset + 1)
    }

    func located<Value>(_ value: Value) -> Located<Value> {
        Located(value, key: span(), value: span())
    }

    @discardableResult
    func screen(
        _ id: String, title: String? = nil, kind: ScreenKind? = nil, presentation: PresentationStyle? = nil,
        _ actions: [Action] = []
    ) -> Int {
        var screen = Screen(id: id, idSpan: span(), actions: actions)
        if let title { screen.title = located(title) }
        if let kind { screen.kind = located(kind) }
        if let presentation { screen.presentation = located(presentation) }
        screens.append(screen)
        return screens.count - 1
    }

    func action(
        _ label: String, present: String? = nil, push: String? = nil, confirm: String? = nil,
        dismiss: Bool = false, style: PresentationStyle? = nil, transition: TransitionStyle? = nil,
        role: ActionRole? = nil
    ) -> Action {
        var action = Action(span: span(), label: nil)
        action.label = Located(label, key: action.span, value: span())
        if let role { action.role = located(role) }
        if let present { action.present = located(present) }
        if let push { action.push = located(push) }
        if let confirm { action.confirm = located(confirm) }
        if dismiss { action.dismiss = located(true) }
        if let style { action.style = located(style) }
        if let transition { action.transition = located(transition) }
        return action
    }

    var document: FlowDocument {
        FlowDocument(
            sources: [source], app: Located(app, at: .at(0)), entry: entry.map { Located($0, at: .at(0)) },
            screensKeySpan: ByteSpan(start: 3_000, end: 3_007), screens: screens)
    }

    /// A diagnostic pointing at `span`, as the linter would make it.
    func diagnostic(_ rule: String, _ severity: Severity, at span: ByteSpan, subject: String = "") -> Diagnostic {
        Diagnostic(
            file: source.path, start: source.position(at: span.start), end: source.position(at: span.end),
            severity: severity, ruleID: rule, message: "\(rule) here", subject: subject)
    }

    func render(_ format: GraphFormat, diagnostics: [Diagnostic] = [], focus: String? = nil) throws -> String {
        try GraphRenderer(document: document, diagnostics: diagnostics).render(format, focus: focus)
    }

    func resolved(diagnostics: [Diagnostic] = [], focus: String? = nil) -> ResolvedGraph {
        let document = document
        let graph = FlowGraph(document: document)
        return ResolvedGraphBuilder.build(
            document: document, graph: graph, diagnostics: diagnostics,
            focus: focus.map { graph.indexByID[$0]! })
    }
}

/// The flow files under `Fixtures/graph/`, drawn as `modality-lint graph` draws them:
/// parsed, decoded, linted with the default configuration, rendered.
enum GraphFixtures {
    /// `Fixtures/graph/*.flow.yml` and `*.flow.json`, sorted, relative to the root.
    static func flowPaths() throws -> [String] {
        let folder = Repository.root.appendingPathComponent("Fixtures/graph")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".flow.yml") || $0.hasSuffix(".flow.json") }
            .sorted()
            .map { "Fixtures/graph/" + $0 }
    }

    /// The graph of the flow file at `path` (relative to the root), as the command prints it.
    static func render(_ path: String, _ format: GraphFormat, focus: String? = nil) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: Repository.root.appendingPathComponent(path)))
        let source = SourceFile(path: path, bytes: bytes)
        let diagnostics = Linter().lint(source)
        let parsed = FlowParser.parse(bytes, as: FlowParser.syntaxKind(forPath: path))
        if let error = parsed.error { throw FixtureError("\(path): \(error.message)") }
        let (document, problems) = FlowDecoder.decode(parsed.root, file: source)
        guard let document, problems.isEmpty else {
            throw FixtureError("\(path): " + problems.map(\.message).joined(separator: "; "))
        }
        return try GraphRenderer(document: document, diagnostics: diagnostics).render(format, focus: focus)
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
