/// A file's bytes as the linter was handed them, with the index that turns byte offsets
/// into the 1-based line and column positions every diagnostic carries.
///
/// Everything downstream (parser nodes, the model, findings) stores UTF-8 byte offsets:
/// they are cheap to carry, and only the few offsets that end up in a diagnostic are ever
/// turned into a line and a column.
public struct SourceFile: Sendable {
    /// The path shown to people (as given on the command line, or `--stdin-path`).
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                // CR LF is one line end; a lone CR is one too (YAML and JSON both say so).
                if index < count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 0-based line that holds `offset`.
    public func lineIndex(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars (a
    /// character of any width is one column), which is what editors and Xcode expect.
    public func position(at offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(at: clamped)
        var column = 1
        var index = lineStarts[line]
        while index < clamped {
            // Count every byte that is not a UTF-8 continuation byte.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }

    /// The positions of many offsets at once, in the order given. Offsets are visited in
    /// ascending order, each column counted on from the previous one on the same line, so
    /// that thousands of diagnostics on one long line (minified JSON) cost one pass over
    /// it rather than one pass each.
    public func positions(at offsets: [Int]) -> [SourcePosition] {
        var result = [SourcePosition](repeating: SourcePosition(line: 1, column: 1), count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var line = -1
        var scanned = 0
        var column = 1
        for slot in order {
            let offset = max(0, min(offsets[slot], bytes.count))
            let offsetLine = lineIndex(at: offset)
            if offsetLine != line {
                line = offsetLine
                scanned = lineStarts[line]
                column = 1
            }
            while scanned < offset {
                if bytes[scanned] & 0xC0 != 0x80 { column += 1 }
                scanned += 1
            }
            result[slot] = SourcePosition(line: line + 1, column: column)
        }
        return result
    }

    /// The byte range of a 1-based line, without its line break.
    public func lineSpan(_ line: Int) -> ByteSpan {
        let index = max(0, min(line - 1, lineStarts.count - 1))
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return ByteSpan(start: start, end: end)
    }

    /// The text of a 1-based line, without its line break (invalid UTF-8 repaired).
    public func lineText(_ line: Int) -> String {
        let span = lineSpan(line)
        return String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    }
}

/// A 1-based line and column.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Stored as 32-bit offsets: every node, key and value of a flow carries spans, and half
/// the size is a large share of the memory a big flow takes. Files of 2 GiB and more are
/// refused before parsing.
public struct ByteSpan: Hashable, Sendable {
    private var storedStart: Int32
    private var storedEnd: Int32

    /// The largest file whose offsets fit.
    public static let maximumFileSize = Int(Int32.max)

    public init(start: Int, end: Int) {
        storedStart = Int32(clamping: start)
        storedEnd = Int32(clamping: end)
    }

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(clamping: newValue) }
    }

    public static func at(_ offset: Int) -> ByteSpan { ByteSpan(start: offset, end: offset) }
}
