/// Whether an Xcode project was made for the SDKs before iOS 13, where a presentation that
/// states no style is full screen; from the iOS 13 SDK on it is `automatic`, a page sheet
/// (the ReadingAnApp article, "Presentations that state no style").
///
/// What the default is depends on the SDK the app is linked against, which no file says.
/// A project says it was made for the older SDKs when the Xcode that last upgraded it came
/// before Xcode 11 (`LastUpgradeCheck` below `1100`) and every iOS target that ships
/// supports iOS 12 or earlier (`IPHONEOS_DEPLOYMENT_TARGET` below 13.0 in each of its
/// configurations). Such an app may still be built with a newer SDK today: the style of
/// its default presentations is then unknown, never taken to be either.
///
/// Anything the settings do not state in full (no `LastUpgradeCheck`, a deployment target
/// left to Xcode's default, set in an `.xcconfig` file the folder does not hold, for one SDK
/// only, or through a variable) leaves the project a modern one: today's reading.
public enum SDKGeneration {
    /// The first Xcode whose SDK makes `automatic` the default style (Xcode 11, iOS 13).
    static let firstSheetDefaultXcode = 1100
    static let firstSheetDefaultIOS = 13
    static let deploymentTargetKey = "IPHONEOS_DEPLOYMENT_TARGET"

    /// Whether `project` was made for SDKs before iOS 13; `shipping` says which of its
    /// targets ship in an iOS app, `readFile` reads an `.xcconfig` file.
    public static func isBeforeiOS13(_ project: XcodeProject, shipping: (XcodeProject.Target) -> Bool,
                                     readFile: (String) -> [UInt8]?) -> Bool {
        guard !project.isIncomplete, let check = project.lastUpgradeCheck, check < firstSheetDefaultXcode else { return false }
        let targets = project.targets.filter { shipping($0) && !$0.isOtherPlatform }
        guard !targets.isEmpty else { return false }
        return targets.allSatisfy { target in
            !target.configurations.isEmpty && target.configurations.allSatisfy { configuration in
                guard let major = deploymentTargetMajor(of: configuration, readFile: readFile) else { return false }
                return major < firstSheetDefaultIOS
            }
        }
    }

    /// Whether `path` is the `.xcconfig` CocoaPods writes for an app's target
    /// (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`): search paths, linker
    /// and compiler flags for the pods, never `IPHONEOS_DEPLOYMENT_TARGET`, which CocoaPods
    /// leaves to the project. The flags matter to `#if` (`BuildConditions`), so only this
    /// reading passes over the file when it is missing.
    static func isCocoaPodsTargetConfiguration(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, let name = parts.last, name.hasPrefix("Pods-"), name.hasSuffix(".xcconfig") else { return false }
        return parts[parts.count - 3] == "Target Support Files" && parts[parts.count - 2].hasPrefix("Pods-")
    }

    /// The major version of the iOS deployment target one configuration sets, its layers
    /// stacked (`$(inherited)` needs no resolving: the value is one version); nil when no
    /// layer sets it or the last word on it cannot be read.
    static func deploymentTargetMajor(of configuration: BuildConfiguration, readFile: (String) -> [UInt8]?) -> Int? {
        guard let stated = statedValue(of: deploymentTargetKey, in: configuration, readFile: readFile) else { return nil }
        let text = stated.replacingOccurrences(of: "\"", with: "").trimmingCharacters(in: .whitespaces)
        guard let first = text.split(separator: ".", omittingEmptySubsequences: false).first else { return nil }
        return Int(first)
    }

    /// The value one configuration gives `key`, its layers stacked (the project's, its
    /// `.xcconfig` files, the target's), as the last layer that sets it says; nil when no
    /// layer sets it, or when the last word on it cannot be read: an `.xcconfig` the folder
    /// does not hold (but CocoaPods' own, which never sets such keys), a layer that does
    /// not parse, a value for one SDK only (`KEY[sdk=iphoneos*]`).
    static func statedValue(of key: String, in configuration: BuildConfiguration, readFile: (String) -> [UInt8]?) -> String? {
        // nil: not set yet; .some(nil): set by something the reading cannot say.
        var value: String??
        for layer in configuration.layers {
            let settings: [String: String]
            switch layer {
            case .settings(let given):
                settings = given
            case .unreadable:
                value = .some(nil)
                continue
            case .file(let path):
                guard let bytes = readFile(path), let read = XCConfigFile.settings(bytes) else {
                    // CocoaPods' file for the app's own target, which `pod install` writes
                    // and many repositories leave out, sets neither.
                    if !isCocoaPodsTargetConfiguration(path) { value = .some(nil) }
                    continue
                }
                settings = read
            }
            if settings.keys.contains(where: { $0.hasPrefix(key + "[") }) {
                value = .some(nil)
            } else if let setting = settings[key] {
                value = .some(setting)
            }
        }
        return value ?? nil
    }
}
