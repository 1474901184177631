/// Swift's rules for the Objective-C selector of a method exposed to Objective-C, as
/// Periphery applies them to Interface Builder's `<action selector=...>`.
public enum SelectorNames {
    /// First-parameter labels that are capitalised without a "With" before them
    /// (Swift's `lib/Basic/PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// `click(_:)` → `click:`, `click()` → `click`, `click(sender:)` →
    /// `clickWithSender:`, `click(for:)` → `clickFor:`, `move(_:to:)` → `move:to:`,
    /// `init(coder:)` → `initWithCoder:`.
    public static func selector(forSwiftName swiftName: String) -> String {
        guard let open = swiftName.firstIndex(of: "("), let close = swiftName.lastIndex(of: ")"), open < close else {
            return swiftName
        }
        let base = String(swiftName[..<open])
        let inside = swiftName[swiftName.index(after: open)..<close]
        if inside.isEmpty { return base }
        var labels = inside.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if labels.last == "" { labels.removeLast() }
        var selector = base
        for (position, label) in labels.enumerated() {
            if label == "_" || label.isEmpty {
                selector += ":"
            } else if position == 0 {
                let capitalised = label.prefix(1).uppercased() + label.dropFirst()
                let lowercased = label.lowercased()
                let plain = prepositions.contains(lowercased) || lowercased.hasPrefix("with")
                selector += (plain ? "" : "With") + capitalised + ":"
            } else {
                selector += label + ":"
            }
        }
        return selector
    }
}
