import Foundation

/// One build configuration of a target (`Debug`, `Release`, `Beta`): the layers of build
/// settings Xcode stacks for it, lowest first (the project's `.xcconfig`, the project's
/// settings, the target's `.xcconfig`, the target's settings).
public struct BuildConfiguration: Sendable {
    public enum Layer: Sendable {
        case settings([String: String])
        /// An `.xcconfig` file at this path, read when the conditions are resolved.
        case file(String)
        /// An `.xcconfig` file whose path the project does not resolve.
        case unreadable
    }

    public var name: String
    public var layers: [Layer]
}

/// The Swift compilation conditions (`#if FLAG`) of the files one iOS app builds, as far as
/// its project says (certainty.md, part 2, "Conditions"; the ReadingAnApp article).
///
/// Flags come from `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` of `OTHER_SWIFT_FLAGS`,
/// each configuration's layers resolved with `$(inherited)`. A configuration is a debug one
/// when its name says `Debug` or it sets `DEBUG`; the others may ship. A flag every shipping
/// configuration sets is on; one that only debug configurations set is off, like `DEBUG`;
/// one set in some shipping configurations and not others is undecided. A flag no
/// configuration sets is off only when every layer of every configuration was read in full
/// (no `.xcconfig` left unread, no `#include`, no setting for one SDK or architecture only,
/// no other variable in the value); otherwise it is undecided, as it is without a project.
/// A flag the read layers set only in debug configurations is off even then: that is what
/// the project says of it. A flag the settings name but do not decide is kept apart from
/// one they never name: a project read in full turns only the latter off.
public struct BuildConditions: Sendable, Equatable {
    /// Flags decided: true is on in a shipped build, false is off.
    public var flags: [String: Bool] = [:]
    /// Whether a flag neither `flags` nor `undecided` names is off (the settings were read in full).
    public var othersAreOff = false
    /// Flags the settings name without deciding them: set in some shipping configurations
    /// and not others, or, for a file several targets build, on in one target and off in
    /// another. Both branches of their `#if` are read, even when `othersAreOff`.
    public var undecided: Set<String> = []

    public init(flags: [String: Bool] = [:], othersAreOff: Bool = false, undecided: Set<String> = []) {
        self.flags = flags
        self.othersAreOff = othersAreOff
        self.undecided = undecided
    }

    static let keys = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"]

    /// A target's conditions; `readFile` gives an `.xcconfig` file's bytes (nil when it
    /// cannot be read). Nil when the target has no configuration that may ship.
    public static func of(_ configurations: [BuildConfiguration], readFile: (String) -> [UInt8]?) -> BuildConditions? {
        var closed = true
        var shipping: [Set<String>] = []
        var debug: [Set<String>] = []
        for configuration in configurations {
            let (flags, isClosed) = resolve(configuration, readFile: readFile)
            closed = closed && isClosed
            if configuration.name.lowercased().contains("debug") || flags.contains("DEBUG") {
                debug.append(flags)
            } else {
                shipping.append(flags)
            }
        }
        guard !shipping.isEmpty else { return nil }
        var result = BuildConditions(othersAreOff: closed)
        let named = shipping.reduce(into: Set<String>()) { $0.formUnion($1) }.union(debug.joined())
        for flag in named {
            let setIn = shipping.filter { $0.contains(flag) }.count
            if setIn == shipping.count {
                result.flags[flag] = true
            } else if setIn == 0 {
                result.flags[flag] = false
            } else {
                // Set in some shipping configurations only: undecided.
                result.undecided.insert(flag)
            }
        }
        // A flag the project names only for debug builds is off even where a layer was not
        // read (an `.xcconfig` the folder does not hold): what the project says of it is
        // that debug builds turn it on.
        return result
    }

    /// The conditions of a file several targets build: what they agree on. A flag they
    /// disagree on is undecided, not left unnamed: in a project read in full an unnamed
    /// flag is off, and this one is on in some target that builds the file.
    public func agreeing(with other: BuildConditions) -> BuildConditions {
        var result = BuildConditions(othersAreOff: othersAreOff && other.othersAreOff)
        for flag in Set(flags.keys).union(other.flags.keys).union(undecided).union(other.undecided) {
            if let mine = value(of: flag), mine == other.value(of: flag) {
                result.flags[flag] = mine
            } else {
                result.undecided.insert(flag)
            }
        }
        return result
    }

    /// On or off in a shipped build; nil when undecided.
    func value(of flag: String) -> Bool? {
        if undecided.contains(flag) { return nil }
        return flags[flag] ?? (othersAreOff ? false : nil)
    }

    /// The flags one configuration sets, and whether its layers were read in full.
    static func resolve(_ configuration: BuildConfiguration, readFile: (String) -> [UInt8]?) -> (Set<String>, Bool) {
        var closed = true
        var values: [String: String] = [:]
        for layer in configuration.layers {
            let settings: [String: String]
            switch layer {
            case .settings(let given):
                settings = given
            case .unreadable:
                closed = false
                continue
            case .file(let path):
                guard let bytes = readFile(path), let read = XCConfigFile.settings(bytes) else {
                    closed = false
                    continue
                }
                settings = read
            }
            for (key, value) in settings {
                let base = key.split(separator: "[", maxSplits: 1).first.map(String.init) ?? key
                guard keys.contains(base) else { continue }
                // `KEY[sdk=iphoneos*]`: set for some builds only.
                guard base == key else {
                    closed = false
                    continue
                }
                values[key] = value.replacingOccurrences(of: "$(inherited)", with: values[key] ?? "")
                    .replacingOccurrences(of: "${inherited}", with: values[key] ?? "")
            }
        }
        var flags = Set<String>()
        let conditions = words(values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "")
        for word in conditions {
            if word.contains("$") { closed = false } else { flags.insert(word) }
        }
        let swiftFlags = words(values["OTHER_SWIFT_FLAGS"] ?? "")
        var index = 0
        while index < swiftFlags.count {
            let word = swiftFlags[index]
            if word.contains("$") {
                closed = false
            } else if word == "-D", index + 1 < swiftFlags.count {
                index += 1
                if swiftFlags[index].contains("$") { closed = false } else { flags.insert(swiftFlags[index]) }
            } else if word.hasPrefix("-D"), word.count > 2 {
                flags.insert(String(word.dropFirst(2)))
            }
            index += 1
        }
        return (flags, closed)
    }

    /// A setting's words: split at spaces, quotes removed.
    static func words(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
            String($0).replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "'", with: "")
        }.filter { !$0.isEmpty }
    }
}

/// An `.xcconfig` file read as plain `KEY = value` lines, `//` comments dropped. Nil when
/// it has anything else the reading does not follow (an `#include`).
enum XCConfigFile {
    static func settings(_ bytes: [UInt8]) -> [String: String]? {
        var result: [String: String] = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if text.hasPrefix("#") { return nil }
            guard let equals = text.firstIndex(of: "=") else { return nil }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            result[key] = value
        }
        return result
    }
}
