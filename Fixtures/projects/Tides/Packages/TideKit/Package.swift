// swift-tools-version:5.9
import PackageDescription

// A local package the app embeds: the project does not list its files, and they are linted.
let package = Package(
    name: "TideKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "TideKit", targets: ["TideKit"])],
    targets: [.target(name: "TideKit")]
)
