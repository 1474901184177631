/// What a presenting method does to the title of the view controller it presents, before
/// the `present` call: `vc.title = ...`, `vc.navigationItem.title = ...`, `[vc setTitle:...]`,
/// or a navigation bar hidden around it (`nav.isNavigationBarHidden = true`). Either way the
/// presented screen's title is not the class's alone to say: a title its own code lacks is
/// not known to be missing (certainty.md, "Title").
struct PresenterTitles {
    let reader: CodeBodyReader
    /// The run's code, to follow a method of the presented class that makes the local
    /// (`[SettingsViewController settingsWithTitle:title]`); nil reads the body alone.
    var index: CodeIndex? = nil

    /// How many factory methods deep the reading follows the making of the presented local.
    private static let factoryDepth = 3

    /// Whether the code between `range.lowerBound` and the call at `call` sets the title of a
    /// local holding an instance of `className`, or hides a navigation bar other than the
    /// presenter's own. A local made by a method of the class whose own body titles the
    /// instance it makes (`vc.title = title; return vc`) is titled too: the presenter hands
    /// the title to that method.
    func touchesTitle(of className: String, in range: Range<Int>, before call: Int) -> Bool {
        touchesTitle(of: className, in: range, before: call, depth: 0)
    }

    private func touchesTitle(of className: String, in range: Range<Int>, before call: Int, depth: Int) -> Bool {
        let end = min(call, reader.tokens.count)
        var presented = Set<String>()
        var cursor = range.lowerBound
        while cursor < end {
            defer { cursor += 1 }
            guard reader.isName(cursor) else { continue }
            if let local = localHoldingInstance(of: className, at: cursor, end: end) {
                presented.insert(local)
                if depth < Self.factoryDepth, madeByTitlingMethod(of: className, declaredAt: cursor, end: end, depth: depth) { return true }
            } else if setsTitle(at: cursor, of: presented) || hidesOtherBar(at: cursor) {
                return true
            }
        }
        return false
    }

    /// The local declared at `offset` to hold an instance of `className`:
    /// `let editor = EditorViewController()` (see `holdsInstance`) or Objective-C's
    /// `EditorViewController *editor = ...`; nil for any other token.
    func localHoldingInstance(of className: String, at offset: Int, end: Int) -> String? {
        if reader.is(offset, "let") || reader.is(offset, "var"), reader.isName(offset + 1),
           holdsInstance(of: className, declaredAt: offset, end: end) {
            return reader.text(offset + 1)
        }
        if reader.text(offset) == className, reader.is(offset + 1, "*"), reader.isName(offset + 2) { return reader.text(offset + 2) }
        return nil
    }

    /// Whether the value on the declaration's line at `offset` calls a method of `className`
    /// (or its superclasses in the run) whose body makes an instance and titles it: a call
    /// `name(` or a message piece `name:` that one of those methods is named.
    private func madeByTitlingMethod(of className: String, declaredAt offset: Int, end: Int, depth: Int) -> Bool {
        guard let index else { return false }
        var cursor = offset + 1
        while cursor < end, !reader.lineBreakBefore(cursor) {
            defer { cursor += 1 }
            guard reader.isName(cursor), reader.isPunctuation(cursor + 1, "(") || reader.isPunctuation(cursor + 1, ":") else { continue }
            let called = reader.text(cursor)
            for type in index.lookupChain(of: className) {
                for method in index.methods(of: type) where method.name == called {
                    guard let body = method.body else { continue }
                    let titles = PresenterTitles(reader: CodeBodyReader(index: index, file: method.file), index: index)
                    if titles.touchesTitle(of: className, in: body, before: body.upperBound, depth: depth + 1) { return true }
                }
            }
        }
        return false
    }

    /// `let name = ClassName(...)`, `let name = ... as! ClassName`, `let name: ClassName`: the
    /// class named on the declaration's line. A storyboard scene's screen is named by its
    /// identifier: `let name = storyboard.instantiateViewController(withIdentifier: "Editor")`
    /// holds the scene `Editor`, whatever class it is cast to.
    private func holdsInstance(of className: String, declaredAt offset: Int, end: Int) -> Bool {
        var cursor = offset + 2
        var instantiates = false
        while cursor < end, !reader.lineBreakBefore(cursor) {
            if reader.isName(cursor), reader.text(cursor) == className { return true }
            if reader.is(cursor, "instantiateViewController") || reader.is(cursor, "instantiateViewControllerWithIdentifier") {
                instantiates = true
            } else if instantiates, reader.tokens[cursor].kind == .string, reader.file.stringValue(of: reader.tokens[cursor]) == className {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// `name.title = `, `name.navigationItem.title = `, `name.navigationItem.titleView = `,
    /// `[name setTitle:...]`, `[name.navigationItem setTitle:...]`, `[[name navigationItem] setTitle:...]`
    /// on a presented local.
    private func setsTitle(at offset: Int, of presented: Set<String>) -> Bool {
        guard !presented.isEmpty else { return false }
        if reader.is(offset, "setTitle"), reader.isPunctuation(offset + 1, ":") {
            if reader.isName(offset - 1), presented.contains(reader.text(offset - 1)) { return true }
            let chain = reader.receivers(before: offset - 1)
            if reader.is(offset - 1, "navigationItem") && chain.last.map(presented.contains) == true { return true }
            // `[[name navigationItem] setTitle:...]`: the unary message read as its property.
            guard let message = reader.messageReceivers(before: offset), let root = message.last, presented.contains(root) else { return false }
            return message.count == 1 || message == ["navigationItem", root]
        }
        let chain = reader.receivers(before: offset)
        guard let root = chain.last, presented.contains(root) else { return false }
        if chain.count == 2, chain.first == "navigationItem", reader.is(offset + 1, "=") || reader.isPunctuation(offset + 1, "("),
           !Self.barItemMembers.contains(reader.text(offset)) {
            // `vc.navigationItem.titleLabelText = ...`: a member UIKit's navigation item
            // does not have is the app's own (an extension that draws a title view), and
            // one it has that is not about buttons may be the title: not followed, so open.
            return true
        }
        guard reader.is(offset, "title") || reader.is(offset, "titleView"), reader.is(offset + 1, "=") else { return false }
        return chain.count == 1 || chain.first == "navigationItem"
    }

    /// `UINavigationItem` members that set its buttons, search or appearance, never its title.
    static let barItemMembers: Set<String> = [
        "leftBarButtonItem", "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "backBarButtonItem",
        "setLeftBarButton", "setRightBarButton", "setLeftBarButtonItems", "setRightBarButtonItems", "hidesBackButton",
        "setHidesBackButton", "leftItemsSupplementBackButton", "backButtonDisplayMode", "searchController",
        "hidesSearchBarWhenScrolling", "preferredSearchBarPlacement", "standardAppearance", "scrollEdgeAppearance",
        "compactAppearance", "compactScrollEdgeAppearance", "largeTitleDisplayMode", "style", "backButtonTitle",
    ]

    /// A navigation bar hidden on something other than the presenter itself (the navigation
    /// controller made to present the screen).
    private func hidesOtherBar(at offset: Int) -> Bool {
        guard CodeIndex.mayHideNavigationBar(reader, offset) else { return false }
        let chain = reader.receivers(before: offset)
        let objcReceiver = reader.isName(offset - 1) && !reader.isPunctuation(offset - 1, ".") ? [reader.text(offset - 1)] : []
        let receiver = chain.isEmpty ? objcReceiver : chain
        let own: Set<String> = ["self", "navigationController"]
        return !receiver.isEmpty && !receiver.allSatisfy(own.contains)
    }
}
