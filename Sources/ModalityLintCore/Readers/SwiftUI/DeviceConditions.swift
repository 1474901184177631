/// Conditions on the device a view is drawn on, not on the app's state: a control under
/// `if verticalSizeClass == .compact { ... }` shows on some devices or in some orientations
/// and not on others. The names that say so are data, in this one table.
enum DeviceConditions {
    /// SwiftUI's and UIKit's names for the size class, the idiom and the orientation.
    static let systemNames: Set<String> = [
        "horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom", "orientation",
        "interfaceOrientation", "isLandscape", "isPortrait", "isPad", "isPhone",
    ]

    /// Words of an app's own property's name (split at its capitals) that say which device
    /// or orientation it tests: `DeviceUtil.isPad`, `isIPhone`, `isLandscape`.
    static let nameWords: Set<String> = ["pad", "ipad", "phone", "iphone", "landscape", "portrait"]

    /// Whether the name says something about the device.
    static func isDeviceName(_ name: String) -> Bool {
        if systemNames.contains(name) { return true }
        return name.identifierWords.contains { nameWords.contains($0.lowercased()) }
    }

    /// The `if` at `ifToken` whose condition tests the device only, every clause of it
    /// (between `&&`/`||`) saying a device name: where its first branch ends (its `}`) and
    /// the condition as written. Nil for `if let`, `if case`, and a condition with a clause
    /// on the app's state (`isPad && isEditing`): that control shows on the app's say.
    static func condition(ofIfAt ifToken: Int, _ reader: CodeBodyReader, limit: Int) -> (end: Int, text: String)? {
        guard reader.tokens[ifToken].kind == .keyword, reader.is(ifToken, "if"), !reader.isPunctuation(ifToken - 1, "#") else { return nil }
        var open = ifToken + 1
        var clauseHasDeviceName = false
        var depth = 0  // a `{` in parentheses opens a closure, not the branch
        while open < limit, depth > 0 || !reader.isPunctuation(open, "{") {
            if reader.isPunctuation(open, "(") || reader.isPunctuation(open, "[") { depth += 1 }
            if reader.isPunctuation(open, ")") || reader.isPunctuation(open, "]") { depth -= 1 }
            if reader.is(open, "let") || reader.is(open, "var") || reader.is(open, "case") || reader.isPunctuation(open, ",") { return nil }
            if reader.tokens[open].kind == .operator, reader.is(open, "&&") || reader.is(open, "||") {
                guard clauseHasDeviceName else { return nil }
                clauseHasDeviceName = false
            } else if reader.tokens[open].kind == .identifier, isDeviceName(reader.text(open)) {
                clauseHasDeviceName = true
            }
            open += 1
        }
        guard clauseHasDeviceName, open < limit, open > ifToken + 1, let close = reader.partners[open], close > open else { return nil }
        let span = ByteSpan(start: reader.tokens[ifToken + 1].span.start, end: reader.tokens[open - 1].span.end)
        return (close, reader.file.text(of: span))
    }
}
