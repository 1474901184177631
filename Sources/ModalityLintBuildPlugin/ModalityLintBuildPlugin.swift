import Foundation
import PackagePlugin

/// Lints a target's flow files and storyboards on every build that changed one of them,
/// with the package's own `modality-lint` (built from source, nothing to install).
///
/// The problems are printed as `path:line:column: warning: message [rule]`, which SwiftPM
/// and Xcode show beside the compiler's. Whether one fails the build is the configuration's
/// decision (`build-fail-level` in `.modality-lint.yml`, default `none`): `lint
/// --build-step` applies it, so that `swift build`, Xcode and the command line agree.
@main
struct ModalityLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try LintStep(
            name: target.name, files: target.sourceFiles.map(\.url), compilesSwift: target is SwiftSourceModuleTarget,
            tool: context.tool(named: "modality-lint").url, workDirectory: context.pluginWorkDirectoryURL,
            targetDirectory: LintStep.commonFolder(of: target.sourceFiles.map(\.url)), packageDirectory: nil
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same step for an Xcode app target: its files are the ones in its build phases
/// (flow files added to the target, storyboards as resources).
extension ModalityLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try LintStep(
            name: target.displayName, files: files, compilesSwift: files.contains { $0.pathExtension == "swift" },
            tool: context.tool(named: "modality-lint").url, workDirectory: context.pluginWorkDirectoryURL,
            targetDirectory: nil, packageDirectory: nil
        ).commands()
    }
}
#endif

/// One target's lint step: which files it reads, and the command that lints them.
struct LintStep {
    static let flowEndings = [".flow.yml", ".flow.yaml", ".flow.json"]
    static let storyboardEnding = ".storyboard"
    /// Swift and Objective-C implementation files (FileDiscovery.swiftEnding, objectiveCEndings).
    static let codeEndings = [".swift", ".m", ".mm", ".h"]
    static let configurationName = ".modality-lint.yml"

    var name: String
    var files: [URL]
    /// Whether the target compiles Swift (else C or Objective-C): the stamp's language.
    var compilesSwift: Bool
    var tool: URL
    var workDirectory: URL
    /// The target's own folder (SwiftPM): adding or removing a file in it makes SwiftPM plan
    /// the build again, so a configuration there can be an input itself.
    var targetDirectory: URL?
    /// The package's folder: the configurations looked up above the target are watched up
    /// to it. Nil: the nearest folder above the target that holds a `Package.swift`.
    var packageDirectory: URL?

    /// The deepest folder that holds every file (the target's folder, or one inside it).
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var count = 0
            while count < common.count, count < components.count, common[count] == components[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        guard !common.isEmpty else { return nil }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    static func packageFolder(above folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The files handed to `modality-lint`, in a stable order (the build log reads the same
    /// from one build to the next).
    ///
    /// Swift and Objective-C files are read with the storyboards as one app (a scene joins
    /// its class's code), and they are inputs too, so that editing one lints again.
    var lintedFiles: [URL] {
        files.filter { url in
            let name = url.lastPathComponent.lowercased()
            return LintStep.flowEndings.contains { name.hasSuffix($0) } || name.hasSuffix(LintStep.storyboardEnding)
                || LintStep.codeEndings.contains { name.hasSuffix($0) }
        }
        .sorted { $0.path < $1.path }
    }

    /// The `.modality-lint.yml` files that apply: for each folder holding a linted file, the
    /// nearest one in it or above it, as the command line looks them up. They are inputs
    /// too, so that editing the configuration lints again.
    static func configurations(for files: [URL]) -> [URL] {
        var found = Set<String>()
        var searched = Set<String>()
        for file in files {
            var folder = file.deletingLastPathComponent().standardizedFileURL
            while searched.insert(folder.path).inserted {
                let candidate = folder.appendingPathComponent(configurationName)
                if FileManager.default.fileExists(atPath: candidate.path) {
                    found.insert(candidate.path)
                    break
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// What the step reads besides the linted files, so that adding, changing or removing
    /// a `.modality-lint.yml` lints again and never breaks the build.
    ///
    /// A build system keeps the inputs it was given until it plans the build again, and
    /// SwiftPM does that when a target's folder changes but not when a file above it does:
    /// a removed configuration that is still an input fails every build ("missing inputs").
    /// So a configuration inside the target's folder is an input itself; above it, the
    /// folders it may be in are (up to the package's folder): a folder changes when a file
    /// in it is added, removed or saved by replacing it, as editors do.
    func configurationInputs(for linted: [URL]) -> [URL] {
        var inputs = Set<String>()
        let target = targetDirectory.map { $0.standardizedFileURL.path + "/" }
        let package = (packageDirectory ?? targetDirectory.flatMap(LintStep.packageFolder(above:))).map { $0.standardizedFileURL.path }
        for configuration in LintStep.configurations(for: linted) {
            if let target, configuration.standardizedFileURL.path.hasPrefix(target) { inputs.insert(configuration.path) }
        }
        if let target, let package {
            // The folders between the target's and the package's, where one may appear.
            var folder = URL(fileURLWithPath: String(target.dropLast())).deletingLastPathComponent().standardizedFileURL
            while folder.path.hasPrefix(package), folder.path.count >= package.count {
                inputs.insert(folder.path)
                if folder.path == package { break }
                folder = folder.deletingLastPathComponent()
            }
        } else {
            // Xcode: no target folder is known; the folders of the configurations found.
            for configuration in LintStep.configurations(for: linted) {
                inputs.insert(configuration.deletingLastPathComponent().path)
            }
        }
        return inputs.sorted().map { URL(fileURLWithPath: $0) }
    }

    func commands() -> [Command] {
        let linted = lintedFiles
        guard !linted.isEmpty else { return [] }
        // The step's one output: `modality-lint` writes it when the run passes. The build
        // system runs the step again only when an input is newer than it (or it is missing,
        // as after a failing run). SwiftPM and Xcode copy an output they cannot compile into
        // the product as a resource, so the stamp is a source file holding one `//` comment,
        // which compiles to nothing.
        let stamp = workDirectory.appendingPathComponent(compilesSwift ? "ModalityLintStamp.swift" : "ModalityLintStamp.c")
        return [
            .buildCommand(
                displayName: "modality-lint \(name) (\(linted.count) \(linted.count == 1 ? "file" : "files"))",
                executable: tool,
                // Absolute paths, so that Xcode opens the file when an issue is clicked;
                // `--` because a file's name may start with `-`.
                arguments: ["lint", "--build-step", stamp.path, "--"] + linted.map(\.path),
                inputFiles: linted + configurationInputs(for: linted),
                outputFiles: [stamp]),
        ]
    }
}
