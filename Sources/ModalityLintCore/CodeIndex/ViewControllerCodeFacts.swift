/// A place in the run's code where a fact was said: the file (an index into
/// `CodeIndex.sources`), the span, and the language (for provenance: `swift` or `objc`).
public struct CodeLocation: Hashable, Sendable {
    public var file: Int
    public var span: ByteSpan
    public var language: CodeLanguage
}

/// What a view controller class's own code (and its superclasses' in the run) says
/// about its screen. Only what the code says plainly: a fact the code does not state is
/// absent (nil or empty), never guessed.
public struct ViewControllerCodeFacts: Sendable {
    public var className: String
    /// The class's name in its declaration.
    public var location: CodeLocation
    /// A title set in code, or nil when no method of the class sets one.
    public var title: TitleFact?
    /// Bar button items made in code and set on the class's own `navigationItem`.
    public var barButtonItems: [BarButtonItemFact] = []
    /// Buttons made in code and wired to the class in its view (`CodeMadeButtons`).
    public var viewButtons: [BarButtonItemFact] = []
    /// Some control of the class is wired in a way the reading does not tie to its methods.
    public var hasUnreadButtonWiring = false
    /// Every control read: the bar's items, then the view's buttons.
    public var controls: [BarButtonItemFact] { barButtonItems + viewButtons }
    /// Where `isModalInPresentation = true` (`self.modalInPresentation = YES`) is set.
    public var isModalInPresentation: CodeLocation?
    /// `modalPresentationStyle = .formSheet` on itself in an initialiser, `viewDidLoad` or
    /// `awakeFromNib`: the case name (`formSheet`; Objective-C's
    /// `UIModalPresentationFormSheet` gives the same).
    public var modalPresentationStyle: (caseName: String, location: CodeLocation)?
    public var modalTransitionStyle: (caseName: String, location: CodeLocation)?
    /// `navigationController?.setNavigationBarHidden(true, animated:)`,
    /// `isNavigationBarHidden = true` (or a value) in any method: the bar may not show,
    /// and then the title is whatever the view draws.
    public var hidesNavigationBar: CodeLocation?
    /// `navigationController?.popToViewController(self, animated:)` (Objective-C
    /// `popToViewController:self`) in any method: the screen brings people back to itself
    /// from whatever it pushed, however deep, as a form does when a picker chooses.
    public var returnsToItself: CodeLocation?
}

/// A title set in code.
public struct TitleFact: Hashable, Sendable {
    /// The literal text when every assignment sets the same literal; nil when the title is
    /// dynamic (`title = viewModel.name`, a `titleView`, differing literals).
    public var text: String?
    /// The first assignment.
    public var location: CodeLocation
}

/// A `UIBarButtonItem` made in code and set on the screen's navigation item.
public struct BarButtonItemFact: Hashable, Sendable {
    public enum Label: Hashable, Sendable {
        /// `title: "Done"`, `initWithTitle:@"Done"`.
        case title(String)
        /// `barButtonSystemItem: .cancel`, `systemItem: .close`, `UIBarButtonSystemItemCancel`:
        /// the case name (`cancel`, `close`).
        case systemItem(String)
        /// `image: UIImage(named: "x")` / `UIImage(systemName: "xmark")`: the name.
        case image(String)
        /// The code does not say it plainly.
        case unknown

        /// The role its words, system item or image say (`Cancel`, `.close`, `NavbarClose`);
        /// nil for words the code does not state.
        var role: ActionRole? {
            switch self {
            case .title(let words): return ButtonWords.role(forLabel: words)
            case .systemItem(let name): return StoryboardControls.systemItemRole(name)
            case .image(let name): return ButtonWords.role(forImageNamed: name)
            case .unknown: return nil
            }
        }
    }

    /// Where the control is: a side of the navigation bar, or in the view (a button the
    /// class makes in code, `CodeMadeButtons`).
    public enum Side: Hashable, Sendable { case left, right, inView }

    public enum Action: Hashable, Sendable {
        /// `action: #selector(cancel(_:))` / `@selector(cancel:)` with target `self`,
        /// resolved to a method of the class (or its superclasses in the run).
        case method(id: Int, selector: String)
        /// A selector with no method in the class chain, or a target other than `self`.
        case unresolved(String)
        /// `primaryAction: UIAction { ... }`: the closure's token range in the file.
        case closure(Range<Int>)
        /// No action given.
        case none
    }

    public var label: Label
    public var side: Side
    public var action: Action
    /// Whether the action dismisses the screen (directly or through the
    /// class); nil when the action cannot be read (`.unresolved`, `.none`).
    public var dismisses: Bool?
    public var performedSegueIdentifiers: [String]
    /// The `UIBarButtonItem` initialiser's name (`initWith...` in Objective-C).
    public var location: CodeLocation
    /// When `dismisses` is nil because of a call the reading does not follow: that call.
    var unfollowedCall: UnfollowedCall?
}

/// What an action method does, for a storyboard `<action selector="cancel:">`.
public struct ActionMethodFacts: Hashable, Sendable {
    public var methodID: Int
    /// Calls `dismiss(animated:)` (or the Objective-C form), directly or through the
    /// class's own methods.
    public var dismisses: Bool
    public var performedSegueIdentifiers: [String]
    public var pops: Bool
    /// Calls code the reading does not follow (a delegate, another object's method):
    /// when it does not dismiss itself, whether it closes the screen is unknown.
    public var reachesUnfollowedCode: Bool
    /// The method's name in its declaration.
    public var location: CodeLocation
    /// The first call it makes that the reading does not follow.
    var unfollowedCall: UnfollowedCall?
}

extension CodeIndex {
    /// What the code says about a view controller class, or nil when the class is not
    /// declared in the run.
    public func viewControllerFacts(ofClass className: String) -> ViewControllerCodeFacts? {
        // An Objective-C `@implementation` whose `@interface` is in a header the run does not
        // hold stands for its class: it says what the class does.
        guard let type = type(named: className), type.kind == .class || type.kind == .objcImplementation else { return nil }
        // An Objective-C class's code, where a fix goes, is its `@implementation` (a `.m`):
        // the screen is placed there when the run holds it, not at the header's `@interface`.
        let shown = type.language == .objectiveC
            ? declarations(named: className).first { $0.kind == .objcImplementation } ?? type : type
        var facts = ViewControllerCodeFacts(
            className: className, location: CodeLocation(file: shown.file, span: shown.nameSpan, language: shown.language))
        var titles: [(text: String?, location: CodeLocation)] = []
        let chain = lookupChain(of: className)
        // A `title` of its own: Objective-C's `- (NSString *)title` or Swift's
        // `override var title: String? { ... }` gives the bar whatever it returns.
        for name in chain where !declarations(named: name).isEmpty {
            if let getter = methods(of: name).first(where: {
                $0.selector == "title" && $0.body != nil && !$0.attributes.contains(.typeMethod)
                    && CodeBodyReader(index: self, file: $0.file).file.language == .objectiveC
            }) {
                titles.append((nil, CodeLocation(file: getter.file, span: getter.nameSpan, language: type.language)))
            } else if let property = properties(of: name).first(where: { $0.name == "title" && !$0.isStatic }), name != "UIViewController" {
                titles.append((nil, CodeLocation(file: property.file, span: property.nameSpan, language: type.language)))
            }
        }
        let setupMethods = setupMethods(inChain: chain)
        let bars = ownBars(inChain: chain)
        let assigned = AssignedNames(index: self, chain: chain)
        // The class and its superclasses in the run: an inherited `viewDidLoad` runs too.
        // The app's extensions of UIKit's classes hold helpers, which run only where the
        // class's code calls them (`titleSettingExtensionMethods`), not code of its own.
        for name in chain where !declarations(named: name).isEmpty && !isSystemClass(name) {
            for method in methods(of: name) where method.body != nil {
                let reader = CodeBodyReader(index: self, file: method.file)
                let body = method.body!
                let selves = Self.selfAliases(reader, body)
                let language = reader.file.language
                let setup = setupMethods.contains(method.name)
                var cursor = body.lowerBound
                while cursor < body.upperBound {
                    defer { cursor += 1 }
                    guard reader.isName(cursor), !reader.isExcludedFromiOS(cursor) else { continue }
                    if let title = readTitle(reader, cursor, body, selves: selves, bars: bars) {
                        titles.append((title.text, CodeLocation(file: method.file, span: title.span, language: language)))
                    } else if titleSettingExtensionMethods.contains(reader.text(cursor)), Self.isCallOnSelf(reader, cursor, selves: selves) {
                        // `setNavBarTitle(title: name)`: the app's extension sets the title.
                        titles.append((nil, CodeLocation(file: method.file, span: reader.tokens[cursor].span, language: language)))
                    } else if !navigationItemTitleHelpers.isEmpty, reader.is(cursor, "navigationItem"),
                              Self.isOwnNavigationItem(reader, cursor, selves: selves),
                              let call = NavigationItemTitleHelpers.handingOn(reader, argument: cursor),
                              navigationItemTitleHelpers.titles(call.name, label: call.label) {
                        // `screenType.configureNavigationItem(item: self.navigationItem)`: the
                        // app's helper titles the item handed to it.
                        titles.append((nil, CodeLocation(file: method.file, span: reader.tokens[cursor].span, language: language)))
                    }
                    if facts.hidesNavigationBar == nil, Self.mayHideNavigationBar(reader, cursor) || callsBarHidingExtension(reader, cursor, selves: selves) {
                        facts.hidesNavigationBar = CodeLocation(file: method.file, span: reader.tokens[cursor].span, language: language)
                    }
                    if facts.returnsToItself == nil, Self.popsBackToItself(reader, cursor) {
                        facts.returnsToItself = CodeLocation(file: method.file, span: reader.tokens[cursor].span, language: language)
                    }
                    if facts.isModalInPresentation == nil, let span = readModalInPresentation(reader, cursor) {
                        facts.isModalInPresentation = CodeLocation(file: method.file, span: span, language: language)
                    }
                    if setup, let style = readStyle(reader, cursor, property: "modalPresentationStyle", objcPrefix: "UIModalPresentation") {
                        facts.modalPresentationStyle = (style.caseName, CodeLocation(file: method.file, span: style.span, language: language))
                    }
                    if setup, let style = readStyle(reader, cursor, property: "modalTransitionStyle", objcPrefix: "UIModalTransitionStyle") {
                        facts.modalTransitionStyle = (style.caseName, CodeLocation(file: method.file, span: style.span, language: language))
                    }
                }
                facts.barButtonItems += BarButtonItemReader(index: self, className: className, method: method, reader: reader,
                                                            assigned: assigned).read()
            }
        }
        let buttons = CodeMadeButtons.read(ofClass: className, index: self)
        facts.viewButtons = buttons.buttons
        facts.hasUnreadButtonWiring = buttons.hasUnreadWiring
        if let first = titles.first {
            let texts = Set(titles.map { $0.text ?? "\u{0}" })
            facts.title = TitleFact(text: texts.count == 1 ? first.text : nil, location: first.location)
        }
        return facts
    }

    /// What the method with this selector does in the class (or its superclasses in the
    /// run), or nil when there is no such method with a body.
    public func actionMethodFacts(selector: String, inClass className: String) -> ActionMethodFacts? {
        var found: MethodDeclaration?
        for name in lookupChain(of: className) {
            if let method = methods(of: name).first(where: { $0.selector == selector && $0.body != nil && !$0.attributes.contains(.typeMethod) }) {
                found = method
                break
            }
        }
        guard let method = found else { return nil }
        let effects = effectsFollowed(of: method, inClass: className)
        return ActionMethodFacts(
            methodID: method.id, dismisses: effects.dismisses, performedSegueIdentifiers: effects.performedSegueIdentifiers,
            pops: effects.pops, reachesUnfollowedCode: effects.reachesUnfollowedCode, location: CodeLocation(file: method.file, span: method.nameSpan, language: files[method.file].language),
            unfollowedCall: effects.unfollowedCall)
    }

    /// A method's own effects.
    public func effects(of method: MethodDeclaration) -> MethodEffects {
        guard let body = method.body else { return MethodEffects() }
        return MethodEffects.read(CodeBodyReader(index: self, file: method.file), body)
    }

    /// A method's or closure's effects, with those of the class's methods it calls on
    /// itself added, to any depth (each method once). A call the reading does not follow
    /// (another object's method, a name the app declares that the class does not have)
    /// sets `reachesUnfollowedCode`.
    func effectsFollowed(file: Int, range: Range<Int>, inClass className: String) -> MethodEffects {
        effectsFollowed(file: file, range: range, inClass: className, depth: 0)
    }

    /// As above, `depth` delegates deep (DelegateCalls).
    func effectsFollowed(file: Int, range: Range<Int>, inClass className: String, depth: Int) -> MethodEffects {
        var effects = MethodEffects.read(CodeBodyReader(index: self, file: file), range)
        var visited: Set<String> = []
        var work = Array(zip(effects.calledOnSelf, effects.selfCalls))
        var elsewhere = effects.calledElsewhere
        while let (called, call) = work.popLast() {
            guard visited.insert(called).inserted else { continue }
            let bodies = methods(named: called, in: className).filter {
                $0.body != nil && $0.mayTake(labels: call.labels)
            }
            // `present(vc, animated: true)` in a class that declares no `present`: UIKit's,
            // which shows another screen over this one and closes nothing, even where a
            // coordinator of the app declares a `present(_:)` of its own.
            if bodies.isEmpty, selfCallMayRunAppCode(called, labels: call.labels, inClass: className) {
                effects.reachesUnfollowedCode = true
                if effects.unfollowedCall == nil { effects.unfollowedCall = call }
            }
            for method in bodies {
                let inner = self.effects(of: method)
                if inner.dismisses, !effects.dismisses {
                    effects.dismisses = true
                    effects.dismissSpan = inner.dismissSpan
                }
                effects.pops = effects.pops || inner.pops
                effects.performedSegueIdentifiers += inner.performedSegueIdentifiers
                work += zip(inner.calledOnSelf, inner.selfCalls)
                elsewhere += inner.calledElsewhere
            }
        }
        for site in elsewhere {
            if let reachesApp = callOnFrameworkRelative(site.name, labels: site.call.labels, receivers: site.receivers, inClass: className) {
                guard reachesApp else { continue }
            } else if !CallClosure.mayRunUnfollowedCode(site.name, receivers: site.receivers, index: self) {
                continue
            }
            // A delegate's answer, when the run holds every conformer: followed.
            if let answered = delegateEffects(of: site, inClass: className, depth: depth), !answered.reachesUnfollowedCode {
                if answered.dismisses, !effects.dismisses {
                    effects.dismisses = true
                    effects.dismissSpan = answered.dismissSpan
                }
                continue
            }
            effects.reachesUnfollowedCode = true
            // The method's own calls were read first: the reason is the nearest call.
            if effects.unfollowedCall == nil { effects.unfollowedCall = site.call }
            break
        }
        return effects
    }

    func effectsFollowed(of method: MethodDeclaration, inClass className: String, depth: Int = 0) -> MethodEffects {
        guard let body = method.body else { return MethodEffects() }
        return effectsFollowed(file: method.file, range: body, inClass: className, depth: depth)
    }

    // MARK: Reading single statements

    /// `title = ...`, `self.title = ...`, `navigationItem.title = ...`,
    /// `navigationItem.titleView = ...`: the literal (nil when dynamic) and where. In
    /// Objective-C a message send is the same assignment as its property syntax, and a
    /// unary message the same read: `[self setTitle:...]`, `[self.navigationItem setTitle:...]`,
    /// `[[self navigationItem] setTitle:...]`, `[[self navigationItem] setTitleView:...]`,
    /// `[self navigationItem].title = ...` all set the controller's own title; the same
    /// forms on another object (`[[other navigationItem] setTitle:]`) do not.
    ///
    /// A bar of the controller's own view counts as its navigation bar: `navItem.title = ...`
    /// on a property typed `UINavigationItem` (an outlet to the item of a bar in its scene),
    /// `bar.topItem?.title = ...` on one typed `UINavigationBar` (`bars`).
    private func readTitle(_ reader: CodeBodyReader, _ offset: Int, _ body: Range<Int>, selves: Set<String> = [],
                           bars: OwnBars = OwnBars()) -> (text: String?, span: ByteSpan)? {
        let objc = reader.file.language == .objectiveC
        if objc, reader.is(offset, "setTitle") || reader.is(offset, "setTitleView"), reader.isPunctuation(offset + 1, ":") {
            guard let chain = reader.messageReceivers(before: offset) else { return nil }
            let isTitleView = reader.is(offset, "setTitleView")
            guard chain == ["navigationItem", "self"] || !isTitleView && chain == ["self"] || bars.isItem(chain) else { return nil }
            if isTitleView { return (nil, reader.tokens[offset].span) }
            let valueEnd = offset + 3
            let literal = valueEnd <= body.upperBound && reader.isPunctuation(valueEnd, "]") ? reader.stringLiteral(offset + 2, offset + 3) : nil
            return (literal, reader.tokens[offset].span)
        }
        let isTitle = reader.is(offset, "title")
        let isTitleView = reader.is(offset, "titleView")
        guard isTitle || isTitleView, reader.tokens[offset + 1 < reader.tokens.count ? offset + 1 : offset].kind == .operator, reader.is(offset + 1, "=") else { return nil }
        var chain = reader.receivers(before: offset)
        if objc, reader.isPunctuation(offset - 1, "."), let read = reader.objcChain(endingAt: offset - 2) {
            // `[self navigationItem].title = ...`: the unary message read as its property.
            chain = read.names
        }
        // `strong.title = ...` after `guard let strong = self`: the controller itself.
        if let last = chain.last, selves.contains(last) { chain[chain.count - 1] = "self" }
        let allowed: Bool
        if isTitleView {
            allowed = chain == ["navigationItem"] || chain == ["navigationItem", "self"] || bars.isItem(chain)
        } else {
            allowed = chain.isEmpty && !objc || chain == ["self"] || chain == ["navigationItem"] || chain == ["navigationItem", "self"]
                || bars.isItem(chain)
        }
        guard allowed else { return nil }
        // A local `let title = ...` or a parameter is not the screen's title.
        if chain.isEmpty, reader.is(offset - 1, "let") || reader.is(offset - 1, "var") { return nil }
        if isTitleView { return (nil, reader.tokens[offset].span) }
        let valueEnd = reader.expressionEnd(from: offset + 2, limit: body.upperBound)
        return (reader.stringLiteral(offset + 2, valueEnd), reader.tokens[offset].span)
    }

    /// The navigation bars of a controller's own view, by the properties that hold them
    /// (declared in its class or a superclass of the run): items (`UINavigationItem`) and bars
    /// (`UINavigationBar`), whose `topItem` is the item.
    struct OwnBars {
        var items: Set<String> = []
        var bars: Set<String> = []

        /// Whether receivers (innermost first) name the item of one of these bars:
        /// `navItem`, `self.navItem`, `bar.topItem`, `self.bar.topItem`.
        func isItem(_ chain: [String]) -> Bool {
            guard let first = chain.first else { return false }
            let rest = chain.dropFirst()
            if items.contains(first) { return rest.isEmpty || rest.elementsEqual(["self"]) }
            guard first == "topItem", let bar = rest.first, bars.contains(bar) else { return false }
            return rest.count == 1 || rest.dropFirst().elementsEqual(["self"])
        }
    }

    private func ownBars(inChain chain: [String]) -> OwnBars {
        var found = OwnBars()
        for name in chain where !declarations(named: name).isEmpty {
            for property in properties(of: name) where !property.isStatic {
                switch property.bareTypeName {
                case "UINavigationItem"?: found.items.insert(property.name)
                case "UINavigationBar"?: found.bars.insert(property.name)
                default: continue
                }
            }
        }
        return found
    }

    /// Names the method gives its own controller: `guard let strong = self`,
    /// `if let this = self`, `let controller = self`, `strongSelf = weakSelf` after
    /// `weakSelf = self`.
    static func selfAliases(_ reader: CodeBodyReader, _ body: Range<Int>) -> Set<String> {
        var aliases: Set<String> = []
        for offset in body where reader.is(offset, "=") && reader.isName(offset - 1) && offset + 1 < body.upperBound {
            let value = offset + 1
            guard reader.is(value, "self") || (reader.isName(value) && aliases.contains(reader.text(value))) else { continue }
            // The value ends there: `self`, not `self.child`.
            guard !reader.isPunctuation(value + 1, "."), !reader.is(value + 1, "->") else { continue }
            aliases.insert(reader.text(offset - 1))
        }
        aliases.remove("self")
        return aliases
    }

    /// A call at `offset` made on the controller itself: `name(...)`, `self.name(...)`,
    /// `alias.name(...)`, `[self name...]`.
    /// The methods that set a controller up before it shows: its initialisers,
    /// `viewDidLoad`, `loadView`, `awakeFromNib`, `viewWillAppear`, and, to any depth, the
    /// class's own methods they call on itself (`init() { setupView() }`, where
    /// `setupView` sets `modalPresentationStyle`): followed, not only the first level.
    private func setupMethods(inChain chain: [String]) -> Set<String> {
        var names: Set<String> = ["viewDidLoad", "awakeFromNib", "init", "loadView", "viewWillAppear", "initWithCoder", "initWithNibName"]
        var byName: [String: [MethodDeclaration]] = [:]
        for name in chain where !declarations(named: name).isEmpty {
            for method in methods(of: name) where method.body != nil { byName[method.name, default: []].append(method) }
        }
        for name in byName.keys where name.hasPrefix("initWith") { names.insert(name) }
        var pending = Array(names)
        while let name = pending.popLast() {
            for method in byName[name] ?? [] {
                let reader = CodeBodyReader(index: self, file: method.file)
                let selves = Self.selfAliases(reader, method.body!)
                for offset in method.body! where reader.isName(offset) {
                    let called = reader.text(offset)
                    guard byName[called] != nil, !names.contains(called), Self.isCallOnSelf(reader, offset, selves: selves) else { continue }
                    names.insert(called)
                    pending.append(called)
                }
            }
        }
        return names
    }

    /// Whether `navigationItem` at `offset` is the controller's own: `navigationItem`,
    /// `self.navigationItem`, `strong.navigationItem` after `guard let strong = self`.
    static func isOwnNavigationItem(_ reader: CodeBodyReader, _ offset: Int, selves: Set<String>) -> Bool {
        let chain = reader.receivers(before: offset)
        return chain.isEmpty || chain.count == 1 && (chain[0] == "self" || selves.contains(chain[0]))
    }

    static func isCallOnSelf(_ reader: CodeBodyReader, _ offset: Int, selves: Set<String>) -> Bool {
        if reader.isPunctuation(offset + 1, "(") {
            let chain = reader.receivers(before: offset)
            return chain.isEmpty || (chain.count == 1 && (chain[0] == "self" || selves.contains(chain[0])))
        }
        guard reader.isPunctuation(offset + 1, ":") || reader.isPunctuation(offset + 1, "]"),
              let message = reader.messageReceivers(before: offset), message.count == 1 else { return false }
        return message[0] == "self" || selves.contains(message[0])
    }

    /// The base names of the app's methods, in its extensions of UIKit's view controller
    /// classes, whose bodies set the controller's own title.
    func readTitleSettingExtensionMethods() -> Set<String> {
        var found: Set<String> = []
        for base in Self.viewControllerBaseNames where !declarations(named: base).isEmpty {
            for method in methods(of: base) where method.body != nil && !method.attributes.contains(.typeMethod) {
                let reader = CodeBodyReader(index: self, file: method.file)
                let body = method.body!
                if body.contains(where: { reader.isName($0) && readTitle(reader, $0, body) != nil }) { found.insert(method.name) }
            }
        }
        return found
    }

    /// The base names of the app's methods, in its extensions of UIKit's view controller
    /// classes and of `UINavigationController`, whose bodies may hide a navigation bar.
    func readBarHidingExtensionMethods() -> Set<String> {
        var found: Set<String> = []
        for base in Self.viewControllerBaseNames.union(["UINavigationController"]) where !declarations(named: base).isEmpty {
            for method in methods(of: base) where method.body != nil && !method.attributes.contains(.typeMethod) {
                let reader = CodeBodyReader(index: self, file: method.file)
                if method.body!.contains(where: { reader.isName($0) && Self.mayHideNavigationBar(reader, $0) }) { found.insert(method.name) }
            }
        }
        return found
    }

    /// A call of one of `barHidingExtensionMethods` on the controller itself or on its
    /// navigation controller (`navigationController?.hideTransparentNavigationBar()`).
    private func callsBarHidingExtension(_ reader: CodeBodyReader, _ offset: Int, selves: Set<String>) -> Bool {
        guard !barHidingExtensionMethods.isEmpty, barHidingExtensionMethods.contains(reader.text(offset)),
              reader.isPunctuation(offset + 1, "(") else { return false }
        let chain = reader.receivers(before: offset)
        return Self.isCallOnSelf(reader, offset, selves: selves) || chain == ["navigationController"] || chain == ["navigationController", "self"]
    }

    /// `setNavigationBarHidden(x, animated:)`, `[nav setNavigationBarHidden:x animated:]`,
    /// `isNavigationBarHidden = x`, `navigationBarHidden = x`, `navigationBar.isHidden = x`,
    /// with `x` anything but `false`/`NO`: a navigation bar that may be hidden, on any receiver.
    /// A bar the app covers with a view of its own shows no title of the controller's either:
    /// `navigationBar.addSubview(searchBar)` (`[self.navigationController.navigationBar
    /// addSubview:_searchBar]`), or a search display controller set to show its search bar
    /// in the bar (`displaysSearchBarInNavigationBar = YES`), in the title's place.
    static func mayHideNavigationBar(_ reader: CodeBodyReader, _ offset: Int) -> Bool {
        if reader.is(offset, "addSubview"), reader.isPunctuation(offset + 1, "(") || reader.isPunctuation(offset + 1, ":"),
           reader.is(offset - 1, "navigationBar") || reader.isPunctuation(offset - 1, ".") && reader.is(offset - 2, "navigationBar") {
            return true
        }
        let value: Int
        if reader.is(offset, "displaysSearchBarInNavigationBar"), reader.tokens[min(offset + 1, reader.tokens.count - 1)].kind == .operator,
           reader.is(offset + 1, "=") {
            value = offset + 2
        } else if reader.is(offset, "setNavigationBarHidden"), reader.isPunctuation(offset + 1, "(") || reader.isPunctuation(offset + 1, ":") {
            value = offset + 2
        } else if reader.is(offset, "isNavigationBarHidden") || reader.is(offset, "navigationBarHidden"),
                  reader.tokens[min(offset + 1, reader.tokens.count - 1)].kind == .operator, reader.is(offset + 1, "=") {
            value = offset + 2
        } else if reader.is(offset, "isHidden") || reader.is(offset, "hidden"), reader.receivers(before: offset).first == "navigationBar",
                  reader.tokens[min(offset + 1, reader.tokens.count - 1)].kind == .operator, reader.is(offset + 1, "=") {
            // `nav.navigationBar.isHidden = true`: the bar itself hidden.
            value = offset + 2
        } else {
            return false
        }
        return !(reader.is(value, "false") || reader.is(value, "NO"))
    }

    /// `popToViewController(self, ...)` / `popToViewController:self`: the screen's stack is
    /// popped back to the screen itself.
    static func popsBackToItself(_ reader: CodeBodyReader, _ offset: Int) -> Bool {
        reader.is(offset, "popToViewController")
            && (reader.isPunctuation(offset + 1, "(") || reader.isPunctuation(offset + 1, ":"))
            && reader.is(offset + 2, "self")
            && (reader.isPunctuation(offset + 3, ",") || reader.isPunctuation(offset + 3, ")") || reader.is(offset + 3, "animated"))
    }

    /// `isModalInPresentation = true` / `self.modalInPresentation = YES` on itself.
    private func readModalInPresentation(_ reader: CodeBodyReader, _ offset: Int) -> ByteSpan? {
        let swift = reader.file.language == .swift
        guard reader.is(offset, swift ? "isModalInPresentation" : "modalInPresentation"), reader.is(offset + 1, "="),
              reader.is(offset + 2, swift ? "true" : "YES") else { return nil }
        let chain = reader.receivers(before: offset)
        guard swift ? (chain.isEmpty || chain == ["self"]) : chain == ["self"] else { return nil }
        return reader.tokens[offset].span
    }

    /// `modalPresentationStyle = .formSheet` (or `UIModalPresentationFormSheet`) on itself.
    private func readStyle(_ reader: CodeBodyReader, _ offset: Int, property: String, objcPrefix: String) -> (caseName: String, span: ByteSpan)? {
        guard reader.file.token(reader.tokens[offset], isText: property), reader.is(offset + 1, "=") else { return nil }
        let chain = reader.receivers(before: offset)
        guard chain.isEmpty || chain == ["self"] else { return nil }
        if reader.file.language == .swift {
            guard reader.isPunctuation(offset + 2, "."), reader.isName(offset + 3) else { return nil }
            return (reader.text(offset + 3), reader.tokens[offset].span)
        }
        guard reader.isName(offset + 2) else { return nil }
        let constant = reader.text(offset + 2)
        guard constant.hasPrefix(objcPrefix), constant.count > objcPrefix.count else { return nil }
        let rest = constant.dropFirst(objcPrefix.count)
        return (rest.prefix(1).lowercased() + rest.dropFirst(), reader.tokens[offset].span)
    }
}
