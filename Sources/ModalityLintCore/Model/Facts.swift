/// The facts the model can hold about a document, a screen or an action, as a set: what a
/// reader could not determine is *unknown*, and a rule that needs an unknown fact stays
/// silent (a linter that guesses cries wolf).
///
/// A fact is known when a reader stated it or when its source's rules give it a default
/// (a flow file that omits `editsContent` means `false`). It is unknown when the source
/// cannot say it (a storyboard says nothing of `editsContent`), when the value written was
/// invalid (one mistake, one diagnostic: `dismiss: yes` is an invalid-flow error, not also a
/// missing dismiss button), or when code that could state it is not in the run (a scene's
/// class adds its bar buttons in code).
public struct Facts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    // Screen facts.
    public static let title = Facts(rawValue: 1 << 0)
    public static let kind = Facts(rawValue: 1 << 1)
    public static let container = Facts(rawValue: 1 << 2)
    public static let presentation = Facts(rawValue: 1 << 3)
    public static let transition = Facts(rawValue: 1 << 4)
    public static let navigationBar = Facts(rawValue: 1 << 5)
    public static let content = Facts(rawValue: 1 << 6)
    public static let editsContent = Facts(rawValue: 1 << 7)
    public static let dismissGesture = Facts(rawValue: 1 << 8)
    public static let loads = Facts(rawValue: 1 << 9)
    public static let loadingIndicator = Facts(rawValue: 1 << 10)
    /// The screen's own buttons: unknown when some could be added where the reader cannot
    /// see (the class's code is not in the run) or one was written wrong.
    public static let actions = Facts(rawValue: 1 << 11)

    // Action facts.
    public static let label = Facts(rawValue: 1 << 12)
    public static let role = Facts(rawValue: 1 << 13)
    /// Where it leads (`present`, `push` or `confirm` naming no screen).
    public static let target = Facts(rawValue: 1 << 14)
    public static let style = Facts(rawValue: 1 << 15)
    public static let compact = Facts(rawValue: 1 << 16)
    public static let dismiss = Facts(rawValue: 1 << 17)

    // Document facts.
    public static let devices = Facts(rawValue: 1 << 18)
    public static let entry = Facts(rawValue: 1 << 19)
    /// `defaults.transition` (`transition` at the document level).
    public static let defaultTransition = Facts(rawValue: 1 << 20)
    /// `defaults.navigationBar`.
    public static let defaultNavigationBar = Facts(rawValue: 1 << 21)

    /// What a storyboard cannot say about a scene (the ReadingAnApp article): whether it edits
    /// people's content, loads asynchronously, or what swiping it down does.
    public static let unstatedByStoryboards: Facts = [.editsContent, .loads, .loadingIndicator, .dismissGesture]

    /// What code that is not in the run could add to a storyboard scene: its buttons and
    /// its title.
    public static let addedByCode: Facts = [.title, .actions]

    /// Every screen fact: a scene whose contents the run cannot see at all.
    public static let everyScreenFact: Facts = [
        .title, .kind, .container, .presentation, .transition, .navigationBar, .content, .editsContent,
        .dismissGesture, .loads, .loadingIndicator, .actions,
    ]

    /// The fact a flow file's field states, by the field's name in its table (screen,
    /// action or document level).
    static func stated(byField name: String) -> Facts? {
        switch name {
        case "title": return .title
        case "kind": return .kind
        case "container": return .container
        case "presentation": return .presentation
        case "transition": return .transition
        case "navigationBar": return .navigationBar
        case "content": return .content
        case "editsContent": return .editsContent
        case "dismissGesture": return .dismissGesture
        case "loads": return .loads
        case "loadingIndicator": return .loadingIndicator
        case "actions": return .actions
        case "label": return .label
        case "role": return .role
        case "present", "push", "confirm": return .target
        case "style": return .style
        case "compact": return .compact
        case "dismiss": return .dismiss
        case "devices": return .devices
        case "entry": return .entry
        default: return nil
        }
    }
}

/// A model value that records which of its facts are unknown.
protocol HoldsFacts {
    var unknownFacts: Facts { get set }
    /// The fact that `field` states at this level (a document's `transition` is the
    /// default transition; a screen's is the screen's).
    static func fact(statedBy field: String) -> Facts?
}

extension HoldsFacts {
    /// Marks what an invalid `field` would have stated as unknown.
    mutating func markUnknown(field: String) {
        if let fact = Self.fact(statedBy: field) { unknownFacts.insert(fact) }
    }
}

/// Where a file's facts come from, for messages in the words of their source and for the
/// JSON report's account of each screen.
public enum SourceKind: String, Sendable, CaseIterable {
    /// `xib`: an Interface Builder file read for its owner's controls and title only
    /// (XibReader); never a source of screens, never a failed run.
    case flow, storyboard, swift, objc, xib

    /// The kind a path's ending says: `.storyboard`, `.xib`, `.swift`, `.m`/`.mm`/`.h`, else a flow file.
    public init(path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".storyboard") {
            self = .storyboard
        } else if lowered.hasSuffix(".xib") {
            self = .xib
        } else if lowered.hasSuffix(".swift") {
            self = .swift
        } else if lowered.hasSuffix(".m") || lowered.hasSuffix(".mm") || lowered.hasSuffix(".h") {
            self = .objc
        } else {
            self = .flow
        }
    }
}

extension FlowDocument: HoldsFacts {
    static func fact(statedBy field: String) -> Facts? {
        switch field {
        case "transition": return .defaultTransition
        case "navigationBar": return .defaultNavigationBar
        default: return Facts.stated(byField: field)
        }
    }
}

extension Screen: HoldsFacts {
    static func fact(statedBy field: String) -> Facts? { Facts.stated(byField: field) }
}

extension Action: HoldsFacts {
    static func fact(statedBy field: String) -> Facts? {
        // An action's `transition` is the transition of its `present`.
        Facts.stated(byField: field)
    }
}

extension Screen: KeepsOpenReasons {}
extension Action: KeepsOpenReasons {}
