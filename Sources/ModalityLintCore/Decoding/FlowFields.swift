/// The flow format's fields, one definition each: the decoder reads these tables to accept
/// and store values, and the JSON Schema generator reads the same tables to describe them,
/// so the two cannot drift apart. Closed sets of names come from the vocabulary enums'
/// `allCases`.

/// A closed set of names, with the noun messages use for one of them ("unknown
/// presentation style `fullscreen`").
struct NameSet: Sendable {
    let noun: String
    let names: [String]
    let members: Set<String>
    /// Words people write that mean a member too far off for a did-you-mean
    /// (`compact: no` for `none`); only ever suggested, never accepted.
    let hints: [String: String]

    init(noun: String, names: [String], hints: [String: String] = [:]) {
        self.noun = noun
        self.names = names
        self.members = Set(names)
        self.hints = hints
    }

    /// The member that `word` most likely stands for, if any.
    func suggestion(for word: String) -> String? {
        hints[word.lowercased()] ?? Suggestion.closest(to: word, among: names)
    }

    init<Vocabulary: CaseIterable & RawRepresentable>(noun: String, _: Vocabulary.Type)
    where Vocabulary.RawValue == String {
        self.init(noun: noun, names: Vocabulary.allCases.map(\.rawValue))
    }

    static let screenKind = NameSet(noun: "screen kind", ScreenKind.self)
    static let container = NameSet(noun: "container", ContainerKind.self)
    static let presentationStyle = NameSet(noun: "presentation style", PresentationStyle.self)
    static let compactStyle = NameSet(
        noun: "compact style", names: CompactStyle.allNames,
        hints: ["no": "none", "off": "none", "false": "none", "never": "none"])
    static let transitionStyle = NameSet(noun: "transition style", TransitionStyle.self)
    static let role = NameSet(noun: "role", ActionRole.self)
    static let dismissGesture = NameSet(
        noun: "dismiss gesture", names: DismissGesture.allCases.map(\.rawValue),
        hints: ["never": "disabled", "none": "disabled", "no": "disabled", "off": "disabled", "ask": "confirm"])
    static let loadingIndicator = NameSet(noun: "loading indicator", LoadingIndicator.self)
    static let content = NameSet(noun: "content kind", ContentKind.self)
    static let device = NameSet(noun: "device", Device.self)
}

/// What a scalar-like field accepts.
enum ValueShape: Sendable {
    /// Any string (`nonEmpty`: at least one character).
    case string(nonEmpty: Bool)
    case bool
    /// One name of the set (decoded as `.string`).
    case name(NameSet)
    /// A list of names of the set.
    case nameList(NameSet, nonEmpty: Bool, unique: Bool)
    /// The id of a screen of this document.
    case screenID
    /// A list of rule ids known to `RuleRegistry`, or `all`.
    case ruleIDList
}

/// A value that passed its field's shape, ready to store.
enum DecodedValue: Sendable {
    case string(String)
    case bool(Bool)
    case names([String])
    case ruleIDs([Located<String>])
}

/// Screen ids: letters, digits, `-`, `_`, `.` (the FlowFiles article, "The document").
enum ScreenIDSyntax {
    static let pattern = "^[A-Za-z0-9._-]+$"

    static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty else { return false }
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "-"):
                continue
            default:
                return false
            }
        }
        return true
    }
}

/// One key of a mapping in the flow format, storing into `Target`.
struct FlowField<Target: Sendable>: Sendable {
    enum Kind: Sendable {
        /// A value of `shape`, handed to `store` once it passed.
        case value(ValueShape, store: @Sendable (inout Target, Located<DecodedValue>) -> Void)
        /// A nested mapping whose own fields store into the same target (`defaults`, `lint`).
        case nested(FieldTable<Target>)
        /// `screens`: screen id to screen (decoded by `FlowDecoder` itself).
        case screens
        /// `actions`: a list of actions (decoded by `FlowDecoder` itself).
        case actions
    }

    let name: String
    let kind: Kind
    let summary: String
    let isRequired: Bool
    /// True for the action fields that describe a `present` (`style`, `transition`,
    /// `compact`): without a `present` they mean nothing.
    let describesPresent: Bool

    init(_ name: String, _ kind: Kind, summary: String, isRequired: Bool = false, describesPresent: Bool = false) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.isRequired = isRequired
        self.describesPresent = describesPresent
    }

    static func string(
        _ name: String, nonEmpty: Bool = false, isRequired: Bool = false, summary: String,
        _ store: @escaping @Sendable (inout Target, Located<String>) -> Void
    ) -> FlowField {
        FlowField(name, .value(.string(nonEmpty: nonEmpty), store: { target, located in
            if case .string(let text) = located.value { store(&target, located.replacing(text)) }
        }), summary: summary, isRequired: isRequired)
    }

    static func bool(
        _ name: String, summary: String, _ store: @escaping @Sendable (inout Target, Located<Bool>) -> Void
    ) -> FlowField {
        FlowField(name, .value(.bool, store: { target, located in
            if case .bool(let flag) = located.value { store(&target, located.replacing(flag)) }
        }), summary: summary)
    }

    /// A name of `set`, turned into its vocabulary value by `parse`.
    static func choice<Value: Sendable>(
        _ name: String, _ set: NameSet, parse: @escaping @Sendable (String) -> Value?,
        describesPresent: Bool = false, summary: String,
        _ store: @escaping @Sendable (inout Target, Located<Value>) -> Void
    ) -> FlowField {
        FlowField(name, .value(.name(set), store: { target, located in
            if case .string(let name) = located.value, let value = parse(name) {
                store(&target, located.replacing(value))
            }
        }), summary: summary, describesPresent: describesPresent)
    }

    static func choice<Value: RawRepresentable & Sendable>(
        _ name: String, _ set: NameSet, describesPresent: Bool = false, summary: String,
        _ store: @escaping @Sendable (inout Target, Located<Value>) -> Void
    ) -> FlowField where Value.RawValue == String {
        choice(name, set, parse: { Value(rawValue: $0) }, describesPresent: describesPresent,
               summary: summary, store)
    }

    static func choices<Value: RawRepresentable & Sendable>(
        _ name: String, _ set: NameSet, nonEmpty: Bool, unique: Bool, summary: String,
        _ store: @escaping @Sendable (inout Target, Located<[Value]>) -> Void
    ) -> FlowField where Value.RawValue == String {
        FlowField(name, .value(.nameList(set, nonEmpty: nonEmpty, unique: unique), store: { target, located in
            if case .names(let names) = located.value {
                store(&target, located.replacing(names.compactMap { Value(rawValue: $0) }))
            }
        }), summary: summary)
    }

    static func screenID(
        _ name: String, summary: String, _ store: @escaping @Sendable (inout Target, Located<String>) -> Void
    ) -> FlowField {
        FlowField(name, .value(.screenID, store: { target, located in
            if case .string(let id) = located.value { store(&target, located.replacing(id)) }
        }), summary: summary)
    }
}

/// The fields of one kind of mapping, in the order the documentation lists them.
struct FieldTable<Target: Sendable>: Sendable {
    /// The name of the definition in the JSON Schema (`screen`, `action`, ...).
    let name: String
    /// What the mapping is, for the schema's description.
    let summary: String
    let fields: [FlowField<Target>]
    let fieldsByName: [String: FlowField<Target>]
    /// Keys people write here that belong to another mapping, with the hint that says what
    /// to write instead (`title` on an action is its `label`).
    let misplacedKeys: [String: String]

    init(name: String, summary: String, misplacedKeys: [String: String] = [:], fields: [FlowField<Target>]) {
        self.name = name
        self.summary = summary
        self.fields = fields
        self.misplacedKeys = misplacedKeys
        var byName: [String: FlowField<Target>] = [:]
        for field in fields { byName[field.name] = field }
        self.fieldsByName = byName
    }

    var fieldNames: [String] { fields.map(\.name) }
}

extension Located {
    fileprivate func replacing<Other>(_ other: Other) -> Located<Other> {
        Located<Other>(other, key: keySpan, value: valueSpan)
    }
}

/// The tables of the FlowFiles article ("The document", "Screens", "Actions").
enum FlowFields {
    static let document = FieldTable<FlowDocument>(
        name: "flow", summary: "A modality-lint flow file: the screens of one app or feature and the ways between them.",
        fields: [
            .string("app", isRequired: true, summary: "The app or feature name.") { $0.app = $1 },
            .choices("devices", .device, nonEmpty: true, unique: true,
                     summary: "The devices the app runs on (default both); `iphone` means a compact width environment.") {
                $0.devices = $1
            },
            .screenID("entry", summary: "The screen where people start (default: the first screen listed).") {
                $0.entry = $1
            },
            FlowField("defaults", .nested(defaults), summary: "The app's own conventions, which rules compare against."),
            FlowField("screens", .screens, summary: "Screen id to screen. Ids are letters, digits, `-`, `_` and `.`.",
                      isRequired: true),
        ])

    static let defaults = FieldTable<FlowDocument>(
        name: "defaults", summary: "The app's own conventions.",
        fields: [
            .choice("transition", .transitionStyle, summary: "The app's modal transition style.") {
                $0.defaultTransition = $1
            },
            .string("navigationBar", summary: "The app's navigation bar appearance (any name).") {
                $0.defaultNavigationBar = $1
            },
        ])

    static let screen = FieldTable<Screen>(
        name: "screen", summary: "One screen: a node of the flow graph.",
        misplacedKeys: [
            "label": "a screen's name is `title` (`label` is an action's)",
            "style": "a screen's default presentation style is `presentation` (`style` is an action's)",
        ],
        fields: [
            .string("title", summary: "The title shown (navigation bar title, alert title).") { $0.title = $1 },
            .string("message", summary: "Guidance or alert text.") { $0.message = $1 },
            .choice("kind", .screenKind,
                    summary: "`screen` (default), or one of the system modals `alert`, `actionSheet`, `activityView`, `shareSheet`.") {
                $0.kind = $1
            },
            .choice("container", .container,
                    summary: "What the screen is shown in (default `none`); `splitView` means a pane of a split view.") {
                $0.container = $1
            },
            .choice("presentation", .presentationStyle,
                    summary: "The style used when this screen is presented and the action names none.") {
                $0.presentation = $1
            },
            .choice("transition", .transitionStyle,
                    summary: "The transition used when this screen is presented and the action names none.") {
                $0.transition = $1
            },
            .string("navigationBar", summary: "The appearance of its navigation bar, compared with `defaults.navigationBar`.") {
                $0.navigationBar = $1
            },
            .choices("content", .content, nonEmpty: false, unique: false,
                     summary: "What it shows; `video`, `photo`, `camera` and `document` are immersive.") {
                $0.content = $1
            },
            .bool("editsContent", summary: "It holds content the person created, lost if the screen closes unsaved.") {
                $0.editsContent = $1
            },
            .choice("dismissGesture", .dismissGesture,
                    summary: "What swiping a sheet down does: `allowed` (default) closes it, `confirm` asks first, `disabled` does nothing.") {
                $0.dismissGesture = $1
            },
            .bool("loads", summary: "Its content arrives asynchronously.") { $0.loads = $1 },
            .choice("loadingIndicator", .loadingIndicator,
                    summary: "What it shows while loading (default `none`).") {
                $0.loadingIndicator = $1
            },
            .string("shownOn", nonEmpty: true,
                    summary: "The event outside the flow that shows this screen (an error, a notification, a deep link); such a screen needs no way in from `entry`.") {
                $0.shownOn = $1
            },
            FlowField("actions", .actions, summary: "Its buttons and gestures."),
            FlowField("lint", .nested(lint), summary: "Suppression for this screen and its actions (JSON files have no comments)."),
        ])

    static let lint = FieldTable<Screen>(
        name: "lint", summary: "Suppression for one screen and its actions.",
        fields: [
            FlowField("disable", .value(.ruleIDList, store: { screen, located in
                if case .ruleIDs(let ids) = located.value { screen.disabledRules += ids }
            }), summary: "Rule ids silenced on this screen and its actions, or `all`."),
        ])

    static let action = FieldTable<Action>(
        name: "action", summary: "One button or gesture of a screen.",
        misplacedKeys: [
            "title": "an action's visible text is `label` (`title` is a screen's)",
            "text": "an action's visible text is `label`",
            "name": "an action's visible text is `label`",
            "presentation": "an action presents with `style` (`presentation` is a screen's default style)",
            "presentationStyle": "an action presents with `style`",
            "modalPresentationStyle": "an action presents with `style`",
        ],
        fields: [
            .string("label", nonEmpty: true, isRequired: true, summary: "The visible button text.") { $0.label = $1 },
            .choice("role", .role, summary: "As in UIKit and SwiftUI button roles (default `default`).") { $0.role = $1 },
            .screenID("present", summary: "Presents that screen modally.") { $0.present = $1 },
            .choice("style", .presentationStyle, describesPresent: true,
                    summary: "The presentation style of this `present`.") { $0.style = $1 },
            .choice("transition", .transitionStyle, describesPresent: true,
                    summary: "The transition of this `present`.") { $0.transition = $1 },
            .choice("compact", .compactStyle, parse: { CompactStyle(name: $0) }, describesPresent: true,
                    summary: "The adaptive style of this `present` in a compact width environment, or `none`.") {
                $0.compact = $1
            },
            .screenID("push", summary: "Pushes that screen on the navigation stack.") { $0.push = $1 },
            .bool("dismiss", summary: "Closes the modal this screen belongs to; with `present`, it closes first and then presents from the screen below.") {
                $0.dismiss = $1
            },
            .screenID("confirm", summary: "An alert or action sheet shown before the action takes effect: its `cancel` action stops the action.") {
                $0.confirm = $1
            },
        ])

    /// The words `lint.disable` accepts besides rule ids.
    static let allRules = "all"

    /// The action field that `style`, `transition` and `compact` describe.
    static let presentField = "present"
    /// An action either presents or pushes a screen, never both.
    static let exclusiveActionFields = [presentField, "push"]

    /// The fields of a table of which a mapping may hold at most one.
    static func exclusiveFields(of tableName: String) -> [String] {
        tableName == action.name ? exclusiveActionFields : []
    }
}
