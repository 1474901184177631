/// Reads the run's SwiftUI code into screens (the ReadingAnApp article): the roots of what is
/// presented or pushed and the contents of `WindowGroup`s and `TabView`s, each with its
/// composition (its body and, transitively, the view types it constructs, stopping at
/// anything presented or pushed), its actions, and the alerts and dialogs it presents.
///
/// Each view type's code is read once (`ViewSummaryScanner`, memoised); a screen's facts
/// are the union of its members' summaries, so the reading is linear in the code plus the
/// size of the compositions.
struct SwiftUIReader {
    let index: CodeIndex
    /// Where the code files start in the document's sources.
    let firstFileIndex: Int
    private(set) var viewTypes: SwiftUIViewTypes
    private var summaries: [ViewSummary?]
    /// Screens shown through values of the app's own route type (RouteValues).
    private let routes: RouteValues
    /// Read on first need: the cases of presenting enums the code certainly builds.
    private var builtCases: BuiltEnumCases?
    /// Read on first need: where the app raises its named events.
    private var eventPosters: EventPosters?

    /// What the sites that present or push a root say about it.
    private struct RootRecord {
        var type: String
        var isEntry = false
        var isTab = false
        /// Pushed somewhere (`NavigationLink`, `navigationDestination`): there `dismiss()`
        /// goes back rather than closing a modal.
        var isPushed = false
        /// The view types whose code pushes it.
        var pushers: Set<String> = []
        /// Closed by its presenter's code (`showProgress = false` when work ends), not only
        /// by controls: a way out that no button shows.
        var closedByPresenterCode = false
        /// Where: the presentation whose flag the presenter's code resets.
        var closedByPresenterPlace: ViewSummary.Place?
        /// The view types that present it modally: it covers them while it shows.
        var presenters: Set<String> = []
        var container: (kind: ContainerKind, place: ViewSummary.Place)?
        var dismissGesture: (value: DismissGesture, place: ViewSummary.Place)?
        /// A title a showing site applies to it (`.sheet { Feed().navigationTitle("Feed") }`).
        var siteTitle: (text: String?, place: ViewSummary.Place)?
        /// A site's title that may be its own, or another screen's.
        var siteTitleIsUnclear = false
        /// Where: the presentation whose content says the unclear title.
        var siteTitlePlace: ViewSummary.Place?
        /// Modifiers of the app's own that showing sites apply to it, read as views.
        var siteModifiers: [String] = []
        /// A showing site hides its navigation bar.
        var siteHidesBar = false
        var siteHidesBarPlace: ViewSummary.Place?
        /// A showing site presents it through the app's own overload of the modifier, which
        /// may wrap it in a bar, a title and buttons the reading does not see.
        var shownThroughAppOverload = false
        /// Where: the overload's call at the showing site.
        var appOverloadPlace: ViewSummary.Place?
        /// Bindings a presenter handed in for the presentation (the child's property names).
        var dismissBindings: Set<String> = []
        /// Bindings handed in whose change the presenter closes it on (`.onChange(of:
        /// chosen) { _ in shown = false }` with `$chosen` handed in): setting one closes it.
        var closingOnChange: Set<String> = []
        /// The app's objects' properties that drive its presentations
        /// (`Router.presentedSheet` for `.sheet(item: $router.presentedSheet)`): a method
        /// that clears one closes it (ObservedObjectState).
        var dismissObjectState: Set<String> = []
        /// Every binding a site that shows it hands in (the child's property names): the
        /// `@Binding`s whose source the reading knows.
        var followedBindings: Set<String> = []
        /// The `@Binding`s every presenting site hands a `@State` of its own that the
        /// presenter's code changes only inside what it shows (`draft: $draft`, cleared by the
        /// closure that posts it): text typed there outlives the sheet (`presenterKeptBindings`).
        /// Nil until a site is read.
        var keptByPresenter: Set<String>?
        /// Buttons presenting sites add around it, with the presenter and the flag each site's
        /// presentation is driven by.
        var siteControls: [(control: ViewSummary.Control, presenter: String, binding: String?, sendingAction: String?)] = []
        /// Alerts, dialogs and sheets presenting sites apply to it inside their content
        /// closures (`.sheet { Picker().alert(item: $info) }`), with the presenter whose
        /// flags drive them.
        var sitePresentations: [(presentation: ViewSummary.Presentation, presenter: String)] = []
        /// The closure properties every presenting site hands it a closure for that closes
        /// it (SiteClosingClosures: `onPlace: { showStoneSheet = false; ... }`): its controls
        /// that call one close it. Nil until a site is read.
        var closingClosures: Set<String>?
        /// Every site that presents it is driven by a `@State` of its presenter's own, which
        /// the presenter hands nowhere, and hands its content no binding: only the
        /// presenter's code, and a `dismiss` read in the content, can close it
        /// (`contentCannotClose`). Nil until a site is read.
        var drivenOnlyByPresenterState: Bool?
    }

    private var roots: [RootRecord] = []
    /// The `App` declarations of each main window read from its `WindowGroup` alone.
    private var windowApps: [String: [SwiftUIViewTypes.Declaration]] = [:]
    /// The view that is an app's main window, with the window (named after the `App`) whose
    /// presentations are its own.
    private var hostWindow: [String: String] = [:]
    private var rootByType: [String: Int] = [:]
    /// The roots whose composition holds each view type, read as the screens are found.
    private var containingRoots: [String: Set<String>] = [:]
    /// Screens the app's coordinators hand to methods that store them for a view to present;
    /// read on the first presentation that needs it.
    private var storedPresentables: StoredPresentables?
    /// Navigation containers of view types read before their summaries, once each.
    private var containers: [String: (kind: ContainerKind, place: ViewSummary.Place)?] = [:]
    /// Where each presenter's code assigns its `@State`s (`stateChanges(of:)`), read once each.
    private var stateChangesByPresenter: [String: [String: [ViewSummary.Place]]] = [:]
    /// Per view type, the members of its properties its own code assigns (`model.message =
    /// ""` gives `model: [message]`), read once each (`memberWrites(in:)`).
    private var memberWritesByType: [String: [String: Set<String>]] = [:]
    /// Which objects' presentation flags nothing sets true, read per flag asked.
    private var objectFlagWrites = ObjectFlagWrites()
    /// Pages a navigation model of the app's own presents (`openSheet(.report(post))`).
    private var routerPresentations: [EnumPageRouters.Presentation] = []
    /// Views that show whichever page of a page enum their item holds.
    private var pageHosts: [String: ViewSummary.Place] = [:]

    init(index: CodeIndex, firstFileIndex: Int) {
        self.index = index
        self.firstFileIndex = firstFileIndex
        viewTypes = SwiftUIViewTypes(index: index)
        summaries = Array(repeating: nil, count: viewTypes.types.count)
        routes = RouteValues(index: index, viewTypes: viewTypes)
    }

    /// The SwiftUI screens of the run.
    static func read(_ index: CodeIndex, firstFileIndex: Int) -> (screens: [CodeScreen], deadViewTypes: [NamedPlace]) {
        var reader = SwiftUIReader(index: index, firstFileIndex: firstFileIndex)
        let screens = reader.read()
        return (screens, reader.deadViewTypes)
    }

    private mutating func read() -> [CodeScreen] {
        guard !viewTypes.types.isEmpty else { return [] }
        findEntries()
        let pages = EnumPageRouters.read(index: index, viewTypes: viewTypes)
        routerPresentations = pages.presentations
        pageHosts = pages.hosts
        discoverRoots()
        var flow = CodeFlow()
        for root in roots { build(root, into: &flow) }
        addRouterPresentations(to: &flow)
        for position in flow.screens.indices { flow.screens[position].isSwiftUI = true }
        return flow.screens
    }

    /// View types that present or push and that no code constructs or names at all (dead
    /// UI, certainty.md part 2): what they show is never shown, so it is not read; named.
    private(set) var deadViewTypes: [NamedPlace] = []

    // MARK: Summaries

    /// A UIKit text view or canvas a representable makes (`makeUIView` returning an editable
    /// `UITextView`) is a `TextEditor` by another name: prose people write. One whose
    /// editability is open, or whose edits are handed to other code as typed, may be.
    private func readWrappedContent(of name: String, into summary: inout ViewSummary) {
        let content = EditableContentCode.read(type: name, index: index)
        func place(_ location: CodeLocation) -> ViewSummary.Place? {
            SwiftUIViewTypes.tokenIndex(of: location.span, in: index.files[location.file]).map { ViewSummary.Place(file: location.file, token: $0) }
        }
        if let edits = content.certainlyEdits.flatMap(place) {
            summary.editsContent = edits
        } else if content.mayEdit || content.editable != nil, summary.mayEditContent == nil,
                  let declaration = viewTypes.type(named: name)?.declarations.first {
            summary.mayEditContent = ViewSummary.Place(file: declaration.file, token: declaration.nameToken)
        }
    }

    private mutating func summary(of name: String) -> ViewSummary? {
        guard let position = viewTypes.indexByName[name] else { return nil }
        if let summary = summaries[position] { return summary }
        var scanned = ViewSummaryScanner(index: index, viewTypes: viewTypes, viewType: viewTypes.types[position]).scan()
        if let app = windowApps[name] {
            // A main window read from its `WindowGroup` alone: the `App`'s methods may still
            // close what it presents (`showingProgress = false` when a sync ends).
            let whole = SwiftUIViewTypes.ViewType(name: name, declarations: app, isRepresentable: false)
            scanned.flagResets = ViewSummaryScanner(index: index, viewTypes: viewTypes, viewType: whole).scan().flagResets
        }
        let wholeTypeRead = windowApps[name] == nil
        // `$sheets.showInfo`: an object's flag that no code of the run sets true.
        var unsetObjectFlags: Set<String> = []
        for presentation in scanned.presentations + scanned.presentations.flatMap(\.content.sitePresentations)
            where presentation.kind != .navigationDestination && presentation.bindingObject != nil {
            if let flag = presentation.binding, objectFlagWrites.isNeverSetTrue(flag, index: index) { unsetObjectFlags.insert(flag) }
        }
        func isShown(_ presentation: ViewSummary.Presentation) -> Bool {
            if presentation.kind != .navigationDestination, presentation.bindingObject != nil,
               let flag = presentation.binding, unsetObjectFlags.contains(flag) {
                return false
            }
            return !(isNeverShown(presentation, by: name) || (wholeTypeRead && isNeverSetTrue(presentation, by: name, summary: scanned)))
        }
        func shown(_ presentations: [ViewSummary.Presentation]) -> [ViewSummary.Presentation] {
            presentations.filter(isShown).map { presentation in
                var presentation = presentation
                presentation.content.sitePresentations = shown(presentation.content.sitePresentations)
                return presentation
            }
        }
        scanned.presentations = shown(scanned.presentations)
        scanned.presentations = scanned.presentations.flatMap { handedInTargets(of: $0, in: viewTypes.types[position]) }
        Self.nameSystemModals(in: &scanned, owner: name)
        if viewTypes.types[position].isRepresentable { readWrappedContent(of: name, into: &scanned) }
        summaries[position] = scanned
        if !routes.isEmpty { summaries[position] = showingRoutes(scanned, of: name) }
        return summaries[position]
    }

    /// A presentation driven by a property the app's route dispatch sets, whose content only
    /// hosts what it is handed (`NavigationInjectionView { route.destination }`), shows the
    /// views of the routes built with that style (RouteValues), in the host's navigation
    /// container: the host is a wrapper, not the screen.
    private mutating func showingRoutes(_ summary: ViewSummary, of name: String) -> ViewSummary {
        var summary = summary
        let objectTypes = viewTypes.type(named: name)?.objectTypes ?? [:]
        for position in summary.presentations.indices {
            let presentation = summary.presentations[position]
            let hosts = presentation.content.targets.compactMap { viewTypes.type(named: $0.name) }
            guard hosts.count == presentation.content.targets.count,
                  let views = routes.routedViews(of: presentation, objectTypes: objectTypes, isHost: { host in
                      hosts.contains { $0.name == host && ($0.holdsHandedView || $0.onlyHostsContent || isGenericOverViews($0)) }
                  }) else { continue }
            var container = presentation.content.container
            for host in hosts where container == nil { container = self.summary(of: host.name)?.container }
            summary.presentations[position].content.targets = views
            summary.presentations[position].content.container = container
        }
        return summary
    }

    /// A sheet (or cover, or popover) driven by a property of an app object that shows,
    /// through a method of what it holds (`.sheet(item: $stack.sheetModule) {
    /// $0.coordinator?.toPresentable() }`), no view type of its own: its targets are the
    /// screens the app's code hands to a method that stores them there (StoredPresentables).
    /// Screens a navigation container of the app wraps come as a presentation of their own,
    /// with that container.
    private mutating func handedInTargets(of presentation: ViewSummary.Presentation,
                                          in viewType: SwiftUIViewTypes.ViewType) -> [ViewSummary.Presentation] {
        guard [.sheet, .fullScreenCover, .popover].contains(presentation.kind), presentation.content.targets.isEmpty,
              let object = presentation.bindingObject, let objectType = viewType.objectTypes[object],
              let property = presentation.binding, let presentable = presentableMethod(of: presentation) else { return [presentation] }
        var stored = storedPresentables ?? StoredPresentables(index: index, viewTypes: viewTypes)
        let shown = stored.shown(objectType: objectType, property: property, presentable: presentable) { name in
            containerOfUnsummarised(name)
        }
        storedPresentables = stored
        guard !shown.isEmpty else { return [presentation] }
        var direct = presentation
        var wrapped: [ViewSummary.Presentation] = []
        // One target per screen and container, however many calls hand it in.
        var seen = Set<String>()
        for item in shown where seen.insert("\(item.construction.name) \(item.inNavigation.map { "\($0.place.file):\($0.place.token)" } ?? "")").inserted {
            if let navigation = item.inNavigation {
                if let existing = wrapped.firstIndex(where: { $0.content.container?.place == navigation.place }) {
                    wrapped[existing].content.targets.append(item.construction)
                } else {
                    var copy = presentation
                    copy.content.targets = [item.construction]
                    copy.content.container = (navigation.kind, navigation.place)
                    wrapped.append(copy)
                }
            } else {
                direct.content.targets.append(item.construction)
            }
        }
        return (direct.content.targets.isEmpty ? [] : [direct]) + wrapped
    }

    /// The method a presentation's content calls last on what its item holds, with no
    /// arguments (`toPresentable` of `module.coordinator?.toPresentable()`).
    private func presentableMethod(of presentation: ViewSummary.Presentation) -> String? {
        let reader = CodeBodyReader(index: index, file: presentation.place.file)
        var found: String?
        var cursor = presentation.place.token + 1
        while cursor + 2 < min(presentation.end, reader.tokens.count) {
            if reader.isPunctuation(cursor - 1, "."), reader.tokens[cursor].kind == .identifier,
               reader.isPunctuation(cursor + 1, "("), reader.isPunctuation(cursor + 2, ")") {
                found = reader.text(cursor)
            }
            cursor += 1
        }
        return found
    }

    /// The navigation container a view type's body sits in, read from its own code (without
    /// reading its whole summary, which may be the one being read).
    private mutating func containerOfUnsummarised(_ name: String) -> (kind: ContainerKind, place: ViewSummary.Place)? {
        guard let position = viewTypes.indexByName[name] else { return nil }
        if let summary = summaries[position] { return summary.container }
        if let known = containers[name] { return known }
        let container = ViewSummaryScanner(index: index, viewTypes: viewTypes, viewType: viewTypes.types[position]).scan().container
        containers[name] = container
        return container
    }

    // MARK: Roots

    /// `targets` with each view whose body only routes (`switch sheetType { ... }`) replaced
    /// by the views of its branches, each its own target, with the bindings handed to the
    /// router handed on to the branches that receive them.
    /// With `cases`, the cases the presentation's flag is ever set to: a router's branches
    /// for other cases are never shown from there (`default` branches always may be).
    mutating func routed(_ targets: [ViewSummary.Construction], cases: Set<String>? = nil, depth: Int = 0) -> [ViewSummary.Construction] {
        var result: [ViewSummary.Construction] = []
        for target in targets {
            guard depth < 4, var branches = summary(of: target.name)?.branchTargets else {
                result.append(target)
                continue
            }
            // Only when every name the flag is set to is one of the router's cases (not a
            // static factory, `.forItem(x)`, whose case is not said).
            if let cases, !cases.isEmpty, cases.isSubset(of: branches.flatMap(\.cases)) {
                branches.removeAll { !$0.cases.isEmpty && cases.isDisjoint(with: $0.cases) }
            }
            let handed = Dictionary(target.bindingArguments.map { ($0.label, $0.passed) }, uniquingKeysWith: { first, _ in first })
            let branchesWithBindings = branches.map { branch in
                var branch = branch
                branch.bindingArguments = branch.bindingArguments.map { ($0.label, handed[$0.passed] ?? $0.passed) }
                return branch
            }
            result += routed(branchesWithBindings, cases: nil, depth: depth + 1)
        }
        return result
    }

    /// The targets a presentation shows: through a router view, only the branches for the
    /// cases its flag is set to, when the presenter's code says them all.
    mutating func routedTargets(of presentation: ViewSummary.Presentation, in summary: ViewSummary, by type: String) -> [ViewSummary.Construction] {
        routed(presentation.content.targets, cases: assignedCases(of: presentation, in: summary, by: type))
    }

    /// `sheet = .turnipsForm(...)`, `sheet = .share(...)`: the cases a `@State` flag that
    /// drives a presentation is set to, when every setting of it in the type's code names
    /// one (or `nil`) and the flag is handed to nothing else that could set it.
    private func assignedCases(of presentation: ViewSummary.Presentation, in summary: ViewSummary, by type: String) -> Set<String>? {
        guard presentation.kind != .navigationDestination, let flag = presentation.binding,
              let cases = summary.flagCases[flag], !summary.flagsSetOtherwise.contains(flag), !summary.flagsHandedOut.contains(flag),
              let state = stateProperty(flag, of: type), ["", "nil"].contains(initialValue(of: state) ?? "")
        else { return nil }
        return cases
    }

    /// `@State var showDownloads = false` that the whole run mentions only in its own
    /// declaration and the modifier's `$showDownloads`: no code ever sets it, so the
    /// presentation is never shown (its screen is reached some other way, or not at all).
    /// A flag that starts out `true` (a welcome sheet) is shown.
    func isNeverShown(_ presentation: ViewSummary.Presentation, by type: String) -> Bool {
        guard let flag = presentation.binding, let state = stateProperty(flag, of: type),
              ["", "nil", "false"].contains(initialValue(of: state) ?? "")
        else { return false }
        return index.referenceCount(of: flag) == 1 && index.referenceCount(of: "$" + flag) == 1
            && index.referenceCount(of: "_" + flag) == 0
    }

    /// `@State var showPicker = false` that no shipped code sets to `true`: only code that
    /// does not ship does (the button under `#if DEBUG`), or none at all, while the shipped
    /// code only ever sets it to `false` (the sheet's own Save closure resets it): the
    /// presentation is never shown. Every mention of the name in the run must be in the
    /// type's own code (no initialiser argument, no other type's use), and `$showPicker`
    /// said only by the modifier (`_showPicker` never, nor `&showPicker`), so that nothing
    /// else is handed a way to set it.
    func isNeverSetTrue(_ presentation: ViewSummary.Presentation, by type: String, summary: ViewSummary) -> Bool {
        guard presentation.kind != .navigationDestination, let flag = presentation.binding,
              let state = stateProperty(flag, of: type), ["", "nil", "false"].contains(initialValue(of: state) ?? ""),
              !summary.flagsMaySetTrue.contains(flag), summary.flagCases[flag] == nil, !summary.flagsHandedOut.contains(flag)
        else { return false }
        let names = [flag, "$" + flag, "_" + flag]
        // A `private` flag is used in its own file only: another view's flag of the same
        // name elsewhere (a common `showingReportSheet`) says nothing of this one.
        let counts = state.isFileRestricted ? identifierCounts(of: names, inFile: state.file) : names.map(index.referenceCount(of:))
        return counts == [summary.mentions[flag, default: 0], 1, 0]
    }

    /// How many identifiers of `file` spell each of `names`, comparing bytes.
    private func identifierCounts(of names: [String], inFile file: Int) -> [Int] {
        let lexed = index.files[file]
        let spelled = names.map { Array($0.utf8) }
        var counts = Array(repeating: 0, count: names.count)
        for token in lexed.tokens where token.kind == .identifier {
            let length = token.span.end - token.span.start
            for (position, name) in spelled.enumerated() where name.count == length
                && lexed.bytes[token.span.start..<token.span.end].elementsEqual(name) {
                counts[position] += 1
            }
        }
        return counts
    }

    private func stateProperty(_ name: String, of type: String) -> PropertyDeclaration? {
        index.properties(of: type).first { $0.name == name && $0.attributes.contains { $0.hasPrefix("@State") } }
    }

    /// The value after `=` on a property declaration's line (`false`, `.welcome`), trimmed;
    /// nil when it has none. A line comment ends the declaration (`var shown: Bool? // = true`).
    private func initialValue(of property: PropertyDeclaration) -> String? {
        let bytes = index.files[property.file].bytes
        func endsDeclaration(_ position: Int) -> Bool {
            ByteClass.isLineBreak(bytes[position])
                || bytes[position] == UInt8(ascii: "/") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/")
        }
        var position = property.nameSpan.end
        while position < bytes.count, !endsDeclaration(position) {
            if bytes[position] == UInt8(ascii: "="), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "=") {
                var start = position + 1
                var end = start
                while end < bytes.count, !endsDeclaration(end) { end += 1 }
                func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
                while start < end, isBlank(bytes[start]) { start += 1 }
                while end > start, isBlank(bytes[end - 1]) { end -= 1 }
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            position += 1
        }
        return nil
    }

    /// The view types only UIKit code shows, as a hosting controller's content
    /// (HostedRootViews): no SwiftUI presentation or push reaches them.
    private var hostedByUIKit: Set<String> = []
    /// Whether any code of the run calls UIKit's `dismiss(animated:)` (ContentCapability),
    /// read once, when a screen first asks.
    private var runCallsUIKitDismiss: Bool?

    @discardableResult
    private mutating func addRoot(_ type: String) -> Int {
        if let existing = rootByType[type] { return existing }
        roots.append(RootRecord(type: type))
        rootByType[type] = roots.count - 1
        return roots.count - 1
    }

    /// The `App` types' windows: entry screens. The first `WindowGroup` is the app's main
    /// window, a screen named after the `App` (its content and the sheets and alerts the
    /// `App` presents over it); the content of any other `WindowGroup` is an entry of its own.
    private mutating func findEntries() {
        for app in viewTypes.apps {
            var window: SwiftUIViewTypes.Declaration?
            var windowShowsViews = false
            var windowContent: [String] = []
            for declaration in app.declarations {
                let reader = CodeBodyReader(index: index, file: declaration.file)
                let scanner = ViewSummaryScanner(
                    index: index, viewTypes: viewTypes,
                    viewType: SwiftUIViewTypes.ViewType(name: "", declarations: [declaration], isRepresentable: false))
                var cursor = declaration.body.lowerBound
                while cursor < declaration.body.upperBound {
                    if reader.is(cursor, "WindowGroup"), !reader.isExcludedFromiOS(cursor),
                       let call = SwiftUICall.read(at: cursor, reader, limit: declaration.body.upperBound), let content = call.closures.first {
                        let targets = scanner.targets(in: content.range, reader).targets
                        if window == nil {
                            window = SwiftUIViewTypes.Declaration(file: declaration.file, nameToken: cursor, body: content.range)
                            windowShowsViews = !targets.isEmpty
                            windowContent = Array(Set(targets.map(\.name)))
                        } else {
                            for target in targets { roots[addRoot(target.name)].isEntry = true }
                        }
                        cursor = call.end
                        continue
                    }
                    cursor += 1
                }
            }
            guard let window else { continue }
            // `WindowGroup { contentView }`: the content is a property of the `App`, read with it.
            viewTypes.addWindow(named: app.name, declarations: windowShowsViews ? [window] : app.declarations)
            if windowShowsViews { windowApps[app.name] = app.declarations }
            if summaries.count < viewTypes.types.count { summaries.append(nil) }
            if windowShowsViews, windowContent.count == 1, let content = windowContent.first {
                // One view is the window: it is the entry, and what the `App` presents over
                // the window is presented over it.
                roots[addRoot(content)].isEntry = true
                hostWindow[content] = app.name
            } else {
                roots[addRoot(app.name)].isEntry = true
            }
        }
    }

    /// Every screen: the entries, then what their compositions present or push, and so on;
    /// then view types that present or push but that no screen found holds (their
    /// presenter is built where the reading cannot see: UIKit hosting, a package).
    private mutating func discoverRoots() {
        var next = 0
        var member = Set<String>()
        func drain(_ reader: inout SwiftUIReader) {
            while next < reader.roots.count {
                let root = reader.roots[next]
                next += 1
                for composed in reader.composition(of: root.type, bindings: root.dismissBindings, followed: root.followedBindings) {
                    let type = composed.type
                    member.insert(type)
                    reader.containingRoots[type, default: []].insert(root.type)
                    guard let summary = reader.summary(of: type) else { continue }
                    for presentation in summary.presentations {
                        reader.addTargets(of: presentation, in: summary, by: type)
                    }
                    for control in summary.controls {
                        for destination in reader.routed(control.destinations) {
                            let position = reader.addRoot(destination.name)
                            if control.kind == .navigationLink {
                                reader.roots[position].isPushed = true
                                reader.roots[position].pushers.insert(type)
                                // Pushed inside the modal, handed the binding that presents
                                // it (a wizard's `isPresented`): clearing it closes the modal.
                                for argument in destination.bindingArguments where composed.bindings.contains(argument.passed) {
                                    reader.roots[position].dismissBindings.insert(argument.label)
                                }
                            }
                            reader.roots[position].followedBindings.formUnion(destination.bindingArguments.map(\.label))
                        }
                    }
                    for tab in summary.tabs {
                        let position = reader.addRoot(tab.name)
                        reader.roots[position].isEntry = true
                        reader.roots[position].isTab = true
                    }
                }
            }
        }
        drain(&self)
        for presentation in routerPresentations { addRoot(presentation.screen) }
        drain(&self)
        // Presenters no screen holds: the outermost first (not constructed by another).
        var orphans: [String] = []
        var constructedByOrphan = Set<String>()
        // Nothing the app runs names these types (no construction, no hosting controller, no
        // string; a `#Preview` or a `PreviewProvider` runs only in Xcode's canvas, and a view
        // never built builds nothing): they never run. A name said anywhere else keeps a
        // type, on the safe side, and so does `public`: code outside the run (a package's
        // client) may build it.
        let unreached = viewTypes.types.filter {
            !member.contains($0.name) && !$0.name.hasPrefix(SwiftUIViewTypes.extensionMethodPrefix) && !isPublic($0)
        }
        let neverBuilt = readsWholeApp ? NeverBuiltViews.find(among: unreached, in: index) : []
        for viewType in viewTypes.types where !member.contains(viewType.name) && !viewType.name.hasPrefix(SwiftUIViewTypes.extensionMethodPrefix) {
            guard let summary = summary(of: viewType.name) else { continue }
            let leads = !summary.presentations.isEmpty || summary.controls.contains { !$0.destinations.isEmpty || $0.kind == .shareLink }
            if neverBuilt.contains(viewType.name) {
                guard leads else { continue }
                let declaration = viewType.declarations[0]
                deadViewTypes.append(NamedPlace(name: viewType.name, place: CodePlace(
                    file: firstFileIndex + declaration.file, span: index.files[declaration.file].tokens[declaration.nameToken].span)))
                continue
            }
            if leads { orphans.append(viewType.name) }
            for child in summary.children { constructedByOrphan.insert(child.name) }
        }
        for name in orphans where !constructedByOrphan.contains(name) && !member.contains(name) {
            addRoot(name)
            drain(&self)
        }
        for name in orphans where !member.contains(name) {
            addRoot(name)
            drain(&self)
        }
        // Views UIKit code hosts as a controller's content: screens wherever UIKit shows them.
        for name in HostedRootViews.read(index, isViewType: { viewTypes.isViewType($0) }) where !member.contains(name) {
            hostedByUIKit.insert(name)
            addRoot(name)
            drain(&self)
        }
    }

    /// Each call that hands a page to the app's navigation model presents the page's view:
    /// an action of the calling method, which stands for whichever screen calls it (as a
    /// UIKit coordinator's caller does), with every fact of its own unknown so that no rule
    /// judges it; the presented view is judged where it is, as any presented view.
    private func addRouterPresentations(to flow: inout CodeFlow) {
        for presentation in routerPresentations {
            let caller = presentation.caller
            guard flow.index(ofScreenNamed: presentation.screen) != nil else { continue }
            let name = (caller.owner.map { $0 + "." } ?? "") + caller.name
            let presenter = flow.screen(named: name, at: CodePlace(file: firstFileIndex + caller.file, span: caller.nameSpan))
            flow.screens[presenter].unknownFacts.formUnion(Facts.everyScreenFact)
            flow.screens[presenter].isUnnamedPresenter = true
            let call = place(ViewSummary.Place(file: caller.file, token: presentation.call))
            var action = CodeAction(label: index.files[caller.file].text(of: index.files[caller.file].tokens[presentation.call]), place: call)
            action.labelKind = .none
            action.target = .screen(presentation.screen)
            action.edge = .present
            action.edgePlace = call
            action.style = presentation.style
            action.unknownFacts.insert(.transition)
            flow.screens[presenter].actions.append(action)
        }
    }

    /// The target's `@Binding`s this presenting site hands one of the presenter's own
    /// `@State`s (`draft: $draft`) that stays as people left it when the sheet closes: the
    /// site has no `onDismiss:`, and the presenter's code assigns the state only inside the
    /// presentation (in the closures it hands the sheet: a post that clears the draft). A
    /// store's or a model's state (`$store.commentContent`), which its own code may reset
    /// when the sheet closes, is not known to stay.
    private mutating func presenterKeptBindings(_ target: ViewSummary.Construction, of presentation: ViewSummary.Presentation,
                                                presenter: String) -> Set<String> {
        let changes = stateChanges(of: presenter)
        let handed = target.bindingArguments.filter { changes[$0.passed] != nil }
        let objects = presenterHeldObjects(target, presenter: presenter, presentation: presentation)
        guard !handed.isEmpty || !objects.isEmpty else { return [] }
        let siteReader = CodeBodyReader(index: index, file: presentation.place.file)
        if let call = SwiftUICall.read(at: presentation.place.token, siteReader, limit: siteReader.tokens.count),
           call.argument("onDismiss") != nil { return [] }
        return Set(handed.filter { argument in
            (changes[argument.passed] ?? []).allSatisfy { change in
                change.file == presentation.place.file && change.token > presentation.place.token && change.token < presentation.end
            }
        }.map(\.label)).union(objects)
    }

    /// The target's object properties its building site fills with an object the presenter
    /// holds in a stored property of its own (`NotifySheet(model: model)`, where `model` is
    /// the presenter's `@Bindable`, `@ObservedObject` or `@StateObject`): the object lives as
    /// long as the presenter, so text the sheet binds to its members (`$model.message`) is
    /// still there when the sheet opens again, as a presenter's state handed in as a binding
    /// is. Not where the presenter's own code writes a member of that object (it may clear
    /// or replace the draft as it shows the sheet; setting the flag that shows it,
    /// `model.showingCompose = true`, is no such write), nor for a property the target keeps
    /// as its own `@State` or `@StateObject` (made once, then its own), nor where the site
    /// names the object before building the target (`.sheet(item: $store.scope(...)) { store
    /// in EditorView(store: store) }`: the closure's own `store`, a child store that goes
    /// with the sheet, shadows the presenter's).
    private mutating func presenterHeldObjects(_ target: ViewSummary.Construction, presenter: String,
                                      presentation: ViewSummary.Presentation) -> Set<String> {
        let reader = CodeBodyReader(index: index, file: target.place.file)
        guard reader.isPunctuation(target.place.token + 1, "("), presentation.place.file == target.place.file,
              presentation.place.token < target.place.token else { return [] }
        let flag = presentation.binding.map { String($0.split(separator: ".").last ?? "") }
        let presenterProperties = index.properties(of: presenter)
        let targetProperties = index.properties(of: target.name)
        var result = Set<String>()
        for argument in reader.arguments(ofCallAt: target.place.token + 1) where !argument.label.isEmpty {
            var start = argument.start
            if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { start += 2 }
            guard start + 1 == argument.end, reader.isName(start) else { continue }
            let passed = reader.text(start)
            guard !(presentation.place.token..<target.place.token).contains(where: { reader.kind($0) == .identifier && reader.text($0) == passed }),
                  let held = presenterProperties.first(where: { $0.name == passed && !$0.isStatic }),
                  held.attributes.contains(where: { ["@Bindable", "@ObservedObject", "@StateObject", "@EnvironmentObject"].contains($0) }),
                  let kept = targetProperties.first(where: { $0.name == argument.label && !$0.isStatic }),
                  !kept.attributes.contains(where: { $0.hasPrefix("@State") }),
                  memberWrites(in: presenter)[passed, default: []].subtracting(flag.map { [$0] } ?? []).isEmpty else { continue }
            result.insert(argument.label)
        }
        return result
    }

    /// The members of its properties the view type's own code assigns (`model.message = ""`,
    /// `self.model.topic = name`), by property: one pass over its declarations, however
    /// many of its presentations ask.
    private mutating func memberWrites(in type: String) -> [String: Set<String>] {
        if let known = memberWritesByType[type] { return known }
        var writes: [String: Set<String>] = [:]
        for declaration in viewTypes.type(named: type)?.declarations ?? [] {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            for cursor in declaration.body where reader.kind(cursor) == .identifier {
                guard reader.isPunctuation(cursor + 1, "."), reader.isName(cursor + 2), reader.isOnSelf(cursor) else { continue }
                var next = cursor + 3
                while reader.isPunctuation(next, "."), reader.isName(next + 1) { next += 2 }
                if reader.kind(next) == .operator, reader.is(next, "=") || reader.is(next, "+=") || reader.is(next, "-=") {
                    writes[reader.text(cursor), default: []].insert(reader.text(cursor + 2))
                }
            }
        }
        memberWritesByType[type] = writes
        return writes
    }

    /// Per `@State` property of the view type, where its code assigns it (`draft = ""`),
    /// its declaration's initial value aside: read once per presenter, however many sites it has.
    private mutating func stateChanges(of presenter: String) -> [String: [ViewSummary.Place]] {
        if let known = stateChangesByPresenter[presenter] { return known }
        var changes: [String: [ViewSummary.Place]] = [:]
        for property in index.properties(of: presenter) where !property.isStatic
            && property.attributes.contains(where: { $0 == "@State" || $0.hasPrefix("@State(") }) {
            changes[property.name] = []
        }
        for declaration in viewTypes.type(named: presenter)?.declarations ?? [] where !changes.isEmpty {
            let reader = CodeBodyReader(index: index, file: declaration.file)
            for cursor in declaration.body where reader.kind(cursor) == .identifier {
                let name = reader.text(cursor)
                // Its declaration's initial value (`@State private var draft = ""`) is no change.
                guard changes[name] != nil, !reader.is(cursor - 1, "var"), !reader.is(cursor - 1, "let"), reader.isOnSelf(cursor),
                      reader.kind(cursor + 1) == .operator, reader.is(cursor + 1, "=") || reader.is(cursor + 1, "+=") else { continue }
                changes[name, default: []].append(ViewSummary.Place(file: declaration.file, token: cursor))
            }
        }
        stateChangesByPresenter[presenter] = changes
        return changes
    }

    /// Makes each screen a presentation of `type` shows a root, with what the site says
    /// about it; then the same for the presentations the site applies inside its content
    /// closure, which the presented screen presents.
    private mutating func addTargets(of presentation: ViewSummary.Presentation, in summary: ViewSummary, by type: String) {
        let cases = assignedCases(of: presentation, in: summary, by: type)
        let everyCase = Set(presentation.content.targets.flatMap(\.cases))
        // Each target with the branch of the content it is shown in (a router's screens
        // with the presenter's branch that builds the router).
        var shownTargets: [(shown: ViewSummary.Construction, target: ViewSummary.Construction, certainlyShown: Bool)] = []
        for shown in presentation.content.targets {
            let certainlyShown = isCertainlyShown(shown, by: presentation, of: type)
            for target in routed([shown], cases: cases) { shownTargets.append((shown, target, certainlyShown)) }
        }
        for (shown, target, certainlyShown) in shownTargets {
            let position = addRoot(target.name)
            var record = roots[position]
            if presentation.kind == .navigationDestination {
                record.isPushed = true
                record.pushers.insert(type)
            } else {
                record.presenters.insert(type)
            }
            // `.onChange(of: chosen) { _ in shown = false }` where the target is handed `$chosen`:
            // setting that binding closes the target, which its controls say.
            var closingOnChange: Set<String> = []
            if let binding = presentation.binding, presentation.kind != .navigationDestination {
                for reset in summary.flagResets where reset.name == binding {
                    guard let watched = reset.onChangeOf else { continue }
                    for argument in target.bindingArguments where argument.passed == watched { closingOnChange.insert(argument.label) }
                }
            }
            record.closingOnChange.formUnion(closingOnChange)
            if presentation.kind != .navigationDestination {
                let ownState = ContentCapability.isDrivenByOwnState(presentation, presenter: type, index: index)
                    && !ContentCapability.siteHandsAWayToClose(presentation, target: target, resets: summary.flagResets, index: index)
                    && ContentCapability.presenterOnlyShowsIt(changes: stateChanges(of: type)[presentation.binding ?? ""] ?? [], index: index)
                record.drivenOnlyByPresenterState = (record.drivenOnlyByPresenterState ?? true) && ownState
                let kept = presenterKeptBindings(target, of: presentation, presenter: type)
                record.keptByPresenter = record.keptByPresenter.map { $0.intersection(kept) } ?? kept
                let closing = SiteClosingClosures.names(presentation, target: target, viewTypes: viewTypes, index: index)
                record.closingClosures = record.closingClosures.map { $0.intersection(closing) } ?? closing
            }
            if let binding = presentation.binding, presentation.kind != .navigationDestination,
               summary.flagResets.contains(where: { reset in
                   reset.name == binding && (reset.place.file != presentation.place.file
                       || reset.place.token < presentation.place.token || reset.place.token >= presentation.end)
                       && (!certainlyShown || isAbout(reset, shown, everyCase: everyCase))
                       && !(reset.onChangeOf.map { watched in target.bindingArguments.contains { $0.passed == watched } } ?? false)
               }) {
                record.closedByPresenterCode = true
                if record.closedByPresenterPlace == nil { record.closedByPresenterPlace = presentation.place }
            }
            if presentation.kind != .navigationDestination, objectClearsItsFlag(presentation, presenter: type) {
                record.closedByPresenterCode = true
                if record.closedByPresenterPlace == nil { record.closedByPresenterPlace = presentation.place }
            }
            if let scope = presentation.sendingScope, parentMayClear(scope, presenter: type) {
                record.closedByPresenterCode = true
                if record.closedByPresenterPlace == nil { record.closedByPresenterPlace = presentation.place }
            }
            if let scope = presentation.storeScope, parentMayClear(scope, presenter: type) {
                record.closedByPresenterCode = true
                if record.closedByPresenterPlace == nil { record.closedByPresenterPlace = presentation.place }
            }
            if record.container == nil { record.container = target.container ?? presentation.content.container }
            if record.dismissGesture == nil { record.dismissGesture = target.dismissGesture ?? presentation.content.dismissGesture }
            if record.siteTitle == nil { record.siteTitle = presentation.content.title }
            if presentation.content.titleIsUnclear {
                record.siteTitleIsUnclear = true
                if record.siteTitlePlace == nil { record.siteTitlePlace = presentation.place }
            }
            if let hides = presentation.content.hidesBar {
                record.siteHidesBar = true
                if record.siteHidesBarPlace == nil { record.siteHidesBarPlace = hides }
            }
            if presentation.throughAppOverload {
                record.shownThroughAppOverload = true
                if record.appOverloadPlace == nil { record.appOverloadPlace = presentation.place }
            }
            for modifier in presentation.content.siteModifiers where !record.siteModifiers.contains(modifier.name) {
                record.siteModifiers.append(modifier.name)
            }
            record.followedBindings.formUnion(target.bindingArguments.map(\.label))
            // A control written in one branch of content that chooses its screen by branch is
            // the screen's of that branch.
            func inItsBranch(_ branch: Range<Int>?, _ place: ViewSummary.Place) -> Bool {
                guard let branch, target.branch != nil, place.file == target.place.file else { return true }
                return branch.contains(target.place.token)
            }
            for control in presentation.content.siteControls where presentation.kind != .navigationDestination
                && inItsBranch(control.siteBranch, control.place)
                && !record.siteControls.contains(where: { $0.control.place == control.place }) {
                record.siteControls.append((control, type, presentation.binding, presentation.sendingAction))
            }
            for helper in presentation.content.siteHelpers where presentation.kind != .navigationDestination
                && inItsBranch(helper.siteBranch, helper.place) {
                for control in controls(drawnBy: helper) where !record.siteControls.contains(where: { $0.control.place == control.place }) {
                    record.siteControls.append((control, type, presentation.binding, presentation.sendingAction))
                }
            }
            if presentation.kind != .navigationDestination, let binding = presentation.binding {
                for argument in target.bindingArguments where argument.passed == binding {
                    record.dismissBindings.insert(argument.label)
                }
                // Unless the site hands the content objects of its own: then the content's
                // router may not be the one whose property presents it. Handing back that
                // very object (`.environmentObject(importNav)`) keeps it the same.
                if let object = presentation.bindingObject, !target.getsEnvironmentObjects,
                   !presentation.content.setsEnvironmentObjects || presentation.content.handedEnvironmentObjects.allSatisfy({ $0 == object }),
                   let objectType = viewTypes.type(named: type)?.objectTypes[object] {
                    record.dismissObjectState.insert(objectType + "." + binding)
                }
            }
            var added: [ViewSummary.Presentation] = []
            for site in presentation.content.sitePresentations(presentedBy: target)
                where !record.sitePresentations.contains(where: { $0.presentation.place == site.place }) {
                record.sitePresentations.append((site, type))
                added.append(site)
            }
            roots[position] = record
            for site in added { addTargets(of: site, in: summary, by: type) }
        }
    }

    /// Whether `shown`, a branch of a `switch` over the presenting `@State` enum, is for a
    /// case the code certainly builds where it expects that enum (`present_sheet(.filter)`,
    /// `sheet = .filter`). Where that is not certain (`case .event: EventDetailView()` when
    /// every `.event(...)` in the run may be another enum's), the branch may never run, and
    /// a reset of the flag keeps its ways out open, as for a screen of one flag.
    private mutating func isCertainlyShown(_ shown: ViewSummary.Construction, by presentation: ViewSummary.Presentation, of type: String) -> Bool {
        guard !shown.cases.isEmpty, presentation.kind != .navigationDestination, let flag = presentation.binding,
              let enumName = stateProperty(flag, of: type)?.bareTypeName else { return false }
        if builtCases == nil { builtCases = BuiltEnumCases(index: index) }
        return builtCases?.certainlyBuilds(any: shown.cases, of: enumName) ?? false
    }

    /// The first page of a `TabView` the members show whose own controls or handlers may
    /// close something: dismiss, clear a binding, call a closure handed in, or reach code
    /// not followed.
    private mutating func pageThatMayClose(_ members: [Member]) -> ViewSummary.Construction? {
        for member in members {
            for page in summary(of: member.type)?.tabs ?? [] {
                let mayClose = composition(of: page.name).contains { pageMember in
                    guard let summary = summary(of: pageMember.type) else { return false }
                    let effects = summary.controls.map(\.effects) + summary.handlers.map(\.effects)
                    return effects.contains { $0.callsDismiss || $0.callsParentClosure || !$0.setsFalse.isEmpty || $0.reachesUnfollowedCode }
                }
                if mayClose { return page }
            }
        }
        return nil
    }

    /// Whether the presenter's `flag = nil` is a way out of `shown`, one of the screens
    /// the flag presents. When the flag drives other screens too (a `switch` over its
    /// cases), a reset in an event handler or a method that names none of `shown`'s cases
    /// (`.onReceive(posted) { sheet = nil }`) closes whichever screen happens to be up, on
    /// an event of the app's: not a way out people have on this one. A reset that names
    /// its case (`if case .upload = sheet`, `sheet = .upload; ...; sheet = nil`), runs
    /// elsewhere (a control's action), or a screen shown for no case said (`default:`, an
    /// `if` branch) is kept as one, on the safe side. Closures and bindings handed into the
    /// screen are read with the screen itself.
    private func isAbout(_ reset: ViewSummary.FlagReset, _ shown: ViewSummary.Construction, everyCase: Set<String>) -> Bool {
        guard let names = reset.scopeNames, !shown.cases.isEmpty, !everyCase.subtracting(shown.cases).isEmpty else { return true }
        return !names.isDisjoint(with: shown.cases)
    }

    /// Whether the run holds the app's entry (a SwiftUI `App` with a window, or the UIKit
    /// app delegate of an app that hosts its SwiftUI views in controllers): only then is a
    /// view that nothing in the run names known to be built nowhere. A file or a folder
    /// linted alone (an editor's buffer, a package) may be used by code it does not hold.
    private var readsWholeApp: Bool {
        !windowApps.isEmpty || roots.contains { $0.isEntry }
            || index.types.contains { $0.kind != .protocol && $0.inheritedNames.contains("UIApplicationDelegate") }
    }

    /// Whether a declaration of the type says `public` or `open` among the words before
    /// `struct`/`class` (`public struct`, `@MainActor public final class`).
    private func isPublic(_ viewType: SwiftUIViewTypes.ViewType) -> Bool {
        viewType.declarations.contains { declaration in
            let file = index.files[declaration.file]
            var cursor = declaration.nameToken - 2
            var looked = 0
            while cursor >= 0, looked < 6, file.tokens[cursor].kind == .keyword || file.tokens[cursor].kind == .identifier {
                let word = file.text(of: file.tokens[cursor])
                if word == "public" || word == "open" { return true }
                cursor -= 1
                looked += 1
            }
            return false
        }
    }

    /// Whether the parent feature of a Composable Architecture presentation may close it
    /// from its reducer (`state.destination = nil`), or is a feature whose code is not read.
    /// Whether the app's object whose property drives the presentation (`.sheet(isPresented:
    /// $viewModel.isCreating)`) shows it for the work of one of its methods and clears it
    /// there (`isCreating = true`, the request, `isCreating = false`): the object's code
    /// closes it, as a presenter's reset of its own flag does, whether or not a button shows.
    /// A router's `dismiss()` that clears what `present(_:)` set is a control's way out, not this.
    private func objectClearsItsFlag(_ presentation: ViewSummary.Presentation, presenter: String) -> Bool {
        guard let binding = presentation.binding, let object = presentation.bindingObject, let view = viewTypes.type(named: presenter),
              let objectType = view.objectTypes[object] else { return false }
        return view.shownWhileWorking.contains(objectType + "." + binding)
    }

    private func parentMayClear(_ scope: (store: String, state: String), presenter: String) -> Bool {
        guard let parent = viewTypes.type(named: presenter)?.storeFeatures[scope.store] else { return true }
        return viewTypes.composable.mayClear(scope.state, in: parent) ?? true
    }

    /// Whether the parent feature of a presentation driven through an action (`$store.route
    /// .sending(\.setNavigation).filters`) may close it from its reducer, on the actions the
    /// presented feature sends it or by code that clears the state, or is not read.
    private func parentMayClear(_ scope: (store: String, state: String, childActions: Set<String>), presenter: String) -> Bool {
        guard let parent = viewTypes.type(named: presenter)?.storeFeatures[scope.store] else { return true }
        return viewTypes.composable.mayClear(scope.state, onChildActions: scope.childActions, in: parent) ?? true
    }

    /// A view type of a screen's composition, with the bindings its presenter's presentation
    /// handed down to it, and all the bindings whose source the reading followed.
    private struct Member {
        var type: String
        var bindings: Set<String>
        var followed: Set<String>
        /// Bindings whose change the presenter closes the screen on (`RootRecord.closingOnChange`).
        var closingOnChange: Set<String> = []
        /// A method of `extension View` called with closures: what each parameter's closure
        /// does, read in the caller's code (`ViewSummary.Construction.handedClosures`).
        var handed: [String: ActionEffects] = [:]
        /// Under a view shown with `.allowsHitTesting(false)` or `.disabled(true)`.
        var isInert = false
        /// Under a view built in a `ForEach` or a `List` over data: a row.
        var isRepeated = false
        /// Where this screen's own code shows it, when its type is shared by several views
        /// (a `CancelToolbarItem` ten screens use): a problem with one of its buttons is this
        /// screen's, and is fixed where the screen uses it, not in the shared type.
        var site: ViewSummary.Place?
        /// Where its parent builds it: the arguments there may fix what its buttons do
        /// (`SiteFixedProperties`).
        var construction: ViewSummary.Place?
        /// The other places the screen's views build it: one member stands for every site
        /// of its type, so a value a site fixes holds only where all of them fix it alike.
        var otherConstructions: [ViewSummary.Place] = []
        /// When its parent is a method of `extension View` (`View.navigationStyle`), that
        /// method's name and where the screen calls it: an argument that is one of the
        /// method's parameters takes its value there (`ForwardedParameterValues`).
        var enclosingCall: (method: String, place: ViewSummary.Place)?
        /// Its properties whose value outlives the screen: its own `@AppStorage`s, which
        /// write each value to storage as it is set; a presented screen's `@Binding`s, whose
        /// source is its presenter's state (a draft the presenter keeps, shown again when the
        /// sheet reopens); and the `@Binding`s its parent hands such a property (`settings:
        /// $prompt` where the parent's `prompt` is an `@AppStorage`).
        var keptOutside: Set<String> = []
        /// Closures its one building site hands it that set that site's flags
        /// (`Construction.flagSettingClosures`), and the view type that builds it.
        var flagSetting: [String: ActionEffects] = [:]
        var builder: String?
        /// Whether a binding of this member whose source the reading did not follow may
        /// come from the screen's presenter. Every binding in a composition comes from its
        /// root's arguments or from state inside it: where the root takes no binding and
        /// no view built by someone else, none is the presenter's, so none closes it.
        var mayHoldPresenterBinding = true
    }

    /// The words a title shows that names a parameter of the `extension View` method the
    /// member is (`.themedNavTitle("Report an Issue", theme)` putting `Text(title)` in the
    /// bar): those the screen's call hands it, when they are a literal.
    private func methodParameterWords(_ name: String?, shownAt use: ViewSummary.Place, by member: Member) -> String? {
        guard let name, member.type.hasPrefix(SwiftUIViewTypes.extensionMethodPrefix), let call = member.construction else { return nil }
        let method = String(member.type.dropFirst(SwiftUIViewTypes.extensionMethodPrefix.count))
        return ForwardedParameterValues.words(of: name, inViewMethod: method, usedAt: use, calledAt: call, index: index)
    }

    /// The member's `@Binding`s whose source the reading did not follow and that may be
    /// the presenter's presentation binding: setting one false may close the screen.
    private func unfollowedBindings(of member: Member) -> Set<String> {
        guard member.mayHoldPresenterBinding else { return [] }
        return (viewTypes.type(named: member.type)?.bindingNames ?? []).subtracting(member.followed)
    }

    /// The view type's own properties that persist each value (FrameworkBehaviour).
    private func persistedProperties(of type: String) -> Set<String> {
        Set(index.properties(of: type).filter { FrameworkBehaviour.persistsEachValue(attributes: $0.attributes) }.map(\.name))
    }

    /// The view types each view type is constructed by, read once.
    private var constructors: [String: Set<String>]?

    /// Whether more than one view type constructs `name`.
    private mutating func isShared(_ name: String) -> Bool {
        if constructors == nil {
            var found: [String: Set<String>] = [:]
            for viewType in viewTypes.types {
                for child in summary(of: viewType.name)?.children ?? [] { found[child.name, default: []].insert(viewType.name) }
            }
            constructors = found
        }
        return (constructors?[name]?.count ?? 0) > 1
    }

    /// The view types of a root's composition, in depth-first order from the root.
    private mutating func composition(of root: String, bindings: Set<String> = [], followed: Set<String> = [],
                                      closingOnChange: Set<String> = [], keptOutside: Set<String> = [],
                                      handed: [String: ActionEffects] = [:]) -> [Member] {
        var result: [Member] = []
        let builtOnce = typesBuiltOnce(in: root)
        var seen: Set<String> = [root]
        var stack = [Member(type: root, bindings: bindings, followed: followed, closingOnChange: closingOnChange,
                            keptOutside: persistedProperties(of: root).union(keptOutside))]
        stack[0].handed = handed
        if let rootType = viewTypes.type(named: root) {
            stack[0].mayHoldPresenterBinding = !bindings.isEmpty || rootType.takesBindings || rootType.holdsHandedView
                || isGenericOverViews(rootType)
        }
        if let window = hostWindow[root], seen.insert(window).inserted {
            stack.insert(Member(type: window, bindings: [], followed: []), at: 0)
        }
        var sitesByType: [String: [ViewSummary.Place]] = [:]
        while let member = stack.popLast() {
            result.append(member)
            guard let summary = summary(of: member.type) else { continue }
            // A view type that shares its name with others (ten `struct Cell`s nested in ten
            // views) is read as one: the views its summary builds are all of theirs, not
            // known to be this one's, so the composition stops there.
            if member.type != root, viewTypes.type(named: member.type)?.sharesItsName == true { continue }
            for child in summary.children { sitesByType[child.name, default: []].append(child.place) }
            for child in summary.children.reversed() where seen.insert(child.name).inserted {
                var passed = Set<String>()
                for argument in child.bindingArguments where member.bindings.contains(argument.passed) { passed.insert(argument.label) }
                let site = member.site ?? (isShared(child.name) ? child.place : nil)
                var keptOutside = persistedProperties(of: child.name)
                for argument in child.bindingArguments where member.keptOutside.contains(argument.passed) { keptOutside.insert(argument.label) }
                // A binding whose setter is the app's (a design system's text editor handed
                // `Binding(get: { model.note }, set: { model.note = $0 })`): kept as typed, maybe.
                keptOutside.formUnion(child.bindingsThroughAppCode)
                let closing = Set(child.bindingArguments.filter { member.closingOnChange.contains($0.passed) }.map(\.label))
                var made = Member(type: child.name, bindings: passed, followed: Set(child.bindingArguments.map(\.label)), closingOnChange: closing,
                                  isInert: member.isInert || child.isInert, isRepeated: member.isRepeated || child.isRepeated,
                                  site: site, construction: child.place, keptOutside: keptOutside)
                made.mayHoldPresenterBinding = member.mayHoldPresenterBinding
                if member.type.hasPrefix(SwiftUIViewTypes.extensionMethodPrefix), let call = member.construction {
                    made.enclosingCall = (String(member.type.dropFirst(SwiftUIViewTypes.extensionMethodPrefix.count)), call)
                }
                if !child.handedClosures.isEmpty {
                    // The closures are the caller's code: they speak of the caller's bindings.
                    made.handed = child.handedClosures
                    made.bindings = member.bindings
                    made.followed = member.followed
                    made.closingOnChange = member.closingOnChange
                } else if !child.initialiserClosures.isEmpty, builtOnce.contains(child.name) {
                    // Closures its one building site hands its initialiser, read there; one
                    // that calls what that site was itself handed is what that was. One that
                    // calls what the site's own presenter handed it keeps that call open, and
                    // still does what it does for certain (`{ itemToAdd($0); dismiss() }` closes).
                    made.handed = child.initialiserClosures.mapValues { resolving($0, handed: member.handed) ?? $0 }
                }
                if !child.flagSettingClosures.isEmpty, builtOnce.contains(child.name) {
                    made.flagSetting = child.flagSettingClosures
                    made.builder = member.type
                }
                stack.append(made)
            }
        }
        for position in result.indices {
            let own = result[position].construction
            result[position].otherConstructions = (sitesByType[result[position].type] ?? []).filter { $0 != own }
        }
        return result
    }

    /// The view types of the composition each built at one site only: closures handed to a
    /// type built at two sites may differ, so neither site's are known to be the ones run.
    private mutating func typesBuiltOnce(in root: String) -> Set<String> {
        var sites: [String: Int] = [:]
        var seen: Set<String> = [root]
        var stack = [root]
        while let type = stack.popLast() {
            for child in summary(of: type)?.children ?? [] {
                sites[child.name, default: 0] += 1
                if seen.insert(child.name).inserted { stack.append(child.name) }
            }
        }
        return Set(sites.filter { $0.value == 1 && $0.key != root }.keys)
    }

    /// The buttons a view type of the app built at a presenting site draws with the closures
    /// the site hands it, as the site's own controls, at the site: one per set of closures
    /// called, since a helper that picks among several buttons by an argument (`role: .done`
    /// drawing "Done", `.cancel` drawing "Cancel") runs the same closure from whichever it
    /// draws. Their words and role are the helper's where every such button agrees, else
    /// the site's placement role and the helper's name as a stand-in.
    private mutating func controls(drawnBy helper: ViewSummary.SiteHelper) -> [ViewSummary.Control] {
        guard let drawn = summary(of: helper.name)?.controls else { return [] }
        if helper.handed.isEmpty {
            // A view of the app's the site puts in the screen's toolbar and hands nothing:
            // its buttons, read with the values the site leaves them (`CancelIconButton()`,
            // whose `action` stays nil, so its `else { dismiss() }` runs), act in the
            // presented screen. One that calls a closure nobody handed it stays unknown.
            var member = Member(type: helper.name, bindings: [], followed: [])
            member.construction = helper.place
            return (siteReading(of: member)?.controls ?? drawn).filter { $0.kind == .button }.map { control in
                var made = control
                made.place = helper.place
                made.dismissIsThePresentedScreens = true
                if made.role == nil { made.role = helper.role }
                made.shownOnlyWhen = helper.shownOnlyWhen ?? control.shownOnlyWhen
                return made
            }
        }
        var groups: [(closures: Set<String>, controls: [ViewSummary.Control])] = []
        for control in drawn where control.kind == .button && control.effects.callsParentClosure
            && !control.effects.parentClosures.isDisjoint(with: helper.handed.keys) {
            if let position = groups.firstIndex(where: { $0.closures == control.effects.parentClosures }) {
                groups[position].controls.append(control)
            } else {
                groups.append((control.effects.parentClosures, [control]))
            }
        }
        return groups.map { group in
            var effects = ActionEffects()
            // A call of a closure not handed here stays a call of code not read.
            for control in group.controls { effects.formUnion(resolving(control.effects, handed: helper.handed) ?? control.effects) }
            let first = group.controls[0]
            let agree = group.controls.allSatisfy { $0.label == first.label && $0.labelKind == first.labelKind }
            let roles = Set(group.controls.map(\.role))
            var made = ViewSummary.Control(kind: .button, label: agree ? first.label : helper.name,
                                           role: (roles.count == 1 ? first.role : nil) ?? helper.role,
                                           place: helper.place, effects: effects, labelKind: agree ? first.labelKind : .none)
            made.shownOnlyWhen = helper.shownOnlyWhen
            return made
        }
    }

    /// What a closure a presenting site hands the screen does, where it resets the flag the
    /// presentation is driven by (SiteClosingClosures): it closes the screen; what else the
    /// presenter's code does there is the presenter's.
    private static let closesThePresentation: ActionEffects = {
        var effects = ActionEffects()
        effects.callsDismiss = true
        return effects
    }()

    /// `effects` with its calls of closures handed in replaced by what `handed` says each
    /// does; nil when it calls one `handed` does not hold (its code stays unknown).
    private func resolving(_ effects: ActionEffects, handed: [String: ActionEffects]) -> ActionEffects? {
        guard effects.callsParentClosure else { return effects }
        guard !effects.parentClosures.isEmpty, effects.parentClosures.isSubset(of: handed.keys) else { return nil }
        var resolved = effects
        resolved.callsParentClosure = false
        resolved.parentClosures = []
        resolved.handsValueToParentClosure = false
        if !resolved.reachesUnfollowedCode { resolved.unfollowedCall = nil }
        for name in effects.parentClosures.sorted() { resolved.formUnion(handed[name]!) }
        // `Button(action: action)` handed `dismiss.callAsFunction` does only what that does.
        resolved.doesNothingElse = effects.doesNothingElse && effects.parentClosures.allSatisfy { handed[$0]!.doesNothingElse }
        return resolved
    }

    /// Site-specific readings, by view type and the values its site fixes: its controls,
    /// and the places of its presentations.
    private var siteReadings: [String: (controls: [ViewSummary.Control], presentations: Set<ViewSummary.Place>)] = [:]
    /// The properties a site can fix, by view type; and what each site fixes, by the site
    /// and the call of the `extension View` method it is in.
    private var fixableProperties: [String: Set<String>] = [:]
    private var siteFixed: [String: [String: String]] = [:]

    /// The member's type read again with the values its building site fixes for its
    /// properties, when there are any: what a branch those values rule out holds is not there.
    private mutating func siteReading(of member: Member) -> (controls: [ViewSummary.Control], presentations: Set<ViewSummary.Place>)? {
        guard let construction = member.construction, let viewType = viewTypes.type(named: member.type) else { return nil }
        if fixableProperties[member.type] == nil { fixableProperties[member.type] = SiteFixedProperties.fixable(in: viewType, index: index) }
        let fixable = fixableProperties[member.type] ?? []
        guard !fixable.isEmpty else { return nil }
        let siteKey = "\(construction.file):\(construction.token)" + (member.enclosingCall.map { "<\($0.place.file):\($0.place.token)" } ?? "")
        if siteFixed[siteKey] == nil {
            let enclosing = member.enclosingCall
            let index = index
            siteFixed[siteKey] = SiteFixedProperties.values(of: viewType, fixable: fixable, constructedAt: construction, index: index,
                                                            initialValue: initialValue) { argument, reader in
                guard let enclosing, argument.count == 1 else { return nil }
                return ForwardedParameterValues.value(of: reader.text(argument.lowerBound), inViewMethod: enclosing.method,
                                                      enclosing: construction, calledAt: enclosing.place, index: index)
            }
        }
        var fixed = siteFixed[siteKey] ?? [:]
        for other in member.otherConstructions where !fixed.isEmpty {
            // Another site of the same type: only what it fixes alike holds for the member.
            let otherKey = "\(other.file):\(other.token)"
            if siteFixed[otherKey] == nil {
                siteFixed[otherKey] = SiteFixedProperties.values(of: viewType, fixable: fixable, constructedAt: other, index: index,
                                                                 initialValue: initialValue)
            }
            let theirs = siteFixed[otherKey] ?? [:]
            fixed = fixed.filter { theirs[$0.key] == $0.value }
        }
        guard !fixed.isEmpty else { return nil }
        let key = member.type + "|" + fixed.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: ",")
        if siteReadings[key] == nil {
            let scanned = ViewSummaryScanner(index: index, viewTypes: viewTypes, viewType: viewType, siteValues: fixed).scan()
            siteReadings[key] = (scanned.controls, Set(scanned.presentations.map(\.place)))
        }
        return siteReadings[key]
    }

    /// The member's presentations its building site leaves in place: one in a branch the
    /// values it fixes rule out (`case .button:` of `switch mode` where the site passes
    /// `mode: .inline`) is never shown from there.
    private mutating func presentationsShown(by member: Member, summary: ViewSummary) -> [ViewSummary.Presentation] {
        guard !summary.presentations.isEmpty, let reading = siteReading(of: member) else { return summary.presentations }
        return summary.presentations.filter { reading.presentations.contains($0.place) }
    }

    /// The member's controls as its building site makes them: read again with the values
    /// that site fixes for its properties, when there are any. A control in a branch those
    /// values rule out is not there.
    private mutating func controls(of member: Member, summary: ViewSummary) -> [ViewSummary.Control] {
        guard !summary.controls.isEmpty, let reading = siteReading(of: member) else { return summary.controls }
        let read = reading.controls
        if read.count == summary.controls.count {
            // The same walk over the same code: the same controls, in the same order.
            return zip(summary.controls, read).map { original, atSite in
                var control = original
                control.effects = atSite.effects
                return control
            }
        }
        // Less the branches the site rules out: each control kept is at the same place, and
        // does there what the site makes it do.
        var atSite: [ViewSummary.Place: ViewSummary.Control] = [:]
        for control in read { atSite[control.place] = control }
        return summary.controls.compactMap { original in
            guard let read = atSite[original.place] else { return nil }
            var control = original
            control.effects = read.effects
            return control
        }
    }

    // MARK: Screens

    /// Whether `name` is a `@Binding` of the view type: state its parent hands it.
    private func receivesBinding(named name: String, in type: String) -> Bool {
        index.properties(of: type).contains { property in
            property.name == name && !property.isStatic
                && (property.attributes.contains { $0.hasPrefix("@Binding") } || property.typeName?.hasPrefix("Binding<") == true)
        }
    }

    /// Whether the view type declares `name` as its own `@State` (a value it owns, not a
    /// `@Binding` to its parent's).
    private func ownsState(named name: String, in type: String) -> Bool {
        index.properties(of: type).contains { $0.name == name && !$0.isStatic && $0.attributes.contains { $0.hasPrefix("@State") } }
    }

    /// Whether the view type shows views it is handed: a generic parameter constrained to
    /// `View` (`struct NavigationSheet<Content: View>`).
    private func isGenericOverViews(_ viewType: SwiftUIViewTypes.ViewType) -> Bool {
        ContentHosts.isGenericOverViews(viewType, in: index)
    }

    /// The view the view's body is, under its modifiers, when this reading does not see
    /// what it draws, directly or through views whose bodies are each the next one: a
    /// `UIViewRepresentable` or `UIViewControllerRepresentable` of the app, or a type of the
    /// app's own that is not read as a view because what it conforms to is declared outside
    /// the run (`struct _PhotoCropView: PlatformViewControllerRepresentable`, a package's
    /// protocol), or a view of a package outside the run (`ContactCardView()` of a framework
    /// the app imports). A body is always a view, so such a type shows something; what, is
    /// not said.
    private mutating func unseenBodyView(of name: String) -> String? {
        var seen: Set<String> = [name]
        var current = summary(of: name)?.bodyRootType
        while let type = current, seen.insert(type).inserted {
            guard let viewType = viewTypes.type(named: type) else {
                guard let declaration = index.type(named: type) else {
                    // Declared nowhere in the run: a view of a package the app imports, unless
                    // the system draws it.
                    return FrameworkBehaviour.isViewOutsideTheRun(named: type) ? type : nil
                }
                guard declaration.language == .swift, declaration.kind == .struct || declaration.kind == .class else { return nil }
                return type
            }
            if viewType.isRepresentable { return type }
            current = summary(of: type)?.bodyRootType
        }
        return nil
    }

    private func place(_ place: ViewSummary.Place) -> CodePlace {
        let tokens = index.files[place.file].tokens
        let span = place.token < tokens.count ? tokens[place.token].span : ByteSpan(start: 0, end: 0)
        return CodePlace(file: firstFileIndex + place.file, span: span)
    }

    private func line(_ place: ViewSummary.Place) -> Int {
        let tokens = index.files[place.file].tokens
        guard place.token < tokens.count else { return 0 }
        return index.sources[place.file].position(at: tokens[place.token].span.start).line
    }

    /// The first `dismiss` the view's own code calls in a branch an iOS build leaves out
    /// (a close button under `#if targetEnvironment(macCatalyst)`), with that branch's
    /// directive as written.
    private func dismissalLeftOutOfiOS(in viewType: SwiftUIViewTypes.ViewType) -> LeftOutDismissal? {
        for declaration in viewType.declarations {
            let file = index.files[declaration.file]
            guard !file.excludedFromiOS.isEmpty else { continue }
            let tokens = file.tokens
            for offset in declaration.body where tokens[offset].kind == .identifier
                && file.text(of: tokens[offset]) == "dismiss" && file.isExcludedFromiOS(tokens[offset].span.start) {
                return LeftOutDismissal(place: CodePlace(file: firstFileIndex + declaration.file, span: tokens[offset].span),
                                        directive: Self.directive(before: tokens[offset].span.start, in: file))
            }
        }
        return nil
    }

    /// The `#if` or `#elseif` line that opens the left-out branch holding `offset`.
    private static func directive(before offset: Int, in file: LexedFile) -> String? {
        guard let range = file.excludedFromiOS.last(where: { $0.start <= offset }), range.start > 0 else { return nil }
        let bytes = file.bytes
        var start = range.start - 1
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = range.start
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") || bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var first = start
        while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
        let line = String(decoding: bytes[first..<end], as: UTF8.self)
        return line.hasPrefix("#if ") || line.hasPrefix("#elseif ") ? line : nil
    }

    private mutating func build(_ root: RootRecord, into flow: inout CodeFlow) {
        guard let viewType = viewTypes.type(named: root.type), let declaration = viewType.declarations.first else { return }
        let position = flow.screen(named: root.type, at: place(ViewSummary.Place(file: declaration.file, token: declaration.nameToken)))
        var screen = flow.screens[position]
        screen.isEntry = root.isEntry
        screen.dismissalLeftOutOfiOS = dismissalLeftOutOfiOS(in: viewType)
        screen.unknownFacts.formUnion([.loads, .loadingIndicator, .transition])
        // A way out the presenter's code takes (when a sync ends) that no control shows: as
        // for a UIKit dismissal the reading cannot tie to a control, the buttons are not all
        // there is.
        if root.closedByPresenterCode {
            screen.open(.actions, .closedByPresenter, words: modifierWords(root.closedByPresenterPlace), at: root.closedByPresenterPlace.map(place))
        }
        if root.shownThroughAppOverload {
            screen.open([.actions, .title, .dismissGesture], .appModifier, words: modifierWords(root.appOverloadPlace),
                        at: root.appOverloadPlace.map(place))
        }
        if viewType.isRepresentable {
            // A UIKit view: its buttons and title are UIKit's, which this reading does not see;
            // what its presenting sites apply to it is SwiftUI's, read as for any view. A
            // system controller it makes (`-> SFSafariViewController`) is one whose heading and
            // way out the system draws, and which closes itself (FrameworkBehaviour).
            if let made = SystemControllerWrapping.controller(madeBy: viewType, index: index),
               let behaviour = FrameworkBehaviour.controllerWithItsOwnClose(named: made.name) {
                var close = CodeAction(label: behaviour.label, place: place(made.place))
                close.role = .close
                close.dismisses = true
                if let method = behaviour.delegateMethod {
                    // The system's button only tells the delegate: the app's method closes it, or not.
                    switch DelegateClosing.reading(of: viewType, method: method, index: index) {
                    case .closes:
                        break
                    case .noMethod:
                        close.dismisses = nil
                        close.openReasons.append(OpenReason(.dismiss, .delegateCall, words: method, at: place(made.place)))
                    case .unclear(let at):
                        close.dismisses = nil
                        close.openReasons.append(OpenReason(.dismiss, .delegateCall, words: method, at: place(at)))
                    }
                }
                screen.actions.append(close)
                // The share sheet wrapped into SwiftUI is the share sheet: a system modal.
                if let kind = behaviour.kind { screen.kind = kind }
                screen.title = (nil, place(made.place))
                screen.editsContent = (false, place(made.place))
                screen.open(.dismissGesture, .embeddedView, words: root.type, at: screen.place)
            } else if let made = SystemControllerWrapping.view(madeBy: viewType, index: index),
                      FrameworkBehaviour.contentViewsWithoutAWayOut.contains(made.name), Self.cannotCloseItsPresentation(viewType) {
                // A web page, a map: UIKit draws no bar and no button around it, and the
                // representable holds nothing that could close the sheet. What the page
                // shows (its heading, a form) is the page's.
                screen.open([.title, .editsContent, .dismissGesture], .embeddedView, words: root.type, at: screen.place)
            } else {
                screen.open([.actions, .title, .editsContent, .dismissGesture], .embeddedView, words: root.type, at: screen.place)
            }
            for (owner, presentation) in sitePresentations(of: root) {
                screen.actions += actions(for: presentation, owner: owner, controls: [], flow: &flow)
            }
            flow.screens[position] = screen
            return
        }
        // A presented screen's `@Binding`s come from its presenter, which outlives it; a
        // pushed one's from the screen that pushes it, which the same close may take away.
        let handedByPresenter = root.isPushed ? [] : root.keptByPresenter ?? []
        // Closures every presenting site hands it that close it; a pushed use of the same
        // view is not closed by them.
        let closingHanded = root.isPushed ? [:] : Dictionary(uniqueKeysWithValues: (root.closingClosures ?? []).map { ($0, Self.closesThePresentation) })
        let members = composition(of: root.type, bindings: root.dismissBindings, followed: root.followedBindings,
                                  closingOnChange: root.closingOnChange, keptOutside: handedByPresenter.subtracting(root.dismissBindings),
                                  handed: closingHanded)
        let cannotBeClosedFromWithin = contentCannotClose(root, members: members)
        var allControls: [(control: ViewSummary.Control, member: Member)] = []
        var presentations: [(owner: String, presentation: ViewSummary.Presentation)] = []
        // Where this screen uses a view or modifier other screens use too (`.safariSheet(url:)`).
        var sharedTypeSites: [String: ViewSummary.Place] = [:]
        var edits: ViewSummary.Place?
        var editsHolder: String?
        var systemCloses: [CodeAction] = []
        // What certainly edits, by kind: short entries (`ShortEntry`) and anything else.
        var shortEntries = 0
        var editsMoreThanShortEntries = false
        var mayEdit = false
        var mayShowTitle: ViewSummary.Place?
        var mayEditPlace: ViewSummary.Place?
        var content: [(kind: ContentKind, place: ViewSummary.Place)] = []
        var handedOff = Set<String>()
        for member in members { handedOff.formUnion(summary(of: member.type)?.representablesHandingOffEdits ?? []) }
        // A view of the screen that writes to storage when its state changes may keep what
        // is typed anywhere in it as it is typed (the editor is a child, the save its parent's).
        var savesOnChange: ViewSummary.Place?
        for member in members where savesOnChange == nil { savesOnChange = summary(of: member.type)?.savesOnChange }
        for member in members {
            let memberType = viewTypes.type(named: member.type)
            if memberType?.sharesItsName == true {
                // Two `private struct EditNameView`s of two files, read as one: a button of
                // one is not known to be the other's, so nothing is known to be missing; nor
                // is anything it holds or leads to known to be here (its links, its fields).
                screen.open([.actions, .title, .editsContent, .dismissGesture], .sameNameTypes, words: member.type,
                            at: member.construction.map(place) ?? screen.place)
                if member.type != root.type { continue }
            }
            if !member.isInert, member.type != root.type, memberType?.isRepresentable == true,
               let built = member.construction, handsAWayToAct(at: built, members: members) {
                // A UIKit view handed a closure (`onDismiss: { dismiss() }`): its own buttons,
                // which this reading does not see, may call it.
                screen.open(.actions, .embeddedView, words: member.type, at: place(built))
            }
            if !member.isInert, member.type != root.type, let memberType, memberType.isRepresentable,
               let made = SystemControllerWrapping.controller(madeBy: memberType, index: index),
               let behaviour = FrameworkBehaviour.controllerWithItsOwnClose(named: made.name),
               behaviour.delegateMethod == nil, behaviour.kind == nil,
               !systemCloses.contains(where: { $0.place == place(made.place) }) {
                // A system controller the screen's own view draws (`SafariView`'s body showing
                // an `SFSafariViewController` in each branch): its bar and its button, which
                // closes it, are the screen's.
                var close = CodeAction(label: behaviour.label, place: place(made.place))
                close.role = .close
                close.dismisses = true
                systemCloses.append(close)
            }
            guard let summary = summary(of: member.type) else { continue }
            for var control in controls(of: member, summary: summary) where !member.isInert {
                control.destinations = routed(control.destinations)
                if !member.handed.isEmpty, let resolved = resolving(control.effects, handed: member.handed) {
                    // `Button(action: action)` in `.buttonize { chosen = item }`: the caller's closure.
                    if control.effects.callsParentClosure, let built = member.construction, member.site == nil {
                        // What it does is written where the view is built (`CircleButton(action:
                        // dismiss.callAsFunction)`): that is the control to change.
                        control.place = built
                    }
                    control.effects = resolved
                }
                allControls.append((control, member))
            }
            for var presentation in presentationsShown(by: member, summary: summary) {
                presentation.content.targets = routedTargets(of: presentation, in: summary, by: member.type)
                presentations.append((member.type, presentation))
            }
            if let site = member.site, !summary.presentations.isEmpty { sharedTypeSites[member.type] = site }
            if screen.title == nil, let title = summary.title {
                screen.title = (title.text ?? methodParameterWords(summary.titleName, shownAt: title.place, by: member), place(title.place))
            }
            if mayShowTitle == nil, let shown = summary.mayShowTitle { mayShowTitle = shown }
            // Fields bound to a property that persists each value (`@AppStorage`, or a binding
            // handed one) keep what is typed as it is typed, as a setting saved as typed does;
            // so may a presenter's state handed in as a binding, unless the presenter clears it.
            // A member path (`model.message`) is kept where its object is.
            func isKeptOutside(_ binding: String?) -> Bool {
                guard let binding else { return false }
                return member.keptOutside.contains(binding)
                    || binding.firstIndex(of: ".").map { member.keptOutside.contains(String(binding[..<$0])) } ?? false
            }
            let persistedFields = summary.editedFields.filter { isKeptOutside($0.binding) }
            let unsavedFields = summary.editedFields.filter { !isKeptOutside($0.binding) }
            let unsavedField = summary.editedFields.isEmpty ? summary.editsContent : unsavedFields.first?.place
            if handedOff.contains(member.type), summary.editsContent != nil {
                // A wrapped text view whose edits its building site hands to app code as typed.
                mayEdit = true
                if mayEditPlace == nil { mayEditPlace = summary.editsContent }
            } else if unsavedField == nil, let saved = persistedFields.first {
                mayEdit = true
                if mayEditPlace == nil { mayEditPlace = saved.place }
            } else if let saves = savesOnChange, unsavedField != nil {
                // It writes to storage when its state changes: a draft saved as typed, maybe.
                mayEdit = true
                if mayEditPlace == nil { mayEditPlace = saves }
            } else if let unsavedField {
                if edits == nil {
                    edits = unsavedField
                    // Named only where the field's text is that view's own `@State`: a text
                    // editor component bound to its parent's state holds nothing of its own.
                    if let bound = unsavedFields.first?.binding, ownsState(named: bound, in: member.type) {
                        editsHolder = member.type
                    } else if member.type != root.type, let built = member.construction, let bound = unsavedFields.first?.binding,
                              receivesBinding(named: bound, in: member.type), index.referenceCount(of: member.type) > 1 {
                        // A field component the app shares (`MyTextEditor(text: $description)`,
                        // named in two places or more besides its declaration) whose field is
                        // bound to the `@Binding` its parent hands it: people type where the
                        // parent builds it, the place a developer of the form knows, not inside
                        // the component. A section only this form builds keeps its field's place.
                        edits = built
                    }
                }
                shortEntries += unsavedFields.filter(\.isShortEntry).count
                if summary.editedFields.isEmpty || unsavedFields.contains(where: { !$0.isShortEntry }) { editsMoreThanShortEntries = true }
            }
            if summary.mayEditContent != nil { mayEdit = true }
            if mayEditPlace == nil { mayEditPlace = summary.mayEditContent }
            // Immersive content is what the screen itself shows, not a thumbnail in a child.
            if member.type == root.type { content += summary.content }
            var handlers = summary.handlers
            if !member.handed.isEmpty {
                for position in handlers.indices {
                    if let resolved = resolving(handlers[position].effects, handed: member.handed) { handlers[position].effects = resolved }
                }
            }
            if !member.isInert, !cannotBeClosedFromWithin, let handler = hiddenWayOut(handlers, member: member, isRoot: member.type == root.type,
                                                           root: root, screenMembers: members) {
                // A gesture or an event that may close the screen: its buttons are not all
                // the ways out there are.
                if let call = handler.effects.unfollowedCall {
                    var reason = call.reason(opening: .actions, firstFile: firstFileIndex)
                    reason.place = reason.place ?? place(handler.place)
                    screen.open(reason)
                } else {
                    screen.open(.actions, .hiddenWayOut, words: modifierWords(handler.place), at: place(handler.place))
                }
            }
            if root.dismissGesture == nil, screen.dismissGesture == nil, let gesture = summary.dismissGesture {
                screen.dismissGesture = (gesture.value, place(gesture.place))
            }
            if !member.isInert, let shown = summary.bodyRootType, index.type(named: shown) == nil,
               let system = FrameworkBehaviour.viewWithItsOwnClose(named: shown) {
                // StoreKit's store views draw a close button of their own when presented.
                let at = member.construction.map(place) ?? screen.place
                if summary.mentions[system.setting] != nil {
                    screen.open(.actions, .embeddedView, words: shown, at: at)
                } else {
                    var close = CodeAction(label: system.label, place: at)
                    close.role = .close
                    close.dismisses = true
                    screen.actions.append(close)
                }
            }
        }
        if let page = pageThatMayClose(members) {
            // A `TabView` it shows is read as screens of their own: a page's button that
            // calls what the screen handed it (`next_page: { dismiss() }`) may close it.
            screen.open(.actions, .embeddedView, words: page.name, at: place(page.place))
        }
        presentations += sitePresentations(of: root)
        if let gesture = root.dismissGesture { screen.dismissGesture = (gesture.value, place(gesture.place)) }
        if hostedByUIKit.contains(root.type), screen.dismissGesture?.value != .disabled, index.namesSwipeGuard() {
            // Its hosting controller is UIKit's: code of the run that may stop a sheet's swipe
            // (`isModalInPresentation`, a presentation controller's delegate) may stop this one's.
            screen.open(.dismissGesture, .unstatedBySource, words: "isModalInPresentation", at: screen.place)
        } else if screen.dismissGesture?.value != .disabled, let modifier = swipeGuardingModifier(of: root) {
            // `.allowAutoDismiss(false)`: the app's modifier puts a UIKit controller of its own
            // into the sheet, and code of the run may stop a sheet's swipe from one (a
            // presentation controller's delegate answering `presentationControllerShouldDismiss`).
            screen.open(.dismissGesture, .appModifier, words: modifier, at: screen.place)
        }
        if screen.title == nil, let title = root.siteTitle { screen.title = (title.text, place(title.place)) }
        let container = root.container ?? summary(of: root.type)?.container
        if let container {
            screen.container = (container.kind, place(container.place))
        } else if root.isTab {
            screen.container = (.tabBar, screen.place)
        }
        if screen.title == nil, let shown = mayShowTitle {
            // Words at the bar's leading edge that no button owns (a title drawn by hand).
            screen.open(.title, .drawnHeading, at: place(shown))
        }
        if screen.title == nil, root.siteTitleIsUnclear {
            // A title a presenting site gives that may be this screen's.
            screen.open(.title, .presenterTitle, words: ".navigationTitle", at: root.siteTitlePlace.map(place))
        }
        if let call = pageHosts[root.type] {
            // `layer.page.view()`: whichever page the presented item holds, each judged as
            // the screen it is where the app's navigator presents it.
            screen.open([.title, .actions, .editsContent, .dismissGesture], .embeddedView, words: modifierWords(call), at: place(call))
        }
        if isGenericOverViews(viewType) || viewType.holdsHandedView {
            // `struct NavigationSheet<Content: View>`, `let content: AnyView`: the view handed
            // in may set the title and hold the buttons.
            screen.open(screen.title == nil ? [.title, .actions] : .actions, .embeddedView,
                        words: isGenericOverViews(viewType) ? "Content" : "content", at: screen.place)
        }
        if screen.title == nil, let reason = titleLeftToContent(root, members: members) {
            screen.open(reason)
        }
        if screen.title == nil, screen.container?.kind != .navigation {
            // Without a navigation bar the title is whatever the view shows, which code
            // does not name: not known to be missing.
            screen.open(.title, .noNavigationBar, at: screen.place)
        }
        if edits != nil, !editsMoreThanShortEntries, shortEntries <= ShortEntry.mostThatAreNoWork {
            // A name and an address are typed again in seconds: no work is lost (4th edition).
            edits = nil
        }
        if edits == nil, mayEdit {
            screen.open(.editsContent, .unclearField, words: mayEditPlace.map(modifierWords) ?? "", at: mayEditPlace.map(place))
        } else {
            screen.editsContent = (edits != nil, edits.map(place) ?? screen.place)
            if edits != nil, let holder = editsHolder, holder != root.type { screen.contentHolder = holder }
        }
        var kinds: [ContentKind] = []
        for item in content where !kinds.contains(item.kind) { kinds.append(item.kind) }
        if !kinds.isEmpty, let first = content.first { screen.content = (kinds, place(first.place)) }
        if let unseen = unseenBodyView(of: root.type) {
            // The screen is a UIKit view or controller wrapped into SwiftUI (a photo cropper,
            // a map, a document viewer), or a view declared against a protocol outside the
            // run: what it shows is not seen, so whether it is immersive is not known either;
            // nor are the bar, title and buttons it brings (QuickLook's own Done). Under a
            // SwiftUI navigation bar the screen fills with items of its own, though, the bar
            // people see is SwiftUI's, whose title only `.navigationTitle` sets: a wrapped
            // controller's `title` never reaches it.
            if screen.content == nil { screen.open(.content, .embeddedView, words: unseen, at: screen.place) }
            let barIsSwiftUIs = screen.container?.kind == .navigation && summary(of: root.type)?.fillsTheBar != nil
            screen.open(screen.title == nil && !barIsSwiftUIs ? [.title, .actions] : .actions, .embeddedView, words: unseen, at: screen.place)
        }
        screen.actions += systemCloses
        for member in members {
            guard let unseen = summary(of: member.type)?.unseenBarView else { continue }
            // A package's view in the screen's bar (SpeziViews' `DismissButton()`): the ways
            // out it draws are not seen, so that there is none is not known.
            screen.open(.actions, .embeddedView, words: unseen.name, at: place(unseen.place))
            break
        }
        if let rootSummary = summary(of: root.type), let pushed = rootSummary.pushesFirstPageOnAppear,
           rootSummary.controls.isEmpty, rootSummary.title == nil {
            // A stack whose root shows nothing of its own and which pushes its first page as
            // it appears (`.onAppear { path.append(.intro) }`): people never see the root;
            // the title and the ways out are the pages'.
            screen.open([.title, .actions], .pushesFirstPage, words: "onAppear", at: place(pushed))
        }
        if screen.title == nil || screen.title?.text?.isBlank == true, let heading = drawnHeading(of: members) {
            // A heading drawn in the content is its title, whatever the bar shows: a bar
            // emptied on purpose (`.navigationTitle("")`) beside it leaves the title to it.
            screen.settleTitleInContent(TitleInContent(.heading, at: place(heading)))
        } else if screen.title == nil, screen.container == nil, !index.isPlacedInNavigation(root.type),
                  screen.titleIsOpenOnlyForWantOfABar, !mayShowANavigationContainer(members) {
            // No site wraps it in a navigation container, no UIKit code hosts it in a
            // navigation controller, and nothing it embeds may bring a bar: certainly no
            // bar shows, so its title is part of its content, which the rule does not judge.
            screen.settleTitleInContent(TitleInContent(.noNavigationBar, at: screen.place))
        }

        // Flags that drive a screen the view presents, whose content may be built by the
        // view's own code (a property, a method) and so hold controls read as the view's:
        // such a control that clears the flag may close what it sits in. An alert's,
        // dialog's or action sheet's buttons are its own actions, never the view's
        // controls, so a control that toggles its flag only opens it (a bar's "+" that
        // shows a menu of lists).
        let presentationBindings = Set(presentations.compactMap { site -> String? in
            switch site.presentation.kind {
            case .navigationDestination, .alert, .confirmationDialog, .actionSheet: return nil
            case .sheet, .fullScreenCover, .popover: return site.presentation.binding
            }
        })
        // Flags a control of the screen turns on (`isEditing = true` behind an Edit button),
        // and the `@FocusState`s SwiftUI turns on when people tap a field: a Done in the
        // content beside a field that clears one ends typing, as a keyboard's Done does
        // (moblin's text widgets); one in the navigation bar is the screen's Done.
        var focusFlags = Set<String>()
        for type in Set(allControls.map(\.member.type)) {
            for property in index.properties(of: type) where property.attributes.contains(where: FrameworkBehaviour.isFocusState) {
                focusFlags.insert(property.name)
            }
        }
        let flagsTurnedOn = Set(allControls.flatMap(\.control.effects.setsTrue))
        let closingObjectState = closingObjectState(of: root)
        for (control, member) in allControls {
            var made = actions(for: control, member: member, presentationBindings: presentationBindings,
                               dismissObjectState: closingObjectState, flow: &flow)
            if Self.endsAMode(control, flagsTurnedOn: control.isInToolbar ? flagsTurnedOn : flagsTurnedOn.union(focusFlags),
                              presentationBindings: presentationBindings) {
                for position in made.indices where made[position].dismisses == false { made[position].endsAMode = true }
            }
            if root.isPushed, root.presenters.isEmpty || isPushedInsideAModal(root), control.effects.callsDismiss {
                // Where the view is pushed, `dismiss()` goes back; where it is presented, it
                // closes the modal: which one a button does is not said. Where a view of the
                // app presents it as a sheet's root and it is pushed only in the app's own
                // navigation, outside every modal, the sheet is the one modal it is part of,
                // and there `dismiss()` closes it.
                for position in made.indices where made[position].dismisses == true {
                    made[position].dismisses = nil
                    made[position].openReasons.append(OpenReason(.dismiss, .pushedOrPresented, words: "dismiss()", at: place(control.place)))
                }
            }
            if let asks = confirmation(for: control, among: presentations) ?? confirmation(throughClosureOf: control, member, among: presentations) {
                // A Cancel that opens "Discard changes?": it closes through the dialog's button.
                for position in made.indices {
                    made[position].confirm = asks.name
                    made[position].dismisses = asks.dismisses || control.effects.callsDismiss ? true : nil
                    if made[position].dismisses == nil {
                        made[position].openReasons.append(dismissalReason(control.effects, clears: [], at: control.place))
                    }
                }
            }
            if cannotBeClosedFromWithin {
                // Whatever its call reaches, nothing there can close this screen.
                for position in made.indices where made[position].dismisses == nil
                    && !made[position].openReasons.isEmpty && made[position].openReasons.allSatisfy(\.isCall) {
                    made[position].dismisses = false
                    made[position].openReasons = []
                }
            }
            screen.actions += made
        }
        for site in root.siteControls {
            var action = CodeAction(label: site.control.label, place: place(site.control.place))
            action.labelKind = site.control.labelKind
            action.role = site.control.role
            action.shownOnlyWhen = site.control.shownOnlyWhen
            action.isAddedWherePresented = true
            let effects = site.control.effects
            let presenterBindings = viewTypes.type(named: site.presenter)?.bindingNames ?? []
            if let binding = site.binding, effects.setsFalse.contains(binding) {
                action.dismisses = true
            } else if let sent = site.sendingAction, effects.sendsNil.contains(sent) {
                // It sends what the binding sends when the sheet is swiped away: it closes it.
                action.dismisses = true
            } else if site.control.dismissIsThePresentedScreens, effects.callsDismiss, !effects.callsParentClosure,
                      !effects.reachesUnfollowedCode, effects.setsFalse.isDisjoint(with: presenterBindings) {
                // The `dismiss` of a view of the app's in the presented screen's bar closes
                // that screen, on the paths that reach it.
                if effects.dismissesOnEveryPath {
                    action.dismisses = true
                } else {
                    action.dismisses = nil
                    action.openReasons.append(dismissalReason(effects, clears: [], at: site.control.place))
                }
            } else if effects.callsDismiss || effects.callsParentClosure || effects.reachesUnfollowedCode || !effects.setsFalse.isDisjoint(with: presenterBindings) {
                // The presenter's own `dismiss` or flags, called from inside what it presents.
                action.dismisses = nil
                action.openReasons.append(effects.callsDismiss && effects.unfollowedCall == nil
                    ? OpenReason(.dismiss, .presenterDismiss, words: "dismiss()", at: place(site.control.place))
                    : dismissalReason(effects, clears: effects.setsFalse.intersection(presenterBindings), at: site.control.place))
            }
            screen.actions.append(action)
        }
        for (owner, presentation) in presentations {
            var made = actions(for: presentation, owner: owner, controls: allControls.map(\.control), flow: &flow)
            if let site = sharedTypeSites[owner] {
                for index in made.indices where made[index].edge != nil { made[index].usedAt = place(site) }
            }
            // Named after the one button that drives it (`Done` that shows an error alert
            // when saving fails), the presentation is that button: whether it also closes
            // the screen is the button's, read above (canvas' file editor: Done saves, shows
            // an alert on failure, and closes on success).
            if let binding = presentation.binding {
                let drivers = allControls.map(\.control).filter { $0.kind == .button && $0.effects.setsTrue.contains(binding) }
                if drivers.count == 1, let button = screen.actions.first(where: {
                    $0.target == nil && $0.label == drivers[0].label && $0.place == place(drivers[0].place)
                }), button.dismisses != false {
                    for index in made.indices where made[index].label == drivers[0].label {
                        made[index].dismisses = button.dismisses
                        made[index].openReasons = button.openReasons
                    }
                }
            }
            screen.actions += made
        }
        if viewTypes.type(named: root.type)?.sharesItsName == true {
            // `CGMSettings.RootView` and forty other modules' `RootView`s, read as one screen
            // by their shared name: what one edits or titles is not known to be what the
            // presented or pushed one shows, so nothing of theirs is known to be missing or held.
            screen.editsContent = nil
            screen.dismissGesture = nil
            screen.open([.actions, .title, .editsContent, .dismissGesture], .sameNameTypes, words: root.type, at: screen.place)
        }
        flow.screens[position] = screen
    }

    /// The presentations sites apply to the root inside their content closures, as the
    /// root's own, each with its targets routed by its presenter's code (whose flags drive it).
    private mutating func sitePresentations(of root: RootRecord) -> [(owner: String, presentation: ViewSummary.Presentation)] {
        root.sitePresentations.map { site in
            var presentation = site.presentation
            if let summary = summary(of: site.presenter) {
                presentation.content.targets = routedTargets(of: presentation, in: summary, by: site.presenter)
            }
            return (root.type, presentation)
        }
    }

    /// Why whether a control closes its screen is open: the first call its action makes
    /// that the reading does not follow, else the binding it clears whose source is not
    /// followed, else (the reading recorded nothing finer) the control itself.
    private func dismissalReason(_ effects: ActionEffects, clears bindings: Set<String>, at control: ViewSummary.Place) -> OpenReason {
        if let call = effects.unfollowedCall {
            var reason = call.reason(opening: .dismiss, firstFile: firstFileIndex)
            if reason.place == nil { reason.place = place(control) }
            return reason
        }
        if let binding = bindings.sorted().first {
            return OpenReason(.dismiss, .bindingHandedIn, words: "\(binding) = false", at: place(control))
        }
        return OpenReason(.dismiss, .unspecified, at: place(control))
    }

    /// Whether handlers of a member's view may close the screen as a button would: they
    /// dismiss, call a closure handed in, clear a binding, or (the screen's own view)
    /// reach code not followed. A composed child (a row, a card) reaches the presenter
    /// only through what it is handed, `dismiss` and bindings, which are read; its own
    /// loading (`.task { await model.load() }`) does not close the screen around it.
    /// A binding is read as a button's is (`actions(for:)`): one handed down from the
    /// presenter's flag closes; one whose building site the reading followed to other
    /// state (a category cell's `isFiltered`, toggled on a tap) does not.
    private mutating func hiddenWayOut(_ handlers: [(effects: ActionEffects, place: ViewSummary.Place, event: String?, onAppear: Bool)],
                                       member: Member, isRoot: Bool, root: RootRecord,
                                       screenMembers: [Member]) -> (effects: ActionEffects, place: ViewSummary.Place)? {
        let unfollowed = unfollowedBindings(of: member)
        for (effects, place, event, onAppear) in handlers {
            let closes = effects.callsDismiss || !effects.setsFalse.isDisjoint(with: member.bindings.union(unfollowed))
            // A `.task` that loads (`await model.load()`) runs when the screen appears, as
            // `.onAppear` does: whatever the code it reaches does, people did nothing there.
            let unfollowedCountsHere = isRoot && effects.reachesUnfollowedCode && !onAppear
            guard closes || effects.callsParentClosure || unfollowedCountsHere else { continue }
            if closes, !effects.callsParentClosure, !effects.reachesUnfollowedCode, let event,
               isRaisedOnlyUnder(root, event: event, screenMembers: screenMembers) {
                // The app closes it on an event only its presenters raise: no way out people have here.
                continue
            }
            return (effects, place)
        }
        return nil
    }

    /// Whether a view that pushes `root` may itself be inside a modal: it belongs to a
    /// screen presented modally, or to one pushed from such a screen, followed up through
    /// the screens that push it. Only a chain that ends at the app's entries or tabs (the
    /// app's own navigation) is outside every modal; a pusher the reading did not place, or
    /// a screen no view of the app presents or pushes, may be in one.
    /// The app's objects' properties whose clearing closes `root`: those that present it,
    /// and those that present a modal it is shown over (SwiftUI closes every sheet on top of
    /// the one whose flag is cleared: an error sheet's Close that clears the import sheet's
    /// flag closes both). Followed down the one way it is shown (its presenters' or pushers'
    /// screen, while there is exactly one), each screen once.
    private func closingObjectState(of root: RootRecord) -> Set<String> {
        var result = root.dismissObjectState
        var seen: Set<String> = [root.type]
        var current = root
        while true {
            let hosts = current.presenters.union(current.pushers).reduce(into: Set<String>()) { hosts, shower in
                hosts.formUnion((containingRoots[shower] ?? [shower]).subtracting([current.type]))
            }
            guard hosts.count == 1, let host = hosts.first, seen.insert(host).inserted,
                  let position = rootByType[host] else { return result }
            current = roots[position]
            if !current.presenters.isEmpty { result.formUnion(current.dismissObjectState) }
        }
    }

    private func isPushedInsideAModal(_ root: RootRecord) -> Bool {
        var seen: Set<String> = [root.type]
        var pending = Array(root.pushers)
        if pending.isEmpty { return true }
        while let pusher = pending.popLast() {
            guard let holders = containingRoots[pusher], !holders.isEmpty else { return true }
            for holder in holders where seen.insert(holder).inserted {
                guard let position = rootByType[holder] else { return true }
                let record = roots[position]
                if !record.presenters.isEmpty { return true }
                if record.isEntry || record.isTab { continue }
                guard record.isPushed, !record.pushers.isEmpty else { return true }
                pending.append(contentsOf: record.pushers)
            }
        }
        return false
    }

    /// Whether every place that raises the app's event `event` is in the code of the view
    /// types that present `root` modally (or of their compositions, less the screen's own):
    /// views the screen covers while it shows, so nothing people do on it raises the event.
    /// A place in no view type (a model, a free function) may be reached from the screen.
    private mutating func isRaisedOnlyUnder(_ root: RootRecord, event: String, screenMembers: [Member]) -> Bool {
        guard !root.presenters.isEmpty else { return false }
        if eventPosters == nil { eventPosters = EventPosters(index: index) }
        guard let posters = eventPosters?.posters(of: event, in: index), !posters.isEmpty else { return false }
        var covered = root.presenters
        for presenter in root.presenters { covered.formUnion(composition(of: presenter).map(\.type)) }
        covered.subtract(screenMembers.map(\.type))
        return posters.allSatisfy { poster in
            enclosingTypeName(file: poster.file, token: poster.token).map(covered.contains) ?? false
        }
    }

    /// The type whose code holds the token: the owner of the innermost method around it,
    /// else the innermost view type declaration around it.
    private func enclosingTypeName(file: Int, token: Int) -> String? {
        var best: (size: Int, name: String)?
        for method in index.methods where method.file == file {
            guard let body = method.body, body.contains(token), let owner = index.ownerName(of: method) else { continue }
            if best == nil || body.count < best!.size { best = (body.count, owner) }
        }
        if let best { return best.name }
        for viewType in viewTypes.types {
            for declaration in viewType.declarations where declaration.file == file && declaration.body.contains(token) {
                if best == nil || declaration.body.count < best!.size { best = (declaration.body.count, viewType.name) }
            }
        }
        return best?.name
    }

    /// Whether the screen's title may be in its content rather than its bar, so that no
    /// `.navigationTitle` is not a missing title: a heading drawn in the content (not in a
    /// row), a navigation bar hidden by the screen or its site, a page of a `TabView` it
    /// shows that titles itself, or a modifier of the app's own applied at a showing site
    /// that titles it or hides its bar.
    /// Why, when it may be: the first place that says so.
    private mutating func titleLeftToContent(_ root: RootRecord, members: [Member]) -> OpenReason? {
        if root.siteHidesBar {
            return OpenReason(.title, .noNavigationBar, words: modifierWords(root.siteHidesBarPlace), at: root.siteHidesBarPlace.map(place))
        }
        for member in members {
            guard let summary = summary(of: member.type) else { continue }
            if let hides = summary.hidesBar { return OpenReason(.title, .noNavigationBar, words: modifierWords(hides), at: place(hides)) }
            if let heading = summary.heading, !member.isRepeated { return OpenReason(.title, .drawnHeading, at: place(heading)) }
        }
        // What the screen shows besides its own composition: the pages of its `TabView`s
        // (a page's `.navigationTitle` is the bar's) and the site's own modifiers.
        var shown = root.siteModifiers
        for member in members { shown += summary(of: member.type)?.tabs.map(\.name) ?? [] }
        for type in shown {
            for member in composition(of: type) {
                guard let summary = summary(of: member.type) else { continue }
                if summary.title != nil || summary.mayShowTitle != nil || summary.hidesBar != nil
                    || summary.heading != nil && !member.isRepeated {
                    // The site's own modifier, or a page of a `TabView` the screen shows.
                    let kind: OpenReason.Kind = root.siteModifiers.contains(type) ? .appModifier : .embeddedView
                    return OpenReason(.title, kind, words: type, at: (summary.title?.place ?? summary.hidesBar ?? summary.heading).map(place))
                }
            }
        }
        return nil
    }

    /// The app's own modifier the presenting site applies to the screen whose composition
    /// holds a UIKit controller of the app's (a `UIViewControllerRepresentable`), when the
    /// run's code names a way to stop a sheet's swipe: that controller may answer for the
    /// sheet it is put in.
    private mutating func swipeGuardingModifier(of root: RootRecord) -> String? {
        guard !root.siteModifiers.isEmpty, index.namesSwipeGuard() else { return nil }
        for modifier in root.siteModifiers
        where composition(of: modifier).contains(where: { viewTypes.type(named: $0.type)?.isRepresentable == true }) {
            return String(modifier.dropFirst(SwiftUIViewTypes.extensionMethodPrefix.count))
        }
        return nil
    }

    /// Whether a view of the screen's composition says `NavigationStack` (or another
    /// navigation container) anywhere in its code, not only at the top of its body, where
    /// the screen's container is read: under a branch or a `ZStack`, a bar may show.
    private mutating func mayShowANavigationContainer(_ members: [Member]) -> Bool {
        for member in members {
            guard let mentions = summary(of: member.type)?.mentions else { continue }
            if Self.navigationContainerNames.contains(where: { mentions[$0] != nil }) { return true }
        }
        return false
    }

    private static let navigationContainerNames = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// The first heading drawn in the screen's composition (a `Text` in a title font, not in
    /// a row, a control or a toolbar), when there is one.
    private mutating func drawnHeading(of members: [Member]) -> ViewSummary.Place? {
        for member in members where !member.isRepeated {
            if let heading = summary(of: member.type)?.heading { return heading }
        }
        return nil
    }

    /// The modifier or call whose name token is at `place`, as the source spells it
    /// (`.navigationBarHidden`, `.onReceive`), for an open reason's words.
    private func modifierWords(_ place: ViewSummary.Place?) -> String {
        guard let place, place.token < index.files[place.file].tokens.count else { return "" }
        let file = index.files[place.file]
        let token = file.tokens[place.token]
        guard token.kind == .identifier else { return "" }
        let name = file.text(of: token)
        let isMember = place.token > 0 && file.tokens[place.token - 1].kind == .punctuation
            && file.bytes[file.tokens[place.token - 1].span.start] == UInt8(ascii: ".")
        return (isMember ? "." : "") + name
    }

    /// The one alert or dialog a Cancel (or Close) button opens, by the flag it sets: the
    /// question it asks before closing, and whether a button of that question closes the view.
    /// A child's button that runs a closure its building view handed it (`CloseChip {
    /// closeAskingFirst() }`), where the closure turns on a flag of that view: it asks first
    /// when that flag shows one of the building view's own dialogs, and the button itself
    /// dismisses on no path the closure does not (`onTap?() ?? ownDismiss()` dismisses only
    /// without one).
    private func confirmation(throughClosureOf control: ViewSummary.Control, _ member: Member,
                              among presentations: [(owner: String, presentation: ViewSummary.Presentation)]) -> (name: String, dismisses: Bool)? {
        guard let builder = member.builder, !control.effects.dismissesOnEveryPath else { return nil }
        let called = control.effects.parentClosures.filter { member.flagSetting[$0] != nil }
        guard !called.isEmpty else { return nil }
        var through = control
        for name in called.sorted() {
            let handed = member.flagSetting[name]!
            through.effects.formUnion(handed)
        }
        return confirmation(for: through, among: presentations.filter { $0.owner == builder })
    }

    private func confirmation(for control: ViewSummary.Control,
                              among presentations: [(owner: String, presentation: ViewSummary.Presentation)]) -> (name: String, dismisses: Bool)? {
        // A Cancel may also dismiss directly on the path with nothing to lose (`if hasChanges
        // { askDiscard = true } else { dismiss() }`): the path with changes asks first.
        guard control.kind == .button, control.role == .cancel || control.role == .close, !control.effects.dismissesOnEveryPath else { return nil }
        let opened = presentations.filter { item in
            [.alert, .confirmationDialog, .actionSheet].contains(item.presentation.kind)
                && item.presentation.binding.map { control.effects.setsTrue.contains($0) } == true
        }
        guard opened.count == 1, let presentation = opened.first?.presentation else { return nil }
        let dismisses = presentation.systemButtons?.contains { $0.dismissesPresenter } ?? false
        return (presentation.screenID, dismisses)
    }

    /// The screen ids of a view's alerts, dialogs and share sheets, given once when its
    /// summary is read. An alert or dialog: its view, its kind and the flag that drives it
    /// (`InboxView.alert.showDeleteConfirmation`), numbered when the view has several of the
    /// same; a share sheet: its view's, numbered in the view's order. Never a line:
    /// baselines, fingerprints and suppressions by id keep matching when code moves.
    /// Alerts and dialogs a presenting site applies inside a content closure (`.sheet {
    /// Picker().alert(item: $info) }`) are named after the presenter too, numbered after its
    /// own, so that the ids of its own ones stay what they were.
    static func nameSystemModals(in summary: inout ViewSummary, owner: String) {
        var counts: [String: Int] = [:]
        func name(_ presentation: inout ViewSummary.Presentation) {
            guard [.alert, .confirmationDialog, .actionSheet].contains(presentation.kind) else { return }
            let key = stableKey(of: presentation.binding)
            let base = "\(owner).\(presentation.kind == .alert ? "alert" : "actionSheet")" + (key.isEmpty ? "" : ".\(key)")
            counts[base, default: 0] += 1
            let ordinal = counts[base]!
            presentation.screenID = base + (ordinal > 1 ? ".\(ordinal)" : "")
        }
        func nameSitePresentations(_ presentations: inout [ViewSummary.Presentation]) {
            for position in presentations.indices {
                for site in presentations[position].content.sitePresentations.indices {
                    name(&presentations[position].content.sitePresentations[site])
                }
                nameSitePresentations(&presentations[position].content.sitePresentations)
            }
        }
        for position in summary.presentations.indices { name(&summary.presentations[position]) }
        nameSitePresentations(&summary.presentations)
        var shares = 0
        for position in summary.controls.indices where summary.controls[position].kind == .shareLink {
            shares += 1
            summary.controls[position].screenID = "\(owner).shareSheet" + (shares > 1 ? ".\(shares)" : "")
        }
    }

    /// The last name in a presentation's driver (`showDelete` of `$model.showDelete`): a
    /// part of an id that does not move with the code.
    static func stableKey(of binding: String?) -> String {
        guard let binding else { return "" }
        let names = binding.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return names.last.map(String.init) ?? ""
    }

    /// Whether the construction at `place` hands the view something it can act with: a
    /// closure (`Pager(onClose: { ... })`, or a trailing one), a binding (`$isShown`), or a
    /// function or `DismissAction` of the screen's views by name (`onClose: close`,
    /// `dismissAction: dismiss`).
    private func handsAWayToAct(at place: ViewSummary.Place, members: [Member]) -> Bool {
        let reader = CodeBodyReader(index: index, file: place.file)
        guard let call = SwiftUICall.read(at: place.token, reader, limit: reader.tokens.count) else { return false }
        if !call.closures.isEmpty { return true }
        var callable: Set<String> = []
        for member in members {
            guard let type = viewTypes.type(named: member.type) else { continue }
            callable.formUnion(type.dismissNames)
            callable.formUnion(type.closureNames)
            callable.formUnion(index.methods(of: member.type).map(\.name))
        }
        return call.arguments.contains { argument in
            var start = argument.range.lowerBound
            guard start < argument.range.upperBound else { return false }
            if reader.isPunctuation(start, "{") || reader.text(start).hasPrefix("$") { return true }
            if reader.is(start, "self"), reader.isPunctuation(start + 1, ".") { start += 2 }
            // `dismiss`, `close`, `dismiss.callAsFunction`
            return reader.isName(start) && callable.contains(reader.text(start))
                && (start + 1 == argument.range.upperBound || reader.isPunctuation(start + 1, "."))
        }
    }

    /// A Done that turns off a flag another control of the screen turns on, and does nothing
    /// else (`if isEditing { Button("Done") { isEditing = false } } else { Button("Edit")
    /// { isEditing = true } }`): the end of a mode, as `EditButton` is, not of a task.
    ///
    /// So does a Done on the keyboard's bar that closes nothing: it ends typing (it hides the
    /// keyboard, as the keyboard's own Done key does), wherever the screen is shown.
    static func endsAMode(_ control: ViewSummary.Control, flagsTurnedOn: Set<String>, presentationBindings: Set<String>) -> Bool {
        let effects = control.effects
        if control.isOnKeyboardBar, control.kind == .button, ButtonWords.isDone(control.label), !effects.callsDismiss, !effects.callsParentClosure,
           effects.setsFalse.isDisjoint(with: presentationBindings), effects.setsTrue.isDisjoint(with: presentationBindings) {
            return true
        }
        guard control.kind == .button, control.labelKind == .words, ButtonWords.isDone(control.label),
              !effects.setsFalse.isEmpty, effects.setsFalse.isSubset(of: flagsTurnedOn),
              effects.setsFalse.isDisjoint(with: presentationBindings), effects.setsTrue.isDisjoint(with: presentationBindings),
              !effects.callsDismiss, !effects.callsParentClosure, !effects.reachesUnfollowedCode else { return false }
        return true
    }

    /// Whether nothing the screen is built of can close it (ContentCapability): every site
    /// drives it by a `@State` of the presenter's own that nothing else holds, no member can
    /// reach a `dismiss`, and no code of the run calls UIKit's dismissal.
    private mutating func contentCannotClose(_ root: RootRecord, members: [Member]) -> Bool {
        guard root.drivenOnlyByPresenterState == true, !root.isEntry, !root.isTab, !root.closedByPresenterCode,
              !root.shownThroughAppOverload, !hostedByUIKit.contains(root.type), root.dismissBindings.isEmpty,
              root.closingOnChange.isEmpty, root.dismissObjectState.isEmpty, pageHosts[root.type] == nil,
              let rootType = viewTypes.type(named: root.type), rootType.closureNames.isEmpty, rootType.bindingNames.isEmpty,
              !rootType.takesBindings, !isGenericOverViews(rootType),
              ContentCapability.membersCannotClose(members.map(\.type), viewTypes: viewTypes) else { return false }
        if runCallsUIKitDismiss == nil { runCallsUIKitDismiss = ContentCapability.runCallsUIKitDismiss(index) }
        return runCallsUIKitDismiss == false
    }

    /// Whether a representable's code has nothing to close its presentation with: no
    /// dismiss action or presentation mode, no binding, no closure it was handed, no object
    /// or store of the app's it could tell.
    static func cannotCloseItsPresentation(_ viewType: SwiftUIViewTypes.ViewType) -> Bool {
        viewType.dismissNames.isEmpty && viewType.dismissMembers.isEmpty && viewType.presentationModeNames.isEmpty
            && viewType.closureNames.isEmpty && viewType.bindingNames.isEmpty && !viewType.takesBindings
            && viewType.objectTypes.isEmpty && viewType.storeFeatures.isEmpty && !viewType.holdsHandedView
    }

    /// A Back whose action only changes the view's own `@State` (`selectedReason = nil` in
    /// a two-step report sheet) goes back to an earlier step shown in the same view: a step
    /// of the task, not a way out of it, so its word gives it no closing role.
    static func stepsBack(_ control: ViewSummary.Control, ownState: Set<String>) -> Bool {
        let effects = control.effects
        let changed = effects.setsFalse.union(effects.setsTrue)
        return control.kind == .button && control.labelKind == .words && ButtonWords.normalized(control.label) == "back"
            && control.role == .close && !changed.isEmpty && changed.isSubset(of: ownState)
            && !effects.callsDismiss && !effects.callsParentClosure && !effects.reachesUnfollowedCode
            && effects.clearsObjectState.isEmpty && effects.sendsNil.isEmpty
    }

    /// A control's action once for each screen it pushes (none: the action as it is).
    private func pushes(_ action: CodeAction, of control: ViewSummary.Control) -> [CodeAction] {
        guard !control.destinations.isEmpty else { return [action] }
        return control.destinations.map { destination in
            var push = action
            push.target = .screen(destination.name)
            push.edge = .push
            push.edgePlace = place(control.place)
            return push
        }
    }

    private func actions(for control: ViewSummary.Control, member: Member, presentationBindings: Set<String>,
                         dismissObjectState: Set<String>, flow: inout CodeFlow) -> [CodeAction] {
        let owner = member.type
        var action = CodeAction(label: control.label, place: place(member.site ?? control.place))
        action.labelKind = control.labelKind
        action.role = control.role
        action.shownOnlyWhen = control.shownOnlyWhen
        switch control.kind {
        case .button where !control.destinations.isEmpty:
            // A button that activates a link (`showsNext = true` for
            // `NavigationLink(isActive: $showsNext)`) pushes the link's destinations.
            return pushes(action, of: control)
        case .navigationLink:
            return pushes(action, of: control)
        case .button:
            let setsFalse = control.effects.setsFalse
            // A `@Binding` whose source the reading did not follow may be a presenter's flag;
            // a flag that drives one of the screen's own presentations is set false from
            // inside the content it presents (a sheet built by a property of the same view).
            let unfollowed = unfollowedBindings(of: member)
            if control.effects.callsDismiss || !setsFalse.isDisjoint(with: member.bindings)
                || !control.effects.clearsObjectState.isDisjoint(with: dismissObjectState) {
                action.dismisses = true
                action.onlyCloses = control.effects.onlyDismisses
                if action.role == nil, control.labelKind != .words, control.effects.onlyDismisses {
                    // Words the reading does not see, or a symbol: its code closes the screen
                    // and does nothing else, a close button by what it does.
                    action.role = .close
                }
                if action.role == nil, control.effects.callsDismiss, control.effects.handsValueToParentClosure {
                    // It hands what people picked to the code that handed it the closure, and
                    // closes (`itemToAdd(area); dismiss()`): a choice that closes, which
                    // commits the choice, as a binding the presenter closes on does.
                    action.role = .default
                }
            } else if !control.effects.setsTrue.isDisjoint(with: member.closingOnChange) {
                // It sets the value the presenter closes the screen on: a choice that closes,
                // which commits the choice (Rules/safe-exit.md).
                action.dismisses = true
                if action.role == nil { action.role = .default }
            } else if control.effects.callsParentClosure || control.effects.reachesUnfollowedCode || !setsFalse.isDisjoint(with: unfollowed)
                        || !setsFalse.isDisjoint(with: presentationBindings) {
                action.dismisses = nil
                action.openReasons.append(dismissalReason(control.effects, clears: setsFalse.intersection(unfollowed.union(presentationBindings)),
                                                          at: control.place))
            } else if Self.stepsBack(control, ownState: Set(index.properties(of: owner).filter { property in
                !property.isStatic && property.attributes.contains { $0 == "@State" || $0.hasPrefix("@State(") }
            }.map(\.name))) {
                // Back to an earlier step of the same screen: not a way out, nor one that forgot to close.
                action.role = nil
            }
            return [action]
        case .shareLink:
            let name = control.screenID
            let share = flow.screen(named: name, at: place(control.place))
            flow.screens[share].kind = .shareSheet
            flow.screens[share].unknownFacts.formUnion([.loads, .loadingIndicator, .title])
            action.target = .screen(name)
            action.edge = .present
            action.edgePlace = place(control.place)
            action.unknownFacts.insert(.transition)
            return [action]
        }
    }

    private func actions(for presentation: ViewSummary.Presentation, owner: String, controls: [ViewSummary.Control],
                         flow: inout CodeFlow) -> [CodeAction] {
        // The label: the one button that sets the binding, else the binding's name.
        var label = presentation.binding ?? Self.modifierName(presentation.kind)
        var labelKind = ActionLabelKind.none
        if let binding = presentation.binding {
            let drivers = controls.filter { $0.kind == .button && $0.effects.setsTrue.contains(binding) }
            if drivers.count == 1 { (label, labelKind) = (drivers[0].label, drivers[0].labelKind) }
        }
        let sitePlace = place(presentation.place)
        var base = CodeAction(label: label, place: sitePlace)
        base.labelKind = labelKind
        base.edgePlace = sitePlace
        base.unknownFacts.insert(.transition)
        switch presentation.kind {
        case .alert, .confirmationDialog, .actionSheet:
            let kind: ScreenKind = presentation.kind == .alert ? .alert : .actionSheet
            let name = presentation.screenID
            let position = flow.screen(named: name, at: sitePlace)
            if flow.screens[position].actions.isEmpty {
                var modal = flow.screens[position]
                modal.kind = kind
                // `.actionSheet { ActionSheet(title:buttons:) }`, iOS 13's API: its buttons are
                // `ActionSheet.Button` values (`.cancel(...)`), which advice must name.
                modal.madeByLegacyAlertClass = presentation.kind == .actionSheet || presentation.isLegacyConstruction
                modal.unknownFacts.formUnion([.loads, .loadingIndicator])
                modal.displayName = Screen.describeSystemModal(
                    kind: kind, title: presentation.systemTitle ?? nil, message: nil, presenter: owner)
                switch presentation.systemTitle {
                case .some(.some(let text)): modal.title = (text, sitePlace)
                case .some(.none): modal.title = (nil, sitePlace)
                case .none:
                    // Built where the reading does not follow: the app's overload, or an `Alert` a helper makes.
                    if kind == .alert {
                        modal.open(.title, presentation.throughAppOverload ? .appModifier : .alertBuiltElsewhere,
                                   words: modifierWords(presentation.place), at: sitePlace)
                    }
                }
                if let buttons = presentation.systemButtons {
                    for button in buttons {
                        var action = CodeAction(label: button.label, place: place(button.place))
                        action.labelKind = button.labelKind
                        action.role = button.role
                        action.dismisses = true
                        modal.actions.append(action)
                    }
                    // SwiftUI's own buttons: OK on an alert without any, Cancel on a dialog without one.
                    if kind == .alert, buttons.isEmpty {
                        var ok = CodeAction(label: "OK", place: sitePlace)
                        ok.role = .default
                        ok.dismisses = true
                        modal.actions.append(ok)
                    } else if presentation.kind == .confirmationDialog, !buttons.contains(where: { $0.role == .cancel }) {
                        var cancel = CodeAction(label: "Cancel", place: sitePlace)
                        cancel.role = .cancel
                        cancel.dismisses = true
                        modal.actions.append(cancel)
                    }
                } else {
                    modal.open(.actions, presentation.throughAppOverload ? .appModifier : .alertBuiltElsewhere,
                               words: modifierWords(presentation.place), at: sitePlace)
                    // The buttons are built where the reading does not follow, but SwiftUI
                    // always shows one that closes the alert or dialog (FrameworkBehaviour).
                    if let always = FrameworkBehaviour.buttonAlwaysShown(byModifier: Self.modifierName(presentation.kind)) {
                        var shown = CodeAction(label: always.label, place: sitePlace)
                        if always.isCancel { shown.role = .cancel } else { shown.unknownFacts.insert(.role) }
                        shown.dismisses = true
                        modal.actions.append(shown)
                    }
                }
                flow.screens[position] = modal
            }
            base.target = .screen(name)
            base.edge = .present
            return [base]
        case .sheet, .fullScreenCover, .popover, .navigationDestination:
            switch presentation.kind {
            case .sheet: base.style = .sheet
            case .fullScreenCover: base.style = .fullScreen
            case .popover:
                base.style = .popover
                base.compact = presentation.content.refusedCompactAdaptation
            default: break
            }
            base.edge = presentation.kind == .navigationDestination ? .push : .present
            // `navigationDestination(for: Route.self) { switch $0 { ... } }` registers a screen for
            // every value of the route; which the screen pushes is decided by values at run
            // time, so the pushes are alternatives of unknown target, not a branching task.
            let routes = presentation.kind == .navigationDestination && Set(presentation.content.targets.map(\.name)).count > 1
            guard !presentation.content.targets.isEmpty, !routes else {
                // Content the reading cannot name (a package's view, a UIKit wrapper): unknown target.
                base.target = .screen("")
                if routes { base.routeTargets = presentation.content.targets.map(\.name) }
                return [base]
            }
            return presentation.content.targets.map { target in
                var action = base
                action.target = .screen(target.name)
                return action
            }
        }
    }

    static func modifierName(_ kind: ViewSummary.Presentation.Kind) -> String {
        switch kind {
        case .sheet: return "sheet"
        case .fullScreenCover: return "fullScreenCover"
        case .popover: return "popover"
        case .alert: return "alert"
        case .confirmationDialog: return "confirmationDialog"
        case .actionSheet: return "actionSheet"
        case .navigationDestination: return "navigationDestination"
        }
    }
}
