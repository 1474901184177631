/// Bar buttons a presenting method puts on the screen it presents: a helper that wraps its
/// parameter in a navigation controller and gives it a close button
/// (`viewController.navigationItem.leftBarButtonItems = [close]`), or a method that sets
/// `editor.navigationItem.rightBarButtonItem = done` on the local it presents. The screen's
/// own code is then not all that gives it buttons, so a way out its code lacks is not known
/// to be missing (certainty.md, "Dismissal": the presenter side counts).
struct PresenterButtons {
    let reader: CodeBodyReader

    /// `UINavigationItem` members that set its bar buttons.
    static let setters: Set<String> = [
        "leftBarButtonItem", "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems",
        "setLeftBarButton", "setRightBarButton", "setLeftBarButtonItems", "setRightBarButtonItems",
        "setLeftBarButtonItem", "setRightBarButtonItem",
    ]

    /// The first token in `body` that sets a bar button item on the navigation item of a
    /// value named in `names` (`name.navigationItem.leftBarButtonItem = ...`,
    /// `name.navigationItem.setRightBarButton(...)`, `[name.navigationItem setLeftBarButtonItem:...]`,
    /// `[[name navigationItem] setLeftBarButtonItem:...]`), or of a local in `body` that
    /// holds an instance of `className`, when one is given.
    func settingButtons(of names: Set<String>, orInstancesOf className: String?, in body: Range<Int>) -> Int? {
        var named = names
        var cursor = body.lowerBound
        let end = min(body.upperBound, reader.tokens.count)
        while cursor < end {
            defer { cursor += 1 }
            guard reader.isName(cursor) else { continue }
            if let className, let local = PresenterTitles(reader: reader).localHoldingInstance(of: className, at: cursor, end: end) {
                named.insert(local)
            } else if !named.isEmpty, Self.setters.contains(reader.text(cursor)), setsButtons(at: cursor, of: named) {
                return cursor
            }
        }
        return nil
    }

    private func setsButtons(at offset: Int, of named: Set<String>) -> Bool {
        let chain = reader.receivers(before: offset)
        if chain.count == 2, chain[0] == "navigationItem", named.contains(chain[1]) {
            return reader.is(offset + 1, "=") || reader.isPunctuation(offset + 1, "(")
        }
        guard reader.isPunctuation(offset + 1, ":"), let message = reader.messageReceivers(before: offset) else { return false }
        return message.count == 2 && message[0] == "navigationItem" && named.contains(message[1])
    }

    /// The names by which a navigation controller's own code reaches the screens it holds.
    private static let heldScreens: Set<String> = ["topViewController", "visibleViewController", "viewControllers", "first", "last"]

    /// The first token in `body`, code of a navigation controller class, that sets a bar
    /// button item on a screen it holds (`self.topViewController.navigationItem
    /// .rightBarButtonItem = done`, `[self.topViewController.navigationItem setLeftBarButtonItem:...]`,
    /// `viewControllers.first?.navigationItem.leftBarButtonItem = close`).
    func settingButtonsOfHeldScreens(in body: Range<Int>) -> Int? {
        var cursor = body.lowerBound
        let end = min(body.upperBound, reader.tokens.count)
        while cursor < end {
            defer { cursor += 1 }
            guard reader.isName(cursor), Self.setters.contains(reader.text(cursor)) else { continue }
            var chain: [String]
            if reader.is(cursor + 1, "=") || reader.isPunctuation(cursor + 1, "(") {
                chain = reader.receivers(before: cursor)
            } else if reader.isPunctuation(cursor + 1, ":"), let message = reader.messageReceivers(before: cursor) {
                chain = message
            } else {
                continue
            }
            guard chain.first == "navigationItem" else { continue }
            chain.removeFirst()
            if chain.last == "self" { chain.removeLast() }
            if !chain.isEmpty, chain.allSatisfy(Self.heldScreens.contains), chain.contains(where: { $0.hasSuffix("ViewController") || $0 == "viewControllers" }) {
                return cursor
            }
        }
        return nil
    }
}
