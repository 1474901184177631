import ModalityLintCore

/// Turns the command line's paths into the files to lint: folders are searched
/// recursively for flow files and storyboards; files named explicitly are linted whatever
/// their ending. Hidden folders and `.build` are skipped; symbolic links to folders are
/// followed once (real paths are remembered, so a link loop ends).
struct FileDiscovery {
    static let flowEndings = [".flow.yml", ".flow.yaml", ".flow.json"]
    static let storyboardEnding = ".storyboard"
    /// Every ending a folder search takes, for the message of a run that found nothing;
    /// a new kind of input adds its endings here.
    static var searchedEndings: [String] { flowEndings + [storyboardEnding] }

    enum Target {
        /// A flow file: `path` as shown, `absolutePath` for configuration lookup.
        case flowFile(path: String, absolutePath: String)
        case storyboard(path: String, absolutePath: String)
        /// Standard input (`-`).
        case standardInput
        /// Something named like a flow file that cannot be read: a problem at 1:1.
        case unreadable(path: String, absolutePath: String, reason: String)
    }

    let lookup: ConfigurationLookup
    private(set) var targets: [Target] = []
    /// Real paths of the files and folders already taken, so nothing is linted twice.
    private var seenFiles = Set<String>()
    private var seenFolders = Set<String>()

    init(lookup: ConfigurationLookup) {
        self.lookup = lookup
    }

    static func isFlowFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return flowEndings.contains { lowered.hasSuffix($0) }
    }

    static func isStoryboard(_ name: String) -> Bool {
        name.lowercased().hasSuffix(storyboardEnding)
    }

    /// Adds one operand. A path that does not exist is a usage error (exit status 2).
    mutating func add(operand: String) throws {
        if operand == "-" {
            targets.append(.standardInput)
            return
        }
        let absolute = FileSystem.absolute(operand)
        let shown = operand.hasPrefix("./") && operand.count > 2 ? String(operand.dropFirst(2)) : operand
        switch FileSystem.kind(of: absolute) {
        case .missing:
            var message = "no such file or folder: \(operand)"
            if !operand.contains("/"), !operand.contains("."),
               let command = Suggestion.closest(to: operand, among: CommandLineTool.subcommands.map { $0.name }) {
                message += " (did you mean the command `\(command)`?)"
            }
            throw UsageError(message: message)
        case .directory:
            walk(shown.hasSuffix("/") && shown.count > 1 ? String(shown.dropLast()) : shown, absolute)
        case .danglingLink:
            targets.append(.unreadable(path: shown, absolutePath: absolute, reason: "a symbolic link to nothing"))
        case .file, .other:
            let resolved = lookup.configuration(forFolder: FileSystem.parent(of: absolute))
            guard resolved.covers(absolute) else { return }
            addFile(shown, absolute, asStoryboard: FileDiscovery.isStoryboard(operand))
        }
    }

    private mutating func addFile(_ shown: String, _ absolute: String, asStoryboard: Bool) {
        guard seenFiles.insert(FileSystem.realPath(absolute) ?? absolute).inserted else { return }
        targets.append(asStoryboard
                       ? .storyboard(path: shown, absolutePath: absolute)
                       : .flowFile(path: shown, absolutePath: absolute))
    }

    private mutating func walk(_ shown: String, _ absolute: String) {
        guard seenFolders.insert(FileSystem.realPath(absolute) ?? absolute).inserted else { return }
        let names: [String]
        do {
            names = try FileSystem.contents(of: absolute)
        } catch {
            targets.append(.unreadable(path: shown, absolutePath: absolute, reason: "cannot list the folder"))
            return
        }
        let resolved = lookup.configuration(forFolder: absolute)
        for name in names where !name.hasPrefix(".") && name != ".build" {
            let childShown = FileSystem.join(shown, name)
            let childAbsolute = absolute == "/" ? "/" + name : absolute + "/" + name
            let isFlow = FileDiscovery.isFlowFile(name)
            let isStoryboard = FileDiscovery.isStoryboard(name)
            switch FileSystem.kind(of: childAbsolute) {
            case .directory:
                if isFlow {
                    targets.append(.unreadable(path: childShown, absolutePath: childAbsolute,
                                               reason: "a folder, not a flow file"))
                } else if resolved.mayContainCoveredFiles(childAbsolute) {
                    walk(childShown, childAbsolute)
                }
            case .file:
                if isFlow, resolved.covers(childAbsolute) {
                    addFile(childShown, childAbsolute, asStoryboard: false)
                } else if isStoryboard, resolved.configuration.readsStoryboards, resolved.covers(childAbsolute) {
                    addFile(childShown, childAbsolute, asStoryboard: true)
                }
            case .danglingLink:
                if (isFlow || isStoryboard), resolved.covers(childAbsolute) {
                    targets.append(.unreadable(path: childShown, absolutePath: childAbsolute,
                                               reason: "a symbolic link to nothing"))
                }
            case .missing, .other:
                continue
            }
        }
    }
}
