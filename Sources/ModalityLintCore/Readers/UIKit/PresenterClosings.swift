/// A view controller its presenting code keeps in a property of the presenting object, and
/// that the object's code dismisses (`cover?.dismiss(animated: true)`,
/// `[self.cover dismissViewControllerAnimated:YES completion:nil]`): the presenter closes
/// it where no button of the screen shows (a cover taken away when the app is back, a
/// screen closed when its work ends). Its ways out are then not all its own buttons, so
/// whether it has none is open (certainty.md: the presenter side counts too).
///
/// The value presented is the property itself, or a local of the presenting method that
/// the method also stores in the property. Dead methods close nothing.
struct PresenterClosings {
    let index: CodeIndex

    /// Where code of `owner` dismisses what `site` presents, when it keeps it in a property.
    func closing(of site: MethodPresentations.Site, in method: MethodDeclaration, owner: String?) -> (file: Int, token: Int)? {
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
        } else if let property = propertyStoring(local: presented, reader, body, owner: owner) {
            kept = property
        } else {
            return nil
        }
        return dismissal(ofProperty: kept, owner: owner)
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

    /// `self.kept = local` (or `kept = local`, `_kept = local;`) in the presenting method.
    private func propertyStoring(local: String, _ reader: CodeBodyReader, _ body: Range<Int>, owner: String) -> String? {
        for offset in body where reader.is(offset, "=") && reader.isName(offset + 1) && reader.text(offset + 1) == local {
            let after = offset + 2
            guard after >= body.upperBound || reader.isPunctuation(after, ";") || reader.lineBreakBefore(after) else { continue }
            guard reader.isName(offset - 1) else { continue }
            let stored = reader.text(offset - 1)
            let qualified = reader.isPunctuation(offset - 2, ".") && reader.is(offset - 3, "self")
            guard qualified || !reader.isPunctuation(offset - 2, ".") else { continue }
            if let property = property(stored, of: owner) { return property }
        }
        return nil
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
