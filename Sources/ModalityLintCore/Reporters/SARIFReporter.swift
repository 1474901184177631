/// SARIF 2.1.0, the format GitHub code scanning (and Azure DevOps, VS Code's SARIF viewer)
/// reads: upload it with `github/codeql-action/upload-sarif`.
///
/// What code scanning needs is all here: every rule with its help, results with a level,
/// a location relative to `%SRCROOT%` and a `partialFingerprints` entry that stays the
/// same when unrelated lines move, so that a problem is not reported as new and fixed
/// each time someone edits above it. Columns count Unicode scalars, as the run's
/// `columnKind` says.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"

    static let schemaURL = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintKey = "modalityLint/v1"
    static let sourceRootID = "%SRCROOT%"

    public init() {}

    public func render(_ report: LintReport, style: ReportStyle) -> String {
        let catalogue = ReportedRules.catalogue(for: report)
        var ruleIndex: [String: Int] = [:]
        for (index, description) in catalogue.enumerated() { ruleIndex[description.id] = index }
        let fingerprints = Fingerprint.of(report.diagnostics, root: report.sourceRoot)

        var results: [JSONValue] = []
        results.reserveCapacity(report.diagnostics.count)
        for (diagnostic, fingerprint) in zip(report.diagnostics, fingerprints) {
            results.append(result(
                diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID] ?? 0, fingerprint: fingerprint,
                root: report.sourceRoot))
        }

        var sourceRoot: [(String, JSONValue)] = [
            ("description", .object([("text", .string("The folder modality-lint ran in; paths are relative to it."))])),
        ]
        if let root = report.sourceRoot, ReportPath.isAbsolute(ReportPath.relative(root, to: nil)) {
            sourceRoot.insert(("uri", .string(ReportPath.folderURI(root))), at: 0)
        }

        var members: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string(ModalityLint.name)),
                ("version", .string(ModalityLint.version)),
                ("semanticVersion", .string(ModalityLint.version)),
                ("informationUri", .string(ModalityLint.informationURL)),
                ("rules", .array(catalogue.map(SARIFReporter.rule(_:)))),
            ]))])),
            ("originalUriBaseIds", .object([(SARIFReporter.sourceRootID, .object(sourceRoot))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ]
        // A code file not read is no result (no rule judged it, and it does not fail the
        // run) but a notification of the run, so that the run does not pass for one that
        // judged it.
        if !report.unreadCode.isEmpty {
            members.append(("invocations", .array([.object([
                ("executionSuccessful", .bool(true)),
                ("toolExecutionNotifications", .array(report.unreadCode.map { notification($0, root: report.sourceRoot) })),
            ])])))
        }
        return JSONValue.object([
            ("$schema", .string(SARIFReporter.schemaURL)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(members)])),
        ]).rendered()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String, root: String?) -> JSONValue {
        let path = ReportPath.relative(diagnostic.file, to: root)
        var artifact: [(String, JSONValue)] = [("uri", .string(ReportPath.uri(path)))]
        if !ReportPath.isAbsolute(path) {
            artifact.append(("uriBaseId", .string(SARIFReporter.sourceRootID)))
        }
        // SARIF regions end after their last character, as diagnostics do; an end before
        // the start (never expected) collapses to the start rather than making bad SARIF.
        let end = max(diagnostic.end, diagnostic.start)
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(SARIFReporter.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object(artifact)),
                    ("region", .object([
                        ("startLine", .integer(max(1, diagnostic.start.line))),
                        ("startColumn", .integer(max(1, diagnostic.start.column))),
                        ("endLine", .integer(max(1, end.line))),
                        ("endColumn", .integer(max(1, end.column))),
                    ])),
                ])),
            ])])),
            ("partialFingerprints", .object([(SARIFReporter.fingerprintKey, .string(fingerprint))])),
            ("properties", .object([("subject", .string(diagnostic.subject))])),
        ]
        let related = relatedLocations(diagnostic, root: root)
        if !related.isEmpty { members.insert(("relatedLocations", .array(related)), at: 5) }
        return .object(members)
    }

    /// The evidence that names the other places of a diagnostic's one cause: the screens
    /// that embed a shared present, the wrapper sheets of a view, the presents a too-deep
    /// stack opens.
    static let relatedPlaceFacts: Set<String> = ["shownIn", "wrapperSheet", "present"]

    private func relatedLocations(_ diagnostic: Diagnostic, root: String?) -> [JSONValue] {
        var locations: [JSONValue] = []
        for evidence in diagnostic.evidence where SARIFReporter.relatedPlaceFacts.contains(evidence.fact) && evidence.openKind == nil {
            guard let file = evidence.file, let position = evidence.position else { continue }
            let path = ReportPath.relative(file, to: root)
            var artifact: [(String, JSONValue)] = [("uri", .string(ReportPath.uri(path)))]
            if !ReportPath.isAbsolute(path) { artifact.append(("uriBaseId", .string(SARIFReporter.sourceRootID))) }
            locations.append(.object([
                ("id", .integer(locations.count)),
                ("physicalLocation", .object([
                    ("artifactLocation", .object(artifact)),
                    ("region", .object([
                        ("startLine", .integer(max(1, position.line))),
                        ("startColumn", .integer(max(1, position.column))),
                    ])),
                ])),
                ("message", .object([("text", .string(evidence.statement))])),
            ]))
        }
        return locations
    }

    private func notification(_ unread: UnreadCodeFile, root: String?) -> JSONValue {
        let path = ReportPath.relative(unread.file, to: root)
        var artifact: [(String, JSONValue)] = [("uri", .string(ReportPath.uri(path)))]
        if !ReportPath.isAbsolute(path) {
            artifact.append(("uriBaseId", .string(SARIFReporter.sourceRootID)))
        }
        return .object([
            ("descriptor", .object([("id", .string(UnreadCodeFile.reportID))])),
            ("level", .string("warning")),
            ("message", .object([("text", .string(unread.sentence))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object(artifact)),
                    ("region", .object([
                        ("startLine", .integer(max(1, unread.position.line))),
                        ("startColumn", .integer(max(1, unread.position.column))),
                    ])),
                ])),
            ])])),
        ])
    }

    private static func rule(_ description: RuleDescription) -> JSONValue {
        var markdown = "**\(description.guideline)**\n\n\(description.summary)\n"
        if !description.helpURL.isEmpty { markdown += "\nSee [\(description.helpURL)](\(description.helpURL)).\n" }
        if !description.example.isEmpty {
            markdown += "\nA flow that triggers it:\n\n```yaml\n\(description.example)"
            if !description.example.hasSuffix("\n") { markdown += "\n" }
            markdown += "```\n"
        }
        var text = "\(description.guideline)\n\n\(description.summary)"
        if !description.helpURL.isEmpty { text += "\n\nSee \(description.helpURL)" }
        var members: [(String, JSONValue)] = [
            ("id", .string(description.id)),
            ("name", .string(upperCamelCase(description.id))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.guideline))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
        ]
        // SARIF's helpUri must be a URI: every id has one (a rule's HIG page, a built-in
        // id's page of the tool's documentation); an empty one would not be a URI.
        if !description.helpURL.isEmpty { members.append(("helpUri", .string(description.helpURL))) }
        return .object(members + [
            ("defaultConfiguration", .object([
                ("level", .string(level(description.defaultSeverity))),
                ("enabled", .bool(description.enabledByDefault)),
            ])),
            ("properties", .object([("tags", .array([.string("modality"), .string("human-interface-guidelines")]))])),
        ])
    }

    /// `modal-dismiss-button` -> `ModalDismissButton` (SARIF's `name` is an identifier).
    static func upperCamelCase(_ id: String) -> String {
        var name = ""
        var capitalizeNext = true
        for character in id {
            if character == "-" || character == "_" || character == " " {
                capitalizeNext = true
            } else if capitalizeNext {
                name += character.uppercased()
                capitalizeNext = false
            } else {
                name.append(character)
            }
        }
        return name
    }
}
