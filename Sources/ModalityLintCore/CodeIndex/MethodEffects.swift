/// What one method body (or closure) does, read directly from its tokens: whether it
/// dismisses its view controller, which segues it performs, whether it pops, and which
/// methods of its own object it calls (for following them), and its calls on other objects.
public struct MethodEffects: Hashable, Sendable {
    /// `dismiss(animated:...)` on itself (bare or `self.`), on `presentingViewController`
    /// or `navigationController`; Objective-C `dismissViewControllerAnimated:` on the same.
    public var dismisses = false
    /// Where the first dismissal is said.
    public var dismissSpan: ByteSpan?
    /// The identifiers of `performSegue(withIdentifier: "x", ...)` /
    /// `performSegueWithIdentifier:@"x"` (or a string constant of the run's), in order.
    public var performedSegueIdentifiers: [String] = []
    /// `popViewController(animated:)`, `popToRootViewController`, or their Objective-C forms.
    public var pops = false
    /// Base names (Swift) or selectors' first parts (Objective-C) of methods called on
    /// the object itself (`helper()`, `self.helper()`, `[self helper]`).
    var calledOnSelf: [String] = []
    /// The same calls as written, in the same order, for naming one the reading could
    /// not follow.
    var selfCalls: [UnfollowedCall] = []
    /// Calls on other objects (`delegate?.didFinish()`, `[self.router close]`), for the
    /// index to classify: code to follow, or a framework call known to close nothing.
    var calledElsewhere: [CallSite] = []
    /// Set by the index once the calls were followed: the method reaches code the reading
    /// does not follow to the end, so "it does not dismiss" is not known.
    public var reachesUnfollowedCode = false
    /// The first such call, as written and where.
    var unfollowedCall: UnfollowedCall?

    /// A call on another object: the method's name and its receiver chain, nearest first,
    /// and the call as written.
    struct CallSite: Hashable, Sendable {
        var name: String
        var receivers: [String]
        var call: UnfollowedCall
    }

    static func read(_ reader: CodeBodyReader, _ range: Range<Int>) -> MethodEffects {
        var effects = MethodEffects()
        let objc = reader.file.language == .objectiveC
        var cursor = range.lowerBound
        // The code that runs only when a pop found nothing to pop.
        var whenNothingPopped: Range<Int>?
        while cursor < range.upperBound {
            defer { cursor += 1 }
            guard reader.tokens[cursor].kind == .identifier, !reader.isExcludedFromiOS(cursor) else { continue }
            if objc {
                effects.readObjC(reader, at: cursor)
            } else {
                effects.readSwift(reader, at: cursor, whenNothingPopped: &whenNothingPopped, limit: range.upperBound)
            }
        }
        return effects
    }

    /// `if navigationController?.popViewController(animated: true) == nil { dismiss(...) }`
    /// (or `guard ... == nil else { return }` before it): the code that runs only when the pop
    /// at `pop` found nothing to pop, that is where the screen is its stack's root. Pushed,
    /// the screen goes back instead, so a dismissal there is a pop as much as a closing.
    private static func whenNothingPopped(after pop: Int, _ reader: CodeBodyReader, limit: Int) -> Range<Int>? {
        guard reader.isPunctuation(pop + 1, "("), let close = reader.partners[pop + 1], close > pop,
              reader.is(close + 1, "=="), reader.is(close + 2, "nil") else { return nil }
        // Back over the receivers (`self.navigationController?.`) to the statement's word.
        var start = pop - 1
        while reader.isPunctuation(start, ".") {
            start -= 1
            while start > 0, reader.is(start, "?") || reader.is(start, "!") { start -= 1 }
            guard reader.isName(start) else { return nil }
            start -= 1
        }
        if reader.is(start, "if"), reader.isPunctuation(close + 3, "{"), let end = reader.partners[close + 3], end > close {
            return (close + 3)..<end
        }
        if reader.is(start, "guard"), reader.is(close + 3, "else"), reader.isPunctuation(close + 4, "{"),
           let end = reader.partners[close + 4], end > close {
            return end..<limit
        }
        return nil
    }

    /// A receiver chain (nearest first) whose `dismiss` ends this screen's presentation:
    /// none, `self`, or `presentingViewController` / `navigationController` of itself.
    static func isDismissingReceiver(_ chain: [String]) -> Bool {
        if chain.isEmpty || chain == ["self"] { return true }
        guard chain[0] == "presentingViewController" || chain[0] == "navigationController" else { return false }
        return chain.count == 1 || (chain.count == 2 && chain[1] == "self")
    }

    private mutating func noteDismissal(_ reader: CodeBodyReader, _ offset: Int) {
        dismisses = true
        if dismissSpan == nil { dismissSpan = reader.tokens[offset].span }
    }

    private mutating func readSwift(_ reader: CodeBodyReader, at offset: Int, whenNothingPopped: inout Range<Int>?, limit: Int) {
        // `cancelHandler?()`, `completion!()`: a closure property called, code the class was
        // handed (the `?` written against the name, not a ternary's).
        let optionalCall = (reader.is(offset + 1, "?") || reader.is(offset + 1, "!")) && reader.isPunctuation(offset + 2, "(")
            && offset + 1 < reader.tokens.count && reader.tokens[offset].span.end == reader.tokens[offset + 1].span.start
        guard reader.isPunctuation(offset + 1, "(") || optionalCall else { return }
        let chain = reader.receivers(before: offset)
        let onSelf = chain.isEmpty || chain == ["self"]
        if reader.is(offset, "dismiss") {
            let arguments = reader.arguments(ofCallAt: offset + 1)
            if arguments.first?.label == "animated", Self.isDismissingReceiver(chain) {
                if whenNothingPopped?.contains(offset) == true { pops = true } else { noteDismissal(reader, offset) }
            }
        } else if reader.is(offset, "dismissViewControllerAnimated") {
            // Swift 2's name for `dismiss(animated:completion:)`, still in older apps.
            if Self.isDismissingReceiver(chain) { noteDismissal(reader, offset) }
        } else if reader.is(offset, "performSegue"), onSelf {
            let arguments = reader.arguments(ofCallAt: offset + 1)
            if let first = arguments.first, first.label == "withIdentifier", let identifier = reader.stringLiteral(first.start, first.end) {
                performedSegueIdentifiers.append(identifier)
            }
        } else if reader.is(offset, "popViewController") || reader.is(offset, "popToRootViewController") {
            if chain.first == "navigationController" {
                pops = true
                whenNothingPopped = Self.whenNothingPopped(after: offset, reader, limit: limit) ?? whenNothingPopped
            }
        } else if onSelf, !(offset > 0 && reader.is(offset - 1, "func")), !reader.is(offset - 1, "#selector") {
            calledOnSelf.append(reader.text(offset))
            selfCalls.append(.swift(reader, at: offset))
        } else if !onSelf {
            calledElsewhere.append(CallSite(name: reader.text(offset), receivers: chain, call: .swift(reader, at: offset)))
        }
    }

    private mutating func readObjC(_ reader: CodeBodyReader, at offset: Int) {
        // A message: `[receiver selectorPart: ...]`; the receiver is what stands between `[` and here.
        guard reader.isPunctuation(offset + 1, ":") || reader.isPunctuation(offset + 1, "]") else { return }
        var receiverEnd = offset - 1
        guard receiverEnd >= 0, reader.isName(receiverEnd) else { return }
        var receiver: [String] = [reader.text(receiverEnd)]
        while reader.isPunctuation(receiverEnd - 1, "."), reader.isName(receiverEnd - 2) {
            receiverEnd -= 2
            receiver.append(reader.text(receiverEnd))
        }
        guard reader.isPunctuation(receiverEnd - 1, "[") else { return }
        let onSelf = receiver == ["self"]
        let name = reader.text(offset)
        switch name {
        case "dismissViewControllerAnimated", "dismissModalViewControllerAnimated":
            if Self.isDismissingReceiver(receiver) { noteDismissal(reader, offset) }
        case "performSegueWithIdentifier":
            if onSelf, offset + 2 < reader.tokens.count, reader.tokens[offset + 2].kind == .string,
               let identifier = reader.file.stringValue(of: reader.tokens[offset + 2]) {
                performedSegueIdentifiers.append(identifier)
            } else if onSelf, offset + 2 < reader.tokens.count, reader.tokens[offset + 2].kind == .identifier,
                      let identifier = reader.objcStringConstants.value(of: reader.text(offset + 2)) {
                // `[self performSegueWithIdentifier:kSegueToHelp sender:nil]`: the constant's literal.
                performedSegueIdentifiers.append(identifier)
            }
        case "popViewControllerAnimated", "popToRootViewControllerAnimated":
            if receiver.first == "navigationController" { pops = true }
        default:
            if onSelf {
                calledOnSelf.append(name)
                selfCalls.append(.objectiveC(reader, at: offset, receivers: receiver))
            } else {
                calledElsewhere.append(CallSite(name: name, receivers: receiver, call: .objectiveC(reader, at: offset, receivers: receiver)))
            }
        }
    }
}
