/// The targets of a SwiftPM `Package.swift`, as far as its plain forms say them
/// (certainty.md, part 2, "Targets"): `.target(name:path:sources:)`, `.executableTarget`,
/// `.testTarget` and the like, with a literal `name`, and a literal `path` and `sources`
/// when given.
///
/// The manifest is Swift and can compute anything; the reading takes only what it can be
/// sure of. A target whose `name`, `path` or `sources` is not a literal (a constant, a
/// function's result) makes the whole manifest unread: its package's files stay as they
/// are. Folders follow SwiftPM's defaults: `Tests/<name>` for a test target, and
/// `Sources/<name>` (or `Source`, `src`, `srcs`) for the others.
public struct PackageManifest: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var isTest: Bool
        /// The folders (relative to the package's folder) that hold its files, or the files
        /// `sources` names inside its folder.
        public var roots: [String]
    }

    public var targets: [Target] = []

    static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "systemLibrary", "macro", "plugin"]

    /// Reads a manifest; nil when a target's form is not one the reading can be sure of.
    public static func read(_ bytes: [UInt8]) -> PackageManifest? {
        let file = SwiftLexer.lex(bytes)
        guard file.problems.isEmpty else { return nil }
        let partners = BracketPartners(file)
        let tokens = file.tokens
        var manifest = PackageManifest()
        var index = 1
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, file.token(tokens[index - 1], is: "."),
                  targetFunctions.contains(file.text(of: tokens[index])), file.token(tokens[index + 1], is: "("),
                  let close = partners[index + 1] else { continue }
            // An unclosed call: the manifest is cut short.
            guard close < tokens.count else { return nil }
            let function = file.text(of: tokens[index])
            var name: String?
            var path: String?
            var sources: [String]?
            var cursor = index + 2
            // The call's arguments at its own depth: `label: value`.
            while cursor + 2 < close {
                if tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword, file.token(tokens[cursor + 1], is: ":") {
                    let label = file.text(of: tokens[cursor])
                    let value = cursor + 2
                    switch label {
                    case "name", "path":
                        guard tokens[value].kind == .string, let text = file.stringValue(of: tokens[value]),
                              value + 1 == close || file.token(tokens[value + 1], is: ",") else { return nil }
                        if label == "name" { name = text } else { path = text }
                    case "sources":
                        guard file.token(tokens[value], is: "["), let end = partners[value] else { return nil }
                        var listed: [String] = []
                        for position in (value + 1)..<end where !file.token(tokens[position], is: ",") {
                            guard tokens[position].kind == .string, let text = file.stringValue(of: tokens[position]) else { return nil }
                            listed.append(text)
                        }
                        sources = listed
                    default:
                        break
                    }
                }
                if tokens[cursor].kind == .punctuation, let partner = partners[cursor], partner > cursor {
                    cursor = partner
                }
                cursor += 1
            }
            guard let name else { return nil }
            let isTest = function == "testTarget"
            let folders = path.map { [$0] } ?? (isTest ? ["Tests/" + name] : ["Sources/", "Source/", "src/", "srcs/"].map { $0 + name })
            var roots = folders
            if let sources, let folder = folders.first, path != nil {
                roots = sources.map { XcodeProject.join(folder, $0) }
            }
            manifest.targets.append(Target(name: name, isTest: isTest, roots: roots.map(XcodeProject.normalize)))
            index = close
        }
        return manifest
    }

    /// The test targets that hold `relative` (a path inside the package's folder), when no
    /// other target holds it too: their names; empty when it ships or may.
    public func onlyTestTargets(holding relative: String) -> [String] {
        func holds(_ target: Target) -> Bool {
            target.roots.contains { root in root == relative || XcodeProject.relative(relative, under: root) != nil }
        }
        let holders = targets.filter(holds)
        guard !holders.isEmpty, holders.allSatisfy(\.isTest) else { return [] }
        return holders.map(\.name)
    }
}
