/// Hands out distinct identifiers for the nodes and clusters of a drawing, in the order
/// asked (so the output is deterministic): a name already taken gets `_2`, `_3`, ...
struct GraphIdentifiers {
    private var used = Set<String>()

    mutating func unique(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var suffix = 2
        while !used.insert("\(base)_\(suffix)").inserted { suffix += 1 }
        return "\(base)_\(suffix)"
    }
}
