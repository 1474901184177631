// swift-tools-version:6.0
// A package that uses modality-lint's plugins as any other package would, except that it
// depends on this repository by relative path (Tests/scripts/plugin_consumer_test.sh
// builds it and checks what a developer sees). Each target holds one flow:
//
// - Checkout: an error-severity problem; the build shows it (as a warning: the
//   configuration sets no build-fail-level) and succeeds.
// - Settings: a clean flow; the build prints nothing about it.
// - StrictCheckout: the same problem under a .modality-lint.yml with
//   `build-fail-level: error`, so building this target fails. Build it on its own.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    products: [
        .library(name: "Checkout", targets: ["Checkout"]),
        .library(name: "Settings", targets: ["Settings"]),
    ],
    dependencies: [
        // `name:` because a path dependency is otherwise known by its folder's name, which
        // is whatever the clone of this repository is called.
        .package(name: "modality-lint", path: "../.."),
    ],
    targets: [
        .target(name: "Checkout", plugins: [.plugin(name: "ModalityLintBuildPlugin", package: "modality-lint")]),
        .target(name: "Settings", plugins: [.plugin(name: "ModalityLintBuildPlugin", package: "modality-lint")]),
        .target(name: "StrictCheckout", plugins: [.plugin(name: "ModalityLintBuildPlugin", package: "modality-lint")]),
    ]
)
