/// Calls on a delegate, followed to the methods that answer them (certainty.md, part 1:
/// "delegates whose implementers the index can find"). `delegate?.composeDidCancel(self)`,
/// on a property whose declared type is a protocol of the run, runs the method of that name
/// in whichever type the delegate is at run time: each type of the run that conforms to the
/// protocol (its own method, else the protocol extension's default). The call's effect is
/// theirs, followed to the end, when they all agree: all dismiss (a coordinator's
/// `navigationController.dismiss(animated:)`, a presenter's `dismiss(animated:)`: either
/// closes the screen that asked), or none does and each was read to the end. Anything else
/// (no conformer in the run, one that reaches code not followed, conformers that disagree)
/// leaves it open, as any call on another object.
extension CodeIndex {
    /// How deep delegates are followed through delegates: a chain longer than this (or a
    /// cycle) is left open.
    static let delegateDepthLimit = 4

    /// The followed effects of `call` when it is a call on a delegate property of
    /// `className` whose type is a protocol of the run; nil when it is not one.
    func delegateEffects(of call: MethodEffects.CallSite, inClass className: String, depth: Int) -> MethodEffects? {
        let receivers = call.receivers.last == "self" ? Array(call.receivers.dropLast()) : call.receivers
        guard receivers.count == 1, let property = instanceProperty(named: receivers[0], of: className),
              let protocolName = Self.protocolName(in: property.typeName),
              type(named: protocolName)?.kind == .protocol else { return nil }
        var result = MethodEffects()
        guard depth < Self.delegateDepthLimit, let implementers = conformers[protocolName], !implementers.isEmpty else {
            result.reachesUnfollowedCode = true
            return result
        }
        var dismissing = 0
        for implementer in implementers {
            let answers = methods(named: call.name, in: implementer).filter { $0.body != nil }
            let defaults = answers.isEmpty ? methods(named: call.name, in: protocolName).filter { $0.body != nil } : []
            guard let method = (answers + defaults).first, answers.count + defaults.count == 1 else {
                // No answer in the run (an optional requirement, a superclass outside it) or
                // overloads: which code runs is not said.
                result.reachesUnfollowedCode = true
                return result
            }
            let effects = effectsFollowed(of: method, inClass: answers.isEmpty ? protocolName : implementer, depth: depth + 1)
            if effects.reachesUnfollowedCode {
                result.reachesUnfollowedCode = true
                return result
            }
            if effects.dismisses {
                dismissing += 1
                if result.dismissSpan == nil { result.dismissSpan = effects.dismissSpan }
            }
        }
        if dismissing == implementers.count {
            result.dismisses = true
        } else if dismissing > 0 {
            // One conformer closes it and another does not: which one is the delegate is
            // not said.
            result.reachesUnfollowedCode = true
        }
        return result
    }

    /// `ComposeDelegate?`, `weak var delegate: ComposeDelegate!`, `id<ComposeDelegate>`,
    /// `NSObject<ComposeDelegate>`: the protocol's name.
    private static func protocolName(in typeName: String?) -> String? {
        guard var name = typeName else { return nil }
        if let open = name.firstIndex(of: "<"), name.hasPrefix("id<") || name.hasPrefix("NSObject<"), let close = name.lastIndex(of: ">") {
            name = String(name[name.index(after: open)..<close])
        }
        return PropertyDeclaration.bareName(name)
    }
}
