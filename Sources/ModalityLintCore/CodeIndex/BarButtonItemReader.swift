/// Reads one method body for bar button items made in code and set on the screen's own
/// navigation item: `navigationItem.leftBarButtonItem = UIBarButtonItem(...)`, through a
/// local (`let cancel = UIBarButtonItem(...)`), in arrays (`rightBarButtonItems = [a, b]`),
/// `setLeftBarButton(_:animated:)`, and the Objective-C forms; and a stored property of the
/// class made with one (`private lazy var cancelButton = UIBarButtonItem(...)`) that no
/// method gives another value.
struct BarButtonItemReader {
    let index: CodeIndex
    let className: String
    let method: MethodDeclaration
    let reader: CodeBodyReader
    /// The names the class chain's methods assign, read once per class when first asked.
    let assigned: AssignedNames

    /// One `UIBarButtonItem` construction.
    private struct Construction {
        /// The file it is in: the method's, or a stored property's initialiser's.
        var file: Int
        var nameToken: Int
        var label: BarButtonItemFact.Label = .unknown
        var action: BarButtonItemFact.Action = .none
    }

    func read() -> [BarButtonItemFact] {
        guard let body = method.body else { return [] }
        var constructions: [Int: Construction] = [:]   // by the token the expression starts at
        var locals: [String: Construction] = [:]
        var facts: [BarButtonItemFact] = []
        let objc = reader.file.language == .objectiveC
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            defer { cursor += 1 }
            guard reader.is(cursor, "UIBarButtonItem") else { continue }
            if objc {
                guard reader.isPunctuation(cursor - 1, "["), reader.isPunctuation(cursor - 2, "["), reader.is(cursor + 1, "alloc") else { continue }
                let construction = readObjCConstruction(at: cursor, file: method.file)
                constructions[cursor - 2] = construction
                // `UIBarButtonItem *cancel = [[...`, `self.cancel = [[...`, `_cancel = [[...`.
                if reader.is(cursor - 3, "="), reader.isName(cursor - 4) { locals[reader.text(cursor - 4)] = construction }
            } else {
                var open = cursor + 1
                if reader.isPunctuation(open, "."), reader.is(open + 1, "init") { open += 2 }
                guard reader.isPunctuation(open, "(") else { continue }
                let construction = readSwiftConstruction(at: cursor, open: open, file: method.file)
                constructions[cursor] = construction
                // `let cancel = UIBarButtonItem(`, `let cancel: UIBarButtonItem = ...`, `self.cancel = ...`.
                if reader.is(cursor - 1, "=") {
                    if reader.isName(cursor - 2), !reader.isPunctuation(cursor - 3, ":") {
                        locals[reader.text(cursor - 2)] = construction
                    } else if reader.isPunctuation(cursor - 3, ":") || reader.is(cursor - 3, "?") || reader.is(cursor - 3, "!") {
                        var name = cursor - 3
                        while name > body.lowerBound, !reader.isPunctuation(name, ":") { name -= 1 }
                        if reader.isName(name - 1) { locals[reader.text(name - 1)] = construction }
                    }
                }
            }
        }
        cursor = body.lowerBound
        while cursor < body.upperBound {
            defer { cursor += 1 }
            guard isOwnNavigationItem(at: cursor), !reader.isExcludedFromiOS(cursor) else { continue }
            var dot = cursor + 1
            while reader.is(dot, "?") || reader.is(dot, "!") { dot += 1 }  // `topItem?.leftBarButtonItem`
            let member: Int
            if reader.isPunctuation(dot, ".") {
                member = dot + 1
            } else if objc, reader.isName(cursor + 1), reader.isPunctuation(cursor + 2, ":") {
                member = cursor + 1  // `[self.navigationItem setLeftBarButtonItem:x animated:YES]`
            } else if objc, reader.isPunctuation(cursor + 1, "]"), reader.isName(cursor + 2), reader.isPunctuation(cursor + 3, ":"),
                      reader.messageReceivers(before: cursor + 2) == ["navigationItem", "self"] {
                member = cursor + 2  // `[[self navigationItem] setLeftBarButtonItem:x]`
            } else {
                continue
            }
            guard reader.isName(member) else { continue }
            let name = reader.text(member)
            let side: BarButtonItemFact.Side
            if name.lowercased().contains("leftbarbutton") {
                side = .left
            } else if name.lowercased().contains("rightbarbutton") {
                side = .right
            } else {
                continue
            }
            // The value: after `=`, or the first argument.
            var valueStart: Int
            let limit: Int
            if reader.is(member + 1, "=") {
                valueStart = member + 2
                limit = body.upperBound
            } else if reader.isPunctuation(member + 1, "("), let close = reader.partners[member + 1] {
                valueStart = member + 2
                limit = close
            } else if objc, reader.isPunctuation(member + 1, ":") {
                valueStart = member + 2
                limit = body.upperBound
            } else {
                continue
            }
            var elements: [(Int, Int)] = []
            if reader.is(valueStart, "@") { valueStart += 1 }
            if reader.isPunctuation(valueStart, "["), name.hasSuffix("Items") || name.hasSuffix("Items:"), let close = reader.partners[valueStart] {
                var element = valueStart + 1
                while element < close {
                    let end = reader.expressionEnd(from: element, limit: close)
                    elements.append((element, end))
                    element = end + 1
                }
            } else {
                var end = reader.expressionEnd(from: valueStart, limit: limit)
                if objc { end = reader.objcArgumentEnd(from: valueStart, limit: limit) }
                elements.append((valueStart, end))
            }
            for (start, end) in elements {
                if let construction = resolve(start, end, constructions: constructions, locals: locals) {
                    facts.append(fact(for: construction, side: side))
                } else if start < end, !isKnownNotAWayOut(start, end) {
                    // An item the reading does not see made (the app's own subclass, a
                    // factory, a property set elsewhere): a button whose words and action
                    // are unknown, not no button.
                    facts.append(BarButtonItemFact(
                        label: .unknown, side: side, action: .unresolved(reader.text(start)), dismisses: nil,
                        performedSegueIdentifiers: [],
                        location: CodeLocation(file: method.file, span: reader.tokens[start].span, language: reader.file.language)))
                }
            }
        }
        return facts
    }

    /// Whether the name at `offset` is the screen's own navigation item: `navigationItem` on
    /// self, or the top item of its navigation controller's bar
    /// (`navigationController?.navigationBar.topItem`), which is the navigation item of the
    /// controller on top: this one, where a screen sets up its own bar.
    private func isOwnNavigationItem(at offset: Int) -> Bool {
        if reader.is(offset, "navigationItem") {
            // `[other navigationItem]` is another screen's item; `[self navigationItem]` is ours.
            if reader.file.language == .objectiveC, reader.isPunctuation(offset - 2, "["), reader.isName(offset - 1) {
                return reader.is(offset - 1, "self")
            }
            return reader.isOnSelf(offset)
        }
        guard reader.is(offset, "topItem") else { return false }
        let chain = reader.receivers(before: offset)
        return chain == ["navigationBar", "navigationController"] || chain == ["navigationBar", "navigationController", "self"]
    }

    /// `nil` (no item) and UIKit's `editButtonItem` (it toggles editing): no way out.
    private func isKnownNotAWayOut(_ start: Int, _ end: Int) -> Bool {
        var name = start
        if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { name = start + 2 }
        guard name + 1 == end else { return false }
        return reader.is(name, "nil") || reader.is(name, "editButtonItem") || reader.is(name, "NULL")
    }

    /// The construction an element stands for: made in place, or a local's.
    private func resolve(_ start: Int, _ end: Int, constructions: [Int: Construction], locals: [String: Construction]) -> Construction? {
        if let made = constructions[start] { return made }
        var nameToken = start
        if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { nameToken = start + 2 }
        guard nameToken + 1 == end, reader.isName(nameToken) else { return nil }
        return locals[reader.text(nameToken)] ?? storedItem(named: reader.text(nameToken))
    }

    /// The item a stored property of the class holds when its initialiser makes it
    /// (`lazy var cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, ...)`) and no
    /// method of the class's chain assigns the property another one; nil otherwise (an item
    /// set elsewhere stays a button whose words and action are unknown).
    private func storedItem(named name: String) -> Construction? {
        guard reader.file.language == .swift, let property = index.instanceProperty(named: name, of: className) else { return nil }
        let declared = CodeBodyReader(index: index, file: property.file)
        guard declared.file.language == .swift, let value = EditableContentCode.initialiser(of: property, declared),
              declared.is(value.lowerBound, "UIBarButtonItem") else { return nil }
        var open = value.lowerBound + 1
        if declared.isPunctuation(open, "."), declared.is(open + 1, "init") { open += 2 }
        guard declared.isPunctuation(open, "("), declared.partners[open].map({ $0 + 1 == value.upperBound }) == true,
              !assigned.contains(name) else { return nil }
        let reading = BarButtonItemReader(index: index, className: className, method: method, reader: declared, assigned: assigned)
        return reading.readSwiftConstruction(at: value.lowerBound, open: open, file: property.file)
    }

    private func fact(for construction: Construction, side: BarButtonItemFact.Side) -> BarButtonItemFact {
        let file = index.files[construction.file]
        return index.controlFact(label: construction.label, side: side, action: construction.action, inClass: className,
                                 location: CodeLocation(file: construction.file, span: file.tokens[construction.nameToken].span, language: file.language))
    }

    // MARK: Constructions

    private func readSwiftConstruction(at nameToken: Int, open: Int, file: Int) -> Construction {
        var construction = Construction(file: file, nameToken: nameToken)
        var systemItem: String?
        var title: BarButtonItemFact.Label?
        var image: BarButtonItemFact.Label?
        var targetIsSelf = true
        for argument in reader.arguments(ofCallAt: open) {
            switch argument.label {
            case "barButtonSystemItem", "systemItem":
                systemItem = Self.systemItem(reader, argument.start, argument.end)
            case "title":
                title = reader.words(argument.start, argument.end).map { .title($0) } ?? .unknown
            case "image":
                image = firstString(argument.start, argument.end).map { .image($0) } ?? .unknown
            case "target":
                targetIsSelf = argument.end == argument.start + 1 && reader.is(argument.start, "self")
            case "action":
                construction.action = swiftSelectorAction(argument.start, argument.end)
            case "primaryAction":
                if let open = firstBrace(argument.start, argument.end), let close = reader.partners[open] {
                    construction.action = .closure((open + 1)..<close)
                }
            default:
                continue
            }
        }
        if case .method(_, let selector) = construction.action, !targetIsSelf { construction.action = .unresolved(selector) }
        construction.label = systemItem.map { .systemItem($0) } ?? title ?? image ?? .unknown
        return construction
    }

    /// The system item an argument names: `.cancel`, `UIBarButtonItem.SystemItem.cancel`; of
    /// a choice between items (`allowEditing ? .cancel : .close`), the first when every one
    /// of them closes without completing (cancel, close, stop: the button discards either
    /// way), else nil (its words and role are the choice's, which the code makes at run time).
    static func systemItem(_ reader: CodeBodyReader, _ start: Int, _ end: Int) -> String? {
        guard let question = (start..<end).first(where: { reader.is($0, "?") && reader.tokens[$0].kind == .operator }) else {
            return reader.lastName(in: start, end)
        }
        guard let colon = (question..<end).first(where: { reader.isPunctuation($0, ":") }),
              let first = reader.lastName(in: question + 1, colon), let second = reader.lastName(in: colon + 1, end) else { return nil }
        let discarding: Set<String> = ["cancel", "close", "stop"]
        return discarding.contains(first) && discarding.contains(second) ? first : nil
    }

    private func readObjCConstruction(at nameToken: Int, file: Int) -> Construction {
        var construction = Construction(file: file, nameToken: nameToken)
        let outer = nameToken - 2
        let end = reader.partners[outer] ?? reader.tokens.count
        var cursor = nameToken + 3  // past `alloc ]`
        var targetIsSelf = true
        while cursor < end {
            guard reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") else {
                cursor += 1
                continue
            }
            let part = reader.text(cursor)
            let valueEnd = reader.objcArgumentEnd(from: cursor + 2, limit: end)
            let value = (cursor + 2)..<valueEnd
            switch part {
            case "initWithBarButtonSystemItem":
                if let constant = reader.lastName(in: value.lowerBound, value.upperBound), constant.hasPrefix("UIBarButtonSystemItem") {
                    let rest = constant.dropFirst("UIBarButtonSystemItem".count)
                    construction.label = .systemItem(rest.prefix(1).lowercased() + rest.dropFirst())
                }
            case "initWithTitle":
                construction.label = reader.words(value.lowerBound, value.upperBound).map { .title($0) } ?? .unknown
            case "initWithImage":
                construction.label = firstString(value.lowerBound, value.upperBound).map { .image($0) } ?? .unknown
            case "target":
                targetIsSelf = value.count == 1 && reader.is(value.lowerBound, "self")
            case "action":
                if let action = index.objcSelectorAction(reader, value.lowerBound, inClass: className) { construction.action = action }
            default:
                break
            }
            cursor = valueEnd
        }
        if case .method(_, let selector) = construction.action, !targetIsSelf { construction.action = .unresolved(selector) }
        return construction
    }

    private func swiftSelectorAction(_ start: Int, _ end: Int) -> BarButtonItemFact.Action {
        index.swiftSelectorAction(reader, start, end, inClass: className)
    }

    private func firstString(_ start: Int, _ end: Int) -> String? {
        for offset in start..<min(end, reader.tokens.count) where reader.tokens[offset].kind == .string {
            return reader.file.stringValue(of: reader.tokens[offset])
        }
        return nil
    }

    private func firstBrace(_ start: Int, _ end: Int) -> Int? {
        (start..<min(end, reader.tokens.count)).first { reader.isPunctuation($0, "{") }
    }
}

extension CodeIndex {
    /// The method with a body that answers this selector in the class chain.
    func actionMethod(selector: String, inClass className: String) -> MethodDeclaration? {
        for name in lookupChain(of: className) {
            if let method = methods(of: name).first(where: { $0.selector == selector && $0.body != nil && !$0.attributes.contains(.typeMethod) }) {
                return method
            }
        }
        return nil
    }
}

/// The names a class chain's methods assign as properties (`name = `, `self.name = `; not a
/// local's `let name = `): a stored property one of them assigns holds what ran last, not
/// its initialiser's value. Walked once per class, the first time a reading asks.
final class AssignedNames {
    private let index: CodeIndex
    private let chain: [String]
    private var names: Set<String>?

    init(index: CodeIndex, chain: [String]) {
        self.index = index
        self.chain = chain
    }

    func contains(_ name: String) -> Bool {
        if let names { return names.contains(name) }
        var found = Set<String>()
        for type in chain where !index.declarations(named: type).isEmpty {
            for method in index.methods(of: type) {
                guard let body = method.body else { continue }
                let code = CodeBodyReader(index: index, file: method.file)
                for offset in body where code.tokens[offset].kind == .identifier && code.is(offset + 1, "=") {
                    // `let name = ...` declares a local of the same name: not the property.
                    if code.is(offset - 1, "let") || code.is(offset - 1, "var") { continue }
                    if !code.isPunctuation(offset - 1, ".") || code.is(offset - 2, "self") { found.insert(code.text(offset)) }
                }
            }
        }
        names = found
        return found.contains(name)
    }
}
