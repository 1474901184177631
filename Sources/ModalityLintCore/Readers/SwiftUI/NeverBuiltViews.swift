/// The SwiftUI view types the app never builds: nothing the app runs names them.
///
/// A name said only in previews (`PreviewCode`), which only Xcode's canvas runs, builds
/// nothing; nor does a name said only inside the bodies of views that are never built
/// themselves: a row that only a dead screen constructs is as dead as the screen. So the
/// set is found to a fixed point: each view found dead has its bodies' names taken off the
/// uses of the views they name, and a view left with no use is dead in turn.
///
/// Linear: each dead view's tokens are read once (a token inside two dead bodies, a nested
/// type's, once), and each use is taken off at most once.
enum NeverBuiltViews {
    /// The names among `candidates` (views no window, tab or presentation of the app
    /// reaches, and not `public`) that nothing the app runs names.
    static func find(among candidates: [SwiftUIViewTypes.ViewType], in index: CodeIndex) -> Set<String> {
        var positionsByHash: [UInt64: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            positionsByHash[CodeIndex.nameHash(candidate.name.utf8), default: []].append(position)
        }
        var uses = candidates.map { index.usesOutsidePreviews(name: $0.name) }
        var isDead = uses.map { $0 <= 0 }
        var toRead = isDead.indices.filter { isDead[$0] }
        var readTokens: [Int: [Bool]] = [:]
        var previewRanges: [Int: [Range<Int>]] = [:]
        while let position = toRead.popLast() {
            for declaration in candidates[position].declarations {
                let file = index.files[declaration.file]
                let previews = previewRanges[declaration.file] ?? PreviewCode.ranges(in: file, partners: index.partners[declaration.file])
                previewRanges[declaration.file] = previews
                var read = readTokens[declaration.file] ?? [Bool](repeating: false, count: file.tokens.count)
                var nextPreview = 0
                for offset in declaration.body where offset < file.tokens.count && !read[offset] {
                    read[offset] = true
                    guard file.tokens[offset].kind == .identifier, !isDeclaredName(offset, in: file) else { continue }
                    while nextPreview < previews.count, previews[nextPreview].upperBound <= offset { nextPreview += 1 }
                    if nextPreview < previews.count, previews[nextPreview].contains(offset) { continue }
                    guard let named = positionsByHash[CodeIndex.nameHash(file.bytes, file.tokens[offset].span)] else { continue }
                    for other in named where !isDead[other] {
                        uses[other] -= 1
                        if uses[other] <= 0 {
                            isDead[other] = true
                            toRead.append(other)
                        }
                    }
                }
                readTokens[declaration.file] = read
            }
        }
        return Set(candidates.indices.filter { isDead[$0] }.map { candidates[$0].name })
    }

    /// Whether the identifier at `offset` is the name a nested declaration declares
    /// (`struct Row`): the index does not count those as uses either.
    private static func isDeclaredName(_ offset: Int, in file: LexedFile) -> Bool {
        guard offset > 0, file.tokens[offset - 1].kind == .keyword else { return false }
        let keyword = file.tokens[offset - 1]
        return file.token(keyword, is: "struct") || file.token(keyword, is: "class") || file.token(keyword, is: "enum")
            || file.token(keyword, is: "extension") || file.token(keyword, is: "protocol") || file.token(keyword, is: "actor")
    }
}
