import Foundation

/// The storyboards iOS loads by itself: each shipping iOS app target's `UIMainStoryboardFile`,
/// the scene manifest's `UISceneStoryboardFile` and `UILaunchStoryboardName`, and each
/// shipping extension's `NSExtensionMainStoryboard`, from the `Info.plist` its
/// `INFOPLIST_FILE` names and from `INFOPLIST_KEY_UIMainStoryboardFile` (Xcode's generated
/// Info.plist), in every configuration.
///
/// A storyboard's initial scene shows only when something loads that storyboard: iOS (this
/// reading), a storyboard reference, or code that names it (`UIStoryboard(name:bundle:)`).
/// The storyboard reader asks this to tell a storyboard nothing loads from the app's entry.
/// Anything not read in full (a target with no Info.plist setting, a file the folder does
/// not hold, a binary plist, a value with a variable) leaves the answer unknown (nil), and
/// then every storyboard's initial scene counts as shown, as it did before the project was read.
public enum MainStoryboards {
    static let infoPlistFile = "INFOPLIST_FILE"
    static let generatedKey = "INFOPLIST_KEY_UIMainStoryboardFile"
    static let generatesInfoPlist = "GENERATE_INFOPLIST_FILE"
    /// The Info.plist keys whose value is a storyboard iOS loads (`~ipad`, `~iphone` variants too).
    static let plistKeys = ["UIMainStoryboardFile", "UISceneStoryboardFile", "UILaunchStoryboardName", "NSExtensionMainStoryboard"]

    /// The names (no `.storyboard` ending) of the storyboards `project`'s shipping iOS apps
    /// and their extensions start from; nil when one of them cannot be read in full, or
    /// there is no such app.
    public static func of(_ project: XcodeProject, shipping: (XcodeProject.Target) -> Bool,
                          readFile: (String) -> [UInt8]?) -> Set<String>? {
        guard !project.isIncomplete else { return nil }
        guard project.targets.contains(where: { $0.role == .app && shipping($0) && !$0.isOtherPlatform }) else { return nil }
        let loaders = project.targets.filter { [.app, .appExtension].contains($0.role) && shipping($0) && !$0.isOtherPlatform }
        var names: Set<String> = []
        for target in loaders {
            guard !target.configurations.isEmpty else { return nil }
            for configuration in target.configurations {
                guard let stated = storyboards(of: configuration, sourceRoot: project.sourceRoot, readFile: readFile) else { return nil }
                names.formUnion(stated)
            }
        }
        return names
    }

    /// The storyboards one configuration's Info.plist names; nil when it cannot be read.
    static func storyboards(of configuration: BuildConfiguration, sourceRoot: String,
                            readFile: (String) -> [UInt8]?) -> Set<String>? {
        var names: Set<String> = []
        if let generated = SDKGeneration.statedValue(of: generatedKey, in: configuration, readFile: readFile) {
            let name = unquoted(generated)
            if name.contains("$") { return nil }
            if !name.isEmpty { names.insert(name) }
        }
        guard let file = SDKGeneration.statedValue(of: infoPlistFile, in: configuration, readFile: readFile) else {
            // No Info.plist of its own: only a generated one says anything, and it said it above.
            let generates = SDKGeneration.statedValue(of: generatesInfoPlist, in: configuration, readFile: readFile)
            return generates.map(unquoted) == "YES" ? names : nil
        }
        guard let path = plistPath(unquoted(file), sourceRoot: sourceRoot), let bytes = readFile(path),
              let stated = storyboardNames(inPlist: bytes) else { return nil }
        return names.union(stated)
    }

    /// `INFOPLIST_FILE`'s value as an absolute path: relative to the project's folder, or
    /// starting with `$(SRCROOT)` or `$(PROJECT_DIR)`; nil for any other variable.
    static func plistPath(_ value: String, sourceRoot: String) -> String? {
        var relative = value
        for root in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}"] where relative.hasPrefix(root) {
            relative = String(relative.dropFirst(root.count))
        }
        guard !relative.isEmpty, !relative.contains("$") else { return nil }
        if relative.hasPrefix("/") && relative != value { relative.removeFirst() }
        return XcodeProject.normalize(relative.hasPrefix("/") ? relative : sourceRoot + "/" + relative)
    }

    /// The values of the storyboard keys in an XML property list: each `<key>` of
    /// `plistKeys` followed by a `<string>`. Nil for a binary plist or a value with a
    /// variable. One pass over the bytes.
    static func storyboardNames(inPlist bytes: [UInt8]) -> Set<String>? {
        if bytes.starts(with: Array("bplist".utf8)) { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var names: Set<String> = []
        var rest = text[...]
        while let keyStart = rest.range(of: "<key>") {
            rest = rest[keyStart.upperBound...]
            guard let keyEnd = rest.range(of: "</key>") else { break }
            let key = rest[..<keyEnd.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[keyEnd.upperBound...]
            guard plistKeys.contains(where: { key == $0 || key.hasPrefix($0 + "~") }) else { continue }
            let value = rest.drop { $0.isWhitespace }
            guard value.hasPrefix("<string>"), let close = value.range(of: "</string>") else {
                // An empty `<string/>` names no storyboard.
                if value.hasPrefix("<string/>") { continue }
                return nil
            }
            var name = value[value.index(value.startIndex, offsetBy: 8)..<close.lowerBound]
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if name.contains("$") { return nil }
            // `LaunchScreen.storyboard`: iOS finds the file with or without its extension.
            if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
            if !name.isEmpty { names.insert(name) }
            rest = value[close.upperBound...]
        }
        return names
    }

    private static func unquoted(_ value: String) -> String {
        value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
}
