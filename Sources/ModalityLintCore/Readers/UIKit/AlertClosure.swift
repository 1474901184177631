/// What the presentation scanners need to tell whether an alert's title and actions were
/// read to the end (certainty.md, section 1): the rules may say an alert has no actions or
/// no title only when nothing the reading could not follow may add them.

/// The blocks open at a point of a method body, as a scanner walks it token by token:
/// `{ ... }` (a branch, a loop, a closure, a local function) and, in Objective-C, the single
/// statement of a braceless `if (c) statement;`. Two questions need them: which
/// declaration a name means when a block declares it anew (an alert built in another
/// alert's handler under the same name is another alert), and whether a statement runs
/// exactly once whenever the alert it changes is built. One inside a block the alert's
/// construction is outside of may run any number of times, or never.
///
/// Each block is entered once and left once, so a method is read in linear time.
struct OpenBlocks {
    private struct Block {
        /// The token that ends it: its `}`, or the `;` of a braceless statement.
        var end: Int
        /// The token that opens it (its `{`), when the scanner says; nil otherwise.
        var opening: Int?
        var mayNotRun: Bool
        /// The names declared in it, with what they held outside it.
        var shadowed: [(name: String, outer: PresentationLocals.Binding)] = []
        /// For a block that runs later (an alert action's handler): the locals as they were
        /// when it began, which hold again after it, whatever it assigns.
        var runsLater: PresentationLocals?
    }

    private var open: [Block] = []

    /// How many of the open blocks may run any number of times (all but `do { }`).
    private(set) var depth = 0

    /// `runsLater`: the locals at the block's start, for a block that runs only after the
    /// method has returned (an alert action's handler): `self->currentAlert = nil` in it
    /// does not change what the method presents.
    mutating func enter(until end: Int, opening: Int? = nil, mayNotRun: Bool, runsLater: PresentationLocals? = nil) {
        open.append(Block(end: end, opening: opening, mayNotRun: mayNotRun, runsLater: runsLater))
        if mayNotRun { depth += 1 }
    }

    /// Leaves the blocks that end at or before `offset`: the names they declared mean
    /// again what they meant outside.
    mutating func leave(at offset: Int, restoring locals: inout PresentationLocals) {
        while let last = open.last, last.end <= offset {
            open.removeLast()
            if last.mayNotRun { depth -= 1 }
            if let before = last.runsLater {
                locals = before
            } else {
                for (name, outer) in last.shadowed.reversed() { locals.restore(outer, of: name) }
            }
        }
    }

    /// The `{` of the innermost open block, when it was said: its header is what decides
    /// whether the block runs.
    var innermostOpening: Int? { open.last?.opening }

    /// A name declared in the innermost open block: what it holds outside is kept for
    /// when the block ends.
    mutating func declare(_ name: String, in locals: PresentationLocals) {
        guard !open.isEmpty, !open[open.count - 1].shadowed.contains(where: { $0.name == name }) else { return }
        open[open.count - 1].shadowed.append((name, locals.binding(of: name)))
    }
}

/// What a member used on an alert says about it, by its name: UIKit's members that neither
/// add an action nor set the title (`addTextField`, `view`, `present`), the title's
/// setters, and everything else, which is code the reading does not follow (an app's
/// extension method such as `addCancelActionWithTitle`).
enum AlertMember {
    /// UIKit's (UIAlertController's and UIViewController's) members, Swift names and
    /// Objective-C selectors' first parts, that leave the title and the actions as they are.
    static let unchanging: Set<String> = [
        "addAction", "addTextField", "addTextFieldWithConfigurationHandler", "textFields", "actions",
        "message", "setMessage", "preferredAction", "setPreferredAction", "preferredStyle", "severity", "setSeverity",
        "view", "viewIfLoaded", "loadViewIfNeeded", "preferredContentSize", "setPreferredContentSize",
        "popoverPresentationController", "presentationController", "sheetPresentationController",
        "modalPresentationStyle", "setModalPresentationStyle", "modalTransitionStyle", "setModalTransitionStyle",
        "isModalInPresentation", "modalInPresentation", "setModalInPresentation",
        "overrideUserInterfaceStyle", "setOverrideUserInterfaceStyle", "transitioningDelegate", "setTransitioningDelegate",
        "present", "presentViewController", "dismiss", "dismissViewControllerAnimated",
        "presentingViewController", "presentedViewController", "isBeingPresented", "isBeingDismissed",
        "traitCollection", "accessibilityLabel", "accessibilityIdentifier", "setAccessibilityIdentifier",
        "title", "class", "isKindOfClass", "respondsToSelector",
        // NSObject's manual reference counting (files built without ARC): the object's count, not its contents.
        "retain", "release", "autorelease",
        // UIAlertView's and UIActionSheet's members that leave its title and buttons alone.
        "tag", "setTag", "delegate", "setDelegate", "alertViewStyle", "setAlertViewStyle", "textFieldAtIndex",
        "cancelButtonIndex", "setCancelButtonIndex", "destructiveButtonIndex", "setDestructiveButtonIndex",
        "actionSheetStyle", "setActionSheetStyle", "numberOfButtons", "buttonTitleAtIndex", "visible", "isVisible",
    ]

    /// Whether a message the run does not declare is a library's variant of one of UIKit's
    /// `unchanging` members, named by Apple's convention for a category method on a
    /// framework class: a short lowercase prefix and an underscore before the member's own
    /// name (`xyz_setAccessibilityIdentifier:` sets the accessibility identifier). The
    /// prefix keeps the name apart from UIKit's; the rest says what it does. A method the
    /// run declares is the app's own, and is followed instead.
    static func isPrefixedUnchanging(_ name: String) -> Bool {
        guard let underscore = name.firstIndex(of: "_") else { return false }
        let prefix = name[..<underscore]
        let rest = name[name.index(after: underscore)...]
        guard (2...5).contains(prefix.count), prefix.allSatisfy({ $0.isLowercase || $0.isNumber }), prefix.first?.isLetter == true
        else { return false }
        return leftAlone.contains(String(rest))
    }

    /// UIKit's members that leave an alert's title and actions as they are whatever follows
    /// them: `unchanging` but for the actions' and the title's own names (`addAction` adds
    /// one, and `title` or a variant taking an argument may set it).
    static let leftAlone = unchanging.subtracting(["addAction", "title"])

    /// Calls whose argument is presented: they show the alert, they do not change it.
    static let presentations: Set<String> = [
        "present", "presentViewController", "show", "showViewController", "showDetailViewController",
    ]

    /// Calls that only read a value's type or size (`__weak typeof(alert) weakAlert`).
    static let typeQueries: Set<String> = ["typeof", "__typeof", "__typeof__", "sizeof", "type", "ObjectIdentifier"]

    /// Keys of `setValue(_:forKey:)` that set the title (UIKit's private `attributedTitle`,
    /// which apps set to style it), and those known to leave title and actions as they are.
    static let titleKeys: Set<String> = ["title", "attributedTitle"]
    static let unchangingKeys: Set<String> = ["message", "attributedMessage"]
}

/// The app's own code that an alert may reach: which of its methods extend alerts (a
/// `UIViewController` extension's `overrideUserInterfaceStyle()` is not UIKit's property of
/// that name), and whether a method may set the title of an alert handed to it or called on
/// (`configure(alert)`, `alert.addCancelActionWithTitle(...)`): each method of the run is
/// read once, with the app's methods it calls, to the end. A name the run does not declare
/// is code the reading cannot follow, which may.
final class AppAlertCode {
    private let index: CodeIndex
    /// The run's methods by base name and by selector's first part.
    private var byName: [String: [Int]] = [:]
    private var settles: [Int: Bool] = [:]
    private let alertExtensionNames: Set<String>
    /// The methods being read: one reached again is a recursion.
    private var reading: Set<Int> = []
    private var extensionActions: AlertExtensionActions
    /// What the app's factory methods return, read once for every scan that calls them.
    let factoryReturns = FactoryReturns()

    init(index: CodeIndex) {
        self.index = index
        extensionActions = AlertExtensionActions(index: index)
        let alertTypes = ["UIAlertController", "UIViewController", "UIResponder", "NSObject"]
        alertExtensionNames = Set(alertTypes.flatMap { index.methods(of: $0).map(\.name) })
        for method in index.methods where method.body != nil {
            byName[method.name, default: []].append(method.id)
            let selectorName = String(method.selector.prefix { $0 != ":" })
            if selectorName != method.name { byName[selectorName, default: []].append(method.id) }
        }
    }

    /// Whether the run declares a method of this name on alerts: in an extension of
    /// `UIAlertController` or of one of its superclasses.
    func extendsAlerts(with name: String) -> Bool { alertExtensionNames.contains(name) }

    /// Whether the run declares a method (or Objective-C selector) of this name, with a body.
    func declares(_ name: String) -> Bool { byName[name] != nil }

    /// Whether the run declares a method of this name with a parameter of this label
    /// (`present(_:animated:completion:)` has `animated`; an app's `present(next:)` does not).
    func declares(_ name: String, withLabel label: String) -> Bool {
        (byName[name] ?? []).contains { index.methods[$0].fullName.contains(label + ":") }
    }

    /// The one action that calling the app's `UIAlertController` method `name` adds to the
    /// alert it is called on, its words and role as the call's arguments give them; nil
    /// when the method is not followed to the end (AlertExtensionActions).
    /// `open` is the call's `(`, or the `{` of a trailing closure that is its only argument
    /// (`alert.addCancelAction { _ in ... }`).
    func actionAdded(calling name: String, at open: Int, _ reader: CodeBodyReader) -> (label: String?, role: ActionRole?)? {
        if reader.isPunctuation(open, "{") {
            return extensionActions.action(calling: name, arguments: [], trailingClosure: true, reader)
        }
        guard let close = reader.partners[open], close > open else { return nil }
        let trailing = reader.isPunctuation(close + 1, "{") && !reader.lineBreakBefore(close + 1)
        return extensionActions.action(calling: name, arguments: reader.arguments(ofCallAt: open), trailingClosure: trailing, reader)
    }

    /// The app's own convenience initialiser of `UIAlertController` called at `open` (the
    /// call's `(`), followed to what it makes, when one takes the call and its body is read.
    func initialiser(calledAt open: Int, _ reader: CodeBodyReader)
        -> (method: MethodDeclaration, parameters: [RouteValues.Parameter], binding: [Int: Int], summary: AlertInitialiser)? {
        guard let close = reader.partners[open], close > open else { return nil }
        let trailing = reader.isPunctuation(close + 1, "{") && !reader.lineBreakBefore(close + 1)
        return extensionActions.initialiser(labels: reader.arguments(ofCallAt: open).map(\.label), trailingClosure: trailing)
    }

    /// The app's instance method called at `open` (the call's `(`) on a controller of class
    /// `className` that returns the alert it builds (`AlertExtensionActions.alertFactory`),
    /// looked up on the class, its superclasses and the app's extensions of them.
    func alertFactory(named name: String, calledAt open: Int, _ reader: CodeBodyReader, className: String, typeMethodOf: String? = nil)
        -> (method: MethodDeclaration, parameters: [RouteValues.Parameter], binding: [Int: Int], summary: AlertInitialiser)? {
        guard let close = reader.partners[open], close > open else { return nil }
        let trailing = reader.isPunctuation(close + 1, "{") && !reader.lineBreakBefore(close + 1)
        return extensionActions.alertFactory(named: name, labels: reader.arguments(ofCallAt: open).map(\.label), trailingClosure: trailing,
                                             className: className, typeMethodOf: typeMethodOf)
    }

    /// The action made by the app's `UIAlertController` factory called in `range`
    /// (`.cancel(title: "Keep")`), when it is one followed to the end.
    func factoryAction(in range: Range<Int>, _ reader: CodeBodyReader, inActionType: Bool = false) -> (label: String?, role: ActionRole?)? {
        extensionActions.factoryAction(in: range, reader, inActionType: inActionType)
    }

    /// Whether the run's one method of this name (a Swift base name, or an Objective-C
    /// selector's first part) presents the alert handed in at `position` and does nothing
    /// else with it but use UIKit's members that leave it as it is (`showAlert(_:)`,
    /// `[self showNotificationAlert:alert]` setting the popover's source): calling it shows
    /// the alert as the caller built it. Read once per method and position.
    func presentsUnchanged(calling name: String, argument position: Int) -> Bool {
        guard let ids = byName[name], ids.count == 1, let id = ids.first else { return false }
        let key = id * 16 + min(position, 15)
        if let known = presenting[key] { return known }
        let answer = position < 15 && presentsUnchanged(method: index.methods[id], position: position)
        presenting[key] = answer
        return answer
    }

    private var presenting: [Int: Bool] = [:]

    private func presentsUnchanged(method: MethodDeclaration, position: Int) -> Bool {
        let names = HelperParameters.names(of: method, index: index)
        guard position < names.count, let body = method.body else { return false }
        let parameter = names[position]
        let reader = CodeBodyReader(index: index, file: method.file)
        var presented = false
        for offset in body where reader.tokens[offset].kind == .identifier && reader.text(offset) == parameter {
            // `other.alert`, `self.alert`, `self->alert` name a member, not the parameter; `alert:`
            // is an argument label or a selector's part.
            if reader.isPunctuation(offset - 1, ".") || reader.is(offset - 1, "->") { continue }
            if reader.isPunctuation(offset + 1, ":"), !reader.is(offset - 1, "?") { continue }
            if reader.isPunctuation(offset - 1, ":") || reader.isPunctuation(offset - 1, "("),
               reader.isName(offset - 2), AlertMember.presentations.contains(reader.text(offset - 2)) {
                presented = true
                continue
            }
            var next = offset + 1
            while reader.is(next, "?") || reader.is(next, "!") { next += 1 }
            // `alert.popoverPresentationController?.sourceView = v`, `[alert popoverPresentationController]`.
            let member = reader.isPunctuation(next, ".") ? next + 1 : reader.isPunctuation(offset - 1, "[") ? offset + 1 : nil
            guard let member, reader.isName(member) else { return false }
            let memberName = reader.text(member)
            guard AlertMember.leftAlone.contains(memberName) || !declares(memberName) && AlertMember.isPrefixedUnchanging(memberName),
                  !extendsAlerts(with: memberName), !reader.is(member + 1, "=") else { return false }
        }
        return presented
    }

    /// Whether calling the app's function of this name with a trailing closure certainly runs
    /// that closure: every Swift declaration of the name with a body calls its last
    /// parameter, a function, on every path of its body, or hands it on every path to a call
    /// that certainly runs it (`DispatchQueue.main.asyncAfter(deadline:execute: calling)`,
    /// another such function of the app's). `withMainActor { alert.dismiss(animated: true) }`
    /// closes the alert as surely as `DispatchQueue.main.async { ... }` would. Each function
    /// is read once; one that reaches itself again does not certainly run it.
    func runsItsClosure(calling name: String) -> Bool {
        if let known = runsClosure[name] { return known }
        runsClosure[name] = false
        let methods = (byName[name] ?? []).map { index.methods[$0] }
        let answer = !methods.isEmpty && methods.allSatisfy { method in
            method.name == name && index.files[method.file].language == .swift && runsLastClosure(method)
        }
        runsClosure[name] = answer
        return answer
    }

    private var runsClosure: [String: Bool] = [:]

    private func runsLastClosure(_ method: MethodDeclaration) -> Bool {
        guard let body = method.body, let parameter = SwiftParameterList.read(method, index: index).last,
              parameter.isFunction else { return false }
        let reader = CodeBodyReader(index: index, file: method.file)
        var runs = Set<Int>()
        for offset in body where reader.tokens[offset].kind == .identifier && reader.text(offset) == parameter.name {
            if reader.isPunctuation(offset - 1, ".") { continue }
            if reader.isPunctuation(offset + 1, "(") {
                runs.insert(offset)  // `calling()`
            } else if reader.isPunctuation(offset - 1, ":") || reader.isPunctuation(offset - 1, "("),
                      let call = EveryPathClosure.callRunningArgument(at: offset, reader, appCode: self) {
                runs.insert(call)  // `asyncAfter(deadline: t, execute: calling)`: the call's name
            }
        }
        guard !runs.isEmpty else { return false }
        let walker = EveryPathClosure(reader: reader, limit: body.upperBound, methodLength: body.count, appCode: self)
        return walker.holds(from: body.lowerBound, dismissals: runs)
    }

    /// Whether calling the run's method of this name (or an unknown one) may set a title.
    func maySetTitle(calling name: String?) -> Bool {
        guard let name, let ids = byName[name] else { return true }
        return ids.contains { maySetTitle(method: $0, depth: 0) }
    }

    /// Whether the name at `offset` is called there: `name(` or `name { ... }` in Swift, a
    /// selector's part (`name:`, `name]`) in Objective-C. A local of the same name as a
    /// method (`let action = UIAlertAction(...)` beside the app's `action(title:)`) is not.
    private static func isCalled(_ offset: Int, _ reader: CodeBodyReader) -> Bool {
        if reader.isPunctuation(offset + 1, "(") { return true }
        if reader.file.language == .objectiveC { return reader.isPunctuation(offset + 1, ":") || reader.isPunctuation(offset + 1, "]") }
        return reader.isPunctuation(offset + 1, "{") && !reader.lineBreakBefore(offset + 1)
    }

    /// A method body that assigns a `title` or `attributedTitle`, sets values by key, or
    /// calls a method of the run that may. A recursion, or a chain deeper than any real
    /// helper's, is not followed to its end: it may.
    private func maySetTitle(method id: Int, depth: Int) -> Bool {
        if let known = settles[id] { return known }
        guard depth < 24, reading.insert(id).inserted else { return true }
        defer { reading.remove(id) }
        let method = index.methods[id]
        let reader = CodeBodyReader(index: index, file: method.file)
        var found = false
        for offset in index.bodyTokens(of: method).indices where reader.tokens[offset].kind == .identifier {
            if reader.is(offset, "setValue") || reader.is(offset, "setValuesForKeys") || reader.is(offset, "setTitle")
                || reader.is(offset, "attributedTitle") {
                found = true
            } else if reader.is(offset, "title") {
                found = reader.is(offset + 1, "=") && !reader.is(offset - 1, "let") && !reader.is(offset - 1, "var")
            } else if Self.isCalled(offset, reader), let callees = byName[reader.text(offset)] {
                found = callees.contains { $0 != id && maySetTitle(method: $0, depth: depth + 1) }
            }
            if found { break }
        }
        settles[id] = found
        return found
    }
}

/// What the scanners learn about an alert after it is built, said the same way for Swift
/// and Objective-C.
extension MethodPresentations {
    /// Code the reading does not follow reaches the alert (a property keeps it, it is
    /// returned, kept in a collection): its actions and title are not all known.
    mutating func keptElsewhere(_ alert: Int, at token: Int? = nil) {
        if let property = alerts[alert].keptInProperty {
            alerts[alert].open([.actions, .title], .alertInProperty, words: property, at: token)
        } else {
            alerts[alert].open([.actions, .title], .alertKeptElsewhere, at: token)
        }
    }

    /// `return alert`: the caller may change it, unless it drops the result.
    mutating func returned(_ alert: Int, at token: Int) {
        keptElsewhere(alert, at: token)
        if alerts[alert].keptInProperty == nil { alerts[alert].returns.append(token) }
    }

    /// The alert handed to a call that is not a presentation, or called on with a method
    /// that is not UIKit's: what the callee adds is not seen here, and it may set the title
    /// when it is the app's code that does, or code the run does not show.
    /// `asMember`: the callee is a method called on the alert (`alert.addCancelAction(...)`).
    mutating func handed(_ alert: Int, to callee: String?, appCode: AppAlertCode, at token: Int? = nil, asMember: Bool = false) {
        let facts: Facts = appCode.maySetTitle(calling: callee) ? [.actions, .title] : .actions
        alerts[alert].open(facts, .alertHandedToFunction, words: callee.map { (asMember ? "." : "") + $0 } ?? "", at: token)
    }

    /// A view of the app's added to the alert's own view (`alert.view.addSubview(spinner)`).
    mutating func addsView(to alert: Int, at token: Int) {
        if alerts[alert].progressView == nil { alerts[alert].progressView = token }
    }

    /// The app dismisses the alert itself (`alert.dismiss(animated:)`), on some path.
    mutating func dismissesItself(_ alert: Int, at token: Int) {
        if alerts[alert].closedByCode == nil { alerts[alert].closedByCode = token }
        alerts[alert].dismissals.append(token)
    }

    /// A title set after the alert is built. Where it may or may not be set (a block the
    /// alert was built outside of), it stands for a title whose text is unknown.
    mutating func setTitle(_ alert: Int, to title: AlertConstruction.Title, maybe: Bool) {
        alerts[alert].title = maybe ? .dynamic : title
    }

    /// `setValue(v, forKey: key)` on an alert: UIKit's private `attributedTitle` is a title
    /// (its text unknown); `attributedMessage` changes neither; another key (a
    /// `contentViewController`) may bring its own buttons; a key the code does not spell
    /// out may change anything.
    mutating func setValue(on alert: Int, forKey key: String?) {
        guard let key else { return keptElsewhere(alert) }
        if AlertMember.titleKeys.contains(key) {
            alerts[alert].title = .dynamic
        } else if !AlertMember.unchangingKeys.contains(key) {
            alerts[alert].open(.actions, .unspecified, words: "setValue(_:forKey: \"\(key)\")")
        }
    }
}

/// The names a method's body gives its parameters, in order: Swift's (SwiftParameterList)
/// and Objective-C's, the name after each selector part's type
/// (`- (void)show:(UIAlertController *)alert on:(UIViewController *)host` gives `alert`, `host`).
enum HelperParameters {
    static func names(of method: MethodDeclaration, index: CodeIndex) -> [String] {
        let file = index.files[method.file]
        guard file.language == .objectiveC else { return SwiftParameterList.read(method, index: index).map(\.name) }
        guard let start = SwiftUIViewTypes.tokenIndex(of: method.nameSpan, in: file), let body = method.body else { return [] }
        let reader = CodeBodyReader(index: index, file: method.file)
        var names: [String] = []
        var cursor = start
        while cursor < body.lowerBound {
            guard reader.isName(cursor), reader.isPunctuation(cursor + 1, ":") else { break }
            cursor += 2
            if reader.isPunctuation(cursor, "("), let close = reader.partners[cursor], close > cursor { cursor = close + 1 }
            guard reader.isName(cursor) else { break }
            names.append(reader.text(cursor))
            cursor += 1
        }
        return names
    }
}
