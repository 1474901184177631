/// What one view type's own code says, read once (`ViewSummaryScanner`) and shared by every
/// screen whose composition holds the type. Places are (file, token) pairs in the code
/// index's files; the screen assembly turns them into `CodePlace`s.
struct ViewSummary {
    struct Place: Hashable {
        var file: Int
        var token: Int
    }

    /// A view type constructed in the body (`EditorToolbar(isPresented: $isPresented)`).
    struct Construction {
        var name: String
        var place: Place
        /// `label: $name` arguments (`_name` and `self.$name` too): the bindings handed in.
        var bindingArguments: [(label: String, passed: String)]
        /// Arguments that hand a binding whose setter is the app's code (`text: Binding(get:
        /// set:)`, or a computed `Binding` property writing to a model), by label: what the
        /// view's field bound to it receives goes to that code as it is typed.
        var bindingsThroughAppCode: Set<String> = []
        /// A presented target whose site puts objects into its environment (in its branch, or
        /// through a wrapper of `ContentHosts`): see `PresentedContent.setsEnvironmentObjects`.
        var getsEnvironmentObjects = false
        /// In a `switch` branch, the enum cases of its pattern (`case .about, .help:`); empty
        /// elsewhere and for `default`.
        var cases: [String] = []
        /// Shown with `.allowsHitTesting(false)` or `.disabled(true)`: its buttons (and its
        /// children's) cannot be tapped.
        var isInert = false
        /// Built in a `ForEach` or a `List` over data: a row, whose headings head the row,
        /// not the screen.
        var isRepeated = false
        /// In a branch of an `if` or `switch`: the branch's tokens. A modifier written there
        /// is this target's, not every branch's (damus shows twelve screens from one switch).
        var branch: Range<Int>?
        /// `.interactiveDismissDisabled(...)` applied in its own branch.
        var dismissGesture: (value: DismissGesture, place: Place)?
        /// `NavigationStack`/`NavigationView` wrapping it in its own branch.
        var container: (kind: ContainerKind, place: Place)?
        /// A method of `extension View` called with closures (`.buttonize { chosen = item }`):
        /// what each does, read in the caller's code, by the parameter it is handed as.
        var handedClosures: [String: ActionEffects] = [:]
        /// What each closure its initialiser keeps does, read in the building site's code, by
        /// the closure property it is kept as (InitialiserClosures).
        var initialiserClosures: [String: ActionEffects] = [:]
        /// The closures its initialiser keeps that set a flag of the building view
        /// (`CloseChip { closeAskingFirst() }` turning on `askingToDiscard`): left out of
        /// `initialiserClosures`, whose names must be the child's, but what asks first when
        /// the flag shows the building view's own dialog.
        var flagSettingClosures: [String: ActionEffects] = [:]
    }

    /// `flag = nil` in the type's own code, and what the code around it is about.
    struct FlagReset {
        var name: String
        var place: Place
        /// The member names (`.filter` in `if case .filter = sheet`, `sheet = .filter`) said
        /// in the event handler's closure (`.onReceive`, `.onChange`, `.task`) or the method
        /// the reset runs in; nil when it runs elsewhere (a control's action in the body).
        /// When one flag drives several screens, a reset in a handler that names none of a
        /// screen's cases closes whichever happens to be up: it is not about that screen.
        var scopeNames: Set<String>?
        /// Run by `.onChange(of: name)` (the reset is in its closure, outside any method it
        /// calls): the flag closes when `name` changes.
        var onChangeOf: String?
    }

    /// A `Button`, `NavigationLink` or `ShareLink`.
    struct Control {
        enum Kind { case button, navigationLink, shareLink }
        var kind: Kind
        var label: String
        var role: ActionRole?
        var place: Place
        var effects: ActionEffects
        /// Whether `label` is the words people see, a symbol, or a stand-in (a method's name).
        var labelKind: ActionLabelKind = .words
        /// Drawn only under an `if` on the device (`DeviceConditions`): the condition as
        /// written. Nil where it shows whatever the device.
        var shownOnlyWhen: String?
        /// Written at a presenting site inside one branch of an `if`/`else` of the content
        /// (`if let url { AddView(url) } else { NavigationView { ... Button("Close") } }`):
        /// the branch's tokens. It belongs to the screen built in that branch, not the others.
        var siteBranch: Range<Int>?
        /// In the bar above the keyboard (`ToolbarItemGroup(placement: .keyboard)`), shown
        /// while people type: its Done hides the keyboard (`SwiftUIReader.endsAMode`).
        var isOnKeyboardBar = false
        /// Drawn by a view of the app's that a presenting site builds inside the presented
        /// content (`ToolbarItem { CancelIconButton() }`): its `dismiss` is the presented
        /// screen's own, not the presenter's.
        var dismissIsThePresentedScreens = false
        /// In a `ToolbarItem` or `ToolbarItemGroup` (a bar's button, not the content's).
        var isInToolbar = false
        /// A `NavigationLink`'s destinations (each branch of an `if`/`switch` one).
        var destinations: [Construction] = []
        /// A `NavigationLink(isActive: $flag, ...)`'s flag: setting it pushes the destinations.
        var activatingFlag: String?
        /// A `ShareLink`'s share sheet's screen id (SwiftUIReader.nameSystemModals).
        var screenID = ""
    }

    /// A presented (or, for `navigationDestination`, pushed) content closure's facts that
    /// belong to the presented screen.
    struct PresentedContent {
        var targets: [Construction] = []
        /// `NavigationStack`/`NavigationView` wrapping the target at the site.
        var container: (kind: ContainerKind, place: Place)?
        var dismissGesture: (value: DismissGesture, place: Place)?
        /// `.navigationTitle(...)` applied at the site (`NavigationView { Feed().navigationTitle("Feed") }`):
        /// the presented screen's title, written in the presenter's code.
        var title: (text: String?, place: Place)?
        /// A `.navigationTitle` in a closure of several targets, or that presents or pushes
        /// in turn: the presented screen may have that title.
        var titleIsUnclear = false
        /// `.presentationCompactAdaptation(.none)` or `(.popover)`: the style it names, so
        /// that a message quotes what the source says.
        var refusedCompactAdaptation: CompactStyle?
        /// The site puts objects into the presented content's environment (`.environment(x)`,
        /// `.environmentObject(x)` outside every branch): the content's
        /// `@Environment(Router.self)` may be another object than the presenter's.
        var setsEnvironmentObjects = false
        /// What each of those modifiers hands: the presenter's property it names
        /// (`.environmentObject(importNav)` hands `importNav`), or nil for anything else.
        /// Handing back the very object whose property presents the content changes nothing
        /// of whose that property is.
        var handedEnvironmentObjects: [String?] = []
        /// A closure that builds something, but no view type of the run.
        var constructsUnknownView = false
        /// Buttons the site adds around the target (`Editor().toolbar { Button("Done") {
        /// shown = false } }`): the presented screen's, written in the presenter's code.
        var siteControls: [Control] = []
        /// View types of the app the site builds around the target with closures it hands
        /// them (`Editor().toolbar { CloseItem { shown = false } }`): the buttons each draws
        /// with a closure handed in run that closure, written in the presenter's code.
        var siteHelpers: [SiteHelper] = []
        /// Modifiers of the app's own applied at the site (`Bio().appNavigationBar("Profile")`,
        /// `.modifier(AppBar())`): read as views, they may set the presented screen's title
        /// or hide its bar.
        var siteModifiers: [Construction] = []
        /// `.navigationBarHidden(true)` (or a toolbar hidden) at the site.
        var hidesBar: Place?
        /// Presentation modifiers applied inside the closure (`.sheet { Picker(context: c)
        /// .alert(item: $c.alertInfo) }`): the presented screen presents them, driven by the
        /// presenter's flags.
        var sitePresentations: [Presentation] = []

        /// The site's presentations that `target` presents: those written in its own branch
        /// of an `if`/`switch`, and those outside every branch.
        func sitePresentations(presentedBy target: Construction) -> [Presentation] {
            sitePresentations.filter { presentation in
                let owner = targets.first { $0.place.file == presentation.place.file && $0.branch?.contains(presentation.place.token) == true }
                return owner.map { $0.place == target.place } ?? true
            }
        }
    }

    /// A view type of the app built at a presenting site with closures (`CloseItem(kind:
    /// .done) { shown = false }`): what each closure does, read in the presenter's code, by
    /// the closure property the helper keeps it as (InitialiserClosures).
    struct SiteHelper {
        var name: String
        var place: Place
        var handed: [String: ActionEffects]
        /// The role the site's toolbar placement gives it (`ToolbarItem(placement:
        /// .cancellationAction) { CloseItem { ... } }`).
        var role: ActionRole?
        var shownOnlyWhen: String?
        /// `Control.siteBranch`.
        var siteBranch: Range<Int>?
    }

    /// An alert's or dialog's button.
    struct SystemButton {
        var label: String
        var role: ActionRole?
        var place: Place
        var labelKind: ActionLabelKind = .words
        /// Whether its action closes the view that shows the alert or dialog.
        var dismissesPresenter = false
    }

    struct Presentation {
        enum Kind { case sheet, fullScreenCover, popover, alert, confirmationDialog, actionSheet, navigationDestination }
        var kind: Kind
        /// The modifier's name token.
        var place: Place
        /// The token after the modifier's call: its arguments and closures end before it.
        var end: Int = 0
        /// The name of the binding that drives it (`showEditor` for `$showEditor`,
        /// `$model.showEditor`), or the argument's text.
        var binding: String?
        /// `router` of `$router.presentedSheet`: the presenter's property whose object holds
        /// the binding's state (a router, a view model), when the binding is exactly one
        /// property of one property.
        var bindingObject: String?
        var content = PresentedContent()
        /// A Composable Architecture presentation (`item: $store.scope(state:
        /// \.destination?.changelog, ...)`): the presenter's store property and the first
        /// component of the state path, which the parent's reducer may clear.
        var storeScope: (store: String, state: String)?
        /// A Composable Architecture presentation driven by the presenter's state through an
        /// action (`item: $store.route.sending(\.setNavigation).filters`): the store property,
        /// the state it reads, and the cases of the parent's actions that carry the presented
        /// features' actions (`action: \.filters` where the content scopes a store); none when
        /// the content scopes no store of the parent's.
        var sendingScope: (store: String, state: String, childActions: Set<String>)?
        /// A binding made with `.sending(\.setNavigation)`: the store's action it sends, with
        /// `nil`, when the presentation closes.
        var sendingAction: String?
        /// Alerts and dialogs: their screen's id (SwiftUIReader.nameSystemModals).
        var screenID = ""
        /// Alerts and dialogs: the title (nil text: set from a value).
        var systemTitle: String??
        /// Built as iOS 13's `Alert(title:...)` or `ActionSheet(title:...)` value: advice
        /// names that type's arguments, not the modifier's.
        var isLegacyConstruction = false
        /// Alerts and dialogs: the buttons, or nil when the code builds them some way the
        /// reading does not follow.
        var systemButtons: [SystemButton]? = []
        /// Made through the app's own overload of the modifier (PresentationOverloads):
        /// what the overload adds around the content (a title, buttons, a bar) is not read.
        var throughAppOverload = false
    }

    var controls: [Control] = []
    var presentations: [Presentation] = []
    /// `flag = false` / `flag = nil` anywhere in the type's code: where a presentation the
    /// type drives with `flag` may be closed by code rather than by a control.
    var flagResets: [FlagReset] = []
    /// `sheet = .about` anywhere in the type's code: the names each flag is set to (enum
    /// cases, or static members such as `.forItem(x)`).
    var flagCases: [String: Set<String>] = [:]
    /// Flags also set to something other than `.name` or `nil` (`sheet = chosen`): which
    /// cases they take is not said.
    var flagsSetOtherwise: Set<String> = []
    /// `$flag` or `_flag` outside a presentation modifier: handed to code that may set it.
    var flagsHandedOut: Set<String> = []
    /// Flags the type's shipped code may set to something other than `false` or `nil`
    /// (`flag = true`, `flag = .about`, `flag.toggle()`, `flag |= ...`); code under a
    /// condition that does not ship (`#if DEBUG`) is not counted.
    var flagsMaySetTrue: Set<String> = []
    /// Flags that code under a condition that does not ship sets to `true` (or toggles).
    var flagsSetTrueInUnshippedCode: Set<String> = []
    /// How many times the type's code (its declarations, nested types aside) says each
    /// name, shipped or not.
    var mentions: [String: Int] = [:]
    var children: [Construction] = []
    /// Names said (not as members) in the first branch of an `if` on the device, how many
    /// times and under which condition: a view property said only there shows only there.
    var deviceConditionedUses: [String: (count: Int, condition: String)] = [:]
    /// Representables built here whose edits are handed to the app as they are typed
    /// (`.onChange(of: draft)` saving a draft): their text views' content stays open.
    var representablesHandingOffEdits: Set<String> = []
    /// `TabView` children: entry screens of their own.
    var tabs: [Construction] = []
    var title: (text: String?, place: Place)?
    /// The one name a title that is no literal shows (`.navigationTitle(title)`, a principal
    /// item's `Text(title)`): in an `extension View` method, a parameter whose words the
    /// screen's call of the method hands (`ForwardedParameterValues.words`).
    var titleName: String?
    /// Text in a leading toolbar item that is not a button's (`ToolbarItem(placement:
    /// .navigation) { Menu { ... } label: { Text("Find").font(.largeTitle) } }`): a title
    /// drawn by hand, or not; whether the screen has one is not said.
    var mayShowTitle: Place?
    /// A view of a package outside the run in a toolbar item (`ToolbarItem { DismissButton()
    /// }`): a button people see in the bar may be its, which the reading cannot see.
    var unseenBarView: (name: String, place: Place)?
    /// A `Text` in a title font (`.font(.title)`, `.font(.largeTitle.bold())`, a large
    /// `.system(size:)`) outside controls, toolbars and rows: a heading drawn in the
    /// content, which may be all the title the screen needs.
    var heading: Place?
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`, or the same
    /// with a value: the bar may not show, and then the title is part of the content.
    var hidesBar: Place?
    /// `.toolbar { ... }` or `.navigationBarItems(...)`: the view puts items in SwiftUI's
    /// bars, so the bar people see is SwiftUI's, whose title only `.navigationTitle` sets.
    var fillsTheBar: Place?
    var content: [(kind: ContentKind, place: Place)] = []
    var editsContent: Place?
    /// Every field that made `editsContent`, with the view's property its text is bound to
    /// (`draft` of `TextEditor(text: $draft)`), when it is one: whether what is typed is
    /// kept as typed depends on what that property is at the screen's building site.
    /// `isShortEntry`: one line of a form, drawn once (not a row of a list): a name or an
    /// address, which a screen needs several of before they are work (`ShortEntry`).
    var editedFields: [(binding: String?, place: Place, isShortEntry: Bool)] = []
    /// A one-line field in a form: it may edit content, or look something up, or hold a
    /// setting saved as typed.
    var mayEditContent: Place?
    /// One-line fields whose purpose rests on what the view's buttons do with their text
    /// (`OneLineFieldPurpose`): the property the text is bound to, when a chain of names
    /// starts from one, the whole binding's name (`draft` of `$draft`), where, and whether
    /// it is drawn inside a `Form`.
    var oneLineFields: [(root: String?, binding: String?, place: Place, inRows: Bool, inForm: Bool)] = []
    /// Names read by a button's action that commits (`OneLineFieldPurpose.committedNames`).
    var committedNames: Set<String> = []
    /// An `.onChange` whose handler writes to storage (FrameworkBehaviour.persistingCalls):
    /// what is typed may be saved as it is typed, a draft, so whether closing loses it is open.
    var savesOnChange: Place?
    /// An `.onAppear` (or `.task`) that pushes onto the path of a `NavigationStack(path:)`
    /// of the view's own (`path.append(.intro)`): the stack's root is passed at once.
    var pushesFirstPageOnAppear: Place?
    var dismissGesture: (value: DismissGesture, place: Place)?
    /// What the view's gesture and event handlers do (`.onTapGesture`, `.onChange`,
    /// `.onReceive`, `.task`): a way out that no button shows, when they close something
    /// or reach code the reading does not follow.
    /// `event`: the app's named event an `.onReceive` listens for (`EventPosters`);
    /// `onAppear`: a `.task` with no `id:`, which runs when the view appears, as
    /// `.onAppear` does, never on anything people do.
    var handlers: [(effects: ActionEffects, place: Place, event: String?, onAppear: Bool)] = []
    /// A body that is only an `if`/`switch` (`switch sheetType { case .about: AboutView() ... }`):
    /// the view each branch shows. Such a view routes; each branch is a screen of its own.
    var branchTargets: [Construction]?
    /// What the top of `body` is: `NavigationStack` gives `navigation`.
    var container: (kind: ContainerKind, place: Place)?
    /// The view `body` is made of, under its modifiers (and a navigation container):
    /// `_PhotoCropView(...)` in `var body: some View { _PhotoCropView(...).toolbar { ... } }`.
    var bodyRootType: String?
}

/// What a button's action does, as far as the contract reads it: calls the environment's
/// dismiss, sets bindings, or calls a closure its parent handed in.
struct ActionEffects {
    /// Calls `@Environment(\.dismiss)`'s value or `presentationMode.wrappedValue.dismiss()`.
    var callsDismiss = false
    /// Names set to `false` or `nil` (or toggled).
    var setsFalse: Set<String> = []
    /// Names set to anything else (or toggled): the bindings it drives.
    var setsTrue: Set<String> = []
    /// Calls a closure property (`onCancel()`): what that does is the parent's code.
    var callsParentClosure = false
    /// The closure properties (or, in a method of `extension View`, parameters) it calls.
    var parentClosures: Set<String> = []
    /// Hands a value to such a closure (`itemToAdd(area)`): what people chose goes to the
    /// code that handed the closure in. With a dismiss beside it, the control is a choice
    /// that closes (Rules/safe-exit.md).
    var handsValueToParentClosure = false
    /// Calls code the reading does not follow to the end (another object's method, a
    /// global function of the app, a `dismiss` of another object): what that does is
    /// unknown, so whether the action closes its screen is too.
    var reachesUnfollowedCode = false
    /// Calls `dismiss` outside every branch of the action (`askDiscard = hasChanges;
    /// dismiss()`), rather than only on one path (`if hasChanges { askDiscard = true } else
    /// { dismiss() }`): a Cancel that also asks does not ask on every path that closes.
    var dismissesOnEveryPath = false
    /// The first call it makes that the reading does not follow (a closure handed in, a
    /// method of another object), for saying why whether it closes is open.
    var unfollowedCall: UnfollowedCall?
    /// Actions it sends to a store with `nil` (`store.send(.setNavigation(nil))` gives
    /// `setNavigation`): what a binding made with `.sending(\.setNavigation)` sends when
    /// the presentation it drives is closed.
    var sendsNil: Set<String> = []
    /// Properties of the app's objects it sets to `nil` or `false` through a method it calls
    /// on one the view holds (`router.dismiss()` clearing `Router.presentedSheet`).
    var clearsObjectState: Set<String> = []
    /// Its whole code is one call of the environment's dismiss or of a closure handed in
    /// (`{ dismiss() }`, `action: dismiss.callAsFunction`, `Button(action: action)`): it does
    /// nothing else, so where that closes, it closes and commits nothing.
    var doesNothingElse = false

    /// Closes and does nothing else: a way out by its program, whatever words it shows.
    var onlyDismisses: Bool { doesNothingElse && callsDismiss && !callsParentClosure && !reachesUnfollowedCode }

    /// The flags it sets, named as the caller knows them: a builder method's binding
    /// parameter becomes the flag the call hands it (`isPresented` → `showingAliases`).
    mutating func renameFlags(_ names: [String: String]) {
        setsFalse = Set(setsFalse.map { names[$0] ?? $0 })
        setsTrue = Set(setsTrue.map { names[$0] ?? $0 })
    }

    mutating func formUnion(_ other: ActionEffects) {
        if unfollowedCall == nil { unfollowedCall = other.unfollowedCall }
        callsDismiss = callsDismiss || other.callsDismiss
        setsFalse.formUnion(other.setsFalse)
        setsTrue.formUnion(other.setsTrue)
        callsParentClosure = callsParentClosure || other.callsParentClosure
        parentClosures.formUnion(other.parentClosures)
        handsValueToParentClosure = handsValueToParentClosure || other.handsValueToParentClosure
        reachesUnfollowedCode = reachesUnfollowedCode || other.reachesUnfollowedCode
        dismissesOnEveryPath = dismissesOnEveryPath || other.dismissesOnEveryPath
        clearsObjectState.formUnion(other.clearsObjectState)
        sendsNil.formUnion(other.sendsNil)
        doesNothingElse = doesNothingElse && other.doesNothingElse
    }
}
