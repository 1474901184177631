/// What an Xcode project says about its targets: which platform each builds for, what kind
/// of product it makes, which files it compiles or copies, and which folders the project
/// covers at all. Read from `project.pbxproj`'s objects graph; every path is absolute and
/// lexically normalised, resolved through the group tree from the project's folder.
///
/// Anything the reading cannot resolve is recorded, never guessed: a target whose platform
/// no build setting states has `platforms` empty (unknown), and a compiled file whose path
/// cannot be placed in the folder (an absolute path from another machine, a source tree of
/// its own) is kept by its file name (`unresolvedNames`).
public struct XcodeProject: Sendable {
    /// The `*.xcodeproj` folder.
    public var path: String
    /// Its file name, `HomeAssistant.xcodeproj`, for messages.
    public var name: String { XcodeProject.lastComponent(of: path) }
    /// The folder `<group>` paths start from (`SRCROOT`).
    public var sourceRoot: String
    public var targets: [Target] = []
    /// Folders holding a file or group the project refers to: the project speaks for the
    /// files in them (a file there in no target is not built).
    public var coveredFolders: Set<String> = []
    /// Synchronized folders (Xcode 16): the project speaks for everything below them.
    public var synchronizedFolders: Set<String> = []
    /// The projects it refers to as files (`*.xcodeproj` sub-projects), by path.
    public var referencedProjects: Set<String> = []
    /// Something a target needs was not resolved (a synchronized folder outside the group
    /// tree): the project's files are all kept.
    public var isIncomplete = false
    /// The version of the Xcode that last upgraded the project (`LastUpgradeCheck`, `0430`
    /// for Xcode 4.3, `1100` for Xcode 11), nil when the project does not say.
    public var lastUpgradeCheck: Int?
    /// The project's development language (`developmentRegion`: `en`, `English`), or nil.
    public var developmentRegion: String?

    public enum Platform: String, Sendable, CaseIterable {
        case iOS, watchOS, macOS, tvOS, visionOS, driverKit

        /// The platform an SDK or `SUPPORTED_PLATFORMS` word names (`iphoneos17.2`,
        /// `iphonesimulator`, `watchos`, `macosx`, `appletvos`, `xros`), nil for others.
        public init?(sdk: String) {
            let word = sdk.lowercased()
            if word.hasPrefix("iphone") { self = .iOS }
            else if word.hasPrefix("watch") { self = .watchOS }
            else if word.hasPrefix("macosx") || word == "macos" { self = .macOS }
            else if word.hasPrefix("appletv") { self = .tvOS }
            else if word.hasPrefix("xr") || word.hasPrefix("visionos") { self = .visionOS }
            else if word.hasPrefix("driverkit") { self = .driverKit }
            else { return nil }
        }
    }

    public enum Role: Sendable, Equatable {
        /// An application, App Clip or iMessage app: a root of what ships.
        case app
        /// An app extension (widgets, share, notification content...): ships with its app.
        case appExtension
        /// Unit and UI test bundles: never ship.
        case test
        /// Frameworks, libraries, bundles, anything else: ship when an app embeds them.
        case component
    }

    public struct Target: Sendable {
        public var id: String
        public var name: String
        public var productType: String
        public var role: Role
        /// From `SDKROOT` and `SUPPORTED_PLATFORMS` (the target's, else the project's), or
        /// the product type (a WatchKit app is watchOS). Empty: unknown.
        public var platforms: Set<Platform>
        /// Files its Sources, Resources, Headers and Copy Files phases list.
        public var files: Set<String> = []
        /// Synchronized folders it builds, each with the relative paths it leaves out.
        public var synchronizedFolders: [(folder: String, exceptions: [String])] = []
        /// Files inside another target's synchronized folder that it builds too.
        public var synchronizedAdditions: Set<String> = []
        /// File names of files it compiles whose path is not resolved.
        public var unresolvedNames: Set<String> = []
        /// Ids of the targets it depends on (`PBXTargetDependency`) in this project.
        public var dependencies: [String] = []
        /// The file names of the products its phases link or embed (`Shared.framework`),
        /// for dependencies Xcode finds by name, across projects of a workspace.
        public var linkedProductNames: Set<String> = []
        /// Its product's file name (`Shared.framework`), when known.
        public var productName: String?
        /// Its build configurations (`Debug`, `Release`), each with the project's of the
        /// same name beneath it: where its Swift compilation conditions come from.
        public var configurations: [BuildConfiguration] = []

        /// Whether the platform is known and is not iOS: a multi-platform target that
        /// supports iOS counts as iOS, an unknown one may be iOS.
        public var isOtherPlatform: Bool { !platforms.isEmpty && !platforms.contains(.iOS) }

        /// Whether it builds the file at `path`.
        public func builds(_ path: String) -> Bool {
            if files.contains(path) || synchronizedAdditions.contains(path) { return true }
            for synchronized in synchronizedFolders {
                guard let relative = XcodeProject.relative(path, under: synchronized.folder) else { continue }
                if !synchronized.exceptions.contains(where: { XcodeProject.exception($0, covers: relative) }) { return true }
            }
            return false
        }
    }

    /// Reads a project from its `project.pbxproj` bytes. `path` is the absolute path of the
    /// `*.xcodeproj` folder.
    public static func read(path: String, bytes: [UInt8]) -> Result<XcodeProject, PBXProjParser.Failure> {
        switch PBXProjParser.parse(bytes) {
        case .failure(let failure): return .failure(failure)
        case .success(let root):
            var reading = Reading(path: normalize(path), root: root)
            return .success(reading.read())
        }
    }

    // MARK: Paths

    /// `a/b/../c/./d` is `a/c/d`; keeps a leading `/`.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", path.hasPrefix("/") { continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether a path has no `//`, `.` or `..` component and no trailing `/` (most do not).
    static func isNormal(_ path: String) -> Bool {
        var previous: UInt8 = 0
        var index = 0
        for byte in path.utf8 {
            let startsComponent = index == 0 || previous == UInt8(ascii: "/")
            // A name starting with `.` may be `.` or `..`: the full walk decides.
            if startsComponent, byte == UInt8(ascii: ".") { return false }
            if index > 0, previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") { return false }
            previous = byte
            index += 1
        }
        return !(previous == UInt8(ascii: "/") && index > 1)
    }

    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if relative.isEmpty { return folder }
        return normalize(folder + "/" + relative)
    }

    public static func parent(of path: String) -> String {
        // On the UTF-8 view: a `String`'s own search walks grapheme clusters, and this is
        // asked of every folder of every file, several times.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The folders that hold `path`, innermost first, up to (not including) the root.
    static func ancestors(of path: String) -> [String] {
        var ancestors: [String] = []
        var folder = parent(of: path)
        while !folder.isEmpty, folder != "/" {
            ancestors.append(folder)
            folder = parent(of: folder)
        }
        return ancestors
    }

    static func lastComponent(of path: String) -> String {
        path.utf8.split(separator: UInt8(ascii: "/")).last.flatMap { String($0) } ?? path
    }

    /// The path relative to `folder`, when it is inside it.
    static func relative(_ path: String, under folder: String) -> String? {
        let pathBytes = path.utf8, folderBytes = folder.utf8
        guard pathBytes.count > folderBytes.count, pathBytes.starts(with: folderBytes) else { return nil }
        let rest = pathBytes.dropFirst(folderBytes.count)
        if folderBytes.last == UInt8(ascii: "/") { return String(rest) }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        return String(rest.dropFirst())
    }

    /// Whether a synchronized folder's exception (`Info.plist`, `Old` for a folder,
    /// `/Localized/Main.storyboard` for every language's copy) covers a relative path.
    static func exception(_ exception: String, covers relative: String) -> Bool {
        if exception == relative { return true }
        let exceptionBytes = exception.utf8, relativeBytes = relative.utf8
        if relativeBytes.count > exceptionBytes.count, relativeBytes.starts(with: exceptionBytes),
           relativeBytes[relativeBytes.index(relativeBytes.startIndex, offsetBy: exceptionBytes.count)] == UInt8(ascii: "/") { return true }
        if exception.hasPrefix("/Localized/") {
            let wanted = String(exception.dropFirst("/Localized/".count))
            let unlocalized = relative.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
            return unlocalized == wanted
        }
        return false
    }

    // MARK: Reading the objects graph

    private struct Reading {
        let path: String
        let root: PropertyList
        var objects: [String: [String: PropertyList]] = [:]
        var project = XcodeProject(path: "", sourceRoot: "")
        /// Each group's or file's parent in the group tree.
        var parentOf: [String: String] = [:]
        var resolvedPaths: [String: String?] = [:]
        var projectConfigurationList: String?

        init(path: String, root: PropertyList) {
            self.path = path
            self.root = root
        }

        func object(_ id: String?) -> [String: PropertyList]? {
            id.flatMap { objects[$0] }
        }

        mutating func read() -> XcodeProject {
            let folder = XcodeProject.parent(of: path)
            project = XcodeProject(path: path, sourceRoot: folder)
            guard let top = root.dictionary, let objectValues = top["objects"]?.dictionary,
                  let rootObject = objectValues[top["rootObject"]?.string ?? ""]?.dictionary else {
                // Not a project's graph: nothing can be said, so nothing is left out.
                project.isIncomplete = true
                return project
            }
            for (id, value) in objectValues {
                if let dictionary = value.dictionary { objects[id] = dictionary }
            }
            if let check = rootObject["attributes"]?.dictionary?["LastUpgradeCheck"]?.string {
                project.lastUpgradeCheck = Int(check)
            }
            project.developmentRegion = rootObject["developmentRegion"]?.string
            if let directory = rootObject["projectDirPath"]?.string, !directory.isEmpty {
                project.sourceRoot = XcodeProject.join(folder, directory)
            }
            // The group tree, from the main group down (iteratively: a cycle ends).
            var pending: [String] = rootObject["mainGroup"]?.string.map { [$0] } ?? []
            var visited = Set<String>()
            while let id = pending.popLast() {
                guard visited.insert(id).inserted, let group = objects[id] else { continue }
                for child in group["children"]?.strings ?? [] where parentOf[child] == nil && child != id {
                    parentOf[child] = id
                    pending.append(child)
                }
            }
            if let mainGroup = rootObject["mainGroup"]?.string { resolvedPaths[mainGroup] = project.sourceRoot }
            // Every file and group placed in the folder covers its folder.
            for (id, object) in objects {
                let isa = object["isa"]?.string ?? ""
                switch isa {
                case "PBXFileReference":
                    if let resolved = resolve(id) {
                        project.coveredFolders.insert(XcodeProject.parent(of: resolved))
                        if resolved.hasSuffix(".xcodeproj") { project.referencedProjects.insert(resolved) }
                    }
                case "PBXGroup", "PBXVariantGroup":
                    if object["path"]?.string != nil, let resolved = resolve(id) { project.coveredFolders.insert(resolved) }
                case "PBXFileSystemSynchronizedRootGroup":
                    if let resolved = resolve(id) { project.synchronizedFolders.insert(resolved) }
                default:
                    continue
                }
            }
            let projectSettings = settings(of: rootObject["buildConfigurationList"]?.string)
            projectConfigurationList = rootObject["buildConfigurationList"]?.string
            var synchronizedAdditions: [String: [(folder: String, paths: [String])]] = [:]
            var synchronizedListedBy: [String: Set<String>] = [:]
            for targetID in rootObject["targets"]?.strings ?? [] {
                for group in object(targetID)?["fileSystemSynchronizedGroups"]?.strings ?? [] {
                    synchronizedListedBy[group, default: []].insert(targetID)
                }
            }
            // An exception set for a target that does not build the folder adds files to it.
            for (groupID, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
                guard let folder = resolve(groupID) else { continue }
                for exceptionID in object["exceptions"]?.strings ?? [] {
                    guard let exception = objects[exceptionID],
                          exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                          let target = exception["target"]?.string,
                          synchronizedListedBy[groupID]?.contains(target) != true else { continue }
                    synchronizedAdditions[target, default: []].append((folder, exception["membershipExceptions"]?.strings ?? []))
                }
            }
            for targetID in rootObject["targets"]?.strings ?? [] {
                guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
                project.targets.append(readTarget(targetID, target, projectSettings: projectSettings,
                                                  additions: synchronizedAdditions[targetID] ?? []))
            }
            return project
        }

        mutating func readTarget(
            _ id: String, _ target: [String: PropertyList], projectSettings: [[String: PropertyList]],
            additions: [(folder: String, paths: [String])]
        ) -> Target {
            let productType = target["productType"]?.string ?? ""
            var result = Target(
                id: id, name: target["name"]?.string ?? id, productType: productType,
                role: XcodeProject.role(ofProductType: productType),
                platforms: platforms(productType: productType, settings: settings(of: target["buildConfigurationList"]?.string),
                                     projectSettings: projectSettings))
            result.configurations = configurations(of: target["buildConfigurationList"]?.string,
                                                   projectList: projectConfigurationList)
            if let product = object(target["productReference"]?.string), let name = product["path"]?.string {
                result.productName = XcodeProject.lastComponent(of: name)
            }
            for phaseID in target["buildPhases"]?.strings ?? [] {
                guard let phase = objects[phaseID] else { continue }
                let isa = phase["isa"]?.string ?? ""
                for buildFileID in phase["files"]?.strings ?? [] {
                    guard let buildFile = objects[buildFileID], let referenceID = buildFile["fileRef"]?.string,
                          let reference = objects[referenceID] else { continue }
                    if isa == "PBXFrameworksBuildPhase" || isa == "PBXCopyFilesBuildPhase" {
                        if let name = reference["path"]?.string ?? reference["name"]?.string {
                            result.linkedProductNames.insert(XcodeProject.lastComponent(of: name))
                        }
                    }
                    guard isa != "PBXFrameworksBuildPhase" else { continue }
                    // A variant group (`Main.storyboard` in Base.lproj, en.lproj...) stands
                    // for each language's file.
                    let members = reference["isa"]?.string == "PBXVariantGroup" || reference["isa"]?.string == "XCVersionGroup"
                        ? reference["children"]?.strings ?? [] : [referenceID]
                    for member in members {
                        let isCompiled = isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" || isa == "PBXHeadersBuildPhase"
                        if let resolved = resolve(member) {
                            result.files.insert(resolved)
                            // An absolute path may be another machine's: its name stands for it.
                            if isCompiled, objects[member]?["sourceTree"]?.string == "<absolute>" {
                                result.unresolvedNames.insert(XcodeProject.lastComponent(of: resolved))
                            }
                        } else if isCompiled, let file = objects[member], !isOutsideTheFolder(file),
                                  let name = file["path"]?.string ?? file["name"]?.string {
                            result.unresolvedNames.insert(XcodeProject.lastComponent(of: name))
                        }
                    }
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
                guard let group = objects[groupID], let folder = resolve(groupID) else {
                    project.isIncomplete = true
                    continue
                }
                var exceptions: [String] = []
                for exceptionID in group["exceptions"]?.strings ?? [] {
                    guard let exception = objects[exceptionID],
                          exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                          exception["target"]?.string == id else { continue }
                    exceptions += exception["membershipExceptions"]?.strings ?? []
                }
                result.synchronizedFolders.append((folder, exceptions))
            }
            for addition in additions {
                for relative in addition.paths {
                    if relative.hasPrefix("/Localized/") {
                        // Each language's copy: kept by name, the folder is not listed.
                        result.unresolvedNames.insert(XcodeProject.lastComponent(of: relative))
                    } else {
                        result.synchronizedAdditions.insert(XcodeProject.join(addition.folder, relative))
                    }
                }
            }
            for dependencyID in target["dependencies"]?.strings ?? [] {
                if let dependency = objects[dependencyID] {
                    if let targetID = dependency["target"]?.string {
                        result.dependencies.append(targetID)
                    } else if let proxy = object(dependency["targetProxy"]?.string), let remote = proxy["remoteInfo"]?.string {
                        // A target of another project: found by its name.
                        result.linkedProductNames.insert("target:" + remote)
                    }
                }
            }
            return result
        }

        /// A file Xcode finds outside the project's folder (the SDK, build products, the
        /// developer folder): never a file of the folder.
        func isOutsideTheFolder(_ file: [String: PropertyList]) -> Bool {
            switch file["sourceTree"]?.string ?? "<group>" {
            case "SDKROOT", "BUILT_PRODUCTS_DIR", "DEVELOPER_DIR", "PLATFORM_DIR", "SYSTEM_DEVELOPER_DIR",
                 "SYSTEM_LIBRARY_DIR", "TOOLCHAIN_DIR":
                return true
            default:
                return false
            }
        }

        /// The absolute path of a file or group, or nil when it is not in the folder's tree.
        mutating func resolve(_ id: String) -> String? {
            if let known = resolvedPaths[id] { return known }
            // Walk up to the nearest resolved ancestor, then down (no recursion).
            var chain: [String] = []
            var current: String? = id
            var base: String?
            var seen = Set<String>()
            while let node = current {
                if let known = resolvedPaths[node] {
                    base = known
                    break
                }
                guard seen.insert(node).inserted, let object = objects[node] else { break }
                chain.append(node)
                let tree = object["sourceTree"]?.string ?? "<group>"
                if tree != "<group>" {
                    base = nil
                    break
                }
                current = parentOf[node]
                if current == nil { base = nil; break }
            }
            // `chain` runs from `id` up; resolve from the top one down.
            var folder: String? = base
            for node in chain.reversed() {
                let object = objects[node] ?? [:]
                let tree = object["sourceTree"]?.string ?? "<group>"
                let own = object["path"]?.string
                var resolved: String?
                switch tree {
                case "<group>":
                    if let folder {
                        resolved = own.map { XcodeProject.join(folder, $0) } ?? folder
                    }
                case "SOURCE_ROOT":
                    resolved = XcodeProject.join(project.sourceRoot, own ?? "")
                case "<absolute>":
                    resolved = own.map(XcodeProject.normalize)
                default:
                    resolved = nil
                }
                resolvedPaths[node] = .some(resolved)
                folder = resolved
            }
            return resolvedPaths[id] ?? nil
        }

        /// Each configuration of a target's list, with the project's configuration of the
        /// same name (and each one's `.xcconfig` file) beneath it, lowest first.
        mutating func configurations(of listID: String?, projectList: String?) -> [BuildConfiguration] {
            func layers(_ configurationID: String) -> [BuildConfiguration.Layer] {
                guard let configuration = objects[configurationID] else { return [] }
                var result: [BuildConfiguration.Layer] = []
                if let base = configuration["baseConfigurationReference"]?.string {
                    result.append(resolve(base).map { .file($0) } ?? .unreadable)
                }
                var settings: [String: String] = [:]
                for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                    switch value {
                    case .string(let text): settings[key] = text
                    case .array(let items): settings[key] = items.compactMap(\.string).joined(separator: " ")
                    default: continue
                    }
                }
                result.append(.settings(settings))
                return result
            }
            let projectIDs = object(projectList)?["buildConfigurations"]?.strings ?? []
            return (object(listID)?["buildConfigurations"]?.strings ?? []).compactMap { id in
                guard let name = objects[id]?["name"]?.string else { return nil }
                let projectID = projectIDs.first { objects[$0]?["name"]?.string == name }
                return BuildConfiguration(name: name, layers: (projectID.map(layers) ?? []) + layers(id))
            }
        }

        /// The build settings of each configuration of a list.
        func settings(of listID: String?) -> [[String: PropertyList]] {
            guard let list = object(listID) else { return [] }
            return (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0]?["buildSettings"]?.dictionary }
        }

        func platforms(productType: String, settings: [[String: PropertyList]],
                       projectSettings: [[String: PropertyList]]) -> Set<Platform> {
            if productType.contains("watchapp") || productType.contains("watchkit") { return [.watchOS] }
            if productType.hasPrefix("com.apple.product-type.tv-") { return [.tvOS] }
            func words(_ key: String, in settings: [[String: PropertyList]]) -> [String] {
                settings.flatMap { setting -> [String] in
                    switch setting[key] {
                    case .string(let text): return text.split(separator: " ").map(String.init)
                    case .array(let items): return items.compactMap(\.string)
                    default: return []
                    }
                }
            }
            for scope in [settings, projectSettings] {
                let supported = words("SUPPORTED_PLATFORMS", in: scope)
                let sdks = words("SDKROOT", in: scope)
                if supported.contains(where: { $0.hasPrefix("$") }) || sdks.contains(where: { $0.hasPrefix("$") }) { return [] }
                if !supported.isEmpty {
                    let found = Set(supported.compactMap(Platform.init(sdk:)))
                    if !found.isEmpty { return found }
                }
                let named = sdks.filter { $0 != "auto" }
                if !named.isEmpty {
                    // A path to an SDK, or a word not known: unknown (empty).
                    return Set(named.compactMap(Platform.init(sdk:)))
                }
            }
            return []
        }
    }

    static func role(ofProductType type: String) -> Role {
        let prefix = "com.apple.product-type."
        let kind = type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
        if kind.hasPrefix("bundle.unit-test") || kind.hasPrefix("bundle.ui-testing") || kind.hasPrefix("bundle.ocunit-test") {
            return .test
        }
        if kind.hasPrefix("application") { return .app }
        if kind.hasPrefix("app-extension") || kind.hasPrefix("extensionkit-extension") || kind == "xpc-service" {
            return .appExtension
        }
        return .component
    }
}
