/// Whether a view controller's own Cancel asks before it closes: its bar button item's
/// action (followed through the class's methods it calls on itself) builds a
/// `UIAlertAction` with the destructive style whose handler closes the screen. By the app's
/// own program the screen then holds work that closing throws away; and when it is shown
/// as a sheet, swiping it down throws that work away as well, unless code stops the swipe.
///
/// A destructive action that closes is a discard only when the button is a way out: its
/// words or system item say Cancel or Close, or its method also closes the screen on a path
/// that does not ask (a Delete that asks, then deletes and closes, asks about the item, not
/// about unsaved work, and closes only through the alert).
extension CodeIndex {
    /// The names by which code may stop a sheet's swipe or ask on it: the screen's
    /// `isModalInPresentation` (set by itself, its presenter or a container) and the
    /// presentation controller's delegate's answers. Which sheet each mention guards is
    /// followed by `SwipeGuards`; without a mention, none is guarded.
    static let swipeGuardNames = [
        "isModalInPresentation", "modalInPresentation", "setModalInPresentation",
        "presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss",
    ]

    /// Whether the run's code names a way to stop or answer a sheet's swipe.
    func namesSwipeGuard() -> Bool {
        Self.swipeGuardNames.contains { referenceCount(of: $0) > 0 }
    }

    /// Where the class's Cancel asks before discarding: the destructive alert action whose
    /// handler closes the screen. Nil when no bar button item's action is read to one.
    func askedDiscard(ofClass className: String, items: [BarButtonItemFact]) -> CodeLocation? {
        for item in items {
            guard case .method(let id, _) = item.action, id < methods.count else { continue }
            let isWayOut = item.label.role == .cancel || item.label.role == .close
            if let found = askedDiscard(from: methods[id], inClass: className, isWayOut: isWayOut) { return found }
        }
        return nil
    }

    /// The methods an action reaches on its own object, each read once.
    private func askedDiscard(from start: MethodDeclaration, inClass className: String, isWayOut: Bool) -> CodeLocation? {
        var visited: Set<Int> = []
        var work = [start]
        while let method = work.popLast() {
            guard visited.insert(method.id).inserted, let body = method.body else { continue }
            let reader = CodeBodyReader(index: self, file: method.file)
            for offset in body where Self.isDestructiveStyle(reader, offset) {
                guard let handler = Self.handler(ofActionAt: offset, reader, limit: body.upperBound),
                      effectsFollowed(file: method.file, range: handler, inClass: className).dismisses else { continue }
                let asksOnlySometimes = isWayOut
                    || effectsFollowed(file: method.file, range: body.lowerBound..<max(body.lowerBound, handler.lowerBound - 1), inClass: className).dismisses
                    || effectsFollowed(file: method.file, range: min(handler.upperBound + 1, body.upperBound)..<body.upperBound, inClass: className).dismisses
                guard asksOnlySometimes else { continue }
                return CodeLocation(file: method.file, span: reader.tokens[offset].span, language: reader.file.language)
            }
            for called in effects(of: method).calledOnSelf {
                work += methods(named: called, in: className)
            }
        }
        return nil
    }

    /// `style: .destructive` of a `UIAlertAction(...)`, `UIAlertAction.Style.destructive`,
    /// or Objective-C's `UIAlertActionStyleDestructive`.
    private static func isDestructiveStyle(_ reader: CodeBodyReader, _ offset: Int) -> Bool {
        guard reader.kind(offset) == .identifier else { return false }
        if reader.is(offset, "UIAlertActionStyleDestructive") { return true }
        guard reader.is(offset, "destructive"), offset >= 2, reader.isPunctuation(offset - 1, ".") else { return false }
        if reader.is(offset - 2, "Style"), offset >= 4, reader.is(offset - 4, "UIAlertAction") { return true }
        guard reader.isPunctuation(offset - 2, ":"), offset >= 3, reader.is(offset - 3, "style"),
              let open = enclosingOpener(of: offset, reader), open >= 1 else { return false }
        return reader.is(open - 1, "UIAlertAction")
    }

    /// The nearest unclosed `(` or `[` before `offset`, looked for a bounded way back.
    private static func enclosingOpener(of offset: Int, _ reader: CodeBodyReader) -> Int? {
        var cursor = offset - 1
        var steps = 0
        while cursor >= 0, steps < 256 {
            defer { cursor -= 1; steps += 1 }
            guard reader.kind(cursor) == .punctuation else { continue }
            if reader.isPunctuation(cursor, ")") || reader.isPunctuation(cursor, "]") || reader.isPunctuation(cursor, "}") {
                guard let open = reader.partners[cursor], open < cursor else { return nil }
                cursor = open
            } else if reader.isPunctuation(cursor, "(") || reader.isPunctuation(cursor, "[") {
                return cursor
            } else if reader.isPunctuation(cursor, "{") {
                return nil
            }
        }
        return nil
    }

    /// The body of the handler the action at `offset` is made with: the first closure or
    /// block among the call's arguments after the style, or Swift's trailing closure.
    private static func handler(ofActionAt offset: Int, _ reader: CodeBodyReader, limit: Int) -> Range<Int>? {
        guard let open = enclosingOpener(of: offset, reader), let close = reader.partners[open], close > offset, close < limit else { return nil }
        var cursor = offset + 1
        while cursor < close {
            if reader.isPunctuation(cursor, "{") {
                guard let end = reader.partners[cursor], end > cursor, end <= close else { return nil }
                return (cursor + 1)..<end
            }
            if let partner = reader.partners[cursor], partner > cursor { cursor = partner }
            cursor += 1
        }
        if reader.file.language == .swift, close + 1 < limit, reader.isPunctuation(close + 1, "{"),
           let end = reader.partners[close + 1], end > close + 1, end <= limit {
            return (close + 2)..<end
        }
        return nil
    }
}

/// Whether a view controller's own Cancel throws away what people typed: a Cancel or Close
/// that closes the screen and, on its way (its method and the class's methods it calls on
/// itself), rolls back or deletes (`FrameworkBehaviour.discardCalls`) the very object the
/// screen's edit handlers write people's text into as it is typed
/// (`self.observation.notes = textView.text`, then `[self.observation deleteEntity]`
/// or `[self.observation.managedObjectContext rollback]`). The text was kept in that object
/// only until the Cancel: by the app's own program the screen holds work, and the Cancel
/// discards it. The object is the call's receiver or its first argument
/// (`context.delete(self.note)`), each rooted at the class's own property.
///
/// A field saved as typed into an object no Cancel rolls back is kept elsewhere: this says
/// nothing of it (EditableContentCode).
extension CodeIndex {
    /// Where the class's Cancel or Close discards `editedObjects`: among its bar button items
    /// made in code, and the methods a storyboard's Cancel or Close controls name
    /// (`wayOutSelectors`). Nil when none does.
    func discardedEdits(ofClass className: String, items: [BarButtonItemFact], wayOutSelectors: Set<String>,
                        editedObjects: Set<String>) -> CodeLocation? {
        guard !editedObjects.isEmpty else { return nil }
        var starts: [MethodDeclaration] = []
        for item in items where item.dismisses == true {
            guard case .method(let id, _) = item.action, id < methods.count else { continue }
            if item.label.role == .cancel || item.label.role == .close { starts.append(methods[id]) }
        }
        if !wayOutSelectors.isEmpty {
            for type in lookupChain(of: className) {
                for method in methods(of: type) where wayOutSelectors.contains(method.selector)
                    && effectsFollowed(of: method, inClass: className).dismisses {
                    starts.append(method)
                }
            }
        }
        var visited: Set<Int> = []
        var work = starts
        while let method = work.popLast() {
            guard visited.insert(method.id).inserted, let body = method.body else { continue }
            let reader = CodeBodyReader(index: self, file: method.file)
            for offset in body where reader.kind(offset) == .identifier && !reader.isExcludedFromiOS(offset)
                && FrameworkBehaviour.discardCalls.contains(reader.text(offset)) {
                guard Self.discardedObjects(at: offset, reader).contains(where: editedObjects.contains) else { continue }
                return CodeLocation(file: method.file, span: reader.tokens[offset].span, language: reader.file.language)
            }
            for called in effects(of: method).calledOnSelf {
                work += methods(named: called, in: className)
            }
        }
        return nil
    }

    /// The own properties a discarding call at `offset` may throw away: the root of its
    /// receiver (`self.observation.managedObjectContext.rollback()`, `[self.observation
    /// deleteEntity]`) and of its first argument (`context.delete(note)`, `[context
    /// deleteObject:self.note]`).
    private static func discardedObjects(at offset: Int, _ reader: CodeBodyReader) -> [String] {
        var receivers: [String]?
        var argument: Range<Int>?
        if reader.file.language == .objectiveC {
            guard reader.isPunctuation(offset + 1, "]") || reader.isPunctuation(offset + 1, ":"),
                  let chain = reader.messageReceivers(before: offset) else { return [] }
            receivers = chain
            if reader.isPunctuation(offset + 1, ":") {
                argument = (offset + 2)..<reader.objcArgumentEnd(from: offset + 2, limit: reader.tokens.count)
            }
        } else {
            var open = offset + 1
            if reader.kind(open) == .operator, reader.is(open, "?") { open += 1 }
            guard reader.isPunctuation(open, "(") else { return [] }
            receivers = reader.receivers(before: offset)
            if let first = reader.arguments(ofCallAt: open).first { argument = first.start..<first.end }
        }
        return [receivers.flatMap(ownRoot), argument.flatMap { memberChain($0, reader) }.flatMap(ownRoot)].compactMap { $0 }
    }

    /// The first name of a chain, nearest first, past `self`: `observation` of
    /// `["managedObjectContext", "observation", "self"]`; nil for `self` alone or a call's result.
    private static func ownRoot(_ chain: [String]) -> String? {
        let names = chain.last == "self" ? chain.dropLast() : chain[...]
        guard let root = names.last, root != "()" else { return nil }
        return root
    }

    /// `self.note`, `note`, `self.note!`: the names of a plain member chain, nearest first;
    /// nil for anything else (a call, a cast, an expression).
    private static func memberChain(_ range: Range<Int>, _ reader: CodeBodyReader) -> [String]? {
        var names: [String] = []
        var expectsName = true
        for offset in range {
            if expectsName {
                guard reader.isName(offset) else { return nil }
                names.append(reader.text(offset))
                expectsName = false
            } else if reader.isPunctuation(offset, ".") {
                expectsName = true
            } else if reader.kind(offset) == .operator, reader.is(offset, "?") || reader.is(offset, "!") {
                continue
            } else {
                return nil
            }
        }
        return expectsName ? nil : names.reversed()
    }
}
