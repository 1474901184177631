/// The app's string tables in its development language: the words people read where the
/// code names only a localisation key (`NSLocalizedString("action.cancel", comment: "")`,
/// `Button("done_title")`, SwiftGen's `L10n.actionCancel`).
///
/// Read: old-style `.strings` files in an `.lproj` folder (`"key" = "value";`, comments,
/// escapes, unquoted keys, UTF-8 or UTF-16 with or without a byte-order mark) and string
/// catalogs (`.xcstrings`, JSON: a key's `localizations.<sourceLanguage>.stringUnit.value`,
/// or the key itself where the catalog gives no words for it). `.stringsdict` plurals are
/// not read. The table's name is the file's name without its ending (`Localizable`).
///
/// Tables are read for facts only: a malformed line is skipped, a file that is not a table
/// gives nothing, and nothing here ever fails a run. Linear in the files' bytes.
public struct StringTables: Sendable {
    /// The words of each key, by table name.
    private var tables: [String: [String: String]] = [:]
    /// How sure each entry is of being the development language's (0: best), to let a
    /// better file's words replace a worse one's.
    private var ranks: [String: [String: Int]] = [:]

    public init() {}

    /// Whether the run holds a table in some language, the development language's or not.
    private var holdsTables = false

    /// Whether the run holds no table in any language: the app's tables may then lie outside
    /// the linted paths, and a key's words are open. Tables of other languages alone (a `ja`
    /// and a `ru` table beside code written in English) say the development language has
    /// none: there a key is shown as it is written, as `NSLocalizedString` returns a key no
    /// table holds.
    public var isEmpty: Bool { !holdsTables }

    /// The table named `table`'s words for `key` (`Localizable` when `table` is nil).
    public func text(forKey key: String, table: String? = nil) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    /// Whether `path` names a string table this reader takes: a `.strings` file inside an
    /// `.lproj` folder, or a `.xcstrings` catalog.
    public static func isTable(_ path: String) -> Bool {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".xcstrings") { return true }
        return lowered.hasSuffix(".strings") && language(ofPath: path) != nil
    }

    /// Reads `files` (string tables; anything else is ignored). `developmentRegion` is the
    /// Xcode project's (`en`, `English`, `en-US`); without it `en` is taken, then `Base`.
    public static func read(_ files: [SourceFile], developmentRegion: String? = nil) -> StringTables {
        var result = StringTables()
        let development = developmentRegion.map(normalised) ?? "en"
        for file in files {
            let lowered = file.path.lowercased()
            let table = tableName(file.path)
            guard !table.isEmpty else { continue }
            guard isTable(file.path) else { continue }
            result.holdsTables = true
            let bytes = utf8(file.bytes)
            if lowered.hasSuffix(".xcstrings") {
                for (key, value) in catalogEntries(bytes) { result.add(table: table, key: key, value: value, rank: 0) }
            } else if lowered.hasSuffix(".strings"), let language = language(ofPath: file.path) {
                let code = normalised(language)
                let rank: Int
                if code == development {
                    rank = 1
                } else if code == "en" || code.hasPrefix("en-") {
                    rank = 2
                } else if code == "base" {
                    rank = 3
                } else {
                    continue
                }
                for (key, value) in stringsEntries(bytes) { result.add(table: table, key: key, value: value, rank: rank) }
            }
        }
        return result
    }

    private mutating func add(table: String, key: String, value: String, rank: Int) {
        if let existing = ranks[table]?[key], existing <= rank { return }
        tables[table, default: [:]][key] = value
        ranks[table, default: [:]][key] = rank
    }

    /// `en` for `English`, lower case: how languages compare.
    private static func normalised(_ language: String) -> String {
        let lowered = language.lowercased()
        return lowered == "english" ? "en" : lowered
    }

    /// The language of the `.lproj` folder holding `path` (`en`, `Base`), or nil.
    static func language(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        guard folder.lowercased().hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// `Localizable` for `…/en.lproj/Localizable.strings`.
    private static func tableName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.startIndex..<dot])
    }

    // MARK: Encoding

    /// The file's text as UTF-8 bytes: UTF-16 (either byte order, with or without a mark)
    /// is decoded; a UTF-8 byte-order mark is dropped.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return Array(bytes[3...]) }
        guard bytes.count >= 2 else { return bytes }
        var bigEndian: Bool
        var start = 0
        if bytes[0] == 0xFF, bytes[1] == 0xFE {
            bigEndian = false
            start = 2
        } else if bytes[0] == 0xFE, bytes[1] == 0xFF {
            bigEndian = true
            start = 2
        } else if bytes[0] == 0, bytes[1] != 0 {
            bigEndian = true
        } else if bytes[0] != 0, bytes[1] == 0 {
            bigEndian = false
        } else {
            return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    // MARK: String catalogs

    /// A catalog's keys and their words in its `sourceLanguage`: a key the catalog gives
    /// no localization for, or an empty one, is its own words; one whose words vary
    /// (plurals, devices) is left out.
    static func catalogEntries(_ bytes: [UInt8]) -> [(String, String)] {
        let document = FlowParser.parse(bytes, as: .json)
        guard let root = document.root, case .mapping(let top) = root.value else { return [] }
        let source = top.first { Self.string($0.key) == "sourceLanguage" }.flatMap { Self.string($0.value) } ?? "en"
        guard let strings = top.first(where: { Self.string($0.key) == "strings" }), case .mapping(let entries) = strings.value.value else { return [] }
        var result: [(String, String)] = []
        for entry in entries {
            guard let key = Self.string(entry.key), case .mapping(let fields) = entry.value.value else { continue }
            guard let localizations = fields.first(where: { Self.string($0.key) == "localizations" }) else {
                // No words given: the key is what shows (Xcode's "the key is the source text").
                result.append((key, key))
                continue
            }
            guard case .mapping(let languages) = localizations.value.value,
                  let own = languages.first(where: { Self.string($0.key) == source }) else { continue }
            if let value = Self.member(own.value, "stringUnit").flatMap({ Self.member($0, "value") }).flatMap(Self.string) {
                // An empty value in the source language is words not yet written there, not
                // words that are empty: the key, the source text, is what shows (azooKey's
                // catalog gives `"ja": ""` for its Japanese keys, whose alerts show them).
                result.append((key, value.isEmpty ? key : value))
            }
        }
        return result
    }

    private static func string(_ node: Node) -> String? {
        if case .string(let text) = node.value { return text }
        return nil
    }

    private static func member(_ node: Node, _ name: String) -> Node? {
        guard case .mapping(let entries) = node.value else { return nil }
        return entries.first { string($0.key) == name }?.value
    }

    // MARK: Old-style .strings

    /// The `"key" = "value";` pairs of an old-style strings file, in order. A pair that does
    /// not read is skipped to the end of its line; `"key";` is a key that is its own words.
    static func stringsEntries(_ bytes: [UInt8]) -> [(String, String)] {
        var scanner = StringsScanner(bytes: bytes)
        var result: [(String, String)] = []
        while true {
            scanner.skipSpaceAndComments()
            guard scanner.index < bytes.count else { break }
            let lineStart = scanner.index
            guard let key = scanner.word() else {
                scanner.skipLine(from: lineStart)
                continue
            }
            scanner.skipSpaceAndComments()
            if scanner.take(UInt8(ascii: ";")) {
                result.append((key, key))
                continue
            }
            guard scanner.take(UInt8(ascii: "=")) else {
                scanner.skipLine(from: lineStart)
                continue
            }
            scanner.skipSpaceAndComments()
            guard let value = scanner.word() else {
                scanner.skipLine(from: lineStart)
                continue
            }
            scanner.skipSpaceAndComments()
            // A missing `;` before the next pair is forgiven: Xcode refuses the file, but
            // the words are still the words.
            _ = scanner.take(UInt8(ascii: ";"))
            result.append((key, value))
        }
        return result
    }
}

/// A cursor over an old-style strings file's bytes; every step moves forward.
private struct StringsScanner {
    let bytes: [UInt8]
    var index = 0

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Past white space, `/* ... */` and `// ...` comments.
    mutating func skipSpaceAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(bytes.count, index + 2)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    /// To the line after `start`'s (and at least one byte on).
    mutating func skipLine(from start: Int) {
        index = max(index, start + 1)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    /// A quoted string or an unquoted word (letters, digits, `_ . - : /`).
    mutating func word() -> String? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") { return quoted() }
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"):
            return true
        default:
            return byte >= 0x80
        }
    }

    /// A `"..."` string with its escapes (`\" \\ \n \t \r \U1234 \u1234`); nil when it
    /// does not end on its own line or the file ends first.
    private mutating func quoted() -> String? {
        index += 1
        var out: [UInt8] = []
        var pendingHigh: UInt32?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                        value = value * 16 + digit
                        digits += 1
                        index += 1
                    }
                    if (0xD800...0xDBFF).contains(value) {
                        pendingHigh = value
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    }
                    if let scalar = Unicode.Scalar(value) { out.append(contentsOf: Array(String(Character(scalar)).utf8)) }
                default: out.append(escaped)
                }
                pendingHigh = nil
                continue
            }
            out.append(byte)
            index += 1
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
