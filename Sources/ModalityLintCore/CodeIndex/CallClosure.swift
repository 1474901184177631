/// Which calls a closed reading must follow (certainty.md, part 1): "I found no dismissal"
/// means "there is none" only when every call an action makes was followed to the end or
/// is a framework call known to close nothing. Shared by the SwiftUI and UIKit readings.
enum CallClosure {
    /// Whether a call, not the type's own method nor its closure, may run code the reading
    /// does not follow: a name the app declares (a view model's `save`, a router's
    /// `dismiss`, a global helper), or any call on another object but the framework's
    /// value-level calls known to close nothing (a collection's `append`, a haptic's
    /// `impactOccurred`, `UIApplication.shared.open`). A type's initialiser (`Task`,
    /// `String(...)`) and framework functions called bare (`withAnimation`, `print`)
    /// close nothing: their closures' tokens are read where they stand.
    static func mayRunUnfollowedCode(_ name: String, receivers: [String], index: CodeIndex) -> Bool {
        let onSelf = receivers.isEmpty || receivers == ["self"]
        // `selection.insert(id)` on a value is the collection's, even in an app that
        // declares an `insert` of its own somewhere.
        if !onSelf, inertFrameworkNames.contains(name) { return false }
        // `Type.method(...)` on a type the run neither declares nor extends (`UIPasteboard.general`,
        // `DispatchQueue.main`, a library's `PhoneNumberUtil.shared().parse(...)`): no member
        // of the app's is reached through it, whatever names the app declares elsewhere.
        if !onSelf, let root = receivers.last, let first = root.unicodeScalars.first, first.properties.isUppercase,
           index.declarations(named: root).isEmpty {
            return closingNames.contains(name)
        }
        if index.declaredMemberNames.contains(name) { return true }
        if onSelf { return false }
        return !inertFrameworkNames.contains(name)
    }

    /// Framework calls that close a view when made on another object's behalf.
    static let closingNames: Set<String> = [
        "dismiss", "popViewController", "popToRootViewController", "popToViewController", "performSegue", "send",
    ]

    /// Framework calls on a value that never close a view: collections, strings, numbers,
    /// formatting, haptics, focus, scrolling, pasteboard and URL opening, Combine's value
    /// subjects aside (a `send` may reach anything).
    static let inertFrameworkNames: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange",
        "popLast", "popFirst", "sort", "sorted", "shuffle", "shuffled", "reverse", "reversed", "formUnion", "union",
        "subtract", "subtracting", "intersection", "contains", "filter", "map", "compactMap", "flatMap", "forEach",
        "first", "last", "firstIndex", "lastIndex", "reduce", "joined", "split", "prefix", "suffix", "dropFirst",
        "dropLast", "replacingOccurrences", "trimmingCharacters", "lowercased", "uppercased", "capitalized",
        "components", "hasPrefix", "hasSuffix", "index", "distance", "formatted", "string", "data", "encode", "decode",
        "impactOccurred", "notificationOccurred", "selectionChanged", "prepare", "scrollTo", "resignFirstResponder",
        "becomeFirstResponder", "open", "canOpenURL", "setValue", "set", "bool", "integer", "object", "min", "max",
        "isEmpty", "count", "description", "copy", "async", "asyncAfter", "animate", "invalidate", "cancel",
        // UIKit's calls on an alert being built and on views: they change what shows, and
        // close no view controller (a table's reload asks its data source for cells only).
        "addAction", "addTextField", "addSubview", "removeFromSuperview", "bringSubviewToFront", "insertSubview",
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "sizeToFit", "setImage", "setTitle", "setTitleColor",
        "reloadData", "reloadSections", "reloadRows", "insertRows", "deleteRows", "moveRow", "reloadItems",
        "insertItems", "deleteItems", "insertSections", "deleteSections", "beginUpdates", "endUpdates",
        "performBatchUpdates", "deselectRow", "selectRow", "scrollToRow", "scrollToItem", "setContentOffset",
        "startAnimating", "stopAnimating", "setProgress", "addGestureRecognizer", "removeGestureRecognizer",
        // NSObject's questions about an object (`[self.delegate respondsToSelector:@selector(...)]`
        // guarding an optional delegate method): they answer, and run none of the app's code.
        "respondsToSelector", "conformsToProtocol", "isKindOfClass", "isMemberOfClass",
    ]

}
