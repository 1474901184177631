/// An Xcode workspace (`*.xcworkspace/contents.xcworkspacedata`): the projects it lists,
/// which are what building the app's scheme from it builds.
///
/// Each `<FileRef location="...">` is resolved as Xcode does: `group:` relative to the
/// folder of the groups around it (`<Group location="group:Libraries">`), which starts at
/// the workspace's folder; `container:` relative to the workspace's folder; `absolute:` as
/// written. Only `*.xcodeproj` references are kept. A workspace that does not parse lists
/// nothing (nil): it leaves every project as it was.
public struct XcodeWorkspace: Sendable, Hashable {
    /// The `*.xcworkspace` folder.
    public var path: String
    /// The projects it lists, by path (normalised).
    public var projects: Set<String>

    /// Its file name, `LooseLeaf.xcworkspace`, for messages.
    public var name: String { XcodeProject.lastComponent(of: path) }
    /// The folder it sits in.
    public var folder: String { XcodeProject.parent(of: path) }

    /// Reads `bytes`, the workspace's `contents.xcworkspacedata`.
    public static func read(path: String, bytes: [UInt8]) -> XcodeWorkspace? {
        let normalized = XcodeProject.normalize(path)
        guard case .success(let xml) = StoryboardXML.parse(SourceFile(path: normalized + "/contents.xcworkspacedata", bytes: bytes)),
              xml.root?.name == "Workspace" else { return nil }
        let folder = XcodeProject.parent(of: normalized)
        var projects = Set<String>()
        // Each element's folder for `group:` locations, in document order (parents first).
        var groupFolder = [String](repeating: folder, count: xml.elements.count)
        for (position, element) in xml.elements.enumerated() {
            let parentFolder = element.parent.map { groupFolder[$0] } ?? folder
            groupFolder[position] = parentFolder
            guard let location = element["location"] else { continue }
            let resolved: String?
            if location.hasPrefix("group:") {
                resolved = XcodeProject.join(parentFolder, String(location.dropFirst("group:".count)))
            } else if location.hasPrefix("container:") {
                resolved = XcodeProject.join(folder, String(location.dropFirst("container:".count)))
            } else if location.hasPrefix("absolute:") {
                resolved = String(location.dropFirst("absolute:".count))
            } else {
                resolved = nil
            }
            guard let resolved else { continue }
            let path = XcodeProject.normalize(resolved)
            if element.name == "Group" { groupFolder[position] = path }
            if element.name == "FileRef", path.hasSuffix(".xcodeproj") { projects.insert(path) }
        }
        return XcodeWorkspace(path: normalized, projects: projects)
    }
}
