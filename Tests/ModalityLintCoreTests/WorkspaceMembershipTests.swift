import XCTest
@testable import ModalityLintCore

/// A project the folder's workspace does not list, inside a folder a listed project refers
/// to, is not the app's: the sample apps of an SDK vendored in the app's folder (loose-leaf's
/// `Frameworks/FacebookSDK/Samples`, blind round 25: six false alarms in samples the app
/// never builds). Near misses: the workspace lists it, a listed project refers to it as a
/// sub-project, there is no workspace, it lies outside every folder the listed projects
/// refer to, or the workspace does not parse.
final class WorkspaceMembershipTests: XCTestCase {
    /// One iOS app target building `source`; `extra` adds file references to the main group.
    private func project(_ source: String, extra: [String] = []) -> String {
        let references = extra.enumerated().map { "\t\tX\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        let children = (["FA"] + extra.indices.map { "X\($0)" }).joined(separator: ", ")
        return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tROOT = {isa = PBXProject; mainGroup = G0; targets = (TAPP); projectDirPath = ""; };
            \t\tG0 = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
            \t\tFA = {isa = PBXFileReference; path = "\(source)"; sourceTree = "<group>"; };
            \(references.joined(separator: "\n"))
            \t\tBA = {isa = PBXBuildFile; fileRef = FA; };
            \t\tPAPP = {isa = PBXSourcesBuildPhase; files = (BA); };
            \t\tTAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (PAPP); };
            \t};
            \trootObject = ROOT;
            }
            """
    }

    private func workspace(_ locations: [String]) -> XcodeWorkspace? {
        let references = locations.map { "   <FileRef\n      location = \"\($0)\">\n   </FileRef>" }.joined(separator: "\n")
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n\(references)\n</Workspace>\n"
        return XcodeWorkspace.read(path: "/w/App.xcworkspace", bytes: Array(text.utf8))
    }

    private let files = ["/w/Project/App/A.swift", "/w/Frameworks/SDK/Samples/Demo/D.swift"]

    private func leftOut(appExtra: [String] = ["../Frameworks/SDK/SDK.framework"], workspaces: [XcodeWorkspace?],
                         sample: String = "/w/Frameworks/SDK/Samples/Demo/Demo.xcodeproj",
                         files: [String]? = nil) -> [String: String] {
        let membership = TargetMembership(
            projects: [
                TargetMembership.ProjectInput(path: "/w/Project/App.xcodeproj", bytes: Array(project("App/A.swift", extra: appExtra).utf8)),
                TargetMembership.ProjectInput(path: sample, bytes: Array(project("D.swift").utf8)),
            ],
            packageRoots: [], workspaces: workspaces.compactMap { $0 })
        var result: [String: String] = [:]
        for file in membership.leftOut((files ?? self.files).map { TargetMembership.Candidate(path: $0, root: "/w") }) {
            var reason = file.reason.code
            if case .notInWorkspace(let name) = file.reason { reason += " " + name }
            result[file.path] = reason
        }
        return result
    }

    func testASampleProjectTheWorkspaceDoesNotListIsLeftOut() {
        XCTAssertEqual(leftOut(workspaces: [workspace(["container:Project/App.xcodeproj"])]),
                       ["/w/Frameworks/SDK/Samples/Demo/D.swift": "notInWorkspace App.xcworkspace"])
        // `group:` locations resolve from the workspace's folder through its groups.
        XCTAssertEqual(leftOut(workspaces: [workspace(["group:Project/../Project/App.xcodeproj"])]),
                       ["/w/Frameworks/SDK/Samples/Demo/D.swift": "notInWorkspace App.xcworkspace"])
    }

    func testNearMisses() {
        // Listed by the workspace.
        XCTAssertEqual(leftOut(workspaces: [workspace(["container:Project/App.xcodeproj",
                                                       "group:Frameworks/SDK/Samples/Demo/Demo.xcodeproj"])]), [:])
        // A sub-project of a listed project.
        XCTAssertEqual(leftOut(appExtra: ["../Frameworks/SDK/SDK.framework", "../Frameworks/SDK/Samples/Demo/Demo.xcodeproj"],
                               workspaces: [workspace(["container:Project/App.xcodeproj"])]), [:])
        // No workspace, or one that does not parse.
        XCTAssertEqual(leftOut(workspaces: []), [:])
        XCTAssertNil(XcodeWorkspace.read(path: "/w/App.xcworkspace", bytes: Array("<Workspace".utf8)))
        // A project outside every folder the listed projects refer to may be another app.
        XCTAssertEqual(leftOut(workspaces: [workspace(["container:Project/App.xcodeproj"])],
                               sample: "/w/Widget/Widget.xcodeproj", files: ["/w/Project/App/A.swift", "/w/Widget/D.swift"]), [:])
    }
}
