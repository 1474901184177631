// swift-tools-version:6.0
// modality-lint: checks iOS modal flows against Apple's Human Interface Guidelines.
// Toolchain only: no package dependencies, by design (see README.md).
import PackageDescription

let package = Package(
    name: "modality-lint",
    products: [
        .executable(name: "modality-lint", targets: ["modality-lint"]),
        .library(name: "ModalityLintCore", targets: ["ModalityLintCore"]),
        // For other packages and Xcode projects (Plugins.md in the documentation).
        .plugin(name: "ModalityLintBuildPlugin", targets: ["ModalityLintBuildPlugin"]),
        .plugin(name: "ModalityLintCommandPlugin", targets: ["ModalityLintCommandPlugin"]),
    ],
    targets: [
        // Parser, model, graph, rules, engine and reporters. Knows nothing of terminals
        // or of files it was not handed.
        .target(name: "ModalityLintCore"),
        // The thin command line: arguments, file system, printing.
        .executableTarget(name: "modality-lint", dependencies: ["ModalityLintCore"]),
        // The performance budget, measured (README.md, "Performance").
        .executableTarget(name: "modality-lint-bench", dependencies: ["ModalityLintCore"]),
        // Lints a target's flow files and storyboards as it builds, with the tool above.
        .plugin(
            name: "ModalityLintBuildPlugin", capability: .buildTool(),
            dependencies: ["modality-lint"], path: "Sources/ModalityLintBuildPlugin"),
        // `swift package modality-lint [lint options] [PATH ...]`.
        .plugin(
            name: "ModalityLintCommandPlugin",
            // No declared permission: a declared one would have SwiftPM ask on every run
            // (and refuse without a terminal), though linting only reads. Writing a
            // baseline or report into the package takes SwiftPM's
            // `--allow-writing-to-package-directory`, which opens its sandbox for that run.
            capability: .command(
                intent: .custom(verb: "modality-lint", description: "Lint the package's flow files and storyboards with modality-lint")),
            dependencies: ["modality-lint"], path: "Sources/ModalityLintCommandPlugin"),
        .testTarget(name: "ModalityLintCoreTests", dependencies: ["ModalityLintCore"]),
    ]
)
