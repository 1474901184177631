/// The problems an existing app already had when it adopted the linter, so that CI fails
/// only on new ones (`--write-baseline FILE`, then `--baseline FILE`).
///
/// An entry is a file, a rule id and the diagnostic's subject (the screen id, or
/// `screen/label` for an action): never a line number, so that edits elsewhere in a file
/// keep the baseline valid. N identical entries absorb N diagnostics; a diagnostic beyond
/// them is new. The file is JSON, one entry per problem in a stable order, so that it
/// diffs well in review.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        /// The path relative to the baseline file's folder (the command line decides).
        public var file: String
        public var rule: String
        public var subject: String
        /// For people reading the file; not matched, so that rewording a message keeps the
        /// baseline valid.
        public var message: String

        public init(file: String, rule: String, subject: String, message: String = "") {
            self.file = file
            self.rule = rule
            self.subject = subject
            self.message = message
        }

        var key: Key { Key(file: file, rule: rule, subject: subject) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.subject, lhs.message) < (rhs.file, rhs.rule, rhs.subject, rhs.message)
        }
    }

    struct Key: Hashable {
        var file: String
        var rule: String
        var subject: String
    }

    public static let formatVersion = 1

    /// Sorted.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Records `diagnostics`, each under the path `relativePath` gives it. `parse-error`,
    /// `invalid-flow` and `invalid-suppression` are never recorded: they cannot be
    /// suppressed, and a baseline is a suppression.
    public init(diagnostics: [Diagnostic], relativePath: (Diagnostic) -> String) {
        self.init(entries: diagnostics.filter(Baseline.isRecordable).map {
            Entry(file: relativePath($0), rule: $0.ruleID, subject: $0.subject, message: $0.message)
        })
    }

    public static func isRecordable(_ diagnostic: Diagnostic) -> Bool {
        !KnownRules.fixed.contains { $0.id == diagnostic.ruleID }
    }

    /// The diagnostics the baseline does not absorb (in their order), and how many entries
    /// absorbed nothing (problems since fixed: time to prune).
    public func filter(
        _ diagnostics: [Diagnostic], relativePath: (Diagnostic) -> String
    ) -> (new: [Diagnostic], unmatchedEntries: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(file: relativePath(diagnostic), rule: diagnostic.ruleID, subject: diagnostic.subject)
            // An Objective-C screen's problems were placed at its header's `@interface`
            // before they moved to the `@implementation`: an entry recorded at `Foo.h` still
            // matches at `Foo.m`, so that a baseline survives the move.
            let keys = [key] + (Baseline.header(of: key.file).map { [Key(file: $0, rule: key.rule, subject: key.subject)] } ?? [])
            if Baseline.isRecordable(diagnostic), let matched = keys.first(where: { remaining[$0, default: 0] > 0 }) {
                remaining[matched]! -= 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, remaining.values.reduce(0, +))
    }

    /// `Foo.h` for `Foo.m` or `Foo.mm`, else nil.
    static func header(of file: String) -> String? {
        for ending in [".m", ".mm"] where file.hasSuffix(ending) { return String(file.dropLast(ending.count)) + ".h" }
        return nil
    }

    // MARK: The file

    /// The baseline as JSON, one entry per line group, ending in a newline.
    public func rendered() -> String {
        var text = "{\n  \"version\": \(Baseline.formatVersion),\n  \"tool\": \"modality-lint\",\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    { \"file\": \(JSONString.quoted(entry.file)), \"rule\": \(JSONString.quoted(entry.rule)), "
            text += "\"subject\": \(JSONString.quoted(entry.subject)), \"message\": \(JSONString.quoted(entry.message)) }"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Reads a baseline file written by `rendered()`.
    public static func read(_ file: SourceFile) -> Result<Baseline, ConfigurationProblem> {
        func problem(_ message: String, _ span: ByteSpan) -> Result<Baseline, ConfigurationProblem> {
            .failure(ConfigurationProblem(path: file.path, position: file.position(at: span.start), message: message))
        }
        let parsed = FlowParser.parse(file.bytes, as: .json)
        if let error = parsed.error { return problem("not a baseline file: " + error.message, error.span) }
        guard let root = parsed.root, case .mapping(let fields) = root.value else {
            return problem("not a baseline file: expected a JSON object with `version` and `entries`", parsed.root?.span ?? .at(0))
        }
        func field(_ name: String, in fields: [MappingEntry]) -> Node? {
            fields.first { if case .string(name) = $0.key.value { return true } else { return false } }?.value
        }
        guard let version = field("version", in: fields), case .integer("\(formatVersion)") = version.value else {
            return problem("unsupported baseline version: this modality-lint reads version \(formatVersion); "
                           + "write it again with --write-baseline", root.span)
        }
        guard let list = field("entries", in: fields), case .sequence(let items) = list.value else {
            return problem("a baseline has an `entries` list", root.span)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .mapping(let entryFields) = item.value else { return problem("a baseline entry is an object", item.span) }
            var strings: [String: String] = [:]
            for name in ["file", "rule", "subject", "message"] {
                guard let node = field(name, in: entryFields) else { continue }
                guard case .string(let text) = node.value else { return problem("`\(name)` is a string", node.span) }
                strings[name] = text
            }
            guard let path = strings["file"], let rule = strings["rule"], let subject = strings["subject"] else {
                return problem("a baseline entry has `file`, `rule` and `subject`", item.span)
            }
            entries.append(Entry(file: path, rule: rule, subject: subject, message: strings["message"] ?? ""))
        }
        return .success(Baseline(entries: entries))
    }
}
