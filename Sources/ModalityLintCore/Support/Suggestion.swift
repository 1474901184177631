/// "did you mean `fullScreen`?": the closest known name to a misspelt one.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive), if it is close
    /// enough to be a likely typo: at most a third of the word's length, and at least 1.
    /// Between equally close ones, a candidate the word begins (a word cut short: `of` for
    /// `off`, not `on`) comes first, then the first listed.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (name: String, distance: Int, isPrefix: Bool)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            let distance = editDistance(target, Array(lowered.unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            let isPrefix = !target.isEmpty && lowered.hasPrefix(word.lowercased())
            if let best, distance > best.distance || distance == best.distance && (best.isPrefix || !isPrefix) { continue }
            best = (candidate, distance, isPrefix)
        }
        return best?.name
    }

    /// ` (did you mean `name`?)`, or "" when nothing is close.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let name = closest(to: word, among: candidates) else { return "" }
        return " (did you mean `\(name)`?)"
    }

    /// Optimal string alignment distance (Levenshtein plus transpositions), giving up early
    /// once every cell exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
