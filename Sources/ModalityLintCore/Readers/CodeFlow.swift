/// The screens and the ways between them that an app's code states (SwiftUI views, UIKit
/// view controllers, the alerts and sheets they present), before they join the screens
/// the storyboards state. Code readers produce it; `AppReader` merges it into one app
/// graph, so that a view controller presented from code and the storyboard scene of the
/// same class are one screen.
///
/// Every place is a `CodePlace` whose file indexes the document's sources (the storyboards
/// first, then the code files).
struct CodeFlow {
    var screens: [CodeScreen] = []
    /// Screens their presenter's code keeps and dismisses (PresenterClosings), by the target
    /// of the presentation and where the presenter dismisses them.
    var presenterClosings: [(target: CodeAction.Target, place: CodePlace)] = []
    /// Scenes of a storyboard whose presenter's code sets their title before presenting
    /// them (PresenterTitles), by the target and where: their title is the presenter's to give.
    var presenterTitles: [(target: CodeAction.Target, place: CodePlace)] = []
    /// The screens code makes roots of the app (a window's root, a tab bar's tab), outside
    /// the app's launch too: each is where people start, an entry of the flow.
    var rootTargets: [CodeAction.Target] = []

    /// The screen of `name`, created (at `place`) when it is not there yet.
    mutating func screen(named name: String, at place: CodePlace) -> Int {
        if let index = indexByName[name] { return index }
        screens.append(CodeScreen(name: name, place: place))
        indexByName[name] = screens.count - 1
        return screens.count - 1
    }

    func index(ofScreenNamed name: String) -> Int? { indexByName[name] }

    private var indexByName: [String: Int] = [:]
}

/// One screen that code states: a view controller class, a SwiftUI view type, or a system
/// modal (an alert, an action sheet, a share sheet) that code builds where it presents it.
struct CodeScreen {
    /// The type's name (`ComposerView`), or a name made for a system modal that has no type
    /// (`ComposerView.alert.42`: its presenter, its kind, its line).
    var name: String
    /// The type's name in its declaration, or the modifier or initialiser that makes a
    /// system modal: where diagnostics at the screen point.
    var place: CodePlace
    var kind: ScreenKind = .screen
    /// The title: its text when a literal says it, nil text when code sets it from a value.
    var title: (text: String?, place: CodePlace)?
    var container: (kind: ContainerKind, place: CodePlace)?
    var editsContent: (value: Bool, place: CodePlace)?
    var content: (kinds: [ContentKind], place: CodePlace)?
    var dismissGesture: (value: DismissGesture, place: CodePlace)?
    /// The style and transition the screen's own code sets on itself (UIKit's
    /// `modalPresentationStyle` in its initialiser or `viewDidLoad`).
    var presentation: (value: PresentationStyle, place: CodePlace)?
    var transition: (value: TransitionStyle, place: CodePlace)?
    /// A screen people start on (a `WindowGroup`'s content, a tab of a `TabView`).
    var isEntry = false
    /// Stated by SwiftUI code (not a UIKit class).
    var isSwiftUI = false
    /// Not a screen but a method that presents on a view controller it is handed or
    /// reaches (`Utils.alert(title:message:controller:)`): it stands for its callers.
    var isUnnamedPresenter = false
    /// An alert's own view gets a view of the app's (a spinner): see `Screen.progressView`.
    var progressView: CodePlace?
    /// `Screen.dismissalLeftOutOfiOS`.
    var dismissalLeftOutOfiOS: LeftOutDismissal?
    /// The app's code dismisses the alert itself.
    var closedByCode: CodePlace?
    /// See `Screen.closedOnEveryPath`.
    var closedOnEveryPath = false
    /// See `Screen.returnsToItself`.
    var returnsToItself: CodePlace?
    /// An alert that relays a web page's: see `Screen.relaysWebPage`.
    var relaysWebPage = false
    /// See `Screen.takesText`.
    var takesText: CodePlace?
    /// See `Screen.contentHolder`.
    var contentHolder: String?
    /// See `Screen.madeByCall`.
    var madeByCall: String?
    /// See `Screen.untitledByHelper`.
    var untitledByHelper: UntitledHelper?
    /// See `Screen.messageHandedBy`.
    var messageHandedBy: String?
    /// Made as a `UIAlertView` or `UIActionSheet`: see `Screen.madeByLegacyAlertClass`.
    var madeByLegacyAlertClass = false
    /// How messages name it (an alert by its title or first words): `Screen.displayName`.
    var displayName: String?
    /// An alert's message, where the code spells its words out: `Screen.message`.
    var message: String?
    /// An alert whose title is this parameter of the method that builds it: what each
    /// call hands in (ParameterBoundTitles).
    /// `returned`: the method hands the alert back, so only calls that drop the result
    /// leave its title as the call hands it in.
    /// `shownWhen`: the alert is made only in a branch on one of the method's `Bool`
    /// parameters (`if alert { ... UIAlertController ... } else { makeToast(...) }`): the
    /// parameter's position and the value it must have for the call to show an alert.
    var titleParameter: (method: MethodDeclaration, position: Int, returned: Bool, shownWhen: (position: Int, value: Bool)?)?
    /// See `Screen.untitledCalls`.
    var untitledCalls: [UntitledCall] = []
    /// See `Screen.titleInContent`.
    var titleInContent: TitleInContent?
    var actions: [CodeAction] = []
    /// What the code does not state plainly about this screen.
    var unknownFacts: Facts = []
    /// Why: `Screen.openReasons`.
    var openReasons: [OpenReason] = []

    init(name: String, place: CodePlace) {
        self.name = name
        self.place = place
    }
}

/// One control or code path that leads somewhere: a button, a toolbar item, a link, a
/// `present(_:animated:)` call.
struct CodeAction {
    enum Target: Hashable {
        /// A screen of the code flow, by its name (a view type, a class, a system modal).
        case screen(String)
        /// The storyboard scene with this Storyboard ID (`instantiateViewController(withIdentifier:)`).
        case storyboardIdentifier(String)
        /// The initial scene of the storyboard of this name (`instantiateInitialViewController()`).
        case storyboardInitialScene(String)
    }

    enum Edge {
        case present, push
    }

    var label: String
    var role: ActionRole?
    /// The control's initialiser (`Button`, `UIBarButtonItem`, `UIAlertAction`), or the call
    /// that presents: where diagnostics at the action point.
    var place: CodePlace
    var target: Target?
    var edge: Edge?
    /// Where diagnostics "at its `present`" or "at its `push`" point: the modifier or call.
    var edgePlace: CodePlace?
    /// Where the screen uses the shared view or modifier whose code presents (`.safariSheet(url:
    /// $help)`, a modifier twenty screens apply): where this screen's present is changed when
    /// the change is the screen's own (how deep the stack is), not the shared code's (a style).
    var usedAt: CodePlace?
    var style: PresentationStyle?
    var transition: TransitionStyle?
    /// Where the code sets `transition` (`vc.modalTransitionStyle = .flipHorizontal`), when
    /// it sets it on the presented controller just before presenting: where it is changed.
    var transitionPlace: CodePlace?
    var compact: CompactStyle?
    /// `Action.compactMethod`.
    var compactMethod: String?
    /// The alert or action sheet (a screen of the code flow, by name) it asks with first.
    var confirm: String?
    /// True when it closes its modal; nil when the code does not say.
    var dismisses: Bool? = false
    /// What the code does not state plainly about this action (its style, transition).
    var unknownFacts: Facts = []
    /// Why: `Screen.openReasons`.
    var openReasons: [OpenReason] = []
    /// Whether `label` is words people see: `Action.labelKind`.
    var labelKind: ActionLabelKind = .words
    /// `Action.endsAMode`.
    var endsAMode = false
    /// `Action.shownOnlyWhen`.
    var shownOnlyWhen: String?
    /// `Action.routeTargets`: the view types a route's push may show, by name.
    var routeTargets: [String] = []
    /// `Action.isAddedWherePresented`.
    var isAddedWherePresented = false
    /// `Action.handlerPlace`: the action method an Interface Builder control triggers.
    var handlerPlace: CodePlace?
    /// A present of the app's shell, taking over from the launch flow (AppShellPresents):
    /// `Action.isRootSwitch`.
    var isRootSwitch = false
    /// `Action.presentsWithoutAnimation`.
    var presentsWithoutAnimation = false
    /// `Action.onlyCloses`.
    var onlyCloses = false

    init(label: String, place: CodePlace) {
        self.label = label
        self.place = place
    }
}

extension CodeScreen: KeepsOpenReasons {
    /// Settles the title as part of the content (the first place found stands): the title
    /// fact is known, and the reasons that opened only it are dropped, except that no bar
    /// shows, which advice still asks (a close button in the content, not in a bar).
    mutating func settleTitleInContent(_ found: TitleInContent) {
        if titleInContent == nil { titleInContent = found }
        let barless = openReasons.filter { $0.kind == .noNavigationBar }
        close(.title)
        for reason in barless where !openReasons.contains(reason) { openReasons.append(reason) }
    }
}
extension CodeAction: KeepsOpenReasons {}
