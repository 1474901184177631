/// What the user configured: per rule, on or off, severity and options. An empty
/// configuration means every rule's defaults.
public struct LintConfiguration: Sendable {
    public struct RuleSettings: Sendable {
        public var enabled: Bool?
        public var severity: Severity?
        public var options: [String: OptionValue]

        public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: OptionValue] = [:]) {
            self.enabled = enabled
            self.severity = severity
            self.options = options
        }
    }

    public var rules: [String: RuleSettings]
    /// Whether an app's SwiftUI views are read (`swiftui:` in the configuration; on by
    /// default, `swiftui: false` leaves them out, as `swift: false` leaves out all Swift).
    public var readsSwiftUI: Bool
    /// Whether Swift code under `#if DEBUG` is read (`debug: true` in the configuration).
    /// Off by default: an App Store build leaves it out, so it never ships.
    public var lintsDebugCode: Bool
    /// The Swift compilation conditions the app's project sets for each Swift file it
    /// builds, by the file's path as given to the linter (`SourceFile.path`); a file not
    /// here has `DEBUG` off and every other flag undecided.
    public var buildConditions: [String: BuildConditions] = [:]
    /// The files (paths as given to the linter) that only Xcode projects made for SDKs
    /// before iOS 13 build (`SDKGeneration`): the style of a presentation there that
    /// states none is unknown.
    public var filesMadeForSDKsBeforeiOS13: Set<String> = []
    /// The app's development language, as its Xcode project says (`developmentRegion`):
    /// whose string tables give the words of localised text; nil: `en`, else `Base`.
    public var developmentRegion: String?

    public init(rules: [String: RuleSettings] = [:], readsSwiftUI: Bool = true, lintsDebugCode: Bool = false) {
        self.rules = rules
        self.readsSwiftUI = readsSwiftUI
        self.lintsDebugCode = lintsDebugCode
    }

    /// Every rule on, the ones off by default included, each with its default options:
    /// for checks that must see everything any configuration could turn on.
    public static var everyRuleOn: LintConfiguration {
        LintConfiguration(rules: Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.map {
            ($0.id, RuleSettings(enabled: true))
        }))
    }

    public func isEnabled(_ description: RuleDescription) -> Bool {
        rules[description.id]?.enabled ?? description.enabledByDefault
    }

    public func severity(of description: RuleDescription) -> Severity {
        rules[description.id]?.severity ?? description.defaultSeverity
    }

    public func options(of description: RuleDescription) -> [String: OptionValue] {
        rules[description.id]?.options ?? [:]
    }
}
