/// One app's (or feature's) screens and the ways between them, as decoded from a flow
/// file or read from storyboards. Rules read only this and the `FlowGraph` built from it.
public struct FlowDocument: Sendable {
    /// Where the document came from: a flow file, which names every screen and way in, or
    /// an app's storyboards and code, where any screen can also be shown from code the
    /// reading does not follow.
    public enum Origin: Sendable, Hashable {
        case flowFile
        /// Storyboards, with or without code.
        case storyboard
        /// Code alone (SwiftUI and UIKit apps without storyboards).
        case code
    }

    public var origin: Origin
    /// The files the document was read from; `Screen.file` indexes into it.
    /// A flow file has one; the storyboards of one run have one each.
    public var sources: [SourceFile]
    public var app: Located<String>?
    /// `devices`; nil means the default, both.
    public var devices: Located<[Device]>?
    /// `entry`; nil means the first screen listed.
    public var entry: Located<String>?
    public var defaultTransition: Located<TransitionStyle>?
    public var defaultNavigationBar: Located<String>?
    /// The span of the `screens` key (rules that report "once, at `screens`").
    public var screensKeySpan: ByteSpan
    /// In document order.
    public var screens: [Screen]
    /// Entry screens beyond `entry` (a storyboard's initial controllers, tab children).
    public var additionalEntries: [String]
    /// Document facts that are unknown (an invalid `defaults.transition`, say).
    public var unknownFacts: Facts = []
    /// Screens the reading found but no rule judges, and why (a scene's class whose code is
    /// not in the run, a dead scene): the summary counts them and `--format json` lists them.
    public var screensNotJudged: [ScreenNotJudged] = []
    /// The Swift `#if` branches that no setting decides, by source file index: a screen
    /// shown only from code in them says so in its diagnostics' evidence.
    var undecidedBranches: [Int: [UndecidedBranch]] = [:]
    /// Storyboard manual segues (no control triggers them) whose identifier no code of the
    /// run says: never performed, so not read.
    public var deadSegues: [CodePlace] = []
    /// The methods of the classes whose only scenes are dead and that no code names: what
    /// is said there never reaches people, so nothing placed there is reported.
    var neverShownCode: [CodePlace] = []
    /// Storyboard ID -> screen index, for code that instantiates a scene by its identifier.
    var screenByStoryboardIdentifier: [String: Int] = [:]
    /// Storyboard name (its file's name without `.storyboard`) -> the screen of its initial
    /// scene, for code that instantiates a storyboard's initial view controller.
    var screenByInitialScene: [String: Int] = [:]

    public init(
        origin: Origin = .flowFile,
        sources: [SourceFile],
        app: Located<String>? = nil,
        devices: Located<[Device]>? = nil,
        entry: Located<String>? = nil,
        defaultTransition: Located<TransitionStyle>? = nil,
        defaultNavigationBar: Located<String>? = nil,
        screensKeySpan: ByteSpan = .at(0),
        screens: [Screen] = [],
        additionalEntries: [String] = []
    ) {
        self.origin = origin
        self.sources = sources
        self.app = app
        self.devices = devices
        self.entry = entry
        self.defaultTransition = defaultTransition
        self.defaultNavigationBar = defaultNavigationBar
        self.screensKeySpan = screensKeySpan
        self.screens = screens
        self.additionalEntries = additionalEntries
    }

    /// Whether the rules may judge these document facts: none of them is unknown.
    public func knows(_ facts: Facts) -> Bool { unknownFacts.isDisjoint(with: facts) }

    /// The devices the app runs on (both when `devices` is absent).
    public var effectiveDevices: [Device] { devices?.value ?? Device.allCases }

    /// The ids of the screens where people start: `entry` (else, in a flow file, the first
    /// screen), then any additional entries. Code states no first screen of its own.
    public var entryScreenIDs: [String] {
        var ids: [String] = []
        if let entry {
            ids.append(entry.value)
        } else if origin == .flowFile, let first = screens.first {
            ids.append(first.id)
        }
        ids.append(contentsOf: additionalEntries)
        return ids
    }
}

/// One screen: a node of the flow graph.
///
/// A value type whose fields live in one shared box, copied on write: rules walk every
/// screen of flows with 100,000 of them, and copying a screen is then one reference
/// count instead of one for each of its fields (which, at that size, meant a cache miss
/// each and made rules grow faster than the flow).
public struct Screen: Sendable {
    /// The fields. Only ever mutated through `writable`, which copies it first when it
    /// is shared, so no two screens see each other's changes: safe to share across threads.
    private final class Fields: @unchecked Sendable {
        var id: String
        var idSpan: ByteSpan
        var file: Int
        var title: Located<String>?
        var message: Located<String>?
        var kind: Located<ScreenKind>?
        var container: Located<ContainerKind>?
        var presentation: Located<PresentationStyle>?
        var transition: Located<TransitionStyle>?
        var navigationBar: Located<String>?
        var content: Located<[ContentKind]>?
        var editsContent: Located<Bool>?
        var dismissGesture: Located<DismissGesture>?
        var loads: Located<Bool>?
        var loadingIndicator: Located<LoadingIndicator>?
        var actions: [Action]
        var disabledRules: [Located<String>]
        var shownOn: Located<String>?
        var unknownFacts: Facts
        var openReasons: [OpenReason] = []
        var className: String?
        var codeDeclaration: CodePlace?
        var codeFacts: [CodeFact] = []
        var isSwiftUI = false
        var isUnnamedPresenter = false
        var progressView: CodePlace?
        var dismissalLeftOutOfiOS: LeftOutDismissal?
        var closedByCode: CodePlace?
        var closedOnEveryPath = false
        var returnsToItself: CodePlace?
        var relaysWebPage = false
        var takesText: CodePlace?
        var contentHolder: String?
        var madeByCall: String?
        var untitledByHelper: UntitledHelper?
        var messageHandedBy: String?
        var madeByLegacyAlertClass = false
        var displayName: String?
        var untitledCalls: [UntitledCall] = []
        var titleInContent: TitleInContent?

        init(id: String, idSpan: ByteSpan, file: Int, actions: [Action]) {
            self.id = id
            self.idSpan = idSpan
            self.file = file
            self.actions = actions
            self.disabledRules = []
            self.unknownFacts = []
        }

        func copy() -> Fields {
            let copy = Fields(id: id, idSpan: idSpan, file: file, actions: actions)
            copy.title = title
            copy.message = message
            copy.kind = kind
            copy.container = container
            copy.presentation = presentation
            copy.transition = transition
            copy.navigationBar = navigationBar
            copy.content = content
            copy.editsContent = editsContent
            copy.dismissGesture = dismissGesture
            copy.loads = loads
            copy.loadingIndicator = loadingIndicator
            copy.disabledRules = disabledRules
            copy.shownOn = shownOn
            copy.unknownFacts = unknownFacts
            copy.openReasons = openReasons
            copy.className = className
            copy.codeDeclaration = codeDeclaration
            copy.codeFacts = codeFacts
            copy.isSwiftUI = isSwiftUI
            copy.isUnnamedPresenter = isUnnamedPresenter
            copy.progressView = progressView
            copy.dismissalLeftOutOfiOS = dismissalLeftOutOfiOS
            copy.closedByCode = closedByCode
            copy.closedOnEveryPath = closedOnEveryPath
            copy.returnsToItself = returnsToItself
            copy.relaysWebPage = relaysWebPage
            copy.takesText = takesText
            copy.contentHolder = contentHolder
            copy.madeByCall = madeByCall
            copy.untitledByHelper = untitledByHelper
            copy.messageHandedBy = messageHandedBy
            copy.madeByLegacyAlertClass = madeByLegacyAlertClass
            copy.displayName = displayName
            copy.untitledCalls = untitledCalls
            copy.titleInContent = titleInContent
            return copy
        }
    }

    private var fields: Fields

    private var writable: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// The key under `screens` (for a storyboard, its readable unique name).
    public var id: String {
        get { fields.id }
        _modify { yield &writable.id }
    }
    /// The span of that key: where diagnostics "at the screen" point.
    public var idSpan: ByteSpan {
        get { fields.idSpan }
        _modify { yield &writable.idSpan }
    }
    /// Index into `FlowDocument.sources`.
    public var file: Int {
        get { fields.file }
        _modify { yield &writable.file }
    }
    public var title: Located<String>? {
        get { fields.title }
        _modify { yield &writable.title }
    }
    public var message: Located<String>? {
        get { fields.message }
        _modify { yield &writable.message }
    }
    public var kind: Located<ScreenKind>? {
        get { fields.kind }
        _modify { yield &writable.kind }
    }
    public var container: Located<ContainerKind>? {
        get { fields.container }
        _modify { yield &writable.container }
    }
    public var presentation: Located<PresentationStyle>? {
        get { fields.presentation }
        _modify { yield &writable.presentation }
    }
    public var transition: Located<TransitionStyle>? {
        get { fields.transition }
        _modify { yield &writable.transition }
    }
    public var navigationBar: Located<String>? {
        get { fields.navigationBar }
        _modify { yield &writable.navigationBar }
    }
    public var content: Located<[ContentKind]>? {
        get { fields.content }
        _modify { yield &writable.content }
    }
    public var editsContent: Located<Bool>? {
        get { fields.editsContent }
        _modify { yield &writable.editsContent }
    }
    public var dismissGesture: Located<DismissGesture>? {
        get { fields.dismissGesture }
        _modify { yield &writable.dismissGesture }
    }
    public var loads: Located<Bool>? {
        get { fields.loads }
        _modify { yield &writable.loads }
    }
    public var loadingIndicator: Located<LoadingIndicator>? {
        get { fields.loadingIndicator }
        _modify { yield &writable.loadingIndicator }
    }
    public var actions: [Action] {
        get { fields.actions }
        _modify { yield &writable.actions }
    }
    /// `lint: { disable: [...] }`: rule ids silenced on this screen and its actions.
    public var disabledRules: [Located<String>] {
        get { fields.disabledRules }
        _modify { yield &writable.disabledRules }
    }
    /// `shownOn`: the event outside the flow that shows this screen (an error, a
    /// notification, a deep link); such a screen needs no way in from `entry`.
    public var shownOn: Located<String>? {
        get { fields.shownOn }
        _modify { yield &writable.shownOn }
    }
    /// The facts about this screen that are unknown; rules that need one stay silent.
    public var unknownFacts: Facts {
        get { fields.unknownFacts }
        set { writable.unknownFacts = newValue }
    }
    /// Why its open facts (and its actions', which keep their own) are open, where the
    /// reading gave up: `--show-uncertain`, `why` and the JSON report print them.
    public var openReasons: [OpenReason] {
        get { fields.openReasons }
        set { writable.openReasons = newValue }
    }
    /// The view controller or view type behind the screen, when a storyboard or code names
    /// it (a scene's `customClass`, a SwiftUI view's name).
    public var className: String? {
        get { fields.className }
        _modify { yield &writable.className }
    }
    /// True when SwiftUI code states the screen (a view type, or an alert, dialog or share
    /// sheet a SwiftUI modifier or `ShareLink` makes): advice is then in SwiftUI's terms.
    public var isSwiftUI: Bool {
        get { fields.isSwiftUI }
        _modify { yield &writable.isSwiftUI }
    }
    /// True for a method of code that presents on a view controller it is handed or reaches
    /// (`Utils.alert(title:message:controller:)`, an extension of `UIViewController`): not a
    /// screen people see, but whichever screen calls it. Every fact of it is unknown.
    public var isUnnamedPresenter: Bool {
        get { fields.isUnnamedPresenter }
        _modify { yield &writable.isUnnamedPresenter }
    }
    /// Where code adds a view of its own to an alert's view (a spinner, a progress bar): the
    /// alert shows work in progress, and the app closes it when the work ends. Such a
    /// *progress alert* needs no buttons and no title (the rule catalogue's `alert-actions`).
    public var progressView: CodePlace? {
        get { fields.progressView }
        _modify { yield &writable.progressView }
    }
    /// Where the screen's own code calls `dismiss` only in a branch an iOS build leaves out
    /// (`#if targetEnvironment(macCatalyst)`): the way out iPhone and iPad lack, which
    /// `modal-dismiss-button` names so that the fix is to compile it for iOS too.
    public var dismissalLeftOutOfiOS: LeftOutDismissal? {
        get { fields.dismissalLeftOutOfiOS }
        _modify { yield &writable.dismissalLeftOutOfiOS }
    }
    /// Where the app's code dismisses an alert itself (`alert.dismiss(animated:)`), when it does.
    public var closedByCode: CodePlace? {
        get { fields.closedByCode }
        _modify { yield &writable.closedByCode }
    }
    /// True when the app's code closes the alert on every path of the work that follows
    /// its presentation: a dismissal reached whatever happens, in the method or in code
    /// that certainly runs (a `Task`, a dispatch to a queue, `MainActor.run`), in both the
    /// `do` and the `catch` of a failure, with no `return`, `throw` or `guard` exit before it.
    public var closedOnEveryPath: Bool {
        get { fields.closedOnEveryPath }
        _modify { yield &writable.closedOnEveryPath }
    }
    /// Where a screen's code pops its navigation stack back to itself
    /// (`popToViewController(self, ...)`): what it pushes returns to it, however deep, as a
    /// form's pickers do when people choose. Such screens are forms, not hierarchies.
    public var returnsToItself: CodePlace? {
        get { fields.returnsToItself }
        _modify { yield &writable.returnsToItself }
    }
    /// True for an alert built in a `WKUIDelegate` panel method (`runJavaScriptAlertPanel...`,
    /// `...ConfirmPanel...`, `...TextInputPanel...`): it relays a web page's `alert()`,
    /// `confirm()` or `prompt()`, and the page supplies only a message.
    public var relaysWebPage: Bool {
        get { fields.relaysWebPage }
        _modify { yield &writable.relaysWebPage }
    }
    /// Where code adds a text field to the alert (`addTextField`): an action sheet cannot
    /// hold one (UIKit raises when it is presented), so it must be an alert.
    public var takesText: CodePlace? {
        get { fields.takesText }
        _modify { yield &writable.takesText }
    }
    /// The view of the app, drawn inside the screen, whose field holds the content it would
    /// lose (`FHIRPromptCustomizationView` shown in a Settings sheet): where a guard against
    /// the swipe reads the changes. Nil when the screen's own type holds it.
    public var contentHolder: String? {
        get { fields.contentHolder }
        _modify { yield &writable.contentHolder }
    }
    /// The app's method whose call built the alert and handed it back
    /// (`alertViewController(title:)`): its title is given at that call, which the advice
    /// names instead of UIKit's initialiser.
    public var madeByCall: String? {
        get { fields.madeByCall }
        _modify { yield &writable.madeByCall }
    }
    /// The app's method that built the alert and handed it back with no title of its own
    /// (`title: nil` written in it, no title parameter): every alert it makes is untitled,
    /// and it is the one place to give them a title.
    public var untitledByHelper: UntitledHelper? {
        get { fields.untitledByHelper }
        _modify { yield &writable.untitledByHelper }
    }
    /// The app's method that builds the alert with the message each call hands it
    /// (`presentAlert(with:)` shared by four permission notices): one title written in it
    /// cannot fit every message, so the advice gives it a title parameter too.
    public var messageHandedBy: String? {
        get { fields.messageHandedBy }
        _modify { yield &writable.messageHandedBy }
    }
    /// True for an alert made as a `UIAlertView` or `UIActionSheet`
    /// (`FrameworkBehaviour.legacyAlertClasses`), whose title its `initWithTitle:` gives;
    /// and for a SwiftUI action sheet made as an `ActionSheet` value (`.actionSheet`, iOS
    /// 13's API), whose buttons are `ActionSheet.Button` values (`.cancel(Text("Close"))`)
    /// rather than `Button(role:)`s.
    public var madeByLegacyAlertClass: Bool {
        get { fields.madeByLegacyAlertClass }
        _modify { yield &writable.madeByLegacyAlertClass }
    }
    /// The calls of a helper that show this alert with no title: the helper builds the
    /// alert with the title it is handed (`func showAlert(title: String, ...)`), and these
    /// calls hand it none (`showAlert(title: "", ...)`, a title left to its `nil` default),
    /// directly or through helpers that hand on their own parameter. The alert's `title`
    /// stands for what the other calls hand in.
    public var untitledCalls: [UntitledCall] {
        get { fields.untitledCalls }
        _modify { yield &writable.untitledCalls }
    }
    /// Where the reading found that what names the screen's task is part of its content
    /// (no navigation bar shows, or a heading is drawn): `modal-title` does not judge it,
    /// and its title is not open (TitleInContent).
    public var titleInContent: TitleInContent? {
        get { fields.titleInContent }
        _modify { yield &writable.titleInContent }
    }
    /// How messages name the screen when its id is not what people see: an alert built in
    /// code is `the alert "Delete this item?" in InboxViewController`, not its made-up id.
    var displayName: String? {
        get { fields.displayName }
        _modify { yield &writable.displayName }
    }
    /// Where the screen's class is declared in code of the run, when it is: the code's facts
    /// (titles, bar buttons, dismissals) were read from there.
    public var codeDeclaration: CodePlace? {
        get { fields.codeDeclaration }
        _modify { yield &writable.codeDeclaration }
    }
    /// The facts that code stated about this screen, each with the place that states it
    /// (a title set in `viewDidLoad`, `isModalInPresentation = true`).
    public var codeFacts: [CodeFact] {
        get { fields.codeFacts }
        _modify { yield &writable.codeFacts }
    }
    /// True when the reader could not see the screen's contents at all (a storyboard
    /// reference to a storyboard that is not in the run): no rule reports on the screen
    /// itself; the ways into it are still checked.
    public var hasUnknownContents: Bool {
        get { unknownFacts.isSuperset(of: .everyScreenFact) }
        set {
            if newValue { unknownFacts.formUnion(.everyScreenFact) } else { unknownFacts.subtract(.everyScreenFact) }
        }
    }
    /// Whether the rules may judge `facts` of this screen: none of them is unknown.
    public func knows(_ facts: Facts) -> Bool { unknownFacts.isDisjoint(with: facts) }

    /// Known to be a form (`content: [form]`, a SwiftUI `Form`): the forms it pushes are
    /// its sections (`modal-style-fit`, `modal-single-path`).
    var isKnownForm: Bool { knows(.content) && content?.value.contains(.form) == true }

    public init(id: String, idSpan: ByteSpan, file: Int = 0, actions: [Action] = []) {
        fields = Fields(id: id, idSpan: idSpan, file: file, actions: actions)
    }

    public var effectiveKind: ScreenKind { kind?.value ?? .screen }
    public var effectiveContainer: ContainerKind { container?.value ?? .none }
    public var effectiveDismissGesture: DismissGesture { dismissGesture?.value ?? .allowed }
    public var effectiveLoadingIndicator: LoadingIndicator { loadingIndicator?.value ?? .none }
}

/// What an action's label holds, so that messages name buttons by what people see.
enum ActionLabelKind: Sendable, Hashable {
    case words
    /// An SF Symbol's or image's name (`xmark`): the button shows a symbol.
    case symbol
    /// The reader's stand-in: the words are set in code or not shown.
    case none
}

/// One button or gesture of a screen: the edges of the flow graph start here.
public struct Action: Sendable {
    public var label: Located<String>?
    /// The span of the action's first key: where diagnostics "at the action" point.
    public var span: ByteSpan
    public var role: Located<ActionRole>?
    public var present: Located<String>?
    public var style: Located<PresentationStyle>?
    public var transition: Located<TransitionStyle>?
    public var compact: Located<CompactStyle>?
    public var push: Located<String>?
    public var dismiss: Located<Bool>?
    public var confirm: Located<String>?
    /// True for actions a reader inferred rather than read (a storyboard's Cancel button
    /// wired to an action method is read as dismissing).
    public var isInferred: Bool
    /// The file the action was read from, as an index into `FlowDocument.sources`, when it
    /// is not its screen's (a bar button item made in the code of a storyboard scene's class).
    public var file: Int?
    /// Where its `present` or `push` is written when that is in another file than the
    /// action (a control whose method, in an extension in another file, presents): the
    /// action's own spans stay at the control; `import` says where the presentation is.
    public var edgeElsewhere: CodePlace?
    /// Where the screen uses the shared view or modifier whose code presents, when other
    /// screens use it too: a rule whose fix is the screen's own (`modal-stack-depth`) points
    /// there; one whose fix is the shared code's (a style) points at the present.
    public var usedAt: CodePlace?
    /// The facts about this action that are unknown (an invalid `dismiss`, say).
    public var unknownFacts: Facts = []
    /// Why they are open: `Screen.openReasons`.
    public var openReasons: [OpenReason] = []
    /// A storyboard's unwind: it closes the modal its screen is in, and outside one it pops
    /// (readers drop its `dismiss` there).
    var isUnwind = false
    /// For an unwind, the screens whose class implements its unwind action (a method of
    /// that selector): where it goes back to. An unwind to one of them that pushes, in its
    /// modal context, to this action's screen pops inside the modal (`StoryboardModalContexts`).
    var unwindDestinations: [String] = []
    /// The screens a push of unknown target may show, as ids: a SwiftUI route
    /// (`navigationDestination(for: Route.self) { switch $0 { ... } }`) pushes one of them,
    /// chosen by values at run time. Not edges (no branching task), but a rule that counts
    /// the fewest steps to a screen must know they may reach it.
    var routeTargets: [String] = []
    /// A storyboard segue's identifier: code may perform it (`performSegue(withIdentifier:)`),
    /// and a suppression comment at that call speaks for it (`ScreenSuppressions`).
    var segueIdentifier: String?
    /// A storyboard present that replaces the app's root (out of a launch router, or of an
    /// app shell): not a modal presentation.
    var isRootSwitch = false
    /// A present in code that passes `animated: false` (`animated:NO`): the modal appears at
    /// once, with no transition to compare (`consistent-transitions`).
    var presentsWithoutAnimation = false
    /// Its code closes the screen and does nothing else (`{ dismiss() }`), whatever its
    /// words or placement: it commits nothing (`safe-exit`).
    var onlyCloses = false
    /// Its style is open only because it states none and the app's project was made for
    /// SDKs before iOS 13, whose default is full screen (`SDKDefaultStyles`).
    var styleIsSDKDefault = false
    /// A presentation in code whose presented controller the code does not name where it
    /// presents (a parameter, a helper's result): the place of its `present`.
    var unnamedPresentation: ByteSpan?
    /// What `label` is: the words people see, a symbol's name, or a stand-in the reader
    /// made (a method's or binding's name, a control's kind) that messages never show.
    var labelKind: ActionLabelKind = .words
    /// A Done that ends a mode another button starts (Edit/Done), read from code: not the
    /// end of a task, so `done-button-misuse` leaves it alone.
    var endsAMode = false
    /// A control code draws only on some devices or in some orientations (`if
    /// verticalSizeClass == .compact { closeButton }`): the condition as written.
    var shownOnlyWhen: String?
    /// Its code certainly goes back rather than closing a modal: `dismiss()` in a view that
    /// is only ever pushed pops it (`PushedOnlyScreens`). It is not dismissing.
    var goesBack = false
    /// The name, as the code declares it, of the popover delegate's method that keeps the
    /// popover in compact width (`adaptivePresentationStyle(for:)`): the advice names the
    /// method the app has, not another overload.
    var compactMethod: String?
    /// Where the code an Interface Builder control triggers is written: the declaration of
    /// its action method. A rule whose fix changes what the button does
    /// (`confirm-before-discard`) names that place in its advice and evidence; the
    /// diagnostic stays at the control people tap.
    var handlerPlace: CodePlace?
    /// Added around the screen by the code that presents it (`Settings().toolbar { ... }` in
    /// the presenter's sheet closure): fixed there, not in the screen's own code.
    var isAddedWherePresented = false

    public init(span: ByteSpan, label: Located<String>? = nil) {
        self.span = span
        self.label = label
        self.isInferred = false
    }

    /// Whether the rules may judge `facts` of this action.
    public func knows(_ facts: Facts) -> Bool { unknownFacts.isDisjoint(with: facts) }

    public var labelText: String { label?.value ?? "" }
    public var effectiveRole: ActionRole { role?.value ?? .default }
    /// `dismiss: true` (*dismissing* in the FlowFiles article's glossary).
    public var isDismissing: Bool { dismiss?.value == true }
    /// Dismissing with role `done` or `default` (a role that is unknown is neither).
    public var isCompleting: Bool {
        isDismissing && knows(.role) && (effectiveRole == .done || effectiveRole == .default)
    }
    /// Completing in a way that commits people's work: a role stated (a flow file's `role`,
    /// a confirmation placement) or words that commit (Save, Add, Send), never a plain way
    /// out (Done, OK, Close). A completing button of other words and no stated role (Play
    /// Next in a chooser sheet) may only choose.
    public var isCommitting: Bool {
        isCompleting && !ButtonWords.isPlainWayOut(labelText) && (role != nil || ButtonWords.isCommitting(labelText))
    }
    /// Committing by its role or the words people see on it (Save, Add, a confirmation
    /// placement), whether or not it is known to dismiss: wherever it leads, people do not
    /// leave through it without committing (`safe-exit`). A stand-in label (a method's
    /// name for words code sets) says nothing.
    public var commitsWhereverItLeads: Bool {
        knows(.role) && (effectiveRole == .done || effectiveRole == .default) && !ButtonWords.isPlainWayOut(labelText)
            && (role != nil || labelKind == .words && ButtonWords.isCommitting(labelText))
    }
    /// Dismissing with role `cancel` or `close` (a role that is unknown is neither).
    public var isDiscarding: Bool {
        isDismissing && knows(.role) && (effectiveRole == .cancel || effectiveRole == .close)
    }
}

/// A place in one of a document's files: an index into `FlowDocument.sources` and a span.
/// A call of a helper that builds an alert with the title it is handed, where the call
/// hands it none (`Screen.untitledCalls`).
/// The app's method that builds alerts with no title and hands them back
/// (`UIAlertController.createCheckoutAlert(from:)` writing `title: nil`): where
/// `modal-title` reports them, once.
public struct UntitledHelper: Sendable, Hashable {
    /// The method's name, in its file.
    public var place: CodePlace
    /// Its full name (`createCheckoutAlert(from:)`).
    public var method: String

    public init(place: CodePlace, method: String) {
        self.place = place
        self.method = method
    }
}

public struct UntitledCall: Sendable, Hashable {
    /// The call's name, in the caller's file.
    public var place: CodePlace
    /// The method called there (`showAlert(title:message:handler:)`).
    public var helper: String
    /// The method that makes the call (`CustomDNSViewController.toggleCustomDNS`): how
    /// baselines and fingerprints tell the calls apart, never by line.
    public var caller: String
    /// The call leaves the title out, to a default of nil or "" (else it passes one).
    public var leavesTitleOut: Bool
    /// The words the call hands as the alert's message, where it spells them out (a
    /// literal, or a localised string whose table gives them): what people read, and so
    /// how the diagnostic names the alert.
    public var messageWords: String?

    public init(place: CodePlace, helper: String, caller: String, leavesTitleOut: Bool, messageWords: String? = nil) {
        self.place = place
        self.helper = helper
        self.caller = caller
        self.leavesTitleOut = leavesTitleOut
        self.messageWords = messageWords
    }
}

/// A `dismiss` in a branch of a `#if` block that an iOS build leaves out.
public struct LeftOutDismissal: Sendable, Hashable {
    /// The `dismiss` call.
    public var place: CodePlace
    /// The branch's directive as written (`#if targetEnvironment(macCatalyst)`), when it is
    /// an `#if` or `#elseif` on one line.
    public var directive: String?
}

public struct CodePlace: Sendable, Hashable {
    public var file: Int
    public var span: ByteSpan

    public init(file: Int, span: ByteSpan) {
        self.file = file
        self.span = span
    }
}

extension CodePlace {
    /// The file's name (its last path component) and the 1-based line: how messages, notes
    /// and `why` name a place. Only the line is computed (a binary search), never a column.
    func fileAndLine(in sources: [SourceFile]) -> (file: String, line: Int) {
        let source = sources[file]
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        return (name, source.lineIndex(at: max(0, min(span.start, source.bytes.count))) + 1)
    }

    /// `File.swift:12`, as a message writes it.
    func written(in sources: [SourceFile]) -> String {
        let (name, line) = fileAndLine(in: sources)
        return "\(name):\(line)"
    }
}

/// One fact that code stated about a screen, and where.
public struct CodeFact: Sendable {
    public var fact: Facts
    public var place: CodePlace

    public init(_ fact: Facts, at place: CodePlace) {
        self.fact = fact
        self.place = place
    }
}

/// A screen the reading found but no rule judges, and why.
public struct ScreenNotJudged: Sendable {
    public enum Reason: Sendable, Hashable {
        /// The scene's class is the app's own, and its code is not in the run: the buttons
        /// and title it may add are unknown.
        case classNotInRun(String)
        /// Nothing shows the scene: no segue reaches it, it is no entry, and no code of the
        /// run names its class or storyboard identifier.
        case deadScene
        /// A code file that declares or extends the screen's type does not lex (its path).
        case codeNotRead(String)
    }

    public var screen: String
    public var place: CodePlace
    public var reason: Reason

    public init(screen: String, place: CodePlace, reason: Reason) {
        self.screen = screen
        self.place = place
        self.reason = reason
    }
}
