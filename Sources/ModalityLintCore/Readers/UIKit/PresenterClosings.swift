/// A view controller its presenting code keeps in a property of the presenting object, and
/// that the object's code dismisses (`cover?.dismiss(animated: true)`,
/// `[self.cover dismissViewControllerAnimated:YES completion:nil]`): the presenter closes
/// it where no button of the screen shows (a cover taken away when the app is back, a
/// screen closed when its work ends). Its ways out are then not all its own buttons, so
/// whether it has none is open (certainty.md: the presenter side counts too).
///
/// The value presented is the property itself, or a local of the presenting method that
/// the method also stores in the property. Dead methods close nothing. Each method's stores
/// and each property's dismissal are read once, however many presentations ask (a method
/// of a thousand presentations stays linear).
struct PresenterClosings {
    let index: CodeIndex
    /// The locals each method stores in a property of its object, by method id.
    private var storesByMethod: [Int: [String: String]] = [:]
    /// Where the object's code dismisses each property, by owner and property.
    private var dismissals: [String: (file: Int, token: Int)?] = [:]

    init(index: CodeIndex) { self.index = index }

    /// Where code of `owner` dismisses what `site` presents, when it keeps it in a property.
    mutating func closing(of site: MethodPresentations.Site, in method: MethodDeclaration, owner: String?) -> (file: Int, token: Int)? {
        // Alerts and share sheets keep their own buttons, whoever takes them away (AlertClosure).
        switch site.value {
        case .alert, .alertAction, .activityView: return nil
        default: break
        }
        guard site.edge == .present, let owner, let body = method.body else { return nil }
        let reader = CodeBodyReader(index: index, file: method.file)
        let objc = reader.file.language == .objectiveC
        let argument: (start: Int, end: Int)
        if objc {
            guard reader.isPunctuation(site.call + 1, ":") else { return nil }
            argument = (site.call + 2, reader.objcArgumentEnd(from: site.call + 2, limit: body.upperBound))
        } else {
            guard let first = reader.arguments(ofCallAt: site.call + 1).first, first.label.isEmpty else { return nil }
            argument = (first.start, first.end)
        }
        guard let presented = name(reader, argument.start, argument.end) else { return nil }
        let kept: String
        if let property = property(presented, of: owner) {
            kept = property
        } else {
            if storesByMethod[method.id] == nil { storesByMethod[method.id] = stores(reader, body, owner: owner) }
            guard let property = storesByMethod[method.id]?[presented] else { return nil }
            kept = property
        }
        let key = owner + "." + kept
        if let known = dismissals[key] { return known }
        let found = dismissal(ofProperty: kept, owner: owner)
        dismissals[key] = .some(found)
        return found
    }

    /// The name an expression is: `x`, `self.x`, `x!`, `self?.x`, `_x` (an Objective-C
    /// property's storage, named as its property).
    private func name(_ reader: CodeBodyReader, _ start: Int, _ end: Int) -> String? {
        var first = start
        var last = end
        while last > first, reader.is(last - 1, "!") || reader.is(last - 1, "?") { last -= 1 }
        if reader.is(first, "self") {
            first += 1
            if reader.is(first, "?") || reader.is(first, "!") { first += 1 }
            guard reader.isPunctuation(first, ".") else { return nil }
            first += 1
        }
        guard last == first + 1, reader.isName(first) else { return nil }
        return reader.text(first)
    }

    private func property(_ name: String, of owner: String) -> String? {
        if index.instanceProperty(named: name, of: owner) != nil { return name }
        if name.hasPrefix("_"), index.instanceProperty(named: String(name.dropFirst()), of: owner) != nil {
            return String(name.dropFirst())
        }
        return nil
    }

    /// Each `self.kept = local` (or `kept = local`, `_kept = local;`) in the presenting
    /// method: the property each local is stored in.
    private func stores(_ reader: CodeBodyReader, _ body: Range<Int>, owner: String) -> [String: String] {
        var stored: [String: String] = [:]
        for offset in body where reader.is(offset, "=") && reader.isName(offset + 1) {
            let local = reader.text(offset + 1)
            let after = offset + 2
            guard after >= body.upperBound || reader.isPunctuation(after, ";") || reader.lineBreakBefore(after) else { continue }
            guard reader.isName(offset - 1) else { continue }
            let name = reader.text(offset - 1)
            let qualified = reader.isPunctuation(offset - 2, ".") && reader.is(offset - 3, "self")
            guard qualified || !reader.isPunctuation(offset - 2, ".") else { continue }
            if let property = property(name, of: owner) { stored[local] = property }
        }
        return stored
    }

    /// The first `kept.dismiss(` / `[self.kept dismissViewControllerAnimated:` in a live
    /// method of `owner`.
    private func dismissal(ofProperty kept: String, owner: String) -> (file: Int, token: Int)? {
        for type in index.lookupChain(of: owner) {
            for method in index.methods(of: type) where !index.deadCode.methods.contains(method.id) {
                guard let body = method.body else { continue }
                let reader = CodeBodyReader(index: index, file: method.file)
                for offset in body where reader.isName(offset) {
                    let word = reader.text(offset)
                    guard word == kept || word == "_" + kept else { continue }
                    var next = offset + 1
                    while reader.is(next, "?") || reader.is(next, "!") { next += 1 }
                    if reader.isPunctuation(next, "."), reader.is(next + 1, "dismiss"), reader.isPunctuation(next + 2, "(") {
                        return (method.file, next + 1)
                    }
                    if reader.is(next, "dismissViewControllerAnimated"), reader.isPunctuation(next + 1, ":") {
                        return (method.file, next)
                    }
                }
            }
        }
        return nil
    }
}
