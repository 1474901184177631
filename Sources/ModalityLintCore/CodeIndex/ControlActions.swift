/// What a control's target–action pair leads to, shared by the readers of controls made in
/// code (`BarButtonItemReader` for bar button items, `CodeMadeButtons` for buttons in the
/// view): the method a selector names in the class, and what that method does.
extension CodeIndex {
    /// `#selector(cancel(_:))`, `#selector(cancel)`, `#selector(Self.cancel(_:))` filling
    /// `start..<end`: the instance method of `className` (or its superclasses in the run)
    /// it names; `.unresolved` for one with no such method, `.none` for no `#selector`.
    func swiftSelectorAction(_ reader: CodeBodyReader, _ start: Int, _ end: Int, inClass className: String) -> BarButtonItemFact.Action {
        guard reader.is(start, "#selector"), reader.isPunctuation(start + 1, "("), let close = reader.partners[start + 1] else { return .none }
        // The method's name: the last name before its own parameter list (or at the end).
        var nameToken: Int?
        var labels: [String]?
        var cursor = start + 2
        while cursor < close {
            if reader.isName(cursor) { nameToken = cursor }
            if reader.isPunctuation(cursor, "("), let inner = reader.partners[cursor] {
                labels = ((cursor + 1)..<inner).filter { reader.isName($0) && reader.isPunctuation($0 + 1, ":") }.map { reader.text($0) }
                break
            }
            cursor += 1
        }
        guard let nameToken else { return .none }
        let name = reader.file.identifierName(of: reader.tokens[nameToken])
        let written = ((start + 2)..<close).map { reader.text($0) }.joined()
        let candidates = methods(named: name, in: className).filter { $0.body != nil && !$0.attributes.contains(.typeMethod) }
        let chosen: MethodDeclaration?
        if let labels {
            let fullName = name + "(" + labels.map { $0 + ":" }.joined() + ")"
            chosen = candidates.first { $0.fullName == fullName }
        } else {
            chosen = candidates.count == 1 ? candidates[0] : nil
        }
        guard let chosen else { return .unresolved(written) }
        return .method(id: chosen.id, selector: chosen.selector)
    }

    /// `@selector(cancel:)` at `start`: the method answering it in `className`'s chain, or
    /// `.unresolved`; nil when no `@selector(...)` is there.
    func objcSelectorAction(_ reader: CodeBodyReader, _ start: Int, inClass className: String) -> BarButtonItemFact.Action? {
        guard reader.is(start, "@selector"), reader.isPunctuation(start + 1, "("), let close = reader.partners[start + 1] else { return nil }
        let selector = ((start + 2)..<close).map { reader.text($0) }.joined()
        if let method = actionMethod(selector: selector, inClass: className) { return .method(id: method.id, selector: selector) }
        return .unresolved(selector)
    }

    /// A control's fact: whether its action dismisses the screen, followed through the
    /// class's own methods (nil where it reaches code the reading does not follow).
    func controlFact(label: BarButtonItemFact.Label, side: BarButtonItemFact.Side, action: BarButtonItemFact.Action,
                     inClass className: String, location: CodeLocation) -> BarButtonItemFact {
        var dismisses: Bool?
        var unfollowed: UnfollowedCall?
        var segues: [String] = []
        switch action {
        case .method(let id, _):
            let effects = effectsFollowed(of: methods[id], inClass: className)
            dismisses = effects.dismisses ? true : effects.reachesUnfollowedCode ? nil : false
            unfollowed = effects.unfollowedCall
            segues = effects.performedSegueIdentifiers
        case .closure(let range):
            let effects = effectsFollowed(file: location.file, range: range, inClass: className)
            dismisses = effects.dismisses ? true : effects.reachesUnfollowedCode ? nil : false
            unfollowed = effects.unfollowedCall
            segues = effects.performedSegueIdentifiers
        case .unresolved, .none:
            dismisses = nil
        }
        return BarButtonItemFact(
            label: label, side: side, action: action, dismisses: dismisses, performedSegueIdentifiers: segues,
            location: location, unfollowedCall: dismisses == nil ? unfollowed : nil)
    }
}
