/// Flow collections of the YAML subset: `[a, b]` and `{key: value}`, nested and across lines.
/// Iterative, with its own stack, like the block structure.
extension YAMLParser {
    /// An open flow collection; its members wait on the parser's shared pending stacks.
    private enum FlowFrame {
        case sequence(start: Int, base: Int)
        case mapping(start: Int, base: Int, pendingKey: Node?)
    }

    /// Skips white space, line breaks and comments inside a flow collection. Continuation
    /// lines must be indented more than the block collection around it (`parentIndent`).
    /// Returns whether a line break was crossed.
    @discardableResult
    private mutating func skipFlowSpace(parentIndent: Int, opener: Int) throws(SyntaxError) -> Bool {
        var crossedLine = false
        while true {
            guard position < end else {
                let closer = bytes[opener] == UInt8(ascii: "[") ? "]" : "}"
                throw error("unterminated `\(bytes[opener] == UInt8(ascii: "[") ? "[" : "{")`: add the closing `\(closer)`", at: opener)
            }
            let value = bytes[position]
            if value == 0x20 || value == 0x09 {
                // Inside `[...]` and `{...}` a tab separates like a space (YAML 1.2's
                // s-separate-in-line), as in JSON written with tabs.
                position += 1
            } else if value == UInt8(ascii: "#") {
                if position > lineStart, bytes[position - 1] != 0x20, bytes[position - 1] != 0x09 {
                    throw error("a comment needs a space before `#`", at: position)
                }
                recordComment(at: position)
            } else if isBreak(value) {
                consumeBreak()
                crossedLine = true
                while byte(position) == 0x20 { position += 1 }
                // The indentation is the spaces; tabs may follow it (s-flow-line-prefix).
                let indent = position - lineStart
                while byte(position) == 0x20 || byte(position) == 0x09 { position += 1 }
                if isBreakOrEnd(position) || byte(position) == UInt8(ascii: "#") { continue }
                if indent == 0, isDocumentMarker(at: position) {
                    let closer = bytes[opener] == UInt8(ascii: "[") ? "]" : "}"
                    throw error("unterminated `\(bytes[opener] == UInt8(ascii: "[") ? "[" : "{")`: add the closing `\(closer)`", at: opener)
                }
                // A closing bracket may sit at the key's column, as in JSON-style layouts.
                let closes = byte(position) == UInt8(ascii: "]") || byte(position) == UInt8(ascii: "}")
                if indent <= parentIndent, !closes {
                    let open = bytes[opener] == UInt8(ascii: "[") ? "[" : "{"
                    let close = open == "[" ? "]" : "}"
                    throw error("the `\(open)` opened at \(FlowParser.lineDescription(of: opener, in: bytes)) is not closed before this line: add the closing `\(close)` (lines inside `\(open)...\(close)` must be indented more than its key)", at: position)
                }
            } else {
                return crossedLine
            }
        }
    }

    /// A scalar inside a flow collection: quoted, or plain on one line.
    private mutating func readFlowScalar(parentIndent: Int) throws(SyntaxError) -> Node {
        switch byte(position) {
        case UInt8(ascii: "\""): return try readDoubleQuoted(parentIndent: parentIndent)
        case UInt8(ascii: "'"): return try readSingleQuoted(parentIndent: parentIndent)
        default:
            try checkPlainStart(at: position, inFlow: true)
            return try readPlain(parentIndent: parentIndent, inFlow: true, allowContinuation: false)
        }
    }

    /// Reads a flow collection starting at its `[` or `{`; leaves `position` after its closer.
    mutating func readFlowCollection(parentIndent: Int) throws(SyntaxError) -> Node {
        let outerOpener = position
        var stack: [FlowFrame] = []
        var openers: [Int] = []

        func open(_ parser: inout YAMLParser, _ stack: inout [FlowFrame], _ openers: inout [Int], at index: Int) throws(SyntaxError) {
            if parser.blockDepth + stack.count >= NestingLimit.maximumDepth {
                throw parser.error(NestingLimit.message, at: index)
            }
            if parser.bytes[index] == UInt8(ascii: "[") {
                stack.append(.sequence(start: index, base: parser.pendingItems.count))
            } else {
                stack.append(.mapping(start: index, base: parser.pendingEntries.count, pendingKey: nil))
                parser.keySets.append(KeySet())
            }
            openers.append(index)
        }

        try open(&self, &stack, &openers, at: position)
        position += 1
        while true {
            // Phase 1: at the start of an entry (or at the closer).
            try skipFlowSpace(parentIndent: parentIndent, opener: openers.last ?? outerOpener)
            var value: Node
            let first = bytes[position]
            switch stack[stack.count - 1] {
            case .sequence(let start, let base):
                if first == UInt8(ascii: "]") {
                    position += 1
                    stack.removeLast()
                    openers.removeLast()
                    value = Node(.sequence(Array(pendingItems[base...])), span: ByteSpan(start: start, end: position))
                    pendingItems.removeSubrange(base...)
                } else if first == UInt8(ascii: ",") {
                    throw error("empty entry in `[...]`: remove the extra `,`", at: position)
                } else if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
                    try open(&self, &stack, &openers, at: position)
                    position += 1
                    continue
                } else if first == UInt8(ascii: "}") {
                    throw error("`}` does not close the `[` it follows: use `]`", at: position)
                } else {
                    value = try readFlowScalar(parentIndent: parentIndent)
                }
            case .mapping(let start, let base, _):
                if first == UInt8(ascii: "}") {
                    position += 1
                    stack.removeLast()
                    openers.removeLast()
                    value = Node(.mapping(Array(pendingEntries[base...])), span: ByteSpan(start: start, end: position))
                    pendingEntries.removeSubrange(base...)
                    keySets.removeLast()
                    break
                }
                if first == UInt8(ascii: ",") {
                    throw error("empty entry in `{...}`: remove the extra `,`", at: position)
                }
                if first == UInt8(ascii: "]") {
                    throw error("`]` does not close the `{` it follows: use `}`", at: position)
                }
                if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
                    throw error("a `[...]` or `{...}` collection cannot be a key: keys must be plain or quoted text", at: position)
                }
                let keyLine = lineStart
                let key = try readFlowScalar(parentIndent: parentIndent)
                let quoted = first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
                if lineStart != keyLine { throw error("a key must be on one line", at: key.span.start) }
                if quoted {
                    // `{"a"\t: 1}`: JSON lets tabs separate a key from its `:`.
                    while byte(position) == 0x20 || byte(position) == 0x09 { position += 1 }
                } else {
                    try skipInlineSpace()
                }
                try refuseMergeKey(key)
                try insertKey(key)
                if !quoted, byte(position) == UInt8(ascii: ":"), isFlowIndicator(byte(position + 1)) {
                    // `{x:}` is `{x: null}` in YAML 1.2 but `{"x:": null}` to some readers.
                    // After a quoted key the `:` needs no space (`{"a":[1]}`, as JSON writes).
                    throw error("put a space after `:` in `key: value`", at: position)
                }
                if byte(position) == UInt8(ascii: ":") && (quoted || isBlankOrEnd(position + 1)) {
                    position += 1
                    let colonEnd = position
                    try skipFlowSpace(parentIndent: parentIndent, opener: openers.last!)
                    stack[stack.count - 1] = .mapping(start: start, base: base, pendingKey: key)
                    let next = bytes[position]
                    if next == UInt8(ascii: ",") || next == UInt8(ascii: "}") {
                        value = Node(.null, span: .at(colonEnd))
                    } else if next == UInt8(ascii: "[") || next == UInt8(ascii: "{") {
                        try open(&self, &stack, &openers, at: position)
                        position += 1
                        continue
                    } else {
                        value = try readFlowScalar(parentIndent: parentIndent)
                    }
                } else {
                    let crossed = try skipFlowSpace(parentIndent: parentIndent, opener: openers.last!)
                    let next = bytes[position]
                    if next == UInt8(ascii: ":") {
                        throw error(crossed ? "a key and its `:` must be on one line" : "put a space after `:` in `key: value`", at: position)
                    }
                    guard next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else {
                        throw error(crossed && !quoted ? "an unquoted value inside `{...}` cannot continue on the next line: quote it" : "expected `:`, `,` or `}` after the key", at: position)
                    }
                    // `{a, b}`: a key without a value is null, as YAML reads it.
                    stack[stack.count - 1] = .mapping(start: start, base: base, pendingKey: key)
                    value = Node(.null, span: .at(key.span.end))
                }
            }

            // Phase 2: hand the value to the open collection; close the ones that end here.
            while let top = stack.last {
                let afterValue = position
                let crossed = try skipFlowSpace(parentIndent: parentIndent, opener: openers.last!)
                let next = bytes[position]
                switch top {
                case .sequence(let start, let base):
                    pendingItems.append(value)
                    if next == UInt8(ascii: ",") {
                        position += 1
                        break
                    } else if next == UInt8(ascii: "]") {
                        position += 1
                        openers.removeLast()
                        stack.removeLast()
                        value = Node(.sequence(Array(pendingItems[base...])), span: ByteSpan(start: start, end: position))
                        pendingItems.removeSubrange(base...)
                        continue
                    } else if next == UInt8(ascii: ":"), !crossed, isBlankOrEnd(position + 1) || isFlowIndicator(byte(position + 1)) || byte(afterValue - 1) == UInt8(ascii: "\"") || byte(afterValue - 1) == UInt8(ascii: "'") {
                        throw error("a `key: value` pair inside `[...]` is not supported: write it as `{key: value}`", at: position)
                    } else {
                        throw error(crossed ? "expected `,` or `]` (an unquoted value inside `[...]` cannot continue on the next line: quote it)" : "expected `,` or `]` after the item", at: position)
                    }
                case .mapping(let start, let base, let pendingKey):
                    pendingEntries.append(MappingEntry(key: pendingKey!, value: value))
                    if next == UInt8(ascii: ",") {
                        position += 1
                        stack[stack.count - 1] = .mapping(start: start, base: base, pendingKey: nil)
                        break
                    } else if next == UInt8(ascii: "}") {
                        position += 1
                        openers.removeLast()
                        stack.removeLast()
                        value = Node(.mapping(Array(pendingEntries[base...])), span: ByteSpan(start: start, end: position))
                        pendingEntries.removeSubrange(base...)
                        keySets.removeLast()
                        continue
                    } else {
                        throw error(crossed ? "expected `,` or `}` (an unquoted value inside `{...}` cannot continue on the next line: quote it)" : "expected `,` or `}` after the value", at: position)
                    }
                }
                break
            }
            if stack.isEmpty { return value }
        }
    }
}
