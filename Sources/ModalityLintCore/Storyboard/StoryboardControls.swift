/// What a storyboard control says about the button it is: its visible label and role,
/// and whether a control wired to an action method reads as one that closes its modal.
enum StoryboardControls {
    /// The words of `done-button-misuse` (Rules/done-button-misuse.md): Done in the languages apps ship most.
    private static let doneWords: Set<String> = ["done", "완료", "完成", "完了"]

    /// UIBarButtonItem.SystemItem names as IB writes them, with the words people see.
    private static let systemItemLabels: [String: String] = [
        "done": "Done", "cancel": "Cancel", "save": "Save", "stop": "Close", "add": "Add",
        "edit": "Edit", "compose": "Compose", "reply": "Reply", "action": "Share",
        "organize": "Organize", "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh",
        "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause", "rewind": "Rewind",
        "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "close": "Close",
    ]

    /// The control's own visible text: a title, a system item's word, a cell's text.
    static func title(of element: Int, in xml: StoryboardXML) -> String? {
        let control = xml.elements[element]
        if let title = nonEmpty(control["title"]) { return title }
        if let item = control["systemItem"], let label = systemItemLabels[item] { return label }
        switch control.name {
        case "button":
            // `<state key="normal" title="...">`, or Xcode 13's `<buttonConfiguration title=...>`.
            for child in control.children {
                let state = xml.elements[child]
                if state.name == "state" || state.name == "buttonConfiguration", let title = nonEmpty(state["title"]) {
                    return title
                }
            }
        case "tableViewCell", "collectionViewCell":
            for descendant in xml.descendants(of: element) {
                let label = xml.elements[descendant]
                if label.name == "label", let text = nonEmpty(label["text"]) { return text }
            }
        default:
            break
        }
        return nil
    }

    /// A label when the control has no text: its reuse identifier or image, else its kind
    /// ("Tap gesture", "Cell", "Button").
    static func fallbackLabel(of element: Int, in xml: StoryboardXML) -> String {
        let control = xml.elements[element]
        if let reuse = nonEmpty(control["reuseIdentifier"]) { return reuse }
        if let image = nonEmpty(control["image"]) { return image }
        for child in control.children {
            if let image = nonEmpty(xml.elements[child]["image"]) { return image }
        }
        let name = control.name
        if name.hasSuffix("GestureRecognizer") {
            return capitalized(String(name.dropLast("GestureRecognizer".count))) + " gesture"
        }
        if name.hasSuffix("Cell") { return "Cell" }
        return capitalized(name)
    }

    /// The role a control's kind and words give it (the Storyboards article, "What is read").
    static func role(of element: Int, label: String, in xml: StoryboardXML) -> ActionRole? {
        let control = xml.elements[element]
        switch control["systemItem"] {
        case "done", "save": return .done
        case "cancel": return .cancel
        case "stop": return .close
        default: break
        }
        if control.name == "barButtonItem", control["style"] == "done" { return .done }
        let word = trim(label).lowercased()
        if word == "close" { return .close }
        if word == "cancel" { return .cancel }
        if doneWords.contains(word) { return .done }
        return nil
    }

    /// Whether a control wired to an action method is read as dismissing: a `cancel`,
    /// `done`, `save` or `stop` bar button item, or a button or bar button item titled
    /// Cancel, Close or Done.
    static func isInferredDismissal(_ element: Int, label: String, in xml: StoryboardXML) -> Bool {
        let control = xml.elements[element]
        guard control.name == "barButtonItem" || control.name == "button" else { return false }
        if control.name == "barButtonItem", let item = control["systemItem"],
           ["cancel", "done", "save", "stop"].contains(item) {
            return true
        }
        let word = trim(label).lowercased()
        return word == "cancel" || word == "close" || doneWords.contains(word)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !trim(text).isEmpty else { return nil }
        return text
    }

    /// `text` without white space at either end.
    static func trim(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    private static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
