/// Localised copies of one storyboard are one storyboard (certainty.md, part 2, "Copies"):
/// `fr.lproj/Main.storyboard` beside `Base.lproj/Main.storyboard`, and the copies an
/// Xcode localisation export keeps (`Localizations/fr.xcloc/Source Contents/App/Base.lproj/
/// Main.storyboard`). Only one of them is read, so each scene is one screen and each problem
/// one diagnostic.
///
/// Which one: a copy outside any `.xcloc` before one inside; then the `Base.lproj` copy, then
/// `en.lproj`, then the first by path. Copies are recognised by path alone: the same file
/// name in the same folder but for its `*.lproj` part, and for an `.xcloc` copy the path
/// after its `Source Contents` folder (or after the `.xcloc` folder) matching the end of a
/// storyboard's path outside it. A storyboard in no `.lproj` folder and in no export is
/// always read.
enum LocalizationCopies {
    /// The indices of `paths` to read, in their order.
    static func kept(_ paths: [String]) -> [Int] {
        struct Copy {
            var index: Int
            var key: String
            var inExport: Bool
            var rank: Int
        }
        var copies: [Copy] = []
        for (index, path) in paths.enumerated() {
            var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            var inExport = false
            if let export = parts.lastIndex(where: { $0.hasSuffix(".xcloc") }) {
                inExport = true
                parts.removeFirst(export + 1)
                if parts.first == "Source Contents" { parts.removeFirst() }
            }
            var rank = 2
            if let language = parts.dropLast().lastIndex(where: { $0.hasSuffix(".lproj") }) {
                rank = parts[language] == "Base.lproj" ? 0 : (parts[language] == "en.lproj" ? 1 : 2)
                parts[language] = "*.lproj"
            } else if !inExport {
                rank = -1  // not localised: its own file
            }
            copies.append(Copy(index: index, key: parts.joined(separator: "/"), inExport: inExport, rank: rank))
        }
        // Keys of the storyboards outside exports, with every suffix of them, for matching
        // an export's copy whose path is relative to another folder.
        var originals = Set<String>()
        for copy in copies where !copy.inExport {
            var key = Substring(copy.key)
            originals.insert(String(key))
            while let slash = key.firstIndex(of: "/") {
                key = key[key.index(after: slash)...]
                originals.insert(String(key))
            }
        }
        var chosen: [String: Copy] = [:]
        var kept: [Int] = []
        for copy in copies {
            if copy.rank == -1 {
                kept.append(copy.index)
                continue
            }
            if copy.inExport, originals.contains(copy.key) { continue }
            let better: (Copy, Copy) -> Bool = { a, b in
                (a.inExport ? 1 : 0, a.rank, paths[a.index]) < (b.inExport ? 1 : 0, b.rank, paths[b.index])
            }
            // An export copy and an original share a key only through a suffix: group by key.
            if let current = chosen[copy.key] {
                if better(copy, current) { chosen[copy.key] = copy }
            } else {
                chosen[copy.key] = copy
            }
        }
        kept += chosen.values.map(\.index)
        return kept.sorted()
    }
}
