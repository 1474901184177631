/// The YAML subset of the ReadingFlowFiles article: block and flow collections, plain and quoted
/// scalars, block scalars, comments, one document.
///
/// The parser walks the bytes once. Block structure is tracked with an explicit stack of open
/// mappings and sequences (and flow collections with a second one), so that deep nesting costs
/// heap, not call stack, and is cut off at `NestingLimit.maximumDepth` with a clear error.
///
/// Whatever is outside the subset, or is read differently by common YAML parsers, is refused
/// with an error at its position, never guessed at.
struct YAMLParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    var position = 0
    /// Offset of the first byte of the line that holds `position`.
    var lineStart = 0
    /// Indentation (in spaces) of the content line `position` is on, once `seekContent` found it.
    var currentIndent = 0
    /// True once the document is over: end of file, or after a `...` line.
    var atEnd = false
    var comments: [Comment] = []
    private var contentSeen = false
    private var documentStartSeen = false
    private var contentFollowsDocumentStart = false
    /// How many block collections are open, so that flow collections inside them count too.
    var blockDepth = 0
    /// Members of the open collections (block and flow), innermost last.
    var pendingItems: [Node] = []
    var pendingEntries: [MappingEntry] = []
    /// The keys of each open mapping, for the duplicate check.
    var keySets: [KeySet] = []
    /// Characters YAML 1.2 allows only inside quoted scalars (see
    /// `TextScanning.validate(_:from:yamlPrintable:quotedOnly:)`), each with its refusal, in
    /// file order; `nextQuotedOnly` is the first one not yet passed by a quoted scalar.
    var quotedOnly: [SyntaxError] = []
    var nextQuotedOnly = 0
    /// Tabs outside flow collections and quoted text are refused in a document with block
    /// collections (common readers reject them there), but tolerated in a document that is
    /// one flow node, as every JSON text is (`\t{"a": 1}\t`): YAML 1.2 and JSON read those
    /// alike. The first tolerated tab, refused as soon as a block collection opens.
    private var firstToleratedTab: Int?
    private var blockCollectionOpened = false

    private enum Context {
        /// At the first character of a line's content.
        case fresh
        /// After `key:` (the value may be on this line, or on the following ones).
        case afterColon
        /// After a sequence's `- `.
        case afterDash
        /// After `---` on the same line.
        case afterDocumentStart
        /// At the next key of an open block mapping.
        case nextKey
    }

    /// An open block collection. Its members wait on the shared `pendingItems` /
    /// `pendingEntries` stacks from `base` on, so that adding one never copies the others.
    private enum Frame {
        case mapping(indent: Int, start: Int, base: Int, pendingKey: Node?)
        case sequence(indent: Int, start: Int, base: Int)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedDocument {
        var parser = YAMLParser(bytes)
        do throws(SyntaxError) {
            let root = try parser.parseDocument()
            try parser.passQuotedOnly(before: bytes.count + 1)
            return ParsedDocument(root: root, comments: parser.comments, error: nil)
        } catch {
            // A character outside quoted text before the place reading stopped comes first.
            if parser.nextQuotedOnly < parser.quotedOnly.count,
               parser.quotedOnly[parser.nextQuotedOnly].span.start < error.span.start {
                return ParsedDocument(root: nil, comments: parser.comments, error: parser.quotedOnly[parser.nextQuotedOnly])
            }
            return ParsedDocument(root: nil, comments: parser.comments, error: error)
        }
    }

    /// Refuses the first quoted-only character before `offset`: it is outside quoted text.
    mutating func passQuotedOnly(before offset: Int) throws(SyntaxError) {
        if nextQuotedOnly < quotedOnly.count, quotedOnly[nextQuotedOnly].span.start < offset {
            throw quotedOnly[nextQuotedOnly]
        }
    }

    /// Accepts the quoted-only characters of a quoted scalar that spans `start..<end`.
    mutating func acceptQuotedOnly(in start: Int, _ end: Int) throws(SyntaxError) {
        try passQuotedOnly(before: start)
        while nextQuotedOnly < quotedOnly.count, quotedOnly[nextQuotedOnly].span.start < end { nextQuotedOnly += 1 }
    }

    // MARK: Bytes

    @inline(__always) func byte(_ index: Int) -> UInt8 { index < end ? bytes[index] : 0 }
    @inline(__always) func isBreak(_ value: UInt8) -> Bool { value == 0x0A || value == 0x0D }
    @inline(__always) func isBreakOrEnd(_ index: Int) -> Bool { index >= end || isBreak(bytes[index]) }
    /// Space, tab, line break or end of file: what must follow `-`, `?` and `:` indicators.
    @inline(__always) func isBlankOrEnd(_ index: Int) -> Bool {
        guard index < end else { return true }
        let value = bytes[index]
        return value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
    }
    @inline(__always) func isFlowIndicator(_ value: UInt8) -> Bool {
        value == UInt8(ascii: ",") || value == UInt8(ascii: "[") || value == UInt8(ascii: "]")
            || value == UInt8(ascii: "{") || value == UInt8(ascii: "}")
    }
    @inline(__always) func isSequenceIndicator(_ index: Int) -> Bool {
        byte(index) == UInt8(ascii: "-") && isBlankOrEnd(index + 1)
    }

    /// Moves past one line break (CR LF, LF or CR) at `position`.
    @inline(__always) mutating func consumeBreak() {
        if byte(position) == 0x0D {
            position += 1
            if byte(position) == 0x0A { position += 1 }
        } else {
            position += 1
        }
        lineStart = position
    }

    func error(_ message: String, at start: Int, length: Int = 1) -> SyntaxError {
        let clampedStart = min(start, end)
        return SyntaxError(message, at: ByteSpan(start: clampedStart, end: min(clampedStart + length, end)))
    }

    /// The character at `index`, for messages: "`x`".
    func describeCharacter(at index: Int) -> String {
        guard index < end else { return "the end of the file" }
        var length = 1
        let first = bytes[index]
        if first >= 0xF0 { length = 4 } else if first >= 0xE0 { length = 3 } else if first >= 0xC0 { length = 2 }
        return "`" + TextScanning.string(bytes, index, min(end, index + length)) + "`"
    }

    func isDocumentMarker(at index: Int) -> Bool {
        let first = byte(index)
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return byte(index + 1) == first && byte(index + 2) == first && isBlankOrEnd(index + 3)
    }

    // MARK: Lines and comments

    private enum LineKind { case content, blank, end }

    /// Finds the next line with content, starting at `position` (at a line break or the end
    /// of the file when `consumingBreak`, at a line start otherwise). Records the comments it
    /// passes. Sets `currentIndent`, or `atEnd` at the end of the document.
    mutating func seekContent(consumingBreak: Bool) throws(SyntaxError) {
        var first = consumingBreak
        while true {
            if first {
                if position >= end {
                    atEnd = true
                    return
                }
                consumeBreak()
            }
            first = true
            switch try examineLine() {
            case .content: return
            case .blank: continue
            case .end:
                atEnd = true
                return
            }
        }
    }

    /// Looks at the line starting at `position`.
    private mutating func examineLine() throws(SyntaxError) -> LineKind {
        lineStart = position
        var index = position
        while byte(index) == 0x20 { index += 1 }
        let indent = index - lineStart
        if byte(index) == 0x09 {
            // Tabs are never indentation; but a line of only white space (and a comment)
            // may hold them, and so may the line of a document that is one flow node
            // (`\t{"a": 1}`: YAML 1.2 and JSON read it alike).
            var after = index
            while byte(after) == 0x20 || byte(after) == 0x09 { after += 1 }
            let next = byte(after)
            if blockCollectionOpened { throw tabError(at: index) }
            if isBreakOrEnd(after) || next == UInt8(ascii: "#") {
                firstToleratedTab = firstToleratedTab ?? index
                index = after
            } else if !contentSeen, !documentStartSeen, next == UInt8(ascii: "[") || next == UInt8(ascii: "{")
                        || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                firstToleratedTab = firstToleratedTab ?? index
                position = after
                currentIndent = after - lineStart
                contentSeen = true
                return .content
            } else {
                throw tabError(at: index)
            }
        }
        if isBreakOrEnd(index) {
            position = index
            return .blank
        }
        if byte(index) == UInt8(ascii: "#") {
            recordComment(at: index)
            return .blank
        }
        if indent == 0 {
            if isDocumentMarker(at: index), byte(index) == UInt8(ascii: "-") {
                if contentSeen || documentStartSeen {
                    throw error("more than one document in a file (a second `---`) is not supported: put each flow in its own file", at: index, length: 3)
                }
                documentStartSeen = true
                position = index + 3
                try skipInlineSpace()
                if byte(position) == UInt8(ascii: "#") {
                    recordComment(at: position)
                    return .blank
                }
                if isBreakOrEnd(position) { return .blank }
                contentSeen = true
                contentFollowsDocumentStart = true
                currentIndent = position - lineStart
                return .content
            }
            if isDocumentMarker(at: index) {
                position = index + 3
                try finishAfterDocumentEnd()
                return .end
            }
            if byte(index) == UInt8(ascii: "%"), !contentSeen {
                throw error("directives (`%YAML`, `%TAG`) are not supported: remove the line", at: index)
            }
        }
        position = index
        currentIndent = indent
        contentSeen = true
        return .content
    }

    /// After `...`: only comments and blank lines may follow.
    private mutating func finishAfterDocumentEnd() throws(SyntaxError) {
        while true {
            try skipInlineSpace()
            if byte(position) == UInt8(ascii: "#") { recordComment(at: position) }
            if position >= end { return }
            if !isBreak(bytes[position]) {
                throw error("content after the document end marker `...`: a file holds one document", at: position)
            }
            consumeBreak()
        }
    }

    /// Records the comment whose `#` is at `hash`; leaves `position` at the end of its line.
    mutating func recordComment(at hash: Int) {
        var index = hash + 1
        while index < end, !isBreak(bytes[index]) { index += 1 }
        var wholeLine = true
        var before = hash - 1
        while before >= lineStart {
            if bytes[before] != 0x20, bytes[before] != 0x09 {
                wholeLine = false
                break
            }
            before -= 1
        }
        comments.append(Comment(span: ByteSpan(start: hash, end: index), text: TextScanning.string(bytes, hash + 1, index), isWholeLine: wholeLine))
        position = index
    }

    /// Skips spaces on the current line. Tabs are refused outside quoted text, block scalars
    /// and comments: YAML forbids them in indentation, and common parsers reject them as
    /// separators too, so a file with them would not mean the same to every reader.
    @inline(__always) mutating func skipInlineSpace() throws(SyntaxError) {
        while position < end, bytes[position] == 0x20 { position += 1 }
        if byte(position) == 0x09 { throw tabError(at: position) }
    }

    func tabError(at index: Int) -> SyntaxError {
        error("tab characters are not allowed here: use spaces (tabs may appear only inside quoted text, `[...]` and `{...}`, block scalars and comments)", at: index)
    }

    /// After a value: the rest of its line may hold only white space and a comment.
    private mutating func finishLine() throws(SyntaxError) {
        // Tabs may trail the value of a document that is one flow node (`{"a": 1}\t`).
        while byte(position) == 0x20 || byte(position) == 0x09 {
            if bytes[position] == 0x09 {
                if blockCollectionOpened { throw tabError(at: position) }
                firstToleratedTab = firstToleratedTab ?? position
            }
            position += 1
        }
        if byte(position) == UInt8(ascii: "#") {
            if position == lineStart || (bytes[position - 1] != 0x20 && bytes[position - 1] != 0x09) {
                throw error("a comment needs a space before `#`", at: position)
            }
            recordComment(at: position)
        }
        if !isBreakOrEnd(position) {
            throw error("unexpected \(describeCharacter(at: position)) after the value: quote the whole value if it is text", at: position)
        }
        try seekContent(consumingBreak: true)
    }

    // MARK: Block structure

    private mutating func parseDocument() throws(SyntaxError) -> Node? {
        if TextScanning.hasByteOrderMark(bytes) { position = 3 }
        if let problem = TextScanning.validate(bytes, from: position, yamlPrintable: true, quotedOnly: &quotedOnly) {
            if let first = quotedOnly.first, first.span.start < problem.span.start { throw first }
            throw problem
        }
        try seekContent(consumingBreak: false)
        if atEnd { return nil }
        let firstIndent = currentIndent
        var stack: [Frame] = []
        var parentIndent = -1
        var context: Context = contentFollowsDocumentStart ? .afterDocumentStart : .fresh
        var value: Node

        parsing: while true {
            // Phase 1: read one value at `position`, or open a collection and continue with
            // its first entry.
            reading: do {
                if context == .afterColon || context == .afterDash || context == .afterDocumentStart {
                    let indicatorEnd = position
                    try skipInlineSpace()
                    if byte(position) == UInt8(ascii: "#") { recordComment(at: position) }
                    if isBreakOrEnd(position) {
                        try seekContent(consumingBreak: true)
                        let sequenceAtKeyIndent = context == .afterColon && currentIndent == parentIndent && isSequenceIndicator(position)
                        if atEnd || (currentIndent <= parentIndent && !sequenceAtKeyIndent) {
                            value = Node(.null, span: .at(indicatorEnd))
                            break reading
                        }
                        context = .fresh
                    }
                }
                let column = position - lineStart
                let first = byte(position)
                if first == UInt8(ascii: "-"), isBlankOrEnd(position + 1) {
                    switch context {
                    case .afterColon:
                        throw error("a block sequence cannot start on the same line as its key: start `- ` on the next line", at: position)
                    case .afterDocumentStart:
                        throw error("a block sequence cannot start on the `---` line: start it on the next line", at: position)
                    case .nextKey:
                        throw error("expected `key: value` here, found a sequence item `- `: line up items of one sequence, and keys of one mapping", at: position)
                    default: break
                    }
                    try checkDepth(stack.count, at: position)
                    try openBlockCollection()
                    stack.append(.sequence(indent: column, start: position, base: pendingItems.count))
                    position += 1
                    parentIndent = column
                    context = .afterDash
                    continue parsing
                }
                if first == UInt8(ascii: "|") || first == UInt8(ascii: ">") {
                    if context == .nextKey {
                        throw error("expected `key: value` here, found a block scalar", at: position)
                    }
                    value = try readBlockScalar(parentIndent: parentIndent)
                    try seekContent(consumingBreak: true)
                    break reading
                }
                let startLine = lineStart
                let node: Node
                var isCollection = false
                switch first {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    blockDepth = stack.count
                    node = try readFlowCollection(parentIndent: parentIndent)
                    isCollection = true
                case UInt8(ascii: "\""):
                    node = try readDoubleQuoted(parentIndent: parentIndent)
                case UInt8(ascii: "'"):
                    node = try readSingleQuoted(parentIndent: parentIndent)
                default:
                    try checkPlainStart(at: position, inFlow: false)
                    node = try readPlain(parentIndent: parentIndent, inFlow: false, allowContinuation: context != .nextKey)
                }
                // `key:`?
                let afterNode = position
                // Tabs may trail a value (`{"a": 1}\t`), but do not come before a key's `:`.
                while byte(position) == 0x20 || byte(position) == 0x09 { position += 1 }
                if byte(position) == UInt8(ascii: ":"),
                   let tab = (afterNode..<position).first(where: { bytes[$0] == 0x09 }) {
                    throw tabError(at: tab)
                }
                if byte(position) == UInt8(ascii: ":") {
                    if !isBlankOrEnd(position + 1) {
                        throw error("put a space after `:` in `key: value`", at: position)
                    }
                    if isCollection {
                        throw error("a `[...]` or `{...}` collection cannot be a key: keys must be plain or quoted text", at: node.span.start)
                    }
                    if lineStart != startLine {
                        throw error("a key must be on one line", at: node.span.start)
                    }
                    switch context {
                    case .afterColon:
                        throw error("a value cannot be `key: value` on the same line as its own key: start the nested mapping on the next line, or quote the value if it contains `: `", at: position)
                    case .afterDocumentStart:
                        throw error("a mapping cannot start on the `---` line: start it on the next line", at: node.span.start)
                    default: break
                    }
                    try refuseMergeKey(node)
                    position += 1
                    if context == .nextKey, case .mapping(let indent, let start, let base, _) = stack.last {
                        try insertKey(node)
                        stack[stack.count - 1] = .mapping(indent: indent, start: start, base: base, pendingKey: node)
                        parentIndent = indent
                    } else {
                        try checkDepth(stack.count, at: node.span.start)
                        try openBlockCollection()
                        keySets.append(KeySet())
                        try insertKey(node)
                        stack.append(.mapping(indent: column, start: node.span.start, base: pendingEntries.count, pendingKey: node))
                        parentIndent = column
                    }
                    context = .afterColon
                    continue parsing
                }
                if context == .nextKey {
                    throw error("expected `key: value` here: keys of one mapping line up at the same column", at: node.span.start)
                }
                position = afterNode
                try finishLine()
                value = node
            }

            // Phase 2: hand the value to the open collection; close the ones that end here.
            while let top = stack.last {
                switch top {
                case .mapping(let indent, let start, let base, let pendingKey):
                    pendingEntries.append(MappingEntry(key: pendingKey!, value: value))
                    if !atEnd, currentIndent == indent {
                        stack[stack.count - 1] = .mapping(indent: indent, start: start, base: base, pendingKey: nil)
                        parentIndent = indent
                        context = .nextKey
                        continue parsing
                    }
                    if !atEnd, currentIndent > indent { throw badIndentation() }
                    value = Node(.mapping(Array(pendingEntries[base...])), span: ByteSpan(start: start, end: max(value.span.end, pendingKey!.span.end)))
                    pendingEntries.removeSubrange(base...)
                    keySets.removeLast()
                case .sequence(let indent, let start, let base):
                    pendingItems.append(value)
                    if !atEnd, currentIndent == indent, isSequenceIndicator(position) {
                        position += 1
                        parentIndent = indent
                        context = .afterDash
                        continue parsing
                    }
                    if !atEnd, currentIndent > indent { throw badIndentation() }
                    value = Node(.sequence(Array(pendingItems[base...])), span: ByteSpan(start: start, end: max(value.span.end, start + 1)))
                    pendingItems.removeSubrange(base...)
                }
                stack.removeLast()
            }
            break parsing
        }
        if !atEnd {
            if currentIndent < firstIndent {
                throw error("this line is indented less than the document's first line: line it up with the entries it belongs to", at: position)
            }
            throw error("unexpected content after the document's value: a file holds one value (a mapping, a sequence or a scalar)", at: position)
        }
        return value
    }

    /// From the first block collection on, tabs outside flow collections and quoted text
    /// are refused, including one tolerated before it.
    private mutating func openBlockCollection() throws(SyntaxError) {
        if let firstToleratedTab { throw tabError(at: firstToleratedTab) }
        blockCollectionOpened = true
    }

    private func badIndentation() -> SyntaxError {
        error("bad indentation: this line is indented more than the entries around it; line up keys of one mapping (and items of one sequence) at the same column", at: position)
    }

    func checkDepth(_ depth: Int, at offset: Int) throws(SyntaxError) {
        if depth >= NestingLimit.maximumDepth { throw error(NestingLimit.message, at: offset) }
    }

    func refuseMergeKey(_ key: Node) throws(SyntaxError) {
        if case .string("<<") = key.value, byte(key.span.start) == UInt8(ascii: "<") {
            throw error("merge keys (`<<`) are not supported: write the keys out in full", at: key.span.start, length: 2)
        }
    }

    /// Adds a key to the innermost open mapping's key set; a second equal key is an error.
    mutating func insertKey(_ key: Node) throws(SyntaxError) {
        let identity: String
        let shown: String
        switch key.value {
        case .string(let text): identity = "s" + text; shown = text
        case .integer(let digits): identity = "i" + digits; shown = digits
        case .float(let number): identity = "f" + String(number); shown = String(number)
        case .bool(let flag): identity = flag ? "bt" : "bf"; shown = flag ? "true" : "false"
        case .null: identity = "n"; shown = "null"
        case .sequence, .mapping: return
        }
        if let firstOffset = keySets[keySets.count - 1].insert(identity, at: key.span.start) {
            let display = shown.count > 60 ? String(shown.prefix(57)) + "..." : shown
            throw SyntaxError("duplicate key `\(display)` (first at \(FlowParser.lineDescription(of: firstOffset, in: bytes))): a mapping's keys must be unique", at: key.span)
        }
    }

    /// Refuses what cannot start a plain (unquoted) value, naming the feature.
    func checkPlainStart(at index: Int, inFlow: Bool) throws(SyntaxError) {
        let first = byte(index)
        switch first {
        case UInt8(ascii: "&"):
            throw error("anchors (`&name`) are not supported: write the value out in full", at: index)
        case UInt8(ascii: "*"):
            throw error("aliases (`*name`) are not supported: write the value out in full (quote it if you mean text that starts with `*`)", at: index)
        case UInt8(ascii: "!"):
            throw error("tags (`!tag`, `!!str`) are not supported: quote the value if you mean text", at: index)
        case UInt8(ascii: "?") where isBlankOrEnd(index + 1) || (inFlow && isFlowIndicator(byte(index + 1))):
            throw error("explicit keys (`? `) are not supported: write `key: value`", at: index)
        case UInt8(ascii: ":") where isBlankOrEnd(index + 1) || (inFlow && isFlowIndicator(byte(index + 1))):
            throw error("a `:` without a key before it", at: index)
        case UInt8(ascii: "-") where inFlow && (isBlankOrEnd(index + 1) || isFlowIndicator(byte(index + 1))):
            throw error("a block sequence `- ` cannot be inside `[...]` or `{...}`: separate items with `,`", at: index)
        case UInt8(ascii: "%"):
            throw error(contentSeen && index != lineStart ? "`%` cannot start an unquoted value: quote the value" : "directives (`%YAML`, `%TAG`) are not supported: remove the line", at: index)
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error("\(describeCharacter(at: index)) cannot start an unquoted value: quote the value", at: index)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("block scalars (`|`, `>`) cannot be used inside `[...]` or `{...}`", at: index)
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error("unexpected \(describeCharacter(at: index)): quote the value if it is text", at: index)
        case UInt8(ascii: "#"):
            throw error("a comment needs a space before `#`", at: index)
        default:
            return
        }
    }
}
