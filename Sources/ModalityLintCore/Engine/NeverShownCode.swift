/// The places no finding is reported at: the methods of classes that are never shown
/// (their only storyboard scenes are dead and no code names them). What is said there
/// never reaches people in the app as it ships (certainty.md, "Dead UI"); the dead
/// scenes themselves are counted in the summary.
struct NeverShownCode {
    /// Each file's spans, sorted by start.
    private var spansByFile: [Int: [ByteSpan]] = [:]

    init(_ places: [CodePlace]) {
        for place in places { spansByFile[place.file, default: []].append(place.span) }
        for file in spansByFile.keys { spansByFile[file]!.sort { $0.start < $1.start } }
    }

    var isEmpty: Bool { spansByFile.isEmpty }

    /// Whether `span` of `file` lies in one of the places. Methods do not nest in one
    /// another, so the last span that starts at or before it is the only candidate.
    func contains(file: Int, span: ByteSpan) -> Bool {
        guard let spans = spansByFile[file] else { return false }
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= span.start { low = middle + 1 } else { high = middle }
        }
        return low > 0 && span.start < spans[low - 1].end
    }
}
