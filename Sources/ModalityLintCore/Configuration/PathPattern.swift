/// A path or glob from a configuration's `include` or `exclude`, relative to the
/// configuration file's folder: `Flows`, `Flows/legacy`, `**/*.draft.flow.yml`, `Flows/?x`.
///
/// `*` matches any run of characters within one path component, `?` one character, `**`
/// any number of whole components (none included). A pattern that names a folder matches
/// everything inside it, so `exclude: [Flows/legacy]` needs no trailing `/**`.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let components: [String]

    public init(_ text: String) {
        self.text = text
        self.components = PathPattern.components(of: text)
    }

    public var description: String { text }

    /// Whether `relativePath` (components separated by `/`, relative to the configuration
    /// file's folder) or one of the folders that contain it matches the pattern.
    public func matches(_ relativePath: String) -> Bool {
        let path = PathPattern.components(of: relativePath)
        // Memoised on (pattern index, path index): linear in their product, never
        // exponential however many `**` the pattern holds.
        var failed = Set<Int>()
        func match(_ p: Int, _ s: Int) -> Bool {
            if p == components.count { return true }  // the rest lies inside a matched folder
            let key = p * (path.count + 1) + s
            if failed.contains(key) { return false }
            var result = false
            if components[p] == "**" {
                var index = s
                while index <= path.count, !result {
                    result = match(p + 1, index)
                    index += 1
                }
            } else if s < path.count, PathPattern.wildcardMatch(Array(components[p].unicodeScalars),
                                                               Array(path[s].unicodeScalars)) {
                result = match(p + 1, s + 1)
            }
            if !result { failed.insert(key) }
            return result
        }
        // An empty pattern (`.`) means the configuration's own folder: everything.
        return match(0, 0)
    }

    private static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { $0 != "." }
    }

    /// `*` and `?` within one component; the classic greedy algorithm with one backtrack
    /// point, linear in practice and at worst the product of the two lengths.
    static func wildcardMatch(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0
        var t = 0
        var starPattern = -1
        var starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starPattern = p
                starText = t
                p += 1
            } else if starPattern >= 0 {
                p = starPattern + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
