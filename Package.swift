// swift-tools-version:6.0
// modality-lint: checks iOS modal flows against Apple's Human Interface Guidelines.
// Toolchain only: no package dependencies, by design (see README.md).
import PackageDescription

let package = Package(
    name: "modality-lint",
    products: [
        .executable(name: "modality-lint", targets: ["modality-lint"]),
        .library(name: "ModalityLintCore", targets: ["ModalityLintCore"]),
    ],
    targets: [
        // Parser, model, graph, rules, engine and reporters. Knows nothing of terminals
        // or of files it was not handed.
        .target(name: "ModalityLintCore"),
        // The thin command line: arguments, file system, printing.
        .executableTarget(name: "modality-lint", dependencies: ["ModalityLintCore"]),
        // The performance budget, measured (README.md, "Performance").
        .executableTarget(name: "modality-lint-bench", dependencies: ["ModalityLintCore"]),
        .testTarget(name: "ModalityLintCoreTests", dependencies: ["ModalityLintCore"]),
    ]
)
