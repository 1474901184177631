import XCTest
@testable import ModalityLintCore

/// A SwiftPM package's test targets' files never ship (certainty.md, part 2, "Targets").
final class PackageManifestTests: XCTestCase {
    private let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Features",
            platforms: [.iOS(.v16)],
            products: [.library(name: "Features", targets: ["Settings"])],
            targets: [
                .target(name: "Settings", dependencies: ["Core"]),
                .target(name: "Core", path: "Shared/Core", sources: ["Models", "Screens/Root.swift"]),
                .executableTarget(name: "Tool"),
                .testTarget(name: "SettingsChecks", dependencies: ["Settings"], path: "Checks/Settings"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
            ]
        )

        """

    func testThePlainFormsAreRead() throws {
        let read = try XCTUnwrap(PackageManifest.read(Array(manifest.utf8)))
        XCTAssertEqual(read.targets.map(\.name), ["Settings", "Core", "Tool", "SettingsChecks", "CoreTests"])
        XCTAssertEqual(read.targets.map(\.isTest), [false, false, false, true, true])
        XCTAssertEqual(read.targets[1].roots, ["Shared/Core/Models", "Shared/Core/Screens/Root.swift"])
        XCTAssertEqual(read.onlyTestTargets(holding: "Checks/Settings/SheetTests.swift"), ["SettingsChecks"])
        XCTAssertEqual(read.onlyTestTargets(holding: "Tests/CoreTests/A.swift"), ["CoreTests"])
        // The near misses: a target's own files, and a file no target holds, stay.
        XCTAssertEqual(read.onlyTestTargets(holding: "Sources/Settings/SettingsView.swift"), [])
        XCTAssertEqual(read.onlyTestTargets(holding: "Shared/Core/Screens/Root.swift"), [])
        XCTAssertEqual(read.onlyTestTargets(holding: "Examples/Demo.swift"), [])
    }

    func testAManifestItCannotReadIsNotRead() {
        let computed = manifest.replacingOccurrences(of: "path: \"Checks/Settings\"", with: "path: checksFolder")
        XCTAssertNil(PackageManifest.read(Array(computed.utf8)), "a path that is not a literal")
        let named = manifest.replacingOccurrences(of: ".target(name: \"Settings\"", with: ".target(name: settingsName")
        XCTAssertNil(PackageManifest.read(Array(named.utf8)))
        XCTAssertNil(PackageManifest.read(Array("let package = Package(name: \"A\", targets: [.target(name: \"A\"".utf8)))
    }

    func testOnlyTheTestTargetsFilesAreLeftOut() {
        let membership = TargetMembership(projects: [], packageRoots: ["/app/Features"], manifests: ["/app/Features": Array(manifest.utf8)])
        let candidates = ["/app/Features/Checks/Settings/SheetTests.swift", "/app/Features/Sources/Settings/SettingsView.swift"]
            .map { TargetMembership.Candidate(path: $0, root: "/app") }
        let leftOut = membership.leftOut(candidates)
        XCTAssertEqual(leftOut.map(\.path), ["/app/Features/Checks/Settings/SheetTests.swift"])
        XCTAssertEqual(leftOut.first?.reason, .testsOnly)
        XCTAssertEqual(leftOut.first?.targets, ["SettingsChecks"])
        // Without a manifest it can read, the package's files stay as they are.
        let unread = TargetMembership(projects: [], packageRoots: ["/app/Features"], manifests: ["/app/Features": Array("let x = compute()".utf8)])
        XCTAssertTrue(unread.leftOut(candidates).isEmpty)
    }
}
