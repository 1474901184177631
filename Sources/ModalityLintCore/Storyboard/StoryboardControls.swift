/// What a storyboard control says about the button it is: its visible label and role,
/// and whether a control wired to an action method reads as one that closes its modal.
enum StoryboardControls {
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

    /// A label when the control has no text: its accessibility label, image or reuse
    /// identifier, else its kind ("Tap gesture", "Cell", "Bar button item").
    static func fallbackLabel(of element: Int, in xml: StoryboardXML) -> String {
        let control = xml.elements[element]
        for child in control.children {
            let accessibility = xml.elements[child]
            if accessibility.name == "accessibility", let label = nonEmpty(accessibility["label"]) { return label }
        }
        if let image = nonEmpty(control["image"]) { return image }
        for child in control.children {
            if let image = nonEmpty(xml.elements[child]["image"]) { return image }
        }
        if let reuse = nonEmpty(control["reuseIdentifier"]) { return reuse }
        let name = control.name
        if name.hasSuffix("GestureRecognizer") {
            return capitalized(String(name.dropLast("GestureRecognizer".count))) + " gesture"
        }
        if name.hasSuffix("Cell") { return "Cell" }
        if name == "barButtonItem" { return "Bar button item" }
        return capitalized(name)
    }

    /// What `fallbackLabel` gives: an accessibility label is words people hear, an image
    /// is a symbol, anything else (a reuse identifier, the control's kind) a stand-in.
    static func fallbackKind(of element: Int, in xml: StoryboardXML) -> ActionLabelKind {
        let control = xml.elements[element]
        for child in control.children {
            let accessibility = xml.elements[child]
            if accessibility.name == "accessibility", nonEmpty(accessibility["label"]) != nil { return .words }
        }
        if nonEmpty(control["image"]) != nil { return .symbol }
        for child in control.children where nonEmpty(xml.elements[child]["image"]) != nil { return .symbol }
        return .none
    }

    /// A manual segue's identifier as words people read: "showSettings" -> "Show Settings",
    /// "show_settings" -> "Show Settings".
    static func readable(identifier: String) -> String {
        identifier.identifierWords.map { capitalized(String($0)) }.joined(separator: " ")
    }

    /// The words people see on a system bar button item (`cancel` -> Cancel), from IB's or
    /// UIKit's case name.
    static func systemItemLabel(_ item: String) -> String? { systemItemLabels[item] }

    /// The role a system bar button item has: `done` and `save` complete, `cancel`
    /// cancels, `stop` and `close` close.
    static func systemItemRole(_ item: String) -> ActionRole? {
        switch item {
        case "done", "save": return .done
        case "cancel": return .cancel
        case "stop", "close": return .close
        default: return nil
        }
    }

    /// The role a control's kind and words give it (the Storyboards article, "What is read").
    static func role(of element: Int, label: String, in xml: StoryboardXML) -> ActionRole? {
        let control = xml.elements[element]
        if let item = control["systemItem"], let role = systemItemRole(item) { return role }
        // A bar item's `style="done"` is only its bold look: "Add" in bold is not a Done.
        return ButtonWords.role(forLabel: label)
    }

    /// Controls that set a value as people change it (a stepper, a switch, a slider, a
    /// segmented control, a date picker, a text field): they have no words by nature, and
    /// none of them reads as a way out, as an untitled button (a close X) may.
    static let valueControls: Set<String> = [
        "stepper", "switch", "slider", "segmentedControl", "datePicker", "pageControl", "textField", "searchBar",
    ]

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
        let word = ButtonWords.normalized(label)
        return word == "cancel" || word == "close" || ButtonWords.done.contains(word)
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
