/// Readable, unique screen ids for storyboard scenes: what messages name a screen by, and
/// a valid flow-file id (`[A-Za-z0-9._-]+`) so that `import` writes a file that reads back.
enum StoryboardNaming {
    struct Candidate {
        /// The storyboardIdentifier, else the customClass, else the title, sanitized; nil
        /// when none gives a usable id.
        var preferred: String?
        /// The text `preferred` was made of, as the storyboard writes it (`Email Settings`
        /// for `Email-Settings`): how messages quote the scene.
        var written: String? = nil
        /// Used when `preferred` is nil: "<kind>-<file>-<line>".
        var fallback: String
        /// The storyboard's name, to prefix a name two storyboards share.
        var storyboardName: String
        var file: Int
    }

    /// Whether `id` is the scene's class name as `uniqueIDs` makes ids of it: the name
    /// itself, prefixed with a storyboard's name (`Settings.HomeViewController`), numbered
    /// (`HomeViewController-2`), or both.
    static func isMadeOfClass(_ id: String, _ className: String) -> Bool {
        var core = Substring(id)
        if let dash = core.lastIndex(of: "-"), core.index(after: dash) < core.endIndex,
           core[core.index(after: dash)...].allSatisfy(\.isNumber) {
            core = core[..<dash]
        }
        return core == className || core.hasSuffix("." + className)
    }

    /// One id per candidate, in order: the preferred name, prefixed with the storyboard's
    /// name when screens of two storyboards share it, then numbered if still not unique.
    static func uniqueIDs(for candidates: [Candidate]) -> [String] {
        var filesByName: [String: Set<Int>] = [:]
        for candidate in candidates {
            filesByName[candidate.preferred ?? candidate.fallback, default: []].insert(candidate.file)
        }
        var bases: [String] = []
        bases.reserveCapacity(candidates.count)
        for candidate in candidates {
            let name = candidate.preferred ?? candidate.fallback
            if (filesByName[name]?.count ?? 0) > 1 {
                bases.append(sanitize(candidate.storyboardName).map { "\($0).\(name)" } ?? name)
            } else {
                bases.append(name)
            }
        }
        var taken = Set(bases)
        var counts: [String: Int] = [:]
        for base in bases { counts[base, default: 0] += 1 }
        var seen = Set<String>()
        var ids: [String] = []
        ids.reserveCapacity(bases.count)
        for base in bases {
            if counts[base] == 1 || seen.insert(base).inserted {
                ids.append(base)
                continue
            }
            var number = 2
            while taken.contains("\(base)-\(number)") { number += 1 }
            let id = "\(base)-\(number)"
            taken.insert(id)
            ids.append(id)
        }
        return ids
    }

    /// `text` as a flow-file id: runs of other characters become one `-`; nil when
    /// nothing is left.
    static func sanitize(_ text: String?) -> String? {
        guard let text else { return nil }
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isAllowed = scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_"
                    || scalar == "-")
            if isAllowed {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? nil : result
    }

    /// The storyboard's name: its file name without folder and `.storyboard`.
    static func storyboardName(ofPath path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        if name.hasSuffix(".storyboard") { name = name.dropLast(".storyboard".count) }
        return String(name)
    }
}
