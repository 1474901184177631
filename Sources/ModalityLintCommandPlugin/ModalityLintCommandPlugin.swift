import Foundation
import PackagePlugin

/// `swift package modality-lint [--target NAME ...] [lint options] [PATH ...]`: runs
/// `modality-lint lint` in the package's folder, on the given paths or else on the folders
/// of the package's targets (all of them, or those named with `--target`).
///
/// Every `lint` option is passed through unchanged. The tool reads the package and writes
/// only what it is asked to write (`--write-baseline FILE`, `--output FILE`,
/// `--format NAME:FILE`); in the package's folder that takes SwiftPM's
/// `--allow-writing-to-package-directory` (see Package.swift for why the permission is not
/// declared).
@main
struct ModalityLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames.isEmpty ? context.package.targets.map(\.name) : targetNames)
        let packageFolder = context.package.directoryURL
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.compactMap { target in
            LintInvocation.commonFolder(of: target.sourceFiles.map(\.url)).map {
                LintInvocation.relativePath(of: $0, in: packageFolder)
            }
        }
        try LintInvocation(
            tool: context.tool(named: "modality-lint").url, workingDirectory: packageFolder,
            arguments: extractor.remainingArguments, defaultPaths: folders
        ).run()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File ▸ Packages, or the project's context menu): lints the project's folder,
/// or the files of the targets chosen in the dialog (`--target NAME`).
extension ModalityLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let projectFolder = context.xcodeProject.directoryURL
        var paths = ["."]
        if !targetNames.isEmpty {
            // Xcode targets have no folder of their own: their flow files and storyboards.
            paths = context.xcodeProject.targets
                .filter { targetNames.contains($0.displayName) }
                .flatMap { $0.inputFiles.map(\.url) }
                .filter { LintInvocation.isLintable($0) }
                .map { LintInvocation.relativePath(of: $0, in: projectFolder) }
                .sorted()
        }
        try LintInvocation(
            tool: context.tool(named: "modality-lint").url, workingDirectory: projectFolder,
            arguments: extractor.remainingArguments, defaultPaths: paths
        ).run()
    }
}
#endif

/// One run of `modality-lint lint`, with its output going straight to the terminal.
struct LintInvocation {
    /// The `lint` options that take a value, so that the value is not mistaken for a path.
    /// It mirrors the command line's (`modality-lint lint --help`); a test compares them.
    static let optionsTakingValues: Set<String> = [
        "--format", "-f", "--output", "-o", "--config", "-c", "--fail-level", "--max-warnings", "--at",
        "--baseline", "--write-baseline", "--stdin-path", "--build-step", "--cache",
    ]

    var tool: URL
    var workingDirectory: URL
    var arguments: [String]
    /// Linted when `arguments` name no path.
    var defaultPaths: [String]

    /// Whether the arguments name a path (an operand) rather than only options.
    static func namesAPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return index < arguments.count }
            if argument == "-" || !argument.hasPrefix("-") { return true }
            if optionsTakingValues.contains(argument) { index += 1 }
        }
        return false
    }

    /// Whether the arguments ask for a file to be written: a baseline or a report.
    var asksToWriteAFile: Bool {
        arguments.contains { argument in
            ["--write-baseline", "--output", "-o"].contains { argument == $0 || argument.hasPrefix($0 + "=") }
        } || arguments.indices.contains { index in
            // `--format NAME:FILE`, `-f NAME:FILE` or `--format=NAME:FILE`.
            let argument = arguments[index]
            if argument.hasPrefix("--format=") { return argument.contains(":") }
            return ["--format", "-f"].contains(argument) && index + 1 < arguments.count && arguments[index + 1].contains(":")
        }
    }

    static func isLintable(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return [".flow.yml", ".flow.yaml", ".flow.json", ".storyboard", ".swift", ".m", ".mm", ".h"].contains { name.hasSuffix($0) }
    }

    /// The deepest folder holding all of `files`: a target's own folder (its `directoryURL`
    /// needs tools version 6.1, and this package supports Swift 6.0). Searching the folder
    /// rather than naming the files lets the configuration decide as for any folder
    /// (`storyboards: false`, `exclude`).
    static func commonFolder(of files: [URL]) -> URL? {
        guard let first = files.first else { return nil }
        var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var shared = 0
            while shared < min(common.count, components.count), common[shared] == components[shared] { shared += 1 }
            common.removeLast(common.count - shared)
        }
        guard !common.isEmpty else { return nil }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// `path` relative to `folder` when inside it (shorter messages), else absolute.
    static func relativePath(of url: URL, in folder: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    func run() throws {
        var toolArguments = ["lint"] + arguments
        if !LintInvocation.namesAPath(arguments) {
            guard !defaultPaths.isEmpty else {
                Diagnostics.remark("modality-lint: no targets to lint")
                return
            }
            if !arguments.contains("--") { toolArguments.append("--") }
            toolArguments += defaultPaths
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = toolArguments
        process.currentDirectoryURL = workingDirectory
        try process.run()
        process.waitUntilExit()
        // The tool has printed its report and its summary; the plugin only makes the
        // command's status say whether the run passed.
        guard process.terminationReason == .exit else {
            throw LintFailure(description: "modality-lint was stopped by signal \(process.terminationStatus)")
        }
        switch process.terminationStatus {
        case 0: return
        case 1: throw LintFailure(description: "modality-lint found problems (status 1)")
        default:
            var message = "modality-lint could not run as asked (status \(process.terminationStatus))"
            if asksToWriteAFile {
                // On macOS the sandbox refuses writes in the package unless SwiftPM was told.
                message += "; to write a file in the package, run `swift package --allow-writing-to-package-directory modality-lint ...`"
            }
            throw LintFailure(description: message)
        }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String
}
