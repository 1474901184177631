import Foundation
import ModalityLintCore

/// `modality-lint import FILE.storyboard ...`: prints the equivalent flow file in YAML, so
/// that a team can start its flow file from its storyboards and add what they cannot say.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "Print the flow file (YAML) equivalent to storyboards."

    static let usage = """
    Usage: modality-lint import [--app NAME] PATH ...

    Reads the storyboards named (a folder is searched for *.storyboard) as one graph, so
    that storyboard references resolve, and prints the equivalent flow file in YAML. Each
    screen and action carries a comment with the storyboard line it came from.

      --app NAME   the flow file's `app` (default: the folder or first storyboard's name)

    """

    static func run(_ arguments: [String]) -> Int32 {
        var paths: [String] = []
        var appName: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                Output.standardOutput(usage)
                return ExitStatus.clean
            case "--app":
                guard index + 1 < arguments.count else {
                    Output.standardError("modality-lint import: --app needs a name\n")
                    return ExitStatus.usage
                }
                appName = arguments[index + 1]
                index += 1
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    Output.standardError("modality-lint import: unknown option '\(argument)'\n\(usage)")
                    return ExitStatus.usage
                }
                paths.append(argument)
            }
            index += 1
        }
        guard !paths.isEmpty else {
            Output.standardError("modality-lint import: name at least one storyboard\n\(usage)")
            return ExitStatus.usage
        }
        var files: [SourceFile] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                Output.standardError("modality-lint import: no such file or folder: \(path)\n")
                return ExitStatus.usage
            }
            let storyboards = isFolder.boolValue ? storyboardPaths(under: path) : [path]
            for storyboard in storyboards {
                guard let data = FileManager.default.contents(atPath: storyboard) else {
                    Output.standardError("modality-lint import: cannot read \(storyboard)\n")
                    return ExitStatus.usage
                }
                files.append(SourceFile(path: storyboard, bytes: [UInt8](data)))
            }
        }
        guard !files.isEmpty else {
            Output.standardError("modality-lint import: no storyboard in \(paths.joined(separator: ", "))\n")
            return ExitStatus.usage
        }
        let (document, problems) = StoryboardReader.read(files)
        for problem in problems {
            let file = files[problem.file]
            let position = file.position(at: problem.span.start)
            Output.standardError(
                "\(file.path):\(position.line):\(position.column): error: \(problem.message) [\(BuiltinDiagnostic.parseError)]\n")
        }
        guard let document else { return ExitStatus.problems }
        let defaultName = StoryboardPathNames.appName(for: paths)
        Output.standardOutput(FlowFileWriter(appName: appName ?? defaultName).write(document))
        return problems.isEmpty ? ExitStatus.clean : ExitStatus.problems
    }

    /// Every `*.storyboard` below `folder`, sorted so that the output is stable.
    private static func storyboardPaths(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                // Hidden folders (.git, .build) hold no storyboards of the app.
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".storyboard") {
                found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }
}

/// The default `app` name: the folder named, else the first storyboard's name.
private enum StoryboardPathNames {
    static func appName(for paths: [String]) -> String {
        let first = paths[0].hasSuffix("/") ? String(paths[0].dropLast()) : paths[0]
        var name = (first as NSString).lastPathComponent
        if name.hasSuffix(".storyboard") { name = String(name.dropLast(".storyboard".count)) }
        if name.isEmpty || name == "." { name = "App" }
        return name
    }
}
