// swift-tools-version:6.0
// A package that uses modality-lint's plugins through the released binary, as a team that
// installs a release does: it depends on the plugins package that `.ci/make-release` writes
// (its `modality-lint` is a `.binaryTarget`, an artifact bundle), so no part of the tool is
// compiled. Only this manifest differs from ../plugin-consumer: `Tests/scripts/
// plugin_consumer_test.sh --plugins DIR` copies that package beside the plugins package
// (hence `../modality-lint-plugins`), puts this manifest in place of its own, and checks
// what a developer sees. The targets, with their flows and configurations:
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
        // A team pins a published release instead: Plugins.md in the documentation.
        .package(path: "../modality-lint-plugins"),
    ],
    targets: [
        .target(name: "Checkout", plugins: [.plugin(name: "ModalityLintBuildPlugin", package: "modality-lint-plugins")]),
        .target(name: "Settings", plugins: [.plugin(name: "ModalityLintBuildPlugin", package: "modality-lint-plugins")]),
        .target(name: "StrictCheckout", plugins: [.plugin(name: "ModalityLintBuildPlugin", package: "modality-lint-plugins")]),
    ]
)
