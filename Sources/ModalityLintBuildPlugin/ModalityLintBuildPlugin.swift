import Foundation
import PackagePlugin

/// Lints a target's code, storyboards and flow files on every build,
/// with `modality-lint`: built from source from this package, or a release's binary from
/// the plugins package `.ci/make-release` writes (nothing to install either way).
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
            tool: context.tool(named: "modality-lint").url, workDirectory: context.pluginWorkDirectoryURL
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
            tool: context.tool(named: "modality-lint").url, workDirectory: context.pluginWorkDirectoryURL
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
    /// Beside the stamp; `lint --build-step` changes it after each run (LintRun.rerunMarkerName).
    static let rerunMarkerName = "ModalityLintStamp.rerun"

    var name: String
    var files: [URL]
    /// Whether the target compiles Swift (else C or Objective-C): the stamp's language.
    var compilesSwift: Bool
    var tool: URL
    var workDirectory: URL
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

    func commands() -> [Command] {
        let linted = lintedFiles
        guard !linted.isEmpty else { return [] }
        // The step's one output: `modality-lint` writes it when the run passes (and only
        // when its text changes, so the target does not compile again for nothing). SwiftPM and Xcode copy an output they cannot compile into
        // the product as a resource, so the stamp is a source file holding one `//` comment,
        // which compiles to nothing.
        let stamp = workDirectory.appendingPathComponent(compilesSwift ? "ModalityLintStamp.swift" : "ModalityLintStamp.c")
        // An input the tool changes after every run: the step runs on every build, so that a
        // `.modality-lint.yml` added, changed or removed anywhere always applies. Watching
        // the configuration files themselves broke the build when one was removed ("missing
        // inputs"): a build system keeps a step's inputs until it plans the build again.
        let rerun = workDirectory.appendingPathComponent(LintStep.rerunMarkerName)
        // The step runs on every build, mostly over an app that did not change: the last
        // run's result, kept here, is replayed while no file it read has changed
        // (`lint --cache`).
        let cache = workDirectory.appendingPathComponent("cache")
        if !FileManager.default.fileExists(atPath: rerun.path) {
            try? FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: rerun.path, contents: Data("0\n".utf8))
        }
        return [
            .buildCommand(
                displayName: "modality-lint \(name) (\(linted.count) \(linted.count == 1 ? "file" : "files"))",
                executable: tool,
                // Absolute paths, so that Xcode opens the file when an issue is clicked;
                // `--` because a file's name may start with `-`.
                arguments: ["lint", "--build-step", stamp.path, "--cache", cache.path, "--"] + linted.map(\.path),
                inputFiles: linted + [rerun],
                outputFiles: [stamp]),
        ]
    }
}
