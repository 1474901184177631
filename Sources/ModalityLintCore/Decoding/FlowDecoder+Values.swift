/// Checking one value against its field's shape, with messages that say what to write.
extension DecodingSession {
    /// The value as its field stores it, or nil (with a problem reported) when it does not fit.
    mutating func decodeValue(_ node: Node, shape: ValueShape, field: String) -> DecodedValue? {
        switch shape {
        case .string(let nonEmpty):
            guard case .string(let text) = node.value else {
                report(wrongType(node, field: field, expected: "a string", quotingHelps: true), at: node.span)
                return nil
            }
            if nonEmpty, text.isBlank {
                report("`\(field)` is empty; write the text people see", at: node.span)
                return nil
            }
            return .string(text)

        case .bool:
            return decodeBool(node, field: field)

        case .name(let set):
            guard case .string(let name) = node.value else {
                if case .bool(let flag) = node.value, let hint = set.hints[String(flag)] {
                    report("`\(field)` needs a \(set.noun), not `\(flag)`; write `\(field): \(hint)`", at: node.span)
                    return nil
                }
                report(wrongType(node, field: field, expected: "a \(set.noun) (\(Self.quoted(set.names)))"), at: node.span)
                return nil
            }
            guard set.members.contains(name) else {
                report(unknownName(name, in: set), at: node.span)
                return nil
            }
            return .string(name)

        case .nameList(let set, let nonEmpty, let unique):
            return decodeNameList(node, set: set, nonEmpty: nonEmpty, unique: unique, field: field)

        case .screenID:
            guard case .string(let id) = node.value else {
                let text = sourceText(node)
                report(wrongType(node, field: field, expected: "a screen id", quotingHelps: screenIndexByID[text] != nil),
                       at: node.span)
                return nil
            }
            guard screenIndexByID[id] != nil else {
                if let close = Suggestion.closest(to: id, among: screenIDs) {
                    report("`\(field): \(id)` names no screen (did you mean `\(close)`?)", at: node.span)
                } else {
                    report("`\(field): \(id)` names no screen; add `\(id)` under `screens` or name one of its screens",
                           at: node.span)
                }
                return nil
            }
            return .string(id)

        case .ruleIDList:
            return decodeRuleIDs(node, field: field)
        }
    }

    private mutating func decodeBool(_ node: Node, field: String) -> DecodedValue? {
        switch node.value {
        case .bool(let flag):
            return .bool(flag)
        case .string(let text):
            // YAML 1.2 reads `yes`, `no`, `on` and `off` as strings, not as booleans.
            let word: String?
            switch text.lowercased() {
            case "yes", "y", "on", "true": word = "true"
            case "no", "n", "off", "false": word = "false"
            default: word = nil
            }
            if word == text {
                report("`\(field)` needs `true` or `false`, not the string `\"\(text)\"`; remove the quotes", at: node.span)
            } else if let word {
                report("`\(field)` needs `true` or `false`, not the string `\(text)`; write `\(field): \(word)`", at: node.span)
            } else {
                report("`\(field)` needs `true` or `false`, not the string `\(text)`", at: node.span)
            }
        case .integer(let digits) where digits == "0" || digits == "1":
            report("`\(field)` needs `true` or `false`, not the number `\(digits)`; write `\(field): \(digits == "1")`",
                   at: node.span)
        default:
            report(wrongType(node, field: field, expected: "`true` or `false`"), at: node.span)
        }
        return nil
    }

    private mutating func decodeNameList(
        _ node: Node, set: NameSet, nonEmpty: Bool, unique: Bool, field: String
    ) -> DecodedValue? {
        guard case .sequence(let items) = node.value else {
            if case .string(let name) = node.value, set.members.contains(name) {
                report("`\(field)` needs a list; write `\(field): [\(name)]`", at: node.span)
            } else {
                report(wrongType(node, field: field, expected: "a list of \(set.noun)s (such as `\(field): [\(set.names[0])]`)"),
                       at: node.span)
            }
            return nil
        }
        if items.isEmpty, nonEmpty {
            report("`\(field)` is empty; list one or more of \(Self.quoted(set.names)), or remove it", at: node.span)
            return nil
        }
        var names: [String] = []
        var seen = Set<String>()
        for item in items {
            guard case .string(let name) = item.value else {
                report("each entry of `\(field)` needs a \(set.noun) (\(Self.quoted(set.names))), not \(describe(item))",
                       at: item.span)
                continue
            }
            guard set.members.contains(name) else {
                report(unknownName(name, in: set), at: item.span)
                continue
            }
            guard seen.insert(name).inserted || !unique else {
                report("`\(name)` is listed twice in `\(field)`; remove one", at: item.span)
                continue
            }
            names.append(name)
        }
        if names.isEmpty, nonEmpty { return nil }
        return .names(names)
    }

    private mutating func decodeRuleIDs(_ node: Node, field: String) -> DecodedValue? {
        guard case .sequence(let items) = node.value else {
            if case .string(let id) = node.value {
                report("`\(field)` needs a list of rule ids; write `\(field): [\(id)]`", at: node.span)
            } else {
                report(wrongType(node, field: field, expected: "a list of rule ids (such as `\(field): [\(ruleIDs.first ?? FlowFields.allRules)]`)"),
                       at: node.span)
            }
            return nil
        }
        var located: [Located<String>] = []
        for item in items {
            guard case .string(let id) = item.value else {
                report("each entry of `\(field)` needs a rule id, not \(describe(item))", at: item.span)
                continue
            }
            if id == FlowFields.allRules {
                // `all` silences every rule: the engine needs no word of its own for it.
                located += ruleIDs.map { Located($0, at: item.span) }
            } else if ruleIDSet.contains(id) {
                located.append(Located(id, at: item.span))
            } else if id == BuiltinDiagnostic.invalidFlow || id == BuiltinDiagnostic.parseError {
                report("`\(id)` cannot be disabled; fix the problems it reports instead", at: item.span)
            } else if let close = Suggestion.closest(to: id, among: ruleIDs + [FlowFields.allRules]) {
                report("unknown rule `\(id)` (did you mean `\(close)`?)", at: item.span)
            } else {
                report("unknown rule `\(id)`; `modality-lint rules` lists the rule ids", at: item.span)
            }
        }
        return .ruleIDs(located)
    }

    // MARK: Messages

    /// A null written as nothing at all (`title:`), which has no text of its own to point at.
    func isAbsent(_ node: Node) -> Bool {
        if case .null = node.value { return node.span.start == node.span.end }
        return false
    }

    /// What a shape needs, in the words of a message: "a string", "`true` or `false`".
    func expectation(of shape: ValueShape) -> String {
        switch shape {
        case .string: return "a string"
        case .bool: return "`true` or `false`"
        case .name(let set): return "a \(set.noun) (\(Self.quoted(set.names)))"
        case .nameList(let set, _, _): return "a list of \(set.noun)s (such as `[\(set.names[0])]`)"
        case .screenID: return "a screen id"
        case .ruleIDList: return "a list of rule ids"
        }
    }

    func unknownName(_ name: String, in set: NameSet) -> String {
        if let close = set.suggestion(for: name) {
            return "unknown \(set.noun) `\(name)` (did you mean `\(close)`?)"
        }
        return "unknown \(set.noun) `\(name)`; use one of \(Self.quoted(set.names))"
    }

    /// "`title` needs a string, not the number `42`; quote it: `title: "42"`".
    func wrongType(_ node: Node, field: String, expected: String, quotingHelps: Bool = false) -> String {
        switch node.value {
        case .null:
            return "`\(field)` needs a value: \(expected)"
        case .integer, .float, .bool:
            let message = "`\(field)` needs \(expected), not \(describe(node))"
            guard quotingHelps else { return message }
            return message + "; quote it: `\(field): \"\(sourceText(node))\"`"
        default:
            return "`\(field)` needs \(expected), not \(describe(node))"
        }
    }

    /// What a value is, in words: "the number `42`", "a list".
    func describe(_ node: Node) -> String {
        switch node.value {
        case .null: return "nothing (null)"
        case .bool(let flag): return "`\(flag)`"
        case .integer, .float: return "the number `\(sourceText(node))`"
        case .string(let text): return "the string `\(text)`"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The node's text as written (numbers keep their spelling: `1.50`, `0x1F`).
    func sourceText(_ node: Node) -> String {
        let start = max(0, min(node.span.start, file.bytes.count))
        let end = max(start, min(node.span.end, file.bytes.count))
        if start < end {
            return String(decoding: file.bytes[start..<end], as: UTF8.self)
        }
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .integer(let digits): return digits
        case .float(let number): return String(number)
        case .string(let text): return text
        case .sequence: return "[...]"
        case .mapping: return "{...}"
        }
    }

    /// `a`, `b`, `c`: names as messages show them.
    static func quoted(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }

    static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
