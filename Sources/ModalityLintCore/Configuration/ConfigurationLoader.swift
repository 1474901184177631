/// Reads a `.modality-lint.yml` with the project's own YAML parser and checks every key
/// and value against the rule catalogue (`KnownRules`): unknown keys, rule ids, options and
/// values of the wrong type are problems with a suggestion, never ignored.
public enum ConfigurationLoader {
    /// The file name searched for in a linted file's folder and its parents.
    public static let fileName = ".modality-lint.yml"

    static let topLevelKeys = ["rules", "include", "exclude", "storyboards", "swift", "objc", "swiftui", "debug", "targets", "build-fail-level"]
    /// The values of `build-fail-level`: a severity, or `none` (no problem fails a build).
    static let buildFailLevels = ["none"] + Severity.allCases.map(\.rawValue)
    static let switchWords = ["on", "off", "true", "false"]

    /// The configuration, or every problem found in it (then `configuration` is nil).
    public static func load(_ file: SourceFile) -> (configuration: ConfigurationFile?, problems: [ConfigurationProblem]) {
        var loader = Loading(file: file)
        let configuration = loader.load()
        return loader.problems.isEmpty ? (configuration, []) : (nil, loader.problems)
    }

    private struct Loading {
        let file: SourceFile
        var problems: [ConfigurationProblem] = []

        mutating func problem(_ message: String, at span: ByteSpan) {
            problems.append(ConfigurationProblem(path: file.path, position: file.position(at: span.start), message: message))
        }

        mutating func load() -> ConfigurationFile {
            var configuration = ConfigurationFile(path: file.path)
            let parsed = FlowParser.parse(file.bytes, as: FlowParser.syntaxKind(forPath: file.path))
            if let error = parsed.error {
                problem(error.message, at: error.span)
                return configuration
            }
            guard let root = parsed.root else { return configuration }  // an empty file: defaults
            guard case .mapping(let entries) = root.value else {
                problem("a configuration file is a mapping of `rules`, `include`, `exclude`, `storyboards`, `swift`, `objc`, `swiftui`, `debug`, `targets` and `build-fail-level`", at: root.span)
                return configuration
            }
            for entry in entries {
                guard case .string(let key) = entry.key.value else {
                    problem("configuration keys are names", at: entry.key.span)
                    continue
                }
                switch key {
                case "rules": configuration.lint.rules = rules(entry.value).rules
                case "include": configuration.include = patterns(entry.value, key: key)
                case "exclude": configuration.exclude = patterns(entry.value, key: key)
                case "storyboards", "swift", "objc":
                    // Which kinds of file a folder search picks up.
                    guard let value = switchValue(entry.value) else {
                        problem("`\(key)` is `true` or `false`", at: entry.value.span)
                        continue
                    }
                    switch key {
                    case "storyboards": configuration.readsStoryboards = value
                    case "swift": configuration.readsSwift = value
                    default: configuration.readsObjectiveC = value
                    }
                case "swiftui":
                    // Whether SwiftUI views are read (on by default).
                    guard let value = switchValue(entry.value) else {
                        problem("`swiftui` is `true` or `false`", at: entry.value.span)
                        continue
                    }
                    configuration.lint.readsSwiftUI = value
                case "debug":
                    // Whether `#if DEBUG` code is read (off by default: it never ships).
                    guard let value = switchValue(entry.value) else {
                        problem("`debug` is `true` or `false`", at: entry.value.span)
                        continue
                    }
                    configuration.lint.lintsDebugCode = value
                case "targets":
                    // Whether files no iOS app target builds are left out (on by default).
                    guard let value = switchValue(entry.value) else {
                        problem("`targets` is `true` or `false`", at: entry.value.span)
                        continue
                    }
                    configuration.followsTargets = value
                case "build-fail-level":
                    configuration.buildFailLevel = buildFailLevel(entry.value)
                default:
                    problem("unknown key `\(key)`" + Suggestion.didYouMean(key, among: ConfigurationLoader.topLevelKeys)
                            + "; a configuration file has `rules`, `include`, `exclude`, `storyboards`, `swift`, `objc`, `swiftui`, `debug`, `targets` and `build-fail-level`",
                            at: entry.key.span)
                }
            }
            return configuration
        }

        /// `none` (nil) or a severity; anything else is a problem with a suggestion.
        mutating func buildFailLevel(_ node: Node) -> Severity? {
            let levels = ConfigurationLoader.buildFailLevels
            if case .string(let word) = node.value {
                if word == "none" { return nil }
                if let severity = Severity(rawValue: word) { return severity }
                problem("`build-fail-level` is `none`, `error`, `warning` or `info`, not `\(word)`"
                        + Suggestion.didYouMean(word, among: levels), at: node.span)
            } else {
                problem("`build-fail-level` is `none`, `error`, `warning` or `info`", at: node.span)
            }
            return nil
        }

        /// `true`/`false`, and `on`/`off`, which YAML 1.2 reads as strings.
        func switchValue(_ node: Node) -> Bool? {
            switch node.value {
            case .bool(let value): return value
            case .string("on"), .string("true"): return true
            case .string("off"), .string("false"): return false
            default: return nil
            }
        }

        mutating func patterns(_ node: Node, key: String) -> [PathPattern] {
            switch node.value {
            case .null: return []
            case .string(let text): return [PathPattern(text)]
            case .sequence(let items):
                var result: [PathPattern] = []
                for item in items {
                    if case .string(let text) = item.value, !text.isEmpty {
                        result.append(PathPattern(text))
                    } else {
                        problem("`\(key)` lists paths or globs (strings)", at: item.span)
                    }
                }
                return result
            default:
                problem("`\(key)` is a list of paths or globs, relative to this file's folder", at: node.span)
                return []
            }
        }

        /// A rule's `excluded:`: globs as `include` and `exclude` take them, relative to this
        /// file's folder, each kept with its place.
        mutating func excludedPaths(_ node: Node, rule: String) -> [LintConfiguration.ExcludedPath] {
            let items: [Node]
            switch node.value {
            case .null: return []
            case .string: items = [node]
            case .sequence(let list): items = list
            default:
                problem("`excluded` of `\(rule)` is a list of paths or globs, relative to this file's folder", at: node.span)
                return []
            }
            var result: [LintConfiguration.ExcludedPath] = []
            for item in items {
                guard case .string(let text) = item.value, !text.isEmpty else {
                    problem("`excluded` of `\(rule)` lists paths or globs (strings), like \"**/Debug/**\"", at: item.span)
                    continue
                }
                if text.hasPrefix("/") || text.hasPrefix("~") {
                    problem("`\(text)` is not relative: `excluded` paths are relative to this file's folder (write \"**/Debug/**\", not an absolute path)",
                            at: item.span)
                    continue
                }
                if text.split(separator: "/").contains("..") {
                    problem("`\(text)` leaves this file's folder: `excluded` paths are relative to it and match only what it covers", at: item.span)
                    continue
                }
                if text.contains("\\") {
                    problem("`\(text)` holds a backslash: separate folders with `/`", at: item.span)
                    continue
                }
                result.append(LintConfiguration.ExcludedPath(
                    ruleID: rule, pattern: PathPattern(text), configurationPath: file.path,
                    position: file.position(at: item.span.start), end: file.position(at: item.span.end)))
            }
            return result
        }

        mutating func rules(_ node: Node) -> LintConfiguration {
            var configuration = LintConfiguration()
            if case .null = node.value { return configuration }
            guard case .mapping(let entries) = node.value else {
                problem("`rules` maps rule ids to `on`, `off`, a severity or { severity: ..., <option>: ... }", at: node.span)
                return configuration
            }
            let known = KnownRules.configurable
            for entry in entries {
                guard case .string(let id) = entry.key.value else {
                    problem("rule ids are names", at: entry.key.span)
                    continue
                }
                guard let description = known.first(where: { $0.id == id }) else {
                    if KnownRules.fixed.contains(where: { $0.id == id }) {
                        problem("`\(id)` cannot be configured: it means the tool could not trust what it read", at: entry.key.span)
                    } else {
                        problem("unknown rule `\(id)`" + Suggestion.didYouMean(id, among: known.map(\.id)), at: entry.key.span)
                    }
                    continue
                }
                if let settings = ruleSettings(entry.value, for: description) {
                    configuration.rules[id] = settings
                }
            }
            return configuration
        }

        mutating func ruleSettings(_ node: Node, for rule: RuleDescription) -> LintConfiguration.RuleSettings? {
            if let enabled = switchValue(node) {
                return LintConfiguration.RuleSettings(enabled: enabled)
            }
            switch node.value {
            case .string(let word):
                if let severity = Severity(rawValue: word) {
                    return LintConfiguration.RuleSettings(enabled: true, severity: severity)
                }
                let words = ConfigurationLoader.switchWords + Severity.allCases.map(\.rawValue)
                problem("`\(rule.id)` is `on`, `off`, `error`, `warning`, `info` or a mapping, not `\(word)`"
                        + Suggestion.didYouMean(word, among: words), at: node.span)
                return nil
            case .mapping(let entries):
                var settings = LintConfiguration.RuleSettings()
                let keys = ["severity", "enabled", "on", "excluded"] + rule.options.map(\.name)
                for entry in entries {
                    guard case .string(let key) = entry.key.value else {
                        problem("option names are names", at: entry.key.span)
                        continue
                    }
                    switch key {
                    case "severity":
                        if case .string(let word) = entry.value.value, let severity = Severity(rawValue: word) {
                            settings.severity = severity
                        } else {
                            var message = "`severity` is `error`, `warning` or `info`"
                            if case .string(let word) = entry.value.value {
                                message += Suggestion.didYouMean(word, among: Severity.allCases.map(\.rawValue))
                            }
                            problem(message, at: entry.value.span)
                        }
                    case "enabled", "on":
                        if let enabled = switchValue(entry.value) {
                            settings.enabled = enabled
                        } else {
                            problem("`\(key)` is `true` or `false`", at: entry.value.span)
                        }
                    case "excluded":
                        settings.excluded = excludedPaths(entry.value, rule: rule.id)
                    default:
                        guard let option = rule.options.first(where: { $0.name == key }) else {
                            var message = "unknown option `\(key)` for rule `\(rule.id)`" + Suggestion.didYouMean(key, among: keys)
                            if rule.options.isEmpty { message += "; `\(rule.id)` takes only `severity`, `enabled` and `excluded`" }
                            problem(message, at: entry.key.span)
                            continue
                        }
                        if let value = optionValue(entry.value, like: option.defaultValue) {
                            settings.options[key] = value
                        } else {
                            problem("option `\(key)` of `\(rule.id)` is \(typeName(of: option.defaultValue)) (default \(option.defaultValue))",
                                    at: entry.value.span)
                        }
                    }
                }
                // A mapping switches the rule on unless it says otherwise: configuring a
                // rule that is off by default means wanting it.
                if settings.enabled == nil { settings.enabled = true }
                return settings
            default:
                problem("`\(rule.id)` is `on`, `off`, `error`, `warning`, `info` or a mapping", at: node.span)
                return nil
            }
        }

        func optionValue(_ node: Node, like defaultValue: OptionValue) -> OptionValue? {
            switch (defaultValue, node.value) {
            case (.bool, .bool(let value)): return .bool(value)
            case (.integer, .integer(let digits)): return Int(digits).map(OptionValue.integer)
            case (.number, .integer(let digits)): return Double(digits).map(OptionValue.number)
            case (.number, .float(let value)) where value.isFinite: return .number(value)
            default: return nil
            }
        }

        func typeName(of value: OptionValue) -> String {
            switch value {
            case .bool: return "`true` or `false`"
            case .integer: return "a whole number"
            case .number: return "a number"
            }
        }
    }
}
