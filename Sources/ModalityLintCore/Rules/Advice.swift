/// Advice and names that fit the source and the screen (the rule catalogue's third
/// edition): a flow file's keys only for flow files, Interface Builder's words for
/// storyboards, SwiftUI or UIKit code for code; never a navigation-bar fix for a screen that
/// shows no bar; a button named by the words people see, an alert by its title or first
/// words. Every rule builds its messages through here, so none can speak the wrong language.
enum AdviceSource: Sendable, CaseIterable {
    case flowFile, storyboard, swiftUI, uikit, objectiveC
}

extension RuleContext {
    /// The words advice about `screen` must be in.
    func adviceSource(ofScreen screen: Int) -> AdviceSource {
        switch source(ofScreen: screen) {
        case .flow: return .flowFile
        // A xib's controls are changed in Interface Builder, as a storyboard's are.
        case .storyboard, .xib: return .storyboard
        case .swift: return isSwiftUI(screen: screen) ? .swiftUI : .uikit
        case .objc: return .objectiveC
        }
    }

    /// The words advice about an action must be in: its own file's (a storyboard scene's
    /// present made in the class's code is fixed in that code, not in Interface Builder).
    func adviceSource(ofAction action: Int, screen: Int) -> AdviceSource {
        let value = document.screens[screen]
        guard let file = value.actions[action].file, file != value.file else { return adviceSource(ofScreen: screen) }
        switch SourceKind(path: document.sources[file].path) {
        case .flow: return .flowFile
        // A xib's controls are changed in Interface Builder, as a storyboard's are.
        case .storyboard, .xib: return .storyboard
        case .swift: return value.isSwiftUI ? .swiftUI : .uikit
        case .objc: return .objectiveC
        }
    }

    /// The advice about `action` of `screen` in the words of the file the action was read from.
    func advice(
        forAction action: Int, of screen: Int, flow: String, storyboard: String, swiftUI: String, uikit: String,
        objc: String? = nil
    ) -> String {
        switch adviceSource(ofAction: action, screen: screen) {
        case .flowFile: return flow
        case .storyboard: return storyboard
        case .swiftUI: return swiftUI
        case .uikit: return uikit
        case .objectiveC: return objc ?? uikit
        }
    }

    /// The advice for `screen` in its source's words. Objective-C code takes UIKit's advice
    /// unless it has its own (a selector instead of a Swift call).
    func advice(
        for screen: Int, flow: String, storyboard: String, swiftUI: String, uikit: String, objc: String? = nil
    ) -> String {
        switch adviceSource(ofScreen: screen) {
        case .flowFile: return flow
        case .storyboard: return storyboard
        case .swiftUI: return swiftUI
        case .uikit: return uikit
        case .objectiveC: return objc ?? uikit
        }
    }

    /// Whether `screen` is known to show a navigation bar: it sits in a navigation
    /// container, stated or read, whose bar it does not hide (`.navigationBarHidden(true)`,
    /// read as "no navigation bar shows"). Only then may advice say "in its navigation
    /// bar" or "add a toolbar item".
    func showsNavigationBar(_ screen: Int) -> Bool {
        document.screens[screen].isKnownToShowNavigationBar
    }

    /// How a message names a screen: a flow file's key; for an alert or action sheet read
    /// from code, `the alert "Title" in Presenter` (its title, else its message's first
    /// words); else the type's name (a storyboard scene's class), or the scene's, quoted,
    /// followed by the title people see on it when the reading knows its words
    /// (`'NoteEditorSheet' ("Edit Note")`): the type is where the developer changes it, the
    /// title is how they and their designers know the screen.
    func name(ofScreen screen: Int) -> String {
        let value = document.screens[screen]
        if let display = value.displayName { return display }
        // A scene's id may be its Storyboard ID (`editCheatViewController`), which people
        // never see: its class is the type the team knows it by. An id made of the class
        // (`Settings.HomeViewController`, where two storyboards share it, or
        // `HomeViewController-2`) stays as it is; one that only begins with it
        // (`InviteDetailVC` of `InviteDetail`) is still a Storyboard ID.
        if source(ofScreen: screen) == .storyboard, let type = value.className, !type.isEmpty,
           !StoryboardNaming.isMadeOfClass(value.id, type) {
            return "'\(type)'" + shownTitle(of: value, besides: type)
        }
        guard source(ofScreen: screen) != .flow else { return "'\(value.id)'" }
        return "'\(value.id)'" + shownTitle(of: value, besides: value.id)
    }

    /// ` ("Title")`: the words of the screen's title, when they are known words (not a key,
    /// not set in code) that its type's name does not already say.
    private func shownTitle(of screen: Screen, besides name: String) -> String {
        guard let text = screen.title?.value, text != ReadingWords.titleSetInCode, !LocalisationKeys.isKey(text) else { return "" }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard !words.isEmpty else { return "" }
        func letters(_ string: some StringProtocol) -> String { string.lowercased().filter { $0.isLetter || $0.isNumber } }
        let typeLetters = letters(name)
        guard !typeLetters.contains(letters(text)) else { return "" }
        return " (\"" + words.prefix(8).joined(separator: " ") + (words.count > 8 ? "…" : "") + "\")"
    }

    /// How a message names an action: `Action.nameInMessages`.
    func name(ofAction action: Int, screen: Int) -> String {
        document.screens[screen].actions[action].nameInMessages
    }
}

extension Action {
    /// How messages (and `--show-uncertain` notes) name the button: the words people see,
    /// quoted (`'Save'`); a button whose words the reading did not see, by its symbol or as
    /// a button without words; one known only by the key of its words (`action.cancel`), by
    /// its role or where its words come from. Never a variable's or method's name, a key, or
    /// a placeholder such as `Button`.
    var nameInMessages: String {
        switch labelKind {
        case .words where LocalisationKeys.isKey(labelText): return nameByRoleOrPlace
        case .words: return "'\(labelText)'"
        case .symbol: return "the '\(labelText)' symbol button"
        // Words set from a value: its role (a `.cancellationAction` placement, a
        // `.cancel` style) is what people see of it, where it is known.
        case .none: return nameByRole ?? "a button whose words the code sets"
        }
    }

    /// A message's phrase for a button named `name` (`nameInMessages`): `a 'Cancel' action`
    /// for one named by its words; a name that is already a phrase (`its Cancel button`, `a
    /// button whose words come from the app's strings`) as it is.
    static func phrase(_ name: String, _ determiner: String, _ noun: String) -> String {
        name.hasPrefix("'") ? "\(determiner) \(name) \(noun)" : name
    }

    private var nameByRoleOrPlace: String { nameByRole ?? "a button whose words come from the app's strings" }

    private var nameByRole: String? {
        switch knows(.role) ? role?.value : nil {
        case .cancel?: return "its Cancel button"
        case .close?: return "its close button"
        case .done?: return "its confirming button"
        case .destructive?: return "its destructive button"
        case .default?, nil: return nil
        }
    }
}

extension Screen {
    /// The words a message names the screen by when its id is not what people see (an
    /// alert read from code: `the alert "Delete this item?" in InboxViewController`, or
    /// `the alert in InboxViewController.confirmDelete` when it has no words of its own).
    static func describeSystemModal(kind: ScreenKind, title: String?, message: String?, presenter: String, method: String? = nil) -> String {
        let what: String
        switch kind {
        case .actionSheet: what = "the action sheet"
        case .activityView, .shareSheet: what = "the share sheet"
        default: what = "the alert"
        }
        let owner = presenter.split(separator: ".").first.map(String.init) ?? presenter
        if let words = firstWords(title) ?? firstWords(message) { return "\(what) \"\(words)\" in \(owner)" }
        // No words to know it by: the method that builds it (`UIViewController.displayError`)
        // is where the developer finds it, above all in a helper that many screens call.
        if presenter.contains(".") { return "\(what) in \(presenter)" }
        return "\(what) in \(method.map { "\(presenter).\($0)" } ?? presenter)"
    }

    /// Up to eight words of `text`, with an ellipsis when there are more; nil for none, and
    /// for a localisation key whose words no table gave (`archive.notice`): people never read it.
    private static func firstWords(_ text: String?) -> String? {
        guard let text, !LocalisationKeys.isKey(text) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard !words.isEmpty else { return nil }
        return words.prefix(8).joined(separator: " ") + (words.count > 8 ? "…" : "")
    }
}
